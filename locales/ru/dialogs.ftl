### Окна над столом: счёт, правила, новая игра, игра по ссылке, статистика, настройки и клавиши.

## Таблица счёта

scores-caption = Счёт: { $ending }
scores-game-over = Игра окончена
scores-sheet = Таблица счёта
scores-deal-title = Итоги сдачи { $number }
scores-you-shot-the-moon = Вы достали луну!
scores-shot-the-moon = { $player } { $player ->
    [name-ada] достала
    [name-cleo] достала
    [name-edie] достала
    [name-greta] достала
    [name-iris] достала
   *[other] достал
} луну!
scores-title = Счёт
scores-this-deal = Эта сдача
scores-deal = Сдача { $number }
scores-took-back = , сыграна с отменой хода
scores-place = Место
scores-player = Игрок
scores-took = Взято
scores-total = Итого
scores-tricks = { $n ->
        [one] { $n } взятка
        [few] { $n } взятки
        [many] { $n } взяток
       *[other] { $n } взятки
    }
scores-took-nothing = ничего · { $tricks }
scores-took-cards = { $cards } · { $tricks }
scores-moon = 🌙 { $score }
scores-take-back-note = ↶ Сыграна с отменой хода: отмена может показать карты, сыгранные после вашей.
scores-older-note = В таблице — последние сдачи, на графике ниже — все.
scores-step-through = Разобрать сдачу по ходам
scores-next-hand = Следующая сдача
scores-choose-game = Новая игра…
scores-deal-again = Сыграть эту сдачу ещё раз
scores-challenge = Бросить вызов другу
scores-challenge-back = Ответный вызов
scores-challenge-copied = Ссылка скопирована. Отправьте её другу: он сыграет теми же картами против тех же ботов и увидит ваш результат рядом со своим.
scores-challenge-to-copy = Скопируйте эту ссылку и отправьте её другу: он сыграет теми же картами против тех же ботов и увидит ваш результат рядом со своим.
scores-back-to-game = Вернуться к моей партии

## Сдача против чужого результата

versus-daily = Сдача дня, { $date }
versus-friend = Вызов от друга
versus-friend-game = Вызов от друга: вся партия
versus-again = Эта сдача ещё раз
versus-you = Вы
versus-expert = Эксперт на вашем месте
versus-working = ещё играет…
versus-your-friend = Ваш друг
versus-first-time = В первый раз
versus-better = { $points ->
        [one] Вы сыграли на { $points } очко лучше.
        [few] Вы сыграли на { $points } очка лучше.
        [many] Вы сыграли на { $points } очков лучше.
       *[other] Вы сыграли на { $points } очка лучше.
    }
versus-worse = { $points ->
        [one] Вы отстали на { $points } очко.
        [few] Вы отстали на { $points } очка.
        [many] Вы отстали на { $points } очков.
       *[other] Вы отстали на { $points } очка.
    }
versus-same = Результат одинаковый.
versus-changed = Ссылку этого вызова изменили: результат в ней не сходится с картами, поэтому сдача играется как обычная сдача по ссылке.
versus-streak = { $days ->
        [one] { $days } день подряд.
        [few] { $days } дня подряд.
        [many] { $days } дней подряд.
       *[other] { $days } дня подряд.
    }

## График счёта

scores-chart-end = конец игры: { $score }
scores-chart-end-note = Игра заканчивается на { $score } — это за пределами графика.
scores-chart-label = { $deals ->
        [1] График счёта после первой сдачи; цифры — в таблице
        [one] График счёта после каждой из { $deals } сдачи; цифры — в таблице
       *[other] График счёта после каждой из { $deals } сдач; цифры — в таблице
    }

## Статистика

stats-title = Статистика
stats-games = Сыграно партий
stats-won = Выиграно
stats-deals = Сыграно сдач
stats-points-per-deal = Очков за сдачу
stats-moons = Луны
stats-best = Лучший счёт
stats-take-backs = { " " }({ $count } с отменой хода)
stats-nothing-yet = На этом устройстве ещё ничего не сыграно: статистика начнётся с вашей первой сдачи.
stats-daily = Сдача дня
stats-daily-played = Сыграно дней
stats-daily-streak = Дней подряд
stats-daily-average = { $you } (Эксперт { $expert })
stats-versus = Повторные сдачи и вызовы
stats-note = Хранится только в этом браузере. Сдача учитывается, когда подсчитаны очки, партия — когда она закончена. Очки — ваши, в среднем за сдачу; лучший счёт — ваш лучший итог по правилам каждой игры. «С отменой хода» — значит, вы нажимали «Отменить». Сдача дня, повторные сдачи и вызовы считаются отдельно.

## Настройки и клавиши

settings-title = Настройки и клавиши
settings-table = Стол
settings-speed = Скорость
settings-speed-label = Скорость игры
settings-theme = Тема
settings-four-colour = Четырёхцветная колода (синие бубны, зелёные трефы)
settings-large-cards = Крупные карты
settings-pause-after-trick = После каждой взятки ждать нажатия «Следующая взятка»
settings-auto-play = Единственную разрешённую карту играть за меня
settings-no-take-backs = Без отмены ходов (кнопки «Отменить» нет)
settings-undo-note = Отмена после взятки показывает вам чужие карты, поэтому сдача с отменой отмечается в счёте и статистике.
settings-practice = Помощь в обучении
settings-card-tracker = Счётчик карт: какие карты сыграны, а какие ещё не вышли
settings-play-checker = Спрашивать, прежде чем сыграть карту, которую Эксперт считает явно хуже
settings-sound = Звук
settings-sounds = Звуки карт, взяток и вашего хода
settings-volume = Громкость
settings-keys = Клавиши

