### The rules of every game in words, as How to play shows them (and `moonshot rules` prints
### them), written from the rules the game is played by; and the glossary under them.
### A card in these sentences ("the Q♠") is a variable: it is written with this language's
### indices. Numbers are variables too, written by the language's rules.

## The dialog How to play

# The title of How to play; $game is the game's name ("Black Lady").
rules-dialog-title = How to play: { $game }
# The heading of the glossary, the last section of How to play.
rules-glossary = Glossary
# On the command line, after the rules: the heading of the list of variants that could be
# switched on (`--variant NAME` is the option that does it; keep it as it is).
rules-cli-variants = Variants (--variant NAME)

## The headings of the sections of the rules, in this order.

# The heading of the section on the deal: players, packs, cards in a hand.
rules-heading-deal = The deal
# The heading of the section on passing cards before play.
rules-heading-passing = Passing
# The heading of the section on playing the tricks.
rules-heading-play = Play
# The heading of the section on scoring.
rules-heading-scoring = Scoring
# The heading of the section on how the game ends and who wins.
rules-heading-end = The end
# The heading of the last section: where these rules follow a published rule or a house
# reading, the variants switched on.
rules-heading-notes = Notes

## The deal

# The first line of the deal: $players is the number of players, $packs the number of packs
# of 52 cards (1, 2 or 3).
rules-deal-players = { $players } players, { $packs ->
    [1] one pack of 52 cards
   *[other] { $packs } packs of 52 cards shuffled together
}.
# The jokers added to the pack, when they are of one kind: $first is one of
# rules-joker-zero-clubs, rules-joker-zero-diamonds or rules-joker-plain.
rules-deal-added-one = Added: { $first }.
# The jokers added to the pack, of two kinds: $first and $second as in rules-deal-added-one.
rules-deal-added-two = Added: { $first }; { $second }.
# The jokers added to the pack, of three kinds: $first, $second and $third as in
# rules-deal-added-one.
rules-deal-added-three = Added: { $first }; { $second }; { $third }.
# In rules-deal-added: $count jokers that play as the zero of clubs (below the 2♣).
rules-joker-zero-clubs = { $count ->
    [one] a joker that plays
   *[other] { $count } jokers that play
} as the zero of clubs (the lowest club)
# In rules-deal-added: $count jokers that play as the zero of diamonds.
rules-joker-zero-diamonds = { $count ->
    [one] a joker that plays
   *[other] { $count } jokers that play
} as the zero of diamonds
# In rules-deal-added: $count jokers of no suit.
rules-joker-plain = { $count ->
    [one] a joker of no suit, which never wins a trick
   *[other] { $count } jokers of no suit, which never win a trick
}
# The cards taken out of the pack so that every player gets as many: $cards is a list of
# cards ("2♣ and 2♦").
rules-deal-removed = Removed so that the deal comes out even: { $cards }.
# How many cards each player is dealt: $cards (a number, 7 or more).
rules-deal-hand = Each player holds { $cards } cards.
# The cards left over from the deal: $count is how many; $taker says who takes them:
# "first-trick" (the winner of the first trick) or "first-heart" (the first to take a heart).
rules-deal-kitty = { $count ->
    [one] The card left over goes
   *[other] The { $count } cards left over go
} face down to a kitty, taken by { $taker ->
    [first-heart] whoever first takes a trick with a heart
   *[first-trick] the winner of the first trick
}.
# As rules-deal-kitty ($count and $taker the same), where its taker may look at the kitty.
rules-deal-kitty-seen = { $count ->
    [one] The card left over goes
   *[other] The { $count } cards left over go
} face down to a kitty, taken by { $taker ->
    [first-heart] whoever first takes a trick with a heart
   *[first-trick] the winner of the first trick
}, who may look at it.

## Passing. $cards is how many cards each player passes (1 to 12; English writes "cards"
## whatever the number).

