### Recusas: por que uma jogada é recusada, por que uma variante ou opção de regra não pode ser
### escolhida, e por que um conjunto de regras, uma distribuição ou um jogo salvo não pode ser jogado.

## Por que uma jogada é recusada

refusal-wrong-phase = Agora não dá: { $phase }
refusal-phase-choosing-pass = o carteador está escolhendo o passe
refusal-phase-passing = os jogadores estão escolhendo as cartas para passar
refusal-phase-pledging = os jogadores estão decidindo se prometem
refusal-phase-playing = as cartas estão sendo jogadas
refusal-phase-choosing-moon = quem acertou a lua está escolhendo como ela conta
refusal-phase-game-over = o jogo acabou
refusal-phase-deal-scored = a rodada acabou
refusal-not-your-turn = Não é a sua vez: quem joga agora é { $player }
refusal-no-such-seat = Não existe { $seat } nesta mesa
refusal-seat = lugar { $number }
refusal-not-in-hand = Você não tem { $card } na mão
refusal-must-lead-opening-card = A primeira vaza tem que começar com { $card ->
    [queen] a
   *[other] o
} { $card }
refusal-must-follow = Você tem que seguir o naipe de { $suit }
refusal-hearts-not-broken = As copas ainda não foram quebradas
refusal-queen-not-broken = Não dá para sair com a Q♠ antes de as copas serem quebradas
refusal-no-points-on-first-trick = Sem pontos na primeira vaza
refusal-joker-cannot-lead = Não se pode sair com o coringa
refusal-queen-at-first-chance = Você tem que jogar a Q♠ na primeira chance
refusal-black-jack-first = Você tem que descartar o J♠ primeiro
refusal-must-play-likha = Você tem que jogar uma likha (Q♠ ou 10♦)
refusal-must-call-suit = Primeiro chame o naipe do seu coringa
refusal-no-call-now = Não há naipe para chamar agora
refusal-already-passed = Você já passou
refusal-no-pass-this-deal = Não há passe nesta rodada
refusal-pass-count = Escolha { $expected } { $expected ->
    [one] carta
   *[other] cartas
} para passar, não { $got }
refusal-pass-forbidden = Não se pode passar { $card ->
    [queen] a
   *[other] o
} { $card }
refusal-pass-not-allowed = Passar { $cards } { $cards ->
    [one] carta
   *[other] cartas
} desse jeito não é possível nesta mesa
refusal-not-dealer = Só o carteador ({ $dealer }) escolhe o passe
refusal-not-dealer-named = Só o carteador, { $dealer }, escolhe o passe
refusal-already-pledged = Você já decidiu sobre a promessa
refusal-not-shooter = Só quem acertou a lua escolhe como ela conta

## Por que uma variante não pode ser ligada

refusal-variants-both-on = as variantes “{ $first }” e “{ $second }” não podem ficar ligadas ao mesmo tempo
refusal-variant-does-not-fit = a variante “{ $variant }” não serve para { $game } com { $players } jogadores: { $why }
refusal-unfit-own-pack = este jogo define o próprio baralho
refusal-unfit-deals-evenly = o baralho já se distribui por igual
refusal-unfit-too-many-jokers = seriam precisos mais de três coringas
refusal-unfit-only-kitty = só com monte
refusal-unfit-only-queen-of-hearts-one = só onde a Q♥ vale 1
refusal-unfit-only-plain-diamonds = só onde os ouros não valem nada
refusal-unfit-only-ten-bonus = só onde o 10♦ é carta de bônus
refusal-unfit-only-small-hearts = só no Copas curto
refusal-unfit-only-jack-penalty = só onde o J♠ é carta de pontos
refusal-unfit-only-culbertson = só no { -game-black-lady } de Culbertson
refusal-unfit-only-counters = só com fichas
refusal-unfit-only-hundred-counters = só com 100 fichas
refusal-unfit-only-plain-points = só com pontos simples
refusal-unfit-only-three-packs = só no { -game-cancellation } com três baralhos
refusal-unfit-only-cancellation = só no { -game-cancellation }

## Por que uma opção de regra não pode ser usada

refusal-option-no-such = “{ $id }” não é uma opção de regra
refusal-option-does-not-apply = “{ $option }” não se aplica aqui: { $why }
refusal-option-not-a-value = “{ $value }” não é um valor de { $option }: os valores são { $values }
refusal-option-not-a-number = “{ $value }” não é um número
refusal-not-applicable-passing-sets-count = o passe escolhido já define quantas cartas vão
refusal-not-applicable-only-hearts-broken = só quando as copas precisam ser quebradas
refusal-not-applicable-only-jokers = só com coringas sem naipe no baralho

## Por que um jogo não serve para um número de jogadores

refusal-game-players = { $game } é para { $players } jogadores, não { $asked }
refusal-game-players-range = { $game } é para { $min } a { $max } jogadores, não { $asked }

## Por que um conjunto de regras não pode ser jogado

