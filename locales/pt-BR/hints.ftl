### O que os bots dizem de uma escolha: a Dica embaixo da mesa, o “por que não esta carta?”
### e a revisão depois da rodada. As cartas vêm curtas (“Q♠”); o artigo muda com o valor
### (a Q♠, o K♠), por isso cada carta leva a sua escolha de artigo.

## As afirmações: o que jogar uma carta faz. Quando o sujeito é a própria carta ($it =
## hint-it), o português simplesmente omite o sujeito.

claim-only-card = { $it ->
    [hint-it] é
   *[other] { $it } é
} a única carta que você pode jogar
claim-cancels = { $it ->
    [hint-it] anula
   *[other] { $it } anula
} { $card ->
    [queen] a
   *[other] o
} { $card } de { $player }, então { $card ->
    [queen] nenhuma das duas
   *[other] nenhum dos dois
} pode ganhar a vaza
claim-takes-nothing = você leva a vaza, sem pontos
claim-takes = você leva a vaza, com { $points }
claim-under = { $it ->
    [hint-it] fica
   *[other] { $it } fica
} abaixo { $card ->
    [queen] da
   *[other] do
} { $card } de { $player }
claim-gives-away = { $worst ->
    [queen] a
   *[other] o
} { $worst } vai para quem levar a vaza, não para você
claim-onto = { $card ->
    [queen] a
   *[other] o
} { $card } de { $player } está ganhando a vaza por enquanto
claim-partner-winning = { $player ->
    [name-ada] sua parceira
    [name-cleo] sua parceira
    [name-edie] sua parceira
    [name-greta] sua parceira
    [name-iris] sua parceira
   *[other] seu parceiro
} { $player } está ganhando a vaza
claim-unbeatable = ninguém consegue ganhar dessa carta
claim-may-be-cancelled = { $copies ->
    [1] { $card ->
        [queen] a outra
       *[other] o outro
    } { $card } ainda não saiu e pode anular essa carta
   *[other] ainda faltam sair { $copies } cópias { $card ->
        [queen] da
       *[other] do
    } { $card }, e qualquer uma delas pode anular essa carta
}
claim-worst-above = { $packs ->
    [1] { $worst ->
        [queen] a
       *[other] o
    } { $worst } ainda não saiu, e é mais { $worst ->
        [queen] alta
       *[other] alto
    } que essa carta
    [2] { $copies ->
        [1] { $worst ->
            [queen] uma das
           *[other] um dos
        } { $worst } ainda não saiu, e é mais { $worst ->
            [queen] alta
           *[other] alto
        } que essa carta
       *[other] { $worst ->
            [queen] as duas
           *[other] os dois
        } { $worst } ainda não saíram, e são mais { $worst ->
            [queen] altas
           *[other] altos
        } que essa carta
    }
   *[other] { $copies ->
        [1] { $worst ->
            [queen] uma das
           *[other] um dos
        } { $worst } ainda não saiu, e é mais { $worst ->
            [queen] alta
           *[other] alto
        } que essa carta
       *[other] ainda faltam sair { $copies } cópias { $worst ->
            [queen] da
           *[other] do
        } { $worst }, mais altas que essa carta
    }
}
claim-higher-out = { $count ->
    [1] ainda falta sair uma carta de { $suit } mais alta
   *[other] ainda faltam sair { $count } cartas de { $suit } mais altas
}
claim-lower-out = { $count ->
    [1] ainda falta sair uma carta de { $suit } mais baixa, então essa carta pode ganhar uma vaza mais tarde
   *[other] ainda faltam sair { $count } cartas de { $suit } mais baixas, então essa carta pode ganhar uma vaza mais tarde
}
claim-void-shown = { $count ->
    [1] { $players } já mostrou que não tem { $suit } e pode descartar nesta vaza
    [2] { $players } já mostraram que não têm { $suit } e podem descartar nesta vaza
   *[other] { $count } jogadores já mostraram que não têm { $suit } e podem descartar nesta vaza
}
claim-last-of-suit = { $it ->
    [hint-it] é
   *[other] { $it } é
} a sua última carta de { $suits }: quando alguém sair de { $suits }, você já pode jogar outro naipe
claim-keeps-low = você guarda { $low ->
    [queen] a
   *[other] o
} { $low } para se livrar da saída mais tarde
claim-trick-holds = a vaza já tem { $points }
claim-moon-threat = { $player } levou todos os pontos até agora
claim-wins-lead-from = você leva a vaza e depois vai ter que sair de { $suits }, o único naipe que ainda tem
claim-wins-lead = você leva a vaza e vai ter que sair na próxima
claim-keeps-worst = você continua com { $worst ->
    [queen] a
   *[other] o
} { $worst }, e mais tarde alguém pode forçar você a soltar essa carta
claim-keeps-above-worst = você continua com { $high ->
    [queen] a
   *[other] o
} { $high }, e { $worst ->
    [queen] a
   *[other] o
} { $worst } ainda pode cair em cima { $high ->
    [queen] dela
   *[other] dele
} mais tarde
claim-sheds-above-worst = você se livra de uma carta em que { $worst ->
    [queen] a
   *[other] o
} { $worst } poderia cair mais tarde, sem levar esta vaza
claim-keeps-high = você continua com { $high ->
    [queen] a
   *[other] o
} { $high }, que pode ganhar uma vaza mais tarde
claim-first-trick = na primeira vaza ninguém pode jogar carta de pontos, a não ser que só tenha isso; então uma carta alta sai barato agora

