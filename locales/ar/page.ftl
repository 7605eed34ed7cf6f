### الصفحة حول الطاولة: الشريط فوقها، وقائمتها، وشاشة التحميل.

## الشريط فوق الطاولة

bar-deal = الجولة { $number }
bar-hearts-broken = ♥ مفتوحة
    .title = فُتحت الكبّة
bar-scores = النقاط
bar-menu = القائمة
bar-new-game = لعبة جديدة
menu-how-to-play = طريقة اللعب
menu-statistics = الإحصاءات
menu-fair-play = اللعب النظيف
menu-daily = جولة اليوم
menu-settings = الإعدادات والاختصارات
menu-share = شارك هذه الجولة
menu-download = نزّل هذه اللعبة
menu-load = افتح لعبة محفوظة…
menu-note = { " " }({ $note })

## أسماء اللاعبين: أنت، ثم الجهات عند أربعة لاعبين، وإلا فأسماء بترتيب المقاعد.

name-you = أنت
name-west = غرب
name-north = شمال
name-east = شرق
name-ada = أمل
name-basil = باسل
name-cleo = تالا
name-dev = ثامر
name-edie = جنى
name-felix = حسام
name-greta = دانة
name-hugo = رامي
name-iris = سلمى
name-jonah = طارق

## الطاولة: اللاعبون حولها، والأكلة في وسطها.

page-card = { $card }
page-seat-label = { $name } ({ $level }): النقاط { $standing }، { $points } في هذه الجولة، { $cards }{ $partner ->
        [yes] ، { $name ->
            [name-ada] شريكتك
            [name-cleo] شريكتك
            [name-edie] شريكتك
            [name-greta] شريكتك
            [name-iris] شريكتك
           *[other] شريكك
        }
       *[no] {""}
    }{ $dealer ->
        [yes] ، { $name ->
            [name-ada] الموزّعة
            [name-cleo] الموزّعة
            [name-edie] الموزّعة
            [name-greta] الموزّعة
            [name-iris] الموزّعة
           *[other] الموزّع
        }
       *[no] {""}
    }{ $pledged ->
        [yes] ، { $name ->
            [name-ada] تعهّدت بألا تأخذ أي كبّة
            [name-cleo] تعهّدت بألا تأخذ أي كبّة
            [name-edie] تعهّدت بألا تأخذ أي كبّة
            [name-greta] تعهّدت بألا تأخذ أي كبّة
            [name-iris] تعهّدت بألا تأخذ أي كبّة
           *[other] تعهّد بألا يأخذ أي كبّة
        }
       *[no] {""}
    }{ $kitty ->
        [yes] ، { $name ->
            [name-ada] أخذت الورق المتروك
            [name-cleo] أخذت الورق المتروك
            [name-edie] أخذت الورق المتروك
            [name-greta] أخذت الورق المتروك
            [name-iris] أخذت الورق المتروك
           *[other] أخذ الورق المتروك
        }
       *[no] {""}
    }{ $receiving ->
        [none] {""}
       *[other] ، { $receiving }
    }{ $turn ->
        [yes] ، { $name ->
            [name-ada] دورها في اللعب
            [name-cleo] دورها في اللعب
            [name-edie] دورها في اللعب
            [name-greta] دورها في اللعب
            [name-iris] دورها في اللعب
           *[other] دوره في اللعب
        }
       *[no] {""}
    }
page-gets-pass = وجهة تمريرك
page-gets-card = وجهة ورقتك { $ordinal }
page-dealer-mark = م
page-dealer-title = الموزّع
page-seat-score-title = نقاط اللعبة
page-seat-taken-title = النقاط المأخوذة في هذه الجولة
page-hearts-taken = ♥ { $points }
page-tag-partner = شريك
page-tag-partner-title = شريكك في اللعب
page-tag-pledged = تعهّد
page-tag-pledged-title = تعهّد بعدم أخذ أي كبّة
page-tag-kitty = المتروك
page-tag-kitty-title = أخذ الورق المتروك
page-backs-title = الأوراق في اليد
page-trick-label = الأوراق على الطاولة
page-played-label = { $player }: { $card }{ $cancelled ->
        [yes] ، ملغاة
       *[no] {""}
    }{ $winning ->
        [yes] ، رابحة حتى الآن
       *[no] {""}
    }
page-cancelled-mark = ملغاة
page-winning-mark = رابحة
page-cancelled-head = ملغاة:
page-cancelled-explained = لا يمكن لأيٍّ من الورقتين أن تربح هذه الأكلة، ومن يأخذها يأخذ نقاطهما رغم ذلك.
page-trick-points = { $points } في الأكلة
page-carried = مُرحَّلة: { $cards } لمن يربح الأكلة التالية
page-joker-called-you = بدأتَ بالجوكر وطلبتَ { $symbol } { $suit }
page-joker-called = { $player } { $player ->
        [name-ada] بدأت بالجوكر وطلبت
        [name-cleo] بدأت بالجوكر وطلبت
        [name-edie] بدأت بالجوكر وطلبت
        [name-greta] بدأت بالجوكر وطلبت
        [name-iris] بدأت بالجوكر وطلبت
       *[other] بدأ بالجوكر وطلب
    } { $symbol } { $suit }
page-joker-led-you = بدأتَ بالجوكر: { $rule }
page-joker-led = { $player } { $player ->
        [name-ada] بدأت
        [name-cleo] بدأت
        [name-edie] بدأت
        [name-greta] بدأت
        [name-iris] بدأت
       *[other] بدأ
    } بالجوكر: { $rule }
