### O que a mesa diz: a linha embaixo da mão, o que o leitor de tela ouve a cada carta, as
### palavras ao lado de uma vaza terminada, o fim do jogo, o resumo da revisão, e os avisos
### sobre um link, um jogo salvo ou um arquivo que não pôde ser usado.
###
### Um $card é uma carta curta (“Q♠”): o artigo vem da escolha pelo valor
### ({ $card -> [queen] a *[other] o }). Um $name é o nome completo, que já traz o artigo
### (“a dama de espadas”).

## Frases juntas

table-sentences = { $first }. { $second }
table-sentences-stopped = { $first } { $second }
table-series = { $before }, { $next }
table-cards-row = { $before } { $card }
table-card = { $card }

## Para onde vão as cartas passadas

table-direction-hold = sem passe
table-direction-left = à esquerda
table-direction-right = à direita
table-direction-across = em frente
table-direction-seats = { $seats } lugares à esquerda
table-direction-star = uma carta para cada um dos dois jogadores do outro lado
table-direction-scatter = uma carta para cada um dos outros jogadores
table-direction-mixer = para o meio, para serem embaralhadas e distribuídas de novo

## A linha embaixo da mão que diz o que fazer agora

table-prompt-past = Rodada { $deal }, como você jogou
table-prompt-choose-pass = Você dá as cartas: escolha o passe desta rodada
table-prompt-pledge = Prometer não levar copas nesta rodada? Cumprida, a promessa tira { $points } do seu placar; quebrada, soma { $points }
table-prompt-call-suit = Você saiu com o coringa: chame o naipe que os outros devem seguir
table-prompt-choose-moon = Você acertou a lua! Escolha como ela conta
table-prompt-play-any = Sua vez: jogue qualquer carta
table-prompt-play-why = Sua vez. { $why }
table-prompt-pass-to = Escolha { $count } cartas para passar { $direction }, para { $player } ({ $chosen ->
        [0] nenhuma escolhida
        [one] { $chosen } escolhida
       *[other] { $chosen } escolhidas
    })
table-prompt-pass = Escolha { $count } cartas para passar { $direction } ({ $chosen ->
        [0] nenhuma escolhida
        [one] { $chosen } escolhida
       *[other] { $chosen } escolhidas
    })
table-prompt-pass-each-next = Escolha { $count } cartas para passar, { $direction } ({ $chosen ->
        [0] nenhuma escolhida
        [one] { $chosen } escolhida
       *[other] { $chosen } escolhidas
    }): a próxima carta que você escolher vai para { $player }
table-prompt-pass-each = Escolha { $count } cartas para passar, { $direction } ({ $chosen ->
        [0] nenhuma escolhida
        [one] { $chosen } escolhida
       *[other] { $chosen } escolhidas
    })
table-prompt-game-over = Fim de jogo. { $result }
table-prompt-thinking = { $player } está pensando…

## A revisão de uma rodada, no placar depois dela

table-review-reviewing = Revisando: o Especialista joga as suas cartas…
table-review-done = O Especialista no seu lugar: { $expert } (você levou { $you }). { $summary }
table-review-nothing = {""}
table-review-same = Ele teria escolhido como você todas as vezes.
table-review-as-good = Ele só teria escolhido diferente onde as opções eram praticamente iguais:
table-review-as-good-went-otherwise = Ele só teria escolhido diferente onde as opções eram praticamente iguais, e a partir da primeira delas a rodada tomou outro rumo:
table-review-differently = Onde ele teria escolhido diferente:
table-review-biggest = Das { $times } vezes em que ele teria escolhido diferente, as mais importantes:
table-review-failed = Sem revisão desta vez: { $why }
table-review-moment = { $decision }; { $expert }

## Uma decisão sua, como a revisão a lista

table-decision-played = { $trick ->
    [0] O passe
   *[other] Vaza { $trick }
}: você jogou { $card ->
    [queen] a
   *[other] o
} { $card }
table-decision-passed = { $trick ->
    [0] O passe
   *[other] Vaza { $trick }
}: você passou { $cards }
table-decision-called = { $trick ->
    [0] O passe
   *[other] Vaza { $trick }
}: você chamou { $suit }
table-decision-other = { $trick ->
    [0] O passe
   *[other] Vaza { $trick }
}: você jogou {""}
table-expert-agrees = O Especialista concorda
table-expert-as-good = Especialista: { $choice }, praticamente igual
table-expert-better = Especialista: { $choice } (uns { $points } pontos melhor)
table-choice-play = { $card ->
    [queen] a
   *[other] o
} { $card }
table-choice-pass = { $cards }
table-choice-call = { $suit }
table-choice-other = {""}
table-hint-weighing = Comparando o seu passe com o da Dica…
table-past-failed = Não dá para mostrar essa rodada: { $why }

