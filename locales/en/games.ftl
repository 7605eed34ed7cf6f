### The catalogue of games: the games' names and lines, their variants, the rule options and
### their values, and the bots' levels, as the New game dialog and the rules show them.

## The games (src/engine/presets.rs): each game's name, and one line on what makes it what it is.
## A line starts in lower case (unless with a name); the page capitalizes its first letter
## where the line stands alone.

# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-hearts = Hearts
# The line under the game "Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-hearts = the original: each heart 1 point, no queen of spades, no passing
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-black-lady = Black Lady
# The line under the game "Black Lady" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-black-lady = Hearts as most people know it: hearts 1 each, the queen of spades 13, shoot the moon, game to 100
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-black-lady-morehead = Black Lady (Morehead)
# The line under the game "Black Lady (Morehead)" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-black-lady-morehead = Morehead's rules: pass three left, eldest hand leads any card
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-black-lady-foster = Black Lady (Foster, 1909)
# The line under the game "Black Lady (Foster, 1909)" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-black-lady-foster = the earliest rules: pass three left, counters paid into a pool
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-black-lady-culbertson = Black Lady (Culbertson, 1950)
# The line under the game "Black Lady (Culbertson, 1950)" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-black-lady-culbertson = Culbertson's rules: taking every counter scores nothing
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-black-bess = Black Bess
# The line under the game "Black Bess" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-black-bess = Black Lady with the queen of spades at 15
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-omnibus = Omnibus Hearts
# The line under the game "Omnibus Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-omnibus = the ten of diamonds (or the jack) takes 10 points off; the moon needs all fifteen counters
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-pink-lady = Pink Lady
# The line under the game "Pink Lady" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-pink-lady = the queen of hearts counts 13 as well: 38 points a deal
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-black-jack = Black Jack
# The line under the game "Black Jack" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-black-jack = the jack of spades counts 10 instead of the queen
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-spot-hearts = Spot Hearts
# The line under the game "Spot Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-spot-hearts = hearts count their spots (court cards 10), the queen of spades 25: 119 a deal
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-pip-hearts = Pip Hearts
# The line under the game "Pip Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-pip-hearts = hearts count their rank, jack 11 to ace 14; the queen of spades is free
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-graded-hearts = Graded Hearts
# The line under the game "Graded Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-graded-hearts = high hearts cost more: jack 2, queen 3, king 4, ace 5
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-cancellation = Cancellation Hearts
# The line under the game "Cancellation Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-cancellation = two packs for 5 to 11: identical cards in a trick cancel each other
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-cancellation-three-packs = Cancellation Hearts (three packs)
# The line under the game "Cancellation Hearts (three packs)" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-cancellation-three-packs = eleven players, three packs, fourteen cards each
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-rickety-kate = Rickety Kate
# The line under the game "Rickety Kate" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-rickety-kate = Black Lady without shooting the moon, as played in Australia
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-black-maria = Black Maria
# The line under the game "Black Maria" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-black-maria = the British game: spade ace 7, king 10, queen 13; pass to the right
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-queens = Queens
# The line under the game "Queens" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-queens = every queen 13; hearts lead any time; game to 108
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-small-hearts = Small Hearts
# The line under the game "Small Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-small-hearts = a 28-card pack: 2s to 7s out, the 8 of clubs leads, queen of spades 7
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-danger-hearts = Danger Hearts
# The line under the game "Danger Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-danger-hearts = ten deals, three lives: a deal of 15 points or more costs a life
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-complex-hearts = Complex Hearts
# The line under the game "Complex Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-complex-hearts = the queen of spades is 13i and the ten of clubs multiplies by 2i
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-royal-hearts = Royal Hearts
# The line under the game "Royal Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-royal-hearts = queen of spades 26, queen of hearts doubles hearts, two more special queens
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-hooligan-hearts = Hooligan Hearts
# The line under the game "Hooligan Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-hooligan-hearts = Black Lady with the seven of clubs worth 7 more
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-gong-zhu = Gong Zhu (Chase the Pig)
# The line under the game "Gong Zhu (Chase the Pig)" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-gong-zhu = the Chinese game: plus and minus cards, the ten of clubs doubles, to -1000
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-likha = Likha
# The line under the game "Likha" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-likha = partners play anticlockwise; the queen of spades and ten of diamonds are likhas
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-partnership-hearts = Partnership Hearts
# The line under the game "Partnership Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-partnership-hearts = partners opposite add their scores
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-joker-hearts = Joker Hearts
# The line under the game "Joker Hearts" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-joker-hearts = two jokers: play one any time; it never wins and scores nothing
# The name of a game, in the New game dialog's list of games, the bar over the table and the rules' title.
game-title-booster-nines = Booster Nines
# The line under the game "Booster Nines" in the New game dialog (and, capitalized, the rules' summary): what makes it what it is.
game-description-booster-nines = a nine played to a trick adds another round to it

