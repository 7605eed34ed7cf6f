### Wat de bots over een keuze zeggen: de tip onder de tafel, "waarom niet deze kaart?", en de
### nabespreking na de ronde. Een claim (claim-*) is een bijzin zonder hoofdletter en zonder
### punt; kaarten staan kort, zoals de hoek ze drukt ("V♠").

## De claims: wat het spelen van een kaart doet. $it is hint-it ("hij") of de kaart zelf ("de 7♠").

claim-only-card = { $it ->
    [hint-it] het is de enige kaart die je mag spelen
   *[other] { $it } is de enige kaart die je mag spelen
}
claim-cancels = { $it } heft de { $card } van { $player } op, dus geen van beide kan de slag winnen
claim-takes-nothing = je haalt de slag, maar er zitten geen punten in
claim-takes = je haalt de slag, met { $points } erin
claim-under = { $it } blijft onder de { $card } van { $player }
claim-gives-away = de { $worst } gaat naar wie de slag haalt, niet naar jou
claim-onto = de { $card } van { $player } wint de slag voorlopig
claim-partner-winning = je partner { $player } wint de slag
claim-unbeatable = niemand kan er nog overheen
claim-may-be-cancelled = { $copies ->
    [1] de andere { $card } is nog niet gevallen en kan hem opheffen
   *[other] er zijn nog { $copies } andere { $card } niet gevallen, en elk daarvan kan hem opheffen
}
claim-worst-above = { $packs ->
    [1] de { $worst } is nog niet gevallen en is hoger
    [2] { $copies ->
        [1] één { $worst } is nog niet gevallen en is hoger
       *[other] beide { $worst } zijn nog niet gevallen en zijn hoger
    }
   *[other] { $copies ->
        [1] één { $worst } is nog niet gevallen en is hoger
       *[other] { $copies } { $worst } zijn nog niet gevallen en zijn hoger
    }
}
claim-higher-out = { $count ->
    [1] er zit nog één hogere { $suit } bij de anderen
   *[other] er zitten nog { $count } hogere { $suit } bij de anderen
}
claim-lower-out = { $count ->
    [1] er zit nog één lagere { $suit } bij de anderen, dus je kaart kan later nog een slag winnen
   *[other] er zitten nog { $count } lagere { $suit } bij de anderen, dus je kaart kan later nog een slag winnen
}
claim-void-shown = { $count ->
    [1] { $players } kon eerder geen { $suit } bekennen en kan op deze slag afgooien
    [2] { $players } konden eerder geen { $suit } bekennen en kunnen op deze slag afgooien
   *[other] { $count } spelers konden eerder geen { $suit } bekennen en kunnen op deze slag afgooien
}
claim-last-of-suit = { $it ->
    [hint-it] het is je laatste { $suit }, dus als er weer { $suits } gevraagd wordt, mag je afgooien
   *[other] { $it } is je laatste { $suit }, dus als er weer { $suits } gevraagd wordt, mag je afgooien
}
claim-keeps-low = je houdt de { $low } achter de hand om later iemand anders te laten uitkomen
claim-trick-holds = de slag telt al { $points }
claim-moon-threat = { $player } heeft tot nu toe alle punten gehaald
claim-wins-lead-from = je haalt de slag zeker en moet daarna uitkomen met een van je { $suits }
claim-wins-lead = je haalt de slag zeker en moet daarna zelf uitkomen
claim-keeps-worst = je houdt de { $worst }, en iemand kan die er later nog uit trekken
claim-keeps-above-worst = je houdt de { $high }, en daar kan de { $worst } later nog op vallen
claim-sheds-above-worst = je raakt een kaart kwijt waar de { $worst } later op kan vallen, zonder deze slag te halen
claim-keeps-high = je houdt de { $high }, die later nog een slag kan winnen
claim-first-trick = in de eerste slag mag niemand een strafkaart bijspelen als hij nog iets anders heeft, dus een hoge kaart raak je nu goedkoop kwijt

## De stukken waar de zinnen van de tip uit bestaan

