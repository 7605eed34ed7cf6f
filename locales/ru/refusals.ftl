### Отказы: почему ход не принят, почему нельзя выбрать вариант или настройку правил,
### почему нельзя сыграть набор правил, сдачу или сохранённую партию.

## Почему ход не принят (говорится за столом).

refusal-wrong-phase = Сейчас так нельзя: { $phase }
refusal-phase-choosing-pass = сдающий выбирает, как передавать карты
refusal-phase-passing = игроки выбирают карты для передачи
refusal-phase-pledging = игроки решают, давать ли зарок
refusal-phase-playing = идёт розыгрыш
refusal-phase-choosing-moon = доставший луну выбирает, как её засчитать
refusal-phase-game-over = игра окончена
refusal-phase-deal-scored = сдача окончена
refusal-not-your-turn = Сейчас не ваш ход: следующим ходит { $player }
refusal-no-such-seat = За этим столом такого места нет: { $seat }
refusal-seat = место { $number }
refusal-not-in-hand = { $card }: этой карты у вас нет
refusal-must-lead-opening-card = Первую взятку нужно начинать с { $card }
refusal-must-follow = Нужно ходить в масть: { $suit }
refusal-hearts-not-broken = Черви ещё не вскрыты
refusal-queen-not-broken = С Д♠ нельзя ходить, пока черви не вскрыты
refusal-no-points-on-first-trick = В первую взятку штрафные карты не кладут
refusal-joker-cannot-lead = С джокера ходить нельзя
refusal-queen-at-first-chance = Д♠ нужно сыграть при первой возможности
refusal-black-jack-first = Сначала нужно сбросить В♠
refusal-must-play-likha = Нужно сыграть лиху (Д♠ или 10♦)
refusal-must-call-suit = Сначала назовите масть для джокера
refusal-no-call-now = Сейчас называть масть не нужно
refusal-already-passed = Вы уже передали карты
refusal-no-pass-this-deal = В этой сдаче карты не передаются
refusal-pass-count = Для передачи нужно выбрать { $expected } { $expected ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
}, а не { $got }
refusal-pass-forbidden = { $card } передавать нельзя
refusal-pass-not-allowed = Передать так { $cards } { $cards ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
} за этим столом нельзя
refusal-not-dealer = Как передавать, выбирает только сдающий ({ $dealer })
refusal-not-dealer-named = Как передавать, выбирает только сдающий — { $dealer }
refusal-already-pledged = Вы уже решили насчёт зарока
refusal-not-shooter = Как засчитать луну, выбирает только тот, кто её достал

## Почему нельзя включить вариант (окно «Новая игра», ссылка, сохранённая партия).

refusal-variants-both-on = варианты «{ $first }» и «{ $second }» нельзя включить вместе
refusal-variant-does-not-fit = вариант «{ $variant }» не подходит к игре «{ $game }» для { $players } { $players ->
    [one] игрока
   *[other] игроков
}: { $why }
refusal-unfit-own-pack = у этой игры своя колода
refusal-unfit-deals-evenly = карты и так делятся поровну
refusal-unfit-too-many-jokers = понадобилось бы больше трёх джокеров
refusal-unfit-only-kitty = только с прикупом
refusal-unfit-only-queen-of-hearts-one = только там, где Д♥ стоит 1
refusal-unfit-only-plain-diamonds = только там, где бубны ничего не стоят
refusal-unfit-only-ten-bonus = только там, где 10♦ — бонусная карта
refusal-unfit-only-small-hearts = только в «Малых червах»
refusal-unfit-only-jack-penalty = только там, где В♠ — штрафная карта
refusal-unfit-only-culbertson = только в «Чёрной даме» по Калбертсону
refusal-unfit-only-counters = только с жетонами
refusal-unfit-only-hundred-counters = только со 100 жетонами
refusal-unfit-only-plain-points = только с обычными очками
refusal-unfit-only-three-packs = только в «Червах с гашением» на трёх колодах
refusal-unfit-only-cancellation = только в «Червах с гашением»

