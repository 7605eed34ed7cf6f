### What the bots say of a choice: the Hint under the table ("Hint: Play the Queen of Spades."
### and its reason), "why not this card?" (the Hint's buttons compare another choice), and the
### after-hand review, which says what the Expert would have done instead. Each is a few whole
### sentences, words first; the figures they rest on (margins, percentages) open on a tap.
###
### The reasons are claims about a card ("it stays under Greta's J♣"): each claim-* message is
### a clause, with no capital and no full stop, set into the sentences below. Cards are written
### short, as the pack's corner prints them ("Q♠"); $player is a player's name as the table
### shows it ("Greta", "West"). A "choice" is one of hint-choice-*: a card ("the 9♣"), a suit
### called ("♥") or the cards of a pass ("the Q♠, K♠ and 2♣").

## The claims: what playing a card does. Where a claim's subject is the card itself it is $it:
## hint-it ("it"), or the card named ("the 7♠", from hint-choice-the) when the sentence speaks
## of another card than its own ("the 7♠ stays under East's 5♠").

# A claim: the card is the only one the player may play. $it is the card (see above).
claim-only-card = { $it } is the only card you may play
# A claim: the card cancels the same card another player played (in games where two equal
# cards cancel). $it is the card; $player the other player; $card the card they played.
claim-cancels = { $it } cancels { $player }'s { $card }, so neither can win the trick
# A claim: played last, the card takes the trick, which holds no points.
claim-takes-nothing = you take the trick, with no points
# A claim: played last, the card takes the trick; $points is how many it holds (count-points,
# "3 points").
claim-takes = you take the trick with { $points }
# A claim: the card stays under a higher card that nothing left can cancel. $it is the card;
# $player is who played the higher card, $card that card.
claim-under = { $it } stays under { $player }'s { $card }
# A claim: the game's worst card ($worst, "Q♠"), discarded or played low, goes to whoever takes
# the trick.
claim-gives-away = the { $worst } goes to whoever takes the trick, not to you
# A claim: the card is discarded while another player wins the trick so far; $player is that
# player, $card their winning card.
claim-onto = { $player }'s { $card } is winning the trick so far
# A claim: the player's partner ($player, a name) is winning the trick so far.
claim-partner-winning = your partner { $player } is winning the trick
# A claim: no card still out can beat the card or cancel it.
claim-unbeatable = nobody can beat it
# A claim: $copies more of the same card ($card) are still out, and could cancel it. With 1:
# "the other A♦".
claim-may-be-cancelled = { $copies ->
    [1] the other { $card } is still out and could cancel it
   *[other] { $copies } more { $card } are still out, and any one could cancel it
}
# A claim: the game's worst card ($worst) is still out and ranks above the card. $copies is
# how many of it are still out, $packs how many packs the game uses (so how many there are):
# with one pack "the Q♠"; with two, "both Q♠" or "a Q♠".
claim-worst-above = { $packs ->
    [1] the { $worst } is still out, above it
    [2] { $copies ->
        [1] a { $worst } is still out, above it
       *[other] both { $worst } are still out, above it
    }
   *[other] { $copies ->
        [1] a { $worst } is still out, above it
       *[other] { $copies } { $worst } are still out, above it
    }
}
# A claim: $count cards of the card's suit that rank above it are still out. $suit is the
# suit's word for that many (suit-clubs…: "club", "clubs").
claim-higher-out = { $count ->
    [1] one higher { $suit } is still out
   *[other] { $count } higher { $suit } are still out
}
# A claim: $count cards of the card's suit that rank below it are still out, so the card could
# win a trick later. $suit as in claim-higher-out.
claim-lower-out = { $count ->
    [1] one lower { $suit } is still out, so it could win a trick later
   *[other] { $count } lower { $suit } are still out, so it could win a trick later
}
# A claim about a card led: $count other players have shown they hold no $suit (the suit's
# plural word); $players are their names as a list ("Ada and Basil"). Past two, only the count.
claim-void-shown = { $count ->
    [1] { $players } has shown no { $suit }, and can discard on this trick
    [2] { $players } have shown no { $suit }, and can discard on this trick
   *[other] { $count } players have shown no { $suit }, and can discard on this trick
}
# A claim: the card is the player's last of its suit. $it is the card; $suit the suit's word
# for one card ("club"), $suits its plural ("clubs").
claim-last-of-suit = { $it } is your last { $suit }, so you may play another suit when { $suits } are led
# A claim: after it the player keeps $low, a lower card of the suit, to give up the lead.
claim-keeps-low = you keep the { $low } to give up the lead later
# A claim: the trick holds $points so far (count-points, "3 points").
claim-trick-holds = the trick holds { $points } so far
# A claim: another player ($player) has taken every point of the deal so far.
claim-moon-threat = { $player } has taken every point so far
# A claim: the card takes the trick for certain, so the player leads the next one, from the
# one suit they have left: $suits, the suit's plural word ("clubs").
claim-wins-lead-from = you win the lead, and then must lead from your { $suits }
# A claim: the card takes the trick for certain, so the player leads the next one.
claim-wins-lead = you win the lead and must lead the next trick
# A claim: after it the player still holds the game's worst card, $worst.
claim-keeps-worst = you keep the { $worst }, and someone may force it out of you later
# A claim: after it the player still holds $high, above the game's worst card $worst, which is
# still out.
claim-keeps-above-worst = you keep the { $high }, and the { $worst } could still fall on it later
# A claim: the card ranks above the game's worst card $worst, which is still out, and cannot
# take this trick.
claim-sheds-above-worst = you get rid of a card the { $worst } could fall on later, without taking this trick
# A claim: after it the player still holds $high, a higher card of the suit that could win a
# trick later.
claim-keeps-high = you keep the { $high }, which could win a trick later
# A claim: on the first trick no penalty card may be played (in games with that rule).
claim-first-trick = on the first trick nobody may play a penalty card unless they hold nothing else, so a high card goes cheaply now

