### Woordenlijst: de woorden van het spel in het Nederlands, als Fluent-termen (terms) voor de vertalers.
### Een term (-trick) hoort alleen bij deze taal; in een bericht zet je hem met { -trick }.
### Attributen (.gender, .plural) zijn uitleg en keuzesleutel ({ -trick.gender -> … });
### Fluent staat { -trick.plural } niet toe als tekst.
###
### Stijl (zie docs/translating.md):
### Aanspreekvorm: je/jij. Nederlandse spelregels tutoyeren: kaartspellen.info/hartenjagen ("Als je onderstaande
###   tekst leest"; "Geef door aan de speler die links van je zit"), speltips.eu ("Als je geen kaarten hebt …").
###   whisthub.com/nl gebruikt "u"; gekozen: je.
### Aanhalingstekens: ‘…’ of "…"; gekozen: "…" (recht), binnenin ‘…’ (no source found; chosen).
### Kaartindexen: B V H A (boer, vrouw, heer, aas). Bron voor de namen: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen
###   ("aas, heer, vrouw, boer, 10 …"); whisthub.com/nl drukt A K Q J, de letters B V H zijn niet in een bron gezien (unconfirmed).
###   Ze staan in locales/nl/language.ftl.

## De slag en het uitkomen

# trick. Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen; https://www.whisthub.com/nl/hearts/rules
-trick = slag
    .gender = common
    .plural = slagen
# take a trick. Bron: https://www.whisthub.com/nl/hearts/rules ("slagen halen"); wikibooks ("de vier kaarten pakken")
-take-trick = de slag halen
# to lead. Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen ("beginnen door hiermee uit te komen")
-lead = uitkomen
# the lead. Bron: https://www.speltips.eu/hartenjagen ("als eerste 'uitkomen'"); bridge: "de uitkomst"
-the-lead = uitkomst
    .gender = common
# led suit. Bron: https://kaartspeluitleg.nl/games/hartenjagen/ ("een kaart van een andere kleur dan de gevraagde")
-led-suit = gevraagde kleur
    .gender = common
# follow suit. Bron: https://www.funbridge.com/nl/bridgelexicon ("Bekennen: bijspelen in de gevraagde kleur"); speel-hartenjagen.com ("dezelfde kleur volgen")
-follow-suit = bekennen
# void (no cards of a suit). Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen ("geen kaarten … van die kleur")
-void = geen kaarten van die kleur hebben
# void, as a noun (bridge word). (no source found; chosen) — "renonce", het bridgewoord
-void-noun = renonce
    .gender = common
# discard. Bron: http://members.tripod.com/~tweeling_2/bridgewoordenboek.htm ("afgooi"); wikibooks zegt "een kaart van een andere kleur spelen"
-discard = afgooien
# duck. Bron: https://www.funbridge.com/nl/bridgelexicon ("het duiken van de heer")
-duck = duiken

## De maan en de zon

# shoot the moon. (no source found; chosen) — whisthub.com/nl beschrijft het als "álle 26 strafpunten" halen
-shoot-the-moon = de maan schieten
# the moon, as a noun. (no source found; chosen)
-the-moon = maan
    .gender = common
# shoot the sun (take every trick). (no source found; chosen)
-shoot-the-sun = de zon schieten
# the sun, as a noun. (no source found; chosen)
-the-sun = zon
    .gender = common

## Opheffen (Cancellation Hearts)

# cancel. (no source found; chosen)
-cancel = elkaar opheffen
# cancelled. (no source found; chosen)
-cancelled = opgeheven
# carry-over. (no source found; chosen)
-carry-over = overdracht
    .gender = common

## Bijzondere kaarten en strafpunten

# the Q♠. Bron: https://www.whisthub.com/nl/hearts/rules ("de schoppenvrouw")
-queen-of-spades = schoppenvrouw
    .gender = common
# "the Black Lady". Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen ("Amerikaans hartenjagen (Black Lady)"); gekozen: Engels
-the-black-lady = Black Lady
    .gender = common
# jack of diamonds (bonus). Bron: https://www.speltips.eu/hartenjagen ("de klaver boer"; zo ook ruitenboer)
-jack-of-diamonds = ruitenboer
    .gender = common
# hearts broken. Bron: GLOSSARY.md (harten zijn "gebroken")
-hearts-broken = harten zijn gebroken
# penalty cards. Bron: GLOSSARY.md ("puntkaarten"); https://hearts.game/de/guides/the-dirty-hearts-card-game-guide ("strafkaarten (harten en schoppenvrouw)")
-penalty-cards = strafkaarten
    .gender = common
# penalty points. Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen ("strafpunten")
-penalty-points = strafpunten
# counter. Bron: zoals -penalty-cards
-counter = strafkaart
    .gender = common
    .plural = strafkaarten

## Doorgeven

# pass. Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen ("geven die door aan een andere speler")
-pass = doorgeven
# pass left. Bron: zoals -pass ("aan de speler links")
-pass-left = naar links
# pass right. Bron: zoals -pass
-pass-right = naar rechts
# pass across. Bron: zoals -pass ("aan de speler tegenover")
-pass-across = naar de overkant
# hold (no pass). Bron: zoals -pass ("worden geen kaarten doorgegeven")
-pass-hold = niet doorgeven

