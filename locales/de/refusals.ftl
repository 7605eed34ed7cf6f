### Ablehnungen: warum ein Zug nicht geht, warum eine Variante oder Regeloption sich nicht
### wählen lässt und warum Regeln, eine Runde oder ein gespeichertes Spiel nicht spielbar sind.

## Warum ein Zug nicht geht (am Tisch)

refusal-wrong-phase = Das geht gerade nicht: { $phase }
refusal-phase-choosing-pass = Der Geber bestimmt, wie weitergegeben wird
refusal-phase-passing = Die Spieler wählen ihre Karten zum Weitergeben
refusal-phase-pledging = Die Spieler entscheiden über ihre Ansage
refusal-phase-playing = Es wird gerade gespielt
refusal-phase-choosing-moon = Wer den Durchmarsch geschafft hat, wählt gerade die Wertung
refusal-phase-game-over = Das Spiel ist vorbei
refusal-phase-deal-scored = Die Runde ist vorbei
refusal-not-your-turn = Du bist nicht dran: { $player } ist am Zug
refusal-no-such-seat = { $seat } gibt es an diesem Tisch nicht
refusal-seat = Platz { $number }
refusal-not-in-hand = { $card } ist nicht auf deiner Hand
refusal-must-lead-opening-card = Zum ersten Stich muss { $card } ausgespielt werden
refusal-must-follow = Du musst { $suit } bedienen
refusal-hearts-not-broken = Herz ist noch nicht gebrochen
refusal-queen-not-broken = Die D♠ darf erst ausgespielt werden, wenn Herz gebrochen ist
refusal-no-points-on-first-trick = Im ersten Stich keine Punkte
refusal-joker-cannot-lead = Mit einem Joker darfst du nicht ausspielen
refusal-queen-at-first-chance = Du musst die D♠ bei der ersten Gelegenheit spielen
refusal-black-jack-first = Du musst zuerst den B♠ abwerfen
refusal-must-play-likha = Du musst eine Likha spielen (D♠ oder 10♦)
refusal-must-call-suit = Sag zuerst die Farbe für deinen Joker an
refusal-no-call-now = Gerade ist keine Farbe anzusagen
refusal-already-passed = Du hast schon weitergegeben
refusal-no-pass-this-deal = In dieser Runde wird nicht weitergegeben
refusal-pass-count = Wähl { $expected } Karten zum Weitergeben, nicht { $got }
refusal-pass-forbidden = { $card } darf nicht weitergegeben werden
refusal-pass-not-allowed = { $cards } Karten so weiterzugeben ist an diesem Tisch nicht möglich
refusal-not-dealer = Nur der Geber ({ $dealer }) bestimmt, wie weitergegeben wird
refusal-not-dealer-named = Nur der Geber, { $dealer }, bestimmt, wie weitergegeben wird
refusal-already-pledged = Über die Ansage hast du schon entschieden
refusal-not-shooter = Nur wer den Durchmarsch geschafft hat, bestimmt, wie er zählt

## Warum eine Variante nicht geht (nach „Jetzt nicht:“)

refusal-variants-both-on = die Varianten „{ $first }“ und „{ $second }“ können nicht beide an sein
refusal-variant-does-not-fit = die Variante „{ $variant }“ passt nicht zu { $game } für { $players } Spieler: { $why }
refusal-unfit-own-pack = dieses Spiel legt sein Kartenspiel selbst fest
refusal-unfit-deals-evenly = die Karten gehen auch so schon auf
refusal-unfit-too-many-jokers = dafür bräuchte es mehr als drei Joker
refusal-unfit-only-kitty = nur mit Stock
refusal-unfit-only-queen-of-hearts-one = nur, wo die D♥ 1 zählt
refusal-unfit-only-plain-diamonds = nur, wo Karo nichts zählt
refusal-unfit-only-ten-bonus = nur, wo die 10♦ eine Bonuskarte ist
refusal-unfit-only-small-hearts = nur in { -game-small-hearts }
refusal-unfit-only-jack-penalty = nur, wo der B♠ eine Strafkarte ist
refusal-unfit-only-culbertson = nur in { -game-black-lady } nach Culbertson
refusal-unfit-only-counters = nur mit Spielmarken
refusal-unfit-only-hundred-counters = nur mit 100 Spielmarken
refusal-unfit-only-plain-points = nur mit einfachen Punkten
refusal-unfit-only-three-packs = nur in { -game-cancellation } mit drei Kartenspielen
refusal-unfit-only-cancellation = nur in { -game-cancellation }

