### De catalogus van spellen: de namen en regels van de spellen, hun varianten, de regelopties
### en hun waarden, en de niveaus van de bots.

## De spellen: elke naam, en één regel over wat het spel eigen maakt

game-title-hearts = { -game-hearts }
game-description-hearts = het origineel: elke harten 1 punt, geen schoppenvrouw, niet doorgeven
game-title-black-lady = { -game-black-lady }
game-description-black-lady = hartenjagen zoals de meeste mensen het kennen: harten 1 punt, de schoppenvrouw 13, de maan schieten, spel tot 100
game-title-black-lady-morehead = { -game-black-lady } (Morehead)
game-description-black-lady-morehead = de regels van Morehead: drie kaarten naar links, de voorhand komt uit met een kaart naar keuze
game-title-black-lady-foster = { -game-black-lady } (Foster, 1909)
game-description-black-lady-foster = de oudste regels: drie kaarten naar links, fiches in een pot
game-title-black-lady-culbertson = { -game-black-lady } (Culbertson, 1950)
game-description-black-lady-culbertson = de regels van Culbertson: wie alle puntkaarten haalt, krijgt niets
game-title-black-bess = { -game-black-bess }
game-description-black-bess = Black Lady met de schoppenvrouw op 15
game-title-omnibus = { -game-omnibus }
game-description-omnibus = de ruitentien (of de ruitenboer) trekt er 10 punten af; voor de maan zijn alle vijftien puntkaarten nodig
game-title-pink-lady = { -game-pink-lady }
game-description-pink-lady = de hartenvrouw telt ook 13: 38 punten per ronde
game-title-black-jack = { -game-black-jack }
game-description-black-jack = de schoppenboer telt 10, in plaats van de vrouw
game-title-spot-hearts = { -game-spot-hearts }
game-description-spot-hearts = harten tellen hun getal (plaatjes 10), de schoppenvrouw 25: 119 per ronde
game-title-pip-hearts = { -game-pip-hearts }
game-description-pip-hearts = harten tellen hun rang, van boer 11 tot aas 14; de schoppenvrouw telt niets
game-title-graded-hearts = { -game-graded-hearts }
game-description-graded-hearts = hoge harten kosten meer: boer 2, vrouw 3, heer 4, aas 5
game-title-cancellation = { -game-cancellation }
game-description-cancellation = twee kaartspellen voor 5 tot 11 spelers: gelijke kaarten in een slag heffen elkaar op
game-title-cancellation-three-packs = { -game-cancellation } (drie kaartspellen)
game-description-cancellation-three-packs = elf spelers, drie kaartspellen, veertien kaarten per speler
game-title-rickety-kate = { -game-rickety-kate }
game-description-rickety-kate = Black Lady zonder de maan schieten, zoals in Australië
game-title-black-maria = { -game-black-maria }
game-description-black-maria = het Britse spel: schoppenaas 7, heer 10, vrouw 13; doorgeven naar rechts
game-title-queens = { -game-queens }
game-description-queens = elke vrouw 13; altijd uitkomen met harten; spel tot 108
game-title-small-hearts = { -game-small-hearts }
game-description-small-hearts = een spel van 28 kaarten: 2 tot en met 7 eruit, de klaverenacht komt uit, schoppenvrouw 7
game-title-danger-hearts = { -game-danger-hearts }
game-description-danger-hearts = tien rondes, drie levens: een ronde van 15 punten of meer kost een leven
game-title-complex-hearts = { -game-complex-hearts }
game-description-complex-hearts = de schoppenvrouw is 13i en de klaverentien vermenigvuldigt met 2i
game-title-royal-hearts = { -game-royal-hearts }
game-description-royal-hearts = schoppenvrouw 26, hartenvrouw verdubbelt de harten, nog twee bijzondere vrouwen
game-title-hooligan-hearts = { -game-hooligan-hearts }
game-description-hooligan-hearts = Black Lady waarin de klaverenzeven nog 7 extra telt
game-title-gong-zhu = { -game-gong-zhu }
game-description-gong-zhu = het Chinese spel: plus- en minkaarten, de klaverentien verdubbelt, tot −1000
game-title-likha = { -game-likha }
game-description-likha = partners spelen tegen de klok in; de schoppenvrouw en de ruitentien zijn likha's
game-title-partnership-hearts = { -game-partnership-hearts }
game-description-partnership-hearts = partners tegenover elkaar tellen hun scores op
game-title-joker-hearts = { -game-joker-hearts }
game-description-joker-hearts = twee jokers: speel er een wanneer je wilt; hij wint nooit en telt niets
game-title-booster-nines = { -game-booster-nines }
game-description-booster-nines = een negen in een slag laat die slag nog een rondje langer doorgaan

