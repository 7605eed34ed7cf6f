### Weigeringen: waarom een zet niet mag, waarom een variant of regeloptie niet kan worden
### gekozen, en waarom regels, een ronde of een bewaard spel niet gespeeld kunnen worden.

## Waarom een zet niet mag

refusal-wrong-phase = Dat kan nu niet: { $phase }
refusal-phase-choosing-pass = de deler kiest hoe er wordt doorgegeven
refusal-phase-passing = de spelers kiezen kaarten om door te geven
refusal-phase-pledging = de spelers beslissen of ze een belofte doen
refusal-phase-playing = er worden kaarten gespeeld
refusal-phase-choosing-moon = de schutter kiest hoe de maan telt
refusal-phase-game-over = het spel is afgelopen
refusal-phase-deal-scored = de ronde is voorbij
refusal-not-your-turn = Je bent niet aan de beurt: { $player } speelt eerst
refusal-no-such-seat = Er is geen { $seat } aan deze tafel
refusal-seat = plaats { $number }
refusal-not-in-hand = De { $card } zit niet in je hand
refusal-must-lead-opening-card = In de eerste slag moet worden uitgekomen met de { $card }
refusal-must-follow = Je moet { $suit } bekennen
refusal-hearts-not-broken = Harten zijn nog niet gebroken
refusal-queen-not-broken = Met de V♠ mag je pas uitkomen als harten gebroken zijn
refusal-no-points-on-first-trick = Geen punten in de eerste slag
refusal-joker-cannot-lead = Met een joker mag je niet uitkomen
refusal-queen-at-first-chance = Je moet de V♠ bij de eerste gelegenheid spelen
refusal-black-jack-first = Je moet eerst de B♠ afgooien
refusal-must-play-likha = Je moet een likha spelen (V♠ of 10♦)
refusal-must-call-suit = Vraag eerst de kleur voor je joker
refusal-no-call-now = Er valt nu geen kleur te vragen
refusal-already-passed = Je hebt al doorgegeven
refusal-no-pass-this-deal = Deze ronde wordt er niet doorgegeven
refusal-pass-count = Kies { $expected } kaarten om door te geven, niet { $got }
refusal-pass-forbidden = De { $card } mag niet worden doorgegeven
refusal-pass-not-allowed = { $cards } kaarten op die manier doorgeven kan niet aan deze tafel
refusal-not-dealer = Alleen de deler ({ $dealer }) kiest hoe er wordt doorgegeven
refusal-not-dealer-named = Alleen de deler, { $dealer }, kiest hoe er wordt doorgegeven
refusal-already-pledged = Je hebt al over de belofte beslist
refusal-not-shooter = Alleen de schutter kiest hoe de maan telt

## Waarom een variant niet aan kan

refusal-variants-both-on = de varianten "{ $first }" en "{ $second }" kunnen niet allebei aan staan
refusal-variant-does-not-fit = de variant "{ $variant }" past niet bij { $game } met { $players } spelers: { $why }
refusal-unfit-own-pack = dit spel legt zelf vast met welke kaarten het gespeeld wordt
refusal-unfit-deals-evenly = het kaartspel komt al precies uit bij het delen
refusal-unfit-too-many-jokers = er zouden meer dan drie jokers nodig zijn
refusal-unfit-only-kitty = alleen met een stok
refusal-unfit-only-queen-of-hearts-one = alleen als de V♥ 1 telt
refusal-unfit-only-plain-diamonds = alleen als ruiten niets tellen
refusal-unfit-only-ten-bonus = alleen als de 10♦ een bonuskaart is
refusal-unfit-only-small-hearts = alleen in { -game-small-hearts }
refusal-unfit-only-jack-penalty = alleen als de B♠ een strafkaart is
refusal-unfit-only-culbertson = alleen in Black Lady van Culbertson
refusal-unfit-only-counters = alleen met fiches
refusal-unfit-only-hundred-counters = alleen met 100 fiches
refusal-unfit-only-plain-points = alleen met gewone punten
refusal-unfit-only-three-packs = alleen in { -game-cancellation } (drie kaartspellen)
refusal-unfit-only-cancellation = alleen in { -game-cancellation }

## Waarom een regeloptie niet kan worden ingesteld

refusal-option-no-such = "{ $id }" is geen regeloptie
refusal-option-does-not-apply = "{ $option }" geldt hier niet: { $why }
refusal-option-not-a-value = "{ $value }" is geen waarde van { $option }: die neemt { $values }
refusal-option-not-a-number = "{ $value }" is geen getal
refusal-not-applicable-passing-sets-count = de gekozen manier van doorgeven legt al vast hoeveel kaarten er gaan
refusal-not-applicable-only-hearts-broken = alleen als harten gebroken moeten zijn
refusal-not-applicable-only-jokers = alleen met jokers zonder kleur in het spel

## Waarom een spel niet voor een aantal spelers is

refusal-game-players = { $game } is voor { $players } spelers, niet voor { $asked }
refusal-game-players-range = { $game } is voor { $min } tot { $max } spelers, niet voor { $asked }

## Waarom regels niet gespeeld kunnen worden

