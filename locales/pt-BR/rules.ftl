### As regras de cada jogo em palavras, como Como jogar as mostra, e o glossário embaixo delas.
### Uma carta nestas frases (“a Q♠”) é uma variável: o artigo muda com o valor.

## A janela Como jogar

rules-dialog-title = Como jogar: { $game }
rules-glossary = Glossário
rules-cli-variants = Variantes (--variant NAME)

## Os títulos das seções das regras

rules-heading-deal = A distribuição
rules-heading-passing = O passe
rules-heading-play = As vazas
rules-heading-scoring = A pontuação
rules-heading-end = O fim
rules-heading-notes = Observações

## A distribuição

rules-deal-players = { $players } jogadores, { $packs ->
    [1] um baralho de 52 cartas
   *[other] { $packs } baralhos de 52 cartas embaralhados juntos
}.
rules-deal-added-one = Entram também: { $first }.
rules-deal-added-two = Entram também: { $first }; { $second }.
rules-deal-added-three = Entram também: { $first }; { $second }; { $third }.
rules-joker-zero-clubs = { $count ->
    [one] um coringa que vale
   *[other] { $count } coringas que valem
} como o zero de paus (a carta de paus mais baixa)
rules-joker-zero-diamonds = { $count ->
    [one] um coringa que vale
   *[other] { $count } coringas que valem
} como o zero de ouros
rules-joker-plain = { $count ->
    [one] um coringa sem naipe, que nunca ganha uma vaza
   *[other] { $count } coringas sem naipe, que nunca ganham uma vaza
}
rules-deal-removed = Saem do baralho, para a distribuição dar certo: { $cards }.
rules-deal-hand = Cada jogador recebe { $cards } cartas.
rules-deal-kitty = { $count ->
    [one] A carta que sobra vai virada para baixo
   *[other] As { $count } cartas que sobram vão viradas para baixo
} para o monte, que fica com { $taker ->
    [first-heart] quem primeiro levar uma vaza com uma carta de copas
   *[first-trick] quem ganhar a primeira vaza
}.
rules-deal-kitty-seen = { $count ->
    [one] A carta que sobra vai virada para baixo
   *[other] As { $count } cartas que sobram vão viradas para baixo
} para o monte, que fica com { $taker ->
    [first-heart] quem primeiro levar uma vaza com uma carta de copas
   *[first-trick] quem ganhar a primeira vaza
}; quem pegar o monte pode olhar as cartas.

## O passe

rules-pass-none = Não se passam cartas.
rules-pass-left = Antes de cada rodada, cada jogador passa { $cards } { $cards ->
    [one] carta
   *[other] cartas
} à esquerda.
rules-pass-right = Antes de cada rodada, cada jogador passa { $cards } { $cards ->
    [one] carta
   *[other] cartas
} à direita.
rules-pass-left-right = Os jogadores passam { $cards } { $cards ->
    [one] carta
   *[other] cartas
}, alternando a cada rodada: à esquerda, depois à direita.
rules-pass-left-right-across-hold = Os jogadores passam { $cards } { $cards ->
    [one] carta
   *[other] cartas
}: à esquerda, depois à direita, depois em frente, depois uma rodada sem passe, e assim por diante.
rules-pass-left-right-hold = Os jogadores passam { $cards } { $cards ->
    [one] carta
   *[other] cartas
}: à esquerda, depois à direita, depois uma rodada sem passe (com um número ímpar de jogadores, não há passe em frente).
rules-pass-scatter = Os jogadores passam { $cards } { $cards ->
    [one] carta
   *[other] cartas
} à esquerda, à direita e em frente; a cada quatro rodadas, cada jogador passa uma carta para cada um dos outros.
rules-pass-left-across-right = Os jogadores passam { $cards } { $cards ->
    [one] carta
   *[other] cartas
}: à esquerda, em frente, à direita, e assim por diante.
rules-pass-rotating = Os jogadores passam { $cards } { $cards ->
    [one] carta
   *[other] cartas
} para o jogador um lugar à esquerda, depois dois lugares, e assim por diante em volta da mesa; depois vem uma rodada sem passe.
rules-pass-star = Cada jogador passa duas cartas: uma para cada um dos dois jogadores do outro lado.
rules-pass-mixer = Cada jogador põe { $cards } { $cards ->
    [one] carta
   *[other] cartas
} no meio; o carteador embaralha e distribui essas cartas de novo.
rules-pass-dealers-choice = Antes de cada rodada, o carteador escolhe quantas cartas se passam, e para onde.
rules-pass-chosen-first = As cartas a passar são escolhidas antes de ver as recebidas.
rules-pass-forbidden = Estas cartas não podem ser passadas: { $cards }.
rules-pass-pledge = Antes da primeira vaza, cada jogador pode prometer não levar copas: { $points } a menos se cumprir a promessa, { $value } a mais se quebrar.

