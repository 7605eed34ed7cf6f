### El catálogo de juegos: nombres y líneas de los juegos, sus variantes, las opciones de reglas
### con sus valores, y los niveles de los bots.

## Los juegos: el nombre de cada uno y una línea sobre lo que lo distingue (en minúscula: la
## página pone la mayúscula donde hace falta).

game-title-hearts = { -game-hearts }
game-description-hearts = el original: cada corazón 1 punto, sin dama de picas, sin pase
game-title-black-lady = { -game-black-lady }
game-description-black-lady = los Corazones que conoce casi todo el mundo: los corazones a 1, la dama de picas a 13, con luna y partida a 100
game-title-black-lady-morehead = { -game-black-lady } (Morehead)
game-description-black-lady-morehead = las reglas de Morehead: tres cartas a la izquierda, el que es mano sale con cualquier carta
game-title-black-lady-foster = { -game-black-lady } (Foster, 1909)
game-description-black-lady-foster = las reglas más antiguas: tres cartas a la izquierda, los puntos se pagan en fichas a un bote
game-title-black-lady-culbertson = { -game-black-lady } (Culbertson, 1950)
game-description-black-lady-culbertson = las reglas de Culbertson: llevarse todas las cartas que puntúan no da nada
game-title-black-bess = { -game-black-bess }
game-description-black-bess = { -game-black-lady } con la Q♠ a 15
game-title-omnibus = { -game-omnibus }
game-description-omnibus = el diez de diamantes (o la jota) resta 10 puntos; la luna exige las quince cartas que puntúan
game-title-pink-lady = { -game-pink-lady }
game-description-pink-lady = la dama de corazones también cuenta 13: 38 puntos por mano
game-title-black-jack = { -game-black-jack }
game-description-black-jack = la jota de picas cuenta 10 en lugar de la dama
game-title-spot-hearts = { -game-spot-hearts }
game-description-spot-hearts = los corazones cuentan lo que marcan (las figuras 10), la dama de picas 25: 119 por mano
game-title-pip-hearts = { -game-pip-hearts }
game-description-pip-hearts = los corazones cuentan su valor, de la jota 11 al as 14; la dama de picas no cuenta
game-title-graded-hearts = { -game-graded-hearts }
game-description-graded-hearts = los corazones altos cuestan más: jota 2, dama 3, rey 4, as 5
game-title-cancellation = { -game-cancellation }
game-description-cancellation = dos barajas, de 5 a 11 jugadores: las cartas idénticas en una baza se anulan
game-title-cancellation-three-packs = { -game-cancellation } (tres barajas)
game-description-cancellation-three-packs = once jugadores, tres barajas, catorce cartas cada uno
game-title-rickety-kate = { -game-rickety-kate }
game-description-rickety-kate = { -game-black-lady } sin luna, como se juega en Australia
game-title-black-maria = { -game-black-maria }
game-description-black-maria = el juego británico: as de picas 7, rey 10, dama 13; pase a la derecha
game-title-queens = Damas
game-description-queens = cada dama 13; se puede salir con corazones en cualquier momento; partida a 108
game-title-small-hearts = { -game-small-hearts }
game-description-small-hearts = baraja de 28 cartas: fuera del 2 al 7, sale el 8 de tréboles, la dama de picas 7
game-title-danger-hearts = { -game-danger-hearts }
game-description-danger-hearts = diez manos, tres vidas: una mano de 15 puntos o más cuesta una vida
game-title-complex-hearts = { -game-complex-hearts }
game-description-complex-hearts = la dama de picas vale 13i y el diez de tréboles multiplica por 2i
game-title-royal-hearts = { -game-royal-hearts }
game-description-royal-hearts = dama de picas 26, la dama de corazones duplica los corazones, y otras dos damas especiales
game-title-hooligan-hearts = { -game-hooligan-hearts }
game-description-hooligan-hearts = { -game-black-lady } con el siete de tréboles, que vale 7 más
game-title-gong-zhu = { -game-gong-zhu }
game-description-gong-zhu = el juego chino: cartas que suman y cartas que restan, el diez de tréboles duplica, hasta −1000
game-title-likha = { -game-likha }
game-description-likha = por parejas, hacia la derecha; la dama de picas y el diez de diamantes son las likhas
game-title-partnership-hearts = { -game-partnership-hearts }
game-description-partnership-hearts = los compañeros, sentados frente a frente, suman sus puntuaciones
game-title-joker-hearts = { -game-joker-hearts }
game-description-joker-hearts = dos comodines: se juegan cuando quieras; nunca ganan ni puntúan
game-title-booster-nines = { -game-booster-nines }
game-description-booster-nines = un nueve jugado en una baza le añade otra vuelta

