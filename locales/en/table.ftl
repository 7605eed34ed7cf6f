### What the table says: the line under the hand telling the player what to do, what is said
### to a screen reader as each card is played (and shown as the status line), the words beside
### a finished trick, the end of the game, the review's summary, and the notices about a link,
### a saved game or a file that could not be used.
###
### The players' names ($player, $players in a list) are the seats' names as the table shows
### them: "You" for the player, "West", "North", "East" at four, names such as "Ada" or
### "Basil" at other tables. A $card is a card in short ("Q♠"); a $name is a card's full name
### ("Queen of Spades").

## Sentences joined: a text that says two things one after the other.

# Two sentences said one after the other, the first without its full stop: "Deal 3 is over.
# You win!", "Your turn. You must follow suit". $first and $second are whole sentences.
table-sentences = { $first }. { $second }
# Two sentences one after the other, the first with its own full stop: "You take it with the
# K♥: 27 points. The cancelled Q♠ pair counts too." $first and $second are whole sentences.
table-sentences-stopped = { $first } { $second }
# Items of a series that is not a list with "and": cards taken ("Q♠, A♥"), or the cards played
# to a trick one after the other ("You Nine of Clubs, West King of Clubs"). $before is the
# series so far, $next the item added to it.
table-series = { $before }, { $next }
# Cards in a row, as a trick's taker took them: "Q♠ Q♠ K♥". $before is the row so far, $card
# the card added to it.
table-cards-row = { $before } { $card }
# One card, as in table-cards-row: $card.
table-card = { $card }

## Where a deal's cards are passed, said inside other sentences (table-prompt-pass,
## table-deal-pass, table-pass-chosen, table-pass-words): "Choose 3 cards to pass to the left".

# No passing this deal.
table-direction-hold = no passing
# The passed cards go to the player on the left.
table-direction-left = to the left
# The passed cards go to the player on the right.
table-direction-right = to the right
# The passed cards go to the player opposite.
table-direction-across = across
# The passed cards go to the player $seats seats to the left (a number, 2 or more).
table-direction-seats = { $seats } seats to the left
# Five players: one card goes to each of the two players opposite.
table-direction-star = one card to each of the two players opposite
# One card goes to each other player.
table-direction-scatter = one card to each other player
# The passed cards go into the middle, are shuffled and dealt out again.
table-direction-mixer = into the middle, to be shuffled and dealt again

## The line under the hand that says what to do now (src/ui/table/prompt.rs).

# While a deal the player has played is stepped through on the table after the review: which
# deal it is. $deal is its number, from 1.
table-prompt-past = Deal { $deal } as you played it
# The player is the dealer and chooses how this deal is passed.
table-prompt-choose-pass = You deal: choose this deal's pass
# The player is asked whether to pledge; $points is how many points a kept pledge takes off
# the score, and a broken one adds.
table-prompt-pledge = Pledge to take no hearts this deal? Kept, it takes { $points } off your score; broken, it adds { $points }
# The player led the joker and must call a suit.
table-prompt-call-suit = You led the joker: call the suit the others must follow
# The player shot the moon and chooses how it scores (old moon or new moon).
table-prompt-choose-moon = You shot the moon! Choose how it scores
# The player's turn, with every card playable.
table-prompt-play-any = Your turn: play any card
# The player's turn, some cards not playable: $why says why (one or more refusals, each a
# sentence without its full stop, joined by table-sentences).
table-prompt-play-why = Your turn. { $why }
# The pass, all cards to one player: $count cards to choose, $direction (see
# table-direction-left), $player the name of the player who gets them, $chosen how many cards
# are chosen so far.
table-prompt-pass-to = Choose { $count } cards to pass { $direction }, to { $player } ({ $chosen } chosen)
# The pass, when it is not known yet who gets the cards: $count, $direction and $chosen as in
# table-prompt-pass-to.
table-prompt-pass = Choose { $count } cards to pass { $direction } ({ $chosen } chosen)
# A pass where each card goes to another player (one card to each): $count, $direction and
# $chosen as in table-prompt-pass-to; $player is who gets the next card picked.
table-prompt-pass-each-next = Choose { $count } cards to pass, { $direction } ({ $chosen } chosen): the next card you pick goes to { $player }
# As table-prompt-pass-each-next, once every card is picked: $count, $direction, $chosen.
table-prompt-pass-each = Choose { $count } cards to pass, { $direction } ({ $chosen } chosen)
# The game has ended: $result is the player's place and who won (table-final-…).
table-prompt-game-over = Game over. { $result }
# A bot is choosing its card: $player is its name.
table-prompt-thinking = { $player } is thinking…