## As vazas

rules-play-clockwise = O jogo corre no sentido horário, para a esquerda.
rules-play-anticlockwise = O jogo corre no sentido anti-horário, para a direita.
rules-play-lowest-club-leads = Quem tem { $card ->
    [queen] a
   *[other] o
} { $card } (a carta de paus mais baixa) sai com essa carta na primeira vaza.
rules-play-zero-of-clubs-leads = Quem tem o coringa (o zero de paus) sai com ele na primeira vaza.
rules-play-eldest-hand-leads = O jogador à { $direction ->
    [anticlockwise] direita
   *[clockwise] esquerda
} do carteador, o próximo no sentido do jogo (o “mão”), abre a primeira vaza com qualquer carta.
rules-play-pig-taker-leads = Quem tem { $two ->
    [queen] a
   *[other] o
} { $two } sai na primeira rodada; depois, sai quem levou { $queen ->
    [queen] a
   *[other] o
} { $queen }.
rules-play-follow-suit = Cada jogador deve seguir o naipe de saída se puder; se não puder, joga qualquer carta. A carta mais alta do naipe de saída ganha a vaza, e quem a ganhou sai na próxima.
rules-play-no-penalty-first-trick = Ninguém pode jogar carta de pontos na primeira vaza, a não ser que não tenha outra opção.
rules-play-hearts-not-led = Não se pode sair de copas antes que alguém jogue uma carta de copas, a não ser que quem sai só tenha copas.
rules-play-hearts-not-led-queen-breaks = Não se pode sair de copas antes que alguém jogue uma carta de copas ou { $queen ->
    [queen] a
   *[other] o
} { $queen }, a não ser que quem sai não tenha outra opção.
rules-play-hearts-and-queen-not-led = Não se pode sair de copas nem com { $queen ->
    [queen] a
   *[other] o
} { $queen } antes que alguém jogue uma carta de copas, a não ser que quem sai não tenha outra opção.
rules-play-hearts-and-queen-not-led-queen-breaks = Não se pode sair de copas nem com { $queen ->
    [queen] a
   *[other] o
} { $queen } antes que alguém jogue uma carta de copas ou { $queen ->
    [queen] a
   *[other] o
} { $queen }, a não ser que quem sai não tenha outra opção.
rules-play-penalty-hand-leads-hearts = Uma mão só com copas e outras cartas de pontos pode sair de copas a qualquer momento.
rules-play-any-lead = Pode-se sair com qualquer carta a qualquer momento.
rules-play-queen-first-chance = Quem tem { $queen ->
    [queen] a
   *[other] o
} { $queen } deve jogar essa carta na primeira oportunidade: quando não puder seguir o naipe, ou quando já houver na vaza uma carta de espadas mais alta.
rules-play-black-jack-first = Quem não puder seguir o naipe deve descartar { $jack ->
    [queen] a
   *[other] o
} { $jack } antes de qualquer outra carta.
rules-play-likha = Quem tem as duas likhas ({ $queen ->
    [queen] a
   *[other] o
} { $queen } e { $ten ->
    [queen] a
   *[other] o
} { $ten }) e não pode seguir o naipe deve jogar uma delas.
rules-play-cancel = Cartas idênticas na mesma vaza se anulam: nenhuma delas pode ganhar a vaza, mas continuam contando, e quem levar a vaza leva os pontos delas.
rules-play-third-copy-stands = Com três cópias na mesma vaza, um par se anula e a terceira cópia continua valendo.
rules-play-three-copies-cancel = Com três cópias na mesma vaza, as três se anulam.
rules-play-two-pairs-cancel = Dois pares anulados na mesma vaza anulam a vaza inteira.
rules-play-cancelled-trick = Se toda carta que poderia ganhar for anulada, a vaza é anulada: as cartas ficam no meio, o mesmo jogador sai de novo, e quem ganhar a vaza seguinte leva essas cartas também.
rules-play-cancelled-last-trick-leader = Uma última vaza anulada vai para quem saiu nela.
rules-play-cancelled-last-trick-pair = Uma última vaza anulada vai para quem jogou a segunda das duas cartas idênticas mais altas.
rules-play-zero-of-clubs = O coringa é o zero de paus: sair com ele faz de paus o naipe de saída, e ele só ganha quando todas as outras cartas estão anuladas ou são de outro naipe.
rules-play-later-wins = De duas cartas idênticas, ganha a que foi jogada depois.
rules-play-joker-any-time = Um coringa sem naipe pode ser jogado a qualquer momento, mesmo por quem pode seguir o naipe; ele nunca ganha uma vaza.
rules-play-joker-unable-to-follow = Um coringa sem naipe só pode ser jogado por quem não pode seguir o naipe; ele nunca ganha uma vaza.
rules-play-joker-lead-called = Pode-se sair com o coringa: quem sai com ele chama o naipe que os outros devem seguir.
rules-play-joker-lead-next-card = Pode-se sair com o coringa: a carta seguinte define o naipe que os outros devem seguir.
rules-play-joker-no-lead = Não se pode sair com o coringa.
rules-play-booster-nines = Um nove jogado numa vaza faz a vaza dar mais uma volta na mesa.

