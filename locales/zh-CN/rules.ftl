### 每个游戏的规则文字（“玩法”里显示），以及规则下面的术语表。

## “玩法”对话框

rules-dialog-title = 玩法：{ $game }
rules-glossary = 术语
rules-cli-variants = 变体（--variant NAME）

## 规则各节的标题

rules-heading-deal = 发牌
rules-heading-passing = 传牌
rules-heading-play = 出牌
rules-heading-scoring = 计分
rules-heading-end = 终局
rules-heading-notes = 说明

## 发牌

rules-deal-players = { $players }人，{ $packs ->
    [1] 一副52张的牌
    [2] 两副52张的牌混在一起
    [3] 三副52张的牌混在一起
   *[other] { $packs }副52张的牌混在一起
}。
rules-deal-added-one = 另加：{ $first }。
rules-deal-added-two = 另加：{ $first }；{ $second }。
rules-deal-added-three = 另加：{ $first }；{ $second }；{ $third }。
rules-joker-zero-clubs = { $count ->
    [1] 一张王
    [2] 两张王
    [3] 三张王
   *[other] { $count }张王
}，当梅花0用（最小的梅花）
rules-joker-zero-diamonds = { $count ->
    [1] 一张王
    [2] 两张王
    [3] 三张王
   *[other] { $count }张王
}，当方块0用
rules-joker-plain = { $count ->
    [1] 一张
    [2] 两张
    [3] 三张
   *[other] { $count }张
}不属于任何花色的王，永远赢不了墩
rules-deal-removed = 拿掉{ $cards }，让牌正好平均发完。
rules-deal-hand = 每人{ $cards }张牌。
rules-deal-kitty = 剩下的{ $count }张牌扣着放作底牌，归{ $taker ->
    [first-heart] 第一个吃到带红桃的墩的人
   *[first-trick] 第一墩的赢家
}。
rules-deal-kitty-seen = 剩下的{ $count }张牌扣着放作底牌，归{ $taker ->
    [first-heart] 第一个吃到带红桃的墩的人
   *[first-trick] 第一墩的赢家
}，拿到的人可以看底牌。

## 传牌

rules-pass-none = 不传牌。
rules-pass-left = 每局开始前，每人向左传{ $cards }张牌。
rules-pass-right = 每局开始前，每人向右传{ $cards }张牌。
rules-pass-left-right = 每人传{ $cards }张牌，轮流向左、向右传。
rules-pass-left-right-across-hold = 每人传{ $cards }张牌：先向左，再向右，再传给对家，然后一局不传，如此循环。
rules-pass-left-right-hold = 每人传{ $cards }张牌：先向左，再向右，然后一局不传（人数为单数时没有对家，不传对家）。
rules-pass-scatter = 每人依次向左、向右、向对家传{ $cards }张牌；每到第四局，每人给其他每位玩家各传一张。
rules-pass-left-across-right = 每人传{ $cards }张牌：先向左，再传给对家，再向右，如此循环。
rules-pass-rotating = 每人传{ $cards }张牌：先传给左边第一位，再传给左边第二位，依次绕桌一圈，然后一局不传。
rules-pass-star = 每人传两张牌：给对面的两位玩家各一张。
rules-pass-mixer = 每人拿出{ $cards }张牌放到桌子中间；庄家把它们洗匀，再重新发下去。
rules-pass-dealers-choice = 每局开始前，由庄家决定传几张牌、往哪边传。
rules-pass-chosen-first = 先选好要传出的牌，才能看到别人传来的牌。
rules-pass-forbidden = 以下的牌不能传：{ $cards }。
rules-pass-pledge = 第一墩之前，每人可以承诺本局不吃红桃：做到了减{ $points }，做不到则另加{ $value }分。

## 出牌

