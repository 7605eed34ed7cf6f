### De regels van elk spel in woorden, zoals Spelregels ze toont, en de woordenlijst eronder.

## Het venster Spelregels

rules-dialog-title = Spelregels: { $game }
rules-glossary = Woordenlijst
rules-cli-variants = Varianten (--variant NAME)

## De kopjes van de delen van de regels

rules-heading-deal = Het delen
rules-heading-passing = Doorgeven
rules-heading-play = Het spel
rules-heading-scoring = De telling
rules-heading-end = Het einde
rules-heading-notes = Opmerkingen

## Het delen

rules-deal-players = { $players } spelers, { $packs ->
    [1] één kaartspel van 52 kaarten
   *[other] { $packs } kaartspellen van 52 kaarten, door elkaar geschud
}.
rules-deal-added-one = Toegevoegd: { $first }.
rules-deal-added-two = Toegevoegd: { $first }; { $second }.
rules-deal-added-three = Toegevoegd: { $first }; { $second }; { $third }.
rules-joker-zero-clubs = { $count ->
    [one] een joker die meespeelt
   *[other] { $count } jokers die meespelen
} als klaverennul (de laagste klaveren)
rules-joker-zero-diamonds = { $count ->
    [one] een joker die meespeelt
   *[other] { $count } jokers die meespelen
} als ruitennul
rules-joker-plain = { $count ->
    [one] een joker zonder kleur, die nooit een slag wint
   *[other] { $count } jokers zonder kleur, die nooit een slag winnen
}
rules-deal-removed = Eruit gehaald zodat het delen precies uitkomt: { $cards }.
rules-deal-hand = Elke speler krijgt { $cards } kaarten.
rules-deal-kitty = { $count ->
    [one] De kaart die overblijft, gaat
   *[other] De { $count } kaarten die overblijven, gaan
} gedekt in de stok; die is voor { $taker ->
    [first-heart] wie als eerste een slag met een harten erin haalt
   *[first-trick] de winnaar van de eerste slag
}.
rules-deal-kitty-seen = { $count ->
    [one] De kaart die overblijft, gaat
   *[other] De { $count } kaarten die overblijven, gaan
} gedekt in de stok; die is voor { $taker ->
    [first-heart] wie als eerste een slag met een harten erin haalt
   *[first-trick] de winnaar van de eerste slag
}, en die mag de stok bekijken.

## Doorgeven

rules-pass-none = Er worden geen kaarten doorgegeven.
rules-pass-left = Voor elke ronde geeft elke speler { $cards } kaarten door naar links.
rules-pass-right = Voor elke ronde geeft elke speler { $cards } kaarten door naar rechts.
rules-pass-left-right = De spelers geven { $cards } kaarten door, om de beurt naar links en naar rechts.
rules-pass-left-right-across-hold = De spelers geven { $cards } kaarten door: naar links, dan naar rechts, dan naar de overkant, dan een ronde zonder doorgeven, en zo verder.
rules-pass-left-right-hold = De spelers geven { $cards } kaarten door: naar links, dan naar rechts, dan een ronde zonder doorgeven (bij een oneven aantal spelers niet naar de overkant).
rules-pass-scatter = De spelers geven { $cards } kaarten door naar links, naar rechts en naar de overkant; elke vierde ronde geeft elke speler één kaart aan elke andere speler.
rules-pass-left-across-right = De spelers geven { $cards } kaarten door: naar links, naar de overkant, naar rechts, en zo verder.
rules-pass-rotating = De spelers geven { $cards } kaarten door, eerst één plaats naar links, dan twee plaatsen, en zo verder de tafel rond, en dan een ronde zonder doorgeven.
rules-pass-star = Elke speler geeft twee kaarten door: één aan elk van de twee spelers tegenover zich.
rules-pass-mixer = Elke speler legt { $cards } kaarten in het midden; de deler schudt ze en deelt ze opnieuw uit.
rules-pass-dealers-choice = Voor elke ronde kiest de deler hoeveel kaarten er worden doorgegeven, en waarheen.
rules-pass-chosen-first = Je kiest de kaarten die je doorgeeft voordat je ziet wat je krijgt.
rules-pass-forbidden = Deze kaarten mogen niet worden doorgegeven: { $cards }.
rules-pass-pledge = Voor de eerste slag mag elke speler beloven geen harten te halen: { $points } eraf als de belofte wordt gehouden, { $value } erbij als ze wordt gebroken.

## Het spel