game-for-players = para { $players } jugadores
game-for-players-range = de { $min } a { $max } jugadores
game-group-classic = Juegos clásicos
game-group-big = Mesas grandes: { -game-cancellation }
game-group-other = Otras variantes

## Las variantes: interruptores sobre un juego, cada uno con una línea sobre lo que hace.

variant-title-strip-morehead = Quitar doses (Morehead)
variant-explanation-strip-morehead = para que el reparto salga justo se quitan, si hace falta, el 2♣, el 2♦, el 3♣ y el 2♠, en ese orden (Morehead)
variant-title-strip-foster = Quitar doses (Foster)
variant-explanation-strip-foster = para que el reparto salga justo se quitan, si hace falta, el 2♠, el 2♣, el 2♦ y el 2♥, en ese orden (Foster)
variant-title-kitty = Monte
variant-explanation-kitty = se reparte toda la baraja; las cartas que sobran van boca abajo para quien gane la primera baza
variant-title-jokers = Comodines
variant-explanation-jokers = se añaden comodines sin palo hasta que el reparto salga justo (tres con cinco jugadores, dos con seis)
variant-title-kitty-first-heart = Monte para el primer corazón
variant-explanation-kitty-first-heart = el monte es para el primero que gane una baza con algún corazón
variant-title-kitty-seen = Monte a la vista
variant-explanation-kitty-seen = quien se lleva el monte puede mirarlo
variant-title-pink-lady = { -game-pink-lady }
variant-explanation-pink-lady = la Q♥ cuenta 13 en lugar de 1
variant-title-omnibus = Ómnibus
variant-explanation-omnibus = el 10♦ le resta 10 a quien se lo lleva, y la luna lo exige además de las cartas de penalización
variant-title-omnibus-jack = Jota de diamantes
variant-explanation-omnibus-jack = la J♦ es la carta que resta 10, en lugar del 10♦
variant-title-small-hearts-jack = Jota de diamantes
variant-explanation-small-hearts-jack = la J♦ también cuenta 5 puntos; la luna sigue valiendo 14 y exige la J♦
variant-title-black-jack-first = La J♠ primero
variant-explanation-black-jack-first = quien no puede seguir el palo y tiene la J♠ debe descartarse de ella
variant-title-left-right = Izquierda y derecha
variant-explanation-left-right = se pasa a la izquierda y a la derecha, una mano cada vez
variant-title-howell = Cuentas de Howell
variant-explanation-howell = cada mano se liquida a la manera de Howell: se pagan (jugadores − 1) fichas por cada punto que uno se lleva, y luego se cobran los puntos que no se llevó
variant-title-fifty-counters = Cincuenta fichas
variant-explanation-fifty-counters = cada jugador empieza con 50 fichas en lugar de 100
variant-title-pool = Entrada y bote
variant-explanation-pool = todos ponen una ficha en el bote antes de cada mano; quienes no se llevaron corazones se reparten el bote
variant-title-third-copy-stands = La tercera copia vale
variant-explanation-third-copy-stands = con tres barajas, dos cartas idénticas se anulan, pero una tercera copia aún puede ganar
variant-title-two-pairs-cancel = Dos pares anulan la baza
variant-explanation-two-pairs-cancel = cuando dos pares se anulan en una misma baza, se anula la baza entera
variant-title-last-trick-to-pair = Última baza para el par
variant-explanation-last-trick-to-pair = una última baza anulada es para quien jugó la segunda carta del par más alto

## Las opciones de reglas: cada una un interruptor o una elección, con una línea sobre lo que hace.

