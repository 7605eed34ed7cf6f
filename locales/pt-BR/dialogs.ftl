### As janelas sobre a mesa: o placar, as regras, Novo jogo, o jogo de um link, as
### estatísticas, e as configurações com as teclas.

## O placar depois de cada rodada

scores-caption = Placar: { $ending }
scores-game-over = Fim de jogo
scores-sheet = Placar
scores-deal-title = Placar da rodada { $number }
scores-you-shot-the-moon = Você acertou a lua!
scores-shot-the-moon = { $player } acertou a lua!
scores-title = Placar
scores-this-deal = Esta rodada
scores-deal = Rodada { $number }
scores-took-back = , com jogada desfeita
scores-place = Posição
scores-player = Jogador
scores-took = Levou
scores-total = Total
scores-tricks = { $n ->
        [0] { $n } vazas
        [one] { $n } vaza
       *[other] { $n } vazas
    }
scores-took-nothing = nada · { $tricks }
scores-took-cards = { $cards } · { $tricks }
scores-moon = 🌙 { $score }
scores-take-back-note = ↶ Com jogada desfeita: desfazer pode mostrar as cartas jogadas depois da sua.
scores-older-note = A tabela mostra as últimas rodadas; o gráfico abaixo tem todas.
scores-step-through = Rever a rodada passo a passo
scores-next-hand = Próxima rodada
scores-choose-game = Novo jogo…
scores-deal-again = Jogar esta rodada de novo
scores-challenge = Desafiar um amigo
scores-challenge-back = Desafiar de volta
scores-challenge-copied = Link copiado. Mande para um amigo: ele joga as mesmas cartas contra os mesmos robôs e depois vê os seus pontos ao lado dos dele.
scores-challenge-to-copy = Copie este link e mande para um amigo: ele joga as mesmas cartas contra os mesmos robôs e depois vê os seus pontos ao lado dos dele.
scores-back-to-game = Voltar ao meu jogo

## Uma rodada jogada contra outro resultado

versus-daily = Rodada do dia, { $date }
versus-friend = Desafio de um amigo
versus-friend-game = Desafio de um amigo: o jogo inteiro
versus-again = Esta rodada de novo
versus-you = Você
versus-expert = O Especialista no seu lugar
versus-working = calculando…
versus-your-friend = Seu amigo
versus-first-time = Na primeira vez
versus-better = { $points ->
        [one] Você se saiu { $points } ponto melhor.
       *[other] Você se saiu { $points } pontos melhor.
    }
versus-worse = { $points ->
        [one] Você ficou { $points } ponto atrás.
       *[other] Você ficou { $points } pontos atrás.
    }
versus-same = Mesma pontuação.
versus-changed = O link deste desafio foi alterado: os pontos não batem com as cartas, então ele vale como uma rodada compartilhada comum.
versus-streak = { $days ->
        [one] { $days } dia seguido.
       *[other] { $days } dias seguidos.
    }

## O gráfico do placar

scores-chart-end = o jogo acaba em { $score }
scores-chart-end-note = O jogo acaba em { $score }, fora da escala deste gráfico.
scores-chart-label = { $deals ->
        [1] Gráfico do placar depois da primeira rodada; os números estão na tabela
       *[other] Gráfico do placar depois de cada uma das { $deals } rodadas; os números estão na tabela
    }

## As estatísticas dos jogos terminados neste aparelho

stats-title = Estatísticas
stats-games = Jogos terminados
stats-won = Vitórias
stats-deals = Rodadas
stats-points-per-deal = Pontos por rodada
stats-moons = Luas
stats-best = Melhor
stats-take-backs = { " " }({ $count ->
        [one] { $count } com jogada desfeita
       *[other] { $count } com jogadas desfeitas
    })
stats-nothing-yet = Nada foi jogado neste aparelho ainda: as estatísticas começam na sua primeira rodada.
stats-daily = Rodada do dia
stats-daily-played = Dias jogados
stats-daily-streak = Dias seguidos
stats-daily-average = { $you } (Especialista { $expert })
stats-versus = Rodadas jogadas de novo e desafios
stats-note = Guardadas só neste navegador. Uma rodada conta quando é pontuada; um jogo, quando termina. Os pontos são os seus, por rodada; “Melhor” é o seu melhor placar final, pela regra de cada jogo. Jogada desfeita é um Desfazer. A rodada do dia, as rodadas jogadas de novo e os desafios são contados à parte.

## As configurações e as teclas

settings-title = Configurações e teclas
settings-table = Mesa
settings-speed = Velocidade
settings-speed-label = Velocidade do jogo
settings-theme = Tema
settings-four-colour = Baralho de quatro cores (ouros azuis, paus verdes)
settings-large-cards = Cartas grandes
settings-pause-after-trick = Esperar por “Próxima vaza” depois de cada vaza
settings-auto-play = Jogar por mim a minha única carta válida
settings-no-take-backs = Sem voltar atrás (sem Desfazer)
settings-undo-note = Desfazer depois de uma vaza já mostrou a você as cartas dos outros: uma rodada em que você desfez fica marcada no placar e nas estatísticas.
settings-practice = Ajudas para praticar
settings-card-tracker = Contador de cartas: as cartas jogadas e as que ainda estão em jogo
settings-play-checker = Perguntar antes de jogar uma carta que o Especialista considera bem pior
settings-sound = Som
settings-sounds = Sons das cartas, das vazas e da sua vez
settings-volume = Volume
settings-keys = Teclas

