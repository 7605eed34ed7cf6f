### 游戏目录：各个游戏的名字和简介、变体、规则选项及其取值、电脑对手的水平。

## 游戏：名字，以及一句话说明它的特点。

game-title-hearts = { -game-hearts }
game-description-hearts = 最早的玩法：每张红桃1分，黑桃Q不计分，不传牌
game-title-black-lady = { -game-black-lady }
game-description-black-lady = 大多数人熟悉的红心大战：红桃每张1分，黑桃Q计13分，可以射月，打到100分
game-title-black-lady-morehead = { -game-black-lady }（莫尔黑德）
game-description-black-lady-morehead = 莫尔黑德的规则：向左传三张，庄家左边的人首出，出什么都行
game-title-black-lady-foster = { -game-black-lady }（福斯特，1909年）
game-description-black-lady-foster = 最早的成文规则：向左传三张，按分数往奖池里付筹码
game-title-black-lady-culbertson = { -game-black-lady }（卡伯森，1950年）
game-description-black-lady-culbertson = 卡伯森的规则：吃到全部分牌的人这一局什么分都不算
game-title-black-bess = { -game-black-bess }
game-description-black-bess = 黑桃Q计15分的{ -game-black-lady }
game-title-omnibus = { -game-omnibus }
game-description-omnibus = 方块10（或方块J）减10分；射月要把十五张计分牌全部吃到
game-title-pink-lady = { -game-pink-lady }
game-description-pink-lady = 红桃Q也计13分：一局共38分
game-title-black-jack = { -game-black-jack }
game-description-black-jack = 计10分的是黑桃J，不是黑桃Q
game-title-spot-hearts = { -game-spot-hearts }
game-description-spot-hearts = 红桃按牌点计分（人头牌10分），黑桃Q计25分：一局共119分
game-title-pip-hearts = { -game-pip-hearts }
game-description-pip-hearts = 红桃按大小计分，J是11分，一直到A是14分；黑桃Q不计分
game-title-graded-hearts = { -game-graded-hearts }
game-description-graded-hearts = 大红桃分更重：J计2分，Q计3分，K计4分，A计5分
game-title-cancellation = { -game-cancellation }
game-description-cancellation = 两副牌，5到11人玩：同一墩里相同的牌相互抵消
game-title-cancellation-three-packs = { -game-cancellation }（三副牌）
game-description-cancellation-three-packs = 十一人，三副牌，每人十四张
game-title-rickety-kate = { -game-rickety-kate }
game-description-rickety-kate = 澳大利亚的玩法：不能射月的{ -game-black-lady }
game-title-black-maria = { -game-black-maria }
game-description-black-maria = 英国的玩法：黑桃A计7分，K计10分，Q计13分；向右传牌
game-title-queens = { -game-queens }
game-description-queens = 每张Q都计13分；红桃随时可以首出；打到108分
game-title-small-hearts = { -game-small-hearts }
game-description-small-hearts = 一副28张的牌：拿掉2到7，梅花8首出，黑桃Q计7分
game-title-danger-hearts = { -game-danger-hearts }
game-description-danger-hearts = 十局，三条命：一局吃到15分或更多，就丢一条命
game-title-complex-hearts = { -game-complex-hearts }
game-description-complex-hearts = 黑桃Q计13i，梅花10让分数乘以2i
game-title-royal-hearts = { -game-royal-hearts }
game-description-royal-hearts = 黑桃Q计26分，红桃Q让红桃分翻倍，另有两张特殊的Q
game-title-hooligan-hearts = { -game-hooligan-hearts }
game-description-hooligan-hearts = 梅花7另计7分的{ -game-black-lady }
game-title-gong-zhu = { -game-gong-zhu }
game-description-gong-zhu = 中国的玩法：有加分牌也有减分牌，梅花10（变压器）翻倍，打到−1000分
game-title-likha = { -game-likha }
game-description-likha = 搭档对坐，逆时针出牌；黑桃Q和方块10是两张“利哈”
game-title-partnership-hearts = { -game-partnership-hearts }
game-description-partnership-hearts = 对面坐的两人是搭档，分数合在一起算
game-title-joker-hearts = { -game-joker-hearts }
game-description-joker-hearts = 加两张王：随时可以出，永远赢不了墩，也不计分
game-title-booster-nines = { -game-booster-nines }
game-description-booster-nines = 一墩里每出一张9，这一墩就多出一圈

