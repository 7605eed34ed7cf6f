### Las reglas de cada juego en palabras, como las muestra Cómo se juega, y el glosario.

## El diálogo Cómo se juega

rules-dialog-title = Cómo se juega: { $game }
rules-glossary = Glosario
rules-cli-variants = Variantes (--variant NAME)

## Los títulos de las secciones de las reglas.

rules-heading-deal = El reparto
rules-heading-passing = El pase
rules-heading-play = El juego
rules-heading-scoring = La puntuación
rules-heading-end = El final
rules-heading-notes = Notas

## El reparto

rules-deal-players = { $players } jugadores, { $packs ->
    [1] una baraja de 52 cartas
   *[other] { $packs } barajas de 52 cartas, mezcladas
}.
rules-deal-added-one = Además de la baraja: { $first }.
rules-deal-added-two = Además de la baraja: { $first }; { $second }.
rules-deal-added-three = Además de la baraja: { $first }; { $second }; { $third }.
rules-joker-zero-clubs = { $count ->
    [one] un comodín que juega
   *[other] { $count } comodines que juegan
} como el cero de tréboles (el trébol más bajo)
rules-joker-zero-diamonds = { $count ->
    [one] un comodín que juega
   *[other] { $count } comodines que juegan
} como el cero de diamantes
rules-joker-plain = { $count ->
    [one] un comodín sin palo, que nunca gana una baza
   *[other] { $count } comodines sin palo, que nunca ganan una baza
}
rules-deal-removed = { $cards ->
    [one] Se quita una carta para que el reparto salga justo: { $cards }.
   *[other] Se quitan estas cartas para que el reparto salga justo: { $cards }.
}
rules-deal-hand = Cada jugador recibe { $cards } cartas.
rules-deal-kitty = { $count ->
    [one] La carta que sobra va
   *[other] Las { $count } cartas que sobran van
} boca abajo a un monte, que se lleva { $taker ->
    [first-heart] el primero que gane una baza con un corazón
   *[first-trick] quien gane la primera baza
}.
rules-deal-kitty-seen = { $count ->
    [one] La carta que sobra va
   *[other] Las { $count } cartas que sobran van
} boca abajo a un monte, que se lleva { $taker ->
    [first-heart] el primero que gane una baza con un corazón
   *[first-trick] quien gane la primera baza
}, y puede mirarlo.

## El pase. $cards es cuántas cartas pasa cada jugador (de 1 a 12).

rules-pass-none = No se pasan cartas.
rules-pass-left = En cada mano, cada jugador pasa { $cards ->
    [one] una carta
   *[other] { $cards } cartas
} a la izquierda.
rules-pass-right = En cada mano, cada jugador pasa { $cards ->
    [one] una carta
   *[other] { $cards } cartas
} a la derecha.
rules-pass-left-right = Los jugadores pasan { $cards ->
    [one] una carta
   *[other] { $cards } cartas
}, una mano a la izquierda y la siguiente a la derecha.
rules-pass-left-right-across-hold = Los jugadores pasan { $cards ->
    [one] una carta
   *[other] { $cards } cartas
}: a la izquierda, luego a la derecha, luego al de enfrente, luego una mano sin pase, y vuelta a empezar.
rules-pass-left-right-hold = Los jugadores pasan { $cards ->
    [one] una carta
   *[other] { $cards } cartas
}: a la izquierda, luego a la derecha, luego una mano sin pase (con un número impar de jugadores no hay pase al de enfrente).
rules-pass-scatter = Los jugadores pasan { $cards ->
    [one] una carta
   *[other] { $cards } cartas
} a la izquierda, a la derecha y al de enfrente; cada cuatro manos, cada jugador pasa una carta a cada uno de los demás.
rules-pass-left-across-right = Los jugadores pasan { $cards ->
    [one] una carta
   *[other] { $cards } cartas
}: a la izquierda, al de enfrente, a la derecha, y vuelta a empezar.
rules-pass-rotating = Los jugadores pasan { $cards ->
    [one] una carta
   *[other] { $cards } cartas
} un asiento a la izquierda, luego dos asientos, y así alrededor de la mesa; después, una mano sin pase.
rules-pass-star = Cada jugador pasa dos cartas: una a cada uno de los dos jugadores de enfrente.
rules-pass-mixer = Cada jugador pone { $cards ->
    [one] una carta
   *[other] { $cards } cartas
} en el centro; el que reparte las mezcla y las vuelve a repartir.
rules-pass-dealers-choice = Antes de cada mano, el que reparte elige cuántas cartas se pasan y a quién.
rules-pass-chosen-first = Las cartas que se pasan se eligen antes de ver las que se reciben.
rules-pass-forbidden = No se pueden pasar: { $cards }.
rules-pass-pledge = Antes de la primera baza, cada jugador puede prometer no llevarse ningún corazón: { $points } menos si lo cumple, { $value } más si no.