## The review of a deal, in the score table after it (src/ui/table/prompt.rs).

# While the Expert replays the deal in the player's seat.
table-review-reviewing = Reviewing: the Expert plays your cards…
# The review's result: $expert is what the Expert would have taken in the player's seat
# ("5 points"), $you the points the player took (a number alone), $summary one of
# table-review-… below (or nothing, table-review-nothing).
table-review-done = Expert in your seat: { $expert } (you took { $you }). { $summary }
# Nothing more to say after table-review-done (the player made no decision in the deal).
table-review-nothing = {""}
# After table-review-done: the Expert would have chosen as the player did every time.
table-review-same = It would have chosen as you did every time.
# After table-review-done: the Expert chose otherwise only between choices about as good; the
# lines listing those choices follow the colon.
table-review-as-good = It would have chosen otherwise only where the choices were about as good:
# As table-review-as-good, when the Expert's deal went differently from then on (its score
# differs from the player's).
table-review-as-good-went-otherwise = It would have chosen otherwise only where the choices were about as good, and from the first of them the deal went another way:
# After table-review-done: the Expert would have done clearly better; the lines listing where
# follow the colon.
table-review-differently = Where it would have chosen differently:
# As table-review-differently, when only the biggest are listed: $times is how many times in
# all the Expert would have chosen differently (more than are listed).
table-review-biggest = The biggest of the { $times } times it would have chosen differently:
# No review could be made: $why says why (table-worker-…).
table-review-failed = No review this time: { $why }
# A line of the review's list: $decision is what the player did (table-decision-…), $expert
# what the Expert makes of it (table-expert-…).
table-review-moment = { $decision }; { $expert }

## One of the player's decisions, as the review lists it and the reviewed deal shows it
## (src/ui/table/advice.rs).

# The player played a card: $trick is the trick's number (from 1; 0 is the pass), $card the
# card.
table-decision-played = { $trick ->
    [0] The pass
   *[other] Trick { $trick }
}: you played the { $card }
# The player passed cards: $cards is the list of cards, $trick as in table-decision-played.
table-decision-passed = { $trick ->
    [0] The pass
   *[other] Trick { $trick }
}: you passed the { $cards }
# The player called a suit after leading the joker: $suit is its symbol (♣ ♦ ♠ ♥), $trick as
# in table-decision-played.
table-decision-called = { $trick ->
    [0] The pass
   *[other] Trick { $trick }
}: you called { $suit }
# Any other decision (not listed in practice): $trick as in table-decision-played.
table-decision-other = { $trick ->
    [0] The pass
   *[other] Trick { $trick }
}: you played {""}
# The Expert would have done the same as the player.
table-expert-agrees = Expert agrees
# The Expert would have chosen otherwise, about as well: $choice is its choice
# (table-choice-…).
table-expert-as-good = Expert: { $choice }, about as good
# The Expert would have chosen better: $choice as in table-expert-as-good; it would have taken
# about $points points fewer (a figure to one decimal, written as the language writes one:
# "3.6", "3,6").
table-expert-better = Expert: { $choice } (about { $points } points better)
# A choice in table-expert-…: a card played, $card.
table-choice-play = the { $card }
# A choice in table-expert-…: cards passed, $cards their list.
table-choice-pass = the { $cards }
# A choice in table-expert-…: a suit called, $suit its symbol.
table-choice-call = { $suit }
# A choice in table-expert-… of another kind (not met in practice).
table-choice-other = {""}
# In the Hint's panel while the player's own pass is weighed against the Hint's.
table-hint-weighing = Weighing your pass against it…
# Stepping through a reviewed deal failed: $why is the reason.
table-past-failed = Cannot show that deal: { $why }