## As teclas

keys-move-keys = { $arrows }, { $home }, { $end }
keys-move = Andar entre as cartas que você pode escolher
keys-either = { $first } ou { $second }
keys-choose = Jogar a carta, ou marcá-la para passar
keys-pass = Passar as cartas marcadas
keys-undo = Desfazer a sua última carta
keys-hint = Dica
keys-next-trick = Próxima vaza, quando a mesa espera depois de cada vaza
keys-scores = Placar
keys-statistics = Estatísticas
keys-rules = Como jogar
keys-new-game = Novo jogo
keys-settings = Configurações e teclas
keys-close = Fechar uma janela

## Novo jogo

dialog-game = Jogo
dialog-game-for = { $game } ({ $players })
dialog-game-for-range = { $game } ({ $min }–{ $max })
dialog-players = Jogadores
dialog-play-to = Jogar até
dialog-target-help = Vazio: o do próprio jogo ({ $score })
dialog-variants = Variantes
dialog-no-variants = { $game } para { $players } não tem variantes.
dialog-not-now = { $line }. Agora não: { $why }
dialog-rule-options = Opções de regra: { $count } que você pode mudar
dialog-rule-options-changed = Opções de regra: { $changed } de { $count } mudadas
dialog-opponents = Adversários
dialog-levels-label = Níveis dos adversários
dialog-one-level = Um nível para todos
dialog-each-own = Cada lugar com o seu
dialog-level-label = Nível
dialog-end-game = Encerrar o jogo em andamento?
dialog-end-game-detail = As cartas e o placar dele vão se perder, e um jogo não terminado não conta nas estatísticas.
dialog-keep-playing = Continuar jogando
dialog-end-and-start = Encerrar e começar
dialog-cancel = Cancelar
dialog-start = Começar

## A janela que um link para outro jogo abre

dialog-link-keep = Manter o meu jogo
dialog-link-gives = Este link dá um novo jogo: { $game } para { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }.
dialog-link-gives-from = Este link dá um novo jogo: { $game } para { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }, a partir da rodada { $deal }.
dialog-link-now = O seu jogo de { $game } está na rodada { $deal }. Começar o jogo do link encerra o seu, e um jogo não terminado não conta nas estatísticas.

## Os temas das Configurações

settings-theme-system = Padrão do sistema
settings-theme-light = Claro
settings-theme-dark = Escuro

## Fair play: what the bots see, how the levels differ, how a deal can be dealt again

fair-play-title = Jogo limpo
fair-play-intro = Os robôs seguem as mesmas regras que você e veem o que você vê.
fair-play-sees-head = O que um robô vê
fair-play-sees = A própria { -hand } e o que todos à mesa veem: as cartas jogadas, as vazas levadas, os naipes que um jogador já mostrou não ter mais. Ele conhece as cartas que passou e as que recebeu, e o { -kitty } que pegou, quando as regras deixam quem o pega olhar, assim como você conhece as suas. Ele nunca vê a mão de outro jogador nem as cartas que ainda estão por vir.
fair-play-hint = A Dica e a revisão também só veem o que se vê do seu lugar: elas tentam adivinhar as cartas escondidas, como faria um jogador.
fair-play-levels-head = O que o nível muda
fair-play-levels = A qualidade do jogo de um robô, nunca as cartas dele. O Iniciante joga qualquer carta válida; o Fácil e o Normal seguem as regras práticas de um jogador; o Difícil e o Especialista distribuem as cartas escondidas de muitas maneiras em que elas poderiam estar e jogam cada uma até o fim.
fair-play-deal-head = Como as cartas são distribuídas
fair-play-deal = As cartas de cada jogo são distribuídas a partir de um número, a semente do jogo. O mesmo jogo, a mesma semente e o mesmo número de rodada distribuem sempre as mesmas cartas, não importa quem as jogue nem em que nível. “Compartilhar esta rodada” (no menu) cria um link que distribui essas cartas de novo, em qualquer lugar.
fair-play-all-hands = Depois de cada rodada, “Mostrar todas as mãos”, abaixo do placar, exibe cada mão como foi distribuída e o que cada jogador passou, e para quem.
fair-play-this-game = Este jogo: { $game }, semente { $seed }, rodada { $deal }.

## Every hand of the deal just played, as dealt, under the deal's scores (src/ui/dialogs.rs).

hands-show = Mostrar todas as mãos
hands-note = Cada { -hand } como foi distribuída, antes do passe, e o que cada jogador passou.
hands-passed-to = passadas para { $player }
hands-passed-to-you = passadas para você
hands-kitty = Monte