hint-it = hij
hint-claims = { $first }, en { $second }
hint-with-card = { $card ->
    [hint-it] { $claim }
   *[other] { $claim } (als je { $card } speelt)
}
hint-with-card-first = { $card ->
    [hint-it] Daarmee: { $claim }
   *[other] Met { $card }: { $claim }
}
hint-choice-the = de { $cards }
hint-choice-the-first = De { $cards }
hint-choice-your = jouw { $cards }
hint-choice-your-first = Jouw { $cards }
hint-choice-suit = { $suit }

## De woorden van de tip, van "waarom niet…?" en van de nabespreking

hint-do = { $verb ->
    [lead] Kom uit met { $choice }
    [discard] Gooi { $choice } af
    [call] Vraag { $choice }
   *[play] Speel { $choice }
}: { $why }.
hint-did-best = hij pakte het best uit toen de onbekende kaarten werden geraden en uitgespeeld
hint-yet-did-best = { $claim }, maar toch pakte hij het best uit toen de onbekende kaarten werden geraden en uitgespeeld
hint-did-best-though = hij pakte het best uit toen de onbekende kaarten werden geraden en uitgespeeld, maar { $claim }
hint-nothing-apart = je ziet geen verschil met { $other }, maar deze pakte het best uit toen de onbekende kaarten werden geraden en uitgespeeld
hint-as-good = { $other } is ongeveer even goed.
hint-as-good-because = { $other } is ongeveer even goed: { $why }.
hint-as-good-though = { $other } is ongeveer even goed, maar { $why }.
hint-claim-sentence = { $claim }.
hint-verdict = { $subject } { $count ->
    [one] is
   *[other] zijn
} { $verdict ->
    [better] beter dan
    [worse] slechter dan
   *[as-good] ongeveer even goed als
} { $other }
hint-verdict-only = { $verdict }.
hint-verdict-because = { $verdict }: { $why }.
hint-verdict-played-out-though = { $verdict }: het verschil blijkt pas als de onbekende kaarten worden geraden en uitgespeeld, maar { $claim }.
hint-verdict-played-out = { $verdict }; zelf zie je geen verschil: dat blijkt pas als de onbekende kaarten worden geraden en uitgespeeld.
hint-of-choice = { $choice }: { $why }.
hint-nothing = { "" }
hint-sentences = { $first } { $next }
hint-random = Een willekeurige toegestane keuze
hint-nothing-to-decide = Niets te beslissen
hint-no-seat = Geen plaats { $number } aan deze tafel
hint-not-playable = Geen spel dat gespeeld kan worden: { $why }
hint-weighing-pass = Jouw keuze wordt ertegen afgewogen…

## Het doorgeven kaart voor kaart uitgelegd: "V♠: de duurste kaart; H♠, A♠: daar kan de V♠ op vallen"

hint-pass-cards = { $first }, { $next }
hint-pass-group = { $cards }: { $why }
hint-pass-groups = { $first }; { $next }
hint-pass-costs-points = { $count ->
    [one] kost punten
   *[other] kosten punten
}
hint-pass-costs-most = { $count ->
    [one] de duurste kaart
   *[other] de duurste kaarten
}
hint-pass-forced-to-take = daar kan de { $worst } op vallen
hint-pass-leaves-void = daarna heb je geen { $suits } meer
hint-pass-win-and-cost = { $count ->
    [one] kan een slag winnen en kost punten
   *[other] kunnen een slag winnen en kosten punten
}
hint-pass-could-win = { $count ->
    [one] kan slagen winnen
   *[other] kunnen slagen winnen
}
hint-pass-helps-least = daar heb je het minst aan

## De tip van de niveaus Normaal en Makkelijk: één regel, zonder punt

