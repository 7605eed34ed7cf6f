### A língua e como as cartas se chamam nela.

language-name = Português (Brasil)
language-direction = ltr
language-digits = plain

# Uma carta numa frase: “Q♠”.
card-short = { $index }{ $suit }
index-jack = J
index-queen = Q
index-king = K
index-ace = A

## Os nomes completos das cartas, como um leitor de tela os diz e as regras os escrevem.
## O nome já leva o artigo (“a dama de espadas”, “o dois de paus”), que muda com o valor:
## assim as frases (“Você jogou { $name }”) saem certas.

card-name = { $rank ->
    [feminine] a
   *[masculine] o
} { $rank } de { $suit }
card-name-zero = o zero de { $suit } (coringa)
card-name-joker = o coringa
rank-two = dois
rank-three = três
rank-four = quatro
rank-five = cinco
rank-six = seis
rank-seven = sete
rank-eight = oito
rank-nine = nove
rank-ten = dez
rank-jack = valete
    .gender = masculine
rank-queen = dama
    .gender = feminine
rank-king = rei
    .gender = masculine
rank-ace = ás
    .gender = masculine
suit-name-clubs = paus
suit-name-diamonds = ouros
suit-name-spades = espadas
suit-name-hearts = copas

## Um naipe numa frase (“você não tem paus”): em português o nome do naipe não muda.

suit-clubs = paus
suit-diamonds = ouros
suit-spades = espadas
suit-hearts = copas

## Contagens que o jogo todo usa.

count-points = { $n ->
    [0] 0 pontos
    [one] { $n } ponto
    [-1] { $n } ponto
   *[other] { $n } pontos
}
count-cards = { $n ->
    [0] 0 cartas
    [one] { $n } carta
   *[other] { $n } cartas
}

## Escolher a língua

brand = Moonshot
page-title = Moonshot · Copas
settings-language = Idioma
settings-language-browser = O idioma do navegador
settings-english-indices = Letras das cartas em inglês (A K Q J)
language-unknown = O Moonshot não fala “{ $code }” (em lang=): ele fala { $languages }.
language-not-loaded = Não foi possível carregar os textos em { $language } ({ $why }): o jogo está em inglês.

## O app instalado e a tela de carregamento

manifest-short-name = Moonshot
manifest-description = Copas, Black Lady e toda a família do Copas, contra o computador, com ou sem internet.
splash-status = Embaralhando as cartas…

card-face-joker = CORINGA
