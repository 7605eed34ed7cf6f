### The dialogs over the table: the scores, the rules, New game, a link's game, the
### statistics, and the settings with the keyboard's keys.

## The score table after each deal, from the top bar and at the game's end (src/ui/dialogs.rs).

# What a screen reader calls the score table: $ending says how the game ends and who wins
# ("The game ends when someone reaches 100. Lowest score wins.").
scores-caption = Scores: { $ending }
# The scores dialog's title at the game's end.
scores-game-over = Game over
# The scores dialog's title when opened from the top bar (Scores).
scores-sheet = Score sheet
# The scores dialog's title after a deal: $number is the deal's number, from 1.
scores-deal-title = Deal { $number } scores
# Under scores-deal-title, when the person shot the moon this deal.
scores-you-shot-the-moon = You shot the moon!
# Under scores-deal-title, when another player shot the moon: $player is their name.
scores-shot-the-moon = { $player } shot the moon!
# The scores dialog's title before any deal is scored.
scores-title = Scores
# The score table's column for the deal just played.
scores-this-deal = This deal
# The score table's column for one deal: $number is the deal's number, from 1.
scores-deal = Deal { $number }
# What a screen reader hears after a deal's column heading when the person played it with a
# take-back (an Undo; the heading shows ↶).
scores-took-back = , played with a take-back
# The score table's column of the players' places, at the game's end.
scores-place = Place
# The score table's column of the players' names.
scores-player = Player
# The score table's column of what each player took in the deal just played.
scores-took = Took
# The score table's column of each player's score in the game.
scores-total = Total
# A number of tricks taken: $n. "1 trick", "3 tricks".
scores-tricks = { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    }
# What a player took in the deal just played, when they took no cards that score: $tricks is
# how many tricks they took (scores-tricks).
scores-took-nothing = nothing · { $tricks }
# What a player took in the deal just played: $cards is the cards that score, side by side
# ("Q♠ 2♥"), $tricks how many tricks they took (scores-tricks).
scores-took-cards = { $cards } · { $tricks }
# A player's score in a deal in which they shot the moon: $score is it.
scores-moon = 🌙 { $score }
# Under the score table when a deal shown was played with a take-back (its column is marked ↶).
scores-take-back-note = ↶ Played with a take-back: an Undo can show the cards played after yours.
# Under the score table on a narrow screen, where the older deals are left out of it.
scores-older-note = The table shows the latest deals; the chart below has every deal.
# The button under the review of a deal that shows it on the table, decision by decision.
scores-step-through = Step through the deal
# The scores dialog's button after a deal: on to the next deal.
scores-next-hand = Next hand
# At the game's end, the button that opens the New game dialog.
scores-choose-game = New game…
# Under the scores of a deal: the button that deals the same cards again, as a deal of its own
# (the game in progress is put aside, to go back to).
scores-deal-again = Play this deal again
# Under the scores of a deal: the button that makes a link for a friend to play the same cards
# against the same bots, and see the person's score beside theirs.
scores-challenge = Challenge a friend
# The same button after a friend's challenge: a link that challenges them in return.
scores-challenge-back = Challenge back
# Once the challenge's link is copied: what to do with it.
scores-challenge-copied = Link copied. Send it to a friend: they play the same cards against the same bots, then see your score beside theirs.
# When the link could not be copied by itself: it is shown, to be copied by hand.
scores-challenge-to-copy = Copy this link and send it to a friend: they play the same cards against the same bots, then see your score beside theirs.
# After a deal played against another result, the button that goes back to the game put aside
# for it.
scores-back-to-game = Back to my game

## A deal played against another result: the deal of the day, a friend's challenge, a deal
## played again (src/ui/dialogs.rs, in the scores after the deal).

# The heading over the two results of the deal of the day: $date is its date, as 2026-11-27.
versus-daily = Deal of the day, { $date }
# The heading over the two results of a friend's challenge.
versus-friend = A friend's challenge
# The heading over the two final scores of a friend's challenge on a whole game.
versus-friend-game = A friend's challenge: the whole game
# The heading over the two results of a deal played again.
versus-again = This deal again
# Beside the person's score in the deal.
versus-you = You
# Beside what the Expert scored in the person's seat on the same cards (the review plays the
# deal again with it).
versus-expert = The Expert in your seat
# In place of the Expert's score while the review is still playing the deal again.
versus-working = working it out…
# Beside the friend's score in the same deal.
versus-your-friend = Your friend
# Beside the score of the first time the deal was played.
versus-first-time = The first time
# Under the two results, when the person did better: $points, how much (a whole number).
versus-better = { $points ->
        [one] You did { $points } point better.
       *[other] You did { $points } points better.
    }