rules-play-clockwise = 按顺时针方向出牌，依次轮到左边的人。
rules-play-anticlockwise = 按逆时针方向出牌，依次轮到右边的人。
rules-play-lowest-club-leads = 拿到{ $card }（最小的梅花）的人，第一墩首出这张牌。
rules-play-zero-of-clubs-leads = 拿到王（梅花0）的人，第一墩首出这张牌。
rules-play-eldest-hand-leads = 庄家{ $direction ->
    [anticlockwise] 右
   *[clockwise] 左
}边的人（按出牌方向的下一位）第一墩首出，出什么牌都行。
rules-play-pig-taker-leads = 第一局由拿到{ $two }的人首出；之后每局由上一局吃到猪（{ $queen }）的人首出。
rules-play-follow-suit = 有首出花色的牌就必须跟出；没有的话，出什么牌都行。首出花色中最大的牌吃下这一墩，吃墩的人首出下一墩。
rules-play-no-penalty-first-trick = 第一墩不能出分牌，除非手里只有分牌。
rules-play-hearts-not-led = 在有人出过红桃之前，不能首出红桃，除非首出的人手里只剩红桃。
rules-play-hearts-not-led-queen-breaks = 在有人出过红桃或{ $queen }之前，不能首出红桃，除非首出的人手里只剩红桃。
rules-play-hearts-and-queen-not-led = 在有人出过红桃之前，红桃和{ $queen }都不能首出，除非首出的人手里没有别的牌。
rules-play-hearts-and-queen-not-led-queen-breaks = 在有人出过红桃或{ $queen }之前，红桃和{ $queen }都不能首出，除非首出的人手里没有别的牌。
rules-play-penalty-hand-leads-hearts = 手里只剩红桃和其他分牌时，随时可以首出红桃。
rules-play-any-lead = 任何牌随时都可以首出。
rules-play-queen-first-chance = 拿着{ $queen }的人一有机会就必须出它：跟不出首出花色时，或者这一墩里已经有比它大的黑桃时。
rules-play-black-jack-first = 跟不出首出花色的人，必须先垫{ $jack }，才能垫别的牌。
rules-play-likha = 同时拿着两张“利哈”（{ $queen }和{ $ten }）的人，跟不出首出花色时必须出其中一张。
rules-play-cancel = 同一墩里相同的牌相互抵消：它们都赢不了这一墩，但分照算，吃墩的人照收它们的分。
rules-play-third-copy-stands = 一墩里出现三张相同的牌时，其中一对抵消，第三张照常有效。
rules-play-three-copies-cancel = 一墩里出现三张相同的牌时，三张全部抵消。
rules-play-two-pairs-cancel = 一墩里出现两对相互抵消的牌时，整墩抵消。
rules-play-cancelled-trick = 如果所有能赢的牌都被抵消，这一墩就被抵消：牌留在桌子中间，由同一个人再次首出，下一墩的赢家连这些牌一起收走。
rules-play-cancelled-last-trick-leader = 最后一墩被抵消时，归这一墩的首出者。
rules-play-cancelled-last-trick-pair = 最后一墩被抵消时，归两张最大的相同牌中后出那张的人。
rules-play-zero-of-clubs = 王就是梅花0：首出它，首出花色就是梅花；只有其他牌都被抵消或都不是首出花色时，它才能赢。
rules-play-later-wins = 两张相同的牌，后出的那张大。
rules-play-joker-any-time = 不属于任何花色的王随时都能出，即使能跟出首出花色也可以；它永远赢不了墩。
rules-play-joker-unable-to-follow = 不属于任何花色的王只有在跟不出首出花色时才能出；它永远赢不了墩。
rules-play-joker-lead-called = 王可以首出：出王的人接着指定要跟的花色。
rules-play-joker-lead-next-card = 王可以首出：下一张出的牌决定要跟的花色。
rules-play-joker-no-lead = 王不能首出。
rules-play-booster-nines = 一墩里每出一张9，这一墩就多加一圈。

## 计分