rules-error-players = { $players } jogadores: o Moonshot distribui para 3 a { $most } jogadores
rules-error-packs = { $packs } baralhos: use 1, 2 ou 3 baralhos
rules-error-not-a-joker = Isto não é um coringa: { $card }. Os coringas são 0C (zero de paus), 0D (zero de ouros) e JK
rules-error-too-many-jokers = dá para acrescentar no máximo três de cada coringa
rules-error-cannot-remove = não dá para tirar { $card }: não sobrou nenhuma cópia dessa carta no baralho
rules-error-uneven = { $cards } cartas não se distribuem por igual entre { $players } jogadores: tire mais { $leftover } { $leftover ->
    [one] carta
   *[other] cartas
}, acrescente coringas ou use um monte
rules-error-nothing-for-kitty = { $cards } cartas se distribuem por igual entre { $players } jogadores: não sobra nada para o monte
rules-error-not-enough-cards = não há cartas suficientes para distribuir
rules-error-no-clubs = a carta de paus mais baixa sai primeiro, mas não há cartas de paus no baralho
rules-error-lowest-club-copies = a carta de paus mais baixa sai primeiro, mas há { $copies } cópias dela ({ $card }): tire uma ou acrescente um coringa
rules-error-star-not-five = o passe em estrela é para cinco jogadores, não { $players }
rules-error-pass-too-big = cada jogador tem { $hand } cartas e não pode passar { $pass }
rules-error-pass-over-max = dá para passar no máximo { $most } cartas, não { $pass }
rules-error-pass-no-cards = o passe precisa de pelo menos uma carta: passe 1 ou mais, ou escolha sem passe
rules-error-pass-forbidden = com { $forbidden } cartas que não podem ser passadas, uma mão de { $hand } pode não ter { $pass } que possam
rules-error-partnership = as duplas sentam frente a frente numa mesa de quatro, não de { $players }
rules-error-cancellation-one-pack = o cancelamento precisa de cartas idênticas: jogue com dois ou três baralhos
rules-error-booster-packs = Noves turbinados se joga com um baralho só
rules-error-complex-scoring = o Copas complexo conta pontos complexos, não fichas nem vidas
rules-error-gong-zhu-scoring = o Gong Zhu conta pontos positivos e negativos, não fichas nem vidas
rules-error-gong-zhu-moon = o Gong Zhu tem o seu próprio prêmio para quem leva todas as copas, e não a lua
rules-error-gong-zhu-floor = no Gong Zhu, o placar pode ficar acima ou abaixo de zero
rules-error-no-counters = cada jogador precisa começar com algumas fichas
rules-error-no-chips = cada jogador precisa começar com fichas e poder pôr a sua parte no pote
rules-error-no-lives = cada jogador precisa de pelo menos uma vida
rules-error-no-end = o jogo precisa de um fim: uma pontuação-alvo acima de zero, um número de rodadas ou um limite de tempo
rules-error-no-deals = um jogo de 0 rodadas acaba antes de começar
rules-error-no-reset-scores = diga quais placares voltam a zero
rules-error-sun-negative = acertar o sol dá pontos aos outros, não tira pontos

## Por que uma distribuição não pode ser jogada

refusal-deal-hand-count = { $hands } mãos para { $players } jogadores
refusal-deal-hand-size = o lugar { $seat } tem { $holds } cartas; cada mão deve ter { $must }
refusal-deal-kitty-size = o monte tem { $holds } cartas; deve ter { $must }
refusal-deal-not-the-deck = as mãos não formam o baralho: faltam [{ $missing }], sobram [{ $extra }]
refusal-deal-pass-too-far = não dá para passar { $seats } lugares à esquerda com { $players } jogadores
refusal-deal-star-not-five = o passe em estrela é para cinco jogadores, não { $players }
refusal-deal-pass-too-big = cada jogador tem { $hand } cartas e não pode passar { $pass }
refusal-deal-no-dealer = não existe { $dealer } para dar as cartas com { $players } jogadores
refusal-deal-no-such-dealer = não existe { $dealer } nesta mesa
refusal-deal-no-queen-taker = não existe { $seat } para ter levado a Q♠ com { $players } jogadores
refusal-deal-past-the-last = o jogo tem { $deals } rodadas, então não existe a rodada { $deal }
refusal-deal-score-count = { $scores } placares para { $players } jogadores
refusal-deal-standing-count = { $standings } classificações para { $players } jogadores

## Por que um jogo salvo não pode ser jogado

refusal-pass-across-uneven = o passe em frente precisa de um número par de jogadores, não { $players }
refusal-pass-no-such = “{ $name }” não é um passe: use left, right, across, hold, star, scatter, mixer ou um número de lugares
refusal-setup-no-such-game = nenhum jogo se chama “{ $name }”; os jogos são: { $games }
refusal-setup-options = nas opções: { $message }
refusal-setup-unwritten = { $message }
refusal-record-play = passo { $step }: { $seat } não pode jogar { $card }: { $why }
refusal-record-pass = passo { $step }: { $seat } não pode passar [{ $cards }]: { $why }
refusal-record-choose-pass = passo { $step }: { $seat } não pode escolher um passe de { $cards } { $direction }: { $why }
refusal-record-pledge = passo { $step }: { $seat } não pode prometer: { $why }
refusal-record-decline = passo { $step }: { $seat } não pode recusar a promessa: { $why }
refusal-record-call = passo { $step }: { $seat } não pode chamar { $suit }: { $why }
refusal-record-old-moon = passo { $step }: { $seat } não pode escolher a lua antiga: { $why }
refusal-record-new-moon = passo { $step }: { $seat } não pode escolher a lua nova: { $why }
