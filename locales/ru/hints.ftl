### Что боты говорят о ходе: подсказка под столом («Подсказка: ваш ход — Дама пик.» и почему),
### «почему не эта карта?» и разбор сдачи (что сделал бы Эксперт).
###
### Доводы (claim-…) — придаточные без заглавной буквы и без точки. Карты — коротко («Д♠»),
### поэтому после предлогов они не меняются («с Д♠», «под В♣»). Имя игрока после карты —
### в родительном падеже, по ключу имени ({ $player -> [name-greta] Жанны … }: «под В♣ Жанны»);
### у других игроков глаголы в настоящем времени. Род карты берём из достоинства
### ({ $card -> [jack] он … }); о карте, названной «эта карта» (hint-it), — женский род.
### «Разыгранные расклады» — возможные расклады скрытых карт, которые бот доиграл до конца.

## Доводы: что даёт ход

claim-only-card = { $it ->
    [hint-it] другой карты сыграть нельзя
   *[other] { $it } — единственная карта, которую можно сыграть
}
claim-cancels = { $it ->
    [hint-it] вы гасите
   *[other] { $it } гасит
} { $card } { $player ->
    [name-west] Запада
    [name-north] Севера
    [name-east] Востока
    [name-ada] Ани
    [name-basil] Бориса
    [name-cleo] Веры
    [name-dev] Глеба
    [name-edie] Даши
    [name-felix] Егора
    [name-greta] Жанны
    [name-hugo] Захара
    [name-iris] Иры
    [name-jonah] Кости
   *[other] игрока { $player }
}, так что взятку не возьмёт ни одна из двух
claim-takes-nothing = вы берёте взятку, а очков в ней нет
claim-takes = вы берёте взятку, а в ней { $points }
claim-under = { $it } ложится под { $card } { $player ->
    [name-west] Запада
    [name-north] Севера
    [name-east] Востока
    [name-ada] Ани
    [name-basil] Бориса
    [name-cleo] Веры
    [name-dev] Глеба
    [name-edie] Даши
    [name-felix] Егора
    [name-greta] Жанны
    [name-hugo] Захара
    [name-iris] Иры
    [name-jonah] Кости
   *[other] игрока { $player }
}
claim-gives-away = { $worst } достанется тому, кто возьмёт взятку, а не вам
claim-onto = взятку пока берёт { $card } { $player ->
    [name-west] Запада
    [name-north] Севера
    [name-east] Востока
    [name-ada] Ани
    [name-basil] Бориса
    [name-cleo] Веры
    [name-dev] Глеба
    [name-edie] Даши
    [name-felix] Егора
    [name-greta] Жанны
    [name-hugo] Захара
    [name-iris] Иры
    [name-jonah] Кости
   *[other] игрока { $player }
}
claim-partner-winning = взятку пока берёт ваш партнёр { $player }
claim-unbeatable = старше ни у кого нет
claim-may-be-cancelled = { $copies ->
    [1] { $card ->
        [ace] на руках ещё один { $card }, и он может погасить ваш
        [king] на руках ещё один { $card }, и он может погасить ваш
        [jack] на руках ещё один { $card }, и он может погасить ваш
        [joker] на руках ещё один { $card }, и он может погасить ваш
        [zero] на руках ещё один { $card }, и он может погасить ваш
       *[other] на руках ещё одна { $card }, и она может погасить вашу
    }
    [one] на руках ещё { $copies } такая же карта, и она может погасить вашу
    [few] на руках ещё { $copies } такие же карты, и любая из них может погасить вашу
   *[other] на руках ещё { $copies } таких же карт, и любая из них может погасить вашу
}
claim-worst-above = { $packs ->
    [1] { $worst ->
        [ace] { $worst } ещё на руках, а он старше
        [king] { $worst } ещё на руках, а он старше
        [jack] { $worst } ещё на руках, а он старше
        [joker] { $worst } ещё на руках, а он старше
        [zero] { $worst } ещё на руках, а он старше
       *[other] { $worst } ещё на руках, а она старше
    }
    [2] { $copies ->
        [1] { $worst ->
            [ace] на руках ещё один { $worst }, а он старше
            [king] на руках ещё один { $worst }, а он старше
            [jack] на руках ещё один { $worst }, а он старше
            [joker] на руках ещё один { $worst }, а он старше
            [zero] на руках ещё один { $worst }, а он старше
           *[other] на руках ещё одна { $worst }, а она старше
        }
       *[other] { $worst ->
            [ace] на руках ещё оба { $worst }, а они старше
            [king] на руках ещё оба { $worst }, а они старше
            [jack] на руках ещё оба { $worst }, а они старше
            [joker] на руках ещё оба { $worst }, а они старше
            [zero] на руках ещё оба { $worst }, а они старше
           *[other] на руках ещё обе { $worst }, а они старше
        }
    }
   *[other] { $copies ->
        [1] { $worst ->
            [ace] на руках ещё один { $worst }, а он старше
            [king] на руках ещё один { $worst }, а он старше
            [jack] на руках ещё один { $worst }, а он старше
            [joker] на руках ещё один { $worst }, а он старше
            [zero] на руках ещё один { $worst }, а он старше
           *[other] на руках ещё одна { $worst }, а она старше
        }
       *[other] на руках ещё { $copies } { $worst }, а они старше
    }
}
claim-higher-out = { $count ->
    [1] на руках ещё одна { $suit } старше
    [one] на руках ещё { $count } { $suit } старше
    [few] на руках ещё { $count } { $suit } старше
    [many] на руках ещё { $count } { $suit } старше
   *[other] на руках ещё { $count } { $suit } старше
}
claim-lower-out = { $count ->
    [1] на руках ещё одна { $suit } младше, так что позже эта карта может взять взятку
    [one] на руках ещё { $count } { $suit } младше, так что позже эта карта может взять взятку
    [few] на руках ещё { $count } { $suit } младше, так что позже эта карта может взять взятку
    [many] на руках ещё { $count } { $suit } младше, так что позже эта карта может взять взятку
   *[other] на руках ещё { $count } { $suit } младше, так что позже эта карта может взять взятку
}
claim-void-shown = { $count ->
    [1] { $players } уже без { $suit } и может сбросить в эту взятку что угодно
    [2] { $players } уже без { $suit } и могут сбросить в эту взятку что угодно
    [one] { $count } игрок уже без { $suit } и может сбросить в эту взятку что угодно
    [few] { $count } игрока уже без { $suit } и могут сбросить в эту взятку что угодно
    [many] { $count } игроков уже без { $suit } и могут сбросить в эту взятку что угодно
   *[other] { $count } игрока уже без { $suit } и могут сбросить в эту взятку что угодно
}
claim-last-of-suit = { $it } — ваша последняя { $suit }: когда пойдут с { $suits }, можно будет сбросить что угодно
claim-keeps-low = у вас остаётся { $low }, чтобы позже отдать ход
claim-trick-holds = во взятке уже { $points }
claim-moon-threat = пока все очки сдачи забирает { $player }
claim-wins-lead-from = взятка точно ваша, а дальше придётся ходить с ваших { $suits }
claim-wins-lead = взятка точно ваша, и следующий ход тоже ваш
claim-keeps-worst = у вас остаётся { $worst }, и { $worst ->
    [ace] его
    [king] его
    [jack] его
    [joker] его
    [zero] его
   *[other] её
} ещё могут выбить
claim-keeps-above-worst = у вас остаётся { $high }, и на { $high ->
    [ace] него
    [king] него
    [jack] него
    [joker] него
    [zero] него
   *[other] неё
} ещё может лечь { $worst }
claim-sheds-above-worst = вы избавляетесь от карты, на которую позже { $worst ->
    [ace] мог бы лечь
    [king] мог бы лечь
    [jack] мог бы лечь
    [joker] мог бы лечь
    [zero] мог бы лечь
   *[other] могла бы лечь
} { $worst }, и эту взятку не берёте
claim-keeps-high = у вас остаётся { $high }, { $high ->
    [ace] которым
    [king] которым
    [jack] которым
    [joker] которым
    [zero] которым
   *[other] которой
} позже можно взять взятку
claim-first-trick = в первую взятку нельзя класть штрафные карты, если есть другие, так что старшую карту сейчас можно сыграть без потерь

