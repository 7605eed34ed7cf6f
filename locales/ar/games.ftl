### قائمة الألعاب: أسماؤها وسطر عن كلٍّ منها، وتنويعاتها، وخيارات القواعد وقيمها، ومستويات
### اللاعبين الآليين، كما تعرضها نافذة «لعبة جديدة» والقواعد.

## الألعاب: اسم كل لعبة، وسطر عمّا يميّزها.

game-title-hearts = { -game-hearts }
game-description-hearts = الأصل: لكل ورقة كبّة نقطة، بلا بنت البستوني ولا تمرير
game-title-black-lady = { -game-black-lady }
game-description-black-lady = هارتس كما يعرفها أغلب الناس: الكبّة بنقطة، وبنت البستوني بـ13، واصطياد القمر، واللعب حتى 100
game-title-black-lady-morehead = { -game-black-lady } (مورهيد)
game-description-black-lady-morehead = قواعد مورهيد: تمرير ثلاث أوراق إلى اليسار، ويبدأ من على يسار الموزّع بأي ورقة
game-title-black-lady-foster = { -game-black-lady } (فوستر، 1909)
game-description-black-lady-foster = أقدم القواعد: تمرير ثلاث أوراق إلى اليسار، والنقاط تُدفع قطعًا إلى الصندوق
game-title-black-lady-culbertson = { -game-black-lady } (كولبرتسون، 1950)
game-description-black-lady-culbertson = قواعد كولبرتسون: من يأخذ كل الأوراق المحسوبة لا يُسجَّل له شيء
game-title-black-bess = { -game-black-bess }
game-description-black-bess = { -game-black-lady }، لكن بنت البستوني بـ15
game-title-omnibus = { -game-omnibus }
game-description-omnibus = عشرة الديناري (أو الولد) تخصم 10 نقاط؛ واصطياد القمر يتطلب الأوراق المحسوبة الخمس عشرة كلها
game-title-pink-lady = { -game-pink-lady }
game-description-pink-lady = بنت الكبّة أيضًا بـ13: في الجولة 38 نقطة
game-title-black-jack = { -game-black-jack }
game-description-black-jack = ولد البستوني بـ10 بدلًا من البنت
game-title-spot-hearts = { -game-spot-hearts }
game-description-spot-hearts = ورقة الكبّة بقيمتها (والصور بـ10)، وبنت البستوني بـ25: في الجولة 119 نقطة
game-title-pip-hearts = { -game-pip-hearts }
game-description-pip-hearts = ورقة الكبّة بقيمتها، من الولد بـ11 إلى الآس بـ14؛ وبنت البستوني بلا نقاط
game-title-graded-hearts = { -game-graded-hearts }
game-description-graded-hearts = كبار الكبّة أغلى: الولد 2، والبنت 3، والشايب 4، والآس 5
game-title-cancellation = { -game-cancellation }
game-description-cancellation = رزمتان لطاولة من 5 إلى 11 لاعبًا: الأوراق المتطابقة في أكلة واحدة يلغي بعضها بعضًا
game-title-cancellation-three-packs = { -game-cancellation } (ثلاث رزم)
game-description-cancellation-three-packs = أحد عشر لاعبًا، وثلاث رزم، وأربع عشرة ورقة لكل لاعب
game-title-rickety-kate = { -game-rickety-kate }
game-description-rickety-kate = { -game-black-lady } بلا اصطياد للقمر، كما تُلعب في أستراليا
game-title-black-maria = { -game-black-maria }
game-description-black-maria = اللعبة البريطانية: آس البستوني 7، والشايب 10، والبنت 13؛ والتمرير إلى اليمين
game-title-queens = { -game-queens }
game-description-queens = كل بنت بـ13؛ والبدء بالكبّة جائز في أي وقت؛ واللعب حتى 108
game-title-small-hearts = { -game-small-hearts }
game-description-small-hearts = رزمة من 28 ورقة: تُزال الأوراق من 2 إلى 7، ويبدأ من معه ثمانية السباتي، وبنت البستوني بـ7
game-title-danger-hearts = { -game-danger-hearts }
game-description-danger-hearts = عشر جولات وثلاثة أرواح: الجولة التي تأخذ فيها 15 نقطة أو أكثر تكلّفك روحًا
game-title-complex-hearts = { -game-complex-hearts }
game-description-complex-hearts = بنت البستوني بـ13i، وعشرة السباتي تضرب النقاط في 2i
game-title-royal-hearts = { -game-royal-hearts }
game-description-royal-hearts = بنت البستوني بـ26، وبنت الكبّة تضاعف نقاط الكبّة، وبنتان أخريان لهما دور خاص
game-title-hooligan-hearts = { -game-hooligan-hearts }
game-description-hooligan-hearts = { -game-black-lady }، وسبعة السباتي بـ7 نقاط إضافية
game-title-gong-zhu = { -game-gong-zhu }
game-description-gong-zhu = اللعبة الصينية: أوراق موجبة وأوراق سالبة، وعشرة السباتي تضاعف، واللعب حتى سالب 1000
game-title-likha = { -game-likha }
game-description-likha = شريكان ضد شريكين، واللعب عكس عقارب الساعة؛ وبنت البستوني وعشرة الديناري هما الليختان
game-title-partnership-hearts = { -game-partnership-hearts }
game-description-partnership-hearts = كل شريكين متقابلين يجمعان نقاطهما
game-title-joker-hearts = { -game-joker-hearts }
game-description-joker-hearts = جوكران: العب أحدهما متى شئت؛ لا يربح أبدًا ولا يُحسب له شيء
game-title-booster-nines = { -game-booster-nines }
game-description-booster-nines = كل تسعة تُلعب في أكلة تضيف إليها دورة أخرى

