### The page around the table: the bar over it, its menu, the loading screen.

## The bar over the table (src/ui/top_bar.rs)

# The deal's number in the bar over the table; $number counts from 1.
bar-deal = Deal { $number }
# Beside the deal's number once a heart has been played (or the broken rule says so).
bar-hearts-broken = ♥ broken
    .title = Hearts are broken
# The button that opens the score sheet.
bar-scores = Scores
# The button that opens the menu.
bar-menu = Menu
# The button that opens the New game dialog.
bar-new-game = New game
# Menu item: opens the rules of the game being played.
menu-how-to-play = How to play
# Menu item: opens the player's statistics.
menu-statistics = Statistics
# Menu item: opens Fair play, which says what the bots see and how the cards are dealt.
menu-fair-play = Fair play
# Menu item: deals the deal of the day, the same for everyone today (a game in progress is put
# aside, to go back to).
menu-daily = Deal of the day
# Menu item: opens the settings and the keyboard keys.
menu-settings = Settings and keys
# Menu item: copies a link that deals this deal again; a note in brackets follows it.
menu-share = Share this deal
# Menu item: saves the game's record as a file.
menu-download = Download this game
# Menu item: opens a saved game's file.
menu-load = Load a game…
# After Share this deal in the menu, in small: $note says what the link gives ("deal 3: the same
# cards, pass across").
menu-note = { " " }({ $note })

## The players' names (src/ui/names.rs). The person is always "You"; at four seats the others
## are the compass points, round the table from the person's left; at other counts (3, 5 to 11
## players) they have first names, one a seat in the order the seats follow round the table.
## Give the names your players would expect: common first names of your language, in its own
## script, short (they sit under a player's cards on a phone), each starting with a different
## letter and easy to tell apart. They are not translations of the English names.

# The person playing, as a name: over their hand, in the score table's rows, under the chart,
# and wherever the table names the players.
name-you = You
# At four seats: the player on the person's left.
name-west = West
# At four seats: the player across the table.
name-north = North
# At four seats: the player on the person's right.
name-east = East
# At 3 or 5 to 11 seats: the first player on the person's left.
name-ada = Ada
# The second player round the table from the person's left (see name-ada).
name-basil = Basil
# The third player round the table (see name-ada).
name-cleo = Cleo
# The fourth player round the table (see name-ada).
name-dev = Dev
# The fifth player round the table (see name-ada).
name-edie = Edie
# The sixth player round the table (see name-ada).
name-felix = Felix
# The seventh player round the table (see name-ada).
name-greta = Greta
# The eighth player round the table (see name-ada).
name-hugo = Hugo
# The ninth player round the table (see name-ada).
name-iris = Iris
# The tenth player round the table, at 11 seats (see name-ada).
name-jonah = Jonah

## The table top (src/ui/felt.rs): the other players round it, the trick in the middle.

# A card alone, as its corner prints it ("Q♠"): $card is the card. In the small cards of the
# last trick and of the carried-over pile, and in the Hint's buttons.
page-card = { $card }
# What a screen reader says of one of the other players (their seat is one label): $name is
# their name, $level their bots' level ("Normal"), $standing their score in the game ("45",
# "18 chips"), $points their points this deal (count-points), $cards the cards in their hand
# (count-cards). Then, each only when true ("yes", else "no"): $partner, they are the person's
# partner; $dealer, they dealt; $pledged, they pledged to take no hearts; $kitty, they took the
# kitty; $receiving is "none", or what they get of the person's pass (page-gets-pass,
# page-gets-card); $turn, it is their turn to play.
page-seat-label = { $name } ({ $level }): score { $standing }, { $points } this deal, { $cards }{ $partner ->
        [yes] , your partner
       *[no] {""}
    }{ $dealer ->
        [yes] , dealer
       *[no] {""}
    }{ $pledged ->
        [yes] , pledged no hearts
       *[no] {""}
    }{ $kitty ->
        [yes] , took the kitty
       *[no] {""}
    }{ $receiving ->
        [none] {""}
       *[other] , { $receiving }
    }{ $turn ->
        [yes] , to play
       *[no] {""}
    }
