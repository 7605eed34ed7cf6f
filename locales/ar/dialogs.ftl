### النوافذ فوق الطاولة: النقاط، والقواعد، ولعبة جديدة، ولعبة الرابط، والإحصاءات، والإعدادات
### مع اختصارات لوحة المفاتيح.

## جدول النقاط بعد كل جولة

scores-caption = النقاط: { $ending }
scores-game-over = انتهت اللعبة
scores-sheet = جدول النقاط
scores-deal-title = نقاط الجولة { $number }
scores-you-shot-the-moon = اصطدتَ القمر!
scores-shot-the-moon = { $player } { $player ->
        [name-ada] اصطادت
        [name-cleo] اصطادت
        [name-edie] اصطادت
        [name-greta] اصطادت
        [name-iris] اصطادت
       *[other] اصطاد
    } القمر!
scores-title = النقاط
scores-this-deal = هذه الجولة
scores-deal = الجولة { $number }
scores-took-back = ، لُعبت مع تراجع
scores-place = المركز
scores-player = اللاعب
scores-took = المأخوذ
scores-total = المجموع
scores-tricks = { $n ->
        [0] لا أكلات
        [1] أكلة واحدة
        [2] أكلتان
        [few] { $n } أكلات
       *[other] { $n } أكلة
    }
scores-took-nothing = لا شيء · { $tricks }
scores-took-cards = { $cards } · { $tricks }
scores-moon = 🌙 { $score }
scores-take-back-note = ↶ لُعبت مع تراجع: قد يكشف التراجع الأوراق التي لُعبت بعد ورقتك.
scores-older-note = يعرض الجدول أحدث الجولات؛ أما الرسم البياني أدناه ففيه كل الجولات.
scores-step-through = استعرض الجولة خطوة خطوة
scores-next-hand = الجولة التالية
scores-choose-game = لعبة جديدة…
scores-deal-again = العب هذه الجولة مجددًا
scores-challenge = تحدَّ صديقًا
scores-challenge-back = ردّ التحدي
scores-challenge-copied = نُسخ الرابط. أرسله إلى صديق: يلعب بالأوراق نفسها ضد اللاعبين الآليين أنفسهم، ثم يرى نتيجتك بجانب نتيجته.
scores-challenge-to-copy = انسخ هذا الرابط وأرسله إلى صديق: يلعب بالأوراق نفسها ضد اللاعبين الآليين أنفسهم، ثم يرى نتيجتك بجانب نتيجته.
scores-back-to-game = العودة إلى لعبتي

## جولة تُلعب في مقابل نتيجة أخرى

versus-daily = جولة اليوم، { $date }
versus-friend = تحدٍّ من صديق
versus-friend-game = تحدٍّ من صديق: اللعبة كاملة
versus-again = هذه الجولة مجددًا
versus-you = أنت
versus-expert = الخبير مكانك
versus-working = يجري الحساب…
versus-your-friend = صديقك
versus-first-time = المرة الأولى
versus-better = { $points ->
        [1] تفوّقتَ بفارق نقطة واحدة.
        [2] تفوّقتَ بفارق نقطتين.
        [few] تفوّقتَ بفارق { $points } نقاط.
       *[other] تفوّقتَ بفارق { $points } نقطة.
    }
versus-worse = { $points ->
        [1] تأخّرتَ بفارق نقطة واحدة.
        [2] تأخّرتَ بفارق نقطتين.
        [few] تأخّرتَ بفارق { $points } نقاط.
       *[other] تأخّرتَ بفارق { $points } نقطة.
    }
versus-same = النتيجة نفسها.
versus-changed = عُدِّل رابط هذا التحدي: نتيجته لا تطابق أوراقه، لذلك تُلعب كأي جولة مشارَكة عادية.
versus-streak = { $days ->
        [1] يوم واحد على التوالي.
        [2] يومان على التوالي.
        [few] { $days } أيام على التوالي.
        [many] { $days } يومًا على التوالي.
       *[other] { $days } يوم على التوالي.
    }

## الرسم البياني لنقاط اللعبة

scores-chart-end = تنتهي اللعبة عند { $score }
scores-chart-end-note = تنتهي اللعبة عند { $score }، وهذا خارج مقياس الرسم.
scores-chart-label = { $deals ->
        [1] رسم بياني للنقاط بعد الجولة الأولى؛ والأرقام في الجدول
       *[other] رسم بياني للنقاط بعد كل جولة (عدد الجولات: { $deals })؛ والأرقام في الجدول
    }