page-kitty-title = الورق المتروك: مقلوب، لمن يأخذ أكلة
page-kitty = المتروك { $count }
page-banner-you = { $kind ->
        [sun] ☀ اصطدتَ الشمس!
       *[moon] 🌙 اصطدتَ القمر!
    }
page-banner = { $kind ->
        [sun] ☀ { $player } { $player ->
            [name-ada] اصطادت
            [name-cleo] اصطادت
            [name-edie] اصطادت
            [name-greta] اصطادت
            [name-iris] اصطادت
           *[other] اصطاد
        } الشمس!
       *[moon] 🌙 { $player } { $player ->
            [name-ada] اصطادت
            [name-cleo] اصطادت
            [name-edie] اصطادت
            [name-greta] اصطادت
            [name-iris] اصطادت
           *[other] اصطاد
        } القمر!
    }
page-mini-cancelled-title = ملغاة: لم يكن بوسعها أن تربح، لكنها محسوبة
page-last-trick-title = الأكلة الأخيرة: { $taken }
page-last-trick-label = الأكلة الأخيرة، { $trick }

## مكانك أسفل الطاولة

page-you-dealt = ، الموزّع
page-your-score = نقاطك { $score }
page-points-this-deal = { $points } في هذه الجولة
page-undo-cost = التراجع يعيد آخر ورقة لعبتها. وبعد انتهاء أكلة يكون قد كشف لك أوراق الآخرين، لذلك تُعلَّم الجولة في النقاط والإحصاءات بأنها لُعبت مع تراجع.
page-undo = تراجع
page-undo-marks = يُعلِّم الجولة
page-claim = طالِب بالباقي ({ $points })
tracker-title = تتبّع الأوراق
tracker-played = لُعبت
tracker-out = لم تُلعب بعد
tracker-void = خلا منه
tracker-nobody = لا أحد
tracker-list = { $players }
tracker-jokers = الجوكر
tracker-counters = أوراق محسوبة لم تُلعب بعد:
tracker-no-counters = لُعبت كل الأوراق المحسوبة.
check-weighing = جارٍ وزن { $card }…
check-anyway = هل تلعب { $card } مع ذلك؟
check-play = العب { $card }
page-hint-button = تلميح
page-hint-thinking = يفكّر…
page-pass-button = { $count ->
        [1] مرّر ورقة واحدة { $direction }
        [2] مرّر ورقتين { $direction }
        [few] مرّر { $count } أوراق { $direction }
       *[other] مرّر { $count } ورقة { $direction }
    }
page-next-trick = الأكلة التالية
page-play-again = العب مجددًا
page-no-passing = بلا تمرير
page-choose-pass = مرّر { $count } { $direction }
page-pledge = أتعهّد
page-no-pledge = بلا تعهّد
page-call-suit = { $symbol } { $suit }
page-moon-choice = { $choice }: { $effect }
page-decision-label = قرارك
page-card-suggested = { $card }، مقترحة
page-pass-tab = للتمرير
page-hand-label = أوراقك

## النصيحة أسفل الطاولة: التلميح، ومراجعة الجولة قرارًا قرارًا.

page-hint-head = تلميح: { $action }.
page-figures = الأرقام
page-compare-label = قارن التلميح بخيار آخر
page-compare = قارن:
page-suit-symbol = { $symbol }
page-yours = خيارك
page-why-card = { $not ->
        [yes] لماذا ليس { $card }؟
       *[no] لماذا { $card }؟
    }
page-why-suit = { $not ->
        [yes] لماذا ليس { $suit }؟
       *[no] لماذا { $suit }؟
    }
page-why-hint-pass = لماذا تمرير التلميح؟
page-why-not-your-pass = لماذا ليس تمريرك؟
page-review-label = مراجعة الجولة { $number }
page-review-head = { $yours }. { $expert }.
page-review-why-differs = { $why } (ورقتك مرفوعة، وورقة الخبير مضاءة.)
page-review-why = { $why }
page-review-previous = السابق
page-review-step = { $at } من { $count }
page-review-next = التالي
page-review-back = العودة إلى النقاط

## الرسائل فوق الطاولة

page-share-copied = نُسخ رابط هذه الجولة: من يفتحه يحصل على { $words }.
page-share-to-copy = رابط هذه الجولة (انسخه من هنا): من يفتحه يحصل على { $words }.
page-share-link = رابط هذه الجولة:
page-close = إغلاق
page-worker-down = محرّك اللاعبين الآليين لا يستجيب: يلعب الخصوم بالمستوى العادي إلى حين.
page-download-old-save = نزّل الحفظ القديم
page-reload = أعد التحميل
page-ok = حسنًا
page-file-unreadable = تعذّرت قراءة { $file } ({ $error })
page-file-not-a-game = { $file }: { $why }

## لوحة العطل

page-crash-title = حدث خطأ ما
page-crash-text = واجهت مونشوت عطلًا فتوقفت. لعبتك محفوظة كما كانت قبله، و«متابعة» تستأنفها من هناك. انسخ تقرير العطل وأرسله إلينا لتساعدنا على إصلاحه.
page-crash-report = تقرير العطل
page-crash-copy = انسخ تقرير العطل
page-crash-copied = نُسخ
page-crash-continue = متابعة

## شارة صغيرة على ورقة وصلتك للتو في التمرير

hand-new = جديدة