## Warum eine Regeloption nicht geht

refusal-option-no-such = „{ $id }“ ist keine Regeloption
refusal-option-does-not-apply = „{ $option }“ gilt hier nicht: { $why }
refusal-option-not-a-value = „{ $value }“ ist kein Wert von { $option }: Möglich sind { $values }
refusal-option-not-a-number = „{ $value }“ ist keine Zahl
refusal-not-applicable-passing-sets-count = die gewählte Art des Weitergebens legt die Zahl der Karten schon fest
refusal-not-applicable-only-hearts-broken = nur, wenn Herz gebrochen sein muss
refusal-not-applicable-only-jokers = nur mit Jokern ohne Farbe im Kartenspiel

## Warum ein Spiel nicht für so viele Spieler ist

refusal-game-players = { $game } ist für { $players } Spieler, nicht für { $asked }
refusal-game-players-range = { $game } ist für { $min } bis { $max } Spieler, nicht für { $asked }

## Warum sich Regeln nicht spielen lassen

rules-error-players = { $players } Spieler: Moonshot gibt für 3 bis { $most } Spieler
rules-error-packs = { $packs } Kartenspiele: Nimm 1, 2 oder 3
rules-error-not-a-joker = { $card } ist kein Joker: Joker sind 0C (Kreuz-Null), 0D (Karo-Null) und JK
rules-error-too-many-jokers = von jedem Joker können höchstens drei dazukommen
rules-error-cannot-remove = { $card } lässt sich nicht herausnehmen: Im Kartenspiel ist keine mehr davon übrig
rules-error-uneven = { $cards } Karten gehen bei { $players } Spielern nicht auf: Nimm noch { $leftover ->
    [one] { $leftover } Karte
   *[other] { $leftover } Karten
} heraus, nimm Joker dazu oder spiel mit Stock
rules-error-nothing-for-kitty = { $cards } Karten gehen bei { $players } Spielern auf: Für einen Stock bleibt nichts übrig
rules-error-not-enough-cards = es gibt nicht genug Karten zum Geben
rules-error-no-clubs = das niedrigste Kreuz spielt aus, aber im Kartenspiel ist kein Kreuz
rules-error-lowest-club-copies = das niedrigste Kreuz spielt aus, aber { $card } ist { $copies }-mal im Spiel: Nimm eine heraus oder einen Joker dazu
rules-error-star-not-five = Weitergeben im Stern ist für fünf Spieler, nicht für { $players }
rules-error-pass-too-big = die Spieler haben { $hand } Karten und können nicht { $pass } weitergeben
rules-error-pass-over-max = höchstens { $most } Karten lassen sich weitergeben, nicht { $pass }
rules-error-pass-no-cards = zum Weitergeben braucht es mindestens eine Karte: Gib 1 oder mehr weiter oder wähl „Kein Weitergeben“
rules-error-pass-forbidden = bei { $forbidden } Karten, die nicht weitergegeben werden dürfen, hat ein Blatt von { $hand } vielleicht keine { $pass }, die es weitergeben darf
rules-error-partnership = Partner sitzen sich an einem Tisch zu viert gegenüber, nicht bei { $players }
rules-error-cancellation-one-pack = Aufheben braucht gleiche Karten: Spiel mit zwei oder drei Kartenspielen
rules-error-booster-packs = { -game-booster-nines } wird mit einem Kartenspiel gespielt
rules-error-complex-scoring = { -game-complex-hearts } zählt komplexe Punkte, keine Chips oder Leben
rules-error-gong-zhu-scoring = Gong Zhu zählt Punkte im Plus und im Minus, keine Chips oder Leben
rules-error-gong-zhu-moon = Gong Zhu hat für alle Herzen eine eigene Belohnung statt des Durchmarschs
rules-error-gong-zhu-floor = in Gong Zhu darf ein Stand über und unter null liegen
rules-error-no-counters = jeder Spieler muss mit Spielmarken beginnen
rules-error-no-chips = jeder Spieler muss mit Chips beginnen und setzen können
rules-error-no-lives = jeder Spieler braucht mindestens ein Leben
rules-error-no-end = das Spiel braucht ein Ende: eine Punktegrenze über null, eine Zahl von Runden oder ein Zeitlimit
rules-error-no-deals = ein Spiel mit 0 Runden ist vorbei, bevor es anfängt
rules-error-no-reset-scores = nenn die Stände, die zurückgesetzt werden
rules-error-sun-negative = die Sonne gibt den anderen Punkte, sie nimmt keine weg

