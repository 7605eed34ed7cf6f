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
# Menu item: opens the settings and the keyboard keys.
menu-settings = Settings and keys
# Menu item: copies a link that deals this deal again; a note in brackets follows it.
menu-share = Share this deal
# Menu item: saves the game's record as a file.
menu-download = Download this game
# Menu item: opens a saved game's file.
menu-load = Load a game…