game-for-players = { $players }人玩
game-for-players-range = { $min }到{ $max }人玩
game-group-classic = 经典玩法
game-group-big = 大桌：{ -game-cancellation }
game-group-other = 其他变体

## 变体：加在游戏上的开关，每个附一句说明。

variant-title-strip-morehead = 拿掉2（莫尔黑德）
variant-explanation-strip-morehead = 需要时依次拿掉2♣、2♦、3♣、2♠，让牌正好发完（莫尔黑德）
variant-title-strip-foster = 拿掉2（福斯特）
variant-explanation-strip-foster = 需要时依次拿掉2♠、2♣、2♦、2♥，让牌正好发完（福斯特）
variant-title-kitty = 底牌
variant-explanation-kitty = 所有的牌都发：多出来的几张扣着放，归第一墩的赢家
variant-title-jokers = 加王
variant-explanation-jokers = 加不属于任何花色的王，让牌正好发完（五人加三张，六人加两张）
variant-title-kitty-first-heart = 底牌跟着红桃走
variant-explanation-kitty-first-heart = 底牌归第一个吃到带红桃的墩的人
variant-title-kitty-seen = 可以看底牌
variant-explanation-kitty-seen = 拿到底牌的人可以看底牌
variant-title-pink-lady = { -game-pink-lady }
variant-explanation-pink-lady = Q♥计13分，而不是1分
variant-title-omnibus = { -game-omnibus }
variant-explanation-omnibus = 吃到10♦的人减10分；射月要连它带全部分牌一起吃到
variant-title-omnibus-jack = 方块J
variant-explanation-omnibus-jack = 减10分的奖励牌改为J♦，不是10♦
variant-title-small-hearts-jack = 方块J
variant-explanation-small-hearts-jack = J♦也计5分；射月仍算14分，而且必须吃到J♦
variant-title-black-jack-first = 先垫黑桃J
variant-explanation-black-jack-first = 跟不出首出花色、手里又有J♠的人，必须先把它垫掉
variant-title-left-right = 左右轮传
variant-explanation-left-right = 一局向左传，一局向右传，轮流进行
variant-title-howell = 豪厄尔结算
variant-explanation-howell = 每局按豪厄尔的办法结算：每吃到1分付出（人数−1）个筹码，再按自己没吃到的分数收回筹码
variant-title-fifty-counters = 五十个筹码
variant-explanation-fifty-counters = 每人开始时有50个筹码，而不是100个
variant-title-pool = 下注与奖池
variant-explanation-pool = 每局开始前人人下注一个筹码；没吃到红桃的人平分奖池
variant-title-third-copy-stands = 第三张照常有效
variant-explanation-third-copy-stands = 用三副牌时，两张相同的牌相互抵消，但第三张仍然可以赢
variant-title-two-pairs-cancel = 两对抵消整墩
variant-explanation-two-pairs-cancel = 一墩里有两对牌相互抵消时，整墩都被抵消
variant-title-last-trick-to-pair = 末墩归对牌
variant-explanation-last-trick-to-pair = 最后一墩被抵消时，归最大那对相同牌中后出那张的人

## 规则选项：开关或选择，每个附一句说明。

