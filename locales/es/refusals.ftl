### Las negativas: por qué no se admite una jugada, por qué no se puede elegir una variante o una
### opción de reglas, y por qué no se puede jugar un conjunto de reglas, una mano o una partida guardada.

## Por qué no se admite una jugada (en la mesa).

refusal-wrong-phase = Ahora no se puede: { $phase }
refusal-phase-choosing-pass = el que reparte está eligiendo el pase
refusal-phase-passing = los jugadores están eligiendo las cartas que pasan
refusal-phase-pledging = los jugadores están decidiendo si prometen
refusal-phase-playing = se están jugando las cartas
refusal-phase-choosing-moon = quien alcanzó la luna está eligiendo cómo puntuarla
refusal-phase-game-over = la partida ha terminado
refusal-phase-deal-scored = la mano ha terminado
refusal-not-your-turn = No es tu turno: le toca a { $player }
refusal-no-such-seat = En esta mesa no hay { $seat }
refusal-seat = asiento { $number }
refusal-not-in-hand = No tienes { $card }
refusal-must-lead-opening-card = En la primera baza hay que salir con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }
refusal-must-follow = Tienes que seguir el palo: tienes { $suit }
refusal-hearts-not-broken = Todavía no se han roto los corazones
refusal-queen-not-broken = No se puede salir con la Q♠ hasta que se rompan los corazones
refusal-no-points-on-first-trick = En la primera baza no se juegan puntos
refusal-joker-cannot-lead = No se puede salir con un comodín
refusal-queen-at-first-chance = Tienes que jugar la Q♠ a la primera ocasión
refusal-black-jack-first = Primero tienes que descartarte de la J♠
refusal-must-play-likha = Tienes que jugar una likha (la Q♠ o el 10♦)
refusal-must-call-suit = Primero pide el palo de tu comodín
refusal-no-call-now = Ahora no hay ningún palo que pedir
refusal-already-passed = Ya has pasado
refusal-no-pass-this-deal = En esta mano no hay pase
refusal-pass-count = Elige { $expected ->
    [one] { $expected } carta
   *[other] { $expected } cartas
} para pasar, no { $got }
refusal-pass-forbidden = { $card ->
    [joker] El comodín
    [queen] La { $card }
    [jack] La { $card }
   *[other] El { $card }
} no se puede pasar
refusal-pass-not-allowed = En esta mesa no se pueden pasar { $cards } cartas de esa manera
refusal-not-dealer = Solo el que reparte ({ $dealer }) elige el pase
refusal-not-dealer-named = Solo el que reparte, { $dealer }, elige el pase
refusal-already-pledged = Ya has decidido sobre la promesa
refusal-not-shooter = Solo quien alcanzó la luna elige cómo se puntúa

## Por qué no se puede activar una variante (después de «Ahora no:»).

refusal-variants-both-on = las variantes «{ $first }» y «{ $second }» no pueden ir juntas
refusal-variant-does-not-fit = la variante «{ $variant }» no encaja en { $game } con { $players } jugadores: { $why }
refusal-unfit-own-pack = este juego fija su propia baraja
refusal-unfit-deals-evenly = la baraja ya se reparte por igual
refusal-unfit-too-many-jokers = harían falta más de tres comodines
refusal-unfit-only-kitty = solo con monte
refusal-unfit-only-queen-of-hearts-one = solo donde la Q♥ cuenta 1
refusal-unfit-only-plain-diamonds = solo donde los diamantes no cuentan
refusal-unfit-only-ten-bonus = solo donde el 10♦ es carta de bonificación
refusal-unfit-only-small-hearts = solo en { -game-small-hearts }
refusal-unfit-only-jack-penalty = solo donde la J♠ es carta de penalización
refusal-unfit-only-culbertson = solo en la { -game-black-lady } de Culbertson
refusal-unfit-only-counters = solo con fichas
refusal-unfit-only-hundred-counters = solo con 100 fichas
refusal-unfit-only-plain-points = solo con puntos normales
refusal-unfit-only-three-packs = solo en { -game-cancellation } con tres barajas
refusal-unfit-only-cancellation = solo en { -game-cancellation }

## Por qué no se puede fijar una opción de reglas.

refusal-option-no-such = «{ $id }» no es una opción de reglas
refusal-option-does-not-apply = «{ $option }» no se aplica aquí: { $why }
refusal-option-not-a-value = «{ $value }» no es un valor de { $option }: admite { $values }
refusal-option-not-a-number = «{ $value }» no es un número
refusal-not-applicable-passing-sets-count = el pase elegido ya fija cuántas cartas se pasan
refusal-not-applicable-only-hearts-broken = solo cuando hay que romper corazones
refusal-not-applicable-only-jokers = solo con comodines sin palo en la baraja

## Por qué un juego no es para ese número de jugadores.

refusal-game-players = { $game } se juega con { $players } jugadores, no con { $asked }
refusal-game-players-range = { $game } se juega con { $min } a { $max } jugadores, no con { $asked }

## Por qué no se puede jugar un conjunto de reglas.