# Under the two results, when the person did worse: $points, how much.
versus-worse = { $points ->
        [one] { $points } point behind.
       *[other] { $points } points behind.
    }
# Under the two results, when they are the same.
versus-same = The same score.
# When a challenge's link was changed (its score or its cards do not match its plays).
versus-changed = This challenge's link was changed: its score does not match its cards, so it is played as a plain shared deal.
# Under the deal of the day's results: $days, how many days in a row the person has played it.
versus-streak = { $days ->
        [one] { $days } day in a row.
       *[other] { $days } days in a row.
    }

## The chart of the game's scores under the score table (src/ui/panels.rs).

# On the chart, over the dashed line of the score that ends the game: $score is that score.
scores-chart-end = game ends at { $score }
# Under the chart, when the score that ends the game is far off its scale: $score is that score.
scores-chart-end-note = The game ends at { $score }, off this chart's scale.
# What a screen reader hears of the chart: $deals is how many deals it shows (1 for the first
# deal alone).
scores-chart-label = { $deals ->
        [1] Chart of the scores after the first deal; the table has the figures
       *[other] Chart of the scores after each of the { $deals } deals; the table has the figures
    }

## The rules (src/ui/dialogs.rs).


## The statistics of the games finished on this device (src/ui/panels.rs).

# The statistics dialog's title (the menu's Statistics opens it).
stats-title = Statistics
# A statistic of a game: how many games of it were finished.
stats-games = Games finished
# A statistic of a game: how many of them the person won.
stats-won = Won
# A statistic of a game: how many deals of it were scored.
stats-deals = Deals
# A statistic of a game: the person's points per deal, on average.
stats-points-per-deal = Points per deal
# A statistic of a game: how many times the person shot the moon.
stats-moons = Moons
# A statistic of a game: the person's best final score.
stats-best = Best
# In small after a statistic's figure: $count of them were played with a take-back (an Undo).
stats-take-backs = { " " }({ $count } with take-backs)
# The statistics dialog before any deal was played on this device.
stats-nothing-yet = Nothing played on this device yet: the statistics start with your first deal.
# The heading of the statistics of the deal of the day.
stats-daily = Deal of the day
# A statistic of the deal of the day: how many days it was played.
stats-daily-played = Days played
# A statistic of the deal of the day: the days in a row it has been played, up to today.
stats-daily-streak = Days in a row
# A statistic of the deal of the day: the person's points a deal, and the Expert's in their
# seat on the same cards: $you and $expert are decimals.
stats-daily-average = { $you } (Expert { $expert })
# The heading of the deals played again or against a friend's challenge, counted apart from
# the games.
stats-versus = Deals played again and challenges
# Under the statistics: where they are kept and what each counts.
stats-note = Kept in this browser only. Deals count as they are scored, a game once it is finished. Points are yours per deal; best is your best final score, by each game's own rule. A take-back is an Undo. The deal of the day, deals played again and challenges are counted apart.

## The settings and the keyboard's keys (src/ui/panels.rs; the menu's Settings and keys).