## Delen, hand, spel, score

# deal (verb). Bron: https://www.whisthub.com/nl/hearts/rules ("de kaarten … gedeeld")
-deal-cards = delen
# deal, as a round. Bron: https://www.whisthub.com/nl/hearts/rules ("deeltje"; "ronde"); https://www.speltips.eu/hartenjagen ("spel")
-deal = spel
    .gender = neuter
    .plural = spellen
# dealer. Bron: https://www.whisthub.com/nl/hearts/rules ("de deler")
-dealer = deler
    .gender = common
# hand. Bron: https://errorssolutions.com/nl/harten-kaartspelregels-zo-speel-je-harten-het-kaartspel ("hun hand")
-hand = hand
    .gender = common
# score. Bron: http://speel-hartenjagen.com ("de score van elke speler")
-score = score
    .gender = common
# target score. Bron: https://www.speltips.eu/hartenjagen ("het aangegeven puntenmaximum")
-target-score = puntenmaximum
    .gender = neuter
# point. Bron: wikibooks
-point = punt
    .gender = neuter
    .plural = punten
# pack. Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen ("het gehele kaartspel (52 kaarten)")
-pack = kaartspel
    .gender = neuter
# partner. Bron: https://gpedia.com/nl/Bridge_(kaartspel)
-partner = partner
    .gender = common
# kitty. (no source found; chosen) — "stok", de kaarten die apart liggen
-kitty = stok
    .gender = common
# joker. Bron: wikibooks ("zonder de jokers")
-joker = joker
    .gender = common

## Kleuren en rangen

# suit. Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen ("kleur")
-suit = kleur
    .gender = common
# clubs. Bron: zoals -suit ("harten, schoppen, ruiten en klaveren")
-suit-clubs = klaveren
# diamonds. Bron: zoals -suit-clubs
-suit-diamonds = ruiten
# spades. Bron: zoals -suit-clubs
-suit-spades = schoppen
# hearts. Bron: zoals -suit-clubs
-suit-hearts = harten
# two. Bron: wikibooks ("klaverentwee")
-rank-two = twee
# three. Bron: zoals -rank-two
-rank-three = drie
# four. Bron: zoals -rank-two
-rank-four = vier
# five. Bron: zoals -rank-two
-rank-five = vijf
# six. Bron: zoals -rank-two
-rank-six = zes
# seven. Bron: zoals -rank-two
-rank-seven = zeven
# eight. Bron: zoals -rank-two
-rank-eight = acht
# nine. Bron: zoals -rank-two
-rank-nine = negen
# ten. Bron: zoals -rank-two
-rank-ten = tien
# jack. Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen ("aas, heer, vrouw, boer")
-rank-jack = boer
    .gender = common
# queen. Bron: zoals -rank-jack
-rank-queen = vrouw
    .gender = common
# king. Bron: zoals -rank-jack
-rank-king = heer
    .gender = common
# ace. Bron: zoals -rank-jack
-rank-ace = aas
    .gender = common

## De spellen. Engelse namen blijven, behalve waar een Nederlandse bestaat. Varianten stellen hem samen:
## "Black Lady (Morehead)", "Hartenjagen met opheffen (drie kaartspellen)".

# Hearts. Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen
-game-hearts = Hartenjagen
# Black Lady. Bron: https://nl.wikibooks.org/wiki/Kaartspel/Hartenjagen ("Amerikaans hartenjagen (Black Lady)")
-game-black-lady = Black Lady
# Black Bess. (no source found; chosen)
-game-black-bess = Black Bess
# Omnibus Hearts. (no source found; chosen)
-game-omnibus = Omnibus-hartenjagen
# Pink Lady. (no source found; chosen)
-game-pink-lady = Pink Lady
# Black Jack. (no source found; chosen)
-game-black-jack = Black Jack
# Spot Hearts. (no source found; chosen)
-game-spot-hearts = Spot Hearts
# Pip Hearts. (no source found; chosen)
-game-pip-hearts = Pip Hearts
# Graded Hearts. (no source found; chosen)
-game-graded-hearts = Graded Hearts
# Cancellation Hearts. (no source found; chosen) — zoals -game-partnership-hearts: de variant na "met"
-game-cancellation = Hartenjagen met opheffen
# Rickety Kate. (no source found; chosen)
-game-rickety-kate = Rickety Kate
# Black Maria. (no source found; chosen)
-game-black-maria = Black Maria
# Queens. (no source found; chosen)
-game-queens = Vrouwen
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
# Gong Zhu (拱猪). (no source found; chosen)
-game-gong-zhu = Gong Zhu (varkensjacht)
# Likha (ليخة). (no source found; chosen)
-game-likha = Likha
# Partnership Hearts. (no source found; chosen)
-game-partnership-hearts = Hartenjagen met partners
# Joker Hearts. (no source found; chosen)
-game-joker-hearts = Joker Hearts
# Booster Nines. (no source found; chosen)
-game-booster-nines = Booster Nines