## El juego

rules-play-clockwise = Se juega en el sentido de las agujas del reloj, hacia la izquierda.
rules-play-anticlockwise = Se juega en sentido contrario a las agujas del reloj, hacia la derecha.
rules-play-lowest-club-leads = Quien tenga el { $card } (el trébol más bajo) sale con él en la primera baza.
rules-play-zero-of-clubs-leads = Quien tenga el comodín (el cero de tréboles) sale con él en la primera baza.
rules-play-eldest-hand-leads = El jugador a la { $direction ->
    [anticlockwise] derecha
   *[clockwise] izquierda
} del que reparte, el siguiente en el sentido del juego (el que es mano), sale con cualquier carta en la primera baza.
rules-play-pig-taker-leads = Quien tenga el { $two } sale en la primera mano; después sale quien se llevó la { $queen }.
rules-play-follow-suit = Hay que seguir el palo de salida si se puede; si no, se puede jugar cualquier carta. La carta más alta del palo de salida gana la baza, y quien la gana sale en la siguiente.
rules-play-no-penalty-first-trick = En la primera baza no se puede jugar ninguna carta de penalización, salvo que no se tenga otra cosa.
rules-play-hearts-not-led = No se puede salir con corazones hasta que se haya jugado algún corazón, salvo que quien sale no tenga otra cosa.
rules-play-hearts-not-led-queen-breaks = No se puede salir con corazones hasta que se haya jugado un corazón o la { $queen }, salvo que quien sale no tenga otra cosa.
rules-play-hearts-and-queen-not-led = No se puede salir con corazones ni con la { $queen } hasta que se haya jugado un corazón, salvo que quien sale no tenga otra cosa.
rules-play-hearts-and-queen-not-led-queen-breaks = No se puede salir con corazones ni con la { $queen } hasta que se haya jugado un corazón o la { $queen }, salvo que quien sale no tenga otra cosa.
rules-play-penalty-hand-leads-hearts = Quien solo tenga corazones y otras cartas de penalización puede salir con un corazón en cualquier momento.
rules-play-any-lead = Se puede salir con cualquier carta en cualquier momento.
rules-play-queen-first-chance = Quien tenga la { $queen } debe jugarla en cuanto pueda: cuando no pueda seguir el palo, o cuando ya haya en la baza una pica más alta.
rules-play-black-jack-first = Quien no pueda seguir el palo debe descartarse de la { $jack } antes que de cualquier otra carta.
rules-play-likha = Quien tenga las dos likhas (la { $queen } y el { $ten }) y no pueda seguir el palo debe jugar una de ellas.
rules-play-cancel = Las cartas idénticas en una misma baza se anulan entre sí: ninguna puede ganarla, pero siguen contando, y quien se lleve la baza se lleva sus puntos.
rules-play-third-copy-stands = Si hay tres copias en una baza, un par se anula y la tercera vale.
rules-play-three-copies-cancel = Si hay tres copias en una baza, se anulan las tres.
rules-play-two-pairs-cancel = Dos pares que se anulan en una misma baza anulan la baza entera.
rules-play-cancelled-trick = Si todas las cartas que podían ganar están anuladas, la baza se anula: sus cartas se quedan en el centro, el mismo jugador vuelve a salir, y quien gane la siguiente baza se las lleva también.
rules-play-cancelled-last-trick-leader = Si se anula la última baza, se la lleva quien salió en ella.
rules-play-cancelled-last-trick-pair = Si se anula la última baza, se la lleva quien jugó la segunda de las dos cartas idénticas más altas.
rules-play-zero-of-clubs = El comodín es el cero de tréboles: salir con él hace de tréboles el palo de salida, y solo gana cuando todas las demás cartas están anuladas o son de otro palo.
rules-play-later-wins = De dos cartas idénticas, gana la que se juega después.
rules-play-joker-any-time = Un comodín sin palo se puede jugar en cualquier momento, aun pudiendo seguir el palo; nunca gana una baza.
rules-play-joker-unable-to-follow = Un comodín sin palo solo se puede jugar cuando no se puede seguir el palo; nunca gana una baza.
rules-play-joker-lead-called = Se puede salir con un comodín: quien lo juega pide entonces el palo que hay que seguir.
rules-play-joker-lead-next-card = Se puede salir con un comodín: la siguiente carta jugada fija el palo que hay que seguir.
rules-play-joker-no-lead = No se puede salir con un comodín.
rules-play-booster-nines = Un nueve jugado en una baza le añade otra vuelta.