# A game without passing.
rules-pass-none = No cards are passed.
# Passing always to the left; $cards as above.
rules-pass-left = Before each deal every player passes { $cards } cards to the left.
# Passing always to the right; $cards as above.
rules-pass-right = Before each deal every player passes { $cards } cards to the right.
# Passing left and right in turn; $cards as above.
rules-pass-left-right = Players pass { $cards } cards, to the left and to the right in turn.
# The usual cycle of four deals, for an even number of players; $cards as above.
rules-pass-left-right-across-hold = Players pass { $cards } cards: to the left, then to the right, then across, then a deal with no passing, and round again.
# The usual cycle for an odd number of players, with no pass across; $cards as above.
rules-pass-left-right-hold = Players pass { $cards } cards: to the left, then to the right, then a deal with no passing (no pass across with an odd number of players).
# Left, right, across, then a deal where each passes one card to every other player;
# $cards as above.
rules-pass-scatter = Players pass { $cards } cards to the left, to the right, across; every fourth deal each player passes one card to each other player.
# Left, across, right; $cards as above.
rules-pass-left-across-right = Players pass { $cards } cards: to the left, across, to the right, and round again.
# Passing one seat further each deal; $cards as above.
rules-pass-rotating = Players pass { $cards } cards one seat to the left, then two seats, and so on round the table, then a deal with no passing.
# The star pass of six players.
rules-pass-star = Each player passes two cards: one to each of the two players opposite.
# The mixer: cards put in the middle and dealt again; $cards as above.
rules-pass-mixer = Each player puts { $cards } cards in the middle; the dealer shuffles them and deals them out again.
# The dealer chooses the pass.
rules-pass-dealers-choice = Before each deal the dealer chooses how many cards are passed, and where.
# Below the way of passing, when there is passing.
rules-pass-chosen-first = The cards to pass are chosen before seeing those received.
# Cards that may not be passed: $cards is a list of cards ("Q♠ and 10♦").
rules-pass-forbidden = These may not be passed: { $cards }.
# The pledge to take no hearts: $points is what it is worth ("10 points", from count-points),
# $value the same number alone.
rules-pass-pledge = Before the first trick each player may pledge to take no hearts: { $points } off if kept, { $value } more if broken.

## Play

# Play goes clockwise.
rules-play-clockwise = Play goes clockwise, to the left.
# Play goes anticlockwise.
rules-play-anticlockwise = Play goes anticlockwise, to the right.
# Who leads the first trick: $card is the lowest club in the pack (2♣, or 3♣ where the 2♣
# was removed).
rules-play-lowest-club-leads = The holder of the { $card } (the lowest club) leads it to the first trick.
# Who leads the first trick where a joker plays as the zero of clubs.
rules-play-zero-of-clubs-leads = The holder of the joker (the zero of clubs) leads it to the first trick.
# Who leads the first trick where eldest hand leads: $direction is the direction of play,
# "clockwise" (so the player to the dealer's left) or "anticlockwise" (to the right).
rules-play-eldest-hand-leads = The player to the dealer's { $direction ->
    [anticlockwise] right
   *[clockwise] left
}, the next in the direction of play (eldest hand), leads any card to the first trick.
# Who leads in Gong Zhu: $two is the 2♠, $queen the Q♠ (the pig).
rules-play-pig-taker-leads = The holder of the { $two } leads the first deal; after that, whoever took the { $queen } leads.
# Following suit and winning a trick.
rules-play-follow-suit = Players must follow the suit led if they can; otherwise they may play any card. The highest card of the suit led wins the trick, and its winner leads the next.
# No points on the first trick.
rules-play-no-penalty-first-trick = No penalty card may be played to the first trick, unless a hand holds nothing else.
# Hearts must be broken before they are led.
rules-play-hearts-not-led = Hearts may not be led until a heart has been played, unless the leader holds nothing else.
# Hearts must be broken before they are led, and the Q♠ ($queen) breaks them too.
rules-play-hearts-not-led-queen-breaks = Hearts may not be led until a heart or the { $queen } has been played, unless the leader holds nothing else.
# Neither hearts nor the Q♠ ($queen) may be led before a heart is played.
rules-play-hearts-and-queen-not-led = Hearts and the { $queen } may not be led until a heart has been played, unless the leader holds nothing else.
# Neither hearts nor the Q♠ ($queen) may be led before a heart or the Q♠ is played.
rules-play-hearts-and-queen-not-led-queen-breaks = Hearts and the { $queen } may not be led until a heart or the { $queen } has been played, unless the leader holds nothing else.
# After rules-play-hearts-not-led: an exception.
rules-play-penalty-hand-leads-hearts = A hand of only hearts and other penalty cards may lead a heart at any time.
# Where hearts need not be broken.
rules-play-any-lead = Any card may be led at any time.
# The Q♠ ($queen) must be played as soon as it can.
rules-play-queen-first-chance = The holder of the { $queen } must play it at the first chance: when unable to follow, or when a higher spade is already in the trick.
# The J♠ ($jack) is the first discard.
rules-play-black-jack-first = A player who cannot follow suit must discard the { $jack } before any other card.
# Likha: $queen is the Q♠, $ten the 10♦ (the two likhas).
rules-play-likha = A player holding both likhas ({ $queen } and { $ten }) who cannot follow suit must play one of them.
# Cancellation Hearts: identical cards (of two or three packs) in one trick.
rules-play-cancel = Identical cards in one trick cancel each other: none of them can win it, but they still count, and whoever takes the trick takes their points.
# Cancellation with three packs, one reading.
rules-play-third-copy-stands = With three copies in a trick, a pair cancels and the third copy stands.
# Cancellation with three packs, the other reading.
rules-play-three-copies-cancel = With three copies in a trick, all of them cancel.
# Cancellation: two pairs.
rules-play-two-pairs-cancel = Two cancelling pairs in one trick cancel the whole trick.
# Cancellation: a cancelled trick.
rules-play-cancelled-trick = If every card that could win is cancelled, the trick is cancelled: its cards stay in the middle, the same player leads again, and the winner of the next trick takes them too.
# Cancellation: the last trick cancelled, one reading.
rules-play-cancelled-last-trick-leader = A cancelled last trick goes to the player who led it.
# Cancellation: the last trick cancelled, the other reading.
rules-play-cancelled-last-trick-pair = A cancelled last trick goes to the player of the second of the two highest identical cards.
# Cancellation: the joker that is the zero of clubs.
rules-play-zero-of-clubs = The joker is the zero of clubs: leading it makes clubs the suit led, and it wins only when every other card is cancelled or off-suit.
# Two packs without cancellation.
rules-play-later-wins = Of two identical cards, the one played later wins.
# When a joker may be played, one reading.
rules-play-joker-any-time = A joker of no suit may be played at any time, even when able to follow suit; it never wins a trick.
# When a joker may be played, the other reading.
rules-play-joker-unable-to-follow = A joker of no suit may be played only when unable to follow suit; it never wins a trick.
# A joker leading, one reading.
rules-play-joker-lead-called = A joker may lead: its player then calls the suit to follow.
# A joker leading, another reading.
rules-play-joker-lead-next-card = A joker may lead: the next card played sets the suit to follow.
# A joker leading, not allowed.
rules-play-joker-no-lead = A joker may not lead a trick.
# Booster Nines.
rules-play-booster-nines = A nine played to a trick adds another round to it.

