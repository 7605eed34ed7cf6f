### 拒绝的理由：为什么这一步不行，为什么某个变体或规则选项不能选，为什么一套规则、一局牌或一个存档没法打。

## 为什么这一步不行：在牌桌上点了不能出的牌或按钮时说。

refusal-wrong-phase = 现在不能这样做：{ $phase }
refusal-phase-choosing-pass = 庄家正在决定怎么传牌
refusal-phase-passing = 大家正在挑要传的牌
refusal-phase-pledging = 大家正在决定要不要承诺
refusal-phase-playing = 正在出牌
refusal-phase-choosing-moon = 射月者正在选射月怎么计分
refusal-phase-game-over = 这盘已经结束了
refusal-phase-deal-scored = 这一局已经打完了
refusal-not-your-turn = 还没轮到你：下一个出牌的是{ $player }
refusal-no-such-seat = 这张牌桌没有{ $seat }
refusal-seat = { $number }号座位
refusal-not-in-hand = 你手里没有{ $card }
refusal-must-lead-opening-card = 第一墩必须首出{ $card }
refusal-must-follow = 你有{ $suit }，必须跟出
refusal-hearts-not-broken = 红桃还没破
refusal-queen-not-broken = 红桃破之前，Q♠不能首出
refusal-no-points-on-first-trick = 第一墩不能出分牌
refusal-joker-cannot-lead = 王不能首出
refusal-queen-at-first-chance = 一有机会就必须出Q♠
refusal-black-jack-first = 你必须先垫J♠
refusal-must-play-likha = 你必须出一张“利哈”（Q♠或10♦）
refusal-must-call-suit = 先给你的王指定花色
refusal-no-call-now = 现在没有花色可指定
refusal-already-passed = 你已经传过牌了
refusal-no-pass-this-deal = 这一局不传牌
refusal-pass-count = 要选{ $expected }张牌来传，不是{ $got }张
refusal-pass-forbidden = { $card }不能传
refusal-pass-not-allowed = 这张牌桌不能这样传{ $cards }张牌
refusal-not-dealer = 只有庄家（{ $dealer }）能决定怎么传牌
refusal-not-dealer-named = 只有庄家{ $dealer }能决定怎么传牌
refusal-already-pledged = 你已经决定过要不要承诺了
refusal-not-shooter = 只有射月者能选射月怎么计分

## 为什么变体不能打开：在新游戏对话框“现在不能选：”后面，以及链接或存档里提到它时。

refusal-variants-both-on = 变体“{ $first }”和“{ $second }”不能同时打开
refusal-variant-does-not-fit = 变体“{ $variant }”不适用于{ $players }人的{ $game }：{ $why }
refusal-unfit-own-pack = 这个游戏的牌是固定的
refusal-unfit-deals-evenly = 这副牌本来就能正好发完
refusal-unfit-too-many-jokers = 要加三张以上的王才行
refusal-unfit-only-kitty = 只在有底牌时可用
refusal-unfit-only-queen-of-hearts-one = 只在Q♥计1分时可用
refusal-unfit-only-plain-diamonds = 只在方块不计分时可用
refusal-unfit-only-ten-bonus = 只在10♦是奖励牌时可用
refusal-unfit-only-small-hearts = 只在{ -game-small-hearts }里可用
refusal-unfit-only-jack-penalty = 只在J♠是分牌时可用
refusal-unfit-only-culbertson = 只在卡伯森的{ -game-black-lady }里可用
refusal-unfit-only-counters = 只在用筹码时可用
refusal-unfit-only-hundred-counters = 只在有100个筹码时可用
refusal-unfit-only-plain-points = 只在按普通分数计分时可用
refusal-unfit-only-three-packs = 只在三副牌的{ -game-cancellation }里可用
refusal-unfit-only-cancellation = 只在{ -game-cancellation }里可用

## 为什么规则选项不能设：在新游戏对话框“现在不能选：”后面，以及链接里提到它时。

refusal-option-no-such = “{ $id }”不是规则选项
refusal-option-does-not-apply = “{ $option }”在这里不适用：{ $why }
refusal-option-not-a-value = “{ $value }”不是{ $option }的取值：可选的有{ $values }
refusal-option-not-a-number = “{ $value }”不是数字
refusal-not-applicable-passing-sets-count = 选定的传牌方式已经定好了传几张
refusal-not-applicable-only-hearts-broken = 只在红桃要先破时适用
refusal-not-applicable-only-jokers = 只在牌里有不属于任何花色的王时适用

## 为什么一个游戏不适合这个人数。

refusal-game-players = { $game }是{ $players }人玩的，不是{ $asked }人
refusal-game-players-range = { $game }是{ $min }到{ $max }人玩的，不是{ $asked }人

## 为什么一套规则没法打：选项凑不成一个游戏时，或读存档时。