# The settings dialog's title.
settings-title = Settings and keys
# The heading of the table's settings.
settings-table = Table
# The label of the table's speed (Instant, Fast, Normal, Relaxed).
settings-speed = Speed
# What a screen reader calls the list of the table's speeds.
settings-speed-label = Game speed
# The label of the page's theme (light, dark, as the system), and what a screen reader calls
# its list.
settings-theme = Theme
# A setting, a switch: the four suits in four colours.
settings-four-colour = Four-colour deck (blue diamonds, green clubs)
# A setting, a switch: the cards in the hand larger.
settings-large-cards = Large cards
# A setting, a switch: the table waits after each trick for the button Next trick
# (page-next-trick).
settings-pause-after-trick = Wait for “Next trick” after each trick
# A setting, a switch: the person's only legal card is played without asking.
settings-auto-play = Play my only legal card for me
# A setting, a switch: no Undo.
settings-no-take-backs = No take-backs (no Undo)
# Under the table's settings: what an undo costs.
settings-undo-note = An undo after a trick has shown you the others' cards: a deal played with one is marked in the scores and statistics.
# The heading of the practice aids' settings: help for learning, off unless turned on.
settings-practice = Practice aids
# A setting, a switch: the card tracker under the prompt (the cards played and still out).
settings-card-tracker = Card tracker: the cards played and still out
# A setting, a switch: before a card the Expert finds clearly worse, the table asks first.
settings-play-checker = Ask before a card the Expert finds clearly worse
# The heading of the sound's settings.
settings-sound = Sound
# A setting, a switch: the table's sounds.
settings-sounds = Sounds for cards, tricks and your turn
# The label of the sound's volume (a slider), and what a screen reader calls it.
settings-volume = Volume
# The heading of the keyboard's keys, under the settings.
settings-keys = Keys

## The keyboard's keys, in the settings dialog: a line of keys, and what they do. The keys
## themselves are written as the keyboard prints them ("Enter", "Home"), each in a box.

# A line of keys: $arrows are the arrow keys, $home and $end the keys Home and End.
keys-move-keys = { $arrows }, { $home }, { $end }
# What keys-move-keys do.
keys-move = Move between the cards you can choose
# A line of two keys that do the same: $first and $second are the keys ("Enter", "Space").
keys-either = { $first } or { $second }
# What Enter or Space does.
keys-choose = Play the card, or pick it to pass
# What the key P does.
keys-pass = Pass the cards picked
# What the key U does.
keys-undo = Undo your last card
# What the key H does.
keys-hint = Hint
# What the key Space does when no card has the focus.
keys-next-trick = Next trick, when the table waits after each trick
# What the key S does.
keys-scores = Score sheet
# What the key T does.
keys-statistics = Statistics
# What the key R does.
keys-rules = How to play
# What the key N does.
keys-new-game = New game
# What the key ? does.
keys-settings = Settings and keys
# What the key Escape does.
keys-close = Close a dialogue

## The New game dialog (src/ui/new_game.rs; its title is bar-new-game). The games', variants',
## options' and levels' names and lines are in games.ftl.

# The heading of the game's choices, and the label of the list of games.
dialog-game = Game
# A game in the list of games, for a number of players: $game is its name, $players how many
# it takes ("Black Lady (4)").
dialog-game-for = { $game } ({ $players })
# A game in the list of games, for a range of players: $game is its name, $min and $max the
# fewest and the most players it takes ("Black Lady (3–11)").
dialog-game-for-range = { $game } ({ $min }–{ $max })
# The label of the number of players.
dialog-players = Players
# The label of the score to play to.
dialog-play-to = Play to
# Under the score to play to: left empty, it is the game's own, $score.
dialog-target-help = Empty: the game's own ({ $score })
# The heading of the game's variants.
dialog-variants = Variants
# In place of the variants, when the game has none: $game is its name, $players the number of
# players chosen.
dialog-no-variants = { $game } for { $players } has no variants.
# A variant's or a rule option's line when it cannot be chosen now: $line is its explanation
# ("Hearts may be led at any time"), $why the reason ("it needs 4 players").
dialog-not-now = { $line }. Not now: { $why }
# The folded list of rule options, none changed: $count is how many can be changed.
dialog-rule-options = Rule options: { $count } you can change
# The folded list of rule options once some are changed: $changed of $count.
dialog-rule-options-changed = Rule options: { $changed } of { $count } changed
# The heading of the opponents' levels.
dialog-opponents = Opponents
# What a screen reader calls the choice between one level for all and one for each seat.
dialog-levels-label = Opponents' levels
# A choice: every opponent plays at one level.
dialog-one-level = One level for all
# A choice: each opponent's seat has its own level.
dialog-each-own = Each seat its own
# What a screen reader calls the list of levels, one for all the opponents.
dialog-level-label = Level
# The question when Start is pressed with a game in progress (and the title of the dialog a
# link to another game opens then).
dialog-end-game = End the game in progress?
# Under dialog-end-game in the New game dialog.
dialog-end-game-detail = Its cards and scores will be gone, and a game left unfinished is not counted in the statistics.
# The button that answers dialog-end-game with no: the game goes on.
dialog-keep-playing = Keep playing
# The button that answers dialog-end-game with yes: the game ends and the new one starts.
dialog-end-and-start = End it and start
# The New game dialog's button that closes it; the game goes on.
dialog-cancel = Cancel
# The New game dialog's button that starts the game chosen.
dialog-start = Start