## The pieces the Hint's sentences are made of.

# The card a claim is about, as the claim's subject ($it in claim-only-card, claim-cancels,
# claim-under, claim-last-of-suit): "it is the only card you may play".
hint-it = it
# Two claims about a card in one clause: $first and $second are claims.
hint-claims = { $first }, and { $second }
# A claim about another card than the sentence's own, for a claim whose subject is not the card:
# "with the 7♠, you keep the Q♠…". $card is the card (hint-choice-the, or hint-it), $claim the
# claim.
hint-with-card = with { $card }, { $claim }
# The same as hint-with-card, first in its sentence: "With the 7♠, you keep the Q♠…". $card
# and $claim as there.
hint-with-card-first = With { $card }, { $claim }
# A choice named in a sentence: $cards is a card ("the 9♣") or the cards of a pass, as a list
# ("the Q♠, K♠ and 2♣").
hint-choice-the = the { $cards }
# The same as hint-choice-the, first in a sentence: "The 9♣". $cards as there.
hint-choice-the-first = The { $cards }
# The player's own choice: "your 9♣", "your Q♠, K♠ and 2♣", "your ♥". $cards is the card,
# the cards of a pass as a list, or a suit's symbol.
hint-choice-your = your { $cards }
# The same as hint-choice-your, first in a sentence: "Your 9♣". $cards as there.
hint-choice-your-first = Your { $cards }
# A suit called for a joker led, as a choice: $suit is the suit's symbol ("♥").
hint-choice-suit = { $suit }

## The Hint's words, and "why not…?"'s and the review's.

