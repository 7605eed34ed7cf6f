### 牌桌上说的话：手牌下方告诉你该做什么的一行、每出一张牌时读屏软件读出（也显示在状态栏）的话、
### 一墩打完后旁边的说明、终局、复盘的总结，以及链接、存档或文件用不了时的通知。

## 连在一起的句子

table-sentences = { $first }。{ $second }
table-sentences-stopped = { $first }{ $second }
table-series = { $before }、{ $next }
table-cards-row = { $before } { $card }
table-card = { $card }

## 传牌的方向，嵌在别的句子里：“选3张牌向左传”。

table-direction-hold = 不传牌
table-direction-left = 向左传
table-direction-right = 向右传
table-direction-across = 传给对家
table-direction-seats = 传给左边第{ $seats }位
table-direction-star = 给对面两人各传一张
table-direction-scatter = 给其他每人各传一张
table-direction-mixer = 放到中间，洗匀重发

## 手牌下方告诉你现在该做什么的一行

table-prompt-past = 第{ $deal }局，你当时的打法
table-prompt-choose-pass = 你是庄家：决定这一局怎么传牌
table-prompt-pledge = 承诺这一局不吃红桃吗？做到了减{ $points }分，做不到加{ $points }分
table-prompt-call-suit = 你首出了王：指定别人要跟的花色
table-prompt-choose-moon = 你射月了！选一种计分方式
table-prompt-play-any = 轮到你了：出什么牌都行
table-prompt-play-why = 轮到你了。{ $why }
table-prompt-pass-to = 选{ $count }张牌{ $direction }，给{ $player }（已选{ $chosen }张）
table-prompt-pass = 选{ $count }张牌{ $direction }（已选{ $chosen }张）
table-prompt-pass-each-next = 选{ $count }张牌，{ $direction }（已选{ $chosen }张）：你下一张选的牌给{ $player }
table-prompt-pass-each = 选{ $count }张牌，{ $direction }（已选{ $chosen }张）
table-prompt-game-over = 游戏结束。{ $result }
table-prompt-thinking = { $player }正在想……

## 计分表里，一局之后的复盘

table-review-reviewing = 复盘中：专家正替你出牌……
table-review-done = 换专家坐你的位置，会吃{ $expert }（你吃了{ $you }分）。{ $summary }
table-review-nothing = {""}
table-review-same = 它每一步都会和你打得一样。
table-review-as-good = 它只在几处会换个打法，都是差不多一样好的选择：
table-review-as-good-went-otherwise = 它只在几处会换个打法，都是差不多一样好的选择，不过从第一处起，这一局就打成了另一个样子：
table-review-differently = 它会换个打法的地方：
table-review-biggest = 它有{ $times }处会换个打法，差别最大的几处是：
table-review-failed = 这次没法复盘：{ $why }
table-review-moment = { $decision }；{ $expert }

## 你的一个决定，复盘里这样列出

table-decision-played = { $trick ->
    [0] 传牌
   *[other] 第{ $trick }墩
}：你出了{ $card }
table-decision-passed = { $trick ->
    [0] 传牌
   *[other] 第{ $trick }墩
}：你传了{ $cards }
table-decision-called = { $trick ->
    [0] 传牌
   *[other] 第{ $trick }墩
}：你指定了{ $suit }
table-decision-other = { $trick ->
    [0] 传牌
   *[other] 第{ $trick }墩
}：你的选择
table-expert-agrees = 专家也会这么打
table-expert-as-good = 专家：{ $choice }，差不多一样好
table-expert-better = 专家：{ $choice }（大约好{ $points }分）
table-choice-play = 出{ $card }
table-choice-pass = 传{ $cards }
table-choice-call = 指定{ $suit }
table-choice-other = {""}
table-hint-weighing = 正在拿你的传法跟它比……
table-past-failed = 没法显示那一局：{ $why }

## 一墩打完后旁边的说明

