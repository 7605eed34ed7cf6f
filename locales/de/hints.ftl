### Was die Computergegner zu einer Wahl sagen: der Tipp unter dem Tisch („Tipp: Spiel Pik-Dame.“)
### und sein Grund, „Warum nicht …?“ und der Rückblick nach einer Runde.
###
### Karten stehen ohne Artikel, wie am Kartentisch („Spiel 3♠ aus“, „mit 7♠“). Die Begründungen
### (claim-*) sind Hauptsätze, klein begonnen und ohne Punkt; sie stehen nach einem Gedankenstrich,
### nach „und“ oder „aber“, darum immer mit dem Subjekt vorn. Spieler werden mit „von“ angehängt
### („B♣ von Greta“), nie mit Genitiv-s.

## Die Begründungen: was eine Karte bewirkt

claim-only-card = { $it ->
    [hint-it] eine andere Karte darfst du nicht spielen
   *[other] { $it } ist die einzige Karte, die du spielen darfst
}
claim-cancels = { $it } hebt { $card } von { $player } auf, also kann keine von beiden den Stich gewinnen
claim-takes-nothing = du machst den Stich, aber es sind keine Punkte drin
claim-takes = du machst den Stich und kassierst { $points }
claim-under = { $it } bleibt unter { $card } von { $player }
claim-gives-away = { $worst } geht an den, der den Stich macht, nicht an dich
claim-onto = bisher liegt { $card } von { $player } vorn
claim-partner-winning = dein Partner { $player } liegt im Stich vorn
claim-unbeatable = da kommt keiner mehr drüber
claim-may-be-cancelled = { $copies ->
    [1] { $card ->
        [jack] der andere { $card } ist noch draußen und könnte ihn aufheben
        [king] der andere { $card } ist noch draußen und könnte ihn aufheben
        [joker] der andere { $card } ist noch draußen und könnte ihn aufheben
        [ace] das andere { $card } ist noch draußen und könnte es aufheben
       *[other] die andere { $card } ist noch draußen und könnte sie aufheben
    }
   *[other] { $card ->
        [jack] noch { $copies } weitere { $card } sind draußen, und jeder davon könnte ihn aufheben
        [king] noch { $copies } weitere { $card } sind draußen, und jeder davon könnte ihn aufheben
        [joker] noch { $copies } weitere { $card } sind draußen, und jeder davon könnte ihn aufheben
        [ace] noch { $copies } weitere { $card } sind draußen, und jedes davon könnte es aufheben
       *[other] noch { $copies } weitere { $card } sind draußen, und jede davon könnte sie aufheben
    }
}
claim-worst-above = { $packs ->
    [1] { $worst } ist noch draußen und höher
    [2] { $copies ->
        [1] { $worst ->
            [jack] ein { $worst } ist noch draußen und höher
            [king] ein { $worst } ist noch draußen und höher
            [ace] ein { $worst } ist noch draußen und höher
            [joker] ein { $worst } ist noch draußen und höher
           *[other] eine { $worst } ist noch draußen und höher
        }
       *[other] beide { $worst } sind noch draußen und höher
    }
   *[other] { $copies ->
        [1] { $worst ->
            [jack] ein { $worst } ist noch draußen und höher
            [king] ein { $worst } ist noch draußen und höher
            [ace] ein { $worst } ist noch draußen und höher
            [joker] ein { $worst } ist noch draußen und höher
           *[other] eine { $worst } ist noch draußen und höher
        }
       *[other] { $copies } { $worst } sind noch draußen und höher
    }
}
claim-higher-out = { $count ->
    [1] ein höheres { $suit } ist noch draußen
   *[other] { $count } höhere { $suit } sind noch draußen
}
claim-lower-out = { $count ->
    [1] ein niedrigeres { $suit } ist noch draußen, also könntest du damit später noch einen Stich machen
   *[other] { $count } niedrigere { $suit } sind noch draußen, also könntest du damit später noch einen Stich machen
}
claim-void-shown = { $count ->
    [1] { $players } konnte { $suit } schon nicht bedienen und kann in diesem Stich abwerfen
    [2] { $players } konnten { $suit } schon nicht bedienen und können in diesem Stich abwerfen
   *[other] { $count } Spieler konnten { $suit } schon nicht bedienen und können in diesem Stich abwerfen
}
claim-last-of-suit = { $it ->
    [hint-it] das ist dein letztes { $suit }, also darfst du abwerfen, wenn wieder { $suits } kommt
   *[other] { $it } ist dein letztes { $suit }, also darfst du abwerfen, wenn wieder { $suits } kommt
}
claim-keeps-low = du behältst { $low }, um das Ausspiel später wieder abzugeben
claim-trick-holds = der Stich hat schon { $points }
claim-moon-threat = { $player } hat bisher alle Punkte genommen
claim-wins-lead-from = du machst den Stich sicher und musst dann { $suits } ausspielen
claim-wins-lead = du machst den Stich sicher und musst dann zum nächsten ausspielen
claim-keeps-worst = du behältst { $worst }, und jemand kann dich später zwingen, { $worst ->
    [jack] ihn
    [king] ihn
    [joker] ihn
    [ace] es
   *[other] sie
} doch noch zu spielen
claim-keeps-above-worst = du behältst { $high }, auf { $high ->
    [jack] den
    [king] den
    [joker] den
    [ace] das
   *[other] die
} später noch { $worst } fallen könnte
claim-sheds-above-worst = du wirst, ohne diesen Stich zu machen, eine Karte los, auf die später { $worst } fallen könnte
claim-keeps-high = du behältst { $high }, mit { $high ->
    [jack] dem
    [king] dem
    [joker] dem
    [ace] dem
   *[other] der
} du später noch einen Stich machen könntest
claim-first-trick = im ersten Stich darf niemand eine Strafkarte spielen, der noch etwas anderes hat, also wirst du eine hohe Karte jetzt billig los

