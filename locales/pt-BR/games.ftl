### O catálogo dos jogos: nomes e linhas dos jogos, as variantes, as opções de regra e seus
### valores, e os níveis dos bots, como a janela Novo jogo e as regras os mostram.

## Os jogos: o nome de cada um e uma linha sobre o que o faz ser o que é (em minúscula; a
## página põe a maiúscula onde a linha fica sozinha).

game-title-hearts = { -game-hearts }
game-description-hearts = o original: cada copa vale 1 ponto, sem dama de espadas, sem passe
game-title-black-lady = { -game-black-lady }
game-description-black-lady = o Copas que quase todo mundo conhece: copas valem 1, a dama de espadas 13, acertar a lua, jogo até 100
game-title-black-lady-morehead = { -game-black-lady } (Morehead)
game-description-black-lady-morehead = as regras de Morehead: passe de três à esquerda, e o jogador à esquerda do carteador sai com qualquer carta
game-title-black-lady-foster = { -game-black-lady } (Foster, 1909)
game-description-black-lady-foster = as regras mais antigas: passe de três à esquerda, fichas pagas num pote
game-title-black-lady-culbertson = { -game-black-lady } (Culbertson, 1950)
game-description-black-lady-culbertson = as regras de Culbertson: levar todas as cartas de pontos não vale nada
game-title-black-bess = { -game-black-bess }
game-description-black-bess = { -game-black-lady } com a dama de espadas valendo 15
game-title-omnibus = { -game-omnibus }
game-description-omnibus = o dez de ouros (ou o valete) tira 10 pontos; a lua exige as quinze cartas de pontos
game-title-pink-lady = { -game-pink-lady }
game-description-pink-lady = a dama de copas também vale 13: 38 pontos por rodada
game-title-black-jack = { -game-black-jack }
game-description-black-jack = o valete de espadas vale 10, no lugar da dama
game-title-spot-hearts = { -game-spot-hearts }
game-description-spot-hearts = as copas valem o seu número (as figuras, 10), a dama de espadas 25: 119 por rodada
game-title-pip-hearts = Copas por valor
game-description-pip-hearts = as copas valem o seu valor, do valete 11 ao ás 14; a dama de espadas não vale nada
game-title-graded-hearts = Copas escalonado
game-description-graded-hearts = copas altas custam mais: valete 2, dama 3, rei 4, ás 5
game-title-cancellation = { -game-cancellation }
game-description-cancellation = dois baralhos, de 5 a 11 jogadores: cartas idênticas na mesma vaza se anulam
game-title-cancellation-three-packs = { -game-cancellation } (três baralhos)
game-description-cancellation-three-packs = onze jogadores, três baralhos, catorze cartas para cada um
game-title-rickety-kate = { -game-rickety-kate }
game-description-rickety-kate = { -game-black-lady } sem acertar a lua, como se joga na Austrália
game-title-black-maria = { -game-black-maria }
game-description-black-maria = o jogo britânico: ás de espadas 7, rei 10, dama 13; passe à direita
game-title-queens = { -game-queens }
game-description-queens = toda dama vale 13; pode-se sair de copas a qualquer hora; jogo até 108
game-title-small-hearts = Copas curto
game-description-small-hearts = baralho de 28 cartas: sem as cartas de 2 a 7, o 8 de paus sai primeiro, dama de espadas 7
game-title-danger-hearts = Copas perigoso
game-description-danger-hearts = dez rodadas, três vidas: uma rodada de 15 pontos ou mais custa uma vida
game-title-complex-hearts = Copas complexo
game-description-complex-hearts = a dama de espadas vale 13i e o dez de paus multiplica por 2i
game-title-royal-hearts = Copas real
game-description-royal-hearts = dama de espadas 26, a dama de copas dobra as copas, e mais duas damas especiais
game-title-hooligan-hearts = Copas arruaceiro
game-description-hooligan-hearts = { -game-black-lady } com o sete de paus valendo mais 7
game-title-gong-zhu = { -game-gong-zhu }
game-description-gong-zhu = o jogo chinês: cartas que somam e cartas que tiram, o dez de paus dobra, até −1000
game-title-likha = { -game-likha }
game-description-likha = parceiros jogam no sentido anti-horário; a dama de espadas e o dez de ouros são as likhas
game-title-partnership-hearts = { -game-partnership-hearts }
game-description-partnership-hearts = parceiros sentados frente a frente somam os pontos
game-title-joker-hearts = { -game-joker-hearts }
game-description-joker-hearts = dois coringas: jogue um a qualquer hora; ele nunca ganha e não vale nada
game-title-booster-nines = Noves turbinados
game-description-booster-nines = um nove jogado numa vaza faz a vaza dar mais uma volta na mesa