# Who a game is for, where a game takes one count of players: $players. "for 4 players".
game-for-players = for { $players } players
# Who a game is for, where it takes several counts of players, from $min to $max. "for 3 to 6
# players".
game-for-players-range = for { $min } to { $max } players
# A group of games in the New game dialog's list of games.
game-group-classic = Classic games
# A group of games in the New game dialog's list: the games for big tables.
game-group-big = Big tables: Cancellation Hearts
# A group of games in the New game dialog's list: every other game.
game-group-other = Other variants

## The variants (src/engine/variants.rs): switches laid over a game, each with a line on what it does.

# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-strip-morehead = Strip deuces (Morehead)
# The line under the variant "Strip deuces (Morehead)" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-strip-morehead = deal evenly by removing the 2♣, 2♦, 3♣ and 2♠, in that order, as needed (Morehead)
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-strip-foster = Strip deuces (Foster)
# The line under the variant "Strip deuces (Foster)" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-strip-foster = deal evenly by removing the 2♠, 2♣, 2♦ and 2♥, in that order, as needed (Foster)
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-kitty = Kitty
# The line under the variant "Kitty" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-kitty = deal every card; the ones left over go face down to the winner of the first trick
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-jokers = Jokers
# The line under the variant "Jokers" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-jokers = add jokers of no suit until the deal comes out even (three for five players, two for six)
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-kitty-first-heart = Kitty to the first heart
# The line under the variant "Kitty to the first heart" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-kitty-first-heart = the kitty goes to whoever first takes a trick with a heart in it
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-kitty-seen = Kitty may be seen
# The line under the variant "Kitty may be seen" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-kitty-seen = whoever takes the kitty may look at it
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-pink-lady = Pink Lady
# The line under the variant "Pink Lady" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-pink-lady = the Q♥ counts 13 instead of 1
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-omnibus = Omnibus
# The line under the variant "Omnibus" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-omnibus = the 10♦ counts −10 for its taker, and the moon needs it as well as the penalty cards
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-omnibus-jack = Jack of diamonds
# The line under the variant "Jack of diamonds" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-omnibus-jack = the J♦ is the −10 bonus card instead of the 10♦
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-small-hearts-jack = Jack of diamonds
# The line under the variant "Jack of diamonds" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-small-hearts-jack = the J♦ counts 5 points too; the moon is still worth 14 and needs the J♦
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-black-jack-first = Black Jack first
# The line under the variant "Black Jack first" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-black-jack-first = a player who cannot follow suit and holds the J♠ must discard it
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-left-right = Left and right
# The line under the variant "Left and right" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-left-right = pass to the left and to the right, deal by deal
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-howell = Howell settlement
# The line under the variant "Howell settlement" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-howell = settle each deal Howell's way: pay (players − 1) counters for each point taken, then claim the points not taken
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-fifty-counters = Fifty counters
# The line under the variant "Fifty counters" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-fifty-counters = each player starts with 50 counters instead of 100
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-pool = Ante and pool
# The line under the variant "Ante and pool" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-pool = everyone antes a chip before each deal; those who took no hearts share the pool
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-third-copy-stands = A third copy stands
# The line under the variant "A third copy stands" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-third-copy-stands = with three packs, two identical cards cancel but a third copy can still win
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-two-pairs-cancel = Two pairs cancel the trick
# The line under the variant "Two pairs cancel the trick" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-two-pairs-cancel = when two pairs cancel in one trick, the whole trick is cancelled
# The name of a variant, beside its switch in the New game dialog, and in the rules.
variant-title-last-trick-to-pair = Last trick to the pair
# The line under the variant "Last trick to the pair" in the New game dialog (capitalized there), and in the rules after its name: what it does.
variant-explanation-last-trick-to-pair = a cancelled last trick goes to whoever played the second of the highest pair