## Die Bausteine der Sätze

hint-it = die Karte
hint-claims = { $first }, und { $second }
hint-with-card = { $card ->
    [hint-it] das heißt: { $claim }
    [hint-choice-your] mit deiner Karte gilt: { $claim }
   *[other] spielst du { $card }, heißt das: { $claim }
}
hint-with-card-first = { $card ->
    [hint-it] Das heißt: { $claim }
    [hint-choice-your] Mit deiner Karte gilt: { $claim }
   *[other] Spielst du { $card }, heißt das: { $claim }
}
hint-choice-the = { $cards }
hint-choice-the-first = { $cards }
hint-choice-your = { $cards ->
    [zero] deine
    [two] deine
    [three] deine
    [four] deine
    [five] deine
    [six] deine
    [seven] deine
    [eight] deine
    [nine] deine
    [ten] deine
    [queen] deine
    [jack] dein
    [king] dein
    [ace] dein
    [joker] dein
    [one] deine
    [other] deine
   *[suit] dein
} { $cards }
hint-choice-your-first = { $cards ->
    [zero] Deine
    [two] Deine
    [three] Deine
    [four] Deine
    [five] Deine
    [six] Deine
    [seven] Deine
    [eight] Deine
    [nine] Deine
    [ten] Deine
    [queen] Deine
    [jack] Dein
    [king] Dein
    [ace] Dein
    [joker] Dein
    [one] Deine
    [other] Deine
   *[suit] Dein
} { $cards }
hint-choice-suit = { $suit }

## Die Worte des Tipps, von „Warum nicht …?“ und vom Rückblick

