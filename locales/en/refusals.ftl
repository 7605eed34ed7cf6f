### Refusals: why a move is refused, why a variant or a rule option cannot be chosen, and why a
### set of rules, a deal or a saved game cannot be played. Most are said to the player at the
### table or in the New game dialog; some when a link or a saved game is read.

## Why a move is refused (src/engine/action.rs, Illegal): said at the table when a card or a
## button cannot be chosen. Cards in $card are written as their corners print them ("Q♠").

# A refusal when the game waits for something else: $phase says what (one of refusal-phase-…).
refusal-wrong-phase = That can't be done now: { $phase }
# What the game waits for, in refusal-wrong-phase: the dealer's choice of pass.
refusal-phase-choosing-pass = the dealer is choosing the pass
# What the game waits for, in refusal-wrong-phase: the pass.
refusal-phase-passing = players are choosing cards to pass
# What the game waits for, in refusal-wrong-phase: the pledge.
refusal-phase-pledging = players are deciding whether to pledge
# What the game waits for, in refusal-wrong-phase: the play of the cards.
refusal-phase-playing = cards are being played
# What the game waits for, in refusal-wrong-phase: the shooter's choice of old or new moon.
refusal-phase-choosing-moon = the shooter is choosing how to score the moon
# What the game waits for, in refusal-wrong-phase: nothing, the game is over.
refusal-phase-game-over = the game is over
# What the game waits for, in refusal-wrong-phase: nothing, the deal is over.
refusal-phase-deal-scored = the deal is over
# A refusal when another player is to play: $player names them.
refusal-not-your-turn = It is not your turn: { $player } plays next
# A refusal naming a seat the table does not have: $seat is refusal-seat.
refusal-no-such-seat = There is no { $seat } at this table
# A seat by its number, where no name is at hand (a saved game, a link): $number counts from 1.
refusal-seat = seat { $number }
# A refusal when the card is not in the player's hand: $card is its full name ("Queen of Spades").
refusal-not-in-hand = The { $card } is not in your hand
# A refusal when the first trick must be led with one card: $card ("2♣").
refusal-must-lead-opening-card = The first trick must be led with the { $card }
# A refusal when the player holds the suit led: $suit is the suit (suit-clubs… for several cards).
refusal-must-follow = You must follow { $suit }
# A refusal when a heart is led before hearts are broken.
refusal-hearts-not-broken = Hearts are not broken yet
# A refusal when the Q♠ is led before hearts are broken (a rule option).
refusal-queen-not-broken = The Q♠ can't lead until hearts are broken
# A refusal when a penalty card is played to the first trick.
refusal-no-points-on-first-trick = No points on the first trick
# A refusal when a joker is led.
refusal-joker-cannot-lead = A joker can't lead a trick
# A refusal when the holder of the Q♠ must play it now (a rule option).
refusal-queen-at-first-chance = You must play the Q♠ at the first chance
# A refusal when a player void in the suit led must discard the J♠ (a variant).
refusal-black-jack-first = You must discard the J♠ first
# A refusal in Likha: a player holding both likhas, void in the suit led, must play one.
refusal-must-play-likha = You must play a likha (Q♠ or 10♦)
# A refusal when the leader of a joker must call a suit first.
refusal-must-call-suit = Call the suit for your joker first
# A refusal when a suit is called with no joker led.
refusal-no-call-now = There is no suit to call now
# A refusal when the player passes twice in a deal.
refusal-already-passed = You have already passed
# A refusal when the player passes in a deal without passing.
refusal-no-pass-this-deal = There is no passing this deal
# A refusal when a pass holds the wrong number of cards: $expected is how many it must hold,
# $got how many it holds.
refusal-pass-count = Choose { $expected } cards to pass, not { $got }
# A refusal when a card may not be passed (a joker in Joker Hearts): $card ("★").
refusal-pass-forbidden = The { $card } may not be passed
# A refusal of the dealer's choice of pass: $cards is the number of cards chosen.
refusal-pass-not-allowed = Passing { $cards } cards that way is not possible at this table
# A refusal when someone else than the dealer chooses the pass: $dealer is refusal-seat.
refusal-not-dealer = Only the dealer ({ $dealer }) chooses the pass
# The same refusal at the table, which names the dealer: $dealer is their name ("West").
refusal-not-dealer-named = Only the dealer, { $dealer }, chooses the pass
# A refusal when the player decides about the pledge twice.
refusal-already-pledged = You have already decided about the pledge
# A refusal when someone else than the shooter chooses how the moon scores.
refusal-not-shooter = Only the shooter chooses how the moon scores