## The rule options (src/engine/options.rs): each a switch or a choice, with a line on what it does.

# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-passing = Passing
# The line under the rule option "Passing" in the New game dialog (capitalized there): what it does.
option-line-passing = where the cards go before each deal's play, in turn
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-pass-cards = Cards passed
# The line under the rule option "Cards passed" in the New game dialog (capitalized there): what it does.
option-line-pass-cards = how many cards each player passes
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-moon = Shooting the moon
# The line under the rule option "Shooting the moon" in the New game dialog (capitalized there): what it does.
option-line-moon = what taking every penalty card scores
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-direction = Direction of play
# The line under the rule option "Direction of play" in the New game dialog (capitalized there): what it does.
option-line-direction = which way the turn goes round the table
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-opening-lead = First lead
# The line under the rule option "First lead" in the New game dialog (capitalized there): what it does.
option-line-opening-lead = who leads the first trick of a deal
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-no-points-first-trick = No points on the first trick
# The line under the rule option "No points on the first trick" in the New game dialog (capitalized there): what it does.
option-line-no-points-first-trick = no penalty card may be played to the first trick, unless the hand holds nothing else
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-hearts-broken = Hearts must be broken
# The line under the rule option "Hearts must be broken" in the New game dialog (capitalized there): what it does.
option-line-hearts-broken = hearts may not be led until one has been played, unless the leader holds only hearts
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-queen-broken = The Q♠ waits too
# The line under the rule option "The Q♠ waits too" in the New game dialog (capitalized there): what it does.
option-line-queen-broken = nor may the Q♠ be led before hearts are broken
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-queen-breaks-hearts = The Q♠ breaks hearts
# The line under the rule option "The Q♠ breaks hearts" in the New game dialog (capitalized there): what it does.
option-line-queen-breaks-hearts = playing the Q♠ breaks hearts too
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-penalty-hand-leads-hearts = A hand of penalty cards may lead hearts
# The line under the rule option "A hand of penalty cards may lead hearts" in the New game dialog (capitalized there): what it does.
option-line-penalty-hand-leads-hearts = a hand of nothing but hearts and other penalty cards may lead a heart before they are broken
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-queen-first-chance = The Q♠ at the first chance
# The line under the rule option "The Q♠ at the first chance" in the New game dialog (capitalized there): what it does.
option-line-queen-first-chance = whoever holds the Q♠ must play it when discarding, or under a higher spade
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-pledge = The pledge
# The line under the rule option "The pledge" in the New game dialog (capitalized there): what it does.
option-line-pledge = before play, each player may pledge to take no hearts: 10 off if kept, 10 more if broken
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-no-tricks-bonus = No tricks, 5 off
# The line under the rule option "No tricks, 5 off" in the New game dialog (capitalized there): what it does.
option-line-no-tricks-bonus = a player who takes no trick in a deal scores 5 less
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-floor-at-zero = Scores never below zero
# The line under the rule option "Scores never below zero" in the New game dialog (capitalized there): what it does.
option-line-floor-at-zero = a bonus never takes a score below zero
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-joker-lead = A joker's lead
# The line under the rule option "A joker's lead" in the New game dialog (capitalized there): what it does.
option-line-joker-lead = whether a joker may lead, and what the others must follow
# The name of a rule option, beside its switch or choice in the New game dialog's rule options.
option-title-joker-any-time = Jokers any time
# The line under the rule option "Jokers any time" in the New game dialog (capitalized there): what it does.
option-line-joker-any-time = a joker may be played even by a player who could follow suit

## The values of the rule options, in the New game dialog's choices.

