### Каталог игр: названия и строки о каждой игре, варианты, настройки правил и их значения,
### уровни ботов — так, как их показывают окно «Новая игра» и правила.

## Игры. Строка об игре начинается со строчной буквы (страница сама ставит заглавную там,
## где строка стоит отдельно).

game-title-hearts = { -game-hearts }
game-description-hearts = самая первая игра: каждая черва — 1 очко, без дамы пик и без передачи
game-title-black-lady = { -game-black-lady }
game-description-black-lady = { -game-hearts }, какими их знает большинство: черви по 1 очку, дама пик — 13, луна, игра до 100
game-title-black-lady-morehead = { -game-black-lady } (Морхед)
game-description-black-lady-morehead = правила Морхеда: три карты налево, первым ходит сосед сдающего слева, с любой карты
game-title-black-lady-foster = { -game-black-lady } (Фостер, 1909)
game-description-black-lady-foster = самые ранние правила: три карты налево, за штрафные карты платят жетонами в банк
game-title-black-lady-culbertson = { -game-black-lady } (Калбертсон, 1950)
game-description-black-lady-culbertson = правила Калбертсона: кто взял все штрафные карты, ничего за них не получает
game-title-black-bess = { -game-black-bess }
game-description-black-bess = { -game-black-lady }, в которой дама пик стоит 15
game-title-omnibus = { -game-omnibus }
game-description-omnibus = десятка бубен (или валет) снимает 10 очков; для луны нужны все пятнадцать карт с очками
game-title-pink-lady = { -game-pink-lady }
game-description-pink-lady = дама червей тоже стоит 13: 38 очков за сдачу
game-title-black-jack = { -game-black-jack }
game-description-black-jack = вместо дамы пик штрафная карта — валет пик, он стоит 10
game-title-spot-hearts = { -game-spot-hearts }
game-description-spot-hearts = черви стоят по номиналу (картинки по 10), дама пик — 25: 119 очков за сдачу
game-title-pip-hearts = { -game-pip-hearts }
game-description-pip-hearts = черви стоят по достоинству, от валета — 11 до туза — 14; дама пик ничего не стоит
game-title-graded-hearts = { -game-graded-hearts }
game-description-graded-hearts = старшие черви дороже: валет 2, дама 3, король 4, туз 5
game-title-cancellation = { -game-cancellation }
game-description-cancellation = две колоды на 5–11 игроков: одинаковые карты во взятке гасят друг друга
game-title-cancellation-three-packs = { -game-cancellation } (три колоды)
game-description-cancellation-three-packs = одиннадцать игроков, три колоды, у каждого по четырнадцать карт
game-title-rickety-kate = { -game-rickety-kate }
game-description-rickety-kate = { -game-black-lady } без луны, как играют в Австралии
game-title-black-maria = { -game-black-maria }
game-description-black-maria = британская игра: туз пик 7, король пик 10, дама пик 13; передача направо
game-title-queens = { -game-queens }
game-description-queens = каждая дама — 13; с червей можно ходить когда угодно; игра до 108
game-title-small-hearts = { -game-small-hearts }
game-description-small-hearts = колода из 28 карт: двойки–семёрки убраны, первый ход — с восьмёрки треф, дама пик — 7
game-title-danger-hearts = { -game-danger-hearts }
game-description-danger-hearts = десять сдач, три жизни: сдача на 15 очков и больше отнимает жизнь
game-title-complex-hearts = { -game-complex-hearts }
game-description-complex-hearts = дама пик стоит 13i, а десятка треф умножает на 2i
game-title-royal-hearts = { -game-royal-hearts }
game-description-royal-hearts = дама пик — 26, дама червей удваивает черви, и ещё две особые дамы
game-title-hooligan-hearts = { -game-hooligan-hearts }
game-description-hooligan-hearts = { -game-black-lady }, где семёрка треф стоит ещё 7
game-title-gong-zhu = { -game-gong-zhu }
game-description-gong-zhu = китайская игра: карты с плюсом и с минусом, десятка треф удваивает, игра до −1000
game-title-likha = { -game-likha }
game-description-likha = партнёры, игра против часовой стрелки; дама пик и десятка бубен — лихи
game-title-partnership-hearts = { -game-partnership-hearts }
game-description-partnership-hearts = партнёры сидят друг напротив друга и складывают очки
game-title-joker-hearts = { -game-joker-hearts }
game-description-joker-hearts = два джокера: их можно сыграть когда угодно, взяток они не берут и очков не приносят
game-title-booster-nines = { -game-booster-nines }
game-description-booster-nines = девятка во взятке добавляет к ней ещё один круг