# Beside a player, while the person chooses the cards to pass: this player gets them all.
page-gets-pass = gets your pass
# Beside a player, while the person chooses cards to pass to several players: this player
# gets the one in the place $ordinal of the pass ("2nd").
page-gets-card = gets your { $ordinal } card
# The letter beside a player's name when they dealt this deal (its title says "Dealer").
page-dealer-mark = D
# The title of the dealer's letter (page-dealer-mark), and what a screen reader hears of it.
page-dealer-title = Dealer
# The title of a player's score in the game, under their name.
page-seat-score-title = Game score
# The title of a player's points taken this deal, under their name.
page-seat-taken-title = Points taken this deal
# A player's points taken this deal, under their name: $points is the number.
page-hearts-taken = ♥ { $points }
# A small tag beside a player's level: they are the person's partner.
page-tag-partner = partner
# The title of page-tag-partner.
page-tag-partner-title = Your partner
# A small tag beside a player's level: they pledged to take no hearts this deal.
page-tag-pledged = pledged
# The title of page-tag-pledged.
page-tag-pledged-title = Pledged to take no hearts
# A small tag beside a player's level: they took the kitty.
page-tag-kitty = kitty
# The title of page-tag-kitty.
page-tag-kitty-title = Took the kitty
# The title of the count of a player's cards where 7 or more play (one card's back and a
# number).
page-backs-title = Cards in hand
# What a screen reader calls the cards played to the trick in the middle.
page-trick-label = Cards on the table
# What a screen reader says of a card in the trick: $player played it, $card is its full name
# (card-name); $cancelled is "yes" when it is cancelled (it cannot win), $winning "yes" when
# it is winning the trick so far ("no" otherwise).
page-played-label = { $player }: { $card }{ $cancelled ->
        [yes] , cancelled
       *[no] {""}
    }{ $winning ->
        [yes] , winning
       *[no] {""}
    }
# Written across a cancelled card in the trick.
page-cancelled-mark = cancelled
# Written across the card winning the trick so far.
page-winning-mark = Winning
# Beside the trick, the first time cards cancel in a game: in bold, before
# page-cancelled-explained.
page-cancelled-head = Cancelled:
# Beside the trick, after page-cancelled-head: what cancelled cards mean.
page-cancelled-explained = neither card can win this trick; whoever takes it still takes their points.
# Beside the trick while it is played: $points is the points in it so far (count-points).
page-trick-points = { $points } in the trick
# The pile of cancelled tricks' cards in the middle, waiting for the next trick's winner:
# $cards is how many (count-cards).
page-carried = Carried over: { $cards } for the next trick's winner
# In the middle after the person led the joker and called a suit: $symbol is the suit's symbol
# (♣ ♦ ♠ ♥), $suit the suit in a sentence (suit-clubs… for 2 cards).
page-joker-called-you = You led the joker and called { $symbol } { $suit }
# In the middle after another player led the joker and called a suit: $player is their name,
# $symbol and $suit as in page-joker-called-you.
page-joker-called = { $player } led the joker and called { $symbol } { $suit }
# In the middle after the person led the joker: $rule says how the suit to follow is set
# ("the next card played sets the suit to follow").
page-joker-led-you = You led the joker: { $rule }
# In the middle after another player led the joker: $player is their name, $rule as in
# page-joker-led-you.
page-joker-led = { $player } led the joker: { $rule }
# The title of the kitty lying face down in the middle.
page-kitty-title = The kitty: face down, for the taker of a trick
# Beside the kitty in the middle: $count is how many cards it holds.
page-kitty = Kitty { $count }
# The banner over the table when the person took every point of the deal: $kind is "moon"
# (shot the moon) or "sun" (took every trick too).
page-banner-you = { $kind ->
        [sun] ☀ You shot the sun!
       *[moon] 🌙 You shot the moon!
    }
# The banner when another player did: $player is their name, $kind as in page-banner-you.
page-banner = { $kind ->
        [sun] ☀ { $player } shot the sun!
       *[moon] 🌙 { $player } shot the moon!
    }
# The title of a cancelled card among the last trick's small cards.
page-mini-cancelled-title = Cancelled: could not win, still counted
# Over the last trick's small cards: $taken says who took it and what it held.
page-last-trick-title = Last trick: { $taken }
# What a screen reader says of the last trick: $trick says its cards, who played each and who
# took it.
page-last-trick-label = Last trick, { $trick }

## The person's place at the bottom of the table (src/ui/player_area.rs, src/ui/hand.rs).