## Why a variant cannot be switched on (src/engine/variants.rs): in the New game dialog, after
## "Not now:", and when a link or a saved game names it.

# Two variants that settle the same question: $first and $second are their ids as a link
# writes them ("kitty", "strip-foster"), not translated.
refusal-variants-both-on = the variants "{ $first }" and "{ $second }" cannot both be on
# A variant that does not fit a game: $variant is its id as a link writes it ("kitty"), not
# translated; $game the game's name, $players the number of players, $why the reason (one of
# refusal-unfit-…).
refusal-variant-does-not-fit = the variant "{ $variant }" does not fit { $game } for { $players }: { $why }
# Why a variant of dealing does not fit: the game settles its own pack.
refusal-unfit-own-pack = this game fixes its own pack
# Why a variant of dealing does not fit: the pack deals out evenly already.
refusal-unfit-deals-evenly = the pack already deals out evenly
# Why the variant "Jokers" does not fit: more than three would be needed.
refusal-unfit-too-many-jokers = it would take more than three jokers
# Why a kitty's variant does not fit.
refusal-unfit-only-kitty = only with a kitty
# Why the variant "Pink Lady" does not fit.
refusal-unfit-only-queen-of-hearts-one = only where the Q♥ counts 1
# Why the variant "Omnibus" does not fit.
refusal-unfit-only-plain-diamonds = only where the diamonds count nothing
# Why the variant "Jack of diamonds" (Omnibus's) does not fit.
refusal-unfit-only-ten-bonus = only where the 10♦ is a bonus card
# Why the variant "Jack of diamonds" (Small Hearts') does not fit.
refusal-unfit-only-small-hearts = only in Small Hearts
# Why the variant "Black Jack first" does not fit.
refusal-unfit-only-jack-penalty = only where the J♠ is a penalty card
# Why the variant "Left and right" does not fit.
refusal-unfit-only-culbertson = only in Culbertson's Black Lady
# Why the variant "Howell settlement" does not fit.
refusal-unfit-only-counters = only with counters
# Why the variant "Fifty counters" does not fit.
refusal-unfit-only-hundred-counters = only with 100 counters
# Why the variant "Ante and pool" does not fit.
refusal-unfit-only-plain-points = only with plain points
# Why the variant "A third copy stands" does not fit.
refusal-unfit-only-three-packs = only in Cancellation with three packs
# Why a variant of Cancellation does not fit.
refusal-unfit-only-cancellation = only in Cancellation

## Why a rule option cannot be set (src/engine/options.rs): in the New game dialog, after
## "Not now:", and when a link names it.

# A name in a link that is no rule option: $id is the name as the link wrote it.
refusal-option-no-such = “{ $id }” is not a rule option
# A rule option that does not apply to the game as chosen: $option is its name
# (option-title-…), $why the reason (one of refusal-not-applicable-…).
refusal-option-does-not-apply = “{ $option }” does not apply here: { $why }
# A value in a link that the rule option does not take: $value as the link wrote it, $option
# the option's id ("moon"), $values the ids it takes, separated by commas; ids are not
# translated.
refusal-option-not-a-value = “{ $value }” is not a value of { $option }: it takes { $values }
# A number of cards in a link that is no number: $value as the link wrote it.
refusal-option-not-a-number = “{ $value }” is not a number
# Why the option "Cards passed" does not apply.
refusal-not-applicable-passing-sets-count = the passing chosen already sets how many cards go
# Why the option "The Q♠ waits too" does not apply.
refusal-not-applicable-only-hearts-broken = only when hearts must be broken
# Why the jokers' options do not apply.
refusal-not-applicable-only-jokers = only with jokers of no suit in the pack

## Why a game is not for a number of players (the New game dialog, a link).

# A game for one count of players: $game is its name, $players that count, $asked the count
# chosen.
refusal-game-players = { $game } is for { $players } players, not { $asked }
# A game for several counts of players: $game is its name, from $min to $max players, $asked
# the count chosen.
refusal-game-players-range = { $game } is for { $min } to { $max } players, not { $asked }