rules-score-each-heart = 每吃到一张红桃计{ $points }。
rules-score-card = { $card }计{ $points }。
rules-score-card-off = { $card }减{ $points }。
rules-score-gong-zhu-ten = 正分好，负分坏。{ $ten }（变压器）让吃到它的人分数翻倍；如果吃到它的人没吃到别的计分牌，它计+50分。
rules-score-gong-zhu-hearts = 吃到全部红桃的人，红桃改计+200分，猪（{ $queen }）改计+100分。
rules-score-complex = { $queen }计13i（虚数），{ $ten }让吃到它的人本局得分乘以2i。
rules-score-royal = { $heart }让吃到它的人的红桃分翻倍；同一人同时吃到{ $club }和{ $spade }时，{ $club }抵消{ $spade }。
rules-score-moon = 射月（{ $shooter ->
    [partnership] 一对搭档
   *[player] 一个人
}吃到{ $needs ->
    [bonus] 全部计分牌，包括奖励牌
   *[penalty] 全部分牌
}）：{ $effect }。
rules-score-no-moon = 没有射月：吃到多少分就算多少分。

## 射月的效果，接在“射月（……）：”后面。

rules-moon-add-to-others = 其他每人各加{ $value }分，射月者不得分
rules-moon-subtract = 射月者从自己的分数里减去{ $value }分，其他人不得分
rules-moon-shooter-chooses = 射月者二选一：其他每人各加{ $value }分，或者自己减{ $value }分
rules-moon-new-if-old-would-lose = 其他每人各加{ $value }分；但如果这样会让游戏结束而射月者输掉，就改为射月者自己减{ $value }分
rules-moon-old-play-on = 其他每人各加{ $value }分；有人射月的那一局不会让游戏结束
rules-moon-choice-after-score = 其他每人各加{ $value }分；一旦{ $who ->
    [anyone] 有人
   *[shooter] 射月者
}达到{ $score }分，射月者也可以改为自己减{ $value }分
rules-moon-nobody-scores = 这一局谁都不得分
rules-moon-penalty-to-shooter = 射月者自己被罚{ $value }分，其他人不得分

## 射日（吃到每一墩）

rules-score-sun = 射日（吃到{ $tricks ->
    [after-first] 第一墩之后的每一墩
   *[all] 每一墩
}）：{ $effect }。
rules-sun-clean-slate = 射日者的总分归零
rules-sun-punishment = 给射日者传牌的人加{ $value }分，其他每人各加{ $half }分
rules-sun-others = 其他每人各加{ $value }分
rules-sun-as-moon = 按射月计分，分值为{ $value }分
rules-score-moon-needs-sun = 吃到全部计分牌、但没有吃到每一墩的，照常计分。
rules-score-big-moon = 连续十局都吃到全部计分牌，就是“大射月”：射月者的分数归零，其他每人各加{ $points }分。
rules-score-no-win-on-moon = 有人射月或射日的那一局不会让游戏结束：至少还要再打一局。
rules-score-no-tricks = 一局里一墩都没吃到，减{ $points }。
rules-score-bonus-floor-deal = 奖励牌不能让一局的得分低于零。
rules-score-bonus-floor-game = 奖励牌不能让总分低于零。
rules-score-exact = 分数正好是{ $scores }时，{ $effect ->
    [fifty] 减去50分
   *[reset] 归零
}。
rules-score-or = { $first }或{ $rest }
rules-score-floor = 分数不会低于零。
rules-score-sweepstake = 筹码：每人开始有{ $start }个筹码，每吃到1分就往奖池里放一个；没吃到分的人平分奖池（分不尽的留在池里），要是人人都吃到了分，奖池就留到下一局。
rules-score-howell = 筹码：每人开始有{ $start }个筹码，每吃到1分付出{ $pay }个（给其他每人各一个），然后收回的筹码数是{ $collect }减去自己所得的分数。
rules-score-pool = 筹码：每人开始有{ $start }个筹码，每局开始前各下注{ $ante }个；没吃到红桃的人平分奖池；如果人人都吃到了红桃，或者一个人吃到了全部红桃，奖池留到下一局。
rules-score-lives = 每人有{ $lives }条命；一局吃到{ $threshold }分或更多，就丢一条命。
rules-score-partners-add = 对面坐的两人是搭档，分数加在一起。
rules-score-partners-apart = 对面坐的两人是搭档；分数各算各的。
rules-score-money = 结算时，比平均分高的人每高1分付{ $amount }，比平均分低的人每低1分收{ $amount }。