rules-play-clockwise = Er wordt met de klok mee gespeeld, naar links.
rules-play-anticlockwise = Er wordt tegen de klok in gespeeld, naar rechts.
rules-play-lowest-club-leads = Wie de { $card } (de laagste klaveren) heeft, komt daarmee uit in de eerste slag.
rules-play-zero-of-clubs-leads = Wie de joker (de klaverennul) heeft, komt daarmee uit in de eerste slag.
rules-play-eldest-hand-leads = De speler { $direction ->
    [anticlockwise] rechts
   *[clockwise] links
} van de deler, de volgende in de speelrichting (de voorhand), komt in de eerste slag uit met een kaart naar keuze.
rules-play-pig-taker-leads = Wie de { $two } heeft, komt uit in de eerste ronde; daarna komt uit wie de { $queen } heeft gehaald.
rules-play-follow-suit = Je moet de gevraagde kleur bekennen als je kunt; anders mag je afgooien wat je wilt. De hoogste kaart van de gevraagde kleur wint de slag, en wie de slag haalt, komt uit in de volgende.
rules-play-no-penalty-first-trick = In de eerste slag mag je geen strafkaart spelen, tenzij je niets anders hebt.
rules-play-hearts-not-led = Je mag pas met harten uitkomen als er al een harten is gespeeld, tenzij je niets anders hebt.
rules-play-hearts-not-led-queen-breaks = Je mag pas met harten uitkomen als er al een harten of de { $queen } is gespeeld, tenzij je niets anders hebt.
rules-play-hearts-and-queen-not-led = Je mag pas met harten of met de { $queen } uitkomen als er al een harten is gespeeld, tenzij je niets anders hebt.
rules-play-hearts-and-queen-not-led-queen-breaks = Je mag pas met harten of met de { $queen } uitkomen als er al een harten of de { $queen } is gespeeld, tenzij je niets anders hebt.
rules-play-penalty-hand-leads-hearts = Een hand met alleen harten en andere strafkaarten mag altijd met harten uitkomen.
rules-play-any-lead = Met elke kaart mag altijd worden uitgekomen.
rules-play-queen-first-chance = Wie de { $queen } heeft, moet die bij de eerste gelegenheid spelen: als hij niet kan bekennen, of als er al een hogere schoppen in de slag ligt.
rules-play-black-jack-first = Wie niet kan bekennen, moet eerst de { $jack } afgooien, voor elke andere kaart.
rules-play-likha = Wie beide likha's ({ $queen } en { $ten }) heeft en niet kan bekennen, moet er een van spelen.
rules-play-cancel = Gelijke kaarten in één slag heffen elkaar op: geen van die kaarten kan de slag winnen, maar ze tellen wel mee, en wie de slag haalt, krijgt hun punten.
rules-play-third-copy-stands = Met drie exemplaren in een slag heffen er twee elkaar op en blijft het derde staan.
rules-play-three-copies-cancel = Met drie exemplaren in een slag heffen ze elkaar alle drie op.
rules-play-two-pairs-cancel = Worden er in één slag twee paren opgeheven, dan is de hele slag opgeheven.
rules-play-cancelled-trick = Als elke kaart die kan winnen is opgeheven, is de slag opgeheven: de kaarten blijven in het midden liggen, dezelfde speler komt opnieuw uit, en de winnaar van de volgende slag krijgt ze erbij.
rules-play-cancelled-last-trick-leader = Een opgeheven laatste slag gaat naar de speler die erin uitkwam.
rules-play-cancelled-last-trick-pair = Een opgeheven laatste slag gaat naar wie de tweede van de twee hoogste gelijke kaarten speelde.
rules-play-zero-of-clubs = De joker is de klaverennul: wie ermee uitkomt, vraagt klaveren, en de joker wint alleen als elke andere kaart is opgeheven of van een andere kleur is.
rules-play-later-wins = Van twee gelijke kaarten wint de kaart die later is gespeeld.
rules-play-joker-any-time = Een joker zonder kleur mag altijd worden gespeeld, ook als je kunt bekennen; hij wint nooit een slag.
rules-play-joker-unable-to-follow = Een joker zonder kleur mag alleen worden gespeeld als je niet kunt bekennen; hij wint nooit een slag.
rules-play-joker-lead-called = Met een joker mag je uitkomen: je vraagt dan de kleur die de anderen moeten bekennen.
rules-play-joker-lead-next-card = Met een joker mag je uitkomen: de volgende gespeelde kaart bepaalt de kleur die de anderen moeten bekennen.
rules-play-joker-no-lead = Met een joker mag je niet uitkomen.
rules-play-booster-nines = Een negen in een slag laat die slag nog een rondje langer doorgaan.