## Scoring

# Where every heart is worth the same: $points is that value ("1 point", from count-points).
rules-score-each-heart = Each heart taken scores { $points }.
# A card that scores: $card is its full name ("Queen of Spades", from card-name), $points its
# value ("13 points", from count-points; it may be negative).
rules-score-card = The { $card } scores { $points }.
# A bonus card: $card as in rules-score-card, $points what it takes off ("10 points").
rules-score-card-off = The { $card } takes { $points } off.
# Gong Zhu's scoring: $ten is the 10♣.
rules-score-gong-zhu-ten = Plus is good and minus is bad. The { $ten } doubles its taker's score, or scores +50 if its taker takes no other scoring card.
# Gong Zhu's scoring: $queen is the Q♠ (the pig).
rules-score-gong-zhu-hearts = A player who takes every heart scores them +200 instead, and the pig ({ $queen }) +100.
# Complex Hearts' scoring: $queen is the Q♠, $ten the 10♣.
rules-score-complex = The { $queen } counts 13i (imaginary), and the { $ten } multiplies its taker's score for the deal by 2i.
# Royal Hearts' scoring: $heart is the Q♥, $club the Q♣, $spade the Q♠.
rules-score-royal = The { $heart } doubles the hearts of the player who takes it; the { $club } cancels the { $spade } when one player takes both.
# Shooting the moon: $shooter is "player" or "partnership" (who shoots); $needs is "penalty"
# (every penalty card) or "bonus" (every counter, bonus cards too); $effect is what it does,
# one of the rules-moon- messages.
rules-score-moon = Shooting the moon ({ $shooter ->
    [partnership] a partnership that takes
   *[player] a player who takes
} { $needs ->
    [bonus] every counter, bonus cards included
   *[penalty] every penalty card
}): { $effect }.
# A game without shooting the moon.
rules-score-no-moon = There is no shooting the moon: the points count as taken.

## What shooting the moon does, after "Shooting the moon (…):" (rules-score-moon). $value is
## what the moon is worth (a number of points, 26 in Black Lady).

