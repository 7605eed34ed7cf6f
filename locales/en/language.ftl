### The language itself, and how cards are named in it. English is the source of every text:
### each message says in a comment where it appears and what each of its variables holds.

# The language's name in itself, in Settings' list of languages.
language-name = English
# "ltr", or "rtl" for a language written right to left (the whole page is mirrored).
language-direction = ltr
# "plain" where the language writes whole numbers below ten thousand as plain digits 0–9
# with a hyphen for minus ("-26", "1000"), as CLDR has it; "own" otherwise (Arabic's digits).
language-digits = plain

# A card in a sentence: $index is the card's index as the pack prints it (2 to 10, or a
# letter from index-jack to index-ace), $suit its suit's symbol (♣ ♦ ♠ ♥). "Q♠".
card-short = { $index }{ $suit }
# The indices of the court cards and the ace, as this language's packs print them.
index-jack = J
# See index-jack.
index-queen = Q
# See index-jack.
index-king = K
# See index-jack.
index-ace = A

## The cards' names in full, as a screen reader says them and the rules write them.

# A card's name in full: $rank is one of rank-two to rank-ace, $suit one of suit-name-clubs to
# suit-name-hearts. "Queen of Spades".
card-name = { $rank } of { $suit }
# A card of rank zero (a variant puts two in the pack as jokers): $suit as in card-name.
card-name-zero = Zero of { $suit } (joker)
# The joker (some games put one or two in the pack).
card-name-joker = Joker
# A rank in a card's full name (card-name).
rank-two = Two
# See rank-two.
rank-three = Three
# See rank-two.
rank-four = Four
# See rank-two.
rank-five = Five
# See rank-two.
rank-six = Six
# See rank-two.
rank-seven = Seven
# See rank-two.
rank-eight = Eight
# See rank-two.
rank-nine = Nine
# See rank-two.
rank-ten = Ten
# See rank-two.
rank-jack = Jack
# See rank-two.
rank-queen = Queen
# See rank-two.
rank-king = King
# See rank-two.
rank-ace = Ace
# A suit in a card's full name (card-name).
suit-name-clubs = Clubs
# See suit-name-clubs.
suit-name-diamonds = Diamonds
# See suit-name-clubs.
suit-name-spades = Spades
# See suit-name-clubs.
suit-name-hearts = Hearts

## A suit in a sentence ("you have no clubs", "your last club"): $count says how many (1 for
## one card of the suit, 2 or more, or 0 for none).

# The suit of clubs in a sentence; $count is how many of them are meant.
suit-clubs = { $count ->
    [one] club
   *[other] clubs
}
# The suit of diamonds in a sentence; $count is how many of them are meant.
suit-diamonds = { $count ->
    [one] diamond
   *[other] diamonds
}
# The suit of spades in a sentence; $count is how many of them are meant.
suit-spades = { $count ->
    [one] spade
   *[other] spades
}
# The suit of hearts in a sentence; $count is how many of them are meant.
suit-hearts = { $count ->
    [one] heart
   *[other] hearts
}

## Counts the whole game uses.

# A number of points: $n, which may be negative. "1 point", "27 points", "-26 points".
count-points = { $n ->
    [one] { $n } point
    [-1] { $n } point
   *[other] { $n } points
}
# A number of cards: $n. "1 card", "9 cards".
count-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}

## Choosing the language (src/ui/language.rs)

# The game's name, over the table and on the loading screen. A language may keep "Moonshot"
# or give it a name of its own.
brand = Moonshot
# The page's title, in the browser's tab and the installed app's window.
page-title = Moonshot · Hearts
# In Settings: the label of the list of languages.
settings-language = Language
# In Settings, the list of languages' first choice: whatever language the browser asks for.
settings-language-browser = The browser's language
# In Settings: a switch that prints the cards' indices in English letters (A K Q J) whatever
# the language.
settings-english-indices = Card letters in English (A K Q J)
# A notice when the address asks for a language the game does not have: $code is what the
# address said (lang=…), $languages the list of the languages the game speaks, each named in
# itself.
language-unknown = “{ $code }” in lang= is not a language Moonshot speaks: it speaks { $languages }.
# A notice when a language's texts could not be fetched (offline before they were kept): $language
# is the language's name in itself, $why what went wrong (technical, in English).
language-not-loaded = The texts in { $language } could not be loaded ({ $why }): the game is in English.

## The installed app and the loading screen (build.rs writes them into the site)

# The installed app's short name, under its icon.
manifest-short-name = Moonshot
# The installed app's description, and the line under the name on the loading screen.
manifest-description = Hearts, Black Lady and the whole Hearts family, against bots, online or offline.
# The loading screen, while the cards are dealt.
splash-status = Shuffling the cards…

# The word on the corners and in the middle of a valueless joker's face (short: it is printed
# small, in capitals if the language has them).
card-face-joker = JOKER