## الإحصاءات

stats-title = الإحصاءات
stats-games = الألعاب المكتملة
stats-won = مرات الفوز
stats-deals = الجولات
stats-points-per-deal = النقاط في الجولة
stats-moons = اصطياد القمر
stats-best = أفضل نتيجة
stats-take-backs = { " " }({ $count } منها مع تراجع)
stats-nothing-yet = لم تُلعب أي جولة على هذا الجهاز بعد: تبدأ الإحصاءات مع جولتك الأولى.
stats-daily = جولة اليوم
stats-daily-played = أيام اللعب
stats-daily-streak = أيام متتالية
stats-daily-average = { $you } (الخبير { $expert })
stats-versus = الجولات المُعادة والتحديات
stats-note = محفوظة في هذا المتصفح فقط. تُحتسب الجولة حين تُسجَّل نقاطها، واللعبة حين تكتمل. النقاط هي نقاطك في كل جولة؛ و«أفضل نتيجة» هي أفضل نتيجة نهائية لك بحسب قاعدة كل لعبة. والتراجع هو زر «تراجع». وتُحتسب جولة اليوم والجولات المُعادة والتحديات على حدة.

## الإعدادات والاختصارات

settings-title = الإعدادات والاختصارات
settings-table = الطاولة
settings-speed = السرعة
settings-speed-label = سرعة اللعب
settings-theme = المظهر
settings-four-colour = ورق بأربعة ألوان (ديناري أزرق، سباتي أخضر)
settings-large-cards = أوراق كبيرة
settings-pause-after-trick = انتظر «الأكلة التالية» بعد كل أكلة
settings-auto-play = العب عني ورقتي المسموحة الوحيدة
settings-no-take-backs = بلا تراجع (لا زر «تراجع»)
settings-undo-note = التراجع بعد أكلة يكون قد كشف لك أوراق الآخرين: الجولة التي تتراجع فيها تُعلَّم في النقاط والإحصاءات.
settings-practice = أدوات للتدرّب
settings-card-tracker = تتبّع الأوراق: ما لُعب منها وما لم يُلعب بعد
settings-play-checker = اسألني قبل أن ألعب ورقة يراها الخبير أسوأ بوضوح
settings-sound = الصوت
settings-sounds = أصوات للأوراق والأكلات ولدورك
settings-volume = مستوى الصوت
settings-keys = اختصارات لوحة المفاتيح

## اختصارات لوحة المفاتيح

keys-move-keys = { $arrows }، { $home }، { $end }
keys-move = التنقل بين الأوراق التي يمكنك اختيارها
keys-either = { $first } أو { $second }
keys-choose = لعب الورقة، أو اختيارها للتمرير
keys-pass = تمرير الأوراق المختارة
keys-undo = التراجع عن آخر ورقة لعبتها
keys-hint = تلميح
keys-next-trick = الأكلة التالية، حين تنتظر الطاولة بعد كل أكلة
keys-scores = جدول النقاط
keys-statistics = الإحصاءات
keys-rules = طريقة اللعب
keys-new-game = لعبة جديدة
keys-settings = الإعدادات والاختصارات
keys-close = إغلاق النافذة

## نافذة «لعبة جديدة»

dialog-game = اللعبة
dialog-game-for = { $game } ({ $players })
dialog-game-for-range = { $game } ({ $min }–{ $max })
dialog-players = عدد اللاعبين
dialog-play-to = اللعب حتى
dialog-target-help = إن تركته فارغًا: حدّ اللعبة نفسها ({ $score })
dialog-variants = التنويعات
dialog-no-variants = لا تنويعات في { $game } مع { $players ->
        [1] لاعب واحد
        [2] لاعبَين
        [few] { $players } لاعبين
       *[other] { $players } لاعبًا
    }.
