### Язык и названия карт.

language-name = Русский
language-direction = ltr
language-digits = plain

# Карта в предложении: «Д♠».
card-short = { $index }{ $suit }
index-jack = В
index-queen = Д
index-king = К
index-ace = Т

## Названия карт полностью: «Дама пик». $suit — одно из suit-name-…; масть стоит в родительном падеже.

card-name = { $rank } { $suit ->
    [suit-name-clubs] треф
    [suit-name-diamonds] бубен
    [suit-name-spades] пик
   *[suit-name-hearts] червей
}
card-name-zero = Ноль { $suit ->
    [suit-name-clubs] треф
    [suit-name-diamonds] бубен
    [suit-name-spades] пик
   *[suit-name-hearts] червей
} (джокер)
card-name-joker = Джокер
rank-two = Двойка
rank-three = Тройка
rank-four = Четвёрка
rank-five = Пятёрка
rank-six = Шестёрка
rank-seven = Семёрка
rank-eight = Восьмёрка
rank-nine = Девятка
rank-ten = Десятка
rank-jack = Валет
rank-queen = Дама
rank-king = Король
rank-ace = Туз
suit-name-clubs = Трефы
suit-name-diamonds = Бубны
suit-name-spades = Пики
suit-name-hearts = Черви

## Масть в предложении: $count — сколько карт (1 — трефа, 2–4 — трефы, 5 и больше — треф; 0 — «нет треф», «ходить с треф»).

suit-clubs = { $count ->
    [0] треф
    [one] трефа
    [few] трефы
    [many] треф
   *[other] трефы
}
suit-diamonds = { $count ->
    [0] бубен
    [one] бубна
    [few] бубны
    [many] бубен
   *[other] бубны
}
suit-spades = { $count ->
    [0] пик
    [one] пика
    [few] пики
    [many] пик
   *[other] пики
}
suit-hearts = { $count ->
    [0] червей
    [one] черва
    [few] черви
    [many] червей
   *[other] черви
}

## Счёт

count-points = { $n ->
    [one] { $n } очко
    [few] { $n } очка
    [many] { $n } очков
   *[other] { $n } очка
}
count-cards = { $n ->
    [one] { $n } карта
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
}

## Выбор языка

brand = Moonshot
page-title = Moonshot · { -game-hearts }
settings-language = Язык
settings-language-browser = Язык браузера
settings-english-indices = Английские буквы на картах (A K Q J)
language-unknown = «{ $code }» в lang= — такого языка в Moonshot нет. Есть: { $languages }.
language-not-loaded = Не удалось загрузить язык «{ $language }» ({ $why }), поэтому игра на английском.

## Приложение и экран загрузки

manifest-short-name = Moonshot
manifest-description = Червы, Чёрная дама и вся их родня — против ботов, в сети и без неё.
splash-status = Тасуем карты…

# Надпись на джокере без достоинства (мелко, заглавными).
card-face-joker = ДЖОКЕР
