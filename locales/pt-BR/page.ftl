### A página em volta da mesa: a barra de cima, o menu, a tela de carregamento.

## A barra acima da mesa

bar-deal = Rodada { $number }
bar-hearts-broken = ♥ quebradas
    .title = Copas quebradas
bar-scores = Placar
bar-menu = Menu
bar-new-game = Novo jogo
menu-how-to-play = Como jogar
menu-statistics = Estatísticas
menu-fair-play = Jogo limpo
menu-daily = Rodada do dia
menu-settings = Configurações e teclas
menu-share = Compartilhar esta rodada
menu-download = Baixar este jogo
menu-load = Abrir um jogo…
menu-note = { " " }({ $note })

## Os nomes dos jogadores

name-you = Você
name-west = Oeste
name-north = Norte
name-east = Leste
name-ada = Ana
name-basil = Bruno
name-cleo = Carla
name-dev = Davi
name-edie = Elisa
name-felix = Fábio
name-greta = Gabi
name-hugo = Hugo
name-iris = Iara
name-jonah = João

## A mesa: os outros jogadores em volta, a vaza no meio.

page-card = { $card }
page-seat-label = { $name } ({ $level }): placar { $standing }, { $points } nesta rodada, { $cards }{ $partner ->
        [yes] , seu parceiro
       *[no] {""}
    }{ $dealer ->
        [yes] , carteador
       *[no] {""}
    }{ $pledged ->
        [yes] , prometeu não levar copas
       *[no] {""}
    }{ $kitty ->
        [yes] , pegou o monte
       *[no] {""}
    }{ $receiving ->
        [none] {""}
       *[other] , { $receiving }
    }{ $turn ->
        [yes] , na vez de jogar
       *[no] {""}
    }
page-gets-pass = recebe o seu passe
page-gets-card = recebe a carta escolhida em { $ordinal } lugar
page-dealer-mark = C
page-dealer-title = Carteador
page-seat-score-title = Placar no jogo
page-seat-taken-title = Pontos levados nesta rodada
page-hearts-taken = ♥ { $points }
page-tag-partner = parceiro
page-tag-partner-title = Seu parceiro
page-tag-pledged = prometeu
page-tag-pledged-title = Prometeu não levar copas
page-tag-kitty = monte
page-tag-kitty-title = Pegou o monte
page-backs-title = Cartas na mão
page-trick-label = Cartas na mesa
page-played-label = { $player }: { $card }{ $cancelled ->
        [yes] , anulada
       *[no] {""}
    }{ $winning ->
        [yes] , vencendo
       *[no] {""}
    }
page-cancelled-mark = anulada
page-winning-mark = Vencendo
page-cancelled-head = Anuladas:
page-cancelled-explained = nenhuma das duas cartas pode ganhar esta vaza; quem levar a vaza leva os pontos delas mesmo assim.
page-trick-points = { $points } na vaza
page-carried = Acumuladas: { $cards } para quem levar a próxima vaza
page-joker-called-you = Você saiu com o coringa e chamou { $symbol } { $suit }
page-joker-called = { $player } saiu com o coringa e chamou { $symbol } { $suit }
page-joker-led-you = Você saiu com o coringa: { $rule }
page-joker-led = { $player } saiu com o coringa: { $rule }
page-kitty-title = O monte: virado para baixo, para quem levar uma vaza
page-kitty = Monte { $count }
page-banner-you = { $kind ->
        [sun] ☀ Você acertou o sol!
       *[moon] 🌙 Você acertou a lua!
    }
page-banner = { $kind ->
        [sun] ☀ { $player } acertou o sol!
       *[moon] 🌙 { $player } acertou a lua!
    }
page-mini-cancelled-title = Anulada: não podia ganhar, mas os pontos contam
page-last-trick-title = Última vaza: { $taken }
page-last-trick-label = Última vaza, { $trick }

## O seu lugar, embaixo da mesa.

page-you-dealt = , carteador
page-your-score = Seu placar: { $score }
page-points-this-deal = { $points } nesta rodada
page-undo-cost = Desfazer volta a sua última carta. Depois que uma vaza termina, ela já mostrou as cartas dos outros; por isso a rodada fica marcada, no placar e nas estatísticas, como tendo uma jogada desfeita.
page-undo = Desfazer
page-undo-marks = marca a rodada
page-claim = Reivindicar o resto ({ $points })
tracker-title = Contador de cartas
tracker-played = Jogadas
tracker-out = Ainda em jogo
tracker-void = Sem o naipe
tracker-nobody = ninguém
tracker-list = { $players }
tracker-jokers = Coringas
tracker-counters = Cartas de pontos ainda por jogar:
tracker-no-counters = Todas as cartas de pontos já foram jogadas.
check-weighing = Avaliando { $card }…
check-anyway = Jogar { $card } mesmo assim?
check-play = Jogar { $card }
page-hint-button = Dica
page-hint-thinking = Pensando…
page-pass-button = { $count ->
        [one] Passar { $count } carta { $direction }
       *[other] Passar { $count } cartas { $direction }
    }
page-next-trick = Próxima vaza
page-play-again = Jogar de novo
page-no-passing = Sem passe
page-choose-pass = Passar { $count } { $direction }
page-pledge = Prometer
page-no-pledge = Não prometer
page-call-suit = { $symbol } { $suit }
page-moon-choice = { $choice }: { $effect }
page-decision-label = Sua decisão
page-card-suggested = { $card }, sugerida
page-pass-tab = passar
page-hand-label = Sua mão

## Os conselhos embaixo da mesa: a Dica, e a revisão da rodada, decisão por decisão.

page-hint-head = Dica: { $action }.
page-figures = Números
page-compare-label = Comparar a Dica com outra escolha
page-compare = Comparar:
page-suit-symbol = { $symbol }
page-yours = O seu
page-why-card = { $not ->
        [yes] Por que não { $card }?
       *[no] Por que { $card }?
    }
page-why-suit = { $not ->
        [yes] Por que não { $suit }?
       *[no] Por que { $suit }?
    }
page-why-hint-pass = Por que o passe da Dica?
page-why-not-your-pass = Por que não o seu passe?
page-review-label = Revisão da rodada { $number }
page-review-head = { $yours }. { $expert }.
page-review-why-differs = { $why } (A sua carta está levantada; a do Especialista, destacada.)
page-review-why = { $why }
page-review-previous = Anterior
page-review-step = { $at } de { $count }
page-review-next = Próxima
page-review-back = Voltar ao placar

## Os avisos acima da mesa.

page-share-copied = Link desta rodada copiado: quem abrir recebe { $words }.
page-share-to-copy = Link desta rodada (copie daqui): quem abrir recebe { $words }.
page-share-link = Link desta rodada:
page-close = Fechar
page-worker-down = Os adversários do computador não estão respondendo: por enquanto, eles jogam no nível Normal.
page-download-old-save = Baixar o jogo salvo antigo
page-reload = Recarregar
page-ok = OK
page-file-unreadable = Não foi possível ler { $file } ({ $error })
page-file-not-a-game = { $file }: { $why }

## O painel que aparece quando o jogo encontra um erro.

page-crash-title = Algo deu errado
page-crash-text = O Moonshot encontrou um erro e parou. Seu jogo ficou salvo como estava logo antes: Continuar retoma dali. Copiar o relatório do erro e enviá-lo para nós ajuda a corrigir o problema.
page-crash-report = Relatório do erro
page-crash-copy = Copiar o relatório do erro
page-crash-copied = Copiado
page-crash-continue = Continuar

hand-new = nova