rules-error-players = { $players } spelers: Moonshot deelt voor 3 tot { $most } spelers
rules-error-packs = { $packs } kaartspellen: gebruik 1, 2 of 3 kaartspellen
rules-error-not-a-joker = { $card } is geen joker: jokers zijn 0C (klaverennul), 0D (ruitennul) en JK
rules-error-too-many-jokers = van elke joker kunnen er hooguit drie worden toegevoegd
rules-error-cannot-remove = de { $card } kan er niet uit worden gehaald: er zit geen exemplaar meer van in het spel
rules-error-uneven = { $cards } kaarten zijn niet gelijk te verdelen over { $players } spelers: haal er nog { $leftover } uit, voeg jokers toe of gebruik een stok
rules-error-nothing-for-kitty = { $cards } kaarten zijn precies te verdelen over { $players } spelers: er blijft niets over voor een stok
rules-error-not-enough-cards = er zijn niet genoeg kaarten om te delen
rules-error-no-clubs = de laagste klaveren komt uit, maar er zitten geen klaveren in het spel
rules-error-lowest-club-copies = de laagste klaveren komt uit, maar er zijn { $copies } exemplaren van de { $card }: haal er een uit of voeg een joker toe
rules-error-star-not-five = doorgeven in een ster is voor vijf spelers, niet voor { $players }
rules-error-pass-too-big = de spelers hebben { $hand } kaarten en kunnen er geen { $pass } doorgeven
rules-error-pass-over-max = er kunnen hooguit { $most } kaarten worden doorgegeven, niet { $pass }
rules-error-pass-no-cards = doorgeven vraagt minstens één kaart: geef er 1 of meer door, of kies voor niet doorgeven
rules-error-pass-forbidden = met { $forbidden } kaarten die niet mogen worden doorgegeven, heeft een hand van { $hand } misschien geen { $pass } die wel mogen
rules-error-partnership = partners zitten tegenover elkaar aan een tafel van vier, niet van { $players }
rules-error-cancellation-one-pack = opheffen vraagt gelijke kaarten: speel met twee of drie kaartspellen
rules-error-booster-packs = { -game-booster-nines } wordt met één kaartspel gespeeld
rules-error-complex-scoring = { -game-complex-hearts } telt complexe punten, geen fiches of levens
rules-error-gong-zhu-scoring = Gong Zhu telt plus- en minpunten, geen fiches of levens
rules-error-gong-zhu-moon = Gong Zhu heeft een eigen beloning voor het halen van alle harten, geen maan
rules-error-gong-zhu-floor = in Gong Zhu mogen de scores aan beide kanten van nul komen
rules-error-no-counters = elke speler moet met een aantal fiches beginnen
rules-error-no-chips = elke speler moet met fiches beginnen en kunnen inleggen
rules-error-no-lives = elke speler heeft minstens één leven nodig
rules-error-no-end = het spel heeft een einde nodig: een eindscore boven nul, een aantal rondes of een tijdslimiet
rules-error-no-deals = een spel van 0 rondes is voorbij voordat het begint
rules-error-no-reset-scores = noem de scores die teruggaan naar 0
rules-error-sun-negative = de zon schieten geeft punten aan de anderen, het neemt er geen weg

## Waarom een ronde niet volgens de regels gespeeld kan worden

refusal-deal-hand-count = { $hands } handen voor { $players } spelers
refusal-deal-hand-size = plaats { $seat } heeft { $holds } kaarten; elke hand moet er { $must } hebben
refusal-deal-kitty-size = de stok heeft { $holds } kaarten; dat moeten er { $must } zijn
refusal-deal-not-the-deck = de handen zijn niet het kaartspel: ontbrekend [{ $missing }], niet in het kaartspel [{ $extra }]
refusal-deal-pass-too-far = met { $players } spelers kun je niet { $seats } plaatsen naar links doorgeven
refusal-deal-star-not-five = doorgeven in een ster is voor vijf spelers, niet voor { $players }
refusal-deal-pass-too-big = de spelers hebben { $hand } kaarten en kunnen er geen { $pass } doorgeven
refusal-deal-no-dealer = er is geen { $dealer } om te delen met { $players } spelers
refusal-deal-no-such-dealer = er is geen { $dealer } aan deze tafel
refusal-deal-no-queen-taker = er is geen { $seat } die de V♠ gehaald kan hebben met { $players } spelers
refusal-deal-past-the-last = het spel heeft { $deals } rondes, dus er is geen ronde { $deal }
refusal-deal-score-count = { $scores } scores voor { $players } spelers
refusal-deal-standing-count = { $standings } standen voor { $players } spelers

## Waarom een bewaard spel niet gespeeld kan worden

refusal-pass-across-uneven = naar de overkant doorgeven vraagt een even aantal spelers, niet { $players }
refusal-pass-no-such = "{ $name }" is geen manier van doorgeven: gebruik left, right, across, hold, star, scatter, mixer of een aantal plaatsen
refusal-setup-no-such-game = geen spel met de naam "{ $name }"; de spellen zijn: { $games }
refusal-setup-options = in de opties: { $message }
refusal-setup-unwritten = { $message }
refusal-record-play = stap { $step }: { $seat } kan { $card } niet spelen: { $why }
refusal-record-pass = stap { $step }: { $seat } kan [{ $cards }] niet doorgeven: { $why }
refusal-record-choose-pass = stap { $step }: { $seat } kan niet kiezen voor doorgeven van { $cards } { $direction }: { $why }
refusal-record-pledge = stap { $step }: { $seat } kan geen belofte doen: { $why }
refusal-record-decline = stap { $step }: { $seat } kan de belofte niet afslaan: { $why }
refusal-record-call = stap { $step }: { $seat } kan { $suit } niet vragen: { $why }
refusal-record-old-moon = stap { $step }: { $seat } kan niet kiezen voor de oude maan: { $why }
refusal-record-new-moon = stap { $step }: { $seat } kan niet kiezen voor de nieuwe maan: { $why }
