### Что говорит стол: строка под рукой (что делать сейчас), что слышит экранный диктор
### при каждом ходе (и что видно в строке состояния), слова у сыгранной взятки, конец игры,
### итог разбора и сообщения о ссылке, сохранении или файле, которые не удалось использовать.
### Имена игроков и карты стоят в именительном падеже или после неизменяемых оборотов;
### после карты имя — в родительном («К♠ Востока»), род глагола в прошедшем времени —
### по ключу имени ({ $player -> [name-ada] взяла … }) или по достоинству карты.

## Предложения подряд

table-sentences = { $first }. { $second }
table-sentences-stopped = { $first } { $second }
table-series = { $before }, { $next }
table-cards-row = { $before } { $card }
table-card = { $card }

## Куда передаются карты (внутри других предложений)

table-direction-hold = без передачи
table-direction-left = налево
table-direction-right = направо
table-direction-across = напротив
table-direction-seats = на { $seats } { $seats ->
    [one] место
    [few] места
    [many] мест
   *[other] места
} налево
table-direction-star = по одной карте каждому из двух игроков напротив
table-direction-scatter = по одной карте каждому другому игроку
table-direction-mixer = в центр, чтобы перетасовать и сдать заново

## Строка под рукой: что делать сейчас

table-prompt-past = Сдача { $deal } — так, как вы её сыграли
table-prompt-choose-pass = Вы сдаёте: выберите, как передавать карты в этой сдаче
table-prompt-pledge = Дать зарок не брать червей в этой сдаче? Сдержите — с вашего счёта снимется { $points } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}, нарушите — добавится { $points }
table-prompt-call-suit = Вы ходите с джокера: назовите масть, в которую остальные должны отвечать
table-prompt-choose-moon = Вы достали луну! Выберите, как её засчитать
table-prompt-play-any = Ваш ход: можно сыграть любую карту
table-prompt-play-why = Ваш ход. { $why }
table-prompt-pass-to = Выберите { $count } { $count ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
} для передачи { $direction } — их получает { $player } (выбрано: { $chosen })
table-prompt-pass = Выберите { $count } { $count ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
} для передачи { $direction } (выбрано: { $chosen })
table-prompt-pass-each-next = Выберите { $count } { $count ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
} для передачи, { $direction } (выбрано: { $chosen }): следующую выбранную карту получит { $player }
table-prompt-pass-each = Выберите { $count } { $count ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
} для передачи, { $direction } (выбрано: { $chosen })
table-prompt-game-over = Игра окончена. { $result }
table-prompt-thinking = { $player } думает…

## Разбор сдачи в таблице счёта

table-review-reviewing = Разбор: Эксперт играет вашими картами…
table-review-done = На вашем месте Эксперт взял бы { $expert } (вы взяли { $you }). { $summary }
table-review-nothing = {""}
table-review-same = Он каждый раз выбрал бы то же, что и вы.
table-review-as-good = Он выбрал бы иначе только там, где варианты были почти равноценны:
table-review-as-good-went-otherwise = Он выбрал бы иначе только там, где варианты были почти равноценны, но уже с первого такого хода сдача у него пошла по-другому:
table-review-differently = Где он выбрал бы иначе:
table-review-biggest = Самые важные из { $times } { $times ->
    [one] случая
   *[other] случаев
}, где он выбрал бы иначе:
table-review-failed = На этот раз разбора не будет: { $why }
table-review-moment = { $decision }; { $expert }

## Ваше решение, как его показывает разбор

table-decision-played = { $trick ->
    [0] Передача
   *[other] Взятка { $trick }
}: вы сыграли { $card }
table-decision-passed = { $trick ->
    [0] Передача
   *[other] Взятка { $trick }
}: вы передали { $cards }
table-decision-called = { $trick ->
    [0] Передача
   *[other] Взятка { $trick }
}: вы назвали { $suit }
table-decision-other = { $trick ->
    [0] Передача
   *[other] Взятка { $trick }
}: вы сыграли {""}
table-expert-agrees = Эксперт согласен
table-expert-as-good = Эксперт: { $choice }, разница невелика
table-expert-better = Эксперт: { $choice } (примерно на { $points } очка лучше)
table-choice-play = { $card }
table-choice-pass = { $cards }
table-choice-call = { $suit }
table-choice-other = {""}
table-hint-weighing = Сравниваю вашу передачу с подсказкой…
table-past-failed = Не удаётся показать эту сдачу: { $why }

## Слова у сыгранной взятки

