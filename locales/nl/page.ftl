### De pagina om de tafel: de balk erboven, het menu, het laadscherm.

## De balk boven de tafel

bar-deal = Ronde { $number }
bar-hearts-broken = ♥ gebroken
    .title = Harten zijn gebroken
bar-scores = Scores
bar-menu = Menu
bar-new-game = Nieuw spel
menu-how-to-play = Spelregels
menu-statistics = Statistieken
menu-fair-play = Eerlijk spel
menu-daily = Ronde van de dag
menu-settings = Instellingen en toetsen
menu-share = Deze ronde delen
menu-download = Dit spel downloaden
menu-load = Spel laden…
menu-note = { " " }({ $note })

## De namen van de spelers

name-you = Jij
name-west = West
name-north = Noord
name-east = Oost
name-ada = Anouk
name-basil = Bram
name-cleo = Cato
name-dev = Daan
name-edie = Eva
name-felix = Finn
name-greta = Gerda
name-hugo = Huub
name-iris = Ilse
name-jonah = Joost

## Het tafelblad: de andere spelers, de slag in het midden

page-card = { $card }
page-seat-label = { $name } ({ $level }): stand { $standing }, { $points } deze ronde, { $cards }{ $partner ->
        [yes] , je partner
       *[no] {""}
    }{ $dealer ->
        [yes] , deler
       *[no] {""}
    }{ $pledged ->
        [yes] , heeft beloofd geen harten te halen
       *[no] {""}
    }{ $kitty ->
        [yes] , heeft de stok genomen
       *[no] {""}
    }{ $receiving ->
        [none] {""}
       *[other] , { $receiving }
    }{ $turn ->
        [yes] , is aan de beurt
       *[no] {""}
    }
page-gets-pass = krijgt jouw kaarten
page-gets-card = krijgt je { $ordinal } kaart
page-dealer-mark = D
page-dealer-title = Deler
page-seat-score-title = Stand in het spel
page-seat-taken-title = Punten gehaald deze ronde
page-hearts-taken = ♥ { $points }
page-tag-partner = partner
page-tag-partner-title = Je partner
page-tag-pledged = belofte
page-tag-pledged-title = Heeft beloofd geen harten te halen
page-tag-kitty = stok
page-tag-kitty-title = Heeft de stok genomen
page-backs-title = Kaarten in de hand
page-trick-label = Kaarten op tafel
page-played-label = { $player }: { $card }{ $cancelled ->
        [yes] , opgeheven
       *[no] {""}
    }{ $winning ->
        [yes] , wint tot nu toe
       *[no] {""}
    }
page-cancelled-mark = opgeheven
page-winning-mark = Wint
page-cancelled-head = Opgeheven:
page-cancelled-explained = geen van deze kaarten kan de slag winnen; wie de slag haalt, krijgt hun punten toch.
page-trick-points = { $points } in de slag
page-carried = Doorgeschoven: { $cards } voor wie de volgende slag haalt
page-joker-called-you = Je kwam uit met de joker en vroeg { $symbol } { $suit }
page-joker-called = { $player } kwam uit met de joker en vroeg { $symbol } { $suit }
page-joker-led-you = Je kwam uit met de joker: { $rule }
page-joker-led = { $player } kwam uit met de joker: { $rule }
page-kitty-title = De stok: gedekt, voor wie hem met een slag wint
page-kitty = Stok { $count }
page-banner-you = { $kind ->
        [sun] ☀ Je hebt de zon geschoten!
       *[moon] 🌙 Je hebt de maan geschoten!
    }
page-banner = { $kind ->
        [sun] ☀ { $player } heeft de zon geschoten!
       *[moon] 🌙 { $player } heeft de maan geschoten!
    }
page-mini-cancelled-title = Opgeheven: kon niet winnen, telt wel mee
page-last-trick-title = Laatste slag: { $taken }
page-last-trick-label = Laatste slag, { $trick }

## Jouw plek onder aan de tafel