game-for-players = para { $players } jogadores
game-for-players-range = para { $min } a { $max } jogadores
game-group-classic = Jogos clássicos
game-group-big = Mesas grandes: { -game-cancellation }
game-group-other = Outras variantes

## As variantes: opções que se somam a um jogo, cada uma com uma linha sobre o que faz.

variant-title-strip-morehead = Tirar os 2 (Morehead)
variant-explanation-strip-morehead = distribuir por igual tirando o 2♣, o 2♦, o 3♣ e o 2♠, nessa ordem, conforme precisar (Morehead)
variant-title-strip-foster = Tirar os 2 (Foster)
variant-explanation-strip-foster = distribuir por igual tirando o 2♠, o 2♣, o 2♦ e o 2♥, nessa ordem, conforme precisar (Foster)
variant-title-kitty = Monte
variant-explanation-kitty = distribuir todas as cartas; as que sobram vão viradas para baixo para quem ganhar a primeira vaza
variant-title-jokers = Coringas
variant-explanation-jokers = acrescentar coringas sem naipe até a distribuição dar certo (três para cinco jogadores, dois para seis)
variant-title-kitty-first-heart = Monte para a primeira copa
variant-explanation-kitty-first-heart = o monte vai para quem primeiro levar uma vaza com uma carta de copas
variant-title-kitty-seen = Monte à vista
variant-explanation-kitty-seen = quem pega o monte pode olhar as cartas
variant-title-pink-lady = { -game-pink-lady }
variant-explanation-pink-lady = a Q♥ vale 13 em vez de 1
variant-title-omnibus = Ônibus
variant-explanation-omnibus = o 10♦ vale −10 para quem o levar, e a lua exige essa carta além das cartas de pontos
variant-title-omnibus-jack = Valete de ouros
variant-explanation-omnibus-jack = o J♦ é a carta de bônus de −10, em vez do 10♦
variant-title-small-hearts-jack = Valete de ouros
variant-explanation-small-hearts-jack = o J♦ também vale 5 pontos; a lua continua valendo 14 e exige o J♦
variant-title-black-jack-first = Valete de espadas primeiro
variant-explanation-black-jack-first = quem não puder seguir o naipe e tiver o J♠ deve descartar essa carta
variant-title-left-right = Esquerda e direita
variant-explanation-left-right = passar à esquerda e à direita, uma rodada de cada vez
variant-title-howell = Acerto de Howell
variant-explanation-howell = acertar cada rodada do jeito de Howell: pagar (jogadores − 1) fichas por ponto levado, e depois receber pelos pontos não levados
variant-title-fifty-counters = Cinquenta fichas
variant-explanation-fifty-counters = cada jogador começa com 50 fichas em vez de 100
variant-title-pool = Aposta e pote
variant-explanation-pool = todos põem uma ficha no pote antes de cada rodada; quem não levou copas divide o pote
variant-title-third-copy-stands = A terceira cópia vale
variant-explanation-third-copy-stands = com três baralhos, duas cartas idênticas se anulam, mas uma terceira cópia ainda pode ganhar
variant-title-two-pairs-cancel = Dois pares anulam a vaza
variant-explanation-two-pairs-cancel = quando dois pares se anulam na mesma vaza, a vaza inteira é anulada
variant-title-last-trick-to-pair = Última vaza para o par
variant-explanation-last-trick-to-pair = uma última vaza anulada vai para quem jogou a segunda carta do par mais alto

## As opções de regra: cada uma liga/desliga ou escolhe, com uma linha sobre o que faz.