table-pairs-three = 三张{ $card }
table-pairs-one = 一对{ $card }
table-pairs-many = { $cards }各一对
table-trick-cancelled = { $pairs }相互抵消：这一墩没人吃，牌归下一墩的赢家。
table-trick-cancelled-points = { $pairs }相互抵消：这一墩没人吃，墩里的牌（{ $points }）归下一墩的赢家。
table-trick-you-with = 你用{ $card }吃下这一墩：{ $taken }。
table-trick-you = 你吃下这一墩：{ $taken }。
table-trick-other-with = { $player }用{ $card }吃下这一墩：{ $taken }。
table-trick-other = { $player }吃下这一墩：{ $taken }。
table-trick-cancelled-count = 抵消掉的{ $pairs }也照样计分。
table-taken-none = 没有分
table-taken-cards = { $points }（{ $cards }）
table-taken-series = { $points }（{ $cards }）
table-last-you = 你，{ $points }
table-last-other = { $player }，{ $points }
table-last-carried = 已结转
table-words = { $taken }：{ $plays }
table-words-you = 你吃下
table-words-you-points = 你吃下{ $points }
table-words-other = { $player }吃下
table-words-other-points = { $player }吃下{ $points }
table-words-carried = 已抵消，结转到下一墩
table-play = { $player }出{ $name }
table-play-cancelled = { $player }出{ $name }（已抵消）
table-happened-you-with = 你用{ $card }吃下了这一墩：{ $taken }。
table-happened-you = 你吃下了这一墩：{ $taken }。
table-happened-other-with = { $player }用{ $card }吃下了这一墩：{ $taken }。
table-happened-other = { $player }吃下了这一墩：{ $taken }。
table-happened-nobody = 这一墩没人吃：能赢的牌全被抵消了，牌留给了下一墩。
table-happened-luck = 这次你出{ $card }吃了{ $points }；把看不见的牌猜成各种分布打下来，平均大约是{ $sign ->
    [minus] −
   *[plus] {""}
}{ $average }分。

## 读屏软件随着牌局读出的话（也显示在状态栏）

table-deal-hold = 第{ $deal }局：这次不传牌
table-deal-pass = 第{ $deal }局：选{ $count }张牌{ $direction }
table-passed-to = 你把{ $cards }传给了{ $player }
table-passed = 你传出了{ $cards }
table-received = 你收到了{ $cards }
table-cards = { $cards }
table-the-card = { $name }
table-cards-none = （无）
table-you-lead = 你首出
table-other-leads = { $player }首出
table-received-lead = 你收到了{ $cards }。{ $lead }
table-you-played = 你出了{ $name }
table-other-played = { $player }出了{ $name }
table-hearts-broken = { $before }。红桃破了
table-you-take = 你吃下这一墩
table-you-take-points = 你吃下这一墩：{ $points }
table-other-takes = { $player }吃下这一墩
table-other-takes-points = { $player }吃下这一墩：{ $points }
table-you-shot = 你射月了！
table-other-shot = { $player }射月了
table-deal-over = 第{ $deal }局结束
table-cards-cancel = { $copies ->
    [2] 两张
    [3] 三张
   *[other] { $copies }张
}{ $cards }相互抵消
table-plural = { $suit }{ $card ->
    [two] 2
    [three] 3
    [four] 4
    [five] 5
    [six] 6
    [seven] 7
    [eight] 8
    [nine] 9
    [ten] 10
    [jack] J
    [queen] Q
    [king] K
   *[ace] A
}
table-plural-zero = { $suit }0（王）
table-plural-joker = 王
table-trick-carried = 能赢的牌全被抵消了：这{ $count }张牌留在桌子中间，归下一墩的赢家，由{ $player }再次首出
table-suit-called = { $player }指定了{ $suit }
table-you-kitty = 你拿到了底牌（{ $cards }）
table-other-kitty = { $player }拿到了底牌（{ $cards }）
table-you-pledge = 你承诺这一局不吃红桃
table-other-pledges = { $player }承诺这一局不吃红桃
table-you-choose-hold = 你决定这一局不传牌
table-dealer-chooses-hold = 庄家决定这一局不传牌
table-you-choose-pass = 你决定这一局{ $direction }，每人{ $count }张
table-dealer-chooses-pass = 庄家决定这一局{ $direction }，每人{ $count }张

## 终局

table-you-win = 你赢了！
table-other-wins = { $player }赢了
table-share-win = { $players }并列获胜
table-you-share-win = 你和{ $players }并列获胜
table-you-share-place = { $players }人中你并列第{ $place }名。{ $winners }
table-you-finished = { $players }人中你排第{ $place }名。{ $winners }
table-ordinal = { $n }
table-pass-words = { $direction }
table-share = 第{ $deal }局的同一副牌
table-share-pass = 第{ $deal }局的同一副牌，{ $pass }

## 牌桌对你的操作的回应

table-no-new-game = 开不了新游戏：{ $why }
table-claim-you = 你摊牌了：不管大家怎么出，这一局你都得{ $points }。
table-claim-other = { $player }摊牌，亮出{ $cards }：不管大家怎么出，这一局你都得{ $points }。
table-only-card = 你只有这一张能出：{ $name }
table-chosen-already = 你已经选了{ $count }张：先放回一张
table-too-many = 要传的牌太多了
table-is-playing = 正轮到{ $player }出牌
table-others-passing = 其他人还在传牌
table-wait = 等轮到你再出
table-no-take-backs = “不许悔牌”开着（在设置里）：出了的牌就不能收回
table-taken-back = 你刚出的牌收回来了：请重新出。这一局会标为“有悔牌”
table-cannot-undo = 没法悔牌：{ $why }
table-loaded = 游戏已载入：{ $game }，第{ $deal }局
table-cannot-load = 这盘游戏载入不了：{ $why }
table-speed-relaxed = 悠闲
table-speed-normal = 普通
table-speed-fast = 快
table-speed-instant = 瞬间

