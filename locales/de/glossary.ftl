### Glossar: die Wörter des Spiels auf Deutsch, als Fluent-Begriffe (Terms) für die Übersetzer.
### Ein Begriff (-trick) gehört nur dieser Sprache; man setzt ihn in eine Nachricht mit { -trick }.
### Attribute (.gender, .plural) sind Auskunft und Wahlschlüssel ({ -trick.gender -> … }), keine Textstücke:
### Fluent erlaubt { -trick.plural } nicht als Text.
###
### Stil (siehe docs/translating.md):
### Anrede: du, klein geschrieben ("Du bist am Zug" nur am Satzanfang groß). Deutsche Kartenspielseiten
###   duzen den Spieler: cardgames.io/de ("Im ersten Spiel gibst du die drei Karten …",
###   https://cardgames.io/de/hearts/how-to-play-hearts), gamexpla.in ("Vermeide, die Pik Dame zu nehmen",
###   https://gamexpla.in/g/6c9), spiels.at ("Du musst die Kartenfarbe … bedienen").
### Anführungszeichen: „…“ (innen ‚…‘), wie im Deutschen üblich (Duden); nie "…".
### Kartenindizes: B D K A (Bube, Dame, König, Ass), 10 als 10. Quelle: bridge-kurs-online.com
###   ("Figur: Die Karten A, K, D, B, 10", https://bridge-kurs-online.com/erste-schritte/bridge-begriffe).
###   Sie stehen in locales/de/language.ftl; die Einstellung „englische Indizes“ zeigt A K Q J.
### Zahlen: 1.000 und 1,5 schreibt das Programm selbst nach CLDR.

## Stich und Ausspiel

# trick. Quelle: https://www.pagat.com/de/reverse/hearts.html, https://cardgames.io/de/hearts/how-to-play-hearts
-trick = Stich
    .gender = masculine
    .plural = Stiche
# take a trick ("Ada macht den Stich"). Quelle: https://spiels.at/schwarze-katze-spiele ("macht den Stich"); pagat.com/de ("einen Stich machen")
-take-trick = den Stich machen
# to lead (the first card of a trick). Quelle: Bridge-Glossar "Ausspiel: Die erste zu einem Stich gespielte Karte" (https://sites.google.com/site/bridgepirat/world-of-bridge/glossar); cardgames.io/de sagt auch "führen"
-lead = ausspielen
# the lead (whose turn it is to lead; the card led). Quelle: wie -lead ("das Ausspiel", "am Ausspiel sein")
-the-lead = Ausspiel
    .gender = neuter
# led suit. Quelle: https://gamexpla.in/g/6c9 ("die angespielte Farbe"); pagat.com/de ("die ausgespielte Farbe")
-led-suit = ausgespielte Farbe
    .gender = feminine
# follow suit. Quelle: https://funbridge.com/de/bridge-lexikon ("(Farbe) bedienen: Eine Karte in der verlangten Farbe spielen"); gamexpla.in ("Farbzwang")
-follow-suit = bedienen
# must follow suit (the rule). Quelle: https://gamexpla.in/g/6c9 ("Farbzwang: Wer die angespielte Farbe hat, muss sie bedienen")
-must-follow = Farbzwang
    .gender = masculine
# void: to have no cards of a suit ("in Pik blank"). Quelle: bridge-kurs-online.com ("Chicane: keine Karte in einer Farbe"). Für Spieler schlichter: "keine Karte in Pik haben", "Pik nicht bedienen können" (pagat.com/de)
-void = keine Karte der Farbe haben
# void as a noun (bridge word, for hints only). Quelle: https://bridge-kurs-online.com/erste-schritte/bridge-begriffe
-void-noun = Chicane
    .gender = feminine
# discard (play a card of another suit). Quelle: https://funbridge.com/de/bridge-lexikon ("Abwerfen, Abwurf")
-discard = abwerfen
# duck (play low and let the trick go on purpose). Quelle: https://bridge-kurs-online.com/erste-schritte/bridge-begriffe ("Ducken: Bewusster Verzicht auf einen Stich"); schlichter: "unterspielen"
-duck = ducken

## Mond und Sonne

# shoot the moon. Quelle: https://gamexpla.in/g/6c9 und https://spiels.at/schwarze-katze-spiele ("Shooting the Moon", englisch belassen); GLOSSARY.md: "Durchmarsch". Gewählt: der deutsche Ausdruck
-shoot-the-moon = den Durchmarsch machen
# the moon (the feat, as a noun: "der Mond zählt 26"). (no source found; chosen) — "Durchmarsch" ist das deutsche Wort dafür
-the-moon = Durchmarsch
    .gender = masculine
# shoot the sun (take every trick). (no source found; chosen)
-shoot-the-sun = alle Stiche machen
# the sun, as a noun. (no source found; chosen)
-the-sun = Sonne
    .gender = feminine

