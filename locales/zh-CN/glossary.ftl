### 术语表：游戏用语的简体中文说法，以 Fluent 术语（term）的形式供译者使用。
### 术语（-trick）只属于本语言；在消息中写作 { -trick }。中文名词无性无数，故不设 .gender、.plural。
###
### 风格（见 docs/translating.md）：
### 称呼：你（不用“您”）。(no source found; chosen) 游戏界面习惯用“你”；全游戏统一。
### 引号：“…”，内层‘…’；标点用全角（，。：；！？），数字与牌面用半角。
### 牌面索引：A K Q J（拉丁字母，中国的扑克牌就这样印；GLOSSARY.md：“Latin letters are the norm”）。见 locales/zh-CN/language.ftl。
### 拉丁字母：译文里除牌面索引（A K Q J）和 tests/words/zh-CN.txt 所列之外不应出现拉丁字母（测试会检查）。

## 墩与出牌

# trick. 来源：GLOSSARY.md（“墩 (一墩)”；gnome-hearts zh_CN）
-trick = 墩
# take a trick. 来源：GLOSSARY.md（“吃墩”、“收”）
-take-trick = 吃墩
# to lead. 来源：GLOSSARY.md（“首出 / 先手 / 领出”）
-lead = 首出
# the lead. 来源：同 -lead（“领出”）
-the-lead = 首出
# led suit. 来源：GLOSSARY.md（“首出花色”）
-led-suit = 首出花色
# follow suit. 来源：GLOSSARY.md（“跟牌, 跟花色”）
-follow-suit = 跟出同花色
# void. (no source found; chosen) — 桥牌说法“缺门”；GLOSSARY.md 的来源写作“没有首出花色”
-void = 缺门
# void, as a noun. 同上
-void-noun = 缺门
# discard. 来源：GLOSSARY.md（“垫牌”，gnome-hearts zh_CN）
-discard = 垫牌
# duck (play low, let the trick go). (no source found; chosen) — 桥牌说法“忍让”
-duck = 忍让

## 射月与射日

# shoot the moon. 来源：GLOSSARY.md（“射月; 全收”）
-shoot-the-moon = 射月
# the moon, as a noun. 来源：同上
-the-moon = 射月
# shoot the sun (take every trick). (no source found; chosen) — 与“射月”相配，取“后羿射日”
-shoot-the-sun = 射日
# the sun, as a noun. (no source found; chosen)
-the-sun = 射日

## 抵消（Cancellation Hearts）

# cancel (identical cards cancel each other out). (no source found; chosen)
-cancel = 相互抵消
# cancelled. (no source found; chosen)
-cancelled = 已抵消
# carry-over (points of a cancelled trick go to the next trick). (no source found; chosen)
-carry-over = 结转
## 注意：拱猪的双副牌规则（相同的牌后出者小）不是抵消（GLOSSARY.md）。

## 特殊牌与罚分

# the Q♠. 来源：GLOSSARY.md（“黑桃Q; nickname 猪”）
-queen-of-spades = 黑桃Q
# "the Black Lady" (nickname of the Q♠). 来源：GLOSSARY.md（拱猪里叫“猪”）；此处用于红心类游戏 (no source found; chosen)
-the-black-lady = 黑桃皇后
# jack of diamonds (bonus). 来源：GLOSSARY.md（拱猪：“羊 = J♦”）
-jack-of-diamonds = 方块J
# hearts broken. 来源：GLOSSARY.md（gnome zh_CN 无名词：“没有出过红桃时，不能用红桃领圈”）；(chosen)
-hearts-broken = 红桃已破
# penalty cards. 来源：GLOSSARY.md（“分牌”）
-penalty-cards = 分牌
# penalty points. 来源：GLOSSARY.md（“罚分”）
-penalty-points = 罚分
# counter. 来源：同 -penalty-cards
-counter = 分牌

## 传牌

# pass. 来源：GLOSSARY.md（“传牌”）
-pass = 传牌
# pass left. 来源：GLOSSARY.md（“向左传”）
-pass-left = 向左传
# pass right. 来源：GLOSSARY.md（“向右传”）
-pass-right = 向右传
# pass across. 来源：GLOSSARY.md（“传给对家”）
-pass-across = 传给对家
# hold (no pass). 来源：GLOSSARY.md（“不传”）
-pass-hold = 不传

## 发牌、手牌、局、分数