## The words beside a finished trick (src/ui/table/shown.rs).

# The cancelled cards of a trick, when one card was played three times: $card. "three J♣".
table-pairs-three = three { $card }
# The cancelled cards of a trick, one pair of $card: "J♣ pair".
table-pairs-one = { $card } pair
# The cancelled cards of a trick, several pairs: $cards is their list. "9♦ and Q♠ pairs".
table-pairs-many = { $cards } pairs
# A trick whose every winning card was cancelled: $pairs is what cancelled (table-pairs-…).
table-trick-cancelled = The { $pairs } { $pairs ->
    [table-pairs-many] cancel
   *[other] cancels
}: nobody takes it, and its cards go to the next trick's winner.
# As table-trick-cancelled, when the trick's cards hold points: $pairs as there, $points how
# many ("26 points").
table-trick-cancelled-points = The { $pairs } { $pairs ->
    [table-pairs-many] cancel
   *[other] cancels
}: nobody takes it, and its cards ({ $points }) go to the next trick's winner.
# The player took the trick with their card $card: $taken is what they took
# (table-taken-…).
table-trick-you-with = You take it with the { $card }: { $taken }.
# The player took the trick (their card cancelled or not said): $taken as in
# table-trick-you-with.
table-trick-you = You take it: { $taken }.
# $player took the trick with their card $card: $taken as in table-trick-you-with.
table-trick-other-with = { $player } takes it with the { $card }: { $taken }.
# $player took the trick: $taken as in table-trick-you-with.
table-trick-other = { $player } takes it: { $taken }.
# After table-trick-…: cancelled cards that hold points still count for the trick's taker.
# $pairs is the cards (table-pairs-…).
table-trick-cancelled-count = The cancelled { $pairs } { $pairs ->
    [table-pairs-one] counts
   *[other] count
} too.
# What a trick's taker took: no points.
table-taken-none = no points
# What a trick's taker took: $points ("27 points") and the cards that counted, $cards ("Q♠
# Q♠ K♥", table-cards-row).
table-taken-cards = { $points } ({ $cards })
# What a trick's taker took, in the reviewed deal: $points and the cards that counted,
# $cards ("Q♠, A♥", table-series).
table-taken-series = { $points } ({ $cards })
# The last trick's title: the player took it, and $points ("no points", "13 points").
table-last-you = you, { $points }
# The last trick's title: $player took it, and $points as in table-last-you.
table-last-other = { $player }, { $points }
# The last trick's title: the trick was cancelled and its cards carried to the next trick.
table-last-carried = carried over
# A trick read out (the last trick's label, the reviewed deal): $taken is who took it
# (table-words-…), $plays the cards played, one after the other (table-play).
table-words = { $taken }: { $plays }
# In table-words: the player took the trick.
table-words-you = taken by you
# In table-words: the player took the trick and $points ("13 points").
table-words-you-points = taken by you with { $points }
# In table-words: $player took the trick.
table-words-other = taken by { $player }
# In table-words: $player took the trick and $points.
table-words-other-points = taken by { $player } with { $points }
# In table-words: the trick was cancelled.
table-words-carried = cancelled, carried over to the next trick
# A card played to a trick in table-words: $player played $name (the card's full name).
table-play = { $player } { $name }
# As table-play, for a card that was cancelled: $player, $name.
table-play-cancelled = { $player } { $name } (cancelled)
# A reviewed trick: the player took it with $card; $taken is what they took (a number of points,
# or table-taken-series).
table-happened-you-with = You took the trick with the { $card }: { $taken }.
# A reviewed trick: the player took it; $taken as in table-happened-you-with.
table-happened-you = You took the trick: { $taken }.
# A reviewed trick: $player took it with $card; $taken as in table-happened-you-with.
table-happened-other-with = { $player } took the trick with the { $card }: { $taken }.
# A reviewed trick: $player took it; $taken as in table-happened-you-with.
table-happened-other = { $player } took the trick: { $taken }.
# A reviewed trick that was cancelled.
table-happened-nobody = Nobody took the trick: every card that could win it was cancelled, and its cards went on to the next trick.
# After table-happened-…, when the player was lucky or unlucky: they took $points ("0 points")
# with their $card, against about $average points on average over the deals the Expert
# guessed ($average a figure to one decimal without its sign, written as the language writes
# one: "3.6", "3,6"; $sign is "minus" when the average is below zero, else "plus").
table-happened-luck = You took { $points } with your { $card } this time; about { $sign ->
    [minus] −
   *[plus] {""}
}{ $average } on average over the guessed deals.