## A pontuação

rules-score-each-heart = Cada carta de copas levada vale { $points }.
rules-score-card = Quem leva { $card } marca { $points }.
rules-score-card-off = Quem leva { $card } desconta { $points }.
rules-score-gong-zhu-ten = Positivo é bom e negativo é ruim. { $ten ->
    [queen] A
   *[other] O
} { $ten } dobra a pontuação de quem levar essa carta, ou vale +50 se essa pessoa não levar nenhuma outra carta que pontue.
rules-score-gong-zhu-hearts = Quem levar todas as copas marca +200 por elas, e o porco ({ $queen ->
    [queen] a
   *[other] o
} { $queen }) marca +100.
rules-score-complex = { $queen ->
    [queen] A
   *[other] O
} { $queen } vale 13i (imaginário), e { $ten ->
    [queen] a
   *[other] o
} { $ten } multiplica por 2i a pontuação da rodada de quem levar essa carta.
rules-score-royal = { $heart ->
    [queen] A
   *[other] O
} { $heart } dobra as copas de quem levar essa carta; { $club ->
    [queen] a
   *[other] o
} { $club } anula { $spade ->
    [queen] a
   *[other] o
} { $spade } quando o mesmo jogador leva as duas.
rules-score-moon = Acertar a lua ({ $shooter ->
    [partnership] uma dupla que leva
   *[player] um jogador que leva
} { $needs ->
    [bonus] todas as cartas que contam pontos, inclusive as de bônus
   *[penalty] todas as cartas de pontos
}): { $effect }.
rules-score-no-moon = Não existe acertar a lua: os pontos contam como foram levados.

## O que acertar a lua faz

rules-moon-add-to-others = cada um dos outros jogadores marca { $value }, e quem acertou não marca nada
rules-moon-subtract = quem acertou tira { $value } do próprio placar, e os outros não marcam nada
rules-moon-shooter-chooses = quem acertou escolhe: { $value } para cada um dos outros, ou { $value } a menos no próprio placar
rules-moon-new-if-old-would-lose = cada um dos outros marca { $value }, a não ser que isso termine o jogo com a derrota de quem acertou: nesse caso, quem acertou tira { $value } do próprio placar
rules-moon-old-play-on = cada um dos outros marca { $value }; uma rodada com lua nunca termina o jogo
rules-moon-choice-after-score = cada um dos outros marca { $value }; depois que { $who ->
    [anyone] alguém chegar
   *[shooter] quem acertou chegar
} a { $score }, quem acertou pode, em vez disso, tirar { $value } do próprio placar
rules-moon-nobody-scores = ninguém marca nada na rodada
rules-moon-penalty-to-shooter = quem acertou leva { $value }, e ninguém mais marca