# What a screen reader hears after the person's name when they dealt this deal.
page-you-dealt = , dealer
# What a screen reader hears of the person's score in the game: $score is it ("45", "18 chips").
page-your-score = Your score { $score }
# What a screen reader hears of the person's points this deal: $points is them (count-points).
page-points-this-deal = { $points } this deal
# The title of the Undo button: what an undo costs.
page-undo-cost = Undo takes back your last card. Once a trick is over it has shown you the others' cards, so the deal is marked as played with a take-back in the scores and statistics.
# The Undo button (the key U does it too).
page-undo = Undo
# In small under page-undo, on its button: what an undo costs.
page-undo-marks = marks the deal
# At the player's lead when the rest of the deal is settled (whatever anyone plays, every
# score comes out the same): the button that claims it; $points is what the deal then scores
# them (count-points).
page-claim = Claim the rest ({ $points })
# The card tracker (a practice aid, under the prompt): its title, which opens it.
tracker-title = Card tracker
# The card tracker's column of the cards played this deal.
tracker-played = Played
# The card tracker's column of the cards neither played nor in the person's hand.
tracker-out = Still out
# The card tracker's column of the players who have shown they hold none of the suit.
tracker-void = Shown out
# In the card tracker's last column when no player has shown out of the suit.
tracker-nobody = nobody
# In the card tracker's last column: $players, the players who have shown out of the suit.
tracker-list = { $players }
# The card tracker's row of the valueless jokers.
tracker-jokers = Jokers
# Under the card tracker, before the cards that score and are not played yet (the person's own
# among them).
tracker-counters = Counters still to play:
# Under the card tracker when every card that scores has been played.
tracker-no-counters = Every counter has been played.
# The play checker (a practice aid) weighs the card the person picked: $card is it.
check-weighing = Weighing the { $card }…
# The play checker's question, before what the Expert says of the card: $card is the card the
# person picked, which the Expert finds clearly worse than its own.
check-anyway = Play the { $card } anyway?
# The play checker's buttons: play this card ($card), the person's or the Expert's.
check-play = Play the { $card }
# The Hint button (the key H does it too).
page-hint-button = Hint
# The Hint button while the bot works the hint out.
page-hint-thinking = Thinking…
# The button that passes the cards picked: $count is how many, $direction where they go ("to
# the left", "across", "one card to each other player").
page-pass-button = { $count ->
        [one] Pass { $count } card { $direction }
       *[other] Pass { $count } cards { $direction }
    }
# The button that goes on to the next trick, when the table waits after each trick.
page-next-trick = Next trick
# The button that deals the same game again, once it is over and its dialog closed.
page-play-again = Play again
# The dealer's choice of pass: the button that chooses no passing this deal.
page-no-passing = No passing
# The dealer's choice of pass: a button that chooses one; $count is how many cards, $direction
# where they go ("to the left", "across").
page-choose-pass = Pass { $count } { $direction }
# The button that pledges to take no hearts this deal.
page-pledge = Pledge
# The button that makes no pledge this deal.
page-no-pledge = No pledge
# A button that calls a suit after the person led the joker: $symbol is the suit's symbol
# (♣ ♦ ♠ ♥), $suit its name (suit-name-clubs…).
page-call-suit = { $symbol } { $suit }
# A button of the shooter's choice between old and new moon: $choice is the choice's name ("Old
# moon"), $effect what it does ("everyone else scores 26").
page-moon-choice = { $choice }: { $effect }
# What a screen reader calls the buttons of a decision (the pass, the pledge, a suit, the moon).
page-decision-label = Your decision
# What a screen reader hears of a card in the person's hand that the Hint suggests: $card is
# its full name (card-name).
page-card-suggested = { $card }, suggested
# On a card picked to pass, on its strip under the corner.
page-pass-tab = pass
# What a screen reader calls the person's hand.
page-hand-label = Your hand

## The advice over the bottom of the table (src/ui/advice_view.rs): the Hint, and the deal
## reviewed decision by decision.