table-pairs-three = три { $card }
table-pairs-one = пара { $card }
table-pairs-many = пары { $cards }
table-trick-cancelled = { $pairs ->
    [table-pairs-one] Гасится
   *[other] Гасятся
} { $pairs }: взятку не берёт никто, а её карты достанутся тому, кто возьмёт следующую.
table-trick-cancelled-points = { $pairs ->
    [table-pairs-one] Гасится
   *[other] Гасятся
} { $pairs }: взятку не берёт никто, а её карты ({ $points }) достанутся тому, кто возьмёт следующую.
table-trick-you-with = { $card ->
    [ace] Ваш { $card } берёт
    [king] Ваш { $card } берёт
    [jack] Ваш { $card } берёт
    [joker] Ваш { $card } берёт
    [zero] Ваш { $card } берёт
   *[other] Ваша { $card } берёт
} взятку: { $taken }.
table-trick-you = Вы берёте взятку: { $taken }.
table-trick-other-with = { $card } { $player ->
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
} берёт взятку: { $taken }.
table-trick-other = { $player } берёт взятку: { $taken }.
table-trick-cancelled-count = Погашенные карты тоже идут в счёт: { $pairs }.
table-taken-none = без очков
table-taken-cards = { $points } ({ $cards })
table-taken-series = { $points } ({ $cards })
table-last-you = вы, { $points }
table-last-other = { $player }, { $points }
table-last-carried = перенос
table-words = { $taken }: { $plays }
table-words-you = берёте вы
table-words-you-points = берёте вы, { $points }
table-words-other = берёт { $player }
table-words-other-points = берёт { $player }, { $points }
table-words-carried = погашена, переходит в следующую взятку
table-play = { $player } — { $name }
table-play-cancelled = { $player } — { $name } (гасится)
table-happened-you-with = { $card ->
    [ace] Ваш { $card } взял
    [king] Ваш { $card } взял
    [jack] Ваш { $card } взял
    [joker] Ваш { $card } взял
    [zero] Ваш { $card } взял
   *[other] Ваша { $card } взяла
} взятку: { $taken }.
table-happened-you = Вы взяли взятку: { $taken }.
table-happened-other-with = { $card } { $player ->
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
} { $card ->
    [ace] взял
    [king] взял
    [jack] взял
    [joker] взял
    [zero] взял
   *[other] взяла
} взятку: { $taken }.
table-happened-other = { $player } { $player ->
    [name-ada] взяла
    [name-cleo] взяла
    [name-edie] взяла
    [name-greta] взяла
    [name-iris] взяла
   *[other] взял
} взятку: { $taken }.
table-happened-nobody = Взятку не взял никто: все карты, которые могли её взять, погашены, и её карты перешли в следующую взятку.
table-happened-luck = На этот раз, сыграв { $card }, вы взяли { $points }, а в среднем по разыгранным раскладам — около { $sign ->
    [minus] −
   *[plus] {""}
}{ $average }.

## Для экранного диктора (и строки состояния) по ходу игры