## Aufheben (Cancellation Hearts)

# cancel (identical cards in a trick cancel each other out). (no source found; chosen)
-cancel = sich aufheben
# cancelled (a card, a trick). (no source found; chosen)
-cancelled = aufgehoben
# carry-over (the points of a cancelled trick go to the next trick). (no source found; chosen)
-carry-over = Übertrag
    .gender = masculine

## Besondere Karten und Strafen

# the Q♠, queen of spades. Quelle: https://cardgames.io/de/hearts/how-to-play-hearts ("die Pik-Dame")
-queen-of-spades = Pik-Dame
    .gender = feminine
# "the Black Lady" (the Q♠'s nickname). Quelle: https://spiegato.com/?p=635601 ("die Schwarze Dame genannt"); spiels.at ("Schwarze Katze")
-the-black-lady = Schwarze Dame
    .gender = feminine
# jack of diamonds (a bonus in some games). Quelle: Farben- und Rangnamen wie https://sites.google.com/site/bridgepirat/world-of-bridge/glossar
-jack-of-diamonds = Karo-Bube
    .gender = masculine
# hearts broken. Quelle: https://hearts-cadevgames-cards.de.aptoide.com/app ("bis die Herzen gebrochen sind")
-hearts-broken = Herz ist gebrochen
# penalty cards. Quelle: https://spiels.at/schwarze-katze-spiele ("Strafkarten sind die Herz-Karten … und die Pik-Dame")
-penalty-cards = Strafkarten
    .gender = feminine
# penalty points. Quelle: https://spiels.at/schwarze-katze-spiele ("Strafpunkte", "Minuspunkte")
-penalty-points = Strafpunkte
# counter (a card that scores). Quelle: wie -penalty-cards
-counter = Strafkarte
    .gender = feminine
    .plural = Strafkarten

## Weitergeben

# pass (cards before play). Quelle: https://cardgames.io/de/hearts/how-to-play-hearts ("weitergeben"); gamexpla.in sagt "tauschen"
-pass = weitergeben
# pass left. Quelle: https://cardgames.io/de/hearts/how-to-play-hearts ("dem Gegner auf deiner linken Seite")
-pass-left = nach links
# pass right. Quelle: wie -pass-left
-pass-right = nach rechts
# pass across. Quelle: https://cardgames.io/de/hearts/how-to-play-hearts ("dem Gegner gegenüber")
-pass-across = nach gegenüber
# hold (no pass). Quelle: https://www.pagat.com/de/reverse/hearts.html ("keine Weitergabe")
-pass-hold = keine Weitergabe

## Geben, Blatt, Runde, Punkte

# deal (verb: give out the cards). Quelle: https://gamexpla.in/g/6c9 ("Austeilen aller Karten"); pagat.com/de ("geben")
-deal-cards = geben
# deal, as a round ("Runde 3", "nach dieser Runde"); "Spiel" ist die ganze Partie bis zur Punktegrenze. Quelle: https://cardgames.io/de/hearts/how-to-play-hearts sagt auch "Spiel" ("Im ersten Spiel …"); gewählt "Runde", damit "Spiel" eindeutig bleibt
-deal = Runde
    .gender = feminine
    .plural = Runden
# dealer. Quelle: https://www.pagat.com/de/reverse/hearts.html ("der Geber")
-dealer = Geber
    .gender = masculine
# hand (the cards held). Quelle: https://sites.google.com/site/bridgepirat/world-of-bridge/glossar ("Blatt: Die 13 Karten eines Spielers"); auch "Handkarten"
-hand = Blatt
    .gender = neuter
# score (a player's total). Quelle: https://spiegato.com/?p=635601 ("die niedrigste Punktzahl")
-score = Punktzahl
    .gender = feminine
# target score (the game ends there). Quelle: https://gamexpla.in/g/6c9 ("bis ein Spieler 100 Punkte erreicht"). Gewählt: "Punktegrenze" (https://gametwist.com/de/geschicklichkeitsspiele/hearts)
-target-score = Punktegrenze
    .gender = feminine
# point(s). Quelle: pagat.com/de
-point = Punkt
    .gender = masculine
    .plural = Punkte
# pack (deck of cards). Quelle: https://cardgames.io/de/hearts/how-to-play-hearts ("Kartenspiel"); "Deck" ebenso
-pack = Kartenspiel
    .gender = neuter
# partner. (no source found; chosen)
-partner = Partner
    .gender = masculine
# kitty (cards set aside, won with the first trick). (no source found; chosen) — "Stock" ist das deutsche Wort für beiseitegelegte Karten (Skat: "Skat")
-kitty = Stock
    .gender = masculine
