### De vensters boven de tafel: de scores, de spelregels, Nieuw spel, het spel van een link,
### de statistieken, en de instellingen met de toetsen.

## De scoretabel na elke ronde

scores-caption = Scores: { $ending }
scores-game-over = Spel afgelopen
scores-sheet = Scoreblad
scores-deal-title = Scores van ronde { $number }
scores-you-shot-the-moon = Je hebt de maan geschoten!
scores-shot-the-moon = { $player } heeft de maan geschoten!
scores-title = Scores
scores-this-deal = Deze ronde
scores-deal = Ronde { $number }
scores-took-back = , gespeeld met terugnemen
scores-place = Plaats
scores-player = Speler
scores-took = Gehaald
scores-total = Totaal
scores-tricks = { $n ->
        [one] { $n } slag
       *[other] { $n } slagen
    }
scores-took-nothing = niets · { $tricks }
scores-took-cards = { $cards } · { $tricks }
scores-moon = 🌙 { $score }
scores-take-back-note = ↶ Gespeeld met terugnemen: wie een kaart terugneemt, kan de kaarten zien die na de zijne zijn gespeeld.
scores-older-note = De tabel toont de laatste rondes; de grafiek hieronder heeft ze allemaal.
scores-step-through = De ronde stap voor stap naspelen
scores-next-hand = Volgende ronde
scores-choose-game = Nieuw spel…
scores-deal-again = Deze ronde opnieuw spelen
scores-challenge = Een vriend uitdagen
scores-challenge-back = Terug uitdagen
scores-challenge-copied = Link gekopieerd. Stuur hem naar een vriend: die speelt dezelfde kaarten tegen dezelfde bots en ziet daarna jouw score naast de zijne.
scores-challenge-to-copy = Kopieer deze link en stuur hem naar een vriend: die speelt dezelfde kaarten tegen dezelfde bots en ziet daarna jouw score naast de zijne.
scores-back-to-game = Terug naar mijn spel

## Een ronde tegen een andere uitslag: de ronde van de dag, een uitdaging van een vriend, een ronde opnieuw

versus-daily = Ronde van de dag, { $date }
versus-friend = Uitdaging van een vriend
versus-friend-game = Uitdaging van een vriend: het hele spel
versus-again = Deze ronde opnieuw
versus-you = Jij
versus-expert = De Expert op jouw plaats
versus-working = wordt berekend…
versus-your-friend = Je vriend
versus-first-time = De eerste keer
versus-better = { $points ->
        [one] Je deed het { $points } punt beter.
       *[other] Je deed het { $points } punten beter.
    }
versus-worse = { $points ->
        [one] { $points } punt achterstand.
       *[other] { $points } punten achterstand.
    }
versus-same = Dezelfde score.
versus-changed = De link van deze uitdaging is veranderd: de score klopt niet met de kaarten, dus wordt dit een gewone gedeelde ronde.
versus-streak = { $days ->
        [one] { $days } dag op rij.
       *[other] { $days } dagen op rij.
    }

## De grafiek van de scores

scores-chart-end = einde bij { $score }
scores-chart-end-note = Het spel eindigt bij { $score }, buiten de schaal van deze grafiek.
scores-chart-label = { $deals ->
        [1] Grafiek van de scores na de eerste ronde; de cijfers staan in de tabel
       *[other] Grafiek van de scores na elk van de { $deals } rondes; de cijfers staan in de tabel
    }

## De statistieken van de spellen die op dit apparaat zijn uitgespeeld

stats-title = Statistieken
stats-games = Uitgespeelde spellen
stats-won = Gewonnen
stats-deals = Rondes
stats-points-per-deal = Punten per ronde
stats-moons = Maan geschoten
stats-best = Beste
stats-take-backs = { " " }({ $count } met terugnemen)
stats-nothing-yet = Nog niets gespeeld op dit apparaat: de statistieken beginnen bij je eerste ronde.
stats-daily = Ronde van de dag
stats-daily-played = Dagen gespeeld
stats-daily-streak = Dagen op rij
stats-daily-average = { $you } (Expert { $expert })
stats-versus = Opnieuw gespeelde rondes en uitdagingen
stats-note = Alleen in deze browser bewaard. Een ronde telt zodra ze gescoord is, een spel zodra het uitgespeeld is. Punten zijn jouw punten per ronde; beste is je beste eindscore, volgens de regel van elk spel. Terugnemen is een kaart terugnemen met de knop Terugnemen. De ronde van de dag, opnieuw gespeelde rondes en uitdagingen worden apart geteld.

## De instellingen en de toetsen

settings-title = Instellingen en toetsen
settings-table = Tafel
settings-speed = Snelheid
settings-speed-label = Spelsnelheid
settings-theme = Thema
settings-four-colour = Vierkleurenspel (blauwe ruiten, groene klaveren)
settings-large-cards = Grote kaarten
settings-pause-after-trick = Na elke slag wachten op "Volgende slag"
settings-auto-play = Mijn enige toegestane kaart voor me spelen
settings-no-take-backs = Niet terugnemen (geen knop Terugnemen)
settings-undo-note = Wie na een slag een kaart terugneemt, heeft de kaarten van de anderen al gezien: zo'n ronde wordt gemarkeerd in de scores en statistieken.
settings-practice = Oefenhulp
settings-card-tracker = Kaartenteller: welke kaarten gespeeld zijn en welke nog in het spel
settings-play-checker = Eerst vragen bij een kaart die de Expert duidelijk slechter vindt
settings-sound = Geluid
settings-sounds = Geluid bij kaarten, slagen en jouw beurt
settings-volume = Volume
settings-keys = Toetsen