table-deal-hold = Сдача { $deal }: на этот раз без передачи
table-deal-pass = Сдача { $deal }: выберите { $count } { $count ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
} для передачи { $direction }
table-passed-to = Вы передали: { $cards } (получает { $player })
table-passed = Вы передали: { $cards }
table-received = Вы получили: { $cards }
table-cards = { $cards }
table-the-card = { $name }
table-cards-none = ничего
table-you-lead = Первый ход ваш
table-other-leads = Первый ход — { $player }
table-received-lead = Вы получили: { $cards }. { $lead }
table-you-played = Вы: { $name }
table-other-played = { $player }: { $name }
table-hearts-broken = { $before }. Черви вскрыты
table-you-take = Вы берёте взятку
table-you-take-points = Вы берёте взятку: { $points }
table-other-takes = { $player } берёт взятку
table-other-takes-points = { $player } берёт взятку: { $points }
table-you-shot = Вы достали луну!
table-other-shot = { $player } { $player ->
    [name-ada] достала
    [name-cleo] достала
    [name-edie] достала
    [name-greta] достала
    [name-iris] достала
   *[other] достал
} луну
table-deal-over = Сдача { $deal } окончена
table-cards-cancel = { $copies ->
    [3] { $cards } гасят друг друга — все три
   *[other] { $cards } гасят друг друга
}
table-plural = { $card ->
    [two] Двойки
    [three] Тройки
    [four] Четвёрки
    [five] Пятёрки
    [six] Шестёрки
    [seven] Семёрки
    [eight] Восьмёрки
    [nine] Девятки
    [ten] Десятки
    [jack] Валеты
    [queen] Дамы
    [king] Короли
   *[ace] Тузы
} { $suit ->
    [suit-name-clubs] треф
    [suit-name-diamonds] бубен
    [suit-name-spades] пик
   *[suit-name-hearts] червей
}
table-plural-zero = Нули { $suit ->
    [suit-name-clubs] треф
    [suit-name-diamonds] бубен
    [suit-name-spades] пик
   *[suit-name-hearts] червей
} (джокеры)
table-plural-joker = Джокеры
table-trick-carried = Все карты, которые могли взять взятку, погашены: { $count } { $count ->
    [one] карта остаётся
    [few] карты остаются
    [many] карт остаются
   *[other] карты остаются
} в центре для того, кто возьмёт следующую взятку, а { $player ->
    [name-you] ход снова ваш
   *[other] снова ходит { $player }
}
table-suit-called = { $player ->
    [name-you] Вы называете { $suit }
   *[other] { $player } называет { $suit }
}
table-you-kitty = Вы берёте прикуп ({ $cards })
table-other-kitty = { $player } берёт прикуп ({ $cards })
table-you-pledge = Вы даёте зарок не брать червей
table-other-pledges = { $player } даёт зарок не брать червей
table-you-choose-hold = Вы выбираете: в этой сдаче без передачи
table-dealer-chooses-hold = Сдающий выбирает: в этой сдаче без передачи
table-you-choose-pass = Вы выбираете: передать { $count } { $count ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
} { $direction }
table-dealer-chooses-pass = Сдающий выбирает: передать { $count } { $count ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
} { $direction }

## Конец игры

table-you-win = Вы победили!
table-other-wins = { $player } побеждает
table-share-win = Общая победа: { $players }
table-you-share-win = Победу делите вы и { $players }
table-you-share-place = Вы делите место: { $place } из { $players }. { $winners }
table-you-finished = Ваше место: { $place } из { $players }. { $winners }
# По-русски место пишется просто числом («Ваше место: 2 из 4», «карту № 2»).
table-ordinal = { $n }
table-pass-words = передача { $direction }
table-share = сдача { $deal }: те же карты
table-share-pass = сдача { $deal }: те же карты, { $pass }

## Ответы стола

table-no-new-game = Новую игру начать нельзя: { $why }
table-claim-you = Вы заканчиваете сдачу: при любом розыгрыше она принесёт вам { $points }.
table-claim-other = { $player } заканчивает сдачу и открывает карты: { $cards }. При любом розыгрыше она принесёт вам { $points }.
table-only-card = Ваша единственная карта: { $name }
table-chosen-already = Вы уже выбрали { $count } { $count ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
}: сначала верните одну
table-too-many = Слишком много карт для передачи
table-is-playing = Сейчас ходит { $player }
table-others-passing = Остальные ещё передают карты
table-wait = Дождитесь своего хода
table-no-take-backs = Включено «Без отмены ходов» (в настройках): сыгранная карта остаётся на столе
table-taken-back = Ваша последняя карта возвращена: ходите снова. Сдача будет отмечена как сыгранная с отменой хода
table-cannot-undo = Отменить нельзя: { $why }
table-loaded = Партия загружена: { $game }, сдача { $deal }
table-cannot-load = Эту партию нельзя загрузить: { $why }
table-speed-relaxed = Неспешная
table-speed-normal = Обычная
table-speed-fast = Быстрая
table-speed-instant = Мгновенная

## Действие словами, для подсказки («Подсказка: ваш ход — Дама пик.»)

table-action-play = ваш ход — { $name }
table-action-pass = в передачу — { $cards }
table-action-pass-nothing = ничего не передавать
table-action-choose-hold = выберите сдачу без передачи
table-action-choose-pass = выберите передачу: { $count } { $direction }
table-action-pledge = дайте зарок не брать червей
table-action-no-pledge = не давайте зарока
table-action-call = назовите { $suit }
table-action-moon = ваш выбор — { $choice } ({ $effect })

## Почему движок ботов не ответил

table-worker-review = для разбора нужен движок ботов
table-worker-bench = для замера нужен движок ботов
table-worker-timed-out = Разбор не успел закончиться вовремя
table-worker-no-game = нет игры «{ $game }»
table-worker-refused = { $why }

## Настройка в адресе (ссылке), которую не удалось использовать, и что играется вместо неё.
## Имена параметров (game=, players=…) остаются как есть.