## Why a set of rules cannot be played (src/engine/rules.rs, Rules::check): in the New game
## dialog when the options chosen make no game, and when a saved game is read.

# $players players, outside 3 to $most.
rules-error-players = { $players } players: Moonshot deals for 3 to { $most } players
# A number of packs, $packs, that is not 1, 2 or 3.
rules-error-packs = { $packs } packs: use 1, 2 or 3 packs
# A card added as a joker that is none: $card is its full name. The codes 0C, 0D and JK are
# how a saved game writes the jokers, not translated.
rules-error-not-a-joker = { $card } is not a joker: jokers are 0C (zero of clubs), 0D (zero of diamonds) and JK
# More than three copies of one joker.
rules-error-too-many-jokers = at most three of each joker can be added
# A card removed that the deck no longer holds: $card is its full name.
rules-error-cannot-remove = the { $card } cannot be removed: there is no copy of it left in the deck
# $cards cards that do not deal evenly to $players players, $leftover left over.
rules-error-uneven = { $cards } cards do not deal evenly to { $players } players: remove { $leftover } more card(s), add jokers or use a kitty
# A kitty where $cards cards deal evenly to $players players.
rules-error-nothing-for-kitty = { $cards } cards deal evenly to { $players } players: there is nothing left for a kitty
# Fewer cards than players.
rules-error-not-enough-cards = there are not enough cards to deal
# The lowest club leads, but there are no clubs.
rules-error-no-clubs = the lowest club leads, but there are no clubs in the deck
# The lowest club leads, but there are $copies copies of it: $card is its full name.
rules-error-lowest-club-copies = the lowest club leads, but there are { $copies } copies of the { $card }: remove one or add a joker
# Star passing at a table of $players.
rules-error-star-not-five = star passing is for five players, not { $players }
# A pass of $pass cards where each player holds $hand.
rules-error-pass-too-big = players hold { $hand } cards and cannot pass { $pass }
# A pass of $pass cards, more than the $most the game can pass.
rules-error-pass-over-max = at most { $most } cards can be passed, not { $pass }
# Passing set to no cards.
rules-error-pass-no-cards = passing needs at least one card: pass 1 or more, or choose no passing
# $forbidden cards may not be passed, so a hand of $hand might not hold $pass that may.
rules-error-pass-forbidden = with { $forbidden } cards that may not be passed, a hand of { $hand } might not hold { $pass } that may
# Partnerships at a table of $players.
rules-error-partnership = partnerships sit opposite each other at a table of four, not { $players }
# Cancellation with one pack.
rules-error-cancellation-one-pack = cancellation needs identical cards: play with two or three packs
# Booster nines with several packs.
rules-error-booster-packs = booster nines are played with one pack
# Complex Hearts with chips or lives.
rules-error-complex-scoring = Complex Hearts keeps complex points, not chips or lives
# Gong Zhu with chips or lives.
rules-error-gong-zhu-scoring = Gong Zhu keeps plus and minus points, not chips or lives
# Gong Zhu with shooting the moon.
rules-error-gong-zhu-moon = Gong Zhu has its own reward for taking every heart, not the moon
# Gong Zhu with scores kept at or above zero.
rules-error-gong-zhu-floor = Gong Zhu's scores may go either side of zero
# Counters, starting at none.
rules-error-no-counters = each player must start with some counters
# Chips and an ante that cannot be played.
rules-error-no-chips = each player must start with chips and be able to ante
# Lives, starting at none.
rules-error-no-lives = each player needs at least one life
# A game with no target, number of deals or time limit.
rules-error-no-end = the game needs an end: a target score above zero, a number of deals or a time limit
# A game of no deals.
rules-error-no-deals = a game of 0 deals is over before it starts
# Scores that reset, with none named.
rules-error-no-reset-scores = name the scores that reset
# Shooting the sun set to give points away.
rules-error-sun-negative = shooting the sun gives points to the others, not away

## Why a deal is not one the rules can play (src/engine/game.rs, DealError): when a link or a
## saved game names a deal. Seats in $seat, $dealer are refusal-seat.

