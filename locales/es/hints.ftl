### Lo que dicen los bots de una decisión: la Pista bajo la mesa, «¿por qué no…?» y el repaso
### después de la mano. Las cartas van en corto («Q♠») y llevan su artículo según el rango
### (la Q♠, la J♣, el K♥); $player es el nombre de un jugador tal como lo muestra la mesa.
###
### $it es la carta de la que se habla: hint-it (el sujeto se calla: «es la única carta que
### puedes jugar») o la carta nombrada («el 7♠ queda por debajo del 5♠ de Este»).

## Las afirmaciones: lo que hace jugar una carta (una cláusula, sin mayúscula ni punto).

claim-only-card = { $it ->
    [hint-it] es la única carta que puedes jugar
   *[other] { $it } es la única carta que puedes jugar
}
claim-cancels = { $it ->
    [hint-it] anula
   *[other] { $it } anula
} { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card } de { $player }, así que ninguna de las dos puede ganar la baza
claim-takes-nothing = te llevas la baza, sin puntos
claim-takes = te llevas la baza con { $points }
claim-under = { $it ->
    [hint-it] queda por debajo
   *[other] { $it } queda por debajo
} { $card ->
    [queen] de la
    [jack] de la
   *[other] del
} { $card } de { $player }
claim-gives-away = { $worst ->
    [queen] la
    [jack] la
   *[other] el
} { $worst } es para quien se lleve la baza, no para ti
claim-onto = { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card } de { $player } va ganando la baza
claim-partner-winning = tu compañero, { $player }, va ganando la baza
claim-unbeatable = es imbatible
claim-may-be-cancelled = { $copies ->
    [1] { $card ->
        [queen] la otra { $card } todavía no ha salido y podría anularla
        [jack] la otra { $card } todavía no ha salido y podría anularla
       *[other] el otro { $card } todavía no ha salido y podría anularlo
    }
   *[other] { $card ->
        [queen] aún quedan { $copies } { $card } por salir, y cualquiera de ellas podría anularla
        [jack] aún quedan { $copies } { $card } por salir, y cualquiera de ellas podría anularla
       *[other] aún quedan { $copies } { $card } por salir, y cualquiera de ellos podría anularlo
    }
}
claim-worst-above = { $packs ->
    [1] { $worst ->
        [queen] la { $worst } aún no ha salido y está por encima
        [jack] la { $worst } aún no ha salido y está por encima
       *[other] el { $worst } aún no ha salido y está por encima
    }
    [2] { $copies ->
        [1] { $worst ->
            [queen] una { $worst } aún no ha salido y está por encima
            [jack] una { $worst } aún no ha salido y está por encima
           *[other] un { $worst } aún no ha salido y está por encima
        }
       *[other] { $worst ->
            [queen] las dos { $worst } aún no han salido y están por encima
            [jack] las dos { $worst } aún no han salido y están por encima
           *[other] los dos { $worst } aún no han salido y están por encima
        }
    }
   *[other] { $copies ->
        [1] { $worst ->
            [queen] una { $worst } aún no ha salido y está por encima
            [jack] una { $worst } aún no ha salido y está por encima
           *[other] un { $worst } aún no ha salido y está por encima
        }
       *[other] aún no han salido { $copies } { $worst } y están por encima
    }
}
claim-higher-out = { $count ->
    [1] { $suit ->
        [suit-spades] aún queda por salir una { $suit } más alta
       *[other] aún queda por salir un { $suit } más alto
    }
   *[other] { $suit ->
        [suit-spades] aún quedan por salir { $count } { $suit } más altas
       *[other] aún quedan por salir { $count } { $suit } más altos
    }
}
claim-lower-out = { $count ->
    [1] { $suit ->
        [suit-spades] aún queda por salir una { $suit } más baja, así que podría ganar una baza más adelante
       *[other] aún queda por salir un { $suit } más bajo, así que podría ganar una baza más adelante
    }
   *[other] { $suit ->
        [suit-spades] aún quedan por salir { $count } { $suit } más bajas, así que podría ganar una baza más adelante
       *[other] aún quedan por salir { $count } { $suit } más bajos, así que podría ganar una baza más adelante
    }
}
claim-void-shown = { $count ->
    [1] { $players } ya ha mostrado que no tiene { $suit } y puede descartarse en esta baza
    [2] { $players } ya han mostrado que no tienen { $suit } y pueden descartarse en esta baza
   *[other] { $count } jugadores ya han mostrado que no tienen { $suit } y pueden descartarse en esta baza
}
claim-last-of-suit = { $it ->
    [hint-it] es
   *[other] { $it } es
} { $suit ->
    [suit-spades] tu última
   *[other] tu último
} { $suit }, así que cuando alguien salga de { $suits } podrás descartarte
claim-keeps-low = te guardas { $low ->
    [queen] la
    [jack] la
   *[other] el
} { $low } para ceder la salida más adelante
claim-trick-holds = la baza ya lleva { $points }
claim-moon-threat = { $player } se ha llevado todos los puntos hasta ahora
claim-wins-lead-from = te haces con la salida, y luego tendrás que salir de tus { $suits }
claim-wins-lead = te haces con la salida y tendrás que salir en la siguiente baza
claim-keeps-worst = te quedas con { $worst ->
    [queen] la { $worst } y alguien podría obligarte a soltarla más adelante
    [jack] la { $worst } y alguien podría obligarte a soltarla más adelante
   *[other] el { $worst } y alguien podría obligarte a soltarlo más adelante
}
claim-keeps-above-worst = te quedas con { $high ->
    [queen] la { $high }, con la que
    [jack] la { $high }, con la que
   *[other] el { $high }, con el que
} aún podrías comerte { $worst ->
    [queen] la
    [jack] la
   *[other] el
} { $worst } más adelante
claim-sheds-above-worst = te quitas de encima una carta con la que podrías comerte { $worst ->
    [queen] la
    [jack] la
   *[other] el
} { $worst } más adelante, sin llevarte esta baza
claim-keeps-high = te quedas con { $high ->
    [queen] la
    [jack] la
   *[other] el
} { $high }, que podría ganar una baza más adelante
claim-first-trick = en la primera baza nadie puede jugar cartas de penalización salvo que no tenga otra cosa, así que ahora una carta alta sale barata