## As peças das frases da Dica

hint-it = ela
hint-claims = { $first }, e { $second }
hint-with-card = { $card ->
    [hint-it] assim { $claim }
   *[other] com { $card }, { $claim }
}
hint-with-card-first = { $card ->
    [hint-it] Assim, { $claim }
   *[other] Com { $card }, { $claim }
}
hint-choice-the = { $cards ->
    [queen] a { $cards }
    [one] a carta { $cards }
    [other] as cartas { $cards }
   *[card] o { $cards }
}
hint-choice-the-first = { $cards ->
    [queen] A { $cards }
    [one] A carta { $cards }
    [other] As cartas { $cards }
   *[card] O { $cards }
}
hint-choice-your = { $cards ->
    [queen] sua { $cards }
    [one] sua carta { $cards }
    [other] suas cartas { $cards }
   *[card] seu { $cards }
}
hint-choice-your-first = { $cards ->
    [queen] Sua { $cards }
    [one] Sua carta { $cards }
    [other] Suas cartas { $cards }
   *[card] Seu { $cards }
}
hint-choice-suit = { $suit }

## As palavras da Dica, do “por que não…?” e da revisão

hint-do = { $verb ->
    [lead] Saia com
    [discard] Descarte
    [call] Chame
   *[play] Jogue
} { $choice }: { $why }.
hint-did-best = é a jogada que se sai melhor quando as cartas escondidas são simuladas até o fim
hint-yet-did-best = { $claim }, mas mesmo assim é a jogada que se sai melhor quando as cartas escondidas são simuladas até o fim
hint-did-best-though = é a jogada que se sai melhor quando as cartas escondidas são simuladas até o fim, mas { $claim }
hint-nothing-apart = pelo que dá para ver, { $other } daria no mesmo, mas esta jogada se sai melhor quando as cartas escondidas são simuladas até o fim
hint-as-good = { $other } dá quase no mesmo.
hint-as-good-because = { $other } dá quase no mesmo: { $why }.
hint-as-good-though = { $other } dá quase no mesmo, mas { $why }.
hint-claim-sentence = { $claim }.
hint-verdict = { $count ->
    [one] { $subject } { $verdict ->
        [better] é melhor do que
        [worse] é pior do que
       *[as-good] vale quase o mesmo que
    } { $other }
   *[other] { $subject } { $verdict ->
        [better] são melhores do que
        [worse] são piores do que
       *[as-good] valem quase o mesmo que
    } { $other }
}
hint-verdict-only = { $verdict }.
hint-verdict-because = { $verdict }: { $why }.
hint-verdict-played-out-though = { $verdict }: a diferença só aparece quando as cartas escondidas são simuladas até o fim, mas { $claim }.
hint-verdict-played-out = { $verdict }; nada do que você vê separa as duas escolhas: a diferença só aparece quando as cartas escondidas são simuladas até o fim.
hint-of-choice = { $choice }: { $why }.
hint-nothing = { "" }
hint-sentences = { $first } { $next }
hint-random = Uma escolha válida qualquer, ao acaso
hint-nothing-to-decide = Nada para decidir
hint-no-seat = Não há lugar { $number } nesta mesa
hint-not-playable = Não é um jogo que dê para jogar: { $why }
hint-weighing-pass = Comparando o seu passe com este…