## As palavras ao lado de uma vaza terminada

table-pairs-three = trio de { $card }
table-pairs-one = par de { $card }
table-pairs-many = pares de { $cards }
table-trick-cancelled = { $pairs ->
    [table-pairs-one] O { $pairs } se anula
    [table-pairs-three] O { $pairs } se anula
   *[other] Os { $pairs } se anulam
}: ninguém leva a vaza, e as cartas dela vão para quem levar a próxima.
table-trick-cancelled-points = { $pairs ->
    [table-pairs-one] O { $pairs } se anula
    [table-pairs-three] O { $pairs } se anula
   *[other] Os { $pairs } se anulam
}: ninguém leva a vaza, e as cartas dela ({ $points }) vão para quem levar a próxima.
table-trick-you-with = Você leva com { $card ->
    [queen] a
   *[other] o
} { $card }: { $taken }.
table-trick-you = Você leva: { $taken }.
table-trick-other-with = { $player } leva com { $card ->
    [queen] a
   *[other] o
} { $card }: { $taken }.
table-trick-other = { $player } leva: { $taken }.
table-trick-cancelled-count = { $pairs ->
    [table-pairs-one] O { $pairs } anulado também conta.
    [table-pairs-three] O { $pairs } anulado também conta.
   *[other] Os { $pairs } anulados também contam.
}
table-taken-none = nenhum ponto
table-taken-cards = { $points } ({ $cards })
table-taken-series = { $points } ({ $cards })
table-last-you = você, { $points }
table-last-other = { $player }, { $points }
table-last-carried = acumulada
table-words = { $taken }: { $plays }
table-words-you = levada por você
table-words-you-points = levada por você com { $points }
table-words-other = levada por { $player }
table-words-other-points = levada por { $player } com { $points }
table-words-carried = anulada, passa para a próxima vaza
table-play = { $player }: { $name }
table-play-cancelled = { $player }: { $name } (anulada)
table-happened-you-with = Você levou a vaza com { $card ->
    [queen] a
   *[other] o
} { $card }: { $taken }.
table-happened-you = Você levou a vaza: { $taken }.
table-happened-other-with = { $player } levou a vaza com { $card ->
    [queen] a
   *[other] o
} { $card }: { $taken }.
table-happened-other = { $player } levou a vaza: { $taken }.
table-happened-nobody = Ninguém levou a vaza: toda carta que podia ganhá-la foi anulada, e as cartas dela passaram para a vaza seguinte.
table-happened-luck = Desta vez você levou { $points } com { $card ->
    [queen] a sua
   *[other] o seu
} { $card }; na média das distribuições que o Especialista imaginou, uns { $sign ->
    [minus] −
   *[plus] {""}
}{ $average }.

## O que o leitor de tela ouve (e a linha de status mostra) durante o jogo