# The moon, the usual way; $value as above.
rules-moon-add-to-others = each other player scores { $value } and the shooter nothing
# The moon, subtracted; $value as above.
rules-moon-subtract = the shooter takes { $value } off their score and the others score nothing
# The moon, the shooter's choice; $value as above.
rules-moon-shooter-chooses = the shooter chooses: { $value } to each other player, or { $value } off their own score
# The moon, "new moon"; $value as above.
rules-moon-new-if-old-would-lose = each other player scores { $value }, unless that would end the game with the shooter losing: then the shooter takes { $value } off instead
# The moon, "old moon"; $value as above.
rules-moon-old-play-on = each other player scores { $value }; a deal with a moon never ends the game
# The moon, with a choice once a score is reached: $value as above; $score is that score;
# $who is "anyone" (once anyone has reached it) or "shooter" (once the shooter has).
rules-moon-choice-after-score = each other player scores { $value }; once { $who ->
    [anyone] anyone has
   *[shooter] the shooter has
} reached { $score }, the shooter may take { $value } off their own score instead
# The moon that scores nothing.
rules-moon-nobody-scores = nobody scores anything for the deal
# The moon charged to the shooter; $value as above.
rules-moon-penalty-to-shooter = the shooter is charged { $value } and nobody else scores

## Shooting the sun (taking every trick).

# Shooting the sun: $tricks is "all" (every trick) or "after-first" (every trick after the
# first); $effect is what it does, one of the rules-sun- messages.
rules-score-sun = Shooting the sun (taking { $tricks ->
    [after-first] every trick after the first
   *[all] every trick
}): { $effect }.
# What the sun does: a clean slate.
rules-sun-clean-slate = the shooter's game score goes back to 0
# What the sun does: $value to the player who passed to the shooter, $half to each other.
rules-sun-punishment = the player who passed to the shooter scores { $value } and each other player { $half }
# What the sun does where there is no moon: $value to each other player.
rules-sun-others = each other player scores { $value }
# What the sun does: as the moon, but worth $value.
rules-sun-as-moon = it scores as the moon does, worth { $value }
# After the sun.
rules-score-moon-needs-sun = Taking every counter without every trick scores normally.
# The big moon: $points (a number) to each other player.
rules-score-big-moon = Taking every counter ten deals in a row is the big moon: the shooter goes back to 0 and each other player scores { $points }.
# A moon does not end the game.
rules-score-no-win-on-moon = A deal with a moon or sun never ends the game: play goes on for at least one more deal.
# A bonus for taking no tricks: $points ("5 points", from count-points).
rules-score-no-tricks = Taking no tricks in a deal takes { $points } off.
# A floor for the bonus cards, in a deal.
rules-score-bonus-floor-deal = A bonus card cannot take a deal's score below zero.
# A floor for the bonus cards, in the game.
rules-score-bonus-floor-game = A bonus card cannot take a game score below zero.
# Landing on a score exactly: $scores is the score, or several joined by rules-score-or;
# $effect is "reset" (back to 0) or "fifty" (down by 50).
rules-score-exact = A score of exactly { $scores } { $effect ->
    [fifty] drops by 50
   *[reset] goes back to 0
}.
# Two or more scores in rules-score-exact: $first is a score, $rest another (or this message
# again). "50 or 100".
rules-score-or = { $first } or { $rest }
# No negative scores.
rules-score-floor = Scores never go below zero.
# Sweepstake counters: $start is how many each player starts with.
rules-score-sweepstake = Counters: each player starts with { $start } and pays one into the pool per point taken; the players who took none share the pool (odd counters stay), otherwise it waits for the next deal.
# Howell's counters: $start is how many each starts with, $pay how many each pays a point
# taken (one to each other player), $collect the total of the penalty cards.
rules-score-howell = Counters: each player starts with { $start }, pays { $pay } for each point taken, then collects { $collect } less their own points.
# A pool of chips: $start is how many each starts with, $ante how many each antes a deal.
rules-score-pool = Chips: each player starts with { $start } and antes { $ante } before each deal; the players who took no hearts share the pool; it stays if nobody is clear or one player took every heart.
# Lives: $lives is how many each player has, $threshold the points in a deal that cost one.
rules-score-lives = Each player has { $lives } lives; a deal of { $threshold } points or more costs one.
# Partners who add their scores.
rules-score-partners-add = Players opposite each other are partners and add their scores.
# Partners who keep their own scores.
rules-score-partners-apart = Players opposite each other are partners; scores are kept for each player.
# Settling in money: $amount is paid for each point.
rules-score-money = At the end each player pays { $amount } per point above the average score, or collects that much per point below.

