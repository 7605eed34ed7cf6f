### El idioma y cómo se nombran las cartas en él.

language-name = Español
language-direction = ltr

# Una carta en una frase: «Q♠».
card-short = { $index }{ $suit }
index-jack = J
index-queen = Q
index-king = K
index-ace = A

## Los nombres completos de las cartas, como los dice un lector de pantalla y los escriben las reglas.

card-name = { $rank } de { $suit }
card-name-zero = Cero de { $suit } (comodín)
card-name-joker = Comodín
rank-two = Dos
rank-three = Tres
rank-four = Cuatro
rank-five = Cinco
rank-six = Seis
rank-seven = Siete
rank-eight = Ocho
rank-nine = Nueve
rank-ten = Diez
rank-jack = Jota
rank-queen = Dama
rank-king = Rey
rank-ace = As
suit-name-clubs = tréboles
suit-name-diamonds = diamantes
suit-name-spades = picas
suit-name-hearts = corazones

## Un palo en una frase («no tienes tréboles», «tu último trébol»): $count dice cuántas cartas.

suit-clubs = { $count ->
    [one] trébol
   *[other] tréboles
}
suit-diamonds = { $count ->
    [one] diamante
   *[other] diamantes
}
suit-spades = { $count ->
    [one] pica
   *[other] picas
}
suit-hearts = { $count ->
    [one] corazón
   *[other] corazones
}

## Cuentas de todo el juego.

count-points = { $n ->
    [one] { $n } punto
    [-1] { $n } punto
   *[other] { $n } puntos
}
count-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}

## Elegir el idioma

page-title = Moonshot · Corazones
settings-language = Idioma
settings-language-browser = El idioma del navegador
settings-english-indices = Letras de las cartas en inglés (A K Q J)
language-unknown = Moonshot no habla «{ $code }» (lang=): habla { $languages }.
language-not-loaded = No se pudieron cargar los textos en { $language } ({ $why }): el juego sigue en inglés.

## La aplicación instalada y la pantalla de carga

manifest-short-name = Moonshot
manifest-description = Corazones, Dama de Picas y toda la familia de Corazones, contra bots, con o sin conexión.
splash-status = Barajando las cartas…