# $hands hands dealt for $players players.
refusal-deal-hand-count = { $hands } hands for { $players } players
# Seat number $seat (from 0, as a saved game writes it) holds $holds cards, not $must.
refusal-deal-hand-size = seat { $seat } holds { $holds } cards; each hand must hold { $must }
# The kitty holds $holds cards, not $must.
refusal-deal-kitty-size = the kitty holds { $holds } cards; it must hold { $must }
# The hands are not the deck: $missing and $extra are the cards missing and the cards too
# many, as codes separated by spaces ("QS 2C"), not translated.
refusal-deal-not-the-deck = the hands are not the deck: missing [{ $missing }], not in the deck [{ $extra }]
# A pass $seats seats to the left at a table of $players.
refusal-deal-pass-too-far = cannot pass { $seats } seats to the left with { $players } players
# Star passing at a table of $players.
refusal-deal-star-not-five = star passing is for five players, not { $players }
# A pass of $pass cards where each player holds $hand.
refusal-deal-pass-too-big = players hold { $hand } cards and cannot pass { $pass }
# A dealer, $dealer, past the last seat of a table of $players.
refusal-deal-no-dealer = there is no { $dealer } to deal with { $players } players
# A dealer, $dealer, past the last seat.
refusal-deal-no-such-dealer = there is no { $dealer } at this table
# A taker of the Q♠, $seat, past the last seat of a table of $players.
refusal-deal-no-queen-taker = there is no { $seat } to have taken the Q♠ with { $players } players
# A deal past a game's last: the game has $deals deals, and $deal is the deal asked for (from 1).
refusal-deal-past-the-last = the game has { $deals } deals, so there is no deal { $deal }
# $scores scores for $players players.
refusal-deal-score-count = { $scores } scores for { $players } players
# $standings standings for $players players.
refusal-deal-standing-count = { $standings } standings for { $players } players

## Why a saved game cannot be played (src/engine/record.rs): when a game is loaded.

# "across" in a saved game at a table of $players, an uneven number.
refusal-pass-across-uneven = passing across needs an even number of players, not { $players }
# A pass in a saved game that is none: $name as the file wrote it. The names listed are how a
# file writes the passes, not translated.
refusal-pass-no-such = "{ $name }" is not a pass: use left, right, across, hold, star, scatter, mixer or a number of seats
# A game in a saved game that is none: $name as the file wrote it, $games the games' ids,
# separated by commas, not translated.
refusal-setup-no-such-game = no game called "{ $name }"; the games are: { $games }
# The options of a saved game cannot be read: $message is the reader's own message, in English.
refusal-setup-options = in the options: { $message }
# A game that could not be written down as a record (a bug, not the player's doing): $message
# is the writer's own message, in English.
refusal-setup-unwritten = { $message }
# A move of a saved game that was refused: step $step (from 0), $seat (refusal-seat) cannot
# play $card (its code, "QS"): $why (a refusal).
refusal-record-play = step { $step }: { $seat } cannot play { $card }: { $why }
# A pass of a saved game that was refused: step $step, $seat cannot pass $cards (codes, "QS AS
# KS"): $why (a refusal).
refusal-record-pass = step { $step }: { $seat } cannot pass [{ $cards }]: { $why }
# A dealer's choice of pass of a saved game that was refused: step $step, $seat cannot choose
# a pass of $cards cards $direction (as the file writes it, not translated): $why.
refusal-record-choose-pass = step { $step }: { $seat } cannot choose a pass of { $cards } { $direction }: { $why }
# A pledge of a saved game that was refused: step $step, $seat: $why (a refusal).
refusal-record-pledge = step { $step }: { $seat } cannot pledge: { $why }
# A pledge declined in a saved game that was refused: step $step, $seat: $why (a refusal).
refusal-record-decline = step { $step }: { $seat } cannot decline the pledge: { $why }
# A suit called in a saved game that was refused: step $step, $seat cannot call $suit (as the
# file writes it, "hearts"): $why (a refusal).
refusal-record-call = step { $step }: { $seat } cannot call { $suit }: { $why }
# The old moon chosen in a saved game, refused: step $step, $seat: $why (a refusal).
refusal-record-old-moon = step { $step }: { $seat } cannot choose the old moon: { $why }
# The new moon chosen in a saved game, refused: step $step, $seat: $why (a refusal).
refusal-record-new-moon = step { $step }: { $seat } cannot choose the new moon: { $why }
