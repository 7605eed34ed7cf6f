### 牌桌周围的页面：上方的栏、菜单、载入画面。

## 牌桌上方的栏

bar-deal = 第{ $number }局
bar-hearts-broken = ♥已破
    .title = 红桃已破
bar-scores = 计分
bar-menu = 菜单
bar-new-game = 新游戏
menu-how-to-play = 玩法
menu-statistics = 统计
menu-fair-play = 公平对局
menu-daily = 每日一局
menu-settings = 设置与按键
menu-share = 分享这一局
menu-download = 下载这盘游戏
menu-load = 打开存档……
menu-note = （{ $note }）

## 玩家的名字：你自己，四人时是西家、北家、东家，其他人数时用名字（按座位顺序）。

name-you = 你
name-west = 西家
name-north = 北家
name-east = 东家
name-ada = 安琪
name-basil = 博文
name-cleo = 春燕
name-dev = 大伟
name-edie = 尔雅
name-felix = 飞宇
name-greta = 桂芳
name-hugo = 浩然
name-iris = 佳怡
name-jonah = 俊杰

## 桌面：其他玩家，中间的一墩。

page-card = { $card }
page-seat-label = { $name }（{ $level }）：总分{ $standing }，本局{ $points }，手上{ $cards }{ $partner ->
        [yes] ，你的对家
       *[no] {""}
    }{ $dealer ->
        [yes] ，庄家
       *[no] {""}
    }{ $pledged ->
        [yes] ，已承诺不吃红桃
       *[no] {""}
    }{ $kitty ->
        [yes] ，拿了底牌
       *[no] {""}
    }{ $receiving ->
        [none] {""}
       *[other] ，{ $receiving }
    }{ $turn ->
        [yes] ，轮到出牌
       *[no] {""}
    }
page-gets-pass = 收你传的牌
page-gets-card = 收你传的第{ $ordinal }张
page-dealer-mark = 庄
page-dealer-title = 庄家
page-seat-score-title = 总分
page-seat-taken-title = 本局吃到的分
page-hearts-taken = ♥ { $points }
page-tag-partner = 对家
page-tag-partner-title = 你的对家
page-tag-pledged = 已承诺
page-tag-pledged-title = 已承诺本局不吃红桃
page-tag-kitty = 底牌
page-tag-kitty-title = 拿了底牌
page-backs-title = 手牌张数
page-trick-label = 桌上的牌
page-played-label = { $player }：{ $card }{ $cancelled ->
        [yes] ，已抵消
       *[no] {""}
    }{ $winning ->
        [yes] ，目前最大
       *[no] {""}
    }
page-cancelled-mark = 抵消
page-winning-mark = 最大
page-cancelled-head = 抵消：
page-cancelled-explained = 这两张牌都赢不了这一墩；吃墩的人照样收下它们的分。
page-trick-points = 本墩已有{ $points }
page-carried = 结转：{ $cards }，归下一墩的赢家
page-joker-called-you = 你首出王，指定了{ $symbol }{ $suit }
page-joker-called = { $player }首出王，指定了{ $symbol }{ $suit }
page-joker-led-you = 你首出王：{ $rule }
page-joker-led = { $player }首出王：{ $rule }
page-kitty-title = 底牌：扣着，归吃墩的人
page-kitty = 底牌{ $count }张
page-banner-you = { $kind ->
        [sun] ☀ 你射日了！
       *[moon] 🌙 你射月了！
    }
page-banner = { $kind ->
        [sun] ☀ { $player }射日了！
       *[moon] 🌙 { $player }射月了！
    }
page-mini-cancelled-title = 已抵消：赢不了墩，分照算
page-last-trick-title = 上一墩：{ $taken }
page-last-trick-label = 上一墩，{ $trick }

## 你在牌桌下方的位置

page-you-dealt = ，庄家
page-your-score = 你的总分{ $score }
page-points-this-deal = 本局{ $points }
page-undo-cost = 悔牌会收回你刚出的那张牌。一墩打完后你已经看到了别人的牌，所以这一局会在计分和统计里标为“有悔牌”。
page-undo = 悔牌
page-undo-marks = 本局会被标记
page-claim = 摊牌结束本局（{ $points }）
tracker-title = 记牌器
tracker-played = 已出
tracker-out = 未出
tracker-void = 已缺门
tracker-nobody = 无人
tracker-list = { $players }
tracker-jokers = 王
tracker-counters = 还没出的计分牌：
tracker-no-counters = 计分牌已全部出完。
check-weighing = 正在评估{ $card }……
check-anyway = 还是要出{ $card }吗？
check-play = 出{ $card }
page-hint-button = 提示
page-hint-thinking = 思考中……
page-pass-button = 传出这{ $count }张牌
page-next-trick = 下一墩
page-play-again = 再来一盘
page-no-passing = 不传牌
page-choose-pass = { $direction }{ $count }张
page-pledge = 承诺不吃红桃
page-no-pledge = 不承诺
page-call-suit = { $symbol }{ $suit }
page-moon-choice = { $choice }：{ $effect }
page-decision-label = 你的决定
page-card-suggested = { $card }，建议出这张
page-pass-tab = 传
page-hand-label = 你的手牌

## 牌桌下方的建议：提示，以及逐步复盘。

page-hint-head = 提示：{ $action }。
page-figures = 数据
page-compare-label = 把提示和别的选择比一比
page-compare = 比较：
page-suit-symbol = { $symbol }
page-yours = 你的
page-why-card = { $not ->
        [yes] 为什么不选{ $card }？
       *[no] 为什么选{ $card }？
    }
page-why-suit = { $not ->
        [yes] 为什么不指定{ $suit }？
       *[no] 为什么指定{ $suit }？
    }
page-why-hint-pass = 提示为什么这样传？
page-why-not-your-pass = 为什么不照你的传法？
page-review-label = 第{ $number }局复盘
page-review-head = { $yours }。{ $expert }。
page-review-why-differs = { $why }（抬起的是你的牌，高亮的是专家的牌。）
page-review-why = { $why }
page-review-previous = 上一步
page-review-step = { $at } / { $count }
page-review-next = 下一步
page-review-back = 返回计分

## 牌桌上方的通知

page-share-copied = 本局链接已复制：打开它的人会得到{ $words }。
page-share-to-copy = 本局链接（请从这里复制）：打开它的人会得到{ $words }。
page-share-link = 本局链接：
page-close = 关闭
page-worker-down = 电脑对手的后台程序没有响应：对手暂时按“普通”水平出牌。
page-download-old-save = 下载旧存档
page-reload = 重新载入
page-ok = 知道了
page-file-unreadable = 无法读取{ $file }（{ $error }）
page-file-not-a-game = { $file }：{ $why }

## 游戏出错时的面板

page-crash-title = 出错了
page-crash-text = 《射月》遇到了程序错误，停了下来。你的游戏已按出错前的样子保存：点“继续”就能从那里接着玩。把错误报告复制下来发给我们，能帮我们修好它。
page-crash-report = 错误报告
page-crash-copy = 复制错误报告
page-crash-copied = 已复制
page-crash-continue = 继续

# 刚收到的传牌上的小标签，出牌前一直显示。
hand-new = 新