option-title-passing = 传牌
option-line-passing = 每局出牌前，牌依次往哪边传
option-title-pass-cards = 传牌张数
option-line-pass-cards = 每人传几张牌
option-title-moon = 射月
option-line-moon = 吃到全部分牌怎么计分
option-title-direction = 出牌方向
option-line-direction = 出牌顺序绕桌往哪边转
option-title-opening-lead = 第一墩首出
option-line-opening-lead = 每局第一墩由谁首出
option-title-no-points-first-trick = 第一墩不能出分
option-line-no-points-first-trick = 第一墩不能出分牌，除非手里只有分牌
option-title-hearts-broken = 红桃要先破
option-line-hearts-broken = 有人出过红桃之前不能首出红桃，除非首出的人手里只剩红桃
option-title-queen-broken = Q♠也要等
option-line-queen-broken = 红桃破之前，Q♠也不能首出
option-title-queen-breaks-hearts = Q♠也能破红桃
option-line-queen-breaks-hearts = 出了Q♠，红桃也算破了
option-title-penalty-hand-leads-hearts = 全是分牌时可首出红桃
option-line-penalty-hand-leads-hearts = 手里只剩红桃和其他分牌时，红桃没破也可以首出红桃
option-title-queen-first-chance = Q♠一有机会就得出
option-line-queen-first-chance = 拿着Q♠的人，垫牌时或者桌上已有更大的黑桃时，必须出Q♠
option-title-pledge = 承诺
option-line-pledge = 出牌前，每人可以承诺本局不吃红桃：做到减10分，做不到加10分
option-title-no-tricks-bonus = 一墩不吃减5分
option-line-no-tricks-bonus = 一局里一墩都没吃到的人，少计5分
option-title-floor-at-zero = 分数不低于零
option-line-floor-at-zero = 奖励牌不会让分数低于零
option-title-joker-lead = 首出王
option-line-joker-lead = 王能不能首出，首出后别人跟什么
option-title-joker-any-time = 王随时可出
option-line-joker-any-time = 能跟出首出花色的人也可以出王

## 规则选项的取值。

option-value-on = 开
option-value-off = 关
option-value-pass-cards = { $cards }
option-value-passing-none = 不传牌
option-value-passing-left = 总是向左
option-value-passing-right = 总是向右
option-value-passing-left-right = 左、右
option-value-passing-left-right-across-hold = 左、右、对家、不传
option-value-passing-left-right-across-scatter = 左、右、对家、每人一张
option-value-passing-left-across-right = 左、对家、右
option-value-passing-rotating = 每局往后多隔一个座位，然后不传
option-value-passing-star = 星形：对面每人一张
option-value-passing-mixer = 放到中间，洗匀重发
option-value-passing-dealers-choice = 庄家说了算
option-value-moon-none = 不算射月
option-value-moon-old = 老式：其他人加分
option-value-moon-new = 新式：射月者减分
option-value-moon-choice = 射月者选老式或新式
option-value-moon-new-if-losing = 老式，会让射月者输掉时改新式
option-value-moon-old-play-on = 老式，会让射月者输掉时接着打
option-value-moon-nobody-scores = 这一局谁都不得分
option-value-moon-penalty = 射月者受罚
option-value-moon-choice-after-score = 老式，到某个分数后可选
option-value-direction-clockwise = 顺时针（向左）
option-value-direction-anticlockwise = 逆时针（向右）
option-value-opening-lead-lowest-club = 最小的梅花
option-value-opening-lead-eldest = 庄家左边的人，出什么都行
option-value-opening-lead-pig-taker = 上一局吃到Q♠的人
option-value-joker-lead-never = 王不能首出
option-value-joker-lead-next-card = 能；下一张牌定花色
option-value-joker-lead-called = 能；首出的人指定花色

## 电脑对手的水平。

level-label-beginner = 入门
level-description-beginner = 在合规的牌里随便出一张
level-label-easy = 简单
level-description-easy = 能忍让就忍让，缺门时垫掉最要命的牌
level-label-normal = 普通
level-description-normal = 稳扎稳打：会传牌、会忍让、会垫分，还会防射月
level-label-hard = 困难
level-description-hard = 会往前算：把看不见的牌猜出许多种分布，逐一打下去看
level-label-expert = 专家
level-description-expert = 比“困难”想得更久、更深

## 老式还是新式：规则允许时，射月者的选择

moon-old = 老式射月
moon-new = 新式射月
moon-old-title = 老式射月
moon-new-title = 新式射月
moon-old-effect = 其他人各加{ $value }分
moon-new-effect = 你自己减{ $value }分