## Acertar o sol (levar todas as vazas)

rules-score-sun = Acertar o sol (levar { $tricks ->
    [after-first] todas as vazas depois da primeira
   *[all] todas as vazas
}): { $effect }.
rules-sun-clean-slate = o placar de quem acertou volta a 0
rules-sun-punishment = quem passou cartas para quem acertou marca { $value }, e cada um dos outros, { $half }
rules-sun-others = cada um dos outros jogadores marca { $value }
rules-sun-as-moon = conta como a lua, valendo { $value }
rules-score-moon-needs-sun = Levar todas as cartas de pontos sem levar todas as vazas conta normalmente.
rules-score-big-moon = Levar todas as cartas de pontos em dez rodadas seguidas é a lua grande: quem acertou volta a 0, e cada um dos outros marca { $points }.
rules-score-no-win-on-moon = Uma rodada com lua ou sol nunca termina o jogo: joga-se pelo menos mais uma rodada.
rules-score-no-tricks = Quem não leva nenhuma vaza na rodada desconta { $points }.
rules-score-bonus-floor-deal = Uma carta de bônus não pode deixar negativa a pontuação de uma rodada.
rules-score-bonus-floor-game = Uma carta de bônus não pode deixar negativo o placar do jogo.
rules-score-exact = Um placar de exatamente { $scores } { $effect ->
    [fifty] cai 50 pontos
   *[reset] volta a 0
}.
rules-score-or = { $first } ou { $rest }
rules-score-floor = O placar nunca fica abaixo de zero.
rules-score-sweepstake = Fichas: cada jogador começa com { $start } e põe uma no pote por ponto levado; os jogadores que não levaram nenhum ponto dividem o pote (as fichas que sobram ficam nele); se todos levaram pontos, o pote espera a próxima rodada.
rules-score-howell = Fichas: cada jogador começa com { $start }, paga { $pay } por ponto levado e depois recebe { $collect } menos os próprios pontos.
rules-score-pool = Fichas: cada jogador começa com { $start } e põe { $ante } no pote antes de cada rodada; os jogadores que não levaram copas dividem o pote, que fica para a rodada seguinte se ninguém ficou sem copas ou se um jogador levou todas as copas.
rules-score-lives = Cada jogador tem { $lives } vidas; uma rodada de { $threshold } pontos ou mais custa uma vida.
rules-score-partners-add = Os jogadores sentados frente a frente são parceiros e somam os pontos.
rules-score-partners-apart = Os jogadores sentados frente a frente são parceiros; cada jogador tem o seu próprio placar.
rules-score-money = No fim, cada jogador paga { $amount } por ponto acima da média, ou recebe o mesmo tanto por ponto abaixo dela.

## O fim: como o jogo termina e quem vence. Estas linhas também são a legenda do placar.

rules-end-gong-zhu = O jogo termina quando alguém chega a −{ $target }; vence o placar mais alto.
rules-end-complex = Perde o primeiro jogador cujo placar chegar a um valor absoluto de { $target }; vence o menor placar em valor absoluto.
rules-end-team-loses = Perde a dupla do primeiro jogador que chegar a { $target } (se jogadores das duas duplas chegarem lá na mesma rodada, perde o placar mais alto; se os placares forem iguais, outra rodada decide).
rules-end-team-scores = O jogo termina quando uma dupla chega a { $target } somando os pontos dos dois; vence a dupla com menos pontos.
rules-end-reach = O jogo termina depois da rodada em que alguém chega a { $score }; vence o menor placar, e quem empatar no menor placar divide a vitória.
rules-end-lives = O jogo termina quando só um jogador ainda tem vidas (ou depois da última rodada): vence o último com vidas, ou o menor placar entre eles.
rules-end-pool = O jogo termina quando um jogador fica com todas as fichas ou quando alguém não consegue pôr a sua parte no pote; vence quem tiver mais fichas.
rules-end-counters = O jogo termina quando um jogador fica sem fichas; vence quem tiver mais fichas.
rules-end-deals = O jogo termina depois de { $deals } rodadas, no máximo.
rules-end-minutes = O jogo termina com a rodada em andamento depois de { $minutes } minutos.
rules-end-queen-taker-deals = Quem levou { $queen ->
    [queen] a
   *[other] o
} { $queen } dá as cartas na rodada seguinte.