## La puntuación

rules-score-each-heart = Cada corazón que se lleva un jugador cuenta { $points }.
rules-score-card = Llevarse { $card }: { $points }.
rules-score-card-off = Llevarse { $card }: resta { $points }.
rules-score-gong-zhu-ten = Lo positivo es bueno y lo negativo, malo. El { $ten } duplica la puntuación de quien se lo lleva, o vale +50 si no se lleva ninguna otra carta que puntúe.
rules-score-gong-zhu-hearts = Quien se lleva todos los corazones suma por ellos +200 en su lugar, y por el cerdo ({ $queen }) +100.
rules-score-complex = La { $queen } cuenta 13i (imaginario), y el { $ten } multiplica por 2i la puntuación de la mano de quien se lo lleva.
rules-score-royal = La { $heart } duplica los corazones de quien se la lleva; la { $club } anula la { $spade } cuando un mismo jugador se lleva las dos.
rules-score-moon = Alcanzar la luna ({ $shooter ->
    [partnership] una pareja que se lleva
   *[player] un jugador que se lleva
} { $needs ->
    [bonus] todas las cartas que puntúan, incluidas las de bonificación
   *[penalty] todas las cartas de penalización
}): { $effect }.
rules-score-no-moon = No hay luna: los puntos cuentan tal como se ganan.

## Lo que hace la luna, después de «Alcanzar la luna (…):».

rules-moon-add-to-others = cada uno de los demás suma { $value } y quien la alcanza, nada
rules-moon-subtract = quien la alcanza resta { $value } de su puntuación y los demás no suman nada
rules-moon-shooter-chooses = quien la alcanza elige: sumar { $value } a cada uno de los demás, o restar { $value } de su propia puntuación
rules-moon-new-if-old-would-lose = cada uno de los demás suma { $value }, salvo que así terminara la partida y perdiera quien la alcanzó: entonces es este quien resta { $value } de su puntuación
rules-moon-old-play-on = cada uno de los demás suma { $value }; una mano con luna nunca termina la partida
rules-moon-choice-after-score = cada uno de los demás suma { $value }; cuando { $who ->
    [anyone] alguien ya ha llegado
   *[shooter] quien la alcanza ya ha llegado
} a { $score }, quien la alcanza puede restar { $value } de su propia puntuación en su lugar
rules-moon-nobody-scores = nadie suma nada en esa mano
rules-moon-penalty-to-shooter = a quien la alcanza se le apuntan { $value } y nadie más suma nada

## El capote (ganar todas las bazas).

rules-score-sun = Dar capote ({ $tricks ->
    [after-first] ganar todas las bazas después de la primera
   *[all] ganar todas las bazas
}): { $effect }.
rules-sun-clean-slate = la puntuación en la partida de quien da capote vuelve a 0
rules-sun-punishment = el jugador que le pasó cartas suma { $value } y cada uno de los demás, { $half }
rules-sun-others = cada uno de los demás suma { $value }
rules-sun-as-moon = cuenta como la luna, pero vale { $value }
rules-score-moon-needs-sun = Llevarse todas las cartas que puntúan sin ganar todas las bazas se puntúa normalmente.
rules-score-big-moon = Llevarse todas las cartas que puntúan diez manos seguidas es la gran luna: quien lo logra vuelve a 0 y cada uno de los demás suma { $points }.
rules-score-no-win-on-moon = Una mano con luna o capote nunca termina la partida: se juega al menos una mano más.
rules-score-no-tricks = No ganar ninguna baza en una mano resta { $points }.
rules-score-bonus-floor-deal = Una carta de bonificación no puede dejar por debajo de cero la puntuación de una mano.
rules-score-bonus-floor-game = Una carta de bonificación no puede dejar por debajo de cero la puntuación de una partida.
rules-score-exact = Quien llega exactamente a { $scores } { $effect ->
    [fifty] baja 50
   *[reset] vuelve a 0
}.
rules-score-or = { $first } o { $rest }
rules-score-floor = La puntuación nunca baja de cero.
rules-score-sweepstake = Fichas: cada jugador empieza con { $start } y pone una en el bote por cada punto que se lleva; los jugadores que no se llevaron ninguno se reparten el bote (las fichas que sobran se quedan en él); si no hay ninguno, el bote espera a la siguiente mano.
rules-score-howell = Fichas: cada jugador empieza con { $start }, paga { $pay } por cada punto que se lleva y luego cobra { $collect } menos sus propios puntos.
rules-score-pool = Fichas: cada jugador empieza con { $start } y pone { $ante } en el bote antes de cada mano; los jugadores que no se llevaron corazones se reparten el bote; se queda en la mesa si nadie quedó limpio o si un jugador se llevó todos los corazones.
rules-score-lives = Cada jugador tiene { $lives ->
    [one] { $lives } vida
   *[other] { $lives } vidas
}; una mano de { $threshold } puntos o más cuesta una.
rules-score-partners-add = Los jugadores sentados frente a frente forman pareja y suman sus puntuaciones.
rules-score-partners-apart = Los jugadores sentados frente a frente forman pareja; cada jugador lleva su propia puntuación.
rules-score-money = Al final, cada jugador paga { $amount } por cada punto por encima de la puntuación media, o cobra lo mismo por cada punto por debajo.

