### La langue elle-même, et comment on y nomme les cartes.

language-name = Français
language-direction = ltr
language-digits = plain

card-short = { $index }{ $suit }
index-jack = V
index-queen = D
index-king = R
index-ace = A

## Les cartes en toutes lettres (lecteur d'écran, Conseil, règles), en minuscules et avec leur
## article, comme on les dit au milieu d'une phrase : « jouez la dame de pique », « donnez l'as de
## carreau, le roi de cœur et le valet de cœur », « Est a joué le dix de trèfle ». Les messages qui
## les reçoivent ($name, ou $card en toutes lettres) n'ajoutent donc pas d'article.
## Dans card-name, la couleur s'écrit en minuscules : on choisit sur la clé du message de la
## couleur (suit-name-…), qui n'a pas d'attribut .gender.

card-name = { $rank } de { $suit ->
    [suit-name-clubs] trèfle
    [suit-name-diamonds] carreau
    [suit-name-spades] pique
   *[suit-name-hearts] cœur
}
card-name-zero = le zéro de { $suit ->
    [suit-name-clubs] trèfle
    [suit-name-diamonds] carreau
    [suit-name-spades] pique
   *[suit-name-hearts] cœur
} (joker)
card-name-joker = le joker
rank-two = le deux
rank-three = le trois
rank-four = le quatre
rank-five = le cinq
rank-six = le six
rank-seven = le sept
rank-eight = le huit
rank-nine = le neuf
rank-ten = le dix
rank-jack = le valet
rank-queen = la dame
rank-king = le roi
rank-ace = l'as
suit-name-clubs = Trèfle
suit-name-diamonds = Carreau
suit-name-spades = Pique
suit-name-hearts = Cœur

## Une couleur dans une phrase (« vous n'avez pas de trèfle ») ; en français, 0 prend le singulier.

suit-clubs = { $count ->
    [one] trèfle
   *[other] trèfles
}
suit-diamonds = { $count ->
    [one] carreau
   *[other] carreaux
}
suit-spades = { $count ->
    [one] pique
   *[other] piques
}
suit-hearts = { $count ->
    [one] cœur
   *[other] cœurs
}

## Les comptes

count-points = { $n ->
    [one] { $n } point
    [-1] { $n } point
    [many] { $n } de points
   *[other] { $n } points
}
count-cards = { $n ->
    [one] { $n } carte
    [many] { $n } de cartes
   *[other] { $n } cartes
}

## Le choix de la langue

page-title = Moonshot · Dame de pique
settings-language = Langue
settings-language-browser = La langue du navigateur
settings-english-indices = Lettres des cartes en anglais (A K Q J)
language-unknown = « { $code } » (dans lang=) n'est pas une langue de Moonshot, qui parle { $languages }.
language-not-loaded = Les textes en { $language } n'ont pas pu être chargés ({ $why }) : le jeu reste en anglais.

## L'application installée et l'écran de chargement

manifest-short-name = Moonshot
manifest-description = La Dame de pique, les Cœurs et toute leur famille, contre des robots, en ligne ou hors ligne.
splash-status = On bat les cartes…

## Compléments
brand = Moonshot
card-face-joker = JOKER