## The end: how the game ends and who wins. These lines are also the caption of the score
## table.

# Gong Zhu: $target is the score (1000) that, negative, ends the game.
rules-end-gong-zhu = The game ends when someone reaches −{ $target }; the highest score wins.
# Complex Hearts: $target is the absolute value that loses.
rules-end-complex = The first player whose score reaches an absolute value of { $target } loses; the smallest absolute score wins.
# Partners, each keeping a score: $target is the score that loses.
rules-end-team-loses = The team of the first player to reach { $target } loses (if players of both teams reach it in the same deal, the higher score loses; if their scores are equal, another deal decides).
# Partners adding their scores: $target is the partnership's total that ends the game.
rules-end-team-scores = The game ends when a partnership reaches { $target } together; the lower partnership wins.
# The usual end: $score is the score that ends the game (100 in Black Lady).
rules-end-reach = The game ends after the deal in which someone reaches { $score }; the lowest score wins, and equal lowest scores share the win.
# The end with lives.
rules-end-lives = The game ends when only one player has lives left (or after the last deal): the last with lives wins, or the lowest score among them.
# The end with a pool of chips.
rules-end-pool = The game ends when one player holds every chip or one cannot ante; the most chips win.
# The end with counters.
rules-end-counters = The game ends when a player runs out of counters; the most counters win.
# A limit of deals: $deals is the most deals played.
rules-end-deals = The game ends after { $deals } deals at the latest.
# A limit of time: $minutes is the time.
rules-end-minutes = The game ends with the deal in progress after { $minutes } minutes.
# Who deals next: $queen is the Q♠.
rules-end-queen-taker-deals = Whoever took the { $queen } deals next.

## Notes: where these rules follow a published rule or a house reading.

# Hearts: the cards removed for three, five and six players; $diamond is the 2♦, $club the
# 2♣. "The Bicycle rules" are the rules printed by the card maker Bicycle.
rules-note-hearts-deal = For three players the { $diamond } is removed, for five the { $diamond } and the { $club }, as in the Bicycle rules. Six players add two jokers and hold nine cards each.
# Black Lady after Foster (1909): $spade is the 2♠.
rules-note-foster-deal = Foster's own words: the { $spade } goes for three players, both black deuces for five, all four for six.
# Black Lady after Culbertson: $spade, $club, $diamond and $heart are the four deuces.
rules-note-culbertson-deal = House rule: Culbertson's deuces go in Foster's order ({ $spade }, { $club }, { $diamond }, { $heart }).
# Black Maria; Parlett is the author of a book of card games.
rules-note-black-maria-spades = The spade values and the pass to the right are the standard published rule (Parlett).
# Black Maria's deal: $club is the 2♣, $diamond the 2♦.
rules-note-black-maria-deal = Three players remove the { $club }, five the { $club } and { $diamond }, six all four deuces (Parlett).
# Royal Hearts: $diamond is the Q♦, $club the Q♣, $spade the Q♠.
rules-note-royal = House rule: the { $diamond } counts −10, and the { $club } cancels the { $spade } when one player takes both.
# Hooligan Hearts: $seven is the 7♣.
rules-note-hooligan = The { $seven } is worth 7. Some tables add a king and a ten as penalty cards too; they are left out here.
# Gong Zhu: $ten is the 10♣, $two the 2♠; the pig is the Q♠.
rules-note-gong-zhu = In this version the { $ten } doubles its taker's score, or scores +50 alone; taking every heart turns them to +200 and the pig to +100; the { $two } leads the first deal and the pig's taker the next ones.
# Gong Zhu: $ace is the A♥, $queen the Q♠, $jack the J♦, $ten the 10♣.
rules-note-gong-zhu-exposing = Exposing the { $ace }, { $queen }, { $jack } or { $ten } before play to double its value (a published option) is not played here.
# Likha.
rules-note-likha = In this version the moon's 37 points are charged to the shooter alone, three cards are passed to the right, and the likha rule binds a player who holds both likhas, not either one.
# Complex Hearts.
rules-note-complex = The winner is the player with the smallest absolute score (house: the sources name only the loser).
# Danger Hearts.
rules-note-danger = House rule: the winner is the last player with lives, or the lowest score after ten deals; players who lose their last lives together are ranked by score.
# Cancellation Hearts with three packs.
rules-note-cancellation-packs = House rules: with three packs every copy of a card cancels; a moon needs every penalty card of every pack and is worth their total.
# Cancellation Hearts' passing.
rules-note-cancellation-passing = Passing takes at most a quarter of the hand; house rules differ.
# Cancellation Hearts' first trick: $game is the name of the game whose rules it keeps
# ("Black Lady").
rules-note-cancellation-first-trick = House rule: the first trick keeps { $game }'s rules (no penalty cards, hearts not led); a cancelled first trick is played again under them.
# Joker Hearts; Morehead is the author of a book of card games.
rules-note-joker-hearts = Two jokers are added, and deuces are removed in Morehead's order so that the deal comes out even. The jokers score nothing, and may not lead.
# Small Hearts: $jack is the J♦ (an option makes it a bonus card).
rules-note-small-hearts = The moon gives each other player 14 points, with the { $jack } option too.
# A kitty that goes with the first heart.
rules-note-kitty = House rule: if no trick holds a heart, the kitty goes with the last trick.
# Jokers of no suit.
rules-note-joker-trick = House rule: a trick of nothing but jokers goes to the player who led it.
# A joker lead whose suit the next card sets.
rules-note-joker-lead-heart = House rule: after a joker lead, the card that sets the suit may be a heart only once hearts are broken, as if it were led.
# Shooting the sun with the punishment of the passer.
rules-note-sun-punishment = House rule: on a deal without passing nobody passed to the shooter, so each other player scores half the sun.
# A variant switched on: $variant is its name, $explanation what it does (a phrase that
# begins in lower case: "the Q♥ counts 13 instead of 1").
rules-note-variant = Variant ({ $variant }): { $explanation }.
# The last note of every game.
rules-note-no-misdeals = Misdeals, wrong hands, playing out of turn and revokes cannot happen here: the cards are dealt evenly and only legal cards can be played.