## Said to a screen reader (and shown as the status line) as the game goes
## (src/ui/table/shown.rs).

# A new deal without passing: $deal is its number, from 1.
table-deal-hold = Deal { $deal }: no passing this time
# A new deal: $deal is its number, $count how many cards to pass (2 or more; the pass's
# rules), $direction where (table-direction-…).
table-deal-pass = Deal { $deal }: choose { $count } cards to pass { $direction }
# The player's pass went: $cards the cards (table-cards-…), $player who got them.
table-passed-to = You passed { $cards } to { $player }
# The player's pass went, to several players: $cards the cards.
table-passed = You passed { $cards }
# The player received passed cards: $cards.
table-received = You received { $cards }
# Cards said one by one with their full names: $cards, a list of table-the-card.
table-cards = { $cards }
# A card in table-cards: $name is its full name.
table-the-card = the { $name }
# No cards (table-cards with none).
table-cards-none = nothing
# The first trick: the player leads.
table-you-lead = You lead
# The first trick: $player leads.
table-other-leads = { $player } leads
# The first trick, after a pass: $cards the player received, $lead who leads
# (table-you-lead, table-other-leads).
table-received-lead = You received { $cards }. { $lead }
# The player played a card: $name is its full name.
table-you-played = You played the { $name }
# $player played a card: $name is its full name.
table-other-played = { $player } played the { $name }
# Hearts were broken by the card just played: $before is what was said of that card
# (table-you-played, table-other-played).
table-hearts-broken = { $before }. Hearts are broken
# The player took the trick, with no points in it.
table-you-take = You take the trick
# The player took the trick and $points ("3 points").
table-you-take-points = You take the trick: { $points }
# $player took the trick, with no points in it.
table-other-takes = { $player } takes the trick
# $player took the trick and $points.
table-other-takes-points = { $player } takes the trick: { $points }
# The deal is over: the player shot the moon.
table-you-shot = You shot the moon!
# The deal is over: $player shot the moon.
table-other-shot = { $player } shot the moon
# The deal is over: $deal is its number, from 1.
table-deal-over = Deal { $deal } is over
# Copies of one card cancelled each other (Cancellation Hearts): $copies is how many (2, 3
# or more), $cards the card's name in the plural (table-plural).
table-cards-cancel = The { $copies ->
    [2] two
    [3] three
   *[other] identical
} { $cards } cancel each other
# A card's name in the plural, for table-cards-cancel: $card is the card (its rank chooses),
# $suit its suit's name (suit-name-clubs…).
table-plural = { $card ->
    [two] Twos of { $suit }
    [three] Threes of { $suit }
    [four] Fours of { $suit }
    [five] Fives of { $suit }
    [six] Sixes of { $suit }
    [seven] Sevens of { $suit }
    [eight] Eights of { $suit }
    [nine] Nines of { $suit }
    [ten] Tens of { $suit }
    [jack] Jacks of { $suit }
    [queen] Queens of { $suit }
    [king] Kings of { $suit }
   *[ace] Aces of { $suit }
}
# As table-plural, for the zero of a suit (a joker in some games): $suit its suit's name.
table-plural-zero = Zeros of { $suit } (joker)
# As table-plural, for the joker.
table-plural-joker = Jokers
# A trick cancelled: $count cards stay in the middle for the next trick's winner, and $player
# (who led it) leads again.
table-trick-carried = Every card that could win was cancelled: the { $count } cards stay in the middle for the next trick's winner, and { $player } leads again
# A joker was led and $player called a suit: $suit (suit-clubs… for several cards).
table-suit-called = { $player } calls { $suit }
# The player took the kitty: $cards ("3 cards").
table-you-kitty = You take the kitty ({ $cards })
# $player took the kitty: $cards ("3 cards").
table-other-kitty = { $player } takes the kitty ({ $cards })
# The player pledged to take no hearts.
table-you-pledge = You pledge to take no hearts
# $player pledged to take no hearts.
table-other-pledges = { $player } pledges to take no hearts
# The player, as dealer, chose no passing this deal.
table-you-choose-hold = You choose no passing this deal
# The dealer (a bot) chose no passing this deal.
table-dealer-chooses-hold = The dealer chooses no passing this deal
# The player, as dealer, chose this deal's pass: $count cards, $direction
# (table-direction-…).
table-you-choose-pass = You choose to pass { $count } { $count ->
    [one] card
   *[other] cards
} { $direction }
# The dealer (a bot) chose this deal's pass: $count cards, $direction.
table-dealer-chooses-pass = The dealer chooses to pass { $count } { $count ->
    [one] card
   *[other] cards
} { $direction }