dialog-not-now = { $line }. غير متاح الآن: { $why }
dialog-rule-options = خيارات القواعد: يمكنك تغيير { $count }
dialog-rule-options-changed = خيارات القواعد: غُيِّر { $changed } من { $count }
dialog-opponents = الخصوم
dialog-levels-label = مستويات الخصوم
dialog-one-level = مستوى واحد للجميع
dialog-each-own = لكل مقعد مستواه
dialog-level-label = المستوى
dialog-end-game = هل تنهي اللعبة الجارية؟
dialog-end-game-detail = ستضيع أوراقها ونقاطها، واللعبة التي لا تكتمل لا تُحتسب في الإحصاءات.
dialog-keep-playing = تابع اللعب
dialog-end-and-start = أنهِها وابدأ
dialog-cancel = إلغاء
dialog-start = ابدأ

## نافذة رابط لعبة أخرى أثناء لعبة جارية

dialog-link-keep = أبقِ لعبتي
dialog-link-gives = يوزّع هذا الرابط لعبة جديدة: { $game } مع { $players ->
        [1] لاعب واحد
        [2] لاعبَين
        [few] { $players } لاعبين
       *[other] { $players } لاعبًا
    }.
dialog-link-gives-from = يوزّع هذا الرابط لعبة جديدة: { $game } مع { $players ->
        [1] لاعب واحد
        [2] لاعبَين
        [few] { $players } لاعبين
       *[other] { $players } لاعبًا
    }، بدءًا من الجولة { $deal }.
dialog-link-now = لعبتك الجارية ({ $game }) في الجولة { $deal }. بدء لعبة الرابط يُنهيها، واللعبة التي لا تكتمل لا تُحتسب في الإحصاءات.

## مظهر الإعدادات

settings-theme-system = حسب الجهاز
settings-theme-light = فاتح
settings-theme-dark = داكن

## Fair play: what the bots see, how the levels differ, how a deal can be dealt again

fair-play-title = اللعب النظيف
fair-play-intro = يلعب اللاعبون الآليون بالقواعد نفسها التي تلعب بها، ويرون ما تراه.
fair-play-sees-head = ما يراه اللاعب الآلي
fair-play-sees = الورق الذي في يده هو، وما يراه الجميع على الطاولة: الأوراق التي لُعبت، والأكلات التي أُخذت، والأنواع التي أظهر لاعبٌ أنه لم يعد معه منها شيء. ويعرف الأوراق التي مرّرها والتي تلقّاها، و{ -kitty } إن أخذه حيث تسمح القواعد لآخذه بأن ينظر فيه، كما تعرف أنت أوراقك. ولا يرى أبدًا أوراق لاعب آخر ولا الأوراق التي لم تظهر بعد.
fair-play-hint = كذلك لا يرى التلميح ولا المراجعة إلا ما يُرى من مقعدك: كلاهما يخمّن الأوراق المخفية كما يفعل أي لاعب.
fair-play-levels-head = ما الذي يغيّره المستوى
fair-play-levels = يغيّر مدى إتقان اللاعب الآلي للعب، ولا يغيّر أوراقه أبدًا. «مبتدئ» يلعب أي ورقة مسموحة؛ و«سهل» و«عادي» يتّبعان قواعد عملية يعتمدها اللاعبون؛ و«صعب» و«خبير» يوزّعان الأوراق المخفية بطرق كثيرة يمكن أن تكون عليها، ويلعبان كل توزيع حتى آخره.
fair-play-deal-head = كيف تُوزَّع الأوراق
fair-play-deal = كل لعبة تُوزَّع أوراقها انطلاقًا من رقم هو بذرتها. وإذا تطابقت اللعبة والبذرة ورقم الجولة كانت الأوراق هي نفسها دائمًا، أيًّا كان من يلعبها وبأي مستوى. «شارك هذه الجولة» (في القائمة) يُنشئ رابطًا يوزّع هذه الأوراق من جديد، في أي مكان.
fair-play-all-hands = بعد كل جولة، يعرض «اعرض أوراق جميع اللاعبين»، أسفل النقاط، الورق الذي كان في يد كل لاعب كما وُزّع، وما مرّره كل لاعب وإلى مَن.
fair-play-this-game = هذه اللعبة: { $game }، البذرة { $seed }، الجولة { $deal }.

## Every hand of the deal just played, as dealt, under the deal's scores (src/ui/dialogs.rs).

hands-show = اعرض أوراق جميع اللاعبين
hands-note = الورق الذي كان في يد كل لاعب كما وُزّع، قبل التمرير، وما مرّره كل لاعب.
hands-passed-to = مُرِّرت إلى { $player }
hands-passed-to-you = مُرِّرت إليك
hands-kitty = { -kitty }