## Части, из которых складываются фразы подсказки

hint-it = эта карта
hint-claims = { $first }; к тому же { $second }
hint-with-card = { $card ->
    [hint-it] { $claim }
    [hint-choice-the] если сыграть { $card }, { $claim }
   *[other] если в ход идёт { $card }, { $claim }
}
hint-with-card-first = { $card ->
    [hint-it] Если сыграть эту карту, { $claim }
    [hint-choice-the] Если сыграть { $card }, { $claim }
   *[other] Если в ход идёт { $card }, { $claim }
}
hint-choice-the = { $cards }
hint-choice-the-first = { $cards }
hint-choice-your = { $cards ->
    [ace] ваш
    [king] ваш
    [jack] ваш
    [joker] ваш
    [zero] ваш
    [queen] ваша
    [ten] ваша
    [nine] ваша
    [eight] ваша
    [seven] ваша
    [six] ваша
    [five] ваша
    [four] ваша
    [three] ваша
    [two] ваша
   *[other] ваши
} { $cards }
hint-choice-your-first = { $cards ->
    [ace] Ваш
    [king] Ваш
    [jack] Ваш
    [joker] Ваш
    [zero] Ваш
    [queen] Ваша
    [ten] Ваша
    [nine] Ваша
    [eight] Ваша
    [seven] Ваша
    [six] Ваша
    [five] Ваша
    [four] Ваша
    [three] Ваша
    [two] Ваша
   *[other] Ваши
} { $cards }
hint-choice-suit = { $suit }