## El final: cómo termina la partida y quién gana.

rules-end-gong-zhu = La partida termina cuando alguien llega a −{ $target }; gana la puntuación más alta.
rules-end-complex = Pierde el primer jugador cuya puntuación llegue a un valor absoluto de { $target }; gana la menor puntuación en valor absoluto.
rules-end-team-loses = Pierde la pareja del primer jugador que llegue a { $target } (si jugadores de las dos parejas llegan en la misma mano, pierde la puntuación más alta; si empatan, decide otra mano).
rules-end-team-scores = La partida termina cuando una pareja llega a { $target } entre los dos; gana la pareja con menos puntos.
rules-end-reach = La partida termina después de la mano en la que alguien llega a { $score }; gana la puntuación más baja, y si hay empate en la más baja, se comparte la victoria.
rules-end-lives = La partida termina cuando solo a un jugador le quedan vidas (o tras la última mano): gana el último que tenga vidas o, entre ellos, la puntuación más baja.
rules-end-pool = La partida termina cuando un jugador tiene todas las fichas o alguno no puede poner su parte en el bote; gana quien tenga más fichas.
rules-end-counters = La partida termina cuando un jugador se queda sin fichas; gana quien tenga más fichas.
rules-end-deals = La partida termina, como muy tarde, después de { $deals } manos.
rules-end-minutes = La partida termina con la mano en curso pasados { $minutes } minutos.
rules-end-queen-taker-deals = Quien se llevó la { $queen } reparte la siguiente mano.

## Notas: dónde estas reglas siguen una regla publicada o una de la casa.

