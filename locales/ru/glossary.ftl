### Глоссарий: слова игры по-русски, как термины Fluent (terms) для переводчиков.
### Термин (-trick) принадлежит только этому языку; в сообщение он вставляется так: { -trick }.
### Атрибуты (.gender, .plural, .genitive-plural) — справка и ключ выбора ({ -trick.gender -> … });
### Fluent не допускает { -trick.plural } как текст. Падежи пишите в самом сообщении.
###
### Стиль (см. docs/translating.md):
### Обращение: на «вы», со строчной буквы (в интерфейсе не «Вы»). Русские карточные сайты обращаются на «вы»:
###   http://gamesberg.com/hearts.php («Вы можете играть онлайн в червы»). Выбрано: вы (строчная — chosen).
### Кавычки: «ёлочки», внутри „лапки“ (русская типографика).
### Индексы карт: В Д К Т (валет, дама, король, туз). Источник: http://178.20.157.4/games/cards/2_pra.shtml
###   («Старшинство карт: 2, 3, … 10, В, Д, К, Т»); ru.wikipedia «Бридж» («Т К Д В 10 9 …»).
###   Онлайн-столы часто печатают J Q K A (gamesberg.com). Индексы — в locales/ru/language.ftl.
### Числительные: «1 взятка, 2 взятки, 5 взяток» — категории CLDR one, few, many (и other для дробных).

## Взятка и ход

# trick. Источник: http://gamesberg.com/hearts.php; GLOSSARY.md (subscribe.ru)
-trick = взятка
    .gender = feminine
    .plural = взятки
    .genitive-plural = взяток
# take a trick. Источник: GLOSSARY.md («взять взятку»)
-take-trick = взять взятку
# to lead. Источник: http://178.20.157.4/games/cards/2_pra.shtml («Первым ходит игрок слева от сдатчика»)
-lead = ходить
# the lead (first card of a trick). Источник: GLOSSARY.md («ход», «первый ход»); бридж: «первый выход» (table-games.ru)
-the-lead = ход
    .gender = masculine
# led suit. Источник: https://iblandt.ru/s/s/slovar_bridja_-_t («масть хода»)
-led-suit = масть хода
    .gender = feminine
# follow suit. Источник: GLOSSARY.md («класть карту той же масти»); subscribe.ru («кладут карты такой же масти»)
-follow-suit = ходить в масть
# void (no cards of a suit). Источник: http://www2.eunet.lv/cgi-bin/lat/LYNX/BRIDGE/glossary.txt («Ренонс — отсутствие карт в масти»); проще: «нет карт нужной масти» (subscribe.ru)
-void = нет карт этой масти
# void, as a noun. Источник: как -void
-void-noun = ренонс
    .gender = masculine
# discard. Источник: https://iblandt.ru/s/s/slovar_bridja_-_t («если вистующие сбросят задержку»); GLOSSARY.md («скинуть / сбросить»)
-discard = сбросить
# duck (play low, let the trick go). (no source found; chosen)
-duck = пропустить взятку

## Луна и солнце

# shoot the moon. (no source found; chosen) — «достать луну» (с неба): взять все штрафные очки
-shoot-the-moon = достать луну
# the moon, as a noun. (no source found; chosen)
-the-moon = луна
    .gender = feminine
# shoot the sun (take every trick). (no source found; chosen)
-shoot-the-sun = достать солнце
# the sun, as a noun. (no source found; chosen)
-the-sun = солнце
    .gender = neuter

## Взаимное уничтожение (Cancellation Hearts)

# cancel (identical cards cancel each other out). (no source found; chosen)
-cancel = гасить друг друга
# cancelled. (no source found; chosen)
-cancelled = погашенная
# carry-over (points of a cancelled trick go to the next). (no source found; chosen)
-carry-over = перенос
    .gender = masculine

## Особые карты и штрафы

# the Q♠. Источник: GLOSSARY.md («дама пик»); http://cards-igri.ru/detskie_kartochnie_igri9.html («пиковая дама»)
-queen-of-spades = дама пик
    .gender = feminine
# "the Black Lady". (no source found; chosen)
-the-black-lady = Чёрная дама
    .gender = feminine
# jack of diamonds. Источник: названия карт (валет, бубны)
-jack-of-diamonds = валет бубен
    .gender = masculine
# hearts broken. (no source found; chosen)
-hearts-broken = черви вскрыты
# penalty cards. (no source found; chosen)
-penalty-cards = штрафные карты
    .gender = feminine
# penalty points. Источник: GLOSSARY.md («штрафные очки», unconfirmed)
-penalty-points = штрафные очки
# counter. Источник: как -penalty-cards
-counter = штрафная карта
    .gender = feminine
    .plural = штрафные карты

## Передача

# pass. Источник: GLOSSARY.md («передать (три карты)»); gamesberg.com («поменяться … картами»)
-pass = передать
# pass left. Источник: как -pass
-pass-left = налево
# pass right. Источник: как -pass
-pass-right = направо
# pass across. (no source found; chosen)
-pass-across = напротив
# hold (no pass). (no source found; chosen)
-pass-hold = без передачи

## Сдача, рука, счёт

# deal (verb). Источник: GLOSSARY.md («сдавать»)
-deal-cards = сдавать
# deal, as a round. Источник: GLOSSARY.md («сдача»)
-deal = сдача
    .gender = feminine
    .plural = сдачи
    .genitive-plural = сдач
# dealer. Источник: http://178.20.157.4/games/cards/2_pra.shtml («Сдатчик определяется жребием»); также «сдающий»
-dealer = сдающий
    .gender = masculine