# joker. Quelle: https://gamexpla.in/g/6c9 ("ohne Joker")
-joker = Joker
    .gender = masculine

## Farben (alle sächlich) und Ränge

# suit. Quelle: https://funbridge.com/de/bridge-lexikon ("Farbe")
-suit = Farbe
    .gender = feminine
# clubs. Quelle: https://cardgames.io/de/hearts/how-to-play-hearts ("die Kreuz Zwei")
-suit-clubs = Kreuz
    .gender = neuter
# diamonds. Quelle: pagat.com/de
-suit-diamonds = Karo
    .gender = neuter
# spades. Quelle: pagat.com/de
-suit-spades = Pik
    .gender = neuter
# hearts. Quelle: pagat.com/de
-suit-hearts = Herz
    .gender = neuter
    .plural = Herzen
# two. Quelle: https://spiels.at/schwarze-katze-spiele ("Ass, König, Dame, Bube, 10, … 2")
-rank-two = Zwei
    .gender = feminine
# three. Quelle: wie -rank-two
-rank-three = Drei
    .gender = feminine
# four. Quelle: wie -rank-two
-rank-four = Vier
    .gender = feminine
# five. Quelle: wie -rank-two
-rank-five = Fünf
    .gender = feminine
# six. Quelle: wie -rank-two
-rank-six = Sechs
    .gender = feminine
# seven. Quelle: wie -rank-two
-rank-seven = Sieben
    .gender = feminine
# eight. Quelle: wie -rank-two
-rank-eight = Acht
    .gender = feminine
# nine. Quelle: wie -rank-two
-rank-nine = Neun
    .gender = feminine
# ten. Quelle: wie -rank-two
-rank-ten = Zehn
    .gender = feminine
# jack. Quelle: https://spiels.at/schwarze-katze-spiele
-rank-jack = Bube
    .gender = masculine
# queen. Quelle: wie -rank-jack
-rank-queen = Dame
    .gender = feminine
# king. Quelle: wie -rank-jack
-rank-king = König
    .gender = masculine
# ace. Quelle: wie -rank-jack
-rank-ace = Ass
    .gender = neuter

## Die Spiele. Englische Namen bleiben, wie deutsche Seiten sie führen (cardgames.io/de: "Hearts", "Black Lady").
## Varianten setzen den Namen zusammen: "Black Lady (Morehead)", "Cancellation Hearts (drei Kartenspiele)".

# Hearts. Quelle: https://cardgames.io/de/hearts/how-to-play-hearts
-game-hearts = Hearts
# Black Lady. Quelle: https://cardgames.io/de/hearts/how-to-play-hearts; auch "Schwarze Katze" (https://gametwist.com/de/geschicklichkeitsspiele/hearts)
-game-black-lady = Black Lady
# Black Bess. (no source found; chosen: English name kept)
-game-black-bess = Black Bess
# Omnibus Hearts. (no source found; chosen: English name kept)
-game-omnibus = Omnibus Hearts
# Pink Lady. (no source found; chosen)
-game-pink-lady = Pink Lady
# Black Jack (the Hearts game, not the casino game). (no source found; chosen)
-game-black-jack = Black Jack
# Spot Hearts. (no source found; chosen)
-game-spot-hearts = Spot Hearts
# Pip Hearts. (no source found; chosen)
-game-pip-hearts = Pip Hearts
# Graded Hearts. (no source found; chosen)
-game-graded-hearts = Graded Hearts
# Cancellation Hearts. (no source found; chosen)
-game-cancellation = Cancellation Hearts
# Rickety Kate. (no source found; chosen)
-game-rickety-kate = Rickety Kate
# Black Maria. (no source found; chosen)
-game-black-maria = Black Maria
# Queens. (no source found; chosen)
-game-queens = Queens
# Small Hearts. (no source found; chosen)
-game-small-hearts = Small Hearts
# Danger Hearts. (no source found; chosen)
-game-danger-hearts = Danger Hearts
# Complex Hearts. (no source found; chosen)
-game-complex-hearts = Complex Hearts
# Royal Hearts. (no source found; chosen)
-game-royal-hearts = Royal Hearts
# Hooligan Hearts. (no source found; chosen)
-game-hooligan-hearts = Hooligan Hearts
# Gong Zhu (拱猪, "Chase the Pig"). (no source found; chosen: "Schweinejagd" as a gloss)
-game-gong-zhu = Gong Zhu (Schweinejagd)
# Likha (ليخة). (no source found; chosen)
-game-likha = Likha
# Partnership Hearts. (no source found; chosen)
-game-partnership-hearts = Partner-Hearts
# Joker Hearts. (no source found; chosen)
-game-joker-hearts = Joker-Hearts
# Booster Nines. (no source found; chosen)
-game-booster-nines = Booster Nines