# The Hint's first sentence: what to do and why. $verb is lead, discard, call or play;
# $choice the choice (hint-choice-the: "the 3♠"; a suit called: "♥"); $why the reason (claims,
# or one of the clauses below). "Lead the 3♠: nobody can beat it."
hint-do = { $verb ->
    [lead] Lead
    [discard] Discard
    [call] Call
   *[play] Play
} { $choice }: { $why }.
# The reason in hint-do when nothing the player can see sets the card apart.
hint-did-best = it did best when the hidden cards were guessed and played out
# The reason in hint-do when the only difference the player can see points the other way:
# $claim is that claim about the card.
hint-yet-did-best = { $claim }, yet it did best when the hidden cards were guessed and played out
# The reason in hint-do when the only difference the player can see points the other way, a
# claim about the other card: $claim (hint-with-card, or a claim of "the 7♠").
hint-did-best-though = it did best when the hidden cards were guessed and played out, though { $claim }
# The reason in hint-do when nothing sets the card apart from the next best: $other is that
# choice ("the 7♠").
hint-nothing-apart = nothing you can see sets it apart from { $other }, but it did best when the hidden cards were guessed and played out
# After the Hint's first sentence: the next best choice did about as well. $other is that
# choice, first in the sentence ("The 7♠", or a pass: "The 7♠, 9♠ and 2♣"), $count how many
# cards it holds.
hint-as-good = { $other } { $count ->
    [one] is
   *[other] are
} about as good.
# The same as hint-as-good, with what may be said for it or against the Hint's card: $other and
# $count as there; $why a claim.
hint-as-good-because = { $other } { $count ->
    [one] is
   *[other] are
} about as good: { $why }.
# The same as hint-as-good, with a claim against it: $other and $count as there; $why a claim
# ("though it stays under East's 5♠").
hint-as-good-though = { $other } { $count ->
    [one] is
   *[other] are
} about as good, though { $why }.
# A claim about another card as a sentence of its own: $claim begins the sentence ("The 7♠
# stays under East's 5♠", "With the 7♠, you keep the Q♠…").
hint-claim-sentence = { $claim }.
# How one choice compares with another, without a full stop ("The J♣ is worse than the 9♣"):
# $subject is the first choice, first in the sentence ("The J♣", or the player's own: "Your
# J♣"), $count how many cards it holds (a pass may hold several), $verdict better, worse or
# as-good, $other the second choice ("the 9♣", "your J♣"). Only inside hint-verdict-*.
hint-verdict = { $subject } { $count ->
    [one] is
   *[other] are
} { $verdict ->
    [better] better than
    [worse] worse than
   *[as-good] about as good as
} { $other }
# "Why not…?" and the review: the comparison alone. $verdict is hint-verdict.
hint-verdict-only = { $verdict }.
# "Why not…?" and the review: the comparison and why. $verdict is hint-verdict, $why the
# reason (claims, or a pass's reasons).
hint-verdict-because = { $verdict }: { $why }.
# "Why not…?" and the review, where only a claim pointing the other way can be seen:
# $verdict is hint-verdict, $claim that claim, of the card it is about ("the 2♠ stays under
# East's 5♠").
hint-verdict-played-out-though = { $verdict }: the difference shows only when the hidden cards are guessed and played out, though { $claim }.
# "Why not…?" and the review, where nothing the player can see sets the two apart: $verdict is
# hint-verdict.
hint-verdict-played-out = { $verdict }; nothing you can see sets them apart: the difference shows only when the hidden cards are guessed and played out.
# After a comparison: what the other choice does. $choice is that choice, first in the sentence
# ("The 9♣", "Your J♣"); $why the reason.
hint-of-choice = { $choice }: { $why }.
# Where the bots said nothing (a choice not yet explained): nothing at all.
hint-nothing = { "" }
# Two sentences of the same words, one after the other: $first and $next.
hint-sentences = { $first } { $next }
# The Hint of the Beginner level, which plays at random.
hint-random = A random legal choice
# The Hint when the player has nothing to decide.
hint-nothing-to-decide = Nothing to decide
# The Hint when the table has no such seat (a fault): $number is the seat's number, from 1.
hint-no-seat = No seat { $number } at this table
# The Hint when the game's record cannot be replayed (a fault): $why is the reason (refusal-record-…).
hint-not-playable = Not a game that can be played: { $why }
# The Hint's words while the player's own pass is being weighed against the Hint's.
hint-weighing-pass = Weighing your pass against it…

## A pass explained card by card: "Q♠: the card that costs most; K♠, A♠: they could be forced
## to take the Q♠". $count is how many cards the reason is said of ("it" for one, "they").