## Warum eine Runde nicht spielbar ist (aus einem Link oder einem gespeicherten Spiel)

refusal-deal-hand-count = { $hands } Blätter für { $players } Spieler
refusal-deal-hand-size = Platz { $seat } hat { $holds } Karten; jedes Blatt muss { $must } haben
refusal-deal-kitty-size = der Stock hat { $holds } Karten; er muss { $must } haben
refusal-deal-not-the-deck = die Blätter ergeben nicht das Kartenspiel: Es fehlen [{ $missing }], nicht im Kartenspiel sind [{ $extra }]
refusal-deal-pass-too-far = bei { $players } Spielern lässt sich nicht { $seats } Plätze nach links weitergeben
refusal-deal-star-not-five = Weitergeben im Stern ist für fünf Spieler, nicht für { $players }
refusal-deal-pass-too-big = die Spieler haben { $hand } Karten und können nicht { $pass } weitergeben
refusal-deal-no-dealer = { $dealer } kann nicht geben: Bei { $players } Spielern gibt es diesen Platz nicht
refusal-deal-no-such-dealer = { $dealer } gibt es an diesem Tisch nicht
refusal-deal-no-queen-taker = { $seat } kann die D♠ nicht genommen haben: Bei { $players } Spielern gibt es diesen Platz nicht
refusal-deal-past-the-last = das Spiel hat { $deals } Runden, eine Runde { $deal } gibt es also nicht
refusal-deal-score-count = { $scores } Punktzahlen für { $players } Spieler
refusal-deal-standing-count = { $standings } Spielstände für { $players } Spieler

## Warum sich ein gespeichertes Spiel nicht spielen lässt

refusal-pass-across-uneven = Weitergeben nach gegenüber braucht eine gerade Zahl von Spielern, nicht { $players }
refusal-pass-no-such = „{ $name }“ ist keine Art des Weitergebens: Erlaubt sind left, right, across, hold, star, scatter, mixer oder eine Zahl von Plätzen
refusal-setup-no-such-game = kein Spiel namens „{ $name }“; die Spiele heißen: { $games }
refusal-setup-options = in den Optionen: { $message }
refusal-setup-unwritten = { $message }
refusal-record-play = Schritt { $step }: { $seat } kann { $card } nicht spielen: { $why }
refusal-record-pass = Schritt { $step }: { $seat } kann [{ $cards }] nicht weitergeben: { $why }
refusal-record-choose-pass = Schritt { $step }: { $seat } kann nicht bestimmen, { $cards } Karten { $direction } weiterzugeben: { $why }
refusal-record-pledge = Schritt { $step }: { $seat } kann nicht ansagen: { $why }
refusal-record-decline = Schritt { $step }: { $seat } kann die Ansage nicht ablehnen: { $why }
refusal-record-call = Schritt { $step }: { $seat } kann { $suit } nicht ansagen: { $why }
refusal-record-old-moon = Schritt { $step }: { $seat } kann den klassischen Durchmarsch nicht wählen: { $why }
refusal-record-new-moon = Schritt { $step }: { $seat } kann den neuen Durchmarsch nicht wählen: { $why }