rules-error-players = { $players } jugadores: Moonshot reparte para 3 a { $most } jugadores
rules-error-packs = { $packs ->
    [one] { $packs } baraja
   *[other] { $packs } barajas
}: usa 1, 2 o 3 barajas
rules-error-not-a-joker = { $card } no es un comodín: los comodines son 0C (cero de tréboles), 0D (cero de diamantes) y JK
rules-error-too-many-jokers = se pueden añadir como mucho tres de cada comodín
rules-error-cannot-remove = no se puede quitar { $card }: no queda ninguna copia en la baraja
rules-error-uneven = { $cards } cartas no se reparten por igual entre { $players } jugadores: quita { $leftover ->
    [one] { $leftover } carta más
   *[other] { $leftover } cartas más
}, añade comodines o usa un monte
rules-error-nothing-for-kitty = { $cards } cartas se reparten por igual entre { $players } jugadores: no sobra nada para un monte
rules-error-not-enough-cards = no hay cartas suficientes para repartir
rules-error-no-clubs = sale el trébol más bajo, pero no hay tréboles en la baraja
rules-error-lowest-club-copies = sale el trébol más bajo, pero hay { $copies } copias de { $card }: quita una o añade un comodín
rules-error-star-not-five = el pase en estrella es para cinco jugadores, no para { $players }
rules-error-pass-too-big = cada jugador tiene { $hand } cartas y no puede pasar { $pass }
rules-error-pass-over-max = se pueden pasar como mucho { $most } cartas, no { $pass }
rules-error-pass-no-cards = el pase necesita al menos una carta: pasa 1 o más, o elige sin pase
rules-error-pass-forbidden = con { $forbidden } cartas que no se pueden pasar, una mano de { $hand } podría no tener { $pass } que sí se puedan pasar
rules-error-partnership = las parejas se sientan frente a frente en una mesa de cuatro, no de { $players }
rules-error-cancellation-one-pack = la anulación necesita cartas idénticas: juega con dos o tres barajas
rules-error-booster-packs = { -game-booster-nines } se juega con una sola baraja
rules-error-complex-scoring = { -game-complex-hearts } lleva puntos complejos, no fichas ni vidas
rules-error-gong-zhu-scoring = Gong Zhu lleva puntos positivos y negativos, no fichas ni vidas
rules-error-gong-zhu-moon = Gong Zhu tiene su propio premio por llevarse todos los corazones, no la luna
rules-error-gong-zhu-floor = en Gong Zhu las puntuaciones pueden ser positivas o negativas
rules-error-no-counters = cada jugador tiene que empezar con alguna ficha
rules-error-no-chips = cada jugador tiene que empezar con fichas y poder poner su entrada en el bote
rules-error-no-lives = cada jugador necesita al menos una vida
rules-error-no-end = la partida necesita un final: una puntuación límite mayor que cero, un número de manos o un tiempo límite
rules-error-no-deals = una partida de 0 manos termina antes de empezar
rules-error-no-reset-scores = indica qué puntuaciones vuelven a 0
rules-error-sun-negative = dar capote les suma puntos a los demás, no se los quita

## Por qué una mano no se puede jugar con estas reglas (un enlace, una partida guardada).

refusal-deal-hand-count = { $hands } manos para { $players } jugadores
refusal-deal-hand-size = el asiento { $seat } tiene { $holds } cartas; cada mano debe tener { $must }
refusal-deal-kitty-size = el monte tiene { $holds } cartas; debe tener { $must }
refusal-deal-not-the-deck = las manos no forman la baraja: faltan [{ $missing }], sobran [{ $extra }]
refusal-deal-pass-too-far = no se puede pasar { $seats } asientos a la izquierda con { $players } jugadores
refusal-deal-star-not-five = el pase en estrella es para cinco jugadores, no para { $players }
refusal-deal-pass-too-big = cada jugador tiene { $hand } cartas y no puede pasar { $pass }
refusal-deal-no-dealer = con { $players } jugadores no hay { $dealer } que reparta
refusal-deal-no-such-dealer = en esta mesa no hay { $dealer } que reparta
refusal-deal-no-queen-taker = con { $players } jugadores no hay { $seat } que se llevara la Q♠
refusal-deal-past-the-last = la partida tiene { $deals } manos, así que no hay mano { $deal }
refusal-deal-score-count = { $scores } puntuaciones para { $players } jugadores
refusal-deal-standing-count = { $standings } totales de partida para { $players } jugadores

## Por qué no se puede jugar una partida guardada.

refusal-pass-across-uneven = el pase al de enfrente necesita un número par de jugadores, no { $players }
refusal-pass-no-such = «{ $name }» no es un pase: usa left, right, across, hold, star, scatter, mixer o un número de asientos
refusal-setup-no-such-game = no hay ningún juego llamado «{ $name }»; los juegos son: { $games }
refusal-setup-options = en las opciones: { $message }
refusal-setup-unwritten = { $message }
refusal-record-play = paso { $step }: { $seat } no puede jugar { $card }: { $why }
refusal-record-pass = paso { $step }: { $seat } no puede pasar [{ $cards }]: { $why }
refusal-record-choose-pass = paso { $step }: { $seat } no puede elegir un pase de { $cards } { $direction }: { $why }
refusal-record-pledge = paso { $step }: { $seat } no puede prometer: { $why }
refusal-record-decline = paso { $step }: { $seat } no puede rechazar la promesa: { $why }
refusal-record-call = paso { $step }: { $seat } no puede pedir { $suit }: { $why }
refusal-record-old-moon = paso { $step }: { $seat } no puede elegir la luna clásica: { $why }
refusal-record-new-moon = paso { $step }: { $seat } no puede elegir la luna nueva: { $why }
