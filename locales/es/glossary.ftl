### Glosario: las palabras del juego en español, como términos de Fluent (terms) para los traductores.
### Un término (-trick) es solo de este idioma; se pone en un mensaje con { -trick }.
### Los atributos (.gender, .plural) informan y sirven de selector ({ -trick.gender -> … });
### Fluent no admite { -trick.plural } como texto.
###
### Estilo (véase docs/translating.md):
### Tratamiento: tú (no source found; chosen). Las reglas leídas hablan en impersonal («se juega», bridgewapp.com,
###   es.wikipedia); tú es lo habitual en los juegos en línea. Una sola forma en todo el juego.
### Comillas: «…» (angulares, recomendadas por la RAE), y “…” dentro de ellas.
### Índices de las cartas: J Q K A. Las barajas francesas y las páginas en español imprimen A K Q J
###   (https://profilbaru.com/es/Bridge_(juego): «Jerarquía de cartas A,K,Q,J,10…»). Están en locales/es/language.ftl.

## La baza y la salida

# trick. Fuente: http://es.m.wikipedia.org/wiki/Corazones_(juego_de_naipes); https://bridgewapp.com/bcatvi/cap0009.htm
-trick = baza
    .gender = feminine
    .plural = bazas
# take a trick. Fuente: http://es.m.wikipedia.org/wiki/Corazones_(juego_de_naipes) («ganar la baza»)
-take-trick = ganar la baza
# to lead. Fuente: http://es.m.wikipedia.org/wiki/Corazones_(juego_de_naipes) («salir»)
-lead = salir
# the lead. Fuente: igual que -lead («la salida»)
-the-lead = salida
    .gender = feminine
# led suit. Fuente: https://bridgewapp.com/bcatvi/cap0009.htm («el palo demandado en la baza»)
-led-suit = palo de salida
    .gender = masculine
# follow suit. Fuente: http://es.m.wikipedia.org/wiki/Corazones_(juego_de_naipes) («seguir el palo»); bridge: «asistir» (bridgewapp.com)
-follow-suit = seguir el palo
# void (no cards of a suit). Fuente: https://www.geocities.ws/puentealbridge/Bridge/BridgeBasico/Terminos.htm («no contiene fallos o semifallos»)
-void = tener fallo
# void, as a noun. Fuente: igual que -void
-void-noun = fallo
    .gender = masculine
# discard. Fuente: https://bridgewapp.com/bcatvi/cap0009.htm («Descartar: cuando no se puede asistir el palo demandado…»)
-discard = descartarse
# duck. Fuente: https://bridgewapp.com/bcatvi/cap0009.htm («Dejar pasar: acción de seguir cuando se puede cubrir»)
-duck = dejar pasar

## La luna y el sol

# shoot the moon. Fuente: http://es.m.wikipedia.org/wiki/Corazones_(juego_de_naipes) («alcanzar la luna», también «tocar el cielo»)
-shoot-the-moon = alcanzar la luna
# the moon, as a noun. Fuente: igual que -shoot-the-moon
-the-moon = luna
    .gender = feminine
# shoot the sun (take every trick). (no source found; chosen) — «capote» es la palabra del tute para ganar todas las bazas
-shoot-the-sun = dar capote
# the sun, as a noun. (no source found; chosen)
-the-sun = capote
    .gender = masculine

## La anulación (Cancellation Hearts)

# cancel. (no source found; chosen)
-cancel = anularse
# cancelled. (no source found; chosen)
-cancelled = anulada
# carry-over (points of a cancelled trick go to the next). (no source found; chosen)
-carry-over = arrastre
    .gender = masculine

## Cartas especiales y castigos

# the Q♠. Fuente: http://es.m.wikipedia.org/wiki/Corazones_(juego_de_naipes) («la reina de picas», «la dama de picas»)
-queen-of-spades = reina de picas
    .gender = feminine
# "the Black Lady". (no source found; chosen)
-the-black-lady = Dama Negra
    .gender = feminine
# jack of diamonds (bonus). Fuente: nombres de las cartas (es.wikipedia: «jota», «diamantes»)
-jack-of-diamonds = jota de diamantes
    .gender = feminine
# hearts broken. (no source found; chosen)
-hearts-broken = corazones rotos
# penalty cards. Fuente: GLOSSARY.md («cartas de penalización»)
-penalty-cards = cartas de penalización
    .gender = feminine
# penalty points. Fuente: GLOSSARY.md
-penalty-points = puntos de penalización
# counter (a card that scores). Fuente: igual que -penalty-cards
-counter = carta de penalización
    .gender = feminine
    .plural = cartas de penalización

## El pase

# pass. Fuente: http://es.m.wikipedia.org/wiki/Corazones_(juego_de_naipes) («pasar tres cartas»)
-pass = pasar
# pass left. Fuente: igual que -pass
-pass-left = a la izquierda
# pass right. Fuente: igual que -pass
-pass-right = a la derecha
# pass across. Fuente: igual que -pass («al de enfrente»)
-pass-across = al de enfrente
# hold (no pass). Fuente: GLOSSARY.md («sin pase»)
-pass-hold = sin pase

## Reparto, mano, ronda, puntuación

# deal (verb). Fuente: http://es.m.wikipedia.org/wiki/Corazones_(juego_de_naipes) («repartir»)
-deal-cards = repartir
# deal, as a round. Fuente: GLOSSARY.md («la mano»; «la ronda»). Elegido «mano», como en el bridge (profilbaru.com: «7.5 min. por mano»)
-deal = mano
    .gender = feminine
    .plural = manos
