### Lo que dice la mesa: la línea bajo la mano que dice qué hacer, lo que oye un lector de
### pantalla a cada carta jugada (y muestra la línea de estado), lo que se dice de una baza
### terminada, el final de la partida, el resumen del repaso, y los avisos sobre un enlace,
### una partida guardada o un archivo que no se pudo usar.
###
### Una carta en corto ($card, «Q♠») lleva su artículo según el rango: la Q♠, la J♠, el K♠.
### El nombre completo ($name) ya lo lleva: «la dama de picas».

## Frases unidas.

table-sentences = { $first }. { $second }
table-sentences-stopped = { $first } { $second }
table-series = { $before }, { $next }
table-cards-row = { $before } { $card }
table-card = { $card }

## Adónde van las cartas del pase, dentro de otras frases.

table-direction-hold = sin pase
table-direction-left = a la izquierda
table-direction-right = a la derecha
table-direction-across = al de enfrente
table-direction-seats = { $seats } asientos a la izquierda
table-direction-star = una carta a cada uno de los dos jugadores de enfrente
table-direction-scatter = una carta a cada uno de los demás
table-direction-mixer = al centro, para barajarlas y repartirlas de nuevo

## La línea bajo la mano que dice qué hacer.

table-prompt-past = La mano { $deal } tal como la jugaste
table-prompt-choose-pass = Repartes tú: elige el pase de esta mano
table-prompt-pledge = ¿Prometes no llevarte ningún corazón en esta mano? Si cumples, restas { $points } de tu puntuación; si no, sumas { $points }
table-prompt-call-suit = Saliste con el comodín: pide el palo que tienen que seguir los demás
table-prompt-choose-moon = ¡Alcanzaste la luna! Elige cómo se puntúa
table-prompt-play-any = Te toca: juega la carta que quieras
table-prompt-play-why = Te toca. { $why }
table-prompt-pass-to = Elige { $count ->
    [one] una carta
   *[other] { $count } cartas
} para pasar { $direction }, a { $player } (llevas { $chosen })
table-prompt-pass = Elige { $count ->
    [one] una carta
   *[other] { $count } cartas
} para pasar { $direction } (llevas { $chosen })
table-prompt-pass-each-next = Elige { $count ->
    [one] una carta
   *[other] { $count } cartas
} para pasar, { $direction } (llevas { $chosen }): la siguiente que elijas va para { $player }
table-prompt-pass-each = Elige { $count ->
    [one] una carta
   *[other] { $count } cartas
} para pasar, { $direction } (llevas { $chosen })
table-prompt-game-over = Fin de la partida. { $result }
table-prompt-thinking = { $player } está pensando…

## El repaso de una mano, en la tabla de puntuación.

table-review-reviewing = Repasando: el Experto juega tus cartas…
table-review-done = En tu sitio, el Experto se habría llevado { $expert } (tú te llevaste { $you }). { $summary }
table-review-nothing = {""}
table-review-same = Habría elegido como tú todas las veces.
table-review-as-good = Solo habría elegido otra cosa donde las opciones estaban muy igualadas:
table-review-as-good-went-otherwise = Solo habría elegido otra cosa donde las opciones estaban muy igualadas, y desde la primera de ellas la mano tomó otro rumbo:
table-review-differently = Donde habría elegido otra cosa:
table-review-biggest = Las más importantes de las { $times } veces que habría elegido otra cosa:
table-review-failed = Esta vez no hay repaso: { $why }
table-review-moment = { $decision }. { $expert }

## Una decisión del jugador, como la lista el repaso.

table-decision-played = { $trick ->
    [0] El pase
   *[other] Baza { $trick }
}: jugaste { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }
table-decision-passed = { $trick ->
    [0] El pase
   *[other] Baza { $trick }
}: pasaste { $cards }
table-decision-called = { $trick ->
    [0] El pase
   *[other] Baza { $trick }
}: pediste { $suit }
table-decision-other = { $trick ->
    [0] El pase
   *[other] Baza { $trick }
}: jugaste
table-expert-agrees = El Experto está de acuerdo
table-expert-as-good = El Experto habría elegido { $choice }, casi igual de bien
table-expert-better = El Experto habría elegido { $choice } (unos { $points } puntos mejor)
table-choice-play = { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }
table-choice-pass = { $cards }
table-choice-call = { $suit }
table-choice-other = {""}
table-hint-weighing = Comparando tu pase con el de la pista…
table-past-failed = No se puede mostrar esa mano: { $why }