rules-note-hearts-deal = Con tres jugadores se quita el { $diamond }; con cinco, el { $diamond } y el { $club }, como en las reglas de Bicycle. Con seis se añaden dos comodines y cada uno recibe nueve cartas.
rules-note-foster-deal = Palabras del propio Foster: con tres jugadores se quita el { $spade }; con cinco, los dos doses negros; con seis, los cuatro.
rules-note-culbertson-deal = Regla de la casa: los doses de Culbertson se quitan en el orden de Foster ({ $spade }, { $club }, { $diamond }, { $heart }).
rules-note-black-maria-spades = Los valores de las picas y el pase a la derecha son la regla publicada habitual (Parlett).
rules-note-black-maria-deal = Con tres jugadores se quita el { $club }; con cinco, el { $club } y el { $diamond }; con seis, los cuatro doses (Parlett).
rules-note-royal = Regla de la casa: la { $diamond } cuenta −10, y la { $club } anula la { $spade } cuando un mismo jugador se lleva las dos.
rules-note-hooligan = El { $seven } vale 7. Algunas mesas añaden también un rey y un diez como cartas de penalización; aquí no.
rules-note-gong-zhu = En esta versión el { $ten } duplica la puntuación de quien se lo lleva, o vale +50 él solo; llevarse todos los corazones los convierte en +200 y al cerdo en +100; el { $two } sale en la primera mano y quien se llevó el cerdo, en las siguientes.
rules-note-gong-zhu-exposing = Aquí no se juega la opción publicada de mostrar el { $ace }, la { $queen }, la { $jack } o el { $ten } antes de jugar para duplicar su valor.
rules-note-likha = En esta versión los 37 puntos de la luna se le apuntan solo a quien la alcanza, se pasan tres cartas a la derecha, y la regla de la likha obliga a quien tiene las dos likhas, no a quien tiene una cualquiera.
rules-note-complex = Gana el jugador con la menor puntuación en valor absoluto (regla de la casa: las fuentes solo dicen quién pierde).
rules-note-danger = Regla de la casa: gana el último jugador con vidas, o la puntuación más baja tras diez manos; los jugadores que pierden sus últimas vidas a la vez se clasifican por puntuación.
rules-note-cancellation-packs = Reglas de la casa: con tres barajas se anulan todas las copias de una carta; la luna exige todas las cartas de penalización de todas las barajas y vale su total.
rules-note-cancellation-passing = Se pasa como mucho una cuarta parte de la mano; las reglas de cada casa varían.
rules-note-cancellation-first-trick = Regla de la casa: la primera baza sigue las reglas de { $game } (sin cartas de penalización, sin salir con corazones); una primera baza anulada se vuelve a jugar con esas reglas.
rules-note-joker-hearts = Se añaden dos comodines, y se quitan doses en el orden de Morehead para que el reparto salga justo. Los comodines no puntúan y no se puede salir con ellos.
rules-note-small-hearts = La luna da 14 puntos a cada uno de los demás, también con la opción de la { $jack }.
rules-note-kitty = Regla de la casa: si ninguna baza lleva un corazón, el monte va con la última baza.
rules-note-joker-trick = Regla de la casa: una baza de solo comodines se la lleva quien salió en ella.
rules-note-joker-lead-heart = Regla de la casa: tras salir con un comodín, la carta que fija el palo solo puede ser un corazón si ya se han roto los corazones, como si fuera la de salida.
rules-note-sun-punishment = Regla de la casa: en una mano sin pase nadie le pasó cartas a quien dio capote, así que cada uno de los demás suma la mitad del capote.
rules-note-variant = Variante ({ $variant }): { $explanation }.
rules-note-no-misdeals = Aquí no puede haber repartos erróneos, manos con cartas de más o de menos, jugadas fuera de turno ni renuncios: las cartas se reparten por igual y solo se pueden jugar cartas válidas.

### El glosario, bajo las reglas de Cómo se juega.

glossary-trick = Baza
    .meaning = Una carta de cada jugador por turno; la carta más alta del palo de salida se las lleva todas.
glossary-void = Fallo
    .meaning = No tener ninguna carta de un palo: entonces puedes jugar cualquier carta, a menudo una de penalización.
glossary-duck = Dejar pasar
    .meaning = Jugar por debajo de la carta que va ganando la baza para no llevársela.
glossary-counter = Carta que puntúa
    .meaning = Una carta que da puntos a quien se la lleva: los corazones, la dama de picas y, en algunos juegos, la jota o el diez de diamantes (una bonificación) u otras.
glossary-moon = Alcanzar la luna
    .meaning = Llevarse todas las cartas de penalización en una mano: en lugar de apuntárselas, quien lo logra hace que sus rivales se lleven los puntos (o se los resta él).
glossary-sun = Dar capote
    .meaning = Ganar todas las bazas de una mano, con un premio mayor que el de la luna donde las reglas lo prevén.
glossary-breaking-hearts = Romper corazones
    .meaning = Jugar el primer corazón de una mano; hasta entonces, en la mayoría de los juegos no se puede salir con corazones.
glossary-bleeding-spades = Cazar la dama
    .meaning = Salir de picas para obligar a quien tenga la dama de picas a soltarla.
glossary-aardvark = Oso hormiguero
    .meaning = En Corazones con anulación con dos barajas: salir con la dama de picas con la esperanza de que también se juegue la otra dama de picas, de modo que las dos se anulen y los 26 puntos vayan a quien se lleve la baza.
glossary-carry-over = Baza acumulada
    .meaning = En Corazones con anulación, una baza cuyas cartas ganadoras se anulan todas se queda en el centro y se la lleva quien gane la siguiente baza.
glossary-cancellation = Anulación
    .meaning = Con dos o tres barajas, las cartas idénticas jugadas en una misma baza se anulan entre sí: ninguna puede ganarla, pero siguen contando, y quien se lleve la baza se lleva sus puntos.
glossary-kitty = Monte
    .meaning = Cartas que no se reparten a nadie cuando la baraja no se divide por igual; se las lleva quien gane la primera baza (u otra baza, según las reglas).
glossary-pledge = Promesa
    .meaning = Compromiso, hecho antes de la primera baza, de no llevarse ningún corazón en la mano, a cambio de un premio o con riesgo de un castigo.

rules-summary = { $description }.
