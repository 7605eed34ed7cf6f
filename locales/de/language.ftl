### Die Sprache selbst und wie Karten in ihr heißen.

language-name = Deutsch
language-direction = ltr
language-digits = plain

card-short = { $index }{ $suit }
index-jack = B
index-queen = D
index-king = K
index-ace = A

## Die Karten mit vollem Namen („Pik-Dame“, „Kreuz-Zwei“).

card-name = { $suit }-{ $rank }
card-name-zero = { $suit }-Null (Joker)
card-name-joker = Joker
rank-two = Zwei
rank-three = Drei
rank-four = Vier
rank-five = Fünf
rank-six = Sechs
rank-seven = Sieben
rank-eight = Acht
rank-nine = Neun
rank-ten = Zehn
rank-jack = Bube
rank-queen = Dame
rank-king = König
rank-ace = Ass
suit-name-clubs = Kreuz
suit-name-diamonds = Karo
suit-name-spades = Pik
suit-name-hearts = Herz

## Eine Farbe im Satz („du hast kein Kreuz“, „dein letztes Herz“, „2 Herz“).

suit-clubs = Kreuz
suit-diamonds = Karo
suit-spades = Pik
suit-hearts = Herz

## Zahlen, die das ganze Spiel braucht.

count-points = { $n ->
    [one] { $n } Punkt
    [-1] { $n } Punkt
   *[other] { $n } Punkte
}
count-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}

## Die Sprache wählen

page-title = Moonshot · Hearts
settings-language = Sprache
settings-language-browser = Sprache des Browsers
settings-english-indices = Englische Kartenbuchstaben (A K Q J)
language-unknown = Moonshot spricht kein „{ $code }“ (lang=), sondern { $languages }.
language-not-loaded = Die Texte für { $language } ließen sich nicht laden ({ $why }): Das Spiel läuft auf Englisch.

## Die installierte App und der Ladebildschirm

manifest-short-name = Moonshot
manifest-description = Hearts, Black Lady und die ganze Hearts-Familie, gegen Computergegner, online oder offline.
splash-status = Die Karten werden gemischt …

## Der Name des Spiels und der Joker

brand = Moonshot
card-face-joker = JOKER