## Клавиши

keys-move-keys = { $arrows }, { $home }, { $end }
keys-move = Перейти к другой карте, которую можно выбрать
keys-either = { $first } или { $second }
keys-choose = Сыграть карту или отметить её для передачи
keys-pass = Передать отмеченные карты
keys-undo = Вернуть свою последнюю карту
keys-hint = Подсказка
keys-next-trick = Следующая взятка, если стол ждёт после каждой взятки
keys-scores = Таблица счёта
keys-statistics = Статистика
keys-rules = Правила
keys-new-game = Новая игра
keys-settings = Настройки и клавиши
keys-close = Закрыть окно

## Новая игра

dialog-game = Игра
dialog-game-for = { $game } ({ $players })
dialog-game-for-range = { $game } ({ $min }–{ $max })
dialog-players = Число игроков
dialog-play-to = Играть до
dialog-target-help = Пусто — как в правилах игры ({ $score })
dialog-variants = Варианты
dialog-no-variants = { $game } для { $players ->
        [one] { $players } игрока
       *[other] { $players } игроков
    }: вариантов нет.
dialog-not-now = { $line }. Сейчас нельзя: { $why }
dialog-rule-options = Настройки правил: можно изменить { $count }
dialog-rule-options-changed = Настройки правил: изменено { $changed } из { $count }
dialog-opponents = Соперники
dialog-levels-label = Уровни соперников
dialog-one-level = Один уровень для всех
dialog-each-own = Каждому свой уровень
dialog-level-label = Уровень
dialog-end-game = Прервать текущую партию?
dialog-end-game-detail = Её карты и счёт пропадут, а незаконченная партия не попадёт в статистику.
dialog-keep-playing = Играть дальше
dialog-end-and-start = Прервать и начать
dialog-cancel = Отмена
dialog-start = Начать

## Игра по ссылке, пока идёт другая

dialog-link-keep = Оставить мою партию
dialog-link-gives = По этой ссылке начнётся новая партия: { $game }, { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
        [many] { $players } игроков
       *[other] { $players } игрока
    }.
dialog-link-gives-from = По этой ссылке начнётся новая партия: { $game }, { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
        [many] { $players } игроков
       *[other] { $players } игрока
    }, начиная со сдачи { $deal }.
dialog-link-now = Ваша партия «{ $game }» идёт, сейчас сдача { $deal }. Игра по ссылке её прервёт, а незаконченная партия не попадёт в статистику.

## Темы в настройках

settings-theme-system = Как в системе
settings-theme-light = Светлая
settings-theme-dark = Тёмная

## Fair play: what the bots see, how the levels differ, how a deal can be dealt again

fair-play-title = Честная игра
fair-play-intro = Боты играют по тем же правилам, что и вы, и видят то же, что и вы.
fair-play-sees-head = Что видит бот
fair-play-sees = Свою руку и то, что видят все за столом: сыгранные карты, взятые взятки, масти, которых, как уже стало видно, у кого-то нет. Он знает, какие карты передал и какие получил, а также { -kitty }, если взял его там, где правила разрешают взявшему в него заглянуть, — так же, как вы знаете свои. Он никогда не видит ни чужой руки, ни карт, которые ещё не вышли.
fair-play-hint = Подсказка и разбор тоже видят только то, что видно с вашего места: о скрытых картах они гадают, как гадал бы игрок.
fair-play-levels-head = Что меняет уровень
fair-play-levels = Насколько хорошо играет бот, но никогда не его карты. «Новичок» играет любую разрешённую карту; «Лёгкий» и «Обычный» играют по простым правилам, которыми руководствуются игроки; «Сложный» и «Эксперт» раскладывают скрытые карты множеством способов, как они могли бы лежать, и доигрывают каждый расклад до конца.
fair-play-deal-head = Как сдаются карты
fair-play-deal = Карты каждой партии сдаются по одному числу — её зерну. Одна и та же игра, зерно и номер сдачи всегда дают одни и те же карты, кто бы ими ни играл и на каком бы уровне. «Поделиться сдачей» (в меню) создаёт ссылку, по которой эти карты сдаются снова где угодно.
fair-play-all-hands = После каждой сдачи «Показать все руки» под счётом раскрывает каждую руку в том виде, в каком её сдали, и кто что кому передал.
fair-play-this-game = Эта партия: { $game }, зерно { $seed }, сдача { $deal }.

## Every hand of the deal just played, as dealt, under the deal's scores (src/ui/dialogs.rs).

hands-show = Показать все руки
hands-note = Каждая { -hand } в том виде, в каком её сдали, до передачи, и что передал каждый игрок.
hands-passed-to = передано { $player ->
    [name-west] Западу
    [name-north] Северу
    [name-east] Востоку
    [name-ada] Ане
    [name-basil] Борису
    [name-cleo] Вере
    [name-dev] Глебу
    [name-edie] Даше
    [name-felix] Егору
    [name-greta] Жанне
    [name-hugo] Захару
    [name-iris] Ире
    [name-jonah] Косте
   *[other] игроку { $player }
}
hands-passed-to-you = передано вам
hands-kitty = Прикуп