## The end of the game (src/ui/table/shown.rs): said at the end and shown in the game-over
## dialog.

# The player won alone.
table-you-win = You win!
# $player won alone.
table-other-wins = { $player } wins
# Several won: $players is the list of their names.
table-share-win = { $players } share the win
# The player shares the win with others: $players is the list of their names.
table-you-share-win = You share the win with { $players }
# The player shares a place: $place is it (table-ordinal), $players how many played,
# $winners who won (table-you-win, table-other-wins, table-share-win).
table-you-share-place = You share { $place } place of { $players }. { $winners }
# The player's place: $place (table-ordinal), $players and $winners as in
# table-you-share-place.
table-you-finished = You finished { $place } of { $players }. { $winners }
# A place, as in the final scores and the order of a pass's cards ("2nd"): $n is the number,
# a place, so a choice on it picks the language's ordinal category (CLDR: English "one" for
# 1st, 21st…; "two" for 2nd, 22nd…; "few" for 3rd, 23rd…; "other" for the rest).
table-ordinal = { $n ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}
# A deal's pass in the bar over the table and in the share menu: "pass to the left";
# $direction is where (table-direction-…).
table-pass-words = pass { $direction }
# What a link to this deal deals, under Share this deal: $deal is its number, from 1.
table-share = deal { $deal }: the same cards
# As table-share, with the pass: $deal and $pass (table-pass-words, or table-direction-hold).
table-share-pass = deal { $deal }: the same cards, { $pass }

## The table's answers to what the player does (src/ui/table/update.rs, undo.rs, turn.rs).

# A new game could not be made of the choices: $why is the reason.
table-no-new-game = No new game: { $why }
# The player claimed the rest of the deal, which the engine found settled (whatever anyone
# plays, every score comes out the same): $points is what the deal scores them (count-points).
table-claim-you = You claim the rest: whatever anyone plays, this deal scores you { $points }.
# Another player, on lead, claimed the rest: $player is their name, $cards the cards they show
# (a list of cards, as 7♦, 9♦ and K♦), $points what the deal scores the person (count-points).
table-claim-other = { $player } claims the rest and shows { $cards }: whatever anyone plays, this deal scores you { $points }.
# The player's only legal card was played for them: $name is its full name.
table-only-card = Your only card: the { $name }
# The player picked more cards to pass than the pass takes: $count is how many it takes.
table-chosen-already = You have chosen { $count } cards already: put one back first
# The cards picked to pass are too many to pass at all.
table-too-many = Too many cards to pass
# A card tapped when it is $player's turn.
table-is-playing = { $player } is playing
# A card tapped while the other players pass.
table-others-passing = The others are still passing
# A card tapped when it is nobody's turn yet.
table-wait = Wait for your turn
# Undo pressed with No take-backs on.
table-no-take-backs = No take-backs is on (in Settings): a card played stays played
# The player's last card was taken back.
table-taken-back = Your last card is taken back: play again. The deal is marked as played with a take-back
# Undo failed: $why is the reason.
table-cannot-undo = Cannot undo: { $why }
# A game file was loaded: $game is the game's name, $deal the deal it goes on at (from 1).
table-loaded = Game loaded: { $game }, deal { $deal }
# A game file could not be loaded: $why is the reason (refusal-record-…, refusal-setup-…).
table-cannot-load = This game cannot be loaded: { $why }
# A speed of play, in Settings.
table-speed-relaxed = Relaxed
# See table-speed-relaxed.
table-speed-normal = Normal
# See table-speed-relaxed.
table-speed-fast = Fast
# See table-speed-relaxed.
table-speed-instant = Instant

