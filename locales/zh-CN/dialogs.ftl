### 牌桌上的对话框：计分、规则、新游戏、链接里的游戏、统计、设置与按键。

## 每局后的计分表

scores-caption = 计分：{ $ending }
scores-game-over = 游戏结束
scores-sheet = 计分表
scores-deal-title = 第{ $number }局得分
scores-you-shot-the-moon = 你射月了！
scores-shot-the-moon = { $player }射月了！
scores-title = 计分
scores-this-deal = 本局
scores-deal = 第{ $number }局
scores-took-back = ，有悔牌
scores-place = 名次
scores-player = 玩家
scores-took = 吃到
scores-total = 总分
scores-tricks = { $n }墩
scores-took-nothing = 无分 · { $tricks }
scores-took-cards = { $cards } · { $tricks }
scores-moon = 🌙 { $score }
scores-take-back-note = ↶ 有悔牌：悔牌可能让你看到在你之后出的牌。
scores-older-note = 表里只列出最近几局；下面的图表有每一局。
scores-step-through = 逐步复盘这一局
scores-next-hand = 下一局
scores-choose-game = 新游戏……
scores-deal-again = 重打这一局
scores-challenge = 挑战好友
scores-challenge-back = 回敬挑战
scores-challenge-copied = 链接已复制。发给好友吧：对方会拿同样的牌、对同样的电脑对手打这一局，打完就能和你的得分比一比。
scores-challenge-to-copy = 复制这个链接发给好友：对方会拿同样的牌、对同样的电脑对手打这一局，打完就能和你的得分比一比。
scores-back-to-game = 返回我的游戏

## 和另一个成绩比的一局：每日一局、好友的挑战、重打的一局

versus-daily = 每日一局（{ $date }）
versus-friend = 好友的挑战
versus-friend-game = 好友的挑战：整盘游戏
versus-again = 重打这一局
versus-you = 你
versus-expert = 专家坐你的位置
versus-working = 正在算……
versus-your-friend = 你的好友
versus-first-time = 第一次
versus-better = 你领先{ $points }分。
versus-worse = 你落后{ $points }分。
versus-same = 得分相同。
versus-changed = 这个挑战的链接被改过：得分和牌对不上，所以只当作普通的分享牌局来打。
versus-streak = 已连续{ $days }天。

## 计分表下面的分数图

scores-chart-end = { $score }分终局
scores-chart-end-note = 游戏在{ $score }分结束，超出了这张图的范围。
scores-chart-label = { $deals ->
        [1] 第一局后的分数图；具体数字见表格
       *[other] 共{ $deals }局、每局后的分数图；具体数字见表格
    }

## 这台设备上打完的游戏的统计

stats-title = 统计
stats-games = 打完的盘数
stats-won = 获胜
stats-deals = 局数
stats-points-per-deal = 每局平均分
stats-moons = 射月次数
stats-best = 最佳
stats-take-backs = （含悔牌{ $count }）
stats-nothing-yet = 这台设备上还没打过牌：统计从你的第一局开始。
stats-daily = 每日一局
stats-daily-played = 打过的天数
stats-daily-streak = 连续天数
stats-daily-average = { $you }（专家{ $expert }）
stats-versus = 重打的局和挑战
stats-note = 只保存在这个浏览器里。每局计完分就算一局，每盘打完才算一盘。“每局平均分”是你平均每局吃到的分；“最佳”是你最好的终局总分，按各个游戏自己的规则算。“有悔牌”指用过悔牌。每日一局、重打的局和挑战另外计算。

## 设置与按键

settings-title = 设置与按键
settings-table = 牌桌
settings-speed = 速度
settings-speed-label = 游戏速度
settings-theme = 主题
settings-four-colour = 四色牌（蓝方块、绿梅花）
settings-large-cards = 大号手牌
settings-pause-after-trick = 每墩打完后等我点“下一墩”
settings-auto-play = 只有一张牌能出时自动替我出
settings-no-take-backs = 不许悔牌
settings-undo-note = 一墩打完后再悔牌，你已经看过别人的牌了：用过悔牌的那一局会在计分和统计里标出来。
settings-practice = 练习辅助
settings-card-tracker = 记牌器：显示已出和未出的牌
settings-play-checker = 要出专家认为明显更差的牌时，先问一下
settings-sound = 声音
settings-sounds = 出牌、收墩和轮到你时的音效
settings-volume = 音量
settings-keys = 按键