## Las piezas de las frases de la Pista.

hint-it = esta carta
hint-claims = { $first }; además, { $second }
hint-with-card = { $card ->
    [hint-it] así { $claim }
   *[other] si juegas { $card }, { $claim }
}
hint-with-card-first = { $card ->
    [hint-it] Así, { $claim }
   *[other] Si juegas { $card }, { $claim }
}
hint-choice-the = { $cards ->
    [queen] la { $cards }
    [jack] la { $cards }
    [one] { $cards }
    [other] { $cards }
   *[card] el { $cards }
}
hint-choice-the-first = { $cards ->
    [queen] La { $cards }
    [jack] La { $cards }
    [one] { $cards }
    [other] { $cards }
   *[card] El { $cards }
}
hint-choice-your = { $cards ->
    [other] tus { $cards }
   *[one] tu { $cards }
}
hint-choice-your-first = { $cards ->
    [other] Tus { $cards }
   *[one] Tu { $cards }
}
hint-choice-suit = { $suit }

## Las palabras de la Pista, de «¿por qué no…?» y del repaso.

hint-do = { $verb ->
    [lead] Sal con { $choice }: { $why }.
    [discard] Descarta { $choice }: { $why }.
    [call] Pide { $choice }: { $why }.
   *[play] { $why ->
        [hint-pass-group] Pasa { $choice }. { $why }.
        [hint-pass-groups] Pasa { $choice }. { $why }.
       *[other] Juega { $choice }: { $why }.
    }
}
hint-did-best = dio el mejor resultado al imaginar las cartas ocultas y jugar la mano hasta el final
hint-yet-did-best = { $claim }, pero aun así dio el mejor resultado al imaginar las cartas ocultas y jugar la mano hasta el final
hint-did-best-though = dio el mejor resultado al imaginar las cartas ocultas y jugar la mano hasta el final, aunque { $claim }
hint-nothing-apart = nada de lo que ves marca la diferencia con { $other }, pero dio el mejor resultado al imaginar las cartas ocultas y jugar la mano hasta el final
hint-as-good = { $other }, casi igual de bien.
hint-as-good-because = { $other }, casi igual de bien: { $why }.
hint-as-good-though = { $other }, casi igual de bien, aunque { $why }.
hint-claim-sentence = { $claim }.
hint-verdict = { $subject } { $count ->
    [one] { $verdict ->
        [better] es mejor que
        [worse] es peor que
       *[as-good] vale casi lo mismo que
    }
   *[other] { $verdict ->
        [better] son mejores que
        [worse] son peores que
       *[as-good] valen casi lo mismo que
    }
} { $other }
hint-verdict-only = { $verdict }.
hint-verdict-because = { $verdict }: { $why }.
hint-verdict-played-out-though = { $verdict }: la diferencia solo se ve al imaginar las cartas ocultas y jugar la mano hasta el final, aunque { $claim }.
hint-verdict-played-out = { $verdict }; nada de lo que ves las distingue: la diferencia solo se ve al imaginar las cartas ocultas y jugar la mano hasta el final.
hint-of-choice = { $choice }: { $why }.
hint-nothing = { "" }
hint-sentences = { $first } { $next }
hint-random = Una jugada válida al azar
hint-nothing-to-decide = No hay nada que decidir
hint-no-seat = En esta mesa no hay asiento { $number }
hint-not-playable = No es una partida que se pueda jugar: { $why }
hint-weighing-pass = Comparando tu pase con el de la pista…

