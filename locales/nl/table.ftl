### Wat de tafel zegt: de regel onder de hand, wat een schermlezer hoort bij elke kaart, de
### woorden bij een afgelopen slag, het einde van het spel, de samenvatting van de nabespreking,
### en de meldingen over een link, een bewaard spel of een bestand.

## Zinnen achter elkaar

table-sentences = { $first }. { $second }
table-sentences-stopped = { $first } { $second }
table-series = { $before }, { $next }
table-cards-row = { $before } { $card }
table-card = { $card }

## Waar de kaarten heen gaan, midden in een zin: "Kies 3 kaarten om door te geven naar links"

table-direction-hold = niet doorgeven
table-direction-left = naar links
table-direction-right = naar rechts
table-direction-across = naar de overkant
table-direction-seats = { $seats } plaatsen naar links
table-direction-star = naar de twee spelers tegenover je, één per speler
table-direction-scatter = naar alle andere spelers, één per speler
table-direction-mixer = naar het midden, om opnieuw te schudden en te delen

## De regel onder de hand die zegt wat je nu moet doen

table-prompt-past = Ronde { $deal } zoals jij die speelde
table-prompt-choose-pass = Jij deelt: kies hoe er deze ronde wordt doorgegeven
table-prompt-pledge = Beloof je deze ronde geen harten te halen? Hou je je belofte, dan gaan er { $points } punten van je score af; breek je hem, dan komen er { $points } bij
table-prompt-call-suit = Je kwam uit met de joker: vraag de kleur die de anderen moeten bekennen
table-prompt-choose-moon = Je hebt de maan geschoten! Kies hoe die telt
table-prompt-play-any = Jouw beurt: speel een kaart naar keuze
table-prompt-play-why = Jouw beurt. { $why }
table-prompt-pass-to = Kies { $count } kaarten om door te geven { $direction }, aan { $player } ({ $chosen } gekozen)
table-prompt-pass = Kies { $count } kaarten om door te geven { $direction } ({ $chosen } gekozen)
table-prompt-pass-each-next = Kies { $count } kaarten om door te geven { $direction } ({ $chosen } gekozen): de volgende kaart die je kiest, gaat naar { $player }
table-prompt-pass-each = Kies { $count } kaarten om door te geven { $direction } ({ $chosen } gekozen)
table-prompt-game-over = Spel afgelopen. { $result }
table-prompt-thinking = { $player } denkt na…

## De nabespreking van een ronde, in de scoretabel erna

table-review-reviewing = Nabespreking: de Expert speelt jouw kaarten…
table-review-done = De Expert op jouw plaats: { $expert } (jij haalde er { $you }). { $summary }
table-review-nothing = {""}
table-review-same = Hij had elke keer hetzelfde gekozen als jij.
table-review-as-good = Hij had alleen anders gekozen waar de keuzes ongeveer even goed waren:
table-review-as-good-went-otherwise = Hij had alleen anders gekozen waar de keuzes ongeveer even goed waren, en vanaf de eerste keer liep de ronde anders:
table-review-differently = Hier had hij anders gekozen:
table-review-biggest = De belangrijkste van de { $times } keren dat hij anders had gekozen:
table-review-failed = Deze keer geen nabespreking: { $why }
table-review-moment = { $decision }; { $expert }

## Een van jouw beslissingen, zoals de nabespreking die noemt

table-decision-played = { $trick ->
    [0] Het doorgeven
   *[other] Slag { $trick }
}: je speelde de { $card }
table-decision-passed = { $trick ->
    [0] Het doorgeven
   *[other] Slag { $trick }
}: je gaf de { $cards } door
table-decision-called = { $trick ->
    [0] Het doorgeven
   *[other] Slag { $trick }
}: je vroeg { $suit }
table-decision-other = { $trick ->
    [0] Het doorgeven
   *[other] Slag { $trick }
}: je speelde {""}
table-expert-agrees = Expert: akkoord
table-expert-as-good = Expert: { $choice }, ongeveer even goed
table-expert-better = Expert: { $choice } (ongeveer { $points } punten beter)
table-choice-play = de { $card }
table-choice-pass = de { $cards }
table-choice-call = { $suit }
table-choice-other = {""}
table-hint-weighing = Jouw keuze wordt ertegen afgewogen…
table-past-failed = Die ronde kan niet worden getoond: { $why }

