### El idioma y cómo se nombran las cartas en él.

language-name = Español
language-direction = ltr
language-digits = plain

# El nombre del juego, sobre la mesa y en la pantalla de carga.
brand = Moonshot

# Una carta en una frase: «Q♠».
card-short = { $index }{ $suit }
index-jack = J
index-queen = Q
index-king = K
index-ace = A

## Los nombres completos de las cartas, como los dice un lector de pantalla y los escriben las reglas.
## Van en minúscula y con su artículo («la dama de picas», «el dos de tréboles»): así entran
## en cualquier frase («Jugaste la dama de picas», «¿Por qué no el as de corazones?»).

card-name = { $rank ->
    [feminine] la
   *[masculine] el
} { $rank } de { $suit }
card-name-zero = el cero de { $suit } (comodín)
card-name-joker = el comodín
rank-two = dos
rank-three = tres
rank-four = cuatro
rank-five = cinco
rank-six = seis
rank-seven = siete
rank-eight = ocho
rank-nine = nueve
rank-ten = diez
rank-jack = jota
    .gender = feminine
rank-queen = dama
    .gender = feminine
rank-king = rey
rank-ace = as
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

# La palabra en las esquinas y en el centro de un comodín sin valor.
card-face-joker = COMODÍN
