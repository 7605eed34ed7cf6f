### La página alrededor de la mesa: la barra de arriba, su menú, la pantalla de carga.

## La barra sobre la mesa

bar-deal = Mano { $number }
bar-hearts-broken = ♥ rotos
    .title = Ya se han roto los corazones
bar-scores = Puntuación
bar-menu = Menú
bar-new-game = Nueva partida
menu-how-to-play = Cómo se juega
menu-statistics = Estadísticas
menu-fair-play = Juego limpio
menu-daily = Mano del día
menu-settings = Ajustes y teclas
menu-share = Compartir esta mano
menu-download = Descargar esta partida
menu-load = Cargar una partida…
menu-note = { " " }({ $note })

## Los nombres de los jugadores: a cuatro, los puntos cardinales; si no, nombres de pila.

name-you = Tú
name-west = Oeste
name-north = Norte
name-east = Este
name-ada = Ana
name-basil = Bruno
name-cleo = Carla
name-dev = Diego
name-edie = Eva
name-felix = Félix
name-greta = Gloria
name-hugo = Hugo
name-iris = Inés
name-jonah = Jorge

## La mesa: los demás jugadores y la baza del centro.

page-card = { $card }
page-seat-label = { $name } ({ $level }): puntuación { $standing }, { $points } en esta mano, { $cards }{ $partner ->
        [yes] , juega contigo
       *[no] {""}
    }{ $dealer ->
        [yes] , reparte
       *[no] {""}
    }{ $pledged ->
        [yes] , prometió no llevarse corazones
       *[no] {""}
    }{ $kitty ->
        [yes] , se llevó el monte
       *[no] {""}
    }{ $receiving ->
        [none] {""}
       *[other] , { $receiving }
    }{ $turn ->
        [yes] , le toca jugar
       *[no] {""}
    }
page-gets-pass = recibe tu pase
page-gets-card = recibe la carta en { $ordinal } lugar de tu pase
page-dealer-mark = R
page-dealer-title = Reparte
page-seat-score-title = Puntuación de la partida
page-seat-taken-title = Puntos ganados en esta mano
page-hearts-taken = ♥ { $points }
page-tag-partner = pareja
page-tag-partner-title = Juega contigo
page-tag-pledged = promesa
page-tag-pledged-title = Prometió no llevarse corazones
page-tag-kitty = monte
page-tag-kitty-title = Se llevó el monte
page-backs-title = Cartas en la mano
page-trick-label = Cartas en la mesa
page-played-label = { $player }: { $card }{ $cancelled ->
        [yes] , anulada
       *[no] {""}
    }{ $winning ->
        [yes] , va ganando
       *[no] {""}
    }
page-cancelled-mark = anulada
page-winning-mark = Gana
page-cancelled-head = Anuladas:
page-cancelled-explained = ninguna de las dos puede ganar esta baza; quien se la lleve se lleva igualmente sus puntos.
page-trick-points = { $points } en la baza
page-carried = Acumuladas: { $cards } para quien gane la siguiente baza
page-joker-called-you = Saliste con el comodín y pediste { $symbol } { $suit }
page-joker-called = { $player } salió con el comodín y pidió { $symbol } { $suit }
page-joker-led-you = Saliste con el comodín: { $rule }
page-joker-led = { $player } salió con el comodín: { $rule }
page-kitty-title = El monte: boca abajo, para quien gane una baza
page-kitty = Monte { $count }
page-banner-you = { $kind ->
        [sun] ☀ ¡Diste capote!
       *[moon] 🌙 ¡Alcanzaste la luna!
    }
page-banner = { $kind ->
        [sun] ☀ ¡{ $player } dio capote!
       *[moon] 🌙 ¡{ $player } alcanzó la luna!
    }
page-mini-cancelled-title = Anulada: no podía ganar, pero cuenta
page-last-trick-title = Última baza: { $taken }
page-last-trick-label = Última baza, { $trick }