## De woorden bij een afgelopen slag

table-pairs-three = drie { $card }
table-pairs-one = twee { $card }
table-pairs-many = paren { $cards }
table-trick-cancelled = De { $pairs } heffen elkaar op: niemand haalt de slag, en de kaarten gaan naar wie de volgende slag haalt.
table-trick-cancelled-points = De { $pairs } heffen elkaar op: niemand haalt de slag, en de kaarten ({ $points }) gaan naar wie de volgende slag haalt.
table-trick-you-with = Je haalt de slag met de { $card }: { $taken }.
table-trick-you = Je haalt de slag: { $taken }.
table-trick-other-with = { $player } haalt de slag met de { $card }: { $taken }.
table-trick-other = { $player } haalt de slag: { $taken }.
table-trick-cancelled-count = De opgeheven kaarten ({ $pairs }) tellen ook mee.
table-taken-none = geen punten
table-taken-cards = { $points } ({ $cards })
table-taken-series = { $points } ({ $cards })
table-last-you = jij, { $points }
table-last-other = { $player }, { $points }
table-last-carried = doorgeschoven
table-words = { $taken }: { $plays }
table-words-you = gehaald door jou
table-words-you-points = gehaald door jou, met { $points }
table-words-other = gehaald door { $player }
table-words-other-points = gehaald door { $player }, met { $points }
table-words-carried = opgeheven, doorgeschoven naar de volgende slag
table-play = { $player } { $name }
table-play-cancelled = { $player } { $name } (opgeheven)
table-happened-you-with = Je haalde de slag met de { $card }: { $taken }.
table-happened-you = Je haalde de slag: { $taken }.
table-happened-other-with = { $player } haalde de slag met de { $card }: { $taken }.
table-happened-other = { $player } haalde de slag: { $taken }.
table-happened-nobody = Niemand haalde de slag: elke kaart die hem kon winnen was opgeheven, en de kaarten gingen door naar de volgende slag.
table-happened-luck = Je haalde deze keer { $points } met je { $card }; gemiddeld over de geraden verdelingen is dat ongeveer { $sign ->
    [minus] −
   *[plus] {""}
}{ $average }.

## Wat een schermlezer hoort (en de statusregel toont) terwijl het spel loopt

table-deal-hold = Ronde { $deal }: deze keer niet doorgeven
table-deal-pass = Ronde { $deal }: kies { $count } kaarten om door te geven { $direction }
table-passed-to = Je gaf { $cards } door aan { $player }
table-passed = Je gaf { $cards } door
table-received = Je kreeg { $cards }
table-cards = { $cards }
table-the-card = de { $name }
table-cards-none = niets
table-you-lead = Jij komt uit
table-other-leads = { $player } komt uit
table-received-lead = Je kreeg { $cards }. { $lead }
table-you-played = Je speelde de { $name }
table-other-played = { $player } speelde de { $name }
table-hearts-broken = { $before }. Harten zijn gebroken
table-you-take = Je haalt de slag
table-you-take-points = Je haalt de slag: { $points }
table-other-takes = { $player } haalt de slag
table-other-takes-points = { $player } haalt de slag: { $points }
table-you-shot = Je hebt de maan geschoten!
table-other-shot = { $player } heeft de maan geschoten
table-deal-over = Ronde { $deal } is voorbij
table-cards-cancel = De { $copies ->
    [2] twee
    [3] drie
   *[other] gelijke
} { $cards } heffen elkaar op
table-plural = { $card ->
    [two] { $suit }tweeën
    [three] { $suit }drieën
    [four] { $suit }vieren
    [five] { $suit }vijven
    [six] { $suit }zessen
    [seven] { $suit }zevens
    [eight] { $suit }achten
    [nine] { $suit }negens
    [ten] { $suit }tienen
    [jack] { $suit }boeren
    [queen] { $suit }vrouwen
    [king] { $suit }heren
   *[ace] { $suit }azen
}
table-plural-zero = { $suit }nullen (joker)
table-plural-joker = jokers
table-trick-carried = Elke kaart die kon winnen is opgeheven: de { $count } kaarten blijven in het midden liggen voor wie de volgende slag haalt, en { $player ->
    [name-you] jij
   *[other] { $player }
} komt opnieuw uit
table-suit-called = { $player } vraagt { $suit }
table-you-kitty = Je neemt de stok ({ $cards })
table-other-kitty = { $player } neemt de stok ({ $cards })
table-you-pledge = Je belooft geen harten te halen
table-other-pledges = { $player } belooft geen harten te halen
table-you-choose-hold = Je kiest ervoor deze ronde niet door te geven
table-dealer-chooses-hold = De deler kiest ervoor deze ronde niet door te geven
table-you-choose-pass = Je kiest ervoor { $count } { $count ->
    [one] kaart
   *[other] kaarten
} door te geven { $direction }
table-dealer-chooses-pass = De deler kiest ervoor { $count } { $count ->
    [one] kaart
   *[other] kaarten
} door te geven { $direction }