address-game-nearest = «{ $name }» в game= — такой игры здесь нет. Играем в самую похожую по названию: { $nearest }. Все игры — в окне «Новая игра».
address-game-none = «{ $name }» в game= — такой игры здесь нет, поэтому игра из ссылки не сдана. Все игры — в окне «Новая игра» (на верхней панели).
address-players-range = { $game } — { $for_players }, а не для { $asked }: сдаём на { $dealt } { $dealt ->
    [one] игрока
   *[other] игроков
}.
address-players-text = «{ $text }» в players= — не число: { $game } сдаётся на { $dealt } { $dealt ->
    [one] игрока
   *[other] игроков
}.
address-no-variant = «{ $id }» в variants= — такого варианта нет, он пропущен. { $variants }
address-variants-none = У игры «{ $game }» для { $players } { $players ->
    [one] игрока
   *[other] игроков
} вариантов нет.
address-variants-one = У игры «{ $game }» для { $players } { $players ->
    [one] игрока
   *[other] игроков
} один вариант: { $variant }.
address-variants-many = У игры «{ $game }» для { $players } { $players ->
    [one] игрока
   *[other] игроков
} есть варианты: { $variants }.
address-variant-left-out = Пропущено: { $why }.
address-no-option = «{ $id }» в options= — такой настройки правил нет, она пропущена. Настройки каждой игры — в окне «Новая игра».
address-option-left-out = Пропущено в options=: { $why }.
address-options-no-game = С выбранными настройками игры не получается ({ $why }): играем по правилам самой игры.
address-no-target = «{ $text }» в target= — не счёт, до которого можно играть: играем до предела самой игры.
address-no-level = «{ $name }» в { $param }= — такого уровня нет. Уровни: { $levels }. Соперники играют на ваших сохранённых уровнях.
address-level-count = В levels= { $named } { $named ->
    [one] уровень
    [few] уровня
    [many] уровней
   *[other] уровня
}, а соперников { $opponents }: укажите по одному уровню на каждого соперника через запятую. Соперники играют на ваших сохранённых уровнях.
address-not-deal = «{ $text }» в deal= — не номер сдачи (1, 2, …): сдаём первую сдачу игры.
address-not-seat = «{ $text }» в { $param }= — не номер места (1, 2, …): сдаём первую сдачу игры.
address-no-dealer = «{ $seat }» в dealer= — такого места нет за этим столом из { $players } { $players ->
    [one] игрока
   *[other] игроков
}: сдаём первую сдачу игры.
address-no-queen-taker = «{ $seat }» в queen= — такого места нет за этим столом из { $players } { $players ->
    [one] игрока
   *[other] игроков
}: сдаём первую сдачу игры.
address-deal-left-out = В ссылке ошибка: { $why }. Сдаём первую сдачу игры.
address-seed = «{ $text }» в seed= — не число: карты перетасованы по-новому.
address-fallback = { $why }: вместо этого играем в «Чёрную даму» на четверых.

## Сохранённая партия, которую не удалось продолжить, или файл, который не партия

save-not-resumed = Не удалось продолжить сохранённую партию: { $why }. Сдана новая игра; старое сохранение оставлено ({ $key }) — его можно скачать и открыть в версии, которая его прочитает.
save-not-resumed-newer = Не удалось продолжить сохранённую партию: { $why }. Сдана новая игра; старое сохранение оставлено ({ $key }).
save-cut-short = оно обрывается (конца нет, как будто запись прервалась)
save-not-a-save = это не сохранённая партия ({ $message })
save-no-version = это не сохранённая партия (в ней нет версии)
save-newer = его записала более новая версия Moonshot (формат { $version }, а эта версия читает до { $readable }): перезагрузите страницу, чтобы получить новую версию
save-damaged = сохранение повреждено ({ $message })
save-does-not-replay = { $why }
save-not-a-game = Этот файл — не партия Moonshot: { $why }

## Положение игрока рядом с его именем: в таблице счёта и в конце партии.

standing-points = { $points }
standing-complex-plus = { $points } + { $imaginary }i
standing-complex-minus = { $points } − { $imaginary }i
standing-chips = { $chips ->
    [one] { $chips } фишка
    [few] { $chips } фишки
    [many] { $chips } фишек
   *[other] { $chips } фишки
}
standing-lives = { $lives ->
    [one] { $lives } жизнь
    [few] { $lives } жизни
    [many] { $lives } жизней
   *[other] { $lives } жизни
} · { $points }