## Un pase explicado carta a carta: «Q♠: la carta que más cuesta; K♠, A♠: la Q♠ podría
## caerles encima». $count dice de cuántas cartas se habla.

hint-pass-cards = { $first }, { $next }
hint-pass-group = { $cards }: { $why }
hint-pass-groups = { $first }; { $next }
hint-pass-costs-points = { $count ->
    [one] cuesta puntos
   *[other] cuestan puntos
}
hint-pass-costs-most = { $count ->
    [one] la carta que más cuesta
   *[other] las cartas que más cuestan
}
hint-pass-forced-to-take = { $count ->
    [one] { $worst ->
        [queen] la
        [jack] la
       *[other] el
    } { $worst } podría caerle encima
   *[other] { $worst ->
        [queen] la
        [jack] la
       *[other] el
    } { $worst } podría caerles encima
}
hint-pass-leaves-void = { $count ->
    [one] te deja sin { $suits }
   *[other] te dejan sin { $suits }
}
hint-pass-win-and-cost = { $count ->
    [one] podría ganar una baza y cuesta puntos
   *[other] podrían ganar una baza y cuestan puntos
}
hint-pass-could-win = { $count ->
    [one] podría ganar bazas
   *[other] podrían ganar bazas
}
hint-pass-helps-least = { $count ->
    [one] es la que menos te sirve
   *[other] son las que menos te sirven
}

## La Pista de los niveles Normal y Fácil: una línea, sin punto.