rules-error-players = { $players }人：《射月》只能发3到{ $most }人的牌
rules-error-packs = { $packs }副牌：只能用1、2或3副牌
rules-error-not-a-joker = { $card }不是王：王只有0C（梅花0）、0D（方块0）和JK三种
rules-error-too-many-jokers = 每种王最多只能加三张
rules-error-cannot-remove = 拿不掉{ $card }：牌里已经没有这张了
rules-error-uneven = { $cards }张牌不能平均发给{ $players }人：再拿掉{ $leftover }张，或者加王，或者用底牌
rules-error-nothing-for-kitty = { $cards }张牌正好平均发给{ $players }人：没有剩下的牌做底牌
rules-error-not-enough-cards = 牌不够发
rules-error-no-clubs = 规定最小的梅花首出，可是牌里没有梅花
rules-error-lowest-club-copies = 规定最小的梅花首出，可是{ $card }有{ $copies }张：拿掉一张，或者加一张王
rules-error-star-not-five = 星形传牌是五人玩的，不是{ $players }人
rules-error-pass-too-big = 每人手里只有{ $hand }张牌，传不了{ $pass }张
rules-error-pass-over-max = 最多只能传{ $most }张牌，不能传{ $pass }张
rules-error-pass-no-cards = 传牌至少要传一张：传1张或更多，或者选“不传牌”
rules-error-pass-forbidden = 有{ $forbidden }张牌不能传，一手{ $hand }张牌里可能凑不出{ $pass }张能传的
rules-error-partnership = 搭档要在四人桌上对面坐，不能是{ $players }人
rules-error-cancellation-one-pack = 抵消需要相同的牌：用两副或三副牌
rules-error-booster-packs = { -game-booster-nines }只用一副牌
rules-error-complex-scoring = { -game-complex-hearts }用复数记分，不用筹码或命
rules-error-gong-zhu-scoring = { -game-gong-zhu }记正分和负分，不用筹码或命
rules-error-gong-zhu-moon = { -game-gong-zhu }吃到全部红桃有自己的奖励，没有射月
rules-error-gong-zhu-floor = { -game-gong-zhu }的分数可正可负
rules-error-no-counters = 每人开始时都要有筹码
rules-error-no-chips = 每人开始时都要有筹码，而且够下注
rules-error-no-lives = 每人至少要有一条命
rules-error-no-end = 游戏要有个结束：大于零的目标分数、局数或者时间限制
rules-error-no-deals = 0局的游戏还没开始就结束了
rules-error-no-reset-scores = 请写明哪些分数会归零
rules-error-sun-negative = 射日是给其他人加分，不是把分送走

## 为什么这一局牌没法按规则打：链接或存档里提到某一局时。

refusal-deal-hand-count = { $players }人却有{ $hands }手牌
refusal-deal-hand-size = { $seat }号座位有{ $holds }张牌；每手牌必须是{ $must }张
refusal-deal-kitty-size = 底牌有{ $holds }张；必须是{ $must }张
refusal-deal-not-the-deck = 这几手牌跟这副牌对不上：缺少[{ $missing }]，多出[{ $extra }]
refusal-deal-pass-too-far = { $players }人时不能向左隔{ $seats }个座位传牌
refusal-deal-star-not-five = 星形传牌是五人玩的，不是{ $players }人
refusal-deal-pass-too-big = 每人手里只有{ $hand }张牌，传不了{ $pass }张
refusal-deal-no-dealer = { $players }人时没有{ $dealer }可以做庄
refusal-deal-no-such-dealer = 这张牌桌没有{ $dealer }
refusal-deal-no-queen-taker = { $players }人时没有{ $seat }，谈不上吃到Q♠
refusal-deal-past-the-last = 这盘只有{ $deals }局，没有第{ $deal }局
refusal-deal-score-count = { $players }人却有{ $scores }个分数
refusal-deal-standing-count = { $players }人却有{ $standings }个总分

## 为什么存档没法打：载入游戏时。

refusal-pass-across-uneven = 传给对家要求人数是双数，不能是{ $players }人
refusal-pass-no-such = “{ $name }”不是传牌方式：可用 left、right、across、hold、star、scatter、mixer 或座位数
refusal-setup-no-such-game = 没有叫“{ $name }”的游戏；可选的游戏有：{ $games }
refusal-setup-options = 选项有误：{ $message }
refusal-setup-unwritten = { $message }
refusal-record-play = 第{ $step }步：{ $seat }不能出{ $card }：{ $why }
refusal-record-pass = 第{ $step }步：{ $seat }不能传[{ $cards }]：{ $why }
refusal-record-choose-pass = 第{ $step }步：{ $seat }不能选择{ $direction }传{ $cards }张：{ $why }
refusal-record-pledge = 第{ $step }步：{ $seat }不能承诺：{ $why }
refusal-record-decline = 第{ $step }步：{ $seat }不能拒绝承诺：{ $why }
refusal-record-call = 第{ $step }步：{ $seat }不能指定{ $suit }：{ $why }
refusal-record-old-moon = 第{ $step }步：{ $seat }不能选老式射月：{ $why }
refusal-record-new-moon = 第{ $step }步：{ $seat }不能选新式射月：{ $why }