## Слова подсказки, «почему не…?» и разбора

hint-do = { $verb ->
    [lead] Ходите с { $choice }
    [discard] Сбросьте { $choice }
    [call] Назовите { $choice }
   *[play] Сыграйте { $choice }
}: { $why }.
hint-did-best = в разыгранных раскладах этот ход оказался лучшим
hint-yet-did-best = { $claim }, и всё же в разыгранных раскладах этот ход оказался лучшим
hint-did-best-though = в разыгранных раскладах этот ход оказался лучшим, хотя { $claim }
hint-nothing-apart = по открытым картам этот ход не отличить от { $other }, но в разыгранных раскладах он оказался лучшим
hint-as-good = { $other } почти не хуже.
hint-as-good-because = { $other } почти не хуже: { $why }.
hint-as-good-though = { $other } почти не хуже, хотя { $why }.
hint-claim-sentence = { $claim }.
hint-verdict = { $subject } { $verdict ->
    [better] лучше, чем
    [worse] хуже, чем
   *[as-good] почти не хуже, чем
} { $other }
hint-verdict-only = { $verdict }.
hint-verdict-because = { $verdict }: { $why }.
hint-verdict-played-out-though = { $verdict }: разница видна только в разыгранных раскладах, хотя { $claim }.
hint-verdict-played-out = { $verdict }; по открытым картам их не различить, разница видна только в разыгранных раскладах.
hint-of-choice = { $choice }: { $why }.
hint-nothing = { "" }
hint-sentences = { $first } { $next }
hint-random = Случайный разрешённый ход
hint-nothing-to-decide = Решать нечего
hint-no-seat = За этим столом нет места { $number }
hint-not-playable = Эту партию нельзя сыграть: { $why }
hint-weighing-pass = Сравниваю вашу передачу с подсказкой…

## Передача по картам: «Д♠: самая дорогая карта; К♠, Т♠: на эти карты может лечь Д♠»