game-for-players = { $players ->
    [1] للاعب واحد
    [2] للاعبَين
    [few] لـ{ $players } لاعبين
   *[other] لـ{ $players } لاعبًا
}
game-for-players-range = من { $min } إلى { $max } { $max ->
    [few] لاعبين
   *[other] لاعبًا
}
game-group-classic = الألعاب الكلاسيكية
game-group-big = الطاولات الكبيرة: { -game-cancellation }
game-group-other = تنويعات أخرى

## التنويعات: مفاتيح تُضاف إلى اللعبة، مع سطر عمّا يفعله كلٌّ منها.

variant-title-strip-morehead = إزالة أوراق الاثنين (مورهيد)
variant-explanation-strip-morehead = توزيع متساوٍ بإزالة اثنين السباتي، ثم اثنين الديناري، ثم ثلاثة السباتي، ثم اثنين البستوني، بقدر الحاجة (مورهيد)
variant-title-strip-foster = إزالة أوراق الاثنين (فوستر)
variant-explanation-strip-foster = توزيع متساوٍ بإزالة اثنين البستوني، ثم اثنين السباتي، ثم اثنين الديناري، ثم اثنين الكبّة، بقدر الحاجة (فوستر)
variant-title-kitty = الورق المتروك
variant-explanation-kitty = تُوزَّع الأوراق كلها، وما يتبقى يذهب مقلوبًا إلى رابح الأكلة الأولى
variant-title-jokers = أوراق الجوكر
variant-explanation-jokers = يُضاف جوكر بلا نوع حتى يتساوى التوزيع (ثلاثة لخمسة لاعبين، واثنان لستة)
variant-title-kitty-first-heart = المتروك لأول كبّة
variant-explanation-kitty-first-heart = يذهب الورق المتروك إلى أول من يأخذ أكلة فيها ورقة كبّة
variant-title-kitty-seen = كشف الورق المتروك
variant-explanation-kitty-seen = من يأخذ الورق المتروك له أن ينظر فيه
variant-title-pink-lady = { -game-pink-lady }
variant-explanation-pink-lady = بنت الكبّة بـ13 بدلًا من نقطة واحدة
variant-title-omnibus = الشامل
variant-explanation-omnibus = عشرة الديناري تخصم 10 نقاط ممن يأخذها، واصطياد القمر يتطلبها مع أوراق العقوبة
variant-title-omnibus-jack = ولد الديناري
variant-explanation-omnibus-jack = ولد الديناري هو ورقة المكافأة (سالب 10) بدلًا من عشرة الديناري
variant-title-small-hearts-jack = ولد الديناري
variant-explanation-small-hearts-jack = ولد الديناري بـ5 نقاط أيضًا؛ ويبقى القمر بـ14، ويتطلب ولد الديناري
variant-title-black-jack-first = الولد الأسود أولًا
variant-explanation-black-jack-first = من لا يستطيع اللعب من النوع المطلوب ومعه ولد البستوني عليه أن يرميه
variant-title-left-right = يسار ويمين
variant-explanation-left-right = التمرير إلى اليسار ثم إلى اليمين، جولةً بعد جولة
variant-title-howell = تسوية هاول
variant-explanation-howell = تُسوّى كل جولة على طريقة هاول: عن كل نقطة تأخذها تدفع قطعًا بعدد اللاعبين ناقص واحد، ثم تحصّل النقاط التي لم تأخذها
variant-title-fifty-counters = خمسون قطعة
variant-explanation-fifty-counters = يبدأ كل لاعب بـ50 قطعة بدلًا من 100
variant-title-pool = الرهان والصندوق
variant-explanation-pool = يضع كل لاعب فيشة في الصندوق قبل كل جولة، ويتقاسم الصندوقَ من لم يأخذوا أي كبّة
variant-title-third-copy-stands = النسخة الثالثة قائمة
variant-explanation-third-copy-stands = مع ثلاث رزم تلغي الورقتان المتطابقتان إحداهما الأخرى، لكن النسخة الثالثة قد تربح
variant-title-two-pairs-cancel = زوجان يلغيان الأكلة
variant-explanation-two-pairs-cancel = إذا أُلغي زوجان في أكلة واحدة أُلغيت الأكلة كلها
variant-title-last-trick-to-pair = الأكلة الأخيرة لمن أكمل الزوج
variant-explanation-last-trick-to-pair = الأكلة الأخيرة إن أُلغيت تذهب إلى من لعب الثانية من أعلى ورقتين متطابقتين