## De telling

rules-score-each-heart = Elke harten die je haalt, telt { $points }.
rules-score-card = De { $card } telt { $points }.
rules-score-card-off = Wie de { $card } haalt, krijgt { $points } aftrek.
rules-score-gong-zhu-ten = Plus is goed en min is slecht. De { $ten } verdubbelt de score van wie hem haalt, of telt +50 als die geen andere puntkaart haalt.
rules-score-gong-zhu-hearts = Wie alle harten haalt, krijgt er in plaats daarvan +200 voor, en voor het varken ({ $queen }) +100.
rules-score-complex = De { $queen } telt 13i (imaginair), en de { $ten } vermenigvuldigt de score van wie hem haalt voor die ronde met 2i.
rules-score-royal = De { $heart } verdubbelt de harten van wie hem haalt; de { $club } heft de { $spade } op als één speler ze allebei haalt.
rules-score-moon = De maan schieten ({ $shooter ->
    [partnership] een team dat
   *[player] een speler die
} { $needs ->
    [bonus] elke puntkaart haalt, bonuskaarten inbegrepen
   *[penalty] elke strafkaart haalt
}): { $effect }.
rules-score-no-moon = De maan schieten bestaat hier niet: de punten tellen zoals ze zijn gehaald.

## Wat de maan schieten doet, na "De maan schieten (…):"

rules-moon-add-to-others = elke andere speler krijgt er { $value } bij en de schutter niets
rules-moon-subtract = de schutter trekt { $value } van de eigen score af en de anderen krijgen niets
rules-moon-shooter-chooses = de schutter kiest: { $value } voor elke andere speler, of { $value } van de eigen score af
rules-moon-new-if-old-would-lose = elke andere speler krijgt er { $value } bij, tenzij het spel daardoor zou eindigen met de schutter als verliezer: dan trekt de schutter in plaats daarvan { $value } van de eigen score af
rules-moon-old-play-on = elke andere speler krijgt er { $value } bij; een ronde met een maan beëindigt het spel nooit
rules-moon-choice-after-score = elke andere speler krijgt er { $value } bij; zodra { $who ->
    [anyone] iemand
   *[shooter] de schutter
} { $score } heeft bereikt, mag de schutter in plaats daarvan { $value } van de eigen score aftrekken
rules-moon-nobody-scores = niemand krijgt punten voor die ronde
rules-moon-penalty-to-shooter = de schutter krijgt er { $value } bij en verder krijgt niemand iets

## De zon schieten (elke slag halen)

rules-score-sun = De zon schieten ({ $tricks ->
    [after-first] elke slag na de eerste halen
   *[all] elke slag halen
}): { $effect }.
rules-sun-clean-slate = de score van de schutter in het spel gaat terug naar 0
rules-sun-punishment = de speler die aan de schutter doorgaf, krijgt { $value } en elke andere speler { $half }
rules-sun-others = elke andere speler krijgt { $value }
rules-sun-as-moon = het telt zoals de maan, maar is { $value } waard
rules-score-moon-needs-sun = Wie elke puntkaart haalt maar niet elke slag, telt gewoon.
rules-score-big-moon = Tien rondes achter elkaar elke puntkaart halen is de grote maan: de schutter gaat terug naar 0 en elke andere speler krijgt { $points }.
rules-score-no-win-on-moon = Een ronde met een maan of een zon beëindigt het spel nooit: er wordt minstens nog één ronde gespeeld.
rules-score-no-tricks = Wie in een ronde geen slag haalt, krijgt { $points } aftrek.
rules-score-bonus-floor-deal = Een bonuskaart kan de score van een ronde niet onder nul brengen.
rules-score-bonus-floor-game = Een bonuskaart kan een score in het spel niet onder nul brengen.
rules-score-exact = Een score van precies { $scores } { $effect ->
    [fifty] zakt met 50
   *[reset] gaat terug naar 0
}.
rules-score-or = { $first } of { $rest }
rules-score-floor = Scores gaan nooit onder nul.
rules-score-sweepstake = Fiches: elke speler begint met { $start } en betaalt er één in de pot per gehaald punt; de spelers die geen punten haalden, verdelen de pot (een oneven rest blijft liggen), en anders blijft de pot staan voor de volgende ronde.
rules-score-howell = Fiches: elke speler begint met { $start }, betaalt { $pay } per gehaald punt, en ontvangt daarna { $collect } min de eigen punten.
rules-score-pool = Fiches: elke speler begint met { $start } en legt voor elke ronde { $ante } in; de spelers die geen harten haalden, verdelen de pot; die blijft staan als niemand vrijuit gaat of als één speler alle harten haalde.
rules-score-lives = Elke speler heeft { $lives } levens; een ronde van { $threshold } punten of meer kost er één.
rules-score-partners-add = Spelers die tegenover elkaar zitten, zijn partners en tellen hun scores op.
rules-score-partners-apart = Spelers die tegenover elkaar zitten, zijn partners; de scores worden per speler bijgehouden.
rules-score-money = Aan het eind betaalt elke speler { $amount } per punt boven de gemiddelde score, of ontvangt evenveel per punt eronder.

