### Die Seite um den Tisch: die Leiste darüber, ihr Menü, der Ladebildschirm.

## Die Leiste über dem Tisch

bar-deal = Runde { $number }
bar-hearts-broken = ♥ gebrochen
    .title = Herz ist gebrochen
bar-scores = Punkte
bar-menu = Menü
bar-new-game = Neues Spiel
menu-how-to-play = Spielregeln
menu-statistics = Statistik
menu-fair-play = Fairness
menu-daily = Runde des Tages
menu-settings = Einstellungen und Tasten
menu-share = Diese Runde teilen
menu-download = Dieses Spiel herunterladen
menu-load = Spiel laden …
menu-note = { " " }({ $note })

## Die Namen der Spieler

name-you = Du
name-west = West
name-north = Nord
name-east = Ost
name-ada = Anna
name-basil = Ben
name-cleo = Clara
name-dev = Dirk
name-edie = Emma
name-felix = Felix
name-greta = Greta
name-hugo = Hugo
name-iris = Ida
name-jonah = Jonas

## Der Tisch: die anderen Spieler, der Stich in der Mitte

page-card = { $card }
page-seat-label = { $name } ({ $level }): Stand { $standing }, { $points } in dieser Runde, { $cards }{ $partner ->
        [yes] , dein Partner
       *[no] {""}
    }{ $dealer ->
        [yes] , Geber
       *[no] {""}
    }{ $pledged ->
        [yes] , hat angesagt, kein Herz zu nehmen
       *[no] {""}
    }{ $kitty ->
        [yes] , hat den Stock genommen
       *[no] {""}
    }{ $receiving ->
        [none] {""}
       *[other] , { $receiving }
    }{ $turn ->
        [yes] , ist am Zug
       *[no] {""}
    }
page-gets-pass = bekommt deine Karten
page-gets-card = bekommt deine { $ordinal } Karte
page-dealer-mark = G
page-dealer-title = Geber
page-seat-score-title = Spielstand
page-seat-taken-title = Punkte in dieser Runde
page-hearts-taken = ♥ { $points }
page-tag-partner = Partner
page-tag-partner-title = Dein Partner
page-tag-pledged = angesagt
page-tag-pledged-title = Hat angesagt, kein Herz zu nehmen
page-tag-kitty = Stock
page-tag-kitty-title = Hat den Stock genommen
page-backs-title = Karten auf der Hand
page-trick-label = Karten auf dem Tisch
page-played-label = { $player }: { $card }{ $cancelled ->
        [yes] , aufgehoben
       *[no] {""}
    }{ $winning ->
        [yes] , gewinnt bisher
       *[no] {""}
    }
page-cancelled-mark = aufgehoben
page-winning-mark = Gewinnt
page-cancelled-head = Aufgehoben:
page-cancelled-explained = Keine der beiden Karten kann diesen Stich gewinnen; wer ihn macht, bekommt ihre Punkte trotzdem.
page-trick-points = { $points } im Stich
page-carried = Übertrag: { $cards } für den, der den nächsten Stich macht
page-joker-called-you = Du hast den Joker ausgespielt und { $symbol } { $suit } angesagt
page-joker-called = { $player } hat den Joker ausgespielt und { $symbol } { $suit } angesagt
page-joker-led-you = Du hast den Joker ausgespielt: { $rule }
page-joker-led = { $player } hat den Joker ausgespielt: { $rule }
page-kitty-title = Der Stock: verdeckt, für den Gewinner eines Stichs
page-kitty = Stock { $count }
page-banner-you = { $kind ->
        [sun] ☀ Sonne! Du hast alle Stiche gemacht!
       *[moon] 🌙 Du hast den Durchmarsch geschafft!
    }
page-banner = { $kind ->
        [sun] ☀ Sonne! { $player } hat alle Stiche gemacht!
       *[moon] 🌙 { $player } hat den Durchmarsch geschafft!
    }
page-mini-cancelled-title = Aufgehoben: konnte nicht gewinnen, zählt aber
page-last-trick-title = Letzter Stich: { $taken }
page-last-trick-label = Letzter Stich, { $trick }

## Dein Platz unten am Tisch

