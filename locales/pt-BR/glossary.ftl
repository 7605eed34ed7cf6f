### Glossário: as palavras do jogo em português do Brasil, como termos Fluent (terms) para os tradutores.
### Um termo (-trick) é só desta língua; entra numa mensagem com { -trick }.
### Os atributos (.gender, .plural) informam e servem de seletor ({ -trick.gender -> … });
### o Fluent não aceita { -trick.plural } como texto.
###
### Estilo (ver docs/translating.md):
### Tratamento: você. As regras brasileiras falam com "você": https://bridge.pro.br/bridge-10min.htm ("Você nunca é
###   muito velho para aprender"); http://www.bridgewebs.com/clubebelohorizonte/page1.html ("Se você está em Sul").
### Aspas: "…" (aspas duplas curvas “…”), e ‘…’ dentro delas.
### Índices das cartas: J Q K A. Fonte: https://b2b.copagloja.com.br/institucional/regras-de-jogo/bridge
###   (Copag, o fabricante brasileiro de baralhos: "A K Q J 10 9 8 7 6 5 4 3 2"). Em locales/pt-BR/language.ftl.

## A vaza e a saída

# trick. Fonte: https://pt.wikipedia.org/wiki/Copas_(jogo_de_cartas); https://b2b.copagloja.com.br/institucional/regras-de-jogo/bridge ("Vaza (Trick em inglês)")
-trick = vaza
    .gender = feminine
    .plural = vazas
# take a trick. Fonte: GLOSSARY.md ("ganhar / levar a vaza")
-take-trick = levar a vaza
# to lead. Fonte: GLOSSARY.md (pt.wikipedia: "puxar"); os textos dizem "sair (de copas, com a Q♠)", como se fala à mesa (chosen)
-lead = sair
# the lead. Fonte: GLOSSARY.md ("a puxada"); funbridge.com/pt-PT: "Ataque: primeira carta jogada para uma vaza"
-the-lead = saída
    .gender = feminine
# led suit. Fonte: https://funbridge.com/pt-PT/dicionario-de-bridge ("o naipe de saída da vaza")
-led-suit = naipe de saída
    .gender = masculine
# follow suit. Fonte: GLOSSARY.md ("respeitar o naipe"); funbridge.com/pt-PT ("Assistir (a naipe)")
-follow-suit = seguir o naipe
# void. GLOSSARY.md traz "ficar seco (num naipe)", de fonte pt-PT; no Brasil "seco" é a carta única
# ("rei seco"), então os textos dizem "ficar sem ouros" (chosen)
-void = ficar sem o naipe
# void, as a noun. (no source found; chosen)
-void-noun = naipe em falta
    .gender = masculine
# discard. Fonte: GLOSSARY.md ("descartar"); pt-PT: "baldar" (funbridge.com/pt-PT)
-discard = descartar
# duck. Fonte: https://funbridge.com/pt-PT/dicionario-de-bridge ("Baixar-se: também se refere a 'deixar passar'")
-duck = deixar passar

## A lua e o sol

# shoot the moon. Fonte: GLOSSARY.md ("acertar a lua")
-shoot-the-moon = acertar a lua
# the moon, as a noun. Fonte: como -shoot-the-moon
-the-moon = lua
    .gender = feminine
# shoot the sun. (no source found; chosen)
-shoot-the-sun = acertar o sol
# the sun, as a noun. (no source found; chosen)
-the-sun = sol
    .gender = masculine

## O cancelamento (Cancellation Hearts)

# cancel. (no source found; chosen)
-cancel = se anular
# cancelled. (no source found; chosen)
-cancelled = anulada
# carry-over. (no source found; chosen)
-carry-over = acúmulo
    .gender = masculine

## Cartas especiais e pontos

# the Q♠. Fonte: https://pt.wikipedia.org/wiki/Copas_(jogo_de_cartas) ("a dama de espadas")
-queen-of-spades = dama de espadas
    .gender = feminine
# "the Black Lady". Fonte: GLOSSARY.md (apelido "Pudim"); escolhido um nome claro (no source found; chosen)
-the-black-lady = Dama Negra
    .gender = feminine
# jack of diamonds. Fonte: nomes das cartas (GLOSSARY.md: "valete", "ouros")
-jack-of-diamonds = valete de ouros
    .gender = masculine
# hearts broken. (no source found; chosen)
-hearts-broken = copas quebradas
# penalty cards. Fonte: GLOSSARY.md ("cartas pontuáveis")
-penalty-cards = cartas de pontos
    .gender = feminine
# penalty points. Fonte: GLOSSARY.md ("pontos")
-penalty-points = pontos de penalidade
# counter. Fonte: como -penalty-cards
-counter = carta de pontos
    .gender = feminine
    .plural = cartas de pontos

## A passagem

# pass. Fonte: GLOSSARY.md ("passar (3 cartas)")
-pass = passar
# pass left. Fonte: GLOSSARY.md
-pass-left = à esquerda
# pass right. Fonte: GLOSSARY.md
-pass-right = à direita
# pass across. Fonte: GLOSSARY.md ("em frente")
-pass-across = em frente
# hold. Fonte: GLOSSARY.md ("não passar")
-pass-hold = sem passar

## Distribuição, mão, rodada, placar

# deal (verb). Fonte: GLOSSARY.md ("dar, distribuir")
-deal-cards = distribuir
# deal, as a round. Fonte: GLOSSARY.md ("a rodada")
-deal = rodada
    .gender = feminine
    .plural = rodadas