## Lo que se dice de una baza terminada.

table-pairs-three = { $card ->
    [queen] las tres
    [jack] las tres
   *[other] los tres
} { $card }
table-pairs-one = el par de { $card }
table-pairs-many = los pares de { $cards }
table-trick-cancelled = { $pairs ->
    [table-pairs-one] Se anula
   *[other] Se anulan
} { $pairs }: nadie se lleva la baza, y sus cartas son para quien gane la siguiente.
table-trick-cancelled-points = { $pairs ->
    [table-pairs-one] Se anula
   *[other] Se anulan
} { $pairs }: nadie se lleva la baza, y sus cartas ({ $points }) son para quien gane la siguiente.
table-trick-you-with = Te la llevas con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: { $taken }.
table-trick-you = Te la llevas: { $taken }.
table-trick-other-with = { $player } se la lleva con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: { $taken }.
table-trick-other = { $player } se la lleva: { $taken }.
table-trick-cancelled-count = { $pairs ->
    [table-pairs-one] También cuenta { $pairs }, aunque se anuló.
   *[other] También cuentan { $pairs }, aunque se anularon.
}
table-taken-none = ningún punto
table-taken-cards = { $points } ({ $cards })
table-taken-series = { $points } ({ $cards })
table-last-you = tú, { $points }
table-last-other = { $player }, { $points }
table-last-carried = pasa a la siguiente
table-words = { $taken }: { $plays }
table-words-you = te la llevaste tú
table-words-you-points = te la llevaste tú, con { $points }
table-words-other = se la llevó { $player }
table-words-other-points = se la llevó { $player }, con { $points }
table-words-carried = anulada, pasa a la siguiente baza
table-play = { $player } con { $name }
table-play-cancelled = { $player } con { $name } (anulada)
table-happened-you-with = Te llevaste la baza con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: { $taken }.
table-happened-you = Te llevaste la baza: { $taken }.
table-happened-other-with = { $player } se llevó la baza con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: { $taken }.
table-happened-other = { $player } se llevó la baza: { $taken }.
table-happened-nobody = Nadie se llevó la baza: todas las cartas que podían ganarla se anularon, y sus cartas pasaron a la siguiente baza.
table-happened-luck = Esta vez te llevaste { $points } con tu { $card }; de media, unos { $sign ->
    [minus] −
   *[plus] {""}
}{ $average } en los repartos imaginados.

## Lo que oye un lector de pantalla (y muestra la línea de estado) mientras se juega.