## The dialog a link to another game opens while a game is in progress (src/ui/dialog_host.rs;
## its title is dialog-end-game, its buttons dialog-link-keep and dialog-end-and-start).

# The link dialog's button that keeps the game in progress.
dialog-link-keep = Keep my game
# What the link deals: $game is the game's name, $players how many play.
dialog-link-gives = This link deals a new game: { $game } for { $players ->
        [one] { $players } player
       *[other] { $players } players
    }.
# What the link deals when it starts past the first deal: $game and $players as in
# dialog-link-gives, $deal the deal it starts from.
dialog-link-gives-from = This link deals a new game: { $game } for { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, from deal { $deal }.
# What the link's game ends: $game is the name of the game in progress, $deal its deal now.
dialog-link-now = Your game of { $game } is at deal { $deal }. Starting the link's game ends it, and a game left unfinished is not counted in the statistics.

## Settings' themes (src/ui/save.rs)

# A theme in Settings: light or dark as the device is set.
settings-theme-system = As the system
# A theme in Settings: light colours.
settings-theme-light = Light
# A theme in Settings: dark colours.
settings-theme-dark = Dark

## Fair play: what the bots see, how the levels differ, how a deal can be dealt again
## (src/ui/panels.rs; the menu's Fair play, and a button in How to play).

# The Fair play dialog's title, and the menu item and the button in How to play that open it.
fair-play-title = Fair play
# Under the title: what the page is for.
fair-play-intro = The bots play by the rules you play by, and see what you see.
# The heading of what a bot may know.
fair-play-sees-head = What a bot sees
# What a bot may know: exactly what a player sees at the table.
fair-play-sees = Its own hand, and what everyone at the table sees: the cards played, the tricks taken, the suits a player has shown they are out of. It knows the cards it passed and those it received, and a kitty it took where the rules let its taker look, as you know yours. It never sees another player's hand or the cards still to come.
# The same is true of the Hint and the review, which play your seat.
fair-play-hint = The Hint and the review see only your seat too: they guess the hidden cards, as a player would.
# The heading of what the levels change.
fair-play-levels-head = What a level changes
# What the levels change, and what they never change.
fair-play-levels = How well a bot plays, never its cards. Beginner plays any legal card; Easy and Normal play by a player's rules of thumb; Hard and Expert deal the hidden cards in many ways they could lie and play each way out.
# The heading of how the cards are dealt.
fair-play-deal-head = How the cards are dealt
# How a deal is made from a number, whatever the bots' levels.
fair-play-deal = Every game is dealt from a number, its seed. The same game, seed and deal number always deal the same cards, whoever plays them and at whatever level. Share this deal (in the menu) makes a link that deals them again, anywhere.
# After the deal's text: where every hand of a deal can be seen once it is over (hands-show
# is the words under the scores that show them).
fair-play-all-hands = After each deal, Show all hands, under the scores, lays out every hand as it was dealt and what each player passed to whom.
# The game being played, so that it can be dealt again: $game is its name, $seed its seed (a
# number), $deal the deal being played, from 1.
fair-play-this-game = This game: { $game }, seed { $seed }, deal { $deal }.

## Every hand of the deal just played, as dealt, under the deal's scores (src/ui/dialogs.rs).

# Opens (and closes) the list of every hand of the deal just played, as it was dealt.
hands-show = Show all hands
# Under hands-show, once open: what the list shows.
hands-note = Every hand as it was dealt, before the pass, and what each player passed.
# Before the cards a player passed: $player is whom they went to (a player's name).
hands-passed-to = passed to { $player }
# The same as hands-passed-to, when the cards went to the person.
hands-passed-to-you = passed to you
# The heading of the cards dealt to nobody (the kitty), in the list of hands.
hands-kitty = Kitty