# Cards of a pass that go for the same reason, as a list: $first, then $next (the rest).
hint-pass-cards = { $first }, { $next }
# Cards of a pass and why they go: $cards (hint-pass-cards, or one card), $why the reason.
hint-pass-group = { $cards }: { $why }
# The reasons of a pass, one group after another: $first, then $next (the rest).
hint-pass-groups = { $first }; { $next }
# Why a card of a pass goes; $count as above.
hint-pass-costs-points = { $count ->
    [one] it costs points
   *[other] they cost points
}
# Why a card of a pass goes: it is the game's worst card. $count as above.
hint-pass-costs-most = { $count ->
    [one] the card that costs most
   *[other] the card that costs most
}
# Why a card of a pass goes: it ranks above the game's worst card $worst, which the player
# does not hold. $count as above.
hint-pass-forced-to-take = { $count ->
    [one] it could be forced to take the { $worst }
   *[other] they could be forced to take the { $worst }
}
# Why a card of a pass goes: with it the player has none of $suits left (the suit's plural
# word). $count as above.
hint-pass-leaves-void = { $count ->
    [one] it leaves you void in { $suits }
   *[other] they leave you void in { $suits }
}
# Why a card of a pass goes. $count as above.
hint-pass-win-and-cost = { $count ->
    [one] it could win a trick and costs points
   *[other] they could win a trick and cost points
}
# Why a card of a pass goes. $count as above.
hint-pass-could-win = { $count ->
    [one] it could win tricks
   *[other] they could win tricks
}
# Why a card of a pass goes: none of the other reasons. $count as above.
hint-pass-helps-least = { $count ->
    [one] it helps you least
   *[other] they help you least
}

## The Hint of the Normal and Easy levels, which do not search: one line, no full stop. $card
## is the card to play ("Q♠").

# $card as above.
hint-line-only-card = Play the { $card }: it is the only card you may play
# $card as above; $under is the card winning the trick.
hint-line-duck = Duck under the { $under } with the { $card }
# $card and $under as in hint-line-duck; $worst is the game's worst card, of the same suit.
hint-line-duck-worst-out = Duck under the { $under } with the { $card }: the { $worst } is still out
# $card as above; $other is the same card, played already.
hint-line-cancel = Play the { $card } to cancel the other { $other }: neither can win the trick
# $card as above.
hint-line-dump = Discard the { $card }: the points go to the trick's winner
# $card as above.
hint-line-shed-danger = Discard the { $card }: it could win a trick with points later
# $card as above; $suits is the suit's plural word ("clubs").
hint-line-shed-suit = Discard the { $card }: it leaves you void in { $suits }
# $card as above.
hint-line-shed-free = Discard the { $card }: it costs nothing
# $card as above.
hint-line-discard = Discard the { $card }
# $card as above.
hint-line-win-clean = Take this trick with the { $card }: it holds no points
# $card as above.
hint-line-forced-high = Every card you may play wins: take it with the { $card }
# $card as above.
hint-line-hope-overtaken = Play the { $card }: a player after you may still go higher
# $card as above; $worst is the game's worst card.
hint-line-bleed = Lead the { $card } to draw out the { $worst }: you don't hold it
# $card as above.
hint-line-lead-low = Lead the { $card }: somebody will probably beat it
# $card as above.
hint-line-lead-may-be-beaten = Lead the { $card }: somebody may still beat it
# $card as above.
hint-line-lead-unbeatable = Lead the { $card }: nobody can beat it
# $card as above.
hint-line-stop-moon = Take a point with the { $card }: one player has every point so far and may shoot the moon
# $card as above.
hint-line-shoot-moon = Play the { $card }: you can take every point and shoot the moon
# $card as above.
hint-line-follow-low = Follow low with the { $card }
# $card as above.
hint-line-spare-partner = Play the { $card }: your partner is winning this trick
# The Hint on whether to pledge (a variant): to pledge.
hint-line-pledge = Pledge: your hearts are few and low
# The Hint on whether to pledge: not to.
hint-line-no-pledge = Don't pledge: one of your hearts could win a trick
# The Hint after leading the joker: the suit to call, $suits (the suit's plural word).
hint-line-call-suit = Call { $suits }: your joker can't win, so their points go to another player
# The Hint after shooting the moon: add it to everyone else's score.
hint-line-moon-to-others = Add the moon to everyone else's score
# The Hint after shooting the moon: take it off your own score.
hint-line-moon-off-mine = Take the moon off your own score
# The Hint for the dealer who chooses the deal's pass: $cards cards, in the direction
# $direction: left, right, across, hold (no passing), star, scatter, mixer, or seats-left
# ($seats seats to the left).
hint-line-choose-pass = Pass { $cards } cards { $direction ->
    [left] to the left
    [right] to the right
    [across] across
    [hold] no passing
    [star] one card to each of the two players opposite
    [scatter] one card to each other player
    [mixer] into the middle, to be shuffled and dealt again
   *[seats-left] { $seats } seats to the left
}