## Tu sitio en la parte de abajo de la mesa.

page-you-dealt = , repartes
page-your-score = Tu puntuación: { $score }
page-points-this-deal = { $points } en esta mano
page-undo-cost = Deshacer retira tu última carta. Cuando termina una baza ya has visto las cartas de los demás, así que la mano queda marcada como jugada con Deshacer en la puntuación y en las estadísticas.
page-undo = Deshacer
page-undo-marks = marca la mano
page-claim = Reclamar el resto ({ $points })
tracker-title = Registro de cartas
tracker-played = Jugadas
tracker-out = Por salir
tracker-void = Con fallo
tracker-nobody = nadie
tracker-list = { $players }
tracker-jokers = Comodines
tracker-counters = Cartas que puntúan aún por jugar:
tracker-no-counters = Ya se han jugado todas las cartas que puntúan.
check-weighing = Evaluando { $card }…
check-anyway = ¿Jugar { $card } de todos modos?
check-play = Jugar { $card }
page-hint-button = Pista
page-hint-thinking = Pensando…
page-pass-button = { $count ->
        [one] Pasar { $count } carta { $direction }
       *[other] Pasar { $count } cartas { $direction }
    }
page-next-trick = Siguiente baza
page-play-again = Jugar otra vez
page-no-passing = Sin pase
page-choose-pass = Pasar { $count } { $direction }
page-pledge = Prometer
page-no-pledge = Sin promesa
page-call-suit = { $symbol } { $suit }
page-moon-choice = { $choice }: { $effect }
page-decision-label = Tu decisión
page-card-suggested = { $card } (sugerencia)
page-pass-tab = pasar
page-hand-label = Tus cartas

## Los consejos: la pista, y el repaso de la mano decisión a decisión.

page-hint-head = Pista: { $action }.
page-figures = Los números
page-compare-label = Comparar la pista con otra opción
page-compare = Comparar:
page-suit-symbol = { $symbol }
page-yours = Tu pase
page-why-card = { $not ->
        [yes] ¿Por qué no { $card }?
       *[no] ¿Por qué { $card }?
    }
page-why-suit = { $not ->
        [yes] ¿Por qué no { $suit }?
       *[no] ¿Por qué { $suit }?
    }
page-why-hint-pass = ¿Por qué el pase de la pista?
page-why-not-your-pass = ¿Por qué no tu pase?
page-review-label = Repaso de la mano { $number }
page-review-head = { $yours }. { $expert }.
page-review-why-differs = { $why } (Tu carta está levantada; la del Experto, iluminada).
page-review-why = { $why }
page-review-previous = Anterior
page-review-step = { $at } de { $count }
page-review-next = Siguiente
page-review-back = Volver a la puntuación

## Los avisos sobre la mesa.

page-share-copied = Enlace a esta mano copiado: quien lo abra tendrá { $words }.
page-share-to-copy = Enlace a esta mano (cópialo de aquí): quien lo abra tendrá { $words }.
page-share-link = Enlace a esta mano:
page-close = Cerrar
page-worker-down = Los bots no responden: por ahora los rivales juegan en nivel Normal.
page-download-old-save = Descargar la partida guardada antigua
page-reload = Recargar
page-ok = Aceptar
page-file-unreadable = No se pudo leer { $file } ({ $error })
page-file-not-a-game = { $file }: { $why }

## El panel que aparece cuando el juego da con un error.

page-crash-title = Algo salió mal
page-crash-text = Moonshot encontró un error y se detuvo. Tu partida está guardada tal como estaba justo antes: Continuar la retoma desde ahí. Si copias el informe del error y nos lo mandas, nos ayudas a arreglarlo.
page-crash-report = Informe del error
page-crash-copy = Copiar el informe
page-crash-copied = Copiado
page-crash-continue = Continuar

# La pestañita en una carta recién recibida en el pase.
hand-new = nueva