# deal (verb). 来源：GLOSSARY.md（“发牌”）
-deal-cards = 发牌
# deal, as a round. 来源：GLOSSARY.md（“局”）
-deal = 局
# dealer. 来源：GLOSSARY.md（“庄家”, unconfirmed for Hearts）；(chosen)
-dealer = 发牌人
# hand. 来源：GLOSSARY.md（“手牌”）
-hand = 手牌
# score. 来源：GLOSSARY.md（“分, 分数”）
-score = 分数
# target score. (no source found; chosen)
-target-score = 目标分数
# point. 来源：GLOSSARY.md
-point = 分
# pack. (no source found; chosen)
-pack = 副牌
# partner. 来源：GLOSSARY.md（“对家”）
-partner = 对家
# kitty (cards set aside, won with the first trick). (no source found; chosen) — “底牌”，斗地主等游戏里放在一边的牌
-kitty = 底牌
# joker. (no source found; chosen) — 大小王统称“王”
-joker = 王

## 花色与点数

# suit. 来源：GLOSSARY.md（“花色”）
-suit = 花色
# clubs. 来源：GLOSSARY.md（“梅花 (草花)”）
-suit-clubs = 梅花
# diamonds. 来源：GLOSSARY.md（“方块 (方片)”）
-suit-diamonds = 方块
# spades. 来源：GLOSSARY.md
-suit-spades = 黑桃
# hearts. 来源：GLOSSARY.md（“红桃 (红心)”）
-suit-hearts = 红桃
# two. 来源：GLOSSARY.md（“A, K, Q, J, 10”：点数用数字和字母）
-rank-two = 2
# three. 来源：同 -rank-two
-rank-three = 3
# four. 来源：同 -rank-two
-rank-four = 4
# five. 来源：同 -rank-two
-rank-five = 5
# six. 来源：同 -rank-two
-rank-six = 6
# seven. 来源：同 -rank-two
-rank-seven = 7
# eight. 来源：同 -rank-two
-rank-eight = 8
# nine. 来源：同 -rank-two
-rank-nine = 9
# ten. 来源：同 -rank-two
-rank-ten = 10
# jack. 来源：同 -rank-two
-rank-jack = J
# queen. 来源：同 -rank-two
-rank-queen = Q
# king. 来源：同 -rank-two
-rank-king = K
# ace. 来源：同 -rank-two
-rank-ace = A

## 游戏名。变体写作“黑桃皇后（Morehead 规则）”时，人名可保留原文，须列入 tests/words/zh-CN.txt。

# Hearts. 来源：GLOSSARY.md（“红心大战 (Windows name)”）
-game-hearts = 红心大战
# Black Lady. (no source found; chosen)
-game-black-lady = 黑桃皇后
# Black Bess. (no source found; chosen)
-game-black-bess = 黑贝丝
# Omnibus Hearts. (no source found; chosen)
-game-omnibus = 综合红心
# Pink Lady. (no source found; chosen)
-game-pink-lady = 粉红皇后
# Black Jack. (no source found; chosen)
-game-black-jack = 黑桃J
# Spot Hearts. (no source found; chosen)
-game-spot-hearts = 点数红心
# Pip Hearts. (no source found; chosen)
-game-pip-hearts = 牌点红心
# Graded Hearts. (no source found; chosen)
-game-graded-hearts = 分级红心
# Cancellation Hearts. (no source found; chosen)
-game-cancellation = 抵消红心
# Rickety Kate. (no source found; chosen)
-game-rickety-kate = 摇摆凯特
# Black Maria. (no source found; chosen)
-game-black-maria = 黑玛丽亚
# Queens. (no source found; chosen)
-game-queens = 皇后
# Small Hearts. (no source found; chosen)
-game-small-hearts = 小红心
# Danger Hearts. (no source found; chosen)
-game-danger-hearts = 危险红心
# Complex Hearts. (no source found; chosen)
-game-complex-hearts = 复数红心
# Royal Hearts. (no source found; chosen)
-game-royal-hearts = 皇家红心
# Hooligan Hearts. (no source found; chosen)
-game-hooligan-hearts = 流氓红心
# Gong Zhu. 来源：GLOSSARY.md（“拱猪”）
-game-gong-zhu = 拱猪
# Likha (ليخة). (no source found; chosen)
-game-likha = 利哈
# Partnership Hearts. (no source found; chosen)
-game-partnership-hearts = 搭档红心
# Joker Hearts. (no source found; chosen)
-game-joker-hearts = 王牌红心
# Booster Nines. (no source found; chosen)
-game-booster-nines = 加圈九