## The figures under the words ("Figures", one tap away).

# A figure to one decimal, "1.2" or "−0.4": $number is the figure without its sign, a decimal
# written as the language writes one ("1.2", "1,2"); $sign is minus for a figure below zero,
# else plus.
hint-decimal = { $sign ->
    [minus] −{ $number }
   *[plus] { $number }
}
# The margin of one choice over another, per deal: $verdict is better, worse or as-good;
# $margin the points (hint-decimal, "1.2"); $other the other choice ("the 9♣", "your J♣").
hint-margin = { $verdict ->
    [better] About { $margin } points better than { $other }
    [worse] About { $margin } points worse than { $other }
   *[as-good] About as good as { $other }
}.
# The same as hint-margin, for a pass weighed over $deals guessed deals played out; $verdict,
# $margin and $other as there.
hint-margin-over-deals = { $verdict ->
    [better] About { $margin } points better than { $other } over { $deals } guessed deals
    [worse] About { $margin } points worse than { $other } over { $deals } guessed deals
   *[as-good] About as good as { $other } over { $deals } guessed deals
}.
# The Hint's figures: $deals is how many deals were guessed and played out; $figures what they
# showed (hint-figures-*).
hint-playouts-over-deals = Over { $deals } guessed deals { $figures }.
# "Why not…?"'s figures: $figures is what the guessed deals showed (hint-figures-*), beginning
# with hint-figure-take-first.
hint-playouts = { $figures }.
# The review's figures for the player's own choice: $figures as in hint-playouts-over-deals.
hint-playouts-yours = With yours, { $figures }.
# What the guessed deals showed, two figures: $take (how often the player takes the trick) and
# $points (points now and later).
hint-figures-two = { $take }, { $points }
# Three figures: $take and $points as in hint-figures-two, and $third (hint-figure-worst or
# hint-figure-moon).
hint-figures-three = { $take }, { $points } and { $third }
# Four figures: $take and $points as in hint-figures-two, $worst (hint-figure-worst) and $moon
# (hint-figure-moon).
hint-figures-four = { $take }, { $points }, { $worst } and { $moon }
# How often the player takes this trick: $percent, from 0 to 100.
hint-figure-take = you take this trick { $percent }% of the time
# The same as hint-figure-take, beside the Hint's choice: $percent as there; $best the
# percentage with $choice, the Hint's choice ("the 9♣").
hint-figure-take-beside = you take this trick { $percent }% of the time ({ $best }% with { $choice })
# The same as hint-figure-take-beside, first in its sentence; $percent, $best and $choice as
# there.
hint-figure-take-beside-first = You take this trick { $percent }% of the time ({ $best }% with { $choice })
# Points taken in this trick and later on average: $now and $later are hint-decimal.
hint-figure-points = about { $now } points now and { $later } later
# No points taken in this trick in any guessed deal; $later as in hint-figure-points.
hint-figure-no-points = no points now and about { $later } later
# The same as hint-figure-points, beside the Hint's choice's: $now and $later as there,
# $best-now and $best-later the Hint's choice's.
hint-figure-points-beside = about { $now } points now and { $later } later ({ $best-now } and { $best-later })
# How often the game's worst card ($card) ends with the player: $percent, from 0 to 100.
hint-figure-worst = end with the { $card } { $percent }% of the time
# The same as hint-figure-worst, beside the Hint's choice's $best; $card and $percent as
# there.
hint-figure-worst-beside = end with the { $card } { $percent }% of the time ({ $best }%)
# How often the player shoots the moon: $percent, from 0 to 100.
hint-figure-moon = shoot the moon { $percent }% of the time
# The same as hint-figure-moon, beside the Hint's choice's $best; $percent as there.
hint-figure-moon-beside = shoot the moon { $percent }% of the time ({ $best }%)
