### 语言本身，以及牌在这种语言里的写法。

language-name = 中文（简体）
language-direction = ltr
language-digits = plain

# 句子里的一张牌：“Q♠”。
card-short = { $index }{ $suit }
index-jack = J
index-queen = Q
index-king = K
index-ace = A

## 牌的全称（读屏软件和规则里用）：“黑桃Q”。

card-name = { $suit }{ $rank }
card-name-zero = { $suit }0（王）
card-name-joker = 王
rank-two = 2
rank-three = 3
rank-four = 4
rank-five = 5
rank-six = 6
rank-seven = 7
rank-eight = 8
rank-nine = 9
rank-ten = 10
rank-jack = J
rank-queen = Q
rank-king = K
rank-ace = A
suit-name-clubs = 梅花
suit-name-diamonds = 方块
suit-name-spades = 黑桃
suit-name-hearts = 红桃

## 句子里的花色（中文不分单复数）。

suit-clubs = 梅花
suit-diamonds = 方块
suit-spades = 黑桃
suit-hearts = 红桃

## 整个游戏用到的计数。

count-points = { $n }分
count-cards = { $n }张牌

## 选择语言

brand = 射月
page-title = 射月 · 红心大战
settings-language = 语言
settings-language-browser = 跟随浏览器
settings-english-indices = 牌面字母用英文（A K Q J）
language-unknown = 网址里指定的语言“{ $code }”，《射月》还不支持。可选的语言有：{ $languages }。
language-not-loaded = { $language }的文字没能载入（{ $why }），游戏暂时显示英文。

## 安装的应用和载入画面

manifest-short-name = 射月
manifest-description = { -game-hearts }、{ -game-black-lady }以及整个红心家族的牌戏，和电脑对战，联网、离线都能玩。
splash-status = 正在洗牌……

# 无分值的王牌面上的字（印得很小）。
card-face-joker = 王