# dealer. Fonte: GLOSSARY.md ("o carteador / distribuidor")
-dealer = carteador
    .gender = masculine
# hand. Fonte: GLOSSARY.md ("a mão")
-hand = mão
    .gender = feminine
# score. Fonte: GLOSSARY.md ("pontuação, placar")
-score = pontuação
    .gender = feminine
# target score. (no source found; chosen)
-target-score = pontuação-alvo
    .gender = feminine
# point. Fonte: pt.wikipedia
-point = ponto
    .gender = masculine
    .plural = pontos
# pack. Fonte: https://b2b.copagloja.com.br/institucional/regras-de-jogo/bridge ("um baralho de 52 cartas")
-pack = baralho
    .gender = masculine
# partner. Fonte: https://bridge.pro.br/bridge-10min.htm ("você e seu parceiro")
-partner = parceiro
    .gender = masculine
# kitty. (no source found; chosen) — "monte", as cartas postas de lado
-kitty = monte
    .gender = masculine
# joker. Fonte: https://b2b.copagloja.com.br/institucional/regras-de-jogo/bridge ("sem coringas")
-joker = coringa
    .gender = masculine

## Naipes e valores

# suit. Fonte: https://b2b.copagloja.com.br/institucional/regras-de-jogo/bridge ("naipe")
-suit = naipe
    .gender = masculine
# clubs. Fonte: como -suit ("Espadas, Copas, Ouros e Paus")
-suit-clubs = paus
    .gender = masculine
# diamonds. Fonte: como -suit-clubs
-suit-diamonds = ouros
    .gender = masculine
# spades. Fonte: como -suit-clubs
-suit-spades = espadas
    .gender = feminine
# hearts. Fonte: como -suit-clubs
-suit-hearts = copas
    .gender = feminine
# two. Fonte: https://www.infopedia.pt/apoio/artigos/$bridge ("até ao duque"); GLOSSARY.md
-rank-two = dois
    .gender = masculine
# three. Fonte: como -rank-two
-rank-three = três
    .gender = masculine
# four. Fonte: como -rank-two
-rank-four = quatro
    .gender = masculine
# five. Fonte: como -rank-two
-rank-five = cinco
    .gender = masculine
# six. Fonte: como -rank-two
-rank-six = seis
    .gender = masculine
# seven. Fonte: como -rank-two
-rank-seven = sete
    .gender = masculine
# eight. Fonte: como -rank-two
-rank-eight = oito
    .gender = masculine
# nine. Fonte: como -rank-two
-rank-nine = nove
    .gender = masculine
# ten. Fonte: como -rank-two
-rank-ten = dez
    .gender = masculine
# jack. Fonte: https://www.infopedia.pt/apoio/artigos/$bridge ("Ás … Rei, Dama, Valete")
-rank-jack = valete
    .gender = masculine
# queen. Fonte: como -rank-jack
-rank-queen = dama
    .gender = feminine
# king. Fonte: como -rank-jack
-rank-king = rei
    .gender = masculine
# ace. Fonte: como -rank-jack
-rank-ace = ás
    .gender = masculine

## Os jogos. Fica o nome inglês quando não há um brasileiro; as variantes o compõem:
## "Black Lady (Morehead)", "Copas com cancelamento (três baralhos)".

# Hearts. Fonte: https://pt.wikipedia.org/wiki/Copas_(jogo_de_cartas)
-game-hearts = Copas
# Black Lady. (no source found; chosen: English name kept)
-game-black-lady = Black Lady
# Black Bess. (no source found; chosen)
-game-black-bess = Black Bess
# Omnibus Hearts. (no source found; chosen)
-game-omnibus = Copas Ônibus
# Pink Lady. (no source found; chosen)
-game-pink-lady = Pink Lady
# Black Jack. (no source found; chosen)
-game-black-jack = Black Jack
# Spot Hearts. (no source found; chosen)
-game-spot-hearts = Copas por pontos
# Pip Hearts. (no source found; chosen)
-game-pip-hearts = Pip Hearts
# Graded Hearts. (no source found; chosen)
-game-graded-hearts = Graded Hearts
# Cancellation Hearts. (no source found; chosen)
-game-cancellation = Copas com cancelamento
# Rickety Kate. (no source found; chosen)
-game-rickety-kate = Rickety Kate
# Black Maria. (no source found; chosen)
-game-black-maria = Black Maria
# Queens. (no source found; chosen)
-game-queens = Damas
# Small Hearts. (no source found; chosen)
-game-small-hearts = Small Hearts
# Danger Hearts. (no source found; chosen)
-game-danger-hearts = Danger Hearts
# Complex Hearts. (no source found; chosen)
-game-complex-hearts = Complex Hearts
# Royal Hearts. (no source found; chosen)
-game-royal-hearts = Royal Hearts
# Hooligan Hearts. (no source found; chosen)
-game-hooligan-hearts = Hooligan Hearts
# Gong Zhu (拱猪). (no source found; chosen)
-game-gong-zhu = Gong Zhu (caça ao porco)
# Likha (ليخة). (no source found; chosen)
-game-likha = Likha
# Partnership Hearts. (no source found; chosen)
-game-partnership-hearts = Copas em duplas
# Joker Hearts. (no source found; chosen)
-game-joker-hearts = Copas com coringas
# Booster Nines. (no source found; chosen)
-game-booster-nines = Booster Nines