hint-do = { $verb ->
    [lead] Spiel { $choice } aus
    [discard] Wirf { $choice } ab
    [call] Sag { $choice } an
   *[play] Spiel { $choice }
} – { $why }.
hint-did-best = beim Durchspielen vermuteter Verteilungen lief es damit am besten
hint-yet-did-best = { $claim }, und doch lief es damit beim Durchspielen vermuteter Verteilungen am besten
hint-did-best-though = beim Durchspielen vermuteter Verteilungen lief es damit am besten, aber { $claim }
hint-nothing-apart = auf den ersten Blick wäre { $other } genauso gut, aber beim Durchspielen vermuteter Verteilungen lief es hiermit am besten
hint-as-good = Etwa gleich gut: { $other }.
hint-as-good-because = Etwa gleich gut: { $other } – { $why }.
hint-as-good-though = Etwa gleich gut: { $other }, aber { $why }.
hint-claim-sentence = { $claim }.
hint-verdict = { $subject } { $count ->
    [one] ist
   *[other] sind
} { $verdict ->
    [better] besser als
    [worse] schlechter als
   *[as-good] etwa so gut wie
} { $other }
hint-verdict-only = { $verdict }.
hint-verdict-because = { $verdict } – { $why }.
hint-verdict-played-out-though = { $verdict }; der Unterschied zeigt sich erst beim Durchspielen vermuteter Verteilungen, aber { $claim }.
hint-verdict-played-out = { $verdict }; auf den ersten Blick ist kein Unterschied zu sehen, er zeigt sich erst beim Durchspielen vermuteter Verteilungen.
hint-of-choice = { $choice } dagegen: { $why }.
hint-nothing = { "" }
hint-sentences = { $first } { $next }
hint-random = Eine zufällige erlaubte Wahl
hint-nothing-to-decide = Nichts zu entscheiden
hint-no-seat = Platz { $number } gibt es an diesem Tisch nicht
hint-not-playable = Kein spielbares Spiel: { $why }
hint-weighing-pass = Deine Karten werden damit verglichen …

## Eine Weitergabe Karte für Karte erklärt („D♠: die teuerste Karte; K♠, A♠: …“)

hint-pass-cards = { $first }, { $next }
hint-pass-group = { $cards }: { $why }
hint-pass-groups = { $first }; { $next }
hint-pass-costs-points = { $count ->
    [one] kostet Punkte
   *[other] kosten Punkte
}
hint-pass-costs-most = { $count ->
    [one] die teuerste Karte
   *[other] die teuersten Karten
}
hint-pass-forced-to-take = { $count ->
    [one] damit könntest du { $worst } schlucken müssen
   *[other] damit könntest du { $worst } schlucken müssen
}
hint-pass-leaves-void = { $count ->
    [one] danach bist du in { $suits } frei
   *[other] danach bist du in { $suits } frei
}
hint-pass-win-and-cost = { $count ->
    [one] könnte einen Stich machen und kostet Punkte
   *[other] könnten Stiche machen und kosten Punkte
}
hint-pass-could-win = { $count ->
    [one] könnte Stiche machen
   *[other] könnten Stiche machen
}
hint-pass-helps-least = { $count ->
    [one] hilft dir am wenigsten
   *[other] helfen dir am wenigsten
}

## Der Tipp der Stufen Normal und Leicht: eine Zeile ohne Punkt