## Het einde van het spel

table-you-win = Je wint!
table-other-wins = { $player } wint
table-share-win = { $players } delen de overwinning
table-you-share-win = Je deelt de overwinning met { $players }
table-you-share-place = Je eindigt gedeeld { $place } van { $players } spelers. { $winners }
table-you-finished = Je eindigt als { $place } van { $players } spelers. { $winners }
table-ordinal = { $n }e
table-pass-words = doorgeven { $direction }
table-share = ronde { $deal }: dezelfde kaarten
table-share-pass = ronde { $deal }: dezelfde kaarten, { $pass }

## Wat de tafel antwoordt op wat je doet

table-no-new-game = Geen nieuw spel: { $why }
table-claim-you = Je claimt de rest: hoe er ook gespeeld wordt, deze ronde levert je { $points } op.
table-claim-other = { $player } claimt de rest en laat de { $cards } zien: hoe er ook gespeeld wordt, deze ronde levert je { $points } op.
table-only-card = Je enige kaart: de { $name }
table-chosen-already = Je hebt al { $count } kaarten gekozen: leg er eerst een terug
table-too-many = Te veel kaarten om door te geven
table-is-playing = { $player } is aan de beurt
table-others-passing = De anderen zijn nog aan het doorgeven
table-wait = Wacht op je beurt
table-no-take-backs = Niet terugnemen staat aan (in Instellingen): een gespeelde kaart blijft liggen
table-taken-back = Je laatste kaart is teruggenomen: speel opnieuw. De ronde telt als gespeeld met terugnemen
table-cannot-undo = Terugnemen lukt niet: { $why }
table-loaded = Spel geladen: { $game }, ronde { $deal }
table-cannot-load = Dit spel kan niet worden geladen: { $why }
table-speed-relaxed = Rustig
table-speed-normal = Normaal
table-speed-fast = Snel
table-speed-instant = Meteen

## Een zet in woorden, voor de tip ("Tip: Speel de schoppenvrouw.")

table-action-play = Speel de { $name }
table-action-pass = Geef { $cards } door
table-action-pass-nothing = Geef niets door
table-action-choose-hold = Kies ervoor niet door te geven
table-action-choose-pass = Kies ervoor { $count } kaarten door te geven { $direction }
table-action-pledge = Beloof geen harten te halen
table-action-no-pledge = Beloof niets
table-action-call = Vraag { $suit }
table-action-moon = Kies de { $choice } ({ $effect })

## Waarom de rekenhulp van de bots geen antwoord gaf

table-worker-review = de nabespreking heeft de rekenhulp nodig
table-worker-bench = de tijdmeting heeft de rekenhulp nodig
table-worker-timed-out = De nabespreking was niet op tijd klaar
table-worker-no-game = geen spel met de naam { $game }
table-worker-refused = { $why }

## Een instelling in het adres (een link) die niet bruikbaar was, en wat er in de plaats komt.
## De namen van de parameters (game=, players=…) blijven zoals ze zijn.

