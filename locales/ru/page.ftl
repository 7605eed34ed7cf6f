### Страница вокруг стола: полоса над ним, меню, экран загрузки.

## Полоса над столом

bar-deal = Сдача { $number }
bar-hearts-broken = ♥ вскрыты
    .title = Черви вскрыты
bar-scores = Счёт
bar-menu = Меню
bar-new-game = Новая игра
menu-how-to-play = Правила
menu-statistics = Статистика
menu-fair-play = Честная игра
menu-daily = Сдача дня
menu-settings = Настройки и клавиши
menu-share = Поделиться сдачей
menu-download = Скачать партию
menu-load = Открыть партию…
menu-note = { " " }({ $note })

## Имена игроков (по кругу слева от вас)

name-you = Вы
name-west = Запад
name-north = Север
name-east = Восток
name-ada = Аня
name-basil = Борис
name-cleo = Вера
name-dev = Глеб
name-edie = Даша
name-felix = Егор
name-greta = Жанна
name-hugo = Захар
name-iris = Ира
name-jonah = Костя

## Стол: соперники вокруг, взятка в центре

page-card = { $card }
page-seat-label = { $name } ({ $level }): счёт { $standing }, { $points } за сдачу, { $cards }{ $partner ->
        [yes] , ваш партнёр
       *[no] {""}
    }{ $dealer ->
        [yes] , сдаёт
       *[no] {""}
    }{ $pledged ->
        [yes] , зарок не брать червей
       *[no] {""}
    }{ $kitty ->
        [yes] , с прикупом
       *[no] {""}
    }{ $receiving ->
        [none] {""}
       *[other] , { $receiving }
    }{ $turn ->
        [yes] , ходит
       *[no] {""}
    }
page-gets-pass = получает ваши карты
page-gets-card = получает вашу карту № { $ordinal }
page-dealer-mark = С
page-dealer-title = Сдающий
page-seat-score-title = Счёт в игре
page-seat-taken-title = Очки за эту сдачу
page-hearts-taken = ♥ { $points }
page-tag-partner = партнёр
page-tag-partner-title = Ваш партнёр
page-tag-pledged = зарок
page-tag-pledged-title = Зарок: не брать червей
page-tag-kitty = прикуп
page-tag-kitty-title = Прикуп у этого игрока
page-backs-title = Карт на руке
page-trick-label = Карты на столе
page-played-label = { $player }: { $card }{ $cancelled ->
        [yes] , погашена
       *[no] {""}
    }{ $winning ->
        [yes] , пока берёт
       *[no] {""}
    }
page-cancelled-mark = погашена
page-winning-mark = Берёт
page-cancelled-head = Гашение:
page-cancelled-explained = ни одна из этих двух карт не может взять взятку, но их очки достанутся тому, кто её возьмёт.
page-trick-points = { $points } во взятке
page-carried = Перенос: { $cards } — тому, кто возьмёт следующую взятку
page-joker-called-you = Вы ходите с джокера и называете { $symbol } { $suit }
page-joker-called = { $player } ходит с джокера и называет { $symbol } { $suit }
page-joker-led-you = Вы ходите с джокера: { $rule }
page-joker-led = { $player } ходит с джокера: { $rule }
page-kitty-title = Прикуп: лежит рубашкой вверх, достанется тому, кто возьмёт взятку
page-kitty = Прикуп: { $count }
page-banner-you = { $kind ->
        [sun] ☀ Вы достали солнце!
       *[moon] 🌙 Вы достали луну!
    }
page-banner = { $kind ->
        [sun] ☀ { $player } достаёт солнце!
       *[moon] 🌙 { $player } достаёт луну!
    }
page-mini-cancelled-title = Погашена: взять не могла, но очки считаются
page-last-trick-title = Последняя взятка: { $taken }
page-last-trick-label = Последняя взятка, { $trick }

## Ваше место внизу стола