## Um passe explicado carta por carta: “Q♠: a carta que mais custa; K♠, A♠: podem acabar
## levando a Q♠”.

hint-pass-cards = { $first }, { $next }
hint-pass-group = { $cards }: { $why }
hint-pass-groups = { $first }; { $next }
hint-pass-costs-points = { $count ->
    [one] custa pontos
   *[other] custam pontos
}
hint-pass-costs-most = { $count ->
    [one] a carta que mais custa
   *[other] as cartas que mais custam
}
hint-pass-forced-to-take = { $count ->
    [one] pode acabar levando { $worst ->
    [queen] a
   *[other] o
} { $worst }
   *[other] podem acabar levando { $worst ->
    [queen] a
   *[other] o
} { $worst }
}
hint-pass-leaves-void = { $count ->
    [one] deixa você sem { $suits }
   *[other] deixam você sem { $suits }
}
hint-pass-win-and-cost = { $count ->
    [one] pode ganhar uma vaza e ainda custa pontos
   *[other] podem ganhar uma vaza e ainda custam pontos
}
hint-pass-could-win = { $count ->
    [one] pode ganhar vazas
   *[other] podem ganhar vazas
}
hint-pass-helps-least = { $count ->
    [one] é a que menos ajuda você
   *[other] são as que menos ajudam você
}

## A Dica dos níveis Normal e Fácil, que não simulam: uma linha, sem ponto final.

hint-line-only-card = Jogue { $card ->
    [queen] a
   *[other] o
} { $card }: é a única carta que você pode jogar
hint-line-duck = Jogue { $card ->
    [queen] a
   *[other] o
} { $card } por baixo { $under ->
    [queen] da
   *[other] do
} { $under }
hint-line-duck-worst-out = Jogue { $card ->
    [queen] a
   *[other] o
} { $card } por baixo { $under ->
    [queen] da
   *[other] do
} { $under }: { $worst ->
    [queen] a
   *[other] o
} { $worst } ainda não saiu
hint-line-cancel = Jogue { $card ->
    [queen] a
   *[other] o
} { $card } para anular { $other ->
    [queen] a outra
   *[other] o outro
} { $other }: { $card ->
    [queen] nenhuma das duas
   *[other] nenhum dos dois
} pode ganhar a vaza
hint-line-dump = Descarte { $card ->
    [queen] a
   *[other] o
} { $card }: os pontos vão para quem ganhar a vaza
hint-line-shed-danger = Descarte { $card ->
    [queen] a
   *[other] o
} { $card }: mais tarde, essa carta poderia ganhar uma vaza com pontos
hint-line-shed-suit = Descarte { $card ->
    [queen] a
   *[other] o
} { $card }: você fica sem { $suits }
hint-line-shed-free = Descarte { $card ->
    [queen] a
   *[other] o
} { $card }: não custa nada
hint-line-discard = Descarte { $card ->
    [queen] a
   *[other] o
} { $card }
hint-line-win-clean = Leve esta vaza com { $card ->
    [queen] a
   *[other] o
} { $card }: ela está limpa, sem pontos
hint-line-forced-high = Qualquer carta que você jogar ganha: leve com { $card ->
    [queen] a
   *[other] o
} { $card }
hint-line-hope-overtaken = Jogue { $card ->
    [queen] a
   *[other] o
} { $card }: quem joga depois de você ainda pode jogar mais alto
hint-line-bleed = Saia com { $card ->
    [queen] a
   *[other] o
} { $card } para caçar { $worst ->
    [queen] a
   *[other] o
} { $worst }: essa carta não está na sua mão
hint-line-lead-low = Saia com { $card ->
    [queen] a
   *[other] o
} { $card }: alguém provavelmente vai jogar mais alto
hint-line-lead-may-be-beaten = Saia com { $card ->
    [queen] a
   *[other] o
} { $card }: alguém ainda pode jogar mais alto
hint-line-lead-unbeatable = Saia com { $card ->
    [queen] a
   *[other] o
} { $card }: ninguém consegue ganhar dessa carta
hint-line-stop-moon = Leve um ponto com { $card ->
    [queen] a
   *[other] o
} { $card }: um jogador tem todos os pontos até agora e pode acertar a lua
hint-line-shoot-moon = Jogue { $card ->
    [queen] a
   *[other] o
} { $card }: você pode levar todos os pontos e acertar a lua
hint-line-follow-low = Siga o naipe com uma carta baixa: { $card ->
    [queen] a
   *[other] o
} { $card }
hint-line-spare-partner = Jogue { $card ->
    [queen] a
   *[other] o
} { $card }: seu parceiro está ganhando esta vaza
hint-line-pledge = Prometa: suas copas são poucas e baixas
hint-line-no-pledge = Não prometa: uma das suas copas pode ganhar uma vaza
hint-line-call-suit = Chame { $suits }: seu coringa não pode ganhar, então os pontos vão para outro jogador
hint-line-moon-to-others = Some a lua ao placar de todos os outros
hint-line-moon-off-mine = Tire a lua do seu próprio placar
hint-line-choose-pass = { $direction ->
    [left] Passe { $cards } cartas à esquerda
    [right] Passe { $cards } cartas à direita
    [across] Passe { $cards } cartas em frente
    [hold] Sem passe nesta rodada
    [star] Passe { $cards } cartas: uma para cada um dos dois jogadores do outro lado
    [scatter] Passe { $cards } cartas: uma para cada um dos outros jogadores
    [mixer] Passe { $cards } cartas para o meio, para serem embaralhadas e distribuídas de novo
   *[seats-left] Passe { $cards } cartas { $seats } lugares à esquerda
}