## 终局：游戏怎样结束，谁赢。这些句子也用作计分表的说明。

rules-end-gong-zhu = 有人达到−{ $target }分时游戏结束；分数最高的人获胜。
rules-end-complex = 第一个分数绝对值达到{ $target }的人输；分数绝对值最小的人赢。
rules-end-team-loses = 第一个达到{ $target }分的人所在的一方输（如果两方都有人在同一局达到，分数高的输；分数相同就再打一局决定）。
rules-end-team-scores = 一对搭档合计达到{ $target }分时游戏结束；分数低的一方获胜。
rules-end-reach = 有人达到{ $score }分的那一局打完，游戏结束；分数最低的人获胜，最低分相同就并列获胜。
rules-end-lives = 只剩一个人还有命时（或者最后一局打完后）游戏结束：最后还有命的人获胜；还有命的不止一人时，其中分数最低的获胜。
rules-end-pool = 有人赢走全部筹码，或者有人下不起注时，游戏结束；筹码最多的人获胜。
rules-end-counters = 有人筹码用完时游戏结束；筹码最多的人获胜。
rules-end-deals = 游戏最多打{ $deals }局。
rules-end-minutes = 过了{ $minutes }分钟，打完当前这一局，游戏就结束。
rules-end-queen-taker-deals = 吃到{ $queen }的人下一局做庄。

## 说明：这些规则依据的公开规则或本游戏自己的规定。

rules-note-hearts-deal = 三人玩时拿掉{ $diamond }，五人玩时拿掉{ $diamond }和{ $club }，和美国单车牌扑克附带的规则一样。六人玩时加两张王，每人九张牌。
rules-note-foster-deal = 福斯特的原话：三人玩拿掉{ $spade }，五人玩拿掉两张黑色的2，六人玩拿掉全部四张2。
rules-note-culbertson-deal = 本游戏规定：卡伯森规则要拿掉的2，按福斯特的顺序拿（{ $spade }、{ $club }、{ $diamond }、{ $heart }）。
rules-note-black-maria-spades = 黑桃的分值和向右传牌，是公开出版的标准规则（帕利特）。
rules-note-black-maria-deal = 三人玩拿掉{ $club }，五人玩拿掉{ $club }和{ $diamond }，六人玩拿掉全部四张2（帕利特）。
rules-note-royal = 本游戏规定：{ $diamond }计−10分；同一人同时吃到{ $club }和{ $spade }时，{ $club }抵消{ $spade }。
rules-note-hooligan = { $seven }计7分。有些牌桌还把一张K和一张10也算作分牌；这里不算。
rules-note-gong-zhu = 这个版本里，{ $ten }让吃到它的人分数翻倍，单独吃到则计+50分；吃到全部红桃时，红桃改计+200分，猪改计+100分；第一局由{ $two }首出，之后每局由上一局吃到猪的人首出。
rules-note-gong-zhu-exposing = 出牌前亮出{ $ace }、{ $queen }、{ $jack }或{ $ten }让它的分值翻倍（即“亮牌”，一种公开的可选规则），这里不玩。
rules-note-likha = 这个版本里，射月的37分只罚射月者一人；向右传三张牌；“利哈”规则只约束同时拿着两张利哈牌的人，只拿一张的不受约束。
rules-note-complex = 分数绝对值最小的人获胜（本游戏规定：资料里只说了谁输）。
rules-note-danger = 本游戏规定：最后还有命的人获胜，或者十局后分数最低的人获胜；同时丢掉最后一条命的人按分数排名次。
rules-note-cancellation-packs = 本游戏规定：用三副牌时，同样的牌不管出了几张，全部相互抵消；射月要吃到三副牌的全部分牌，分值是三副牌的总和。
rules-note-cancellation-passing = 传牌最多传手牌的四分之一；具体传几张，各家规矩不一样。
rules-note-cancellation-first-trick = 本游戏规定：第一墩沿用{ $game }的规则（不能出分牌，不能首出红桃）；第一墩被抵消的话，按这些规则重打。
rules-note-joker-hearts = 加两张王，再按莫尔黑德的顺序拿掉几张2，让牌正好发完。王不计分，也不能首出。
rules-note-small-hearts = 射月时其他每人各加14分，用{ $jack }选项时也一样。
rules-note-kitty = 本游戏规定：如果没有哪一墩里有红桃，底牌归最后一墩的赢家。
rules-note-joker-trick = 本游戏规定：一墩里全是王的话，这一墩归首出的人。
rules-note-joker-lead-heart = 本游戏规定：首出王之后，决定花色的那张牌要等红桃已破才能是红桃，就像首出红桃一样。
rules-note-sun-punishment = 本游戏规定：不传牌的那一局没有人给射日者传过牌，所以其他每人各加射日分值的一半。
rules-note-variant = 变体（{ $variant }）：{ $explanation }。
rules-note-no-misdeals = 这里不会出现发错牌、手牌张数不对、不按顺序出牌或该跟不跟的情况：牌总是平均发好，也只能出合规的牌。

