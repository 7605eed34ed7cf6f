### Los diálogos sobre la mesa: la puntuación, las reglas, Nueva partida, la partida de un
### enlace, las estadísticas y los ajustes con las teclas.

## La tabla de puntuación después de cada mano.

scores-caption = Puntuación: { $ending }
scores-game-over = Fin de la partida
scores-sheet = Hoja de puntuación
scores-deal-title = Puntuación de la mano { $number }
scores-you-shot-the-moon = ¡Alcanzaste la luna!
scores-shot-the-moon = ¡{ $player } alcanzó la luna!
scores-title = Puntuación
scores-this-deal = Esta mano
scores-deal = Mano { $number }
scores-took-back = , jugada con Deshacer
scores-place = Puesto
scores-player = Jugador
scores-took = Se llevó
scores-total = Total
scores-tricks = { $n ->
        [one] { $n } baza
       *[other] { $n } bazas
    }
scores-took-nothing = nada · { $tricks }
scores-took-cards = { $cards } · { $tricks }
scores-moon = 🌙 { $score }
scores-take-back-note = ↶ Jugada con Deshacer: deshacer puede mostrarte las cartas jugadas después de la tuya.
scores-older-note = La tabla muestra las últimas manos; el gráfico de abajo las tiene todas.
scores-step-through = Repasar la mano paso a paso
scores-next-hand = Siguiente mano
scores-choose-game = Nueva partida…
scores-deal-again = Volver a jugar esta mano
scores-challenge = Retar a un amigo
scores-challenge-back = Devolver el reto
scores-challenge-copied = Enlace copiado. Envíaselo a un amigo: jugará las mismas cartas contra los mismos bots y luego verá tu puntuación junto a la suya.
scores-challenge-to-copy = Copia este enlace y envíaselo a un amigo: jugará las mismas cartas contra los mismos bots y luego verá tu puntuación junto a la suya.
scores-back-to-game = Volver a mi partida

## Una mano jugada contra otro resultado: la mano del día, el reto de un amigo, una mano repetida.

versus-daily = Mano del día, { $date }
versus-friend = El reto de un amigo
versus-friend-game = El reto de un amigo: la partida entera
versus-again = Esta mano, otra vez
versus-you = Tú
versus-expert = El Experto en tu lugar
versus-working = calculando…
versus-your-friend = Tu amigo
versus-first-time = La primera vez
versus-better = { $points ->
        [one] Lo hiciste { $points } punto mejor.
       *[other] Lo hiciste { $points } puntos mejor.
    }
versus-worse = { $points ->
        [one] { $points } punto por detrás.
       *[other] { $points } puntos por detrás.
    }
versus-same = Misma puntuación.
versus-changed = El enlace de este reto se modificó: su puntuación no coincide con sus cartas, así que se juega como una mano compartida normal.
versus-streak = { $days ->
        [one] Racha de { $days } día.
       *[other] Racha de { $days } días.
    }

## El gráfico de la puntuación.

scores-chart-end = la partida termina en { $score }
scores-chart-end-note = La partida termina en { $score }, fuera de la escala de este gráfico.
scores-chart-label = { $deals ->
        [1] Gráfico de la puntuación después de la primera mano; las cifras están en la tabla
       *[other] Gráfico de la puntuación después de cada una de las { $deals } manos; las cifras están en la tabla
    }

## Las estadísticas de las partidas terminadas en este dispositivo.

stats-title = Estadísticas
stats-games = Partidas terminadas
stats-won = Ganadas
stats-deals = Manos
stats-points-per-deal = Puntos por mano
stats-moons = Lunas
stats-best = Mejor
stats-take-backs = { " " }({ $count } con Deshacer)
stats-nothing-yet = Aún no has jugado nada en este dispositivo: las estadísticas empiezan con tu primera mano.
stats-daily = Mano del día
stats-daily-played = Días jugados
stats-daily-streak = Días seguidos
stats-daily-average = { $you } (Experto { $expert })
stats-versus = Manos repetidas y retos
stats-note = Se guardan solo en este navegador. Una mano cuenta en cuanto se puntúa; una partida, cuando termina. Los puntos son los tuyos por mano; «Mejor» es tu mejor puntuación final, según la regla de cada juego. «Con Deshacer» cuenta las manos en las que deshiciste una jugada. La mano del día, las manos repetidas y los retos se cuentan aparte.

## Los ajustes y las teclas.

settings-title = Ajustes y teclas
settings-table = Mesa
settings-speed = Velocidad
settings-speed-label = Velocidad del juego
settings-theme = Tema
settings-four-colour = Baraja de cuatro colores (diamantes azules, tréboles verdes)
settings-large-cards = Cartas grandes
settings-pause-after-trick = Esperar a «Siguiente baza» después de cada baza
settings-auto-play = Jugar automáticamente mi única carta válida
settings-no-take-backs = Sin Deshacer
settings-undo-note = Si deshaces después de una baza, ya has visto las cartas de los demás: la mano queda marcada en la puntuación y en las estadísticas.
settings-practice = Ayudas de práctica
settings-card-tracker = Registro de cartas: las jugadas y las que quedan por salir
settings-play-checker = Preguntar antes de jugar una carta que el Experto considere claramente peor
settings-sound = Sonido
settings-sounds = Sonidos de las cartas, las bazas y tu turno
settings-volume = Volumen
settings-keys = Teclas

