### The language itself, and how cards are named in it. English is the source of every text:
### each message says in a comment where it appears and what each of its variables holds.

# The language's name in itself, in Settings' list of languages.
language-name = English
# "ltr", or "rtl" for a language written right to left (the whole page is mirrored).
language-direction = ltr

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