### 术语表，在“玩法”的规则下面：红心类游戏在牌桌上常说的词。每条是词本身，.meaning 是它的意思。

glossary-trick = 墩
    .meaning = 每人按顺序各出一张牌；首出花色中最大的牌把这些牌全部吃下。
glossary-void = 缺门
    .meaning = 手里没有某个花色的牌：这时可以出任何牌，常常趁机垫分牌。
glossary-duck = 忍让
    .meaning = 出比这一墩目前最大的牌小的牌，故意不吃这一墩。
glossary-counter = 计分牌
    .meaning = 吃到就会计分的牌：红桃、黑桃Q，有些游戏里还有方块J或方块10（奖励牌）等。
glossary-moon = 射月
    .meaning = 一局里吃到全部分牌：射月者不计这些分，而是由对手们得分（或射月者减分）。
glossary-sun = 射日
    .meaning = 一局里吃到每一墩；规则里有射日的话，奖励比射月更大。
glossary-breaking-hearts = 破红桃
    .meaning = 一局里第一次出红桃；在大多数游戏里，这之前不能首出红桃。
glossary-bleeding-spades = 拱猪
    .meaning = 一再首出黑桃，把黑桃Q从拿着它的人手里逼出来。
glossary-aardvark = 土豚
    .meaning = 在用两副牌的{ -game-cancellation }里：首出黑桃Q，指望另一张黑桃Q也被打出来，两张相互抵消，26分全归吃下这一墩的人。
glossary-carry-over = 结转
    .meaning = 在{ -game-cancellation }里，一墩中能赢的牌全都相互抵消时，这墩牌留在桌子中间，归下一墩的赢家。
glossary-cancellation = 抵消
    .meaning = 用两副或三副牌时，同一墩里出的相同牌相互抵消：它们都赢不了这一墩，但分照算，吃墩的人照收它们的分。
glossary-kitty = 底牌
    .meaning = 牌不能平均发完时，剩下没发给任何人的牌；归第一墩的赢家（按规则也可能归别的墩的赢家）。
glossary-pledge = 承诺
    .meaning = 第一墩之前许下的承诺：本局不吃红桃，做到有奖，做不到受罚。

rules-summary = { $description }。