## 键盘按键：一行按键，以及它们的作用。

keys-move-keys = { $arrows }、{ $home }、{ $end }
keys-move = 在能选的牌之间移动
keys-either = { $first }或{ $second }
keys-choose = 出这张牌，或选中它准备传出
keys-pass = 传出选中的牌
keys-undo = 悔牌（收回你刚出的牌）
keys-hint = 提示
keys-next-trick = 下一墩（每墩打完后等待时）
keys-scores = 计分表
keys-statistics = 统计
keys-rules = 玩法
keys-new-game = 新游戏
keys-settings = 设置与按键
keys-close = 关闭对话框

## 新游戏对话框

dialog-game = 游戏
dialog-game-for = { $game }（{ $players }人）
dialog-game-for-range = { $game }（{ $min }–{ $max }人）
dialog-players = 人数
dialog-play-to = 打到几分
dialog-target-help = 留空：用这个游戏的默认值（{ $score }）
dialog-variants = 变体
dialog-no-variants = { $players }人的{ $game }没有变体。
dialog-not-now = { $line }。现在不能选：{ $why }
dialog-rule-options = 规则选项：可改{ $count }项
dialog-rule-options-changed = 规则选项：已改{ $changed }/{ $count }项
dialog-opponents = 对手
dialog-levels-label = 对手水平
dialog-one-level = 统一水平
dialog-each-own = 每个座位各自设定
dialog-level-label = 水平
dialog-end-game = 结束正在进行的游戏？
dialog-end-game-detail = 这盘的牌和分数都会清掉，没打完的游戏不计入统计。
dialog-keep-playing = 继续玩
dialog-end-and-start = 结束并开始
dialog-cancel = 取消
dialog-start = 开始

## 游戏进行中打开另一盘游戏的链接时

dialog-link-keep = 保留我的游戏
dialog-link-gives = 这个链接会开一盘新游戏：{ $players }人{ $game }。
dialog-link-gives-from = 这个链接会开一盘新游戏：{ $players }人{ $game }，从第{ $deal }局开始。
dialog-link-now = 你的{ $game }正打到第{ $deal }局。开始链接里的游戏就会结束它，没打完的游戏不计入统计。

## 设置里的主题

settings-theme-system = 跟随系统
settings-theme-light = 浅色
settings-theme-dark = 深色

## Fair play: what the bots see, how the levels differ, how a deal can be dealt again

fair-play-title = 公平对局
fair-play-intro = 电脑对手和你按同样的规则出牌，看到的也和你一样多。
fair-play-sees-head = 电脑对手能看到什么
fair-play-sees = 它自己的{ -hand }，以及桌上人人都看得到的东西：出过的牌、吃走的{ -trick }、谁已经在哪门花色上露出了{ -void }。它知道自己传出和收到的牌；规则允许拿到{ -kitty }的人看{ -kitty }时，它也知道自己拿到的{ -kitty }——就像你知道你自己的一样。别人的{ -hand }和还没出现的牌，它永远看不到。
fair-play-hint = “提示”和复盘也一样，只看得到你这个座位能看到的：它们会像玩家一样去猜看不见的牌。
fair-play-levels-head = 水平改变什么
fair-play-levels = 水平改变的是电脑对手打得好不好，从不改变它的牌。“入门”在合规的牌里随便出；“简单”和“普通”按玩家常用的经验法则出牌；“困难”和“专家”把看不见的牌按可能的分布摆出许多种，每一种都打到底。
fair-play-deal-head = 牌是怎么发的
fair-play-deal = 每盘游戏的牌都是按一个数字发出的，这个数字就是它的随机种子。只要游戏、种子和第几局都相同，发出的牌就永远一样，不管谁来打、是什么水平。菜单里的“分享这一局”会生成一个链接，在任何地方都能把这些牌重新发一遍。
fair-play-all-hands = 每局结束后，计分下方的“显示所有人的{ -hand }”会列出每人刚发到的{ -hand }，以及谁把哪些牌传给了谁。
fair-play-this-game = 这盘游戏：{ $game }，种子{ $seed }，第{ $deal }局。

## Every hand of the deal just played, as dealt, under the deal's scores (src/ui/dialogs.rs).

hands-show = 显示所有人的{ -hand }
hands-note = 每人刚发到的{ -hand }（{ -pass }之前），以及每人传出了哪些牌。
hands-passed-to = 传给{ $player }
hands-passed-to-you = 传给你
hands-kitty = { -kitty }