page-you-dealt = , Geber
page-your-score = Dein Stand { $score }
page-points-this-deal = { $points } in dieser Runde
page-undo-cost = „Rückgängig“ nimmt deine letzte Karte zurück. Nach einem Stich hast du dabei schon die Karten der anderen gesehen, darum wird die Runde in Punkten und Statistik als „mit Rücknahme gespielt“ markiert.
page-undo = Rückgängig
page-undo-marks = markiert die Runde
page-claim = Rest beanspruchen ({ $points })
tracker-title = Kartenzähler
tracker-played = Gespielt
tracker-out = Noch im Spiel
tracker-void = Frei
tracker-nobody = niemand
tracker-list = { $players }
tracker-jokers = Joker
tracker-counters = Noch zu spielende Punktkarten:
tracker-no-counters = Alle Punktkarten sind gespielt.
check-weighing = { $card } wird geprüft …
check-anyway = { $card } trotzdem spielen?
check-play = { $card } spielen
page-hint-button = Tipp
page-hint-thinking = Überlege …
page-pass-button = { $count ->
        [one] { $count } Karte { $direction } weitergeben
       *[other] { $count } Karten { $direction } weitergeben
    }
page-next-trick = Nächster Stich
page-play-again = Noch mal spielen
page-no-passing = Nicht weitergeben
page-choose-pass = { $count ->
        [one] { $count } Karte { $direction }
       *[other] { $count } Karten { $direction }
    }
page-pledge = Kein Herz ansagen
page-no-pledge = Nichts ansagen
page-call-suit = { $symbol } { $suit }
page-moon-choice = { $choice }: { $effect }
page-decision-label = Deine Entscheidung
page-card-suggested = { $card }, empfohlen
page-pass-tab = weiter
page-hand-label = Dein Blatt

## Der Tipp und der Rückblick auf eine Runde

page-hint-head = Tipp: { $action }.
page-figures = Zahlen
page-compare-label = Den Tipp mit einer anderen Wahl vergleichen
page-compare = Vergleichen:
page-suit-symbol = { $symbol }
page-yours = Deine
page-why-card = { $not ->
        [yes] { $card }: warum nicht?
       *[no] { $card }: warum?
    }
page-why-suit = { $not ->
        [yes] Warum nicht { $suit }?
       *[no] Warum { $suit }?
    }
page-why-hint-pass = Warum gibt der Tipp diese Karten weiter?
page-why-not-your-pass = Warum nicht deine Karten?
page-review-label = Rückblick auf Runde { $number }
page-review-head = { $yours }. { $expert }.
page-review-why-differs = { $why } (Deine Karte ist angehoben, die des Experten leuchtet.)
page-review-why = { $why }
page-review-previous = Vorherige
page-review-step = { $at } von { $count }
page-review-next = Nächste
page-review-back = Zurück zu den Punkten

## Die Meldungen über dem Tisch

page-share-copied = Link zu dieser Runde kopiert: Wer ihn öffnet, bekommt { $words }.
page-share-to-copy = Link zu dieser Runde (zum Kopieren): Wer ihn öffnet, bekommt { $words }.
page-share-link = Link zu dieser Runde:
page-close = Schließen
page-worker-down = Die Computergegner antworten nicht: Sie spielen vorerst auf der Stufe Normal.
page-download-old-save = Alten Spielstand herunterladen
page-reload = Neu laden
page-ok = OK
page-file-unreadable = { $file } ließ sich nicht lesen ({ $error })
page-file-not-a-game = { $file }: { $why }

## Die Tafel, wenn das Spiel auf einen Fehler stößt

page-crash-title = Da ist etwas schiefgegangen
page-crash-text = Moonshot ist auf einen Fehler gestoßen und hat angehalten. Dein Spiel ist so gespeichert, wie es davor stand: „Weiter“ macht dort weiter. Wenn du den Fehlerbericht kopierst und uns schickst, hilfst du, den Fehler zu beheben.
page-crash-report = Fehlerbericht
page-crash-copy = Fehlerbericht kopieren
page-crash-copied = Kopiert
page-crash-continue = Weiter

## Eine gerade erhaltene Karte im Blatt

hand-new = neu