address-game-nearest = "{ $name }" in game= is hier geen spel: we spelen { $nearest }, de naam die er het dichtst bij komt. Nieuw spel toont alle spellen.
address-game-none = "{ $name }" in game= is hier geen spel, dus het spel van de link is niet gedeeld. Nieuw spel (in de balk bovenaan) toont alle spellen.
address-players-range = { $game } is { $for_players }, niet voor { $asked }: er wordt gedeeld voor { $dealt }.
address-players-text = "{ $text }" in players= is geen getal: { $game } wordt gedeeld voor { $dealt }.
address-no-variant = "{ $id }" in variants= is geen variant: weggelaten. { $variants }
address-variants-none = { $game } met { $players } spelers heeft geen varianten.
address-variants-one = { $game } met { $players } spelers heeft er één: { $variant }.
address-variants-many = { $game } met { $players } spelers heeft { $variants }.
address-variant-left-out = Weggelaten: { $why }.
address-no-option = "{ $id }" in options= is geen regeloptie: weggelaten. Nieuw spel toont de opties van elk spel.
address-option-left-out = Weggelaten uit options=: { $why }.
address-options-no-game = Met de gekozen opties is er geen spel ({ $why }): we spelen met de eigen regels van het spel.
address-no-target = "{ $text }" in target= is geen score om tot te spelen: we spelen tot de eigen eindscore van het spel.
address-no-level = "{ $name }" in { $param }= is geen niveau. De niveaus zijn { $levels }. De tegenstanders spelen op je bewaarde niveaus.
address-level-count = levels= noemt { $named } { $named ->
    [one] niveau
   *[other] niveaus
}, maar er { $opponents ->
    [one] is { $opponents } tegenstander
   *[other] zijn { $opponents } tegenstanders
}: geef er één per tegenstander, gescheiden door komma's. De tegenstanders spelen op je bewaarde niveaus.
address-not-deal = "{ $text }" in deal= is geen rondenummer (1, 2, …): de eerste ronde van het spel wordt gedeeld.
address-not-seat = "{ $text }" in { $param }= is geen plaatsnummer (1, 2, …): de eerste ronde van het spel wordt gedeeld.
address-no-dealer = "{ $seat }" in dealer= is geen plaats aan deze tafel met { $players } spelers: de eerste ronde van het spel wordt gedeeld.
address-no-queen-taker = "{ $seat }" in queen= is geen plaats aan deze tafel met { $players } spelers: de eerste ronde van het spel wordt gedeeld.
address-deal-left-out = In de link: { $why }. De eerste ronde van het spel wordt gedeeld.
address-seed = "{ $text }" in seed= is geen getal: de kaarten worden gedeeld met een nieuw startgetal.
address-fallback = { $why }: we spelen in plaats daarvan Black Lady met vier spelers.

## Een bewaard spel dat niet hervat kon worden, of een bestand dat geen spel is

save-not-resumed = Het bewaarde spel kon niet worden hervat: { $why }. Er wordt een nieuw spel gedeeld; de oude opslag blijft bewaard ({ $key }), om te downloaden en te laden in een versie die hem kan lezen.
save-not-resumed-newer = Het bewaarde spel kon niet worden hervat: { $why }. Er wordt een nieuw spel gedeeld; de oude opslag blijft bewaard ({ $key }).
save-cut-short = het is afgebroken (het einde ontbreekt, alsof het niet helemaal is weggeschreven)
save-not-a-save = het is geen bewaard spel ({ $message })
save-no-version = het is geen bewaard spel (het heeft geen versie)
save-newer = het is bewaard door een nieuwere versie van Moonshot (opslagformaat { $version }; deze versie leest tot en met { $readable }): laad de pagina opnieuw om de nieuwe versie te krijgen
save-damaged = de opslag is beschadigd ({ $message })
save-does-not-replay = { $why }
save-not-a-game = Dit bestand is geen spel van Moonshot: { $why }

## De stand van een plaats, naast de naam

standing-points = { $points }
standing-complex-plus = { $points } + { $imaginary }i
standing-complex-minus = { $points } − { $imaginary }i
standing-chips = { $chips ->
    [one] { $chips } fiche
    [-1] { $chips } fiche
   *[other] { $chips } fiches
}
standing-lives = { $lives ->
    [one] { $lives } leven
   *[other] { $lives } levens
} · { $points }