## Почему нельзя задать настройку правил.

refusal-option-no-such = «{ $id }» — такой настройки правил нет
refusal-option-does-not-apply = «{ $option }» здесь не действует: { $why }
refusal-option-not-a-value = у настройки { $option } нет значения «{ $value }»; возможные: { $values }
refusal-option-not-a-number = «{ $value }» — не число
refusal-not-applicable-passing-sets-count = выбранная передача уже задаёт, сколько карт передавать
refusal-not-applicable-only-hearts-broken = только если черви нужно вскрывать
refusal-not-applicable-only-jokers = только если в колоде есть джокеры без масти

## Почему игра не для такого числа игроков.

refusal-game-players = { $game } — игра для { $players } { $players ->
    [one] игрока
   *[other] игроков
}, а не для { $asked }
refusal-game-players-range = { $game } — игра для { $min }–{ $max } игроков, а не для { $asked }

## Почему набор правил нельзя сыграть.

rules-error-players = { $players } { $players ->
    [one] игрок
    [few] игрока
    [many] игроков
   *[other] игрока
}: Moonshot сдаёт на 3–{ $most } игроков
rules-error-packs = { $packs } { $packs ->
    [one] колода
    [few] колоды
    [many] колод
   *[other] колоды
}: можно играть одной, двумя или тремя колодами
rules-error-not-a-joker = { $card } — не джокер: джокеры — это 0C (ноль треф), 0D (ноль бубен) и JK
rules-error-too-many-jokers = каждого джокера можно добавить не больше трёх раз
rules-error-cannot-remove = { $card }: убрать нельзя, в колоде не осталось ни одной такой карты
rules-error-uneven = { $cards } { $cards ->
    [one] карта не делится
    [few] карты не делятся
    [many] карт не делятся
   *[other] карты не делятся
} поровну на { $players } { $players ->
    [one] игрока
   *[other] игроков
}: уберите ещё { $leftover } { $leftover ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
}, добавьте джокеров или играйте с прикупом
rules-error-nothing-for-kitty = { $cards } { $cards ->
    [one] карта и так делится
    [few] карты и так делятся
    [many] карт и так делятся
   *[other] карты и так делятся
} поровну на { $players } { $players ->
    [one] игрока
   *[other] игроков
}: для прикупа ничего не остаётся
rules-error-not-enough-cards = на сдачу не хватает карт
rules-error-no-clubs = первой ходит младшая трефа, но треф в колоде нет
rules-error-lowest-club-copies = первой ходит младшая трефа, но { $card } в колоде { $copies } { $copies ->
    [one] раз
    [few] раза
    [many] раз
   *[other] раза
}: уберите одну или добавьте джокера
rules-error-star-not-five = передача звездой — для пяти игроков, а не для { $players }
rules-error-pass-too-big = на руке { $hand } { $hand ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}, передать { $pass } нельзя
rules-error-pass-over-max = передать можно не больше { $most } { $most ->
    [one] карты
   *[other] карт
}, а не { $pass }
rules-error-pass-no-cards = для передачи нужна хотя бы одна карта: передавайте одну или больше или выберите «Без передачи»
rules-error-pass-forbidden = { $forbidden } { $forbidden ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
} передавать нельзя, и в руке из { $hand } { $hand ->
    [one] карты
   *[other] карт
} может не найтись { $pass } для передачи
rules-error-partnership = партнёры сидят друг напротив друга за столом на четверых, а здесь игроков { $players }
rules-error-cancellation-one-pack = для гашения нужны одинаковые карты: играйте двумя или тремя колодами
rules-error-booster-packs = в «{ -game-booster-nines }» играют одной колодой
rules-error-complex-scoring = в «Комплексных червах» считают комплексные очки, а не фишки или жизни
rules-error-gong-zhu-scoring = в Гунчжу считают очки с плюсом и минусом, а не фишки или жизни
rules-error-gong-zhu-moon = в Гунчжу своя награда за все черви, луны там нет
rules-error-gong-zhu-floor = в Гунчжу счёт бывает и выше, и ниже нуля
rules-error-no-counters = у каждого игрока вначале должны быть жетоны
rules-error-no-chips = у каждого игрока вначале должны быть фишки, и их должно хватать на ставку
rules-error-no-lives = у каждого игрока должна быть хотя бы одна жизнь
rules-error-no-end = у игры должен быть конец: предел очков больше нуля, число сдач или ограничение по времени
rules-error-no-deals = игра из 0 сдач кончается, не начавшись
rules-error-no-reset-scores = укажите, какой счёт обнуляется
rules-error-sun-negative = солнце даёт очки другим, а не снимает их