hint-pass-cards = { $first }, { $next }
hint-pass-group = { $cards }: { $why }
hint-pass-groups = { $first }; { $next }
hint-pass-costs-points = { $count ->
    [one] это штрафная карта
    [few] это штрафные карты
    [many] это штрафные карты
   *[other] это штрафные карты
}
hint-pass-costs-most = { $count ->
    [one] самая дорогая карта
    [few] самые дорогие карты
    [many] самые дорогие карты
   *[other] самые дорогие карты
}
hint-pass-forced-to-take = { $count ->
    [one] на эту карту может лечь { $worst }
    [few] на эти карты может лечь { $worst }
    [many] на эти карты может лечь { $worst }
   *[other] на эти карты может лечь { $worst }
}
hint-pass-leaves-void = { $count ->
    [one] без этой карты у вас не останется { $suits }
    [few] без этих карт у вас не останется { $suits }
    [many] без этих карт у вас не останется { $suits }
   *[other] без этих карт у вас не останется { $suits }
}
hint-pass-win-and-cost = { $count ->
    [one] может взять взятку, да ещё и штрафная
    [few] могут брать взятки, да ещё и штрафные
    [many] могут брать взятки, да ещё и штрафные
   *[other] могут брать взятки, да ещё и штрафные
}
hint-pass-could-win = { $count ->
    [one] может взять взятку
    [few] могут брать взятки
    [many] могут брать взятки
   *[other] могут брать взятки
}
hint-pass-helps-least = { $count ->
    [one] от этой карты меньше всего пользы
    [few] от этих карт меньше всего пользы
    [many] от этих карт меньше всего пользы
   *[other] от этих карт меньше всего пользы
}

## Подсказка уровней «Обычный» и «Лёгкий»: одна строка, без точки

hint-line-only-card = Сыграйте { $card }: другой карты сыграть нельзя
hint-line-duck = Пропустите взятку: положите { $card } под { $under }
hint-line-duck-worst-out = Пропустите взятку: положите { $card } под { $under } — { $worst } ещё на руках
hint-line-cancel = { $card ->
    [ace] Сыграйте { $card }, чтобы погасить второй { $other }: взятку не возьмёт ни один из них
    [king] Сыграйте { $card }, чтобы погасить второй { $other }: взятку не возьмёт ни один из них
    [jack] Сыграйте { $card }, чтобы погасить второй { $other }: взятку не возьмёт ни один из них
    [joker] Сыграйте { $card }, чтобы погасить второй { $other }: взятку не возьмёт ни один из них
    [zero] Сыграйте { $card }, чтобы погасить второй { $other }: взятку не возьмёт ни один из них
   *[other] Сыграйте { $card }, чтобы погасить вторую { $other }: взятку не возьмёт ни одна из них
}
hint-line-dump = Сбросьте { $card }: очки достанутся тому, кто возьмёт взятку
hint-line-shed-danger = Сбросьте { $card }: позже { $card ->
    [ace] он
    [king] он
    [jack] он
    [joker] он
    [zero] он
   *[other] она
} может принести вам взятку с очками
hint-line-shed-suit = Сбросьте { $card }: так вы останетесь без { $suits }
hint-line-shed-free = Сбросьте { $card }: { $card ->
    [ace] он
    [king] он
    [jack] он
    [joker] он
    [zero] он
   *[other] она
} ничего не стоит
hint-line-discard = Сбросьте { $card }
hint-line-win-clean = Сыграйте { $card } и возьмите взятку: очков в ней нет
hint-line-forced-high = Взятку берёт любая ваша карта: сыграйте { $card }
hint-line-hope-overtaken = Сыграйте { $card }: кто-то после вас ещё может положить карту старше
hint-line-bleed = Ходите с { $card }, чтобы выбить { $worst }: у вас { $worst ->
    [ace] его
    [king] его
    [jack] его
    [joker] его
    [zero] его
   *[other] её
} нет
hint-line-lead-low = Ходите с { $card }: скорее всего, найдётся карта старше
hint-line-lead-may-be-beaten = Ходите с { $card }: карта старше ещё может найтись
hint-line-lead-unbeatable = Ходите с { $card }: старше ни у кого нет
hint-line-stop-moon = Сыграйте { $card } и возьмите хоть одно очко: один игрок пока забирает все очки и может достать луну
hint-line-shoot-moon = Сыграйте { $card }: вы можете забрать все очки и достать луну
hint-line-follow-low = Положите в масть мелкую карту: { $card }
hint-line-spare-partner = Сыграйте { $card }: эту взятку берёт ваш партнёр
hint-line-pledge = Дайте зарок: черви у вас мелкие, и их мало
hint-line-no-pledge = Не давайте зарока: одна из ваших червей может взять взятку
hint-line-call-suit = Назовите масть { $suits }: ваш джокер взятку не возьмёт, и очки уйдут другому игроку
hint-line-moon-to-others = Запишите луну всем остальным
hint-line-moon-off-mine = Вычтите луну из своего счёта
hint-line-choose-pass = { $direction ->
    [hold] Без передачи
   *[other] Передайте { $cards } { $cards ->
        [one] карту
        [few] карты
        [many] карт
       *[other] карты
    } { $direction ->
        [left] налево
        [right] направо
        [across] напротив
        [star] по одной каждому из двух игроков напротив
        [scatter] по одной каждому другому игроку
        [mixer] в центр, чтобы перетасовать и сдать заново
       *[seats-left] на { $seats } { $seats ->
            [one] место
            [few] места
            [many] мест
           *[other] места
        } налево
    }
}