table-deal-hold = Rodada { $deal }: sem passe desta vez
table-deal-pass = Rodada { $deal }: escolha { $count } cartas para passar { $direction }
table-passed-to = Você passou { $cards } para { $player }
table-passed = Você passou { $cards }
table-received = Você recebeu { $cards }
table-cards = { $cards }
table-the-card = { $name }
table-cards-none = nada
table-you-lead = Você começa
table-other-leads = { $player } começa
table-received-lead = Você recebeu { $cards }. { $lead }
table-you-played = Você jogou { $name }
table-other-played = { $player } jogou { $name }
table-hearts-broken = { $before }. Copas quebradas
table-you-take = Você leva a vaza
table-you-take-points = Você leva a vaza: { $points }
table-other-takes = { $player } leva a vaza
table-other-takes-points = { $player } leva a vaza: { $points }
table-you-shot = Você acertou a lua!
table-other-shot = { $player } acertou a lua
table-deal-over = Fim da rodada { $deal }
table-cards-cancel = { $copies ->
    [2] { $cards } se anulam
   *[other] { $cards } se anulam (são { $copies } iguais)
}
table-plural = { $card ->
    [two] Os dois de { $suit }
    [three] Os três de { $suit }
    [four] Os quatros de { $suit }
    [five] Os cincos de { $suit }
    [six] Os seis de { $suit }
    [seven] Os setes de { $suit }
    [eight] Os oitos de { $suit }
    [nine] Os noves de { $suit }
    [ten] Os dez de { $suit }
    [jack] Os valetes de { $suit }
    [queen] As damas de { $suit }
    [king] Os reis de { $suit }
   *[ace] Os ases de { $suit }
}
table-plural-zero = Os zeros de { $suit } (coringas)
table-plural-joker = Os coringas
table-trick-carried = Toda carta que podia ganhar foi anulada: as { $count } cartas ficam no meio para quem levar a próxima vaza, e { $player ->
    [name-you] você
   *[other] { $player }
} sai de novo
table-suit-called = { $player } chama { $suit }
table-you-kitty = Você pega o monte ({ $cards })
table-other-kitty = { $player } pega o monte ({ $cards })
table-you-pledge = Você promete não levar copas
table-other-pledges = { $player } promete não levar copas
table-you-choose-hold = Você escolhe não passar nesta rodada
table-dealer-chooses-hold = O carteador escolhe não passar nesta rodada
table-you-choose-pass = Você escolhe passar { $count } { $count ->
    [one] carta
   *[other] cartas
} { $direction }
table-dealer-chooses-pass = O carteador escolhe passar { $count } { $count ->
    [one] carta
   *[other] cartas
} { $direction }

## O fim do jogo

table-you-win = Você venceu!
table-other-wins = { $player } venceu
table-share-win = { $players } dividem a vitória
table-you-share-win = Você divide a vitória com { $players }
table-you-share-place = Você divide o { $place } lugar entre { $players } jogadores. { $winners }
table-you-finished = Você terminou em { $place } lugar entre { $players } jogadores. { $winners }
table-ordinal = { $n }º
table-pass-words = passe { $direction }
table-share = rodada { $deal }: as mesmas cartas
table-share-pass = rodada { $deal }: as mesmas cartas, { $pass }

## As respostas da mesa ao que você faz

table-no-new-game = Não deu para criar um novo jogo: { $why }
table-claim-you = Você reivindica o resto: não importa como se jogue, esta rodada vale { $points } para você.
table-claim-other = { $player } reivindica o resto e mostra as cartas { $cards }: não importa como se jogue, esta rodada vale { $points } para você.
table-only-card = Sua única carta: { $name }
table-chosen-already = Você já escolheu { $count } cartas: devolva uma antes
table-too-many = Cartas demais para passar
table-is-playing = { $player } está jogando
table-others-passing = Os outros ainda estão passando
table-wait = Espere a sua vez
table-no-take-backs = “Sem voltar atrás” está ligado (nas Configurações): carta jogada é carta jogada
table-taken-back = Sua última carta voltou para a mão: jogue de novo. A rodada fica marcada como tendo uma jogada desfeita
table-cannot-undo = Não dá para desfazer: { $why }
table-loaded = Jogo carregado: { $game }, rodada { $deal }
table-cannot-load = Não foi possível carregar este jogo: { $why }
table-speed-relaxed = Tranquila
table-speed-normal = Normal
table-speed-fast = Rápida
table-speed-instant = Instantânea

## Uma ação em palavras, para a Dica (“Dica: Jogue a dama de espadas.”)

table-action-play = Jogue { $name }
table-action-pass = Passe { $cards }
table-action-pass-nothing = Não passe nada
table-action-choose-hold = Escolha não passar
table-action-choose-pass = Escolha passar { $count } { $direction }
table-action-pledge = Prometa não levar copas
table-action-no-pledge = Não prometa
table-action-call = Chame { $suit }
table-action-moon = Escolha a { $choice } ({ $effect })

## Por que os bots não responderam

table-worker-review = a revisão precisa do processo em segundo plano
table-worker-bench = a medição de tempo precisa do processo em segundo plano
table-worker-timed-out = A revisão não terminou a tempo
table-worker-no-game = nenhum jogo se chama { $game }
table-worker-refused = { $why }