# The value of a switch (a rule option that is on or off): on.
option-value-on = On
# The value of a switch: off.
option-value-off = Off
# A number of cards passed, in the choice "Cards passed": $cards.
option-value-pass-cards = { $cards }
# A way of passing, in the choice "Passing".
option-value-passing-none = No passing
# A way of passing, in the choice "Passing".
option-value-passing-left = Always left
# A way of passing, in the choice "Passing".
option-value-passing-right = Always right
# A way of passing, in the choice "Passing".
option-value-passing-left-right = Left, right
# A way of passing, in the choice "Passing".
option-value-passing-left-right-across-hold = Left, right, across, hold
# A way of passing, in the choice "Passing".
option-value-passing-left-right-across-scatter = Left, right, across, one to each
# A way of passing, in the choice "Passing".
option-value-passing-left-across-right = Left, across, right
# A way of passing, in the choice "Passing".
option-value-passing-rotating = One seat further each deal, then hold
# A way of passing, in the choice "Passing".
option-value-passing-star = Star: one card to each player opposite
# A way of passing, in the choice "Passing".
option-value-passing-mixer = Into the middle, shuffled and dealt again
# A way of passing, in the choice "Passing".
option-value-passing-dealers-choice = Dealer's choice
# What shooting the moon scores, in the choice "Shooting the moon".
option-value-moon-none = No moon
# What shooting the moon scores, in the choice "Shooting the moon".
option-value-moon-old = Old moon: everyone else scores it
# What shooting the moon scores, in the choice "Shooting the moon".
option-value-moon-new = New moon: off the shooter's score
# What shooting the moon scores, in the choice "Shooting the moon".
option-value-moon-choice = The shooter chooses old or new
# What shooting the moon scores, in the choice "Shooting the moon".
option-value-moon-new-if-losing = Old, or new when old would lose the game
# What shooting the moon scores, in the choice "Shooting the moon".
option-value-moon-old-play-on = Old; play on when it would lose the game
# What shooting the moon scores, in the choice "Shooting the moon".
option-value-moon-nobody-scores = Nobody scores the deal
# What shooting the moon scores, in the choice "Shooting the moon".
option-value-moon-penalty = The shooter is penalised
# What shooting the moon scores, in the choice "Shooting the moon" (a game that has this rule).
option-value-moon-choice-after-score = Old, until a score: then a choice
# Which way the turn goes, in the choice "Direction of play".
option-value-direction-clockwise = Clockwise (to the left)
# Which way the turn goes, in the choice "Direction of play".
option-value-direction-anticlockwise = Anticlockwise (to the right)
# Who leads the first trick, in the choice "First lead".
option-value-opening-lead-lowest-club = The lowest club
# Who leads the first trick, in the choice "First lead".
option-value-opening-lead-eldest = The player left of the dealer, any card
# Who leads the first trick, in the choice "First lead".
option-value-opening-lead-pig-taker = Whoever took the Q♠ last deal
# Whether a joker may lead, in the choice "A joker's lead".
option-value-joker-lead-never = A joker may not lead
# Whether a joker may lead, in the choice "A joker's lead".
option-value-joker-lead-next-card = It may; the next card sets the suit
# Whether a joker may lead, in the choice "A joker's lead".
option-value-joker-lead-called = It may; the leader calls the suit

## The bots' levels (src/bots/mod.rs), in the New game dialog and beside each opponent.

# The name of a bots' level, in the New game dialog and under an opponent's name.
level-label-beginner = Beginner
# What the level "Beginner" plays like, beside its name in the New game dialog.
level-description-beginner = Plays any legal card at random
# The name of a bots' level, in the New game dialog and under an opponent's name.
level-label-easy = Easy
# What the level "Easy" plays like, beside its name in the New game dialog.
level-description-easy = Ducks when it can and dumps its worst card when void
# The name of a bots' level, in the New game dialog and under an opponent's name.
level-label-normal = Normal
# What the level "Normal" plays like, beside its name in the New game dialog.
level-description-normal = A solid player: passes well, ducks, dumps points, guards the moon
# The name of a bots' level, in the New game dialog and under an opponent's name.
level-label-hard = Hard
# What the level "Hard" plays like, beside its name in the New game dialog.
level-description-hard = Thinks ahead: plays out many guesses of the hidden cards
# The name of a bots' level, in the New game dialog and under an opponent's name.
level-label-expert = Expert
# What the level "Expert" plays like, beside its name in the New game dialog.
level-description-expert = Thinks longer and deeper than Hard

## Old moon or new moon: the choice a shooter makes where the rules let them (src/lang/words/catalog.rs)

# The old moon, inside a sentence: the others score the moon's value.
moon-old = old moon
# The new moon, inside a sentence: the shooter takes the moon's value off their score.
moon-new = new moon
# The old moon on the shooter's button, as a heading.
moon-old-title = Old moon
# The new moon on the shooter's button, as a heading.
moon-new-title = New moon
# What the old moon does: $value is the moon's worth (26).
moon-old-effect = everyone else scores { $value }
# What the new moon does, said to the shooter: $value is the moon's worth (26).
moon-new-effect = { $value } off your score