hint-line-only-card = Speel de { $card }: je mag geen andere kaart spelen
hint-line-duck = Duik met de { $card } onder de { $under }
hint-line-duck-worst-out = Duik met de { $card } onder de { $under }: de { $worst } is nog niet gevallen
hint-line-cancel = Speel de { $card } om de andere { $other } op te heffen: geen van beide kan de slag winnen
hint-line-dump = Gooi de { $card } af: de punten gaan naar wie de slag haalt
hint-line-shed-danger = Gooi de { $card } af: anders kan die later een slag met punten halen
hint-line-shed-suit = Gooi de { $card } af: daarna heb je geen { $suits } meer
hint-line-shed-free = Gooi de { $card } af: die kost niets
hint-line-discard = Gooi de { $card } af
hint-line-win-clean = Haal deze slag met de { $card }: er zitten geen punten in
hint-line-forced-high = Elke kaart die je mag spelen wint: haal de slag dan met de { $card }
hint-line-hope-overtaken = Speel de { $card }: wie na jou komt, kan er nog overheen
hint-line-bleed = Kom uit met de { $card } om de { $worst } eruit te trekken: jij hebt hem niet
hint-line-lead-low = Kom uit met de { $card }: iemand gaat er waarschijnlijk overheen
hint-line-lead-may-be-beaten = Kom uit met de { $card }: iemand kan er nog overheen
hint-line-lead-unbeatable = Kom uit met de { $card }: niemand kan er nog overheen
hint-line-stop-moon = Pak een punt met de { $card }: één speler heeft tot nu toe alle punten en kan de maan schieten
hint-line-shoot-moon = Speel de { $card }: je kunt alle punten halen en de maan schieten
hint-line-follow-low = Beken laag met de { $card }
hint-line-spare-partner = Speel de { $card }: je partner wint deze slag
hint-line-pledge = Beloof het: je hebt maar een paar lage harten
hint-line-no-pledge = Beloof niets: een van je harten kan een slag winnen
hint-line-call-suit = Vraag { $suits }: je joker kan niet winnen, dus de punten gaan naar een ander
hint-line-moon-to-others = Tel de maan op bij de score van alle anderen
hint-line-moon-off-mine = Trek de maan af van je eigen score
hint-line-choose-pass = { $direction ->
    [left] Geef { $cards } kaarten door naar links
    [right] Geef { $cards } kaarten door naar rechts
    [across] Geef { $cards } kaarten door naar de overkant
    [hold] Geef deze ronde niets door
    [star] Geef { $cards } kaarten door naar de twee spelers tegenover je, één per speler
    [scatter] Geef { $cards } kaarten door naar alle andere spelers, één per speler
    [mixer] Geef { $cards } kaarten door naar het midden, om opnieuw te schudden en te delen
   *[seats-left] Geef { $cards } kaarten door, { $seats } plaatsen naar links
}

## De cijfers onder de woorden ("Cijfers", één tik verder)

hint-decimal = { $sign ->
    [minus] −{ $number }
   *[plus] { $number }
}
hint-margin = { $verdict ->
    [better] Ongeveer { $margin } punten beter dan { $other }
    [worse] Ongeveer { $margin } punten slechter dan { $other }
   *[as-good] Ongeveer even goed als { $other }
}.
hint-margin-over-deals = { $verdict ->
    [better] Ongeveer { $margin } punten beter dan { $other } in { $deals } geraden verdelingen
    [worse] Ongeveer { $margin } punten slechter dan { $other } in { $deals } geraden verdelingen
   *[as-good] Ongeveer even goed als { $other } in { $deals } geraden verdelingen
}.
hint-playouts-over-deals = In { $deals } geraden verdelingen: { $figures }.
hint-playouts = { $figures }.
hint-playouts-yours = Met jouw keuze: { $figures }.
hint-figures-two = { $take }, { $points }
hint-figures-three = { $take }, { $points }, en { $third }
hint-figures-four = { $take }, { $points }, { $worst }, en { $moon }
hint-figure-take = je haalt deze slag in { $percent }% van de gevallen
hint-figure-take-beside = je haalt deze slag in { $percent }% van de gevallen ({ $best }% met { $choice })
hint-figure-take-beside-first = Je haalt deze slag in { $percent }% van de gevallen ({ $best }% met { $choice })
hint-figure-points = je krijgt nu gemiddeld { $now } punten en later { $later }
hint-figure-no-points = je krijgt nu geen punten en later gemiddeld { $later }
hint-figure-points-beside = je krijgt nu gemiddeld { $now } punten en later { $later } ({ $best-now } en { $best-later })
hint-figure-worst = de { $card } komt in { $percent }% van de gevallen bij jou terecht
hint-figure-worst-beside = de { $card } komt in { $percent }% van de gevallen bij jou terecht ({ $best }%)
hint-figure-moon = je schiet de maan in { $percent }% van de gevallen
hint-figure-moon-beside = je schiet de maan in { $percent }% van de gevallen ({ $best }%)