## خيارات القواعد: كلٌّ منها مفتاح أو اختيار، مع سطر عمّا يفعله.

option-title-passing = التمرير
option-line-passing = إلى أين تذهب الأوراق قبل اللعب في كل جولة، بالتناوب
option-title-pass-cards = عدد الأوراق المُمرَّرة
option-line-pass-cards = كم ورقة يمرّر كل لاعب
option-title-moon = اصطياد القمر
option-line-moon = كيف يُحسب أخذ كل أوراق العقوبة
option-title-direction = اتجاه اللعب
option-line-direction = في أي اتجاه يدور الدور حول الطاولة
option-title-opening-lead = من يبدأ أولًا
option-line-opening-lead = من يبدأ الأكلة الأولى في كل جولة
option-title-no-points-first-trick = لا نقاط في الأكلة الأولى
option-line-no-points-first-trick = لا يجوز لعب أي ورقة عقوبة في الأكلة الأولى، إلا إذا لم يكن في اليد غيرها
option-title-hearts-broken = لا كبّة قبل فتحها
option-line-hearts-broken = لا يجوز البدء بالكبّة قبل أن تُلعب ورقة كبّة، إلا إذا لم يكن مع البادئ غيرها
option-title-queen-broken = بنت البستوني تنتظر أيضًا
option-line-queen-broken = ولا يجوز البدء ببنت البستوني قبل فتح الكبّة
option-title-queen-breaks-hearts = بنت البستوني تفتح الكبّة
option-line-queen-breaks-hearts = لعب بنت البستوني يفتح الكبّة أيضًا
option-title-penalty-hand-leads-hearts = يد العقوبة تبدأ بالكبّة
option-line-penalty-hand-leads-hearts = من ليس في يده إلا الكبّة وأوراق عقوبة أخرى يجوز له البدء بالكبّة قبل فتحها
option-title-queen-first-chance = بنت البستوني عند أول فرصة
option-line-queen-first-chance = على من معه بنت البستوني أن يلعبها حين يرمي من نوع آخر، أو تحت ورقة بستوني أعلى منها
option-title-pledge = التعهّد
option-line-pledge = قبل اللعب يجوز لكل لاعب أن يتعهّد بألا يأخذ أي كبّة: تُخصم منه 10 إن وفى، وتُضاف عليه 10 إن أخلّ
option-title-no-tricks-bonus = بلا أكلات: خصم 5
option-line-no-tricks-bonus = من لا يأخذ أي أكلة في الجولة تنقص نقاطه 5
option-title-floor-at-zero = لا نقاط تحت الصفر
option-line-floor-at-zero = لا تنزل المكافأة بالنقاط تحت الصفر أبدًا
option-title-joker-lead = البدء بالجوكر
option-line-joker-lead = هل يجوز البدء بالجوكر، ومن أي نوع يلعب الآخرون بعده
option-title-joker-any-time = الجوكر في أي وقت
option-line-joker-any-time = يجوز لعب الجوكر حتى لمن يستطيع اللعب من النوع المطلوب