## An action in words, for the Hint ("Hint: Play the Queen of Spades.") (src/ui/bot_service.rs).

# Play a card: $name is its full name.
table-action-play = Play the { $name }
# Pass cards: $cards is their list (table-the-card each).
table-action-pass = Pass { $cards }
# Pass no cards (not met in practice).
table-action-pass-nothing = Pass nothing
# The dealer chooses no passing this deal.
table-action-choose-hold = Choose no passing
# The dealer chooses this deal's pass: $count cards, $direction (table-direction-…).
table-action-choose-pass = Choose to pass { $count } { $direction }
# Pledge to take no hearts.
table-action-pledge = Pledge to take no hearts
# Decline to pledge.
table-action-no-pledge = Make no pledge
# Call a suit after leading the joker: $suit is its name (suit-clubs…, for several cards).
table-action-call = Call { $suit }
# Choose how a moon shot scores: $choice is the choice's name ("old moon"), $effect what it
# does ("everyone else scores 26").
table-action-moon = Choose the { $choice } ({ $effect })

## Why the bots' worker gave no answer (src/ui/bot_service.rs).

# The review was asked of the page itself, which cannot make one.
table-worker-review = the review needs the worker
# A timing run was asked of the page itself (a developer's tool).
table-worker-bench = the bench needs the worker
# The review did not come back in time.
table-worker-timed-out = The review did not finish in time
# A timing run named no game (a developer's tool): $game is the name given.
table-worker-no-game = no game called { $game }
# The bots could not answer: $why is their reason, as they gave it (the game's record does not
# replay, the deal reviewed is not in it).
table-worker-refused = { $why }

## A setting in the address (a link) that could not be used, and what is played instead
## (src/ui/choices.rs). The parameters' names (game=, players=…) stay as they are.

# $name in game= is no game's name; $nearest is the game played, whose name is close.
address-game-nearest = “{ $name }” in game= is not a game here: playing { $nearest }, the nearest name. New game lists every game.
# $name in game= is no game's name, nor close to one.
address-game-none = “{ $name }” in game= is not a game here, so the link's game was not dealt. New game (in the top bar) lists every game.
# players= asked for a count the game does not take: $game is its name, $for_players the
# counts it takes ("for 3 to 6 players"), $asked the count asked, $dealt the count dealt for.
address-players-range = { $game } is { $for_players }, not { $asked }: dealing for { $dealt }.
# players= is not a number: $text is what it says, $game the game, $dealt the count dealt for.
address-players-text = “{ $text }” in players= is not a number: dealing { $game } for { $dealt }.
# variants= names no variant: $id is the name, $variants the game's variants (address-variants-…).
address-no-variant = “{ $id }” in variants= is not a variant: left out. { $variants }
# In address-no-variant: $game for $players players has no variants.
address-variants-none = { $game } for { $players } has no variants.
# In address-no-variant: $game for $players players has one variant, $variant (its name in a link).
address-variants-one = { $game } for { $players } has one: { $variant }.
# In address-no-variant: $game for $players players has the $variants listed (their names in a link).
address-variants-many = { $game } for { $players } has { $variants }.
# A variant that does not fit was left out: $why is the reason.
address-variant-left-out = Left out: { $why }.
# options= names no rule option: $id is the name.
address-no-option = “{ $id }” in options= is not a rule option: left out. New game lists the options of each game.
# An option that does not apply was left out: $why is the reason.
address-option-left-out = Left out of options=: { $why }.
# The options together make no game: $why is the reason.
address-options-no-game = The options chosen make no game ({ $why }): playing with the game's own rules.
# target= is not a score: $text is what it says.
address-no-target = “{ $text }” in target= is not a score to play to: playing to the game's own target.
# $name in $param= (level= or levels=) is not a level; $levels lists the levels' names in a
# link.
address-no-level = “{ $name }” in { $param }= is not a level. The levels are { $levels }. The opponents play at your saved levels.
# levels= names $named levels for $opponents opponents.
address-level-count = levels= names { $named } { $named ->
    [one] level
   *[other] levels
} but there { $opponents ->
    [one] is { $opponents } opponent
   *[other] are { $opponents } opponents
}: give one per opponent, separated by commas. The opponents play at your saved levels.
# deal= is not a deal's number: $text is what it says.
address-not-deal = “{ $text }” in deal= is not a deal number (1, 2, …): dealing the game's first deal.
# dealer= or queen= ($param) is not a seat's number: $text is what it says.
address-not-seat = “{ $text }” in { $param }= is not a seat number (1, 2, …): dealing the game's first deal.
# dealer= names a seat the table has not: $seat is the number given, $players the table's
# count.
address-no-dealer = “{ $seat }” in dealer= is not a seat at this table of { $players }: dealing the game's first deal.
# queen= names a seat the table has not: $seat and $players as in address-no-dealer.
address-no-queen-taker = “{ $seat }” in queen= is not a seat at this table of { $players }: dealing the game's first deal.
# The link's deal is not one the game has: $why is the reason.
address-deal-left-out = In the link, { $why }: dealing the game's first deal.
# seed= is not a number: $text is what it says.
address-seed = “{ $text }” in seed= is not a number: the cards are dealt from a new seed.
# The link's choices make no game: $why is the reason.
address-fallback = { $why }: playing four-player Black Lady instead.