game-for-players = для { $players } { $players ->
    [one] игрока
    [few] игроков
    [many] игроков
   *[other] игроков
}
game-for-players-range = для { $min }–{ $max } игроков
game-group-classic = Классические игры
game-group-big = Большой стол: { -game-cancellation }
game-group-other = Другие варианты

## Варианты: переключатели поверх игры, у каждого строка о том, что он делает.

variant-title-strip-morehead = Без двоек (Морхед)
variant-explanation-strip-morehead = чтобы карты разделились поровну, по мере надобности убираются 2♣, 2♦, 3♣ и 2♠, в этом порядке (Морхед)
variant-title-strip-foster = Без двоек (Фостер)
variant-explanation-strip-foster = чтобы карты разделились поровну, по мере надобности убираются 2♠, 2♣, 2♦ и 2♥, в этом порядке (Фостер)
variant-title-kitty = Прикуп
variant-explanation-kitty = сдаются все карты, а лишние ложатся рубашкой вверх и достаются тому, кто возьмёт первую взятку
variant-title-jokers = Джокеры
variant-explanation-jokers = в колоду добавляются джокеры без масти, пока карты не разделятся поровну (три на пятерых, два на шестерых)
variant-title-kitty-first-heart = Прикуп — за первую черву
variant-explanation-kitty-first-heart = прикуп достаётся тому, кто первым возьмёт взятку с червой
variant-title-kitty-seen = Прикуп можно посмотреть
variant-explanation-kitty-seen = взявший прикуп может его посмотреть
variant-title-pink-lady = { -game-pink-lady }
variant-explanation-pink-lady = Д♥ стоит 13 вместо 1
variant-title-omnibus = Омнибус
variant-explanation-omnibus = 10♦ снимает у взявшего 10 очков, а для луны нужно взять и её, и все штрафные карты
variant-title-omnibus-jack = Валет бубен
variant-explanation-omnibus-jack = бонусная карта на −10 — В♦ вместо 10♦
variant-title-small-hearts-jack = Валет бубен
variant-explanation-small-hearts-jack = В♦ тоже стоит 5 очков; луна по-прежнему стоит 14, но для неё нужен и В♦
variant-title-black-jack-first = Сначала чёрный валет
variant-explanation-black-jack-first = у кого нет масти хода, а есть В♠, тот обязан сбросить его
variant-title-left-right = Налево и направо
variant-explanation-left-right = карты передаются налево и направо, через сдачу
variant-title-howell = Расчёт по Хауэллу
variant-explanation-howell = каждая сдача рассчитывается по Хауэллу: за каждое взятое очко платится (число игроков − 1) жетонов, а потом игрок получает жетоны за очки, которых не брал
variant-title-fifty-counters = Пятьдесят жетонов
variant-explanation-fifty-counters = у каждого вначале 50 жетонов вместо 100
variant-title-pool = Ставка и банк
variant-explanation-pool = перед каждой сдачей все ставят по фишке; банк делят те, кто не взял ни одной червы
variant-title-third-copy-stands = Третья карта не гасится
variant-explanation-third-copy-stands = с тремя колодами две одинаковые карты гасятся, а третья такая же ещё может взять взятку
variant-title-two-pairs-cancel = Две пары гасят взятку
variant-explanation-two-pairs-cancel = если в одной взятке гасятся две пары, гасится вся взятка
variant-title-last-trick-to-pair = Последняя взятка — паре
variant-explanation-last-trick-to-pair = погашенная последняя взятка достаётся тому, кто сыграл вторую карту старшей пары

## Настройки правил: переключатель или выбор, у каждой строка о том, что она делает.