page-you-dealt = , сдача ваша
page-your-score = Ваш счёт: { $score }
page-points-this-deal = { $points } за эту сдачу
page-undo-cost = «Отменить» забирает назад вашу последнюю карту. Но после конца взятки вы уже видели чужие карты, поэтому в счёте и статистике сдача будет отмечена как сыгранная с отменой хода.
page-undo = Отменить
page-undo-marks = сдача будет отмечена
page-claim = Закончить сдачу ({ $points })
tracker-title = Счётчик карт
tracker-played = Сыграны
tracker-out = Ещё не вышли
tracker-void = Ренонс
tracker-nobody = никто
tracker-list = { $players }
tracker-jokers = Джокеры
tracker-counters = Ещё не сыграны карты с очками:
tracker-no-counters = Все карты с очками уже сыграны.
check-weighing = Оцениваю { $card }…
check-anyway = Всё равно сыграть { $card }?
check-play = Сыграть { $card }
page-hint-button = Подсказка
page-hint-thinking = Думаю…
page-pass-button = { $count ->
        [one] Передать { $count } карту { $direction }
        [few] Передать { $count } карты { $direction }
        [many] Передать { $count } карт { $direction }
       *[other] Передать { $count } карты { $direction }
    }
page-next-trick = Следующая взятка
page-play-again = Сыграть ещё раз
page-no-passing = Без передачи
page-choose-pass = Передать { $count } { $direction }
page-pledge = Дать зарок
page-no-pledge = Без зарока
page-call-suit = { $symbol } { $suit }
page-moon-choice = { $choice }: { $effect }
page-decision-label = Ваше решение
page-card-suggested = { $card }, подсказка
page-pass-tab = передать
page-hand-label = Ваши карты

## Советы внизу стола: подсказка и разбор сдачи

page-hint-head = Подсказка: { $action }.
page-figures = Расчёты
page-compare-label = Сравнить подсказку с другим вариантом
page-compare = Сравнить:
page-suit-symbol = { $symbol }
page-yours = Ваша
page-why-card = { $not ->
        [yes] Почему не { $card }?
       *[no] Почему { $card }?
    }
page-why-suit = { $not ->
        [yes] Почему не { $suit }?
       *[no] Почему { $suit }?
    }
page-why-hint-pass = Почему подсказка передаёт эти карты?
page-why-not-your-pass = Почему не ваша передача?
page-review-label = Разбор сдачи { $number }
page-review-head = { $yours }. { $expert }.
page-review-why-differs = { $why } (Ваша карта приподнята, карта Эксперта подсвечена.)
page-review-why = { $why }
page-review-previous = Назад
page-review-step = { $at } из { $count }
page-review-next = Далее
page-review-back = К счёту

## Сообщения над столом

page-share-copied = Ссылка на эту сдачу скопирована. Кто её откроет, получит: { $words }.
page-share-to-copy = Ссылка на эту сдачу (скопируйте её отсюда). Кто её откроет, получит: { $words }.
page-share-link = Ссылка на эту сдачу:
page-close = Закрыть
page-worker-down = Движок ботов не отвечает: пока соперники играют на уровне «Обычный».
page-download-old-save = Скачать старое сохранение
page-reload = Перезагрузить
page-ok = ОК
page-file-unreadable = Не удалось прочитать файл { $file } ({ $error })
page-file-not-a-game = { $file }: { $why }

## Панель ошибки

page-crash-title = Что-то пошло не так
page-crash-text = В Moonshot случилась ошибка, и игра остановилась. Партия сохранена такой, какой была до ошибки: «Продолжить» вернёт вас туда. Скопируйте отчёт об ошибке и пришлите нам — это поможет её исправить.
page-crash-report = Отчёт об ошибке
page-crash-copy = Скопировать отчёт
page-crash-copied = Скопировано
page-crash-continue = Продолжить

# Ярлычок на только что полученной карте.
hand-new = новая