table-deal-hold = Mano { $deal }: esta vez no hay pase
table-deal-pass = Mano { $deal }: elige { $count } cartas para pasar { $direction }
table-passed-to = Pasaste { $cards } a { $player }
table-passed = Pasaste { $cards }
table-received = Recibiste { $cards }
table-cards = { $cards }
table-the-card = { $name }
table-cards-none = nada
table-you-lead = Sales tú
table-other-leads = Sale { $player }
table-received-lead = Recibiste { $cards }. { $lead }
table-you-played = Jugaste { $name }
table-other-played = { $player } jugó { $name }
table-hearts-broken = { $before }. Se han roto los corazones
table-you-take = Te llevas la baza
table-you-take-points = Te llevas la baza: { $points }
table-other-takes = { $player } se lleva la baza
table-other-takes-points = { $player } se lleva la baza: { $points }
table-you-shot = ¡Alcanzaste la luna!
table-other-shot = { $player } alcanzó la luna
table-deal-over = Fin de la mano { $deal }
table-cards-cancel = Se anulan { $copies ->
    [2] dos
    [3] tres
   *[other] { $copies }
} { $cards }
table-plural = { $card ->
    [two] doses de { $suit }
    [three] treses de { $suit }
    [four] cuatros de { $suit }
    [five] cincos de { $suit }
    [six] seises de { $suit }
    [seven] sietes de { $suit }
    [eight] ochos de { $suit }
    [nine] nueves de { $suit }
    [ten] dieces de { $suit }
    [jack] jotas de { $suit }
    [queen] damas de { $suit }
    [king] reyes de { $suit }
   *[ace] ases de { $suit }
}
table-plural-zero = ceros de { $suit } (comodines)
table-plural-joker = comodines
table-trick-carried = { $player ->
    [name-you] Todas las cartas que podían ganar se anularon: las { $count } cartas se quedan en el centro para quien gane la siguiente baza, y vuelves a salir tú
   *[other] Todas las cartas que podían ganar se anularon: las { $count } cartas se quedan en el centro para quien gane la siguiente baza, y { $player } vuelve a salir
}
table-suit-called = { $player ->
    [name-you] Pides { $suit }
   *[other] { $player } pide { $suit }
}
table-you-kitty = Te llevas el monte ({ $cards })
table-other-kitty = { $player } se lleva el monte ({ $cards })
table-you-pledge = Prometes no llevarte ningún corazón
table-other-pledges = { $player } promete no llevarse ningún corazón
table-you-choose-hold = Eliges no pasar en esta mano
table-dealer-chooses-hold = El que reparte elige no pasar en esta mano
table-you-choose-pass = Eliges pasar { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} { $direction }
table-dealer-chooses-pass = El que reparte elige pasar { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} { $direction }

## El final de la partida.

table-you-win = ¡Ganaste!
table-other-wins = Gana { $player }
table-share-win = Victoria compartida: { $players }
table-you-share-win = Compartes la victoria con { $players }
table-you-share-place = Compartes el { $place } puesto de { $players }. { $winners }
table-you-finished = Quedas { $place } de { $players }. { $winners }
table-ordinal = { $n }.º
table-pass-words = pase { $direction }
table-share = la mano { $deal } con las mismas cartas
table-share-pass = la mano { $deal } con las mismas cartas, { $pass }

## Las respuestas de la mesa a lo que hace el jugador.

table-no-new-game = No hay partida nueva: { $why }
table-claim-you = Reclamas el resto: se juegue como se juegue, esta mano te da { $points }.
table-claim-other = { $player } reclama el resto y muestra { $cards }: se juegue como se juegue, esta mano te da { $points }.
table-only-card = Tu única carta: { $name }
table-chosen-already = Ya has elegido { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}: primero devuelve una
table-too-many = Demasiadas cartas para pasar
table-is-playing = Está jugando { $player }
table-others-passing = Los demás todavía están pasando
table-wait = Espera tu turno
table-no-take-backs = Sin Deshacer está activado (en Ajustes): una carta jugada ya no se retira
table-taken-back = Has retirado tu última carta: vuelve a jugar. La mano queda marcada como jugada con Deshacer
table-cannot-undo = No se puede deshacer: { $why }
table-loaded = Partida cargada: { $game }, mano { $deal }
table-cannot-load = No se puede cargar esta partida: { $why }
table-speed-relaxed = Tranquila
table-speed-normal = Normal
table-speed-fast = Rápida
table-speed-instant = Instantánea

## Una jugada en palabras, para la Pista («Pista: Juega la dama de picas.»).

table-action-play = Juega { $name }
table-action-pass = Pasa { $cards }
table-action-pass-nothing = No pases nada
table-action-choose-hold = Elige no pasar
table-action-choose-pass = Elige pasar { $count } { $direction }
table-action-pledge = Promete no llevarte ningún corazón
table-action-no-pledge = No prometas nada
table-action-call = Pide { $suit }
table-action-moon = Elige { $choice } ({ $effect })

## Por qué los bots no dieron respuesta.

table-worker-review = el repaso necesita el proceso de los bots
table-worker-bench = la medición necesita el proceso de los bots
table-worker-timed-out = El repaso no terminó a tiempo
table-worker-no-game = no hay ningún juego llamado { $game }
table-worker-refused = { $why }