# hand (cards held). Источник: http://www2.eunet.lv/cgi-bin/lat/LYNX/BRIDGE/glossary.txt («Рука — карты у какого-либо игрока»)
-hand = рука
    .gender = feminine
# score. Источник: GLOSSARY.md («очки, счёт»)
-score = счёт
    .gender = masculine
# target score. (no source found; chosen)
-target-score = предел очков
    .gender = masculine
# point. Источник: http://gamesberg.com/hearts.php («набрать наименьшее кол-во очков»)
-point = очко
    .gender = neuter
    .plural = очки
    .genitive-plural = очков
# pack. Источник: http://gamesberg.com/hearts.php («Кол-во карт в колоде: 52»)
-pack = колода
    .gender = feminine
# partner. Источник: https://iblandt.ru/s/s/slovar_bridja_-_t («партнер»)
-partner = партнёр
    .gender = masculine
# kitty (cards set aside, won with the first trick). Источник: http://www2.eunet.lv/cgi-bin/lat/LYNX/BRIDGE/glossary.txt («без прикупа»: прикуп — отложенные карты)
-kitty = прикуп
    .gender = masculine
# joker. (no source found; chosen)
-joker = джокер
    .gender = masculine

## Масти и достоинства

# suit. Источник: subscribe.ru («карта определенной масти»)
-suit = масть
    .gender = feminine
# clubs. Источник: GLOSSARY.md («трефы», род. «треф»)
-suit-clubs = трефы
    .genitive-plural = треф
# diamonds. Источник: GLOSSARY.md («бубны», род. «бубен»)
-suit-diamonds = бубны
    .genitive-plural = бубен
# spades. Источник: GLOSSARY.md («пики», род. «пик»)
-suit-spades = пики
    .genitive-plural = пик
# hearts. Источник: GLOSSARY.md («черви», род. «червей»; «червы» тоже встречается)
-suit-hearts = черви
    .genitive-plural = червей
# two. Источник: subscribe.ru («туз, король, дама, валет, десять, … два»); карта — «двойка»
-rank-two = двойка
    .gender = feminine
# three. Источник: как -rank-two
-rank-three = тройка
    .gender = feminine
# four. Источник: как -rank-two
-rank-four = четвёрка
    .gender = feminine
# five. Источник: как -rank-two
-rank-five = пятёрка
    .gender = feminine
# six. Источник: как -rank-two
-rank-six = шестёрка
    .gender = feminine
# seven. Источник: как -rank-two
-rank-seven = семёрка
    .gender = feminine
# eight. Источник: как -rank-two
-rank-eight = восьмёрка
    .gender = feminine
# nine. Источник: как -rank-two
-rank-nine = девятка
    .gender = feminine
# ten. Источник: как -rank-two
-rank-ten = десятка
    .gender = feminine
# jack. Источник: как -rank-two
-rank-jack = валет
    .gender = masculine
# queen. Источник: как -rank-two
-rank-queen = дама
    .gender = feminine
# king. Источник: как -rank-two
-rank-king = король
    .gender = masculine
# ace. Источник: как -rank-two
-rank-ace = туз
    .gender = masculine

## Игры. Названия переведены или переданы русскими буквами.
## Варианты составляются: «Чёрная дама (Морхед)», «Червы с гашением (три колоды)».

# Hearts. Источник: http://gamesberg.com/hearts.php («Карточная игра червы»); «Червы» — и название игры в русской Windows (по памяти, не проверено).
# Название игры — «Червы», масть — «черви»: так их и различаем.
-game-hearts = Червы
# Black Lady. (no source found; chosen)
-game-black-lady = Чёрная дама
# Black Bess. (no source found; chosen)
-game-black-bess = Чёрная Бесс
# Omnibus Hearts. (no source found; chosen)
-game-omnibus = Червы-омнибус
# Pink Lady. (no source found; chosen)
-game-pink-lady = Розовая дама
# Black Jack. (no source found; chosen)
-game-black-jack = Чёрный валет
# Spot Hearts. (no source found; chosen)
-game-spot-hearts = Червы по очкам
# Pip Hearts. (no source found; chosen)
-game-pip-hearts = Червы по достоинству
# Graded Hearts. (no source found; chosen)
-game-graded-hearts = Червы по ступеням
# Cancellation Hearts. (no source found; chosen)
-game-cancellation = Червы с гашением
# Rickety Kate. (no source found; chosen)
-game-rickety-kate = Рикети Кейт
# Black Maria. (no source found; chosen)
-game-black-maria = Чёрная Мария
# Queens. (no source found; chosen)
-game-queens = Дамы
# Small Hearts. (no source found; chosen)
-game-small-hearts = Малые червы
# Danger Hearts. (no source found; chosen)
-game-danger-hearts = Опасные червы
# Complex Hearts. (no source found; chosen)
-game-complex-hearts = Комплексные червы
# Royal Hearts. (no source found; chosen)
-game-royal-hearts = Королевские червы
# Hooligan Hearts. (no source found; chosen)
-game-hooligan-hearts = Хулиганские червы
# Gong Zhu (拱猪). (no source found; chosen) — «Гунчжу» по системе Палладия
-game-gong-zhu = Гунчжу (Погоня за свиньёй)
# Likha (ليخة). (no source found; chosen)
-game-likha = Лиха
# Partnership Hearts. (no source found; chosen)
-game-partnership-hearts = Парные червы
# Joker Hearts. (no source found; chosen)
-game-joker-hearts = Червы с джокерами
# Booster Nines. (no source found; chosen)
-game-booster-nines = Девятки-ускорители