## Las teclas.

keys-move-keys = { $arrows }, { $home }, { $end }
keys-move = Moverse entre las cartas que puedes elegir
keys-either = { $first } o { $second }
keys-choose = Jugar la carta, o elegirla para pasar
keys-pass = Pasar las cartas elegidas
keys-undo = Deshacer tu última carta
keys-hint = Pista
keys-next-trick = Siguiente baza, cuando la mesa espera después de cada baza
keys-scores = Hoja de puntuación
keys-statistics = Estadísticas
keys-rules = Cómo se juega
keys-new-game = Nueva partida
keys-settings = Ajustes y teclas
keys-close = Cerrar un diálogo

## El diálogo Nueva partida.

dialog-game = Juego
dialog-game-for = { $game } ({ $players })
dialog-game-for-range = { $game } ({ $min }–{ $max })
dialog-players = Jugadores
dialog-play-to = Jugar a
dialog-target-help = Vacío: la del propio juego ({ $score })
dialog-variants = Variantes
dialog-no-variants = { $game } para { $players } no tiene variantes.
dialog-not-now = { $line }. Ahora no: { $why }
dialog-rule-options = Opciones de reglas: { $count } que puedes cambiar
dialog-rule-options-changed = Opciones de reglas: { $changed } de { $count } cambiadas
dialog-opponents = Rivales
dialog-levels-label = Nivel de los rivales
dialog-one-level = El mismo nivel para todos
dialog-each-own = Un nivel por asiento
dialog-level-label = Nivel
dialog-end-game = ¿Terminar la partida en curso?
dialog-end-game-detail = Se perderán sus cartas y su puntuación, y una partida sin terminar no cuenta en las estadísticas.
dialog-keep-playing = Seguir jugando
dialog-end-and-start = Terminarla y empezar
dialog-cancel = Cancelar
dialog-start = Empezar

## El diálogo que abre el enlace a otra partida.

dialog-link-keep = Seguir con mi partida
dialog-link-gives = Este enlace reparte una partida nueva: { $game } para { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }.
dialog-link-gives-from = Este enlace reparte una partida nueva: { $game } para { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, desde la mano { $deal }.
dialog-link-now = Tu partida de { $game } va por la mano { $deal }. Empezar la del enlace la termina, y una partida sin terminar no cuenta en las estadísticas.

## Los temas de Ajustes.

settings-theme-system = Como el sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro

## Juego limpio: qué ven los bots, qué cambia el nivel, cómo volver a repartir una mano

fair-play-title = Juego limpio
fair-play-intro = Los bots juegan con las mismas reglas que tú y ven lo que tú ves.
fair-play-sees-head = Qué ve un bot
fair-play-sees = Sus propias cartas y lo que ve toda la mesa: las cartas jugadas, las bazas ganadas, los palos que un jugador ya ha mostrado que no tiene. Igual que tú, conoce las cartas que pasó y las que recibió, y el monte si se lo llevó y las reglas permiten mirarlo. Nunca ve las cartas de otro jugador ni las que aún están por venir.
fair-play-hint = La pista y el repaso tampoco ven más que lo que se ve desde tu sitio: adivinan las cartas ocultas, como haría un jugador.
fair-play-levels-head = Qué cambia el nivel
fair-play-levels = Lo bien que juega un bot, nunca sus cartas. En el nivel Principiante juega cualquier carta válida; en Fácil y Normal sigue las reglas prácticas de un jugador; en Difícil y Experto reparte las cartas ocultas de muchas formas posibles y juega cada reparto hasta el final.
fair-play-deal-head = Cómo se reparten las cartas
fair-play-deal = Cada partida se reparte a partir de un número, su semilla. Con el mismo juego, la misma semilla y el mismo número de mano salen siempre las mismas cartas, las juegue quien las juegue y en el nivel que sea. «Compartir esta mano» (en el menú) crea un enlace que vuelve a repartirlas en cualquier sitio.
fair-play-all-hands = Al terminar cada mano, «Mostrar las cartas de todos», debajo de la puntuación, enseña las cartas de cada jugador tal como se repartieron y lo que pasó cada uno y a quién.
fair-play-this-game = Esta partida: { $game }, semilla { $seed }, mano { $deal }.

## Every hand of the deal just played, as dealt, under the deal's scores (src/ui/dialogs.rs).

hands-show = Mostrar las cartas de todos
hands-note = Las cartas de cada jugador tal como se repartieron, antes del pase, y lo que pasó cada uno.
hands-passed-to = pasadas a { $player }
hands-passed-to-you = pasadas a ti
hands-kitty = Monte