## Un ajuste de la dirección (un enlace) que no se pudo usar, y lo que se juega en su lugar.
## Los nombres de los parámetros (game=, players=…) no se traducen.

address-game-nearest = «{ $name }» en game= no es un juego de aquí: se juega { $nearest }, el nombre más parecido. Nueva partida muestra todos los juegos.
address-game-none = «{ $name }» en game= no es un juego de aquí, así que no se ha repartido el juego del enlace. Nueva partida (en la barra de arriba) muestra todos los juegos.
address-players-range = { $game } es { $for_players }, no para { $asked }: se reparte para { $dealt }.
address-players-text = «{ $text }» en players= no es un número: se reparte { $game } para { $dealt }.
address-no-variant = «{ $id }» en variants= no es una variante: se deja fuera. { $variants }
address-variants-none = { $game } para { $players } jugadores no tiene variantes.
address-variants-one = { $game } para { $players } jugadores tiene una: { $variant }.
address-variants-many = { $game } para { $players } jugadores tiene { $variants }.
address-variant-left-out = Se deja fuera: { $why }.
address-no-option = «{ $id }» en options= no es una opción de reglas: se deja fuera. Nueva partida muestra las opciones de cada juego.
address-option-left-out = Se deja fuera de options=: { $why }.
address-options-no-game = Las opciones elegidas no forman un juego ({ $why }): se juega con las reglas del propio juego.
address-no-target = «{ $text }» en target= no es una puntuación a la que jugar: se juega a la del propio juego.
address-no-level = «{ $name }» en { $param }= no es un nivel. Los niveles son { $levels }. Los rivales juegan en los niveles que tienes guardados.
address-level-count = levels= da { $named ->
    [one] { $named } nivel
   *[other] { $named } niveles
}, pero { $opponents ->
    [one] hay { $opponents } rival
   *[other] hay { $opponents } rivales
}: da uno por rival, separados por comas. Los rivales juegan en los niveles que tienes guardados.
address-not-deal = «{ $text }» en deal= no es un número de mano (1, 2, …): se reparte la primera mano de la partida.
address-not-seat = «{ $text }» en { $param }= no es un número de asiento (1, 2, …): se reparte la primera mano de la partida.
address-no-dealer = «{ $seat }» en dealer= no es un asiento de esta mesa de { $players }: se reparte la primera mano de la partida.
address-no-queen-taker = «{ $seat }» en queen= no es un asiento de esta mesa de { $players }: se reparte la primera mano de la partida.
address-deal-left-out = En el enlace, { $why }: se reparte la primera mano de la partida.
address-seed = «{ $text }» en seed= no es un número: las cartas se reparten con una semilla nueva.
address-fallback = { $why }: se juega { -game-black-lady } a cuatro en su lugar.

## Una partida guardada que no se pudo retomar, o un archivo que no es una partida.

save-not-resumed = No se pudo retomar la partida guardada: { $why }. Se reparte una partida nueva; la antigua se conserva ({ $key }) para descargarla y cargarla en una versión que sepa leerla.
save-not-resumed-newer = No se pudo retomar la partida guardada: { $why }. Se reparte una partida nueva; la antigua se conserva ({ $key }).
save-cut-short = está cortada (le falta el final, como si no se hubiera terminado de escribir)
save-not-a-save = no es una partida guardada ({ $message })
save-no-version = no es una partida guardada (no tiene versión)
save-newer = la guardó una versión más nueva de Moonshot (formato { $version }; esta lee hasta el { $readable }): recarga la página para tener la versión nueva
save-damaged = la partida guardada está dañada ({ $message })
save-does-not-replay = { $why }
save-not-a-game = Este archivo no es una partida de Moonshot: { $why }

## La puntuación de cada asiento, junto a su nombre.

standing-points = { $points }
standing-complex-plus = { $points } + { $imaginary }i
standing-complex-minus = { $points } − { $imaginary }i
standing-chips = { $chips ->
    [one] { $chips } ficha
    [-1] { $chips } ficha
   *[other] { $chips } fichas
}
standing-lives = { $lives ->
    [one] { $lives } vida
   *[other] { $lives } vidas
} · { $points }