game-for-players = voor { $players } spelers
game-for-players-range = voor { $min } tot { $max } spelers
game-group-classic = Klassieke spellen
game-group-big = Grote tafels: { -game-cancellation }
game-group-other = Andere varianten

## De varianten: schakelaars over een spel, elk met een regel over wat ze doen

variant-title-strip-morehead = Tweeën eruit (Morehead)
variant-explanation-strip-morehead = gelijk delen door zo nodig de 2♣, 2♦, 3♣ en 2♠ eruit te halen, in die volgorde (Morehead)
variant-title-strip-foster = Tweeën eruit (Foster)
variant-explanation-strip-foster = gelijk delen door zo nodig de 2♠, 2♣, 2♦ en 2♥ eruit te halen, in die volgorde (Foster)
variant-title-kitty = Stok
variant-explanation-kitty = alle kaarten delen; wat overblijft, gaat gedekt naar de winnaar van de eerste slag
variant-title-jokers = Jokers
variant-explanation-jokers = jokers zonder kleur toevoegen tot het delen precies uitkomt (drie bij vijf spelers, twee bij zes)
variant-title-kitty-first-heart = Stok bij de eerste harten
variant-explanation-kitty-first-heart = de stok gaat naar wie als eerste een slag met een harten erin haalt
variant-title-kitty-seen = Stok mag bekeken worden
variant-explanation-kitty-seen = wie de stok krijgt, mag hem bekijken
variant-title-pink-lady = { -game-pink-lady }
variant-explanation-pink-lady = de V♥ telt 13 in plaats van 1
variant-title-omnibus = Omnibus
variant-explanation-omnibus = de 10♦ telt −10 voor wie hem haalt, en voor de maan is hij net zo nodig als de strafkaarten
variant-title-omnibus-jack = Ruitenboer
variant-explanation-omnibus-jack = de B♦ is de bonuskaart van −10, in plaats van de 10♦
variant-title-small-hearts-jack = Ruitenboer
variant-explanation-small-hearts-jack = de B♦ telt ook 5 punten; de maan is nog steeds 14 waard en vraagt ook de B♦
variant-title-black-jack-first = Schoppenboer eerst
variant-explanation-black-jack-first = wie niet kan bekennen en de B♠ heeft, moet die afgooien
variant-title-left-right = Links en rechts
variant-explanation-left-right = om de ronde doorgeven naar links en naar rechts
variant-title-howell = Afrekenen volgens Howell
variant-explanation-howell = elke ronde afrekenen zoals Howell: betaal (spelers − 1) fiches voor elk gehaald punt, en ontvang daarna de punten die niet gehaald zijn
variant-title-fifty-counters = Vijftig fiches
variant-explanation-fifty-counters = elke speler begint met 50 fiches in plaats van 100
variant-title-pool = Inleg en pot
variant-explanation-pool = iedereen legt voor elke ronde een fiche in; wie geen harten haalde, verdeelt de pot
variant-title-third-copy-stands = Een derde exemplaar blijft staan
variant-explanation-third-copy-stands = met drie kaartspellen heffen twee gelijke kaarten elkaar op, maar een derde exemplaar kan nog winnen
variant-title-two-pairs-cancel = Twee paren heffen de slag op
variant-explanation-two-pairs-cancel = als er in één slag twee paren worden opgeheven, is de hele slag opgeheven
variant-title-last-trick-to-pair = Laatste slag naar het paar
variant-explanation-last-trick-to-pair = een opgeheven laatste slag gaat naar wie de tweede kaart van het hoogste paar speelde

## De regelopties: elk een schakelaar of een keuze, met een regel over wat ze doen