## Цифры под словами («Расчёты»)

hint-decimal = { $sign ->
    [minus] −{ $number }
   *[plus] { $number }
}
hint-margin = { $verdict ->
    [better] Примерно на { $margin } очка лучше, чем { $other }
    [worse] Примерно на { $margin } очка хуже, чем { $other }
   *[as-good] Примерно так же, как { $other }
}.
hint-margin-over-deals = { $verdict ->
    [better] Примерно на { $margin } очка лучше, чем { $other }
    [worse] Примерно на { $margin } очка хуже, чем { $other }
   *[as-good] Примерно так же, как { $other }
}, в { $deals } { $deals ->
    [one] разыгранном раскладе
    [few] разыгранных раскладах
    [many] разыгранных раскладах
   *[other] разыгранных раскладах
}.
hint-playouts-over-deals = В { $deals } { $deals ->
    [one] разыгранном раскладе
    [few] разыгранных раскладах
    [many] разыгранных раскладах
   *[other] разыгранных раскладах
} { $figures }.
hint-playouts = { $figures }.
hint-playouts-yours = С вашим выбором { $figures }.
hint-figures-two = { $take }, { $points }
hint-figures-three = { $take }, { $points }; { $third }
hint-figures-four = { $take }, { $points }; { $worst }, а { $moon }
hint-figure-take = вы берёте эту взятку в { $percent }% случаев
hint-figure-take-beside = вы берёте эту взятку в { $percent }% случаев ({ $best }% с { $choice })
hint-figure-take-beside-first = Вы берёте эту взятку в { $percent }% случаев ({ $best }% с { $choice })
hint-figure-points = получаете около { $now } очка сейчас и { $later } позже
hint-figure-no-points = сейчас очков не получаете, а позже — около { $later }
hint-figure-points-beside = получаете около { $now } очка сейчас и { $later } позже ({ $best-now } и { $best-later })
hint-figure-worst = { $card } достаётся вам в { $percent }% случаев
hint-figure-worst-beside = { $card } достаётся вам в { $percent }% случаев ({ $best }%)
hint-figure-moon = луну вы достаёте в { $percent }% случаев
hint-figure-moon-beside = луну вы достаёте в { $percent }% случаев ({ $best }%)