## Observações: onde estas regras seguem uma regra publicada ou uma leitura da casa.

rules-note-hearts-deal = Com três jogadores sai { $diamond ->
    [queen] a
   *[other] o
} { $diamond }; com cinco, { $diamond ->
    [queen] a
   *[other] o
} { $diamond } e { $club ->
    [queen] a
   *[other] o
} { $club }, como nas regras da Bicycle. Com seis, entram dois coringas e cada um recebe nove cartas.
rules-note-foster-deal = Nas palavras do próprio Foster: com três jogadores sai { $spade ->
    [queen] a
   *[other] o
} { $spade }, com cinco os dois 2 pretos, com seis os quatro 2.
rules-note-culbertson-deal = Regra da casa: os 2 de Culbertson saem na ordem de Foster ({ $spade }, { $club }, { $diamond }, { $heart }).
rules-note-black-maria-spades = Os valores das espadas e o passe à direita são a regra publicada padrão (Parlett).
rules-note-black-maria-deal = Com três jogadores sai { $club ->
    [queen] a
   *[other] o
} { $club }; com cinco, { $club ->
    [queen] a
   *[other] o
} { $club } e { $diamond ->
    [queen] a
   *[other] o
} { $diamond }; com seis, os quatro 2 (Parlett).
rules-note-royal = Regra da casa: { $diamond ->
    [queen] a
   *[other] o
} { $diamond } vale −10, e { $club ->
    [queen] a
   *[other] o
} { $club } anula { $spade ->
    [queen] a
   *[other] o
} { $spade } quando o mesmo jogador leva as duas.
rules-note-hooligan = { $seven ->
    [queen] A
   *[other] O
} { $seven } vale 7. Algumas mesas também usam um rei e um dez como cartas de pontos; aqui eles ficam de fora.
rules-note-gong-zhu = Nesta versão, { $ten ->
    [queen] a
   *[other] o
} { $ten } dobra a pontuação de quem levar essa carta, ou vale +50 sozinho; quem levar todas as copas faz com que elas valham +200, e o porco +100; { $two ->
    [queen] a
   *[other] o
} { $two } sai na primeira rodada, e quem levou o porco sai nas seguintes.
rules-note-gong-zhu-exposing = Aqui não se joga a opção publicada de mostrar { $ace ->
    [queen] a
   *[other] o
} { $ace }, { $queen ->
    [queen] a
   *[other] o
} { $queen }, { $jack ->
    [queen] a
   *[other] o
} { $jack } ou { $ten ->
    [queen] a
   *[other] o
} { $ten } antes do jogo para dobrar o valor dessa carta.
rules-note-likha = Nesta versão, os 37 pontos da lua ficam só com quem acertou, passam-se três cartas à direita, e a regra das likhas obriga quem tem as duas likhas, e não quem tem só uma delas.
rules-note-complex = Vence o jogador com o menor placar em valor absoluto (regra da casa: as fontes só dizem quem perde).
rules-note-danger = Regra da casa: vence o último jogador com vidas, ou o menor placar depois de dez rodadas; jogadores que perdem as últimas vidas na mesma rodada são classificados pelo placar.
rules-note-cancellation-packs = Regras da casa: com três baralhos, todas as cópias de uma mesma carta se anulam; a lua exige todas as cartas de pontos de todos os baralhos e vale o total delas.
rules-note-cancellation-passing = O passe é de no máximo um quarto da mão; as regras da casa variam.
rules-note-cancellation-first-trick = Regra da casa: a primeira vaza segue as regras de { $game } (sem cartas de pontos, sem sair de copas); uma primeira vaza anulada é jogada de novo com essas regras.
rules-note-joker-hearts = Entram dois coringas, e saem cartas 2 na ordem de Morehead, para a distribuição dar certo. Os coringas não valem nada, e não se pode sair com eles.
rules-note-small-hearts = A lua dá 14 pontos a cada um dos outros jogadores, também com a opção { $jack ->
    [queen] da
   *[other] do
} { $jack }.
rules-note-kitty = Regra da casa: se nenhuma vaza tiver copas, o monte vai com a última vaza.
rules-note-joker-trick = Regra da casa: uma vaza só de coringas vai para quem saiu nela.
rules-note-joker-lead-heart = Regra da casa: depois de uma saída de coringa, a carta que define o naipe só pode ser de copas depois que as copas estiverem quebradas, como se fosse uma saída.
rules-note-sun-punishment = Regra da casa: numa rodada sem passe ninguém passou cartas para quem acertou, então cada um dos outros marca metade do sol.
rules-note-variant = Variante “{ $variant }”: { $explanation }.
rules-note-no-misdeals = Distribuição errada, mão com cartas a mais ou a menos, jogar fora da vez e renúncia não acontecem aqui: as cartas são distribuídas por igual, e só se podem jogar cartas válidas.