## Het einde: hoe het spel eindigt en wie wint

rules-end-gong-zhu = Het spel eindigt als iemand −{ $target } bereikt; de hoogste score wint.
rules-end-complex = De eerste speler wiens score een absolute waarde van { $target } bereikt, verliest; de kleinste absolute score wint.
rules-end-team-loses = Het team van de eerste speler die { $target } bereikt, verliest (bereiken spelers van beide teams het in dezelfde ronde, dan verliest de hoogste score; zijn die gelijk, dan beslist een nieuwe ronde).
rules-end-team-scores = Het spel eindigt als een team samen { $target } bereikt; het team met de laagste score wint.
rules-end-reach = Het spel eindigt na de ronde waarin iemand { $score } bereikt; de laagste score wint, en wie samen het laagst staan, delen de overwinning.
rules-end-lives = Het spel eindigt als nog maar één speler levens over heeft (of na de laatste ronde): de laatste met levens wint, of de laagste score onder hen.
rules-end-pool = Het spel eindigt als één speler alle fiches heeft of iemand niet meer kan inleggen; wie de meeste fiches heeft, wint.
rules-end-counters = Het spel eindigt als een speler geen fiches meer heeft; wie de meeste fiches heeft, wint.
rules-end-deals = Het spel eindigt uiterlijk na { $deals } rondes.
rules-end-minutes = Het spel eindigt met de lopende ronde na { $minutes } minuten.
rules-end-queen-taker-deals = Wie de { $queen } haalde, deelt de volgende ronde.

## Opmerkingen: waar deze regels een gepubliceerde regel of een huisregel volgen

rules-note-hearts-deal = Met drie spelers gaat de { $diamond } eruit, met vijf de { $diamond } en de { $club }, zoals in de regels van kaartenmaker Bicycle. Met zes spelers komen er twee jokers bij en krijgt ieder negen kaarten.
rules-note-foster-deal = Zoals Foster het zelf schrijft: met drie spelers gaat de { $spade } eruit, met vijf beide zwarte tweeën, met zes alle vier.
rules-note-culbertson-deal = Huisregel: de tweeën van Culbertson gaan eruit in de volgorde van Foster ({ $spade }, { $club }, { $diamond }, { $heart }).
rules-note-black-maria-spades = De waarden van de schoppen en het doorgeven naar rechts zijn de gangbare gepubliceerde regel (Parlett).
rules-note-black-maria-deal = Met drie spelers gaat de { $club } eruit, met vijf de { $club } en de { $diamond }, met zes alle vier de tweeën (Parlett).
rules-note-royal = Huisregel: de { $diamond } telt −10, en de { $club } heft de { $spade } op als één speler ze allebei haalt.
rules-note-hooligan = De { $seven } is 7 punten waard. Aan sommige tafels zijn ook een heer en een tien strafkaarten; die zijn hier weggelaten.
rules-note-gong-zhu = In deze versie verdubbelt de { $ten } de score van wie hem haalt, of telt hij alleen +50; wie alle harten haalt, krijgt er +200 voor en voor het varken +100; met de { $two } wordt uitgekomen in de eerste ronde, en wie het varken haalde, komt uit in de volgende.
rules-note-gong-zhu-exposing = De { $ace }, { $queen }, { $jack } of { $ten } voor het spel laten zien om de waarde te verdubbelen (een gepubliceerde optie) wordt hier niet gespeeld.
rules-note-likha = In deze versie krijgt de schutter zelf de 37 punten van de maan, worden er drie kaarten naar rechts doorgegeven, en geldt de likharegel voor wie beide likha's heeft, niet voor wie er een van heeft.
rules-note-complex = De winnaar is de speler met de kleinste absolute score (huisregel: de bronnen noemen alleen de verliezer).
rules-note-danger = Huisregel: de winnaar is de laatste speler met levens, of de laagste score na tien rondes; spelers die tegelijk hun laatste leven verliezen, worden op score gerangschikt.
rules-note-cancellation-packs = Huisregels: met drie kaartspellen heffen alle exemplaren van een kaart elkaar op; voor de maan moet je alle strafkaarten van alle kaartspellen halen, en hij is dan evenveel waard als die samen.
rules-note-cancellation-passing = Er wordt hooguit een kwart van de hand doorgegeven; huisregels verschillen.
rules-note-cancellation-first-trick = Huisregel: in de eerste slag gelden de regels van { $game } (geen strafkaarten, niet uitkomen met harten); een opgeheven eerste slag wordt volgens die regels overgespeeld.
rules-note-joker-hearts = Er komen twee jokers bij, en tweeën gaan eruit in de volgorde van Morehead, zodat het delen precies uitkomt. De jokers tellen niets, en je mag er niet mee uitkomen.
rules-note-small-hearts = De maan geeft elke andere speler 14 punten, ook met de optie van de { $jack }.
rules-note-kitty = Huisregel: als er in geen enkele slag een harten zit, gaat de stok mee met de laatste slag.
rules-note-joker-trick = Huisregel: een slag met alleen jokers gaat naar de speler die erin uitkwam.
rules-note-joker-lead-heart = Huisregel: na een uitkomst met een joker mag de kaart die de kleur bepaalt pas een harten zijn als harten gebroken zijn, alsof ermee werd uitgekomen.
rules-note-sun-punishment = Huisregel: in een ronde zonder doorgeven heeft niemand aan de schutter doorgegeven, dus krijgt elke andere speler de helft van de zon.
rules-note-variant = Variant ({ $variant }): { $explanation }.
rules-note-no-misdeals = Verkeerd delen, verkeerde handen, voor je beurt spelen en verzaken komen hier niet voor: de kaarten worden gelijk verdeeld en je kunt alleen kaarten spelen die mogen.