option-title-passing = Doorgeven
option-line-passing = waar de kaarten voor het spelen van elke ronde heen gaan, om de beurt
option-title-pass-cards = Aantal door te geven kaarten
option-line-pass-cards = hoeveel kaarten elke speler doorgeeft
option-title-moon = De maan schieten
option-line-moon = wat het halen van alle strafkaarten oplevert
option-title-direction = Speelrichting
option-line-direction = welke kant de beurt op gaat rond de tafel
option-title-opening-lead = Eerste uitkomst
option-line-opening-lead = wie uitkomt in de eerste slag van een ronde
option-title-no-points-first-trick = Geen punten in de eerste slag
option-line-no-points-first-trick = in de eerste slag mag geen strafkaart worden gespeeld, tenzij de hand niets anders heeft
option-title-hearts-broken = Harten moeten gebroken zijn
option-line-hearts-broken = met harten mag pas worden uitgekomen als er een harten is gespeeld, tenzij wie uitkomt alleen harten heeft
option-title-queen-broken = De V♠ wacht ook
option-line-queen-broken = ook met de V♠ mag niet worden uitgekomen voordat harten gebroken zijn
option-title-queen-breaks-hearts = De V♠ breekt harten
option-line-queen-breaks-hearts = de V♠ spelen breekt ook harten
option-title-penalty-hand-leads-hearts = Een hand vol strafkaarten mag met harten uitkomen
option-line-penalty-hand-leads-hearts = een hand met alleen harten en andere strafkaarten mag met harten uitkomen voordat die gebroken zijn
option-title-queen-first-chance = De V♠ bij de eerste gelegenheid
option-line-queen-first-chance = wie de V♠ heeft, moet die spelen bij het afgooien, of onder een hogere schoppen
option-title-pledge = De belofte
option-line-pledge = voor het spelen mag elke speler beloven geen harten te halen: 10 eraf als de belofte wordt gehouden, 10 erbij als ze wordt gebroken
option-title-no-tricks-bonus = Geen slagen, 5 eraf
option-line-no-tricks-bonus = wie in een ronde geen slag haalt, krijgt 5 punten minder
option-title-floor-at-zero = Scores nooit onder nul
option-line-floor-at-zero = een bonus brengt een score nooit onder nul
option-title-joker-lead = Uitkomen met een joker
option-line-joker-lead = of je met een joker mag uitkomen, en wat de anderen dan moeten bekennen
option-title-joker-any-time = Jokers altijd
option-line-joker-any-time = een joker mag ook worden gespeeld door wie kan bekennen

## De waarden van de regelopties

option-value-on = Aan
option-value-off = Uit
option-value-pass-cards = { $cards }
option-value-passing-none = Niet doorgeven
option-value-passing-left = Altijd naar links
option-value-passing-right = Altijd naar rechts
option-value-passing-left-right = Links, rechts
option-value-passing-left-right-across-hold = Links, rechts, overkant, niet
option-value-passing-left-right-across-scatter = Links, rechts, overkant, één naar iedereen
option-value-passing-left-across-right = Links, overkant, rechts
option-value-passing-rotating = Elke ronde een plaats verder, dan niet
option-value-passing-star = Ster: één kaart naar elke speler tegenover je
option-value-passing-mixer = Naar het midden, geschud en opnieuw gedeeld
option-value-passing-dealers-choice = De deler kiest
option-value-moon-none = Geen maan
option-value-moon-old = Oude maan: alle anderen krijgen de punten
option-value-moon-new = Nieuwe maan: eraf bij de schutter
option-value-moon-choice = De schutter kiest oud of nieuw
option-value-moon-new-if-losing = Oud, of nieuw als de schutter met oud zou verliezen
option-value-moon-old-play-on = Oud; doorspelen als de schutter anders zou verliezen
option-value-moon-nobody-scores = Niemand krijgt punten voor de ronde
option-value-moon-penalty = De schutter krijgt strafpunten
option-value-moon-choice-after-score = Oud tot een bepaalde score, dan een keuze
option-value-direction-clockwise = Met de klok mee (naar links)
option-value-direction-anticlockwise = Tegen de klok in (naar rechts)
option-value-opening-lead-lowest-club = De laagste klaveren
option-value-opening-lead-eldest = De speler links van de deler, met een kaart naar keuze
option-value-opening-lead-pig-taker = Wie vorige ronde de V♠ haalde
option-value-joker-lead-never = Niet uitkomen met een joker
option-value-joker-lead-next-card = Mag; de volgende kaart bepaalt de kleur
option-value-joker-lead-called = Mag; wie uitkomt, vraagt de kleur

## De niveaus van de bots

level-label-beginner = Beginner
level-description-beginner = Speelt willekeurig een toegestane kaart
level-label-easy = Makkelijk
level-description-easy = Duikt waar het kan en gooit zijn slechtste kaart af als het niet kan bekennen
level-label-normal = Normaal
level-description-normal = Een degelijke speler: geeft goed door, duikt, gooit punten af, let op de maan
level-label-hard = Moeilijk
level-description-hard = Denkt vooruit: speelt veel gissingen van de onbekende kaarten uit
level-label-expert = Expert
level-description-expert = Denkt langer en dieper dan Moeilijk

## Oude of nieuwe maan: de keuze van de schutter, waar de regels die toestaan

moon-old = oude maan
moon-new = nieuwe maan
moon-old-title = Oude maan
moon-new-title = Nieuwe maan
moon-old-effect = alle anderen krijgen { $value }
moon-new-effect = { $value } van je score af