## Uma configuração no endereço (um link) que não pôde ser usada. Os nomes dos parâmetros
## (game=, players=…) ficam como estão.

address-game-nearest = “{ $name }” em game= não é um jogo daqui: jogando { $nearest }, o nome mais parecido. Novo jogo lista todos os jogos.
address-game-none = “{ $name }” em game= não é um jogo daqui, então o jogo do link não foi distribuído. Novo jogo (na barra de cima) lista todos os jogos.
address-players-range = { $game } é { $for_players }, não { $asked }: distribuindo para { $dealt }.
address-players-text = “{ $text }” em players= não é um número: distribuindo { $game } para { $dealt }.
address-no-variant = “{ $id }” em variants= não é uma variante: ficou de fora. { $variants }
address-variants-none = { $game } para { $players } não tem variantes.
address-variants-one = { $game } para { $players } tem uma: { $variant }.
address-variants-many = { $game } para { $players } tem { $variants }.
address-variant-left-out = Ficou de fora: { $why }.
address-no-option = “{ $id }” em options= não é uma opção de regra: ficou de fora. Novo jogo lista as opções de cada jogo.
address-option-left-out = Ficou de fora de options=: { $why }.
address-options-no-game = As opções escolhidas não formam um jogo ({ $why }): jogando com as regras do próprio jogo.
address-no-target = “{ $text }” em target= não é uma pontuação para jogar até ela: jogando até a pontuação-alvo do próprio jogo.
address-no-level = “{ $name }” em { $param }= não é um nível. Os níveis são { $levels }. Os adversários jogam nos níveis que você salvou.
address-level-count = levels= dá { $named } { $named ->
    [one] nível
   *[other] níveis
}, mas { $opponents ->
    [one] há { $opponents } adversário
   *[other] há { $opponents } adversários
}: dê um por adversário, separados por vírgulas. Os adversários jogam nos níveis que você salvou.
address-not-deal = “{ $text }” em deal= não é um número de rodada (1, 2, …): distribuindo a primeira rodada do jogo.
address-not-seat = “{ $text }” em { $param }= não é um número de lugar (1, 2, …): distribuindo a primeira rodada do jogo.
address-no-dealer = “{ $seat }” em dealer= não é um lugar desta mesa de { $players }: distribuindo a primeira rodada do jogo.
address-no-queen-taker = “{ $seat }” em queen= não é um lugar desta mesa de { $players }: distribuindo a primeira rodada do jogo.
address-deal-left-out = No link, { $why }: distribuindo a primeira rodada do jogo.
address-seed = “{ $text }” em seed= não é um número: as cartas são distribuídas a partir de uma semente nova.
address-fallback = { $why }: jogando Black Lady para quatro no lugar.

## Um jogo salvo que não pôde ser retomado, ou um arquivo que não é um jogo

save-not-resumed = Não foi possível retomar o jogo salvo: { $why }. Um novo jogo foi distribuído; o jogo salvo antigo está guardado ({ $key }), para você baixar e abrir numa versão que consiga lê-lo.
save-not-resumed-newer = Não foi possível retomar o jogo salvo: { $why }. Um novo jogo foi distribuído; o jogo salvo antigo está guardado ({ $key }).
save-cut-short = ele está incompleto (falta o final, como se não tivesse sido gravado até o fim)
save-not-a-save = não é um jogo salvo ({ $message })
save-no-version = não é um jogo salvo (não tem versão)
save-newer = ele foi salvo por uma versão mais nova do Moonshot (formato { $version }; esta lê até o { $readable }): recarregue a página para pegar a versão nova
save-damaged = o jogo salvo está danificado ({ $message })
save-does-not-replay = { $why }
save-not-a-game = Este arquivo não é um jogo do Moonshot: { $why }

## A posição de cada jogador, ao lado do nome, no placar e no fim do jogo

standing-points = { $points }
standing-complex-plus = { $points } + { $imaginary }i
standing-complex-minus = { $points } − { $imaginary }i
standing-chips = { $chips ->
    [0] { $chips } fichas
    [one] { $chips } ficha
    [-1] { $chips } ficha
   *[other] { $chips } fichas
}
standing-lives = { $lives ->
    [0] { $lives } vidas
    [one] { $lives } vida
   *[other] { $lives } vidas
} · { $points }