### De woordenlijst onder de regels: de woorden van de hartenjagenfamilie die je aan tafel hoort.

glossary-trick = Slag
    .meaning = Eén kaart van elke speler om de beurt; de hoogste kaart van de gevraagde kleur neemt ze allemaal mee.
glossary-void = Renonce
    .meaning = Geen kaart van een kleur hebben: je mag dan elke kaart spelen, vaak een strafkaart.
glossary-duck = Duiken
    .meaning = Onder de kaart blijven die de slag wint, om de slag niet te halen.
glossary-counter = Puntkaart
    .meaning = Een kaart die telt als je hem haalt: harten, de schoppenvrouw, en in sommige spellen de ruitenboer of ruitentien (een bonus) of andere.
glossary-moon = De maan schieten
    .meaning = Alle strafkaarten van een ronde halen: de schutter telt ze niet, maar de tegenstanders krijgen de punten (of de schutter krijgt ze eraf).
glossary-sun = De zon schieten
    .meaning = Alle slagen van een ronde halen, voor een grotere beloning dan de maan, waar de regels dat kennen.
glossary-breaking-hearts = Harten breken
    .meaning = De eerste harten die in een ronde wordt gespeeld; tot dan mag er in de meeste spellen niet met harten worden uitgekomen.
glossary-bleeding-spades = Schoppen trekken
    .meaning = Met schoppen uitkomen om de schoppenvrouw eruit te trekken bij wie haar heeft.
glossary-aardvark = Aardvarken
    .meaning = In hartenjagen met opheffen (twee kaartspellen): uitkomen met de schoppenvrouw in de hoop dat de andere schoppenvrouw ook valt, zodat ze elkaar opheffen en de 26 punten naar wie de slag haalt gaan.
glossary-carry-over = Doorschuiven
    .meaning = In hartenjagen met opheffen blijft een slag waarvan alle winnende kaarten elkaar opheffen in het midden liggen; hij gaat naar de winnaar van de volgende slag.
glossary-cancellation = Opheffen
    .meaning = Met twee of drie kaartspellen heffen gelijke kaarten in één slag elkaar op: geen ervan kan de slag winnen, maar ze tellen wel mee, en wie de slag haalt, krijgt hun punten.
glossary-kitty = Stok
    .meaning = Kaarten die aan niemand worden gedeeld als het kaartspel niet precies uitkomt; ze gaan naar de winnaar van de eerste slag (of van een andere slag, volgens de regels).
glossary-pledge = Belofte
    .meaning = De toezegging, voor de eerste slag, om in de ronde geen harten te halen, voor een beloning of een straf.

rules-summary = { $description }.