# The Hint's first words, in bold: $action is what it advises ("Play the Queen of Spades",
# "Pass the Two of Clubs, the Three of Diamonds and the King of Spades"). Its reasons follow.
page-hint-head = Hint: { $action }.
# Folds away the figures the Hint's or the review's words rest on.
page-figures = Figures
# What a screen reader calls the buttons that compare the Hint's choice with another.
page-compare-label = Compare the Hint with another choice
# Before the buttons that compare the Hint's choice with another.
page-compare = Compare:
# A suit on a button comparing the Hint's choice with another: $symbol is its symbol (♣ ♦ ♠ ♥).
page-suit-symbol = { $symbol }
# The button, among those comparing, for the person's own pass.
page-yours = Yours
# What a screen reader hears of a button comparing choices, for a card: $card is its full name
# (card-name); $not is "no" for the Hint's own card (why it), "yes" for another (why not it).
page-why-card = { $not ->
        [yes] Why not the { $card }?
       *[no] Why the { $card }?
    }
# The same for a suit to call after a joker lead: $suit is the suit in a sentence (suit-clubs…
# for 2 cards), $not as in page-why-card.
page-why-suit = { $not ->
        [yes] Why not { $suit }?
       *[no] Why { $suit }?
    }
# What a screen reader hears of the button for the Hint's pass, among those comparing.
page-why-hint-pass = Why the Hint's pass?
# What a screen reader hears of the button for the person's own pass, among those comparing.
page-why-not-your-pass = Why not your pass?
# What a screen reader calls the review of a deal on the table: $number is the deal's number,
# from 1.
page-review-label = Review of deal { $number }
# The review's first words, in bold, at one of the person's decisions: $yours says what they
# did ("Trick 4: you played the K♠"), $expert what the Expert makes of it ("Expert agrees",
# "Expert: the 9♠ (about 3.6 points better)").
page-review-head = { $yours }. { $expert }.
# After page-review-head when the Expert would have done otherwise: $why is the Expert's
# reason, in the Hint's words.
page-review-why-differs = { $why } (Your card is raised, the Expert's lit.)
# After page-review-head when the Expert agrees: $why is its reason, in the Hint's words.
page-review-why = { $why }
# The review's button to the person's previous decision.
page-review-previous = Previous
# Between the review's buttons: at the decision $at of $count.
page-review-step = { $at } of { $count }
# The review's button to the person's next decision.
page-review-next = Next
# The review's button that closes it and opens the deal's scores again.
page-review-back = Back to the scores

## The messages above the table (src/ui/notices.rs, src/ui/hooks.rs).

# Over the table once the link to this deal is copied: $words says what whoever opens it gets
# ("deal 3: the same cards, pass across").
page-share-copied = Link to this deal, copied: whoever opens it gets { $words }.
# The same when the link could not be copied, for the person to copy from the field beside it:
# $words as in page-share-copied.
page-share-to-copy = Link to this deal (copy it from here): whoever opens it gets { $words }.
# Beside the link to this deal while it is being copied.
page-share-link = Link to this deal:
# A button that closes a message or a dialog.
page-close = Close
# Over the table when the bots' worker stops answering.
page-worker-down = The bots' worker is not answering: the opponents play at Normal level for now.
# A button under a notice that a saved game could not be resumed: downloads the save as it was.
page-download-old-save = Download the old save
# A button under a notice that the saved game is from a newer version: reloads the page.
page-reload = Reload
# The button that clears the notices over the table.
page-ok = OK
# A notice when a game file (Load a game…) cannot be read: $file is its name, $error the
# browser's reason (in the browser's words).
page-file-unreadable = { $file } could not be read ({ $error })
# A notice when a file opened with Load a game… is not a game: $file is its name, $why says
# what is wrong with it.
page-file-not-a-game = { $file }: { $why }

## The panel shown when the game hits a bug (src/ui/crash.rs). Its Continue reloads the page,
## which resumes the game as last saved; New game (bar-new-game) deals a fresh one.

# The crash panel's heading.
page-crash-title = Something went wrong
# The crash panel's words, under its heading.
page-crash-text = Moonshot hit a bug and stopped. Your game is saved as it was before it: Continue resumes it from there. Copying the bug report and sending it to us helps mend it.
# What a screen reader calls the crash panel's bug report (it stays in English: it is for the
# game's makers).
page-crash-report = Bug report
# The crash panel's button that copies the bug report.
page-crash-copy = Copy bug report
# The same button once the report is copied.
page-crash-copied = Copied
# The crash panel's link that reloads the page and resumes the game.
page-crash-continue = Continue

# A small tab on a card of the hand that was just received in the pass, until the person plays.
hand-new = new