# dealer. Fuente: https://www.geocities.ws/puentealbridge/Bridge/BridgeBasico/Terminos.htm («Dador: el jugador que da las cartas»); también «repartidor»
-dealer = repartidor
    .gender = masculine
# hand (cards held). Fuente: GLOSSARY.md («la mano»). Para no confundir con -deal, dígase «tus cartas» donde haga falta
-hand = mano
    .gender = feminine
# score. Fuente: GLOSSARY.md («puntuación»)
-score = puntuación
    .gender = feminine
# target score. (no source found; chosen)
-target-score = puntuación límite
    .gender = feminine
# point. Fuente: es.wikipedia
-point = punto
    .gender = masculine
    .plural = puntos
# pack. Fuente: https://profilbaru.com/es/Bridge_(juego) («baraja francesa de 52 cartas»)
-pack = baraja
    .gender = feminine
# partner. Fuente: https://bridgewapp.com/bcatvi/cap0009.htm («compañero»)
-partner = compañero
    .gender = masculine
# kitty (cards set aside, won with the first trick). (no source found; chosen) — «monte» son las cartas que quedan aparte
-kitty = monte
    .gender = masculine
# joker. (no source found; chosen) — «comodín», la palabra de la baraja española
-joker = comodín
    .gender = masculine

## Palos y rangos

# suit. Fuente: https://bridgewapp.com/bcatvi/cap0009.htm («palo»)
-suit = palo
    .gender = masculine
# clubs. Fuente: http://es.m.wikipedia.org/wiki/Corazones_(juego_de_naipes)
-suit-clubs = tréboles
    .gender = masculine
# diamonds. Fuente: igual que -suit-clubs
-suit-diamonds = diamantes
    .gender = masculine
# spades. Fuente: igual que -suit-clubs
-suit-spades = picas
    .gender = feminine
# hearts. Fuente: igual que -suit-clubs
-suit-hearts = corazones
    .gender = masculine
# two. Fuente: GLOSSARY.md (as, rey, reina/dama, jota, diez)
-rank-two = dos
    .gender = masculine
# three. Fuente: igual que -rank-two
-rank-three = tres
    .gender = masculine
# four. Fuente: igual que -rank-two
-rank-four = cuatro
    .gender = masculine
# five. Fuente: igual que -rank-two
-rank-five = cinco
    .gender = masculine
# six. Fuente: igual que -rank-two
-rank-six = seis
    .gender = masculine
# seven. Fuente: igual que -rank-two
-rank-seven = siete
    .gender = masculine
# eight. Fuente: igual que -rank-two
-rank-eight = ocho
    .gender = masculine
# nine. Fuente: igual que -rank-two
-rank-nine = nueve
    .gender = masculine
# ten. Fuente: igual que -rank-two
-rank-ten = diez
    .gender = masculine
# jack. Fuente: igual que -rank-two
-rank-jack = jota
    .gender = feminine
# queen. Fuente: igual que -rank-two
-rank-queen = reina
    .gender = feminine
# king. Fuente: igual que -rank-two
-rank-king = rey
    .gender = masculine
# ace. Fuente: igual que -rank-two
-rank-ace = as
    .gender = masculine

## Los juegos. Se deja el nombre inglés salvo donde hay uno español; las variantes lo componen:
## «Black Lady (Morehead)», «Corazones con anulación (tres barajas)».

# Hearts. Fuente: http://es.m.wikipedia.org/wiki/Corazones_(juego_de_naipes)
-game-hearts = Corazones
# Black Lady. Fuente: GLOSSARY.md («Dama de Picas»)
-game-black-lady = Dama de Picas
# Black Bess. (no source found; chosen)
-game-black-bess = Black Bess
# Omnibus Hearts. (no source found; chosen)
-game-omnibus = Corazones Ómnibus
# Pink Lady. (no source found; chosen)
-game-pink-lady = Pink Lady
# Black Jack. (no source found; chosen)
-game-black-jack = Black Jack
# Spot Hearts. (no source found; chosen)
-game-spot-hearts = Corazones por puntos
# Pip Hearts. (no source found; chosen)
-game-pip-hearts = Pip Hearts
# Graded Hearts. (no source found; chosen)
-game-graded-hearts = Graded Hearts
# Cancellation Hearts. (no source found; chosen)
-game-cancellation = Corazones con anulación
# Rickety Kate. (no source found; chosen)
-game-rickety-kate = Rickety Kate
# Black Maria. (no source found; chosen)
-game-black-maria = Black Maria
# Queens. (no source found; chosen)
-game-queens = Reinas
# Small Hearts. (no source found; chosen)
-game-small-hearts = Small Hearts
# Danger Hearts. (no source found; chosen)
-game-danger-hearts = Danger Hearts
# Complex Hearts. (no source found; chosen)
-game-complex-hearts = Complex Hearts
# Royal Hearts. (no source found; chosen)
-game-royal-hearts = Royal Hearts
# Hooligan Hearts. (no source found; chosen)
-game-hooligan-hearts = Hooligan Hearts
# Gong Zhu (拱猪). (no source found; chosen)
-game-gong-zhu = Gong Zhu (la caza del cerdo)
# Likha (ليخة). (no source found; chosen)
-game-likha = Likha
# Partnership Hearts. (no source found; chosen)
-game-partnership-hearts = Corazones por parejas
# Joker Hearts. (no source found; chosen)
-game-joker-hearts = Corazones con comodines
# Booster Nines. (no source found; chosen)
-game-booster-nines = Booster Nines
