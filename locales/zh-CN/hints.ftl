### 电脑对手对一个选择的说法：牌桌下方的提示（“提示：出黑桃Q。”和理由）、“为什么不选……？”
### （拿另一个选择来比）、以及一局后的复盘（专家会怎么打）。先是话，点开才是背后的数据。

## 理由：出一张牌会怎样。主语是这张牌本身时写作 $it。

claim-only-card = { $it }是你唯一能出的牌
claim-cancels = { $it }和{ $player }的{ $card }相互抵消，两张都赢不了这一墩
claim-takes-nothing = 你吃下这一墩，里面没有分
claim-takes = 你会吃下这一墩和里面的{ $points }
claim-under = { $it }比{ $player }的{ $card }小
claim-gives-away = { $worst }归吃这一墩的人，落不到你头上
claim-onto = 这一墩目前是{ $player }的{ $card }最大
claim-partner-winning = 这一墩目前是你的对家{ $player }最大
claim-unbeatable = 没人压得过它
claim-may-be-cancelled = { $copies ->
    [1] 另一张{ $card }还没出，可能把它抵消
   *[other] 还有{ $copies }张{ $card }没出，哪一张都可能把它抵消
}
claim-worst-above = { $packs ->
    [1] { $worst }还没出，比它大
    [2] { $copies ->
        [1] 还有一张{ $worst }没出，比它大
       *[other] 两张{ $worst }都还没出，都比它大
    }
   *[other] { $copies ->
        [1] 还有一张{ $worst }没出，比它大
       *[other] 还有{ $copies }张{ $worst }没出，都比它大
    }
}
claim-higher-out = { $count ->
    [1] 还有一张更大的{ $suit }没出
   *[other] 还有{ $count }张更大的{ $suit }没出
}
claim-lower-out = { $count ->
    [1] 还有一张更小的{ $suit }没出，所以它以后可能吃墩
   *[other] 还有{ $count }张更小的{ $suit }没出，所以它以后可能吃墩
}
claim-void-shown = { $count ->
    [1] { $players }已经缺{ $suit }，这一墩可以垫牌
    [2] { $players }都已经缺{ $suit }，这一墩可以垫牌
   *[other] 已经有{ $count }人缺{ $suit }，这一墩可以垫牌
}
claim-last-of-suit = { $it }是你最后一张{ $suit }，以后再有人首出{ $suits }，你就能垫别的牌了
claim-keeps-low = 你还留着{ $low }，以后好把牌权交出去
claim-trick-holds = 这一墩里已经有{ $points }了
claim-moon-threat = 到现在为止，分全被{ $player }吃了
claim-wins-lead-from = 你会拿到牌权，接着只能首出{ $suits }
claim-wins-lead = 你会拿到牌权，下一墩得由你首出
claim-keeps-worst = { $worst }还在你手里，以后可能被人逼出来
claim-keeps-above-worst = 你还留着{ $high }，它以后还可能吃到{ $worst }
claim-sheds-above-worst = 这一墩不用吃，还甩掉了一张以后可能吃到{ $worst }的牌
claim-keeps-high = 你还留着{ $high }，它以后可能吃墩
claim-first-trick = 第一墩谁都不能出分牌（除非手里只有分牌），所以现在出大牌不吃亏

## 提示的句子由这些零件组成。

hint-it = 它
hint-claims = { $first }，而且{ $second }
hint-with-card = 出{ $card }的话，{ $claim }
hint-with-card-first = 出{ $card }的话，{ $claim }
hint-choice-the = { $cards }
hint-choice-the-first = { $cards }
hint-choice-your = 你的{ $cards }
hint-choice-your-first = 你的{ $cards }
hint-choice-suit = { $suit }

## 提示、“为什么不……？”和复盘的话。

hint-do = { $verb ->
    [lead] 首出
    [discard] 垫
    [call] 指定
   *[play] 出
}{ $choice }：{ $why }。
hint-did-best = 把看不见的牌猜成各种分布打下来，它的结果最好
hint-yet-did-best = { $claim }，但把看不见的牌猜成各种分布打下来，还是它的结果最好
hint-did-best-though = 把看不见的牌猜成各种分布打下来，它的结果最好，不过{ $claim }
hint-nothing-apart = 明面上看不出它和{ $other }有什么区别，但把看不见的牌猜成各种分布打下来，它的结果最好
hint-as-good = { $other }差不多一样好。
hint-as-good-because = { $other }差不多一样好：{ $why }。
hint-as-good-though = { $other }差不多一样好，不过{ $why }。
hint-claim-sentence = { $claim }。
hint-verdict = { $subject }{ $verdict ->
    [better] 比{ $other }好
    [worse] 不如{ $other }
   *[as-good] 和{ $other }差不多一样好
}
hint-verdict-only = { $verdict }。
hint-verdict-because = { $verdict }：{ $why }。
hint-verdict-played-out-though = { $verdict }：差别要把看不见的牌猜成各种分布打下来才看得出，不过{ $claim }。
hint-verdict-played-out = { $verdict }；明面上看不出两者有什么区别，差别要把看不见的牌猜成各种分布打下来才看得出。
hint-of-choice = { $choice }：{ $why }。
hint-nothing = { "" }
hint-sentences = { $first }{ $next }
hint-random = 在合规的选择里随便挑一个
hint-nothing-to-decide = 没什么要决定的
hint-no-seat = 这张牌桌没有{ $number }号座位
hint-not-playable = 这盘游戏没法打：{ $why }
hint-weighing-pass = 正在拿你的传法跟它比……