page-you-dealt = , deler
page-your-score = Jouw stand { $score }
page-points-this-deal = { $points } deze ronde
page-undo-cost = Terugnemen haalt je laatste kaart terug. Na een afgelopen slag heb je de kaarten van de anderen al gezien, dus de ronde komt in de scores en statistieken te staan als gespeeld met terugnemen.
page-undo = Terugnemen
page-undo-marks = markeert de ronde
page-claim = Rest claimen ({ $points })
tracker-title = Kaartenteller
tracker-played = Gespeeld
tracker-out = Nog in het spel
tracker-void = Renonce
tracker-nobody = niemand
tracker-list = { $players }
tracker-jokers = Jokers
tracker-counters = Nog te spelen puntkaarten:
tracker-no-counters = Alle puntkaarten zijn gespeeld.
check-weighing = De { $card } wordt afgewogen…
check-anyway = De { $card } toch spelen?
check-play = De { $card } spelen
page-hint-button = Tip
page-hint-thinking = Denkt na…
page-pass-button = { $count ->
        [one] Geef { $count } kaart door { $direction }
       *[other] Geef { $count } kaarten door { $direction }
    }
page-next-trick = Volgende slag
page-play-again = Opnieuw spelen
page-no-passing = Niet doorgeven
page-choose-pass = Geef { $count } door { $direction }
page-pledge = Beloven
page-no-pledge = Niet beloven
page-call-suit = { $symbol } { $suit }
page-moon-choice = { $choice }: { $effect }
page-decision-label = Jouw beslissing
page-card-suggested = { $card }, getipt
page-pass-tab = door
page-hand-label = Jouw hand

## Het advies onder aan de tafel: de tip, en de nabespreking van een ronde

page-hint-head = Tip: { $action }.
page-figures = Cijfers
page-compare-label = Vergelijk de tip met een andere keuze
page-compare = Vergelijk:
page-suit-symbol = { $symbol }
page-yours = De jouwe
page-why-card = { $not ->
        [yes] Waarom niet de { $card }?
       *[no] Waarom de { $card }?
    }
page-why-suit = { $not ->
        [yes] Waarom geen { $suit }?
       *[no] Waarom { $suit }?
    }
page-why-hint-pass = Waarom geeft de tip deze kaarten door?
page-why-not-your-pass = Waarom niet de kaarten die jij koos?
page-review-label = Nabespreking van ronde { $number }
page-review-head = { $yours }. { $expert }.
page-review-why-differs = { $why } (Jouw kaart staat omhoog, die van de Expert licht op.)
page-review-why = { $why }
page-review-previous = Vorige
page-review-step = { $at } van { $count }
page-review-next = Volgende
page-review-back = Terug naar de scores

## De berichten boven de tafel

page-share-copied = Link naar deze ronde gekopieerd: wie hem opent, krijgt { $words }.
page-share-to-copy = Link naar deze ronde (kopieer hem hier): wie hem opent, krijgt { $words }.
page-share-link = Link naar deze ronde:
page-close = Sluiten
page-worker-down = De rekenhulp van de bots reageert niet: de tegenstanders spelen voorlopig op niveau Normaal.
page-download-old-save = Oude opslag downloaden
page-reload = Opnieuw laden
page-ok = OK
page-file-unreadable = { $file } kon niet worden gelezen ({ $error })
page-file-not-a-game = { $file }: { $why }

## Het paneel als het spel een fout tegenkomt

page-crash-title = Er ging iets mis
page-crash-text = Moonshot liep tegen een fout aan en is gestopt. Je spel is bewaard zoals het daarvoor was: met Doorgaan speel je vanaf daar verder. Kopieer het foutrapport en stuur het ons op: zo help je ons de fout te verhelpen.
page-crash-report = Foutrapport
page-crash-copy = Foutrapport kopiëren
page-crash-copied = Gekopieerd
page-crash-continue = Doorgaan

hand-new = nieuw