## Почему сдачу нельзя сыграть по этим правилам (ссылка или сохранённая партия).

refusal-deal-hand-count = { $hands } { $hands ->
    [one] рука
    [few] руки
    [many] рук
   *[other] руки
} на { $players } { $players ->
    [one] игрока
   *[other] игроков
}
refusal-deal-hand-size = на месте { $seat } { $holds } { $holds ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}, а в каждой руке должно быть { $must }
refusal-deal-kitty-size = в прикупе { $holds } { $holds ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}, а должно быть { $must }
refusal-deal-not-the-deck = руки не составляют колоду: не хватает [{ $missing }], лишние [{ $extra }]
refusal-deal-pass-too-far = нельзя передать на { $seats } { $seats ->
    [one] место
    [few] места
    [many] мест
   *[other] места
} налево, когда игроков { $players }
refusal-deal-star-not-five = передача звездой — для пяти игроков, а не для { $players }
refusal-deal-pass-too-big = на руке { $hand } { $hand ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}, передать { $pass } нельзя
refusal-deal-no-dealer = { $dealer } не может сдавать: игроков всего { $players }
refusal-deal-no-such-dealer = сдающий — { $dealer }, но такого места за этим столом нет
refusal-deal-no-queen-taker = { $seat } не может быть тем, кто взял Д♠: игроков всего { $players }
refusal-deal-past-the-last = в игре { $deals } { $deals ->
    [one] сдача
    [few] сдачи
    [many] сдач
   *[other] сдачи
}, сдачи номер { $deal } нет
refusal-deal-score-count = очки за сдачу даны для { $scores } { $scores ->
    [one] игрока
   *[other] игроков
}, а игроков { $players }
refusal-deal-standing-count = счёт в игре дан для { $standings } { $standings ->
    [one] игрока
   *[other] игроков
}, а игроков { $players }

## Почему сохранённую партию нельзя сыграть.

refusal-pass-across-uneven = передача напротив требует чётного числа игроков, а их { $players }
refusal-pass-no-such = «{ $name }» — не передача: пишите left, right, across, hold, star, scatter, mixer или число мест
refusal-setup-no-such-game = игры «{ $name }» нет; есть: { $games }
refusal-setup-options = в настройках: { $message }
refusal-setup-unwritten = { $message }
refusal-record-play = шаг { $step }: { $seat } не может сыграть { $card }: { $why }
refusal-record-pass = шаг { $step }: { $seat } не может передать [{ $cards }]: { $why }
refusal-record-choose-pass = шаг { $step }: { $seat } не может выбрать передачу { $cards } { $cards ->
    [one] карты
   *[other] карт
} { $direction }: { $why }
refusal-record-pledge = шаг { $step }: { $seat } не может дать зарок: { $why }
refusal-record-decline = шаг { $step }: { $seat } не может отказаться от зарока: { $why }
refusal-record-call = шаг { $step }: { $seat } не может назвать масть { $suit }: { $why }
refusal-record-old-moon = шаг { $step }: { $seat } не может выбрать старую луну: { $why }
refusal-record-new-moon = шаг { $step }: { $seat } не может выбрать новую луну: { $why }