## A saved game that could not be resumed, or a file that is no game (src/ui/save.rs,
## src/ui/start.rs).

# The saved game could not be resumed: $why is the reason (save-…); the save is kept under
# $key in the browser's storage, to be downloaded.
save-not-resumed = The saved game could not be resumed: { $why }. A new game is dealt; the old save is kept ({ $key }), to download and load in a version that can read it.
# As save-not-resumed, when the save is from a newer version (the reason says to reload the
# page): $why, $key.
save-not-resumed-newer = The saved game could not be resumed: { $why }. A new game is dealt; the old save is kept ({ $key }).
# In save-not-resumed: the save ends too soon.
save-cut-short = it is cut short (its end is missing, as if it was not written to the end)
# In save-not-resumed: the save is not one; $message is the technical reason (in English).
save-not-a-save = it is not a saved game ({ $message })
# In save-not-resumed: the save has no version.
save-no-version = it is not a saved game (it has no version)
# In save-not-resumed: a newer version wrote it: $version is its format, $readable the newest
# this one reads.
save-newer = it was saved by a newer version of Moonshot (save format { $version }; this one reads up to { $readable }): reload the page to get the new version
# In save-not-resumed: the save does not read; $message is the technical reason (in English).
save-damaged = the save is damaged ({ $message })
# In save-not-resumed: the saved game does not replay; $why is the game's reason.
save-does-not-replay = { $why }
# A file opened with Load a game is not a game: $why is the technical reason (in English).
save-not-a-game = This file is not a Moonshot game: { $why }

## A seat's standing, beside its name, in the score sheet and at the end (src/lang/words/table.rs)

# A standing in points: $points (may be negative).
standing-points = { $points }
# A standing in Complex Hearts, points and an imaginary part: $points, then $imaginary (a
# positive number of i) added. "13 + 26i".
standing-complex-plus = { $points } + { $imaginary }i
# As standing-complex-plus: $points, with $imaginary taken away. "13 − 26i".
standing-complex-minus = { $points } − { $imaginary }i
# A standing in chips: $chips (may be negative). "18 chips".
standing-chips = { $chips ->
    [one] { $chips } chip
    [-1] { $chips } chip
   *[other] { $chips } chips
}
# A standing in Danger Hearts: $lives left, then $points. "2 lives · 31".
standing-lives = { $lives ->
    [one] { $lives } life
   *[other] { $lives } lives
} · { $points }