hint-line-only-card = Spiel { $card } – eine andere Karte darfst du nicht spielen
hint-line-duck = Bleib mit { $card } unter { $under }
hint-line-duck-worst-out = Bleib mit { $card } unter { $under } – { $worst } ist noch draußen
hint-line-cancel = Spiel { $card } gegen { $other } – die beiden heben sich auf, keine kann den Stich gewinnen
hint-line-dump = Wirf { $card } ab – die Punkte bekommt, wer den Stich macht
hint-line-shed-danger = Wirf { $card } ab – damit könntest du später einen Stich mit Punkten machen
hint-line-shed-suit = Wirf { $card } ab – danach bist du in { $suits } frei
hint-line-shed-free = Wirf { $card } ab – das kostet nichts
hint-line-discard = Wirf { $card } ab
hint-line-win-clean = Mach den Stich mit { $card } – es sind keine Punkte drin
hint-line-forced-high = Mit jeder Karte, die du spielen darfst, machst du den Stich: Nimm ihn mit { $card }
hint-line-hope-overtaken = Spiel { $card } – nach dir geht vielleicht noch jemand drüber
hint-line-bleed = Spiel { $card } aus, damit { $worst } fällt – du selbst hast { $worst ->
    [jack] ihn
    [king] ihn
    [joker] ihn
    [ace] es
   *[other] sie
} nicht
hint-line-lead-low = Spiel { $card } aus – da geht wahrscheinlich jemand drüber
hint-line-lead-may-be-beaten = Spiel { $card } aus – vielleicht geht noch jemand drüber
hint-line-lead-unbeatable = Spiel { $card } aus – da kommt keiner mehr drüber
hint-line-stop-moon = Nimm mit { $card } einen Punkt mit – ein Spieler hat bisher alle Punkte und könnte den Durchmarsch schaffen
hint-line-shoot-moon = Spiel { $card } – du kannst alle Punkte holen und den Durchmarsch schaffen
hint-line-follow-low = Bedien klein mit { $card }
hint-line-spare-partner = Spiel { $card } – dein Partner liegt in diesem Stich vorn
hint-line-pledge = Sag an – du hast nur wenige kleine Herzen
hint-line-no-pledge = Sag nichts an – eins deiner Herzen könnte einen Stich machen
hint-line-call-suit = Sag { $suits } an – dein Joker kann nicht gewinnen, also gehen die Punkte an einen anderen Spieler
hint-line-moon-to-others = Schreib den Durchmarsch allen anderen an
hint-line-moon-off-mine = Zieh den Durchmarsch von deinem eigenen Stand ab
hint-line-choose-pass = { $direction ->
    [left] Gib { $cards } Karten nach links weiter
    [right] Gib { $cards } Karten nach rechts weiter
    [across] Gib { $cards } Karten nach gegenüber weiter
    [hold] Kein Weitergeben
    [star] Gib { $cards } Karten weiter, je eine an die beiden Spieler gegenüber
    [scatter] Gib { $cards } Karten weiter, je eine an jeden anderen Spieler
    [mixer] Gib { $cards } Karten zum Mischen in die Mitte
   *[seats-left] Gib { $cards } Karten { $seats } Plätze nach links weiter
}

## Die Zahlen unter den Worten („Zahlen“, einen Tipp entfernt)

hint-decimal = { $sign ->
    [minus] −{ $number }
   *[plus] { $number }
}
hint-margin = { $verdict ->
    [better] Etwa { $margin } Punkte besser als { $other }
    [worse] Etwa { $margin } Punkte schlechter als { $other }
   *[as-good] Etwa so gut wie { $other }
}.
hint-margin-over-deals = { $verdict ->
    [better] In { $deals } vermuteten Verteilungen etwa { $margin } Punkte besser als { $other }
    [worse] In { $deals } vermuteten Verteilungen etwa { $margin } Punkte schlechter als { $other }
   *[as-good] In { $deals } vermuteten Verteilungen etwa so gut wie { $other }
}.
hint-playouts-over-deals = In { $deals } vermuteten Verteilungen { $figures }.
hint-playouts = { $figures }.
hint-playouts-yours = Mit deiner Wahl { $figures }.
hint-figures-two = { $take }, { $points }
hint-figures-three = { $take }, { $points } und { $third }
hint-figures-four = { $take }, { $points }, { $worst } und { $moon }
hint-figure-take = machst du diesen Stich in { $percent } % der Fälle
hint-figure-take-beside = machst du diesen Stich in { $percent } % der Fälle ({ $best } % mit { $choice })
hint-figure-take-beside-first = Du machst diesen Stich in { $percent } % der Fälle ({ $best } % mit { $choice })
hint-figure-points = bekommst jetzt etwa { $now } Punkte und später { $later }
hint-figure-no-points = bekommst jetzt keine Punkte und später etwa { $later }
hint-figure-points-beside = bekommst jetzt etwa { $now } Punkte und später { $later } ({ $best-now } und { $best-later })
hint-figure-worst = kassierst in { $percent } % der Fälle { $card }
hint-figure-worst-beside = kassierst in { $percent } % der Fälle { $card } ({ $best } %)
hint-figure-moon = schaffst in { $percent } % der Fälle den Durchmarsch
hint-figure-moon-beside = schaffst in { $percent } % der Fälle den Durchmarsch ({ $best } %)