## قيم خيارات القواعد

option-value-on = مفعّل
option-value-off = معطّل
option-value-pass-cards = { $cards }
option-value-passing-none = بلا تمرير
option-value-passing-left = دائمًا إلى اليسار
option-value-passing-right = دائمًا إلى اليمين
option-value-passing-left-right = يسار، يمين
option-value-passing-left-right-across-hold = يسار، يمين، مقابل، بلا تمرير
option-value-passing-left-right-across-scatter = يسار، يمين، مقابل، ورقة لكل لاعب
option-value-passing-left-across-right = يسار، مقابل، يمين
option-value-passing-rotating = مقعد أبعد في كل جولة، ثم بلا تمرير
option-value-passing-star = النجمة: ورقة لكلٍّ من اللاعبَين المقابلَين
option-value-passing-mixer = إلى الوسط، ثم تُخلط وتُوزَّع من جديد
option-value-passing-dealers-choice = يختار الموزّع
option-value-moon-none = بلا قمر
option-value-moon-old = القمر القديم: النقاط على الآخرين
option-value-moon-new = القمر الجديد: تُخصم من صائده
option-value-moon-choice = صائد القمر يختار القديم أو الجديد
option-value-moon-new-if-losing = القديم، أو الجديد إن كان القديم سيُخسره اللعبة
option-value-moon-old-play-on = القديم، ويستمر اللعب إن كان سيُخسره اللعبة
option-value-moon-nobody-scores = لا تُحسب الجولة على أحد
option-value-moon-penalty = يُعاقَب صائد القمر
option-value-moon-choice-after-score = القديم حتى حدٍّ من النقاط، ثم الاختيار
option-value-direction-clockwise = باتجاه عقارب الساعة (نحو اليسار)
option-value-direction-anticlockwise = عكس عقارب الساعة (نحو اليمين)
option-value-opening-lead-lowest-club = أصغر ورقة سباتي
option-value-opening-lead-eldest = من على يسار الموزّع، بأي ورقة
option-value-opening-lead-pig-taker = من أخذ بنت البستوني في الجولة السابقة
option-value-joker-lead-never = لا يجوز البدء بالجوكر
option-value-joker-lead-next-card = يجوز، والورقة التالية تحدّد النوع
option-value-joker-lead-called = يجوز، والبادئ يطلب النوع

## مستويات اللاعبين الآليين، في نافذة «لعبة جديدة» وبجانب كل خصم.

level-label-beginner = مبتدئ
level-description-beginner = يلعب أي ورقة مسموحة عشوائيًا
level-label-easy = سهل
level-description-easy = يتفادى الأكلة حين يستطيع، ويرمي أسوأ ورقة معه حين يخلو من النوع
level-label-normal = عادي
level-description-normal = لاعب متين: يمرّر جيدًا، ويتفادى الأكلات، ويتخلّص من النقاط، ويحذر من اصطياد القمر
level-label-hard = صعب
level-description-hard = يفكّر في ما هو آتٍ: يخمّن الأوراق المخفية مرات كثيرة ويلعب كل تخمين حتى آخره
level-label-expert = خبير
level-description-expert = يفكّر أطول وأعمق من «صعب»

## القمر القديم أو الجديد: ما يختاره صائد القمر حيث تسمح القواعد بذلك.

moon-old = القمر القديم
moon-new = القمر الجديد
moon-old-title = القمر القديم
moon-new-title = القمر الجديد
moon-old-effect = تُسجَّل { $value } على كلٍّ من الآخرين
moon-new-effect = تُخصم { $value } من نقاطك