### The glossary, under the rules in How to play: the words of the Hearts family a player
### meets at the table. Each message is the word; its .meaning what it means.

# A word of the glossary.
glossary-trick = Trick
    .meaning = One card from each player in turn; the highest card of the suit led takes them all.
# A word of the glossary.
glossary-void = Void
    .meaning = Having no card of a suit: you may then play any card, often a penalty card.
# A word of the glossary.
glossary-duck = Duck
    .meaning = Playing under the card that is winning the trick so as not to take it.
# A word of the glossary.
glossary-counter = Counter
    .meaning = A card that scores when taken: hearts, the Queen of Spades, and in some games the Jack or Ten of Diamonds (a bonus) or others.
# A word of the glossary.
glossary-moon = Shooting the moon
    .meaning = Taking every penalty card in one deal: instead of scoring them, the shooter's opponents take the points (or the shooter loses them).
# A word of the glossary.
glossary-sun = Shooting the sun
    .meaning = Taking every trick of a deal, for a larger reward than the moon where the rules have it.
# A word of the glossary.
glossary-breaking-hearts = Breaking hearts
    .meaning = The first heart played in a deal; until then hearts may not be led in most games.
# A word of the glossary.
glossary-bleeding-spades = Bleeding spades
    .meaning = Leading spades to force out the Queen of Spades from whoever holds her.
# A word of the glossary: a nickname of players of Cancellation Hearts for a daring lead.
glossary-aardvark = Aardvark
    .meaning = In Cancellation Hearts with two packs: leading the Queen of Spades in the hope that the other Queen of Spades is played too, so that both cancel and the 26 points go to whoever takes the trick.
# A word of the glossary.
glossary-carry-over = Carry-over
    .meaning = In Cancellation Hearts, a trick whose winning cards all cancel is left in the middle and goes to the winner of the next trick.
# A word of the glossary.
glossary-cancellation = Cancellation
    .meaning = With two or three packs, identical cards played to one trick cancel each other: none of them can win it, but they still count, and whoever takes the trick takes their points.
# A word of the glossary.
glossary-kitty = Kitty
    .meaning = Cards dealt to nobody when the pack does not divide evenly; they go to the winner of the first trick (or another trick, by the rules).
# A word of the glossary.
glossary-pledge = Pledge
    .meaning = A promise, made before the first trick, to take no hearts in the deal, for a reward or a penalty.

# The line under the title of How to play: $description is the game's line (game-description-…), its first letter made a capital where the language has them; ends the sentence.
rules-summary = { $description }.