### O glossário, embaixo das regras em Como jogar: cada mensagem é a palavra; .meaning, o que ela quer dizer.

glossary-trick = Vaza
    .meaning = Uma carta de cada jogador, cada um na sua vez; a carta mais alta do naipe de saída leva todas.
glossary-void = Ficar sem um naipe
    .meaning = Não ter nenhuma carta de um naipe: aí você pode jogar qualquer carta, muitas vezes uma carta de pontos.
glossary-duck = Deixar passar
    .meaning = Jogar abaixo da carta que está ganhando a vaza, para não levá-la.
glossary-counter = Carta de pontos
    .meaning = Uma carta que conta pontos para quem a leva: as copas, a dama de espadas e, em alguns jogos, o valete ou o dez de ouros (um bônus), ou outras.
glossary-moon = Acertar a lua
    .meaning = Levar todas as cartas de pontos numa rodada: em vez de marcar esses pontos, quem acertou faz os adversários marcarem (ou tira os pontos do próprio placar).
glossary-sun = Acertar o sol
    .meaning = Levar todas as vazas de uma rodada, com um prêmio maior que o da lua, onde as regras preveem isso.
glossary-breaking-hearts = Quebrar copas
    .meaning = Jogar a primeira carta de copas da rodada; até lá, na maioria dos jogos, não se pode sair de copas.
glossary-bleeding-spades = Caçar a dama
    .meaning = Sair de espadas para obrigar quem tem a dama de espadas a soltá-la.
glossary-aardvark = Porco-da-terra
    .meaning = No { -game-cancellation } com dois baralhos: sair com a dama de espadas na esperança de que a outra dama de espadas também seja jogada, para que as duas se anulem e os 26 pontos fiquem com quem levar a vaza.
glossary-carry-over = Acúmulo
    .meaning = No { -game-cancellation }, uma vaza em que todas as cartas vencedoras se anulam fica no meio e vai para quem ganhar a vaza seguinte.
glossary-cancellation = Cancelamento
    .meaning = Com dois ou três baralhos, cartas idênticas jogadas na mesma vaza se anulam: nenhuma delas pode ganhar, mas continuam contando, e quem levar a vaza leva os pontos delas.
glossary-kitty = Monte
    .meaning = Cartas que não vão para ninguém quando o baralho não se divide por igual; ficam com quem ganhar a primeira vaza (ou outra vaza, conforme as regras).
glossary-pledge = Promessa
    .meaning = Compromisso, feito antes da primeira vaza, de não levar copas na rodada, por um prêmio ou sob pena de uma multa.

rules-summary = { $description }.