option-title-passing = Передача
option-line-passing = куда уходят карты перед розыгрышем, по очереди от сдачи к сдаче
option-title-pass-cards = Сколько передавать
option-line-pass-cards = сколько карт передаёт каждый игрок
option-title-moon = Луна
option-line-moon = что даёт взятие всех штрафных карт
option-title-direction = Направление игры
option-line-direction = в какую сторону идёт ход по кругу
option-title-opening-lead = Первый ход
option-line-opening-lead = кто начинает первую взятку сдачи
option-title-no-points-first-trick = Без очков в первой взятке
option-line-no-points-first-trick = в первую взятку нельзя класть штрафные карты, если на руке есть что-то другое
option-title-hearts-broken = Черви надо вскрыть
option-line-hearts-broken = с червей нельзя ходить, пока не сыграна черва, если только у ходящего не одни черви
option-title-queen-broken = Д♠ тоже ждёт
option-line-queen-broken = и с Д♠ нельзя ходить, пока черви не вскрыты
option-title-queen-breaks-hearts = Д♠ вскрывает черви
option-line-queen-breaks-hearts = сыгранная Д♠ тоже вскрывает черви
option-title-penalty-hand-leads-hearts = Одни штрафные на руке — можно ходить с червей
option-line-penalty-hand-leads-hearts = если на руке только черви и другие штрафные карты, с червы можно ходить, даже пока черви не вскрыты
option-title-queen-first-chance = Д♠ при первой возможности
option-line-queen-first-chance = у кого Д♠, тот должен сыграть её, когда сбрасывает, или под пику старше
option-title-pledge = Зарок
option-line-pledge = перед розыгрышем каждый может дать зарок не брать червей: сдержанный снимает 10 очков, нарушенный добавляет ещё 10
option-title-no-tricks-bonus = Без взяток — минус 5
option-line-no-tricks-bonus = кто не взял за сдачу ни одной взятки, получает на 5 очков меньше
option-title-floor-at-zero = Счёт не ниже нуля
option-line-floor-at-zero = бонус никогда не опускает счёт ниже нуля
option-title-joker-lead = Ход с джокера
option-line-joker-lead = можно ли ходить с джокера и в какую масть тогда отвечать
option-title-joker-any-time = Джокер когда угодно
option-line-joker-any-time = джокера можно сыграть, даже если есть масть хода

## Значения настроек правил.

option-value-on = Вкл.
option-value-off = Выкл.
option-value-pass-cards = { $cards }
option-value-passing-none = Без передачи
option-value-passing-left = Всегда налево
option-value-passing-right = Всегда направо
option-value-passing-left-right = Налево, направо
option-value-passing-left-right-across-hold = Налево, направо, напротив, без передачи
option-value-passing-left-right-across-scatter = Налево, направо, напротив, по одной каждому
option-value-passing-left-across-right = Налево, напротив, направо
option-value-passing-rotating = С каждой сдачей на место дальше, потом без передачи
option-value-passing-star = Звезда: по карте каждому из двух напротив
option-value-passing-mixer = В центр, перетасовать и сдать заново
option-value-passing-dealers-choice = На выбор сдающего
option-value-moon-none = Без луны
option-value-moon-old = Старая луна: очки получают все остальные
option-value-moon-new = Новая луна: очки снимаются с доставшего
option-value-moon-choice = Доставший луну выбирает: старая или новая
option-value-moon-new-if-losing = Старая, а новая — если старая проиграла бы игру
option-value-moon-old-play-on = Старая, но если с ней игра проиграна — играть дальше
option-value-moon-nobody-scores = За сдачу никто ничего не получает
option-value-moon-penalty = Штраф доставшему луну
option-value-moon-choice-after-score = Старая, а после порога — на выбор
option-value-direction-clockwise = По часовой стрелке (налево)
option-value-direction-anticlockwise = Против часовой стрелки (направо)
option-value-opening-lead-lowest-club = С младшей трефы
option-value-opening-lead-eldest = Игрок слева от сдающего, с любой карты
option-value-opening-lead-pig-taker = Кто взял Д♠ в прошлой сдаче
option-value-joker-lead-never = С джокера ходить нельзя
option-value-joker-lead-next-card = Можно; масть задаёт следующая карта
option-value-joker-lead-called = Можно; ходящий называет масть

## Уровни ботов.

level-label-beginner = Новичок
level-description-beginner = Играет любую разрешённую карту наугад
level-label-easy = Лёгкий
level-description-easy = Пропускает взятки, когда может, а без нужной масти сбрасывает свою худшую карту
level-label-normal = Обычный
level-description-normal = Крепкий игрок: толково передаёт, пропускает взятки, сбрасывает очки, не даёт достать луну
level-label-hard = Сложный
level-description-hard = Думает наперёд: разыгрывает много возможных раскладов скрытых карт
level-label-expert = Эксперт
level-description-expert = Думает дольше и глубже, чем «Сложный»

## Старая или новая луна: выбор доставшего луну, если правила его дают.

moon-old = старая луна
moon-new = новая луна
moon-old-title = Старая луна
moon-new-title = Новая луна
moon-old-effect = все остальные получают { $value }
moon-new-effect = минус { $value } с вашего счёта