## De toetsen van het toetsenbord

keys-move-keys = { $arrows }, { $home }, { $end }
keys-move = Naar een andere kaart gaan die je kunt kiezen
keys-either = { $first } of { $second }
keys-choose = De kaart spelen, of kiezen om door te geven
keys-pass = De gekozen kaarten doorgeven
keys-undo = Je laatste kaart terugnemen
keys-hint = Tip
keys-next-trick = Volgende slag, als de tafel na elke slag wacht
keys-scores = Scoreblad
keys-statistics = Statistieken
keys-rules = Spelregels
keys-new-game = Nieuw spel
keys-settings = Instellingen en toetsen
keys-close = Een venster sluiten

## Het venster Nieuw spel

dialog-game = Spel
dialog-game-for = { $game } ({ $players })
dialog-game-for-range = { $game } ({ $min }–{ $max })
dialog-players = Spelers
dialog-play-to = Spelen tot
dialog-target-help = Leeg: wat het spel zelf zegt ({ $score })
dialog-variants = Varianten
dialog-no-variants = { $game } met { $players } spelers heeft geen varianten.
dialog-not-now = { $line }. Nu niet: { $why }
dialog-rule-options = Regelopties: { $count } aan te passen
dialog-rule-options-changed = Regelopties: { $changed } van { $count } aangepast
dialog-opponents = Tegenstanders
dialog-levels-label = Niveaus van de tegenstanders
dialog-one-level = Eén niveau voor allemaal
dialog-each-own = Elke plaats een eigen niveau
dialog-level-label = Niveau
dialog-end-game = Het lopende spel stoppen?
dialog-end-game-detail = De kaarten en scores ervan zijn dan weg, en een onafgemaakt spel telt niet mee in de statistieken.
dialog-keep-playing = Doorspelen
dialog-end-and-start = Stoppen en beginnen
dialog-cancel = Annuleren
dialog-start = Beginnen

## Het venster dat een link naar een ander spel opent

dialog-link-keep = Mijn spel houden
dialog-link-gives = Deze link deelt een nieuw spel: { $game } met { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }.
dialog-link-gives-from = Deze link deelt een nieuw spel: { $game } met { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }, vanaf ronde { $deal }.
dialog-link-now = Je spel { $game } is bij ronde { $deal }. Als je het spel van de link begint, stopt dit spel, en een onafgemaakt spel telt niet mee in de statistieken.

## De thema's in Instellingen

settings-theme-system = Zoals het systeem
settings-theme-light = Licht
settings-theme-dark = Donker

## Eerlijk spel: wat de bots zien, wat de niveaus veranderen, hoe een ronde opnieuw gedeeld wordt

fair-play-title = Eerlijk spel
fair-play-intro = De bots spelen volgens dezelfde regels als jij en zien wat jij ziet.
fair-play-sees-head = Wat een bot ziet
fair-play-sees = Zijn eigen hand, en wat iedereen aan tafel ziet: de gespeelde kaarten, de gehaalde slagen, de kleuren die een speler al niet kon bekennen. Net als jij kent hij de kaarten die hij doorgaf en die hij kreeg, en de stok als hij die kreeg en hem volgens de regels mag bekijken. De hand van een andere speler of de kaarten die nog komen, ziet hij nooit.
fair-play-hint = Ook de tip en de nabespreking zien alleen wat jij vanaf je eigen plaats ziet: ze raden de onbekende kaarten, zoals een speler dat zou doen.
fair-play-levels-head = Wat een niveau verandert
fair-play-levels = Hoe goed een bot speelt, nooit zijn kaarten. Op niveau Beginner speelt hij een willekeurige toegestane kaart; op Makkelijk en Normaal speelt hij volgens de vuistregels van een speler; op Moeilijk en Expert verdeelt hij de onbekende kaarten op veel manieren waarop ze zouden kunnen zitten, en speelt hij elke verdeling uit.
fair-play-deal-head = Hoe de kaarten worden gedeeld
fair-play-deal = Elk spel wordt gedeeld op basis van een getal: het startgetal. Hetzelfde spel, hetzelfde startgetal en hetzelfde rondenummer geven altijd dezelfde kaarten, wie ze ook speelt en op welk niveau ook. "Deze ronde delen" (in het menu) maakt een link die ze overal opnieuw deelt.
fair-play-all-hands = Na elke ronde vind je onder de scores "Alle handen tonen": daar zie je elke hand zoals die gedeeld werd, en wat elke speler aan wie doorgaf.
fair-play-this-game = Dit spel: { $game }, startgetal { $seed }, ronde { $deal }.

## Every hand of the deal just played, as dealt, under the deal's scores (src/ui/dialogs.rs).

hands-show = Alle handen tonen
hands-note = Elke { -hand } zoals die gedeeld werd, vóór het { -pass }, en wat elke speler doorgaf.
hands-passed-to = doorgegeven aan { $player }
hands-passed-to-you = doorgegeven aan jou
hands-kitty = Stok