## Os números embaixo das palavras (“Números”, a um toque)

hint-decimal = { $sign ->
    [minus] −{ $number }
   *[plus] { $number }
}
hint-margin = { $verdict ->
    [better] Cerca de { $margin } pontos melhor do que { $other }
    [worse] Cerca de { $margin } pontos pior do que { $other }
   *[as-good] Vale quase o mesmo que { $other }
}.
hint-margin-over-deals = { $verdict ->
    [better] Cerca de { $margin } pontos melhor do que { $other } em { $deals } distribuições simuladas
    [worse] Cerca de { $margin } pontos pior do que { $other } em { $deals } distribuições simuladas
   *[as-good] Vale quase o mesmo que { $other } em { $deals } distribuições simuladas
}.
hint-playouts-over-deals = Em { $deals } distribuições simuladas, { $figures }.
hint-playouts = { $figures }.
hint-playouts-yours = Com a sua escolha, { $figures }.
hint-figures-two = { $take }, { $points }
hint-figures-three = { $take }, { $points } e { $third }
hint-figures-four = { $take }, { $points }, { $worst } e { $moon }
hint-figure-take = você leva esta vaza em { $percent }% das vezes
hint-figure-take-beside = você leva esta vaza em { $percent }% das vezes ({ $best }% com { $choice })
hint-figure-take-beside-first = Você leva esta vaza em { $percent }% das vezes ({ $best }% com { $choice })
hint-figure-points = marca cerca de { $now } pontos agora e { $later } depois
hint-figure-no-points = não marca ponto nenhum agora, só cerca de { $later } depois
hint-figure-points-beside = marca cerca de { $now } pontos agora e { $later } depois ({ $best-now } e { $best-later })
hint-figure-worst = acaba levando { $card ->
    [queen] a
   *[other] o
} { $card } em { $percent }% das vezes
hint-figure-worst-beside = acaba levando { $card ->
    [queen] a
   *[other] o
} { $card } em { $percent }% das vezes ({ $best }%)
hint-figure-moon = acerta a lua em { $percent }% das vezes
hint-figure-moon-beside = acerta a lua em { $percent }% das vezes ({ $best }%)