hint-line-only-card = Juega { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: es la única carta que puedes jugar
hint-line-duck = Juega { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card } por debajo { $under ->
    [queen] de la
    [jack] de la
   *[other] del
} { $under }
hint-line-duck-worst-out = Juega { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card } por debajo { $under ->
    [queen] de la
    [jack] de la
   *[other] del
} { $under }: { $worst ->
    [queen] la
    [jack] la
   *[other] el
} { $worst } aún no ha salido
hint-line-cancel = Juega { $card ->
    [queen] la { $card } para anular la otra
    [jack] la { $card } para anular la otra
   *[other] el { $card } para anular el otro
} { $other }: ninguna de las dos puede ganar la baza
hint-line-dump = Descártate { $card ->
    [queen] de la
    [jack] de la
   *[other] del
} { $card }: los puntos son para quien gane la baza
hint-line-shed-danger = Descártate { $card ->
    [queen] de la
    [jack] de la
   *[other] del
} { $card }: más adelante podría ganar una baza con puntos
hint-line-shed-suit = Descártate { $card ->
    [queen] de la
    [jack] de la
   *[other] del
} { $card }: te quedas sin { $suits }
hint-line-shed-free = Descártate { $card ->
    [queen] de la
    [jack] de la
   *[other] del
} { $card }: no te cuesta nada
hint-line-discard = Descártate { $card ->
    [queen] de la
    [jack] de la
   *[other] del
} { $card }
hint-line-win-clean = Gana esta baza con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: no lleva puntos
hint-line-forced-high = Cualquier carta que juegues gana: llévatela con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }
hint-line-hope-overtaken = Juega { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: alguien que juega después de ti aún puede poner una más alta
hint-line-bleed = Sal con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card } para cazar { $worst ->
    [queen] la { $worst }: no la tienes tú
    [jack] la { $worst }: no la tienes tú
   *[other] el { $worst }: no lo tienes tú
}
hint-line-lead-low = Sal con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: seguramente alguien tiene una más alta
hint-line-lead-may-be-beaten = Sal con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: aún puede haber alguien con una más alta
hint-line-lead-unbeatable = Sal con { $card ->
    [queen] la { $card }: nadie puede superarla
    [jack] la { $card }: nadie puede superarla
   *[other] el { $card }: nadie puede superarlo
}
hint-line-stop-moon = Llévate un punto con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: un jugador se ha llevado todos los puntos hasta ahora y podría alcanzar la luna
hint-line-shoot-moon = Juega { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: puedes llevarte todos los puntos y alcanzar la luna
hint-line-follow-low = Sigue el palo por lo bajo con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }
hint-line-spare-partner = Juega { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card }: tu compañero va ganando esta baza
hint-line-pledge = Promete: tienes pocos corazones, y bajos
hint-line-no-pledge = No prometas: alguno de tus corazones podría ganar una baza
hint-line-call-suit = Pide { $suits }: tu comodín no puede ganar, así que esos puntos se los lleva otro jugador
hint-line-moon-to-others = Suma la luna a la puntuación de todos los demás
hint-line-moon-off-mine = Resta la luna de tu propia puntuación
hint-line-choose-pass = { $direction ->
    [left] Pasa { $cards } cartas a la izquierda
    [right] Pasa { $cards } cartas a la derecha
    [across] Pasa { $cards } cartas al de enfrente
    [hold] No pases en esta mano
    [star] Pasa { $cards } cartas: una a cada uno de los dos jugadores de enfrente
    [scatter] Pasa { $cards } cartas: una a cada uno de los demás
    [mixer] Pasa { $cards } cartas al centro, para barajarlas y repartirlas de nuevo
   *[seats-left] Pasa { $cards } cartas { $seats } asientos a la izquierda
}

## Las cifras bajo las palabras («Los números», a un toque).

hint-decimal = { $sign ->
    [minus] −{ $number }
   *[plus] { $number }
}
hint-margin = { $verdict ->
    [better] Unos { $margin } puntos mejor que { $other }
    [worse] Unos { $margin } puntos peor que { $other }
   *[as-good] Casi igual que { $other }
}.
hint-margin-over-deals = { $verdict ->
    [better] Unos { $margin } puntos mejor que { $other } en { $deals } repartos imaginados
    [worse] Unos { $margin } puntos peor que { $other } en { $deals } repartos imaginados
   *[as-good] Casi igual que { $other } en { $deals } repartos imaginados
}.
hint-playouts-over-deals = En { $deals } repartos imaginados, { $figures }.
hint-playouts = { $figures }.
hint-playouts-yours = Con tu jugada, { $figures }.
hint-figures-two = { $take }, { $points }
hint-figures-three = { $take }, { $points }, y { $third }
hint-figures-four = { $take }, { $points }, { $worst } y { $moon }
hint-figure-take = te llevas esta baza el { $percent } % de las veces
hint-figure-take-beside = te llevas esta baza el { $percent } % de las veces ({ $best } % con { $choice })
hint-figure-take-beside-first = Te llevas esta baza el { $percent } % de las veces ({ $best } % con { $choice })
hint-figure-points = unos { $now } puntos ahora y { $later } después
hint-figure-no-points = ningún punto ahora y unos { $later } después
hint-figure-points-beside = unos { $now } puntos ahora y { $later } después ({ $best-now } y { $best-later })
hint-figure-worst = acabas con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card } el { $percent } % de las veces
hint-figure-worst-beside = acabas con { $card ->
    [queen] la
    [jack] la
   *[other] el
} { $card } el { $percent } % de las veces ({ $best } %)
hint-figure-moon = alcanzas la luna el { $percent } % de las veces
hint-figure-moon-beside = alcanzas la luna el { $percent } % de las veces ({ $best } %)