## 一张一张地解释传牌：“Q♠：分最重的牌；K♠、A♠：可能被迫吃下Q♠”。

hint-pass-cards = { $first }、{ $next }
hint-pass-group = { $cards }：{ $why }
hint-pass-groups = { $first }；{ $next }
hint-pass-costs-points = 带分
hint-pass-costs-most = 罚分最多的牌
hint-pass-forced-to-take = 可能被迫吃下{ $worst }
hint-pass-leaves-void = 传掉就缺{ $suits }了
hint-pass-win-and-cost = 可能吃墩，本身又带分
hint-pass-could-win = 可能吃墩
hint-pass-helps-least = 留着用处最小

## “普通”和“简单”水平的提示：一句话，不带句号。

hint-line-only-card = 出{ $card }：你只有这一张能出
hint-line-duck = 出{ $card }忍让，让{ $under }吃这一墩
hint-line-duck-worst-out = 出{ $card }忍让，让{ $under }吃这一墩：{ $worst }还没出
hint-line-cancel = 出{ $card }，抵消另一张{ $other }：两张都赢不了这一墩
hint-line-dump = 垫{ $card }：分归吃墩的人
hint-line-shed-danger = 垫{ $card }：留着它，以后可能吃下带分的墩
hint-line-shed-suit = 垫{ $card }：这样你就缺{ $suits }了
hint-line-shed-free = 垫{ $card }：垫它不亏什么
hint-line-discard = 垫{ $card }
hint-line-win-clean = 用{ $card }吃下这一墩：里面没有分
hint-line-forced-high = 你能出的牌都会赢：就用{ $card }吃
hint-line-hope-overtaken = 出{ $card }：后面的人还可能出更大的
hint-line-bleed = 首出{ $card }，把{ $worst }拱出来：它不在你手里
hint-line-lead-low = 首出{ $card }：多半有人压得过它
hint-line-lead-may-be-beaten = 首出{ $card }：还可能有人压得过它
hint-line-lead-unbeatable = 首出{ $card }：没人压得过它
hint-line-stop-moon = 用{ $card }吃一分：到现在分全被一个人吃了，他可能要射月
hint-line-shoot-moon = 出{ $card }：分你都能吃下，可以射月
hint-line-follow-low = 跟小牌{ $card }
hint-line-spare-partner = 出{ $card }：这一墩目前是你的对家最大
hint-line-pledge = 承诺吧：你的红桃又少又小
hint-line-no-pledge = 别承诺：你有红桃可能吃墩
hint-line-call-suit = 指定{ $suits }：你的王赢不了，这一墩的分会落到别人头上
hint-line-moon-to-others = 给其他每人加上射月的分
hint-line-moon-off-mine = 从你自己的分数里减去射月的分
hint-line-choose-pass = { $direction ->
    [left] 向左传{ $cards }张
    [right] 向右传{ $cards }张
    [across] 传给对家{ $cards }张
    [hold] 不传牌
    [star] 给对面两人各传一张
    [scatter] 给其他每人各传一张
    [mixer] 每人拿{ $cards }张放到中间，洗匀重发
   *[seats-left] 传给左边第{ $seats }位{ $cards }张
}

## 话下面的数据（点“数据”展开）。

hint-decimal = { $sign ->
    [minus] −{ $number }
   *[plus] { $number }
}
hint-margin = { $verdict ->
    [better] 比{ $other }大约好{ $margin }分
    [worse] 比{ $other }大约差{ $margin }分
   *[as-good] 和{ $other }差不多一样好
}。
hint-margin-over-deals = 把看不见的牌猜了{ $deals }种分布打下来，{ $verdict ->
    [better] 比{ $other }大约好{ $margin }分
    [worse] 比{ $other }大约差{ $margin }分
   *[as-good] 和{ $other }差不多一样好
}。
hint-playouts-over-deals = 把看不见的牌猜了{ $deals }种分布打下来，{ $figures }。
hint-playouts = { $figures }。
hint-playouts-yours = 按你的打法，{ $figures }。
hint-figures-two = { $take }，{ $points }
hint-figures-three = { $take }，{ $points }，{ $third }
hint-figures-four = { $take }，{ $points }，{ $worst }，{ $moon }
hint-figure-take = 吃下这一墩的概率{ $percent }%
hint-figure-take-beside = 吃下这一墩的概率{ $percent }%（{ $choice }是{ $best }%）
hint-figure-take-beside-first = 吃下这一墩的概率{ $percent }%（{ $choice }是{ $best }%）
hint-figure-points = 这一墩平均吃{ $now }分，之后平均再吃{ $later }分
hint-figure-no-points = 这一墩不吃分，之后平均吃{ $later }分
hint-figure-points-beside = 这一墩平均吃{ $now }分，之后平均再吃{ $later }分（{ $best-now }和{ $best-later }）
hint-figure-worst = { $card }最后归你的概率{ $percent }%
hint-figure-worst-beside = { $card }最后归你的概率{ $percent }%（{ $best }%）
hint-figure-moon = 射月的概率{ $percent }%
hint-figure-moon-beside = 射月的概率{ $percent }%（{ $best }%）