option-title-passing = Passe
option-line-passing = para onde vão as cartas antes das vazas de cada rodada, em rodízio
option-title-pass-cards = Cartas passadas
option-line-pass-cards = quantas cartas cada jogador passa
option-title-moon = Acertar a lua
option-line-moon = quanto vale levar todas as cartas de pontos
option-title-direction = Sentido do jogo
option-line-direction = para que lado a vez anda em volta da mesa
option-title-opening-lead = Primeira saída
option-line-opening-lead = quem abre a primeira vaza de cada rodada
option-title-no-points-first-trick = Sem pontos na primeira vaza
option-line-no-points-first-trick = ninguém pode jogar carta de pontos na primeira vaza, a não ser que não tenha outra opção
option-title-hearts-broken = Copas precisam ser quebradas
option-line-hearts-broken = não se pode sair de copas antes que alguém jogue uma, a não ser que quem sai só tenha copas
option-title-queen-broken = A Q♠ também espera
option-line-queen-broken = também não se pode sair com a Q♠ antes de as copas serem quebradas
option-title-queen-breaks-hearts = A Q♠ quebra copas
option-line-queen-breaks-hearts = jogar a Q♠ também quebra copas
option-title-penalty-hand-leads-hearts = Mão só de pontos pode sair de copas
option-line-penalty-hand-leads-hearts = uma mão só com copas e outras cartas de pontos pode sair de copas antes de elas serem quebradas
option-title-queen-first-chance = A Q♠ na primeira chance
option-line-queen-first-chance = quem tem a Q♠ deve jogá-la ao descartar, ou por baixo de uma espada mais alta
option-title-pledge = A promessa
option-line-pledge = antes das vazas, cada jogador pode prometer não levar copas: 10 a menos se cumprir, 10 a mais se quebrar
option-title-no-tricks-bonus = Sem vazas, 5 a menos
option-line-no-tricks-bonus = quem não leva nenhuma vaza na rodada marca 5 a menos
option-title-floor-at-zero = Placar nunca abaixo de zero
option-line-floor-at-zero = um bônus nunca deixa o placar abaixo de zero
option-title-joker-lead = Saída com coringa
option-line-joker-lead = se pode sair com o coringa, e o que os outros devem seguir
option-title-joker-any-time = Coringa a qualquer hora
option-line-joker-any-time = pode-se jogar o coringa mesmo podendo seguir o naipe

## Os valores das opções de regra

option-value-on = Ligado
option-value-off = Desligado
option-value-pass-cards = { $cards }
option-value-passing-none = Sem passe
option-value-passing-left = Sempre à esquerda
option-value-passing-right = Sempre à direita
option-value-passing-left-right = Esquerda, direita
option-value-passing-left-right-across-hold = Esquerda, direita, em frente, sem passe
option-value-passing-left-right-across-scatter = Esquerda, direita, em frente, uma para cada
option-value-passing-left-across-right = Esquerda, em frente, direita
option-value-passing-rotating = Um lugar a mais a cada rodada, depois sem passe
option-value-passing-star = Estrela: uma carta para cada jogador do outro lado
option-value-passing-mixer = Para o meio, embaralhadas e distribuídas de novo
option-value-passing-dealers-choice = O carteador escolhe
option-value-moon-none = Sem lua
option-value-moon-old = Lua antiga: todos os outros marcam
option-value-moon-new = Lua nova: sai do placar de quem acertou
option-value-moon-choice = Quem acertou escolhe: antiga ou nova
option-value-moon-new-if-losing = Antiga, ou nova quando a antiga faria perder o jogo
option-value-moon-old-play-on = Antiga; o jogo continua quando ela faria perder
option-value-moon-nobody-scores = Ninguém marca na rodada
option-value-moon-penalty = Quem acertou é penalizado
option-value-moon-choice-after-score = Antiga até um placar; depois, à escolha
option-value-direction-clockwise = Sentido horário (para a esquerda)
option-value-direction-anticlockwise = Sentido anti-horário (para a direita)
option-value-opening-lead-lowest-club = A carta de paus mais baixa
option-value-opening-lead-eldest = O jogador à esquerda do carteador, com qualquer carta
option-value-opening-lead-pig-taker = Quem levou a Q♠ na rodada anterior
option-value-joker-lead-never = Não se pode sair com o coringa
option-value-joker-lead-next-card = Pode; a carta seguinte define o naipe
option-value-joker-lead-called = Pode; quem sai chama o naipe

## Os níveis dos bots

level-label-beginner = Iniciante
level-description-beginner = Joga qualquer carta válida, ao acaso
level-label-easy = Fácil
level-description-easy = Deixa passar quando pode e, quando não tem o naipe, descarta a pior carta
level-label-normal = Normal
level-description-normal = Um jogador sólido: passa bem, deixa passar, se livra dos pontos, fica de olho na lua
level-label-hard = Difícil
level-description-hard = Pensa à frente: simula muitas hipóteses das cartas escondidas
level-label-expert = Especialista
level-description-expert = Pensa mais longe e mais fundo que o Difícil

## Lua antiga ou lua nova: a escolha de quem acertou a lua, quando as regras deixam

moon-old = lua antiga
moon-new = lua nova
moon-old-title = Lua antiga
moon-new-title = Lua nova
moon-old-effect = todos os outros marcam { $value }
moon-new-effect = { $value } a menos no seu placar