## 提示里的一个动作（“提示：出黑桃Q。”）

table-action-play = 出{ $name }
table-action-pass = 传{ $cards }
table-action-pass-nothing = 什么都不传
table-action-choose-hold = 选择不传牌
table-action-choose-pass = 选择{ $direction }{ $count }张
table-action-pledge = 承诺不吃红桃
table-action-no-pledge = 不作承诺
table-action-call = 指定{ $suit }
table-action-moon = 选{ $choice }（{ $effect }）

## 电脑对手的后台程序为什么没有回答

table-worker-review = 复盘需要后台程序
table-worker-bench = 计时测试需要后台程序
table-worker-timed-out = 复盘没能及时完成
table-worker-no-game = 没有叫{ $game }的游戏
table-worker-refused = { $why }

## 网址（链接）里用不了的设置，以及改用的设置

address-game-nearest = 网址里的游戏“{ $name }”这里没有：改打名字最接近的{ $nearest }。所有游戏都列在“新游戏”里。
address-game-none = 网址里的游戏“{ $name }”这里没有，所以没有按链接发牌。所有游戏都列在上方栏的“新游戏”里。
address-players-range = { $game }只能{ $for_players }，不能{ $asked }人：改按{ $dealt }人发牌。
address-players-text = 网址里的人数“{ $text }”不是数字：按{ $dealt }人发{ $game }。
address-no-variant = 网址里的变体“{ $id }”不存在，已略去。{ $variants }
address-variants-none = { $players }人的{ $game }没有变体。
address-variants-one = { $players }人的{ $game }只有一个变体：{ $variant }。
address-variants-many = { $players }人的{ $game }有这些变体：{ $variants }。
address-variant-left-out = 已略去：{ $why }。
address-no-option = 网址里的规则选项“{ $id }”不存在，已略去。每个游戏的选项都列在“新游戏”里。
address-option-left-out = 网址里的一个规则选项已略去：{ $why }。
address-options-no-game = 选定的选项凑不成一个游戏（{ $why }）：按这个游戏本来的规则打。
address-no-target = 网址里的目标分数“{ $text }”不是分数：按这个游戏本来的目标分数打。
address-no-level = 网址里的水平“{ $name }”不存在。可选的水平有：{ $levels }。对手按你保存的水平出牌。
address-level-count = 网址里指定了{ $named }个水平，可对手有{ $opponents }个：每个对手给一个，用逗号隔开。对手按你保存的水平出牌。
address-not-deal = 网址里的局数“{ $text }”不是局号（1、2……）：从这个游戏的第一局开始发牌。
address-not-seat = 网址里的“{ $text }”不是座位号（1、2……）：从这个游戏的第一局开始发牌。
address-no-dealer = 网址里的庄家座位“{ $seat }”在这张{ $players }人的牌桌上不存在：从这个游戏的第一局开始发牌。
address-no-queen-taker = 网址里吃到Q♠的座位“{ $seat }”在这张{ $players }人的牌桌上不存在：从这个游戏的第一局开始发牌。
address-deal-left-out = 链接里的这一局有问题（{ $why }）：从这个游戏的第一局开始发牌。
address-seed = 网址里的随机种子“{ $text }”不是数字：换一个新种子发牌。
address-fallback = { $why }：改打四人{ -game-black-lady }。

## 没法接着打的存档，或者不是游戏的文件

save-not-resumed = 存档没法接着打：{ $why }。已经发了一盘新游戏；旧存档还留着（{ $key }），可以下载下来，用能读它的版本打开。
save-not-resumed-newer = 存档没法接着打：{ $why }。已经发了一盘新游戏；旧存档还留着（{ $key }）。
save-cut-short = 它不完整（结尾缺了，像是没写完）
save-not-a-save = 它不是存档（{ $message }）
save-no-version = 它不是存档（没有版本号）
save-newer = 它是用新版《射月》存的（存档格式{ $version }；这个版本最多只能读{ $readable }）：重新载入页面就能用上新版
save-damaged = 存档损坏了（{ $message }）
save-does-not-replay = { $why }
save-not-a-game = 这个文件不是《射月》的游戏：{ $why }

## 每个座位名字旁边的成绩

standing-points = { $points }
standing-complex-plus = { $points } + { $imaginary }i
standing-complex-minus = { $points } − { $imaginary }i
standing-chips = { $chips }个筹码
standing-lives = { $lives }条命 · { $points }