option-title-passing = Pase
option-line-passing = adónde van las cartas antes de jugar cada mano, por turnos
option-title-pass-cards = Cartas que se pasan
option-line-pass-cards = cuántas cartas pasa cada jugador
option-title-moon = Alcanzar la luna
option-line-moon = qué puntúa llevarse todas las cartas de penalización
option-title-direction = Sentido del juego
option-line-direction = hacia dónde va el turno alrededor de la mesa
option-title-opening-lead = Primera salida
option-line-opening-lead = quién sale en la primera baza de cada mano
option-title-no-points-first-trick = Sin puntos en la primera baza
option-line-no-points-first-trick = en la primera baza no se puede jugar ninguna carta de penalización, salvo que no se tenga otra cosa
option-title-hearts-broken = Hay que romper corazones
option-line-hearts-broken = no se puede salir con corazones hasta que se haya jugado uno, salvo que quien sale solo tenga corazones
option-title-queen-broken = La Q♠ también espera
option-line-queen-broken = tampoco se puede salir con la Q♠ antes de que se rompan los corazones
option-title-queen-breaks-hearts = La Q♠ rompe corazones
option-line-queen-breaks-hearts = jugar la Q♠ también rompe los corazones
option-title-penalty-hand-leads-hearts = Con solo cartas de penalización se puede salir con corazones
option-line-penalty-hand-leads-hearts = quien solo tiene corazones y otras cartas de penalización puede salir con un corazón antes de que se rompan
option-title-queen-first-chance = La Q♠ a la primera ocasión
option-line-queen-first-chance = quien tiene la Q♠ debe jugarla en cuanto se descarte o haya en la baza una pica más alta
option-title-pledge = La promesa
option-line-pledge = antes de jugar, cada uno puede prometer no llevarse corazones: 10 menos si la cumple, 10 más si no
option-title-no-tricks-bonus = Sin bazas, 5 menos
option-line-no-tricks-bonus = quien no gana ninguna baza en una mano suma 5 menos
option-title-floor-at-zero = Nunca por debajo de cero
option-line-floor-at-zero = una bonificación nunca deja una puntuación por debajo de cero
option-title-joker-lead = Salir con comodín
option-line-joker-lead = si se puede salir con un comodín, y qué palo tienen que seguir los demás
option-title-joker-any-time = Comodines en cualquier momento
option-line-joker-any-time = se puede jugar un comodín aun pudiendo seguir el palo

## Los valores de las opciones.

option-value-on = Sí
option-value-off = No
option-value-pass-cards = { $cards }
option-value-passing-none = Sin pase
option-value-passing-left = Siempre a la izquierda
option-value-passing-right = Siempre a la derecha
option-value-passing-left-right = Izquierda, derecha
option-value-passing-left-right-across-hold = Izquierda, derecha, enfrente, sin pase
option-value-passing-left-right-across-scatter = Izquierda, derecha, enfrente, una a cada uno
option-value-passing-left-across-right = Izquierda, enfrente, derecha
option-value-passing-rotating = Un asiento más cada mano, luego sin pase
option-value-passing-star = Estrella: una carta a cada jugador de enfrente
option-value-passing-mixer = Al centro, se barajan y se vuelven a repartir
option-value-passing-dealers-choice = Elige quien reparte
option-value-moon-none = Sin luna
option-value-moon-old = Luna clásica: suman los demás
option-value-moon-new = Luna nueva: resta quien la alcanza
option-value-moon-choice = Quien la alcanza elige clásica o nueva
option-value-moon-new-if-losing = Clásica, o nueva si la clásica le hiciera perder
option-value-moon-old-play-on = Clásica; se sigue jugando si le hiciera perder
option-value-moon-nobody-scores = Nadie puntúa esa mano
option-value-moon-penalty = Se castiga a quien la alcanza
option-value-moon-choice-after-score = Clásica hasta cierta puntuación; después, a elegir
option-value-direction-clockwise = Como las agujas del reloj (a la izquierda)
option-value-direction-anticlockwise = Contra las agujas del reloj (a la derecha)
option-value-opening-lead-lowest-club = El trébol más bajo
option-value-opening-lead-eldest = El de la izquierda del que reparte, con cualquier carta
option-value-opening-lead-pig-taker = Quien se llevó la Q♠ en la mano anterior
option-value-joker-lead-never = No se puede salir con comodín
option-value-joker-lead-next-card = Se puede; la siguiente carta fija el palo
option-value-joker-lead-called = Se puede; quien sale pide el palo

## Los niveles de los bots.

level-label-beginner = Principiante
level-description-beginner = Juega al azar cualquier carta válida
level-label-easy = Fácil
level-description-easy = Deja pasar cuando puede y, si tiene fallo, se descarta de su peor carta
level-label-normal = Normal
level-description-normal = Un jugador sólido: pasa bien, deja pasar, se quita los puntos y vigila la luna
level-label-hard = Difícil
level-description-hard = Piensa por adelantado: juega muchos repartos posibles de las cartas ocultas
level-label-expert = Experto
level-description-expert = Piensa más tiempo y más a fondo que Difícil

## Luna clásica o luna nueva: lo que elige quien alcanza la luna, si las reglas lo permiten.

moon-old = la luna clásica
moon-new = la luna nueva
moon-old-title = Luna clásica
moon-new-title = Luna nueva
moon-old-effect = los demás suman { $value }
moon-new-effect = restas { $value } de tu puntuación
