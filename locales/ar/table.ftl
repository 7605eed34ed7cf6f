### ما تقوله الطاولة: السطر تحت اليد الذي يقول لك ما تفعل، وما يُقال لقارئ الشاشة مع كل ورقة
### تُلعب (ويظهر في سطر الحالة)، والكلمات بجانب الأكلة المنتهية، ونهاية اللعبة، وخلاصة المراجعة،
### والتنبيهات عن رابط أو لعبة محفوظة أو ملف تعذّر استعماله.

## جُمل متتالية

table-sentences = { $first }. { $second }
table-sentences-stopped = { $first } { $second }
table-series = { $before }، { $next }
table-cards-row = { $before } { $card }
table-card = { $card }

## وجهة التمرير داخل الجمل

table-direction-hold = بلا تمرير
table-direction-left = إلى اليسار
table-direction-right = إلى اليمين
table-direction-across = إلى المقابل
table-direction-seats = { $seats ->
    [2] إلى اللاعب الثاني على اليسار
    [3] إلى اللاعب الثالث على اليسار
    [4] إلى اللاعب الرابع على اليسار
    [5] إلى اللاعب الخامس على اليسار
    [6] إلى اللاعب السادس على اليسار
    [7] إلى اللاعب السابع على اليسار
    [8] إلى اللاعب الثامن على اليسار
    [9] إلى اللاعب التاسع على اليسار
    [10] إلى اللاعب العاشر على اليسار
   *[other] إلى اللاعب رقم { $seats } على اليسار
}
table-direction-star = ورقة لكلٍّ من اللاعبَين المقابلَين
table-direction-scatter = ورقة لكل لاعب آخر
table-direction-mixer = إلى الوسط، لتُخلط وتُوزَّع من جديد

## السطر تحت اليد: ماذا تفعل الآن

table-prompt-past = الجولة { $deal } كما لعبتها
table-prompt-choose-pass = أنت الموزّع: اختر طريقة التمرير في هذه الجولة
table-prompt-pledge = تتعهّد بألا تأخذ أي كبّة في هذه الجولة؟ إن وفيت خُصم من نقاطك { $points ->
    [1] نقطة واحدة
    [2] نقطتان
    [few] { $points } نقاط
   *[other] { $points } نقطة
}، وإن أخللت أُضيف إليها مثلها
table-prompt-call-suit = بدأتَ بالجوكر: اطلب النوع الذي يلعب منه الآخرون
table-prompt-choose-moon = اصطدتَ القمر! اختر كيف يُحسب
table-prompt-play-any = دورك: العب أي ورقة
table-prompt-play-why = دورك. { $why }
table-prompt-pass-to = اختر { $count ->
    [1] ورقة واحدة لتمرّرها
    [2] ورقتين لتمرّرهما
    [few] { $count } أوراق لتمرّرها
   *[other] { $count } ورقة لتمرّرها
} { $direction }، أي إلى { $player } (اخترتَ { $chosen })
table-prompt-pass = اختر { $count ->
    [1] ورقة واحدة لتمرّرها
    [2] ورقتين لتمرّرهما
    [few] { $count } أوراق لتمرّرها
   *[other] { $count } ورقة لتمرّرها
} { $direction } (اخترتَ { $chosen })
table-prompt-pass-each-next = اختر { $count ->
    [1] ورقة واحدة لتمرّرها
    [2] ورقتين لتمرّرهما
    [few] { $count } أوراق لتمرّرها
   *[other] { $count } ورقة لتمرّرها
}، { $direction } (اخترتَ { $chosen }): الورقة التالية التي تختارها تذهب إلى { $player }
table-prompt-pass-each = اختر { $count ->
    [1] ورقة واحدة لتمرّرها
    [2] ورقتين لتمرّرهما
    [few] { $count } أوراق لتمرّرها
   *[other] { $count } ورقة لتمرّرها
}، { $direction } (اخترتَ { $chosen })
table-prompt-game-over = انتهت اللعبة. { $result }
table-prompt-thinking = { $player } { $player ->
        [name-ada] تفكّر
        [name-cleo] تفكّر
        [name-edie] تفكّر
        [name-greta] تفكّر
        [name-iris] تفكّر
       *[other] يفكّر
    }…

## مراجعة الجولة في جدول النقاط بعدها

table-review-reviewing = المراجعة: الخبير يلعب أوراقك…
table-review-done = الخبير مكانك: { $expert } (وأنت أخذتَ { $you }). { $summary }
table-review-nothing = {""}
table-review-same = كان سيختار مثلك في كل مرة.
table-review-as-good = كان سيختار مثلك إلا حيث تقاربت الخيارات:
table-review-as-good-went-otherwise = كان سيختار مثلك إلا حيث تقاربت الخيارات، ومن أول تلك المواضع أخذت الجولة مجرى آخر:
table-review-differently = حيث كان سيختار غير ما اخترتَ:
table-review-biggest = أكبر الفروق من بين { $times ->
    [few] { $times } مرات
   *[other] { $times } مرة
} كان سيختار فيها غير ما اخترتَ:
table-review-failed = لا مراجعة هذه المرة: { $why }
table-review-moment = { $decision }؛ { $expert }

## قرار من قراراتك، كما تعرضه المراجعة

table-decision-played = { $trick ->
    [0] التمرير
   *[other] الأكلة { $trick }
}: لعبتَ { $card }
table-decision-passed = { $trick ->
    [0] التمرير
   *[other] الأكلة { $trick }
}: مرّرتَ { $cards }
table-decision-called = { $trick ->
    [0] التمرير
   *[other] الأكلة { $trick }
}: طلبتَ { $suit }
table-decision-other = { $trick ->
    [0] التمرير
   *[other] الأكلة { $trick }
}: لعبتَ
table-expert-agrees = الخبير يوافقك
table-expert-as-good = الخبير: { $choice }، بالمستوى نفسه تقريبًا
table-expert-better = الخبير: { $choice } (أفضل بنحو { $points } نقطة)
table-choice-play = { $card }
table-choice-pass = { $cards }
table-choice-call = { $suit }
table-choice-other = {""}
table-hint-weighing = جارٍ وزن تمريرك مقابل التلميح…
table-past-failed = تعذّر عرض تلك الجولة: { $why }

## الكلمات بجانب الأكلة المنتهية

table-pairs-three = ثلاث أوراق { $card }
table-pairs-one = زوج { $card }
table-pairs-many = أزواج { $cards }
table-trick-cancelled = { $pairs } { $pairs ->
    [table-pairs-one] ملغى
   *[other] ملغاة
}: لا يأخذ أحدٌ الأكلة، وتذهب أوراقها إلى رابح الأكلة التالية.
table-trick-cancelled-points = { $pairs } { $pairs ->
    [table-pairs-one] ملغى
   *[other] ملغاة
}: لا يأخذ أحدٌ الأكلة، وتذهب أوراقها ({ $points }) إلى رابح الأكلة التالية.
table-trick-you-with = تأخذ الأكلة بـ{ $card }: { $taken }.
table-trick-you = تأخذ الأكلة: { $taken }.
table-trick-other-with = { $player } { $player ->
        [name-ada] تأخذ
        [name-cleo] تأخذ
        [name-edie] تأخذ
        [name-greta] تأخذ
        [name-iris] تأخذ
       *[other] يأخذ
    } الأكلة بـ{ $card }: { $taken }.
table-trick-other = { $player } { $player ->
        [name-ada] تأخذ
        [name-cleo] تأخذ
        [name-edie] تأخذ
        [name-greta] تأخذ
        [name-iris] تأخذ
       *[other] يأخذ
    } الأكلة: { $taken }.
table-trick-cancelled-count = { $pairs ->
    [table-pairs-one] ويُحسب { $pairs } الملغى أيضًا.
   *[other] وتُحسب { $pairs } الملغاة أيضًا.
}
table-taken-none = لا نقاط
table-taken-cards = { $points } ({ $cards })
table-taken-series = { $points } ({ $cards })
table-last-you = أنت، { $points }
table-last-other = { $player }، { $points }
table-last-carried = مُرحَّلة
table-words = { $taken }: { $plays }
table-words-you = أخذتَها أنت
table-words-you-points = أخذتَها أنت ومعها { $points }
table-words-other = { $player ->
        [name-ada] أخذتها
        [name-cleo] أخذتها
        [name-edie] أخذتها
        [name-greta] أخذتها
        [name-iris] أخذتها
       *[other] أخذها
    } { $player }
table-words-other-points = { $player ->
        [name-ada] أخذتها
        [name-cleo] أخذتها
        [name-edie] أخذتها
        [name-greta] أخذتها
        [name-iris] أخذتها
       *[other] أخذها
    } { $player } ومعها { $points }
table-words-carried = ملغاة، ومُرحَّلة إلى الأكلة التالية
table-play = { $player } { $name }
table-play-cancelled = { $player } { $name } (ملغاة)
table-happened-you-with = أخذتَ الأكلة بـ{ $card }: { $taken }.
table-happened-you = أخذتَ الأكلة: { $taken }.
table-happened-other-with = { $player ->
        [name-ada] أخذت
        [name-cleo] أخذت
        [name-edie] أخذت
        [name-greta] أخذت
        [name-iris] أخذت
       *[other] أخذ
    } { $player } الأكلة بـ{ $card }: { $taken }.
table-happened-other = { $player ->
        [name-ada] أخذت
        [name-cleo] أخذت
        [name-edie] أخذت
        [name-greta] أخذت
        [name-iris] أخذت
       *[other] أخذ
    } { $player } الأكلة: { $taken }.
table-happened-nobody = لم يأخذ أحدٌ الأكلة: أُلغيت كل ورقة كان يمكن أن تربحها، فذهبت أوراقها إلى الأكلة التالية.
table-happened-luck = أخذتَ هذه المرة { $points } بورقتك { $card }؛ أما المتوسط في الجولات المخمَّنة فنحو { "\u2066" }{ $sign ->
    [minus] −
   *[plus] {""}
}{ $average }{ "\u2069" }.

## ما يُقال لقارئ الشاشة مع سير اللعب (ويظهر في سطر الحالة)

table-deal-hold = الجولة { $deal }: لا تمرير هذه المرة
table-deal-pass = الجولة { $deal }: اختر { $count ->
    [1] ورقة واحدة لتمرّرها
    [2] ورقتين لتمرّرهما
    [few] { $count } أوراق لتمرّرها
   *[other] { $count } ورقة لتمرّرها
} { $direction }
table-passed-to = مرّرتَ { $cards } إلى { $player }
table-passed = مرّرتَ { $cards }
table-received = وصلتك { $cards }
table-cards = { $cards }
table-the-card = { $name }
table-cards-none = لا شيء
table-you-lead = أنت تبدأ
table-other-leads = { $player } { $player ->
        [name-ada] تبدأ
        [name-cleo] تبدأ
        [name-edie] تبدأ
        [name-greta] تبدأ
        [name-iris] تبدأ
       *[other] يبدأ
    }
table-received-lead = وصلتك { $cards }. { $lead }
table-you-played = لعبتَ { $name }
table-other-played = { $player } { $player ->
        [name-ada] لعبت
        [name-cleo] لعبت
        [name-edie] لعبت
        [name-greta] لعبت
        [name-iris] لعبت
       *[other] لعب
    } { $name }
table-hearts-broken = { $before }. فُتحت الكبّة
table-you-take = تأخذ الأكلة
table-you-take-points = تأخذ الأكلة: { $points }
table-other-takes = { $player } { $player ->
        [name-ada] تأخذ
        [name-cleo] تأخذ
        [name-edie] تأخذ
        [name-greta] تأخذ
        [name-iris] تأخذ
       *[other] يأخذ
    } الأكلة
table-other-takes-points = { $player } { $player ->
        [name-ada] تأخذ
        [name-cleo] تأخذ
        [name-edie] تأخذ
        [name-greta] تأخذ
        [name-iris] تأخذ
       *[other] يأخذ
    } الأكلة: { $points }
table-you-shot = اصطدتَ القمر!
table-other-shot = { $player } { $player ->
        [name-ada] اصطادت
        [name-cleo] اصطادت
        [name-edie] اصطادت
        [name-greta] اصطادت
        [name-iris] اصطادت
       *[other] اصطاد
    } القمر
table-deal-over = انتهت الجولة { $deal }
table-cards-cancel = { $copies ->
    [2] تلغي ورقتا { $cards } إحداهما الأخرى
    [3] تلغي أوراق { $cards } الثلاث بعضها بعضًا
   *[other] تلغي نسخ { $cards } المتطابقة بعضها بعضًا
}
table-plural = { $card ->
    [two] اثنين
    [three] ثلاثة
    [four] أربعة
    [five] خمسة
    [six] ستة
    [seven] سبعة
    [eight] ثمانية
    [nine] تسعة
    [ten] عشرة
    [jack] ولد
    [queen] بنت
    [king] شايب
   *[ace] آس
} { $suit }
table-plural-zero = صفر { $suit } (جوكر)
table-plural-joker = الجوكر
table-trick-carried = أُلغيت كل ورقة كان يمكن أن تربح: تبقى { $count ->
    [few] { $count } أوراق
   *[other] { $count } ورقة
} في الوسط لرابح الأكلة التالية، و{ $player ->
        [name-you] تبدأ أنت من جديد
        [name-ada] تبدأ { $player } من جديد
        [name-cleo] تبدأ { $player } من جديد
        [name-edie] تبدأ { $player } من جديد
        [name-greta] تبدأ { $player } من جديد
        [name-iris] تبدأ { $player } من جديد
       *[other] يبدأ { $player } من جديد
    }
table-suit-called = { $player ->
        [name-you] طلبتَ { $suit }
        [name-ada] طلبت { $player } { $suit }
        [name-cleo] طلبت { $player } { $suit }
        [name-edie] طلبت { $player } { $suit }
        [name-greta] طلبت { $player } { $suit }
        [name-iris] طلبت { $player } { $suit }
       *[other] طلب { $player } { $suit }
    }
table-you-kitty = تأخذ الورق المتروك ({ $cards })
table-other-kitty = { $player } { $player ->
        [name-ada] تأخذ
        [name-cleo] تأخذ
        [name-edie] تأخذ
        [name-greta] تأخذ
        [name-iris] تأخذ
       *[other] يأخذ
    } الورق المتروك ({ $cards })
table-you-pledge = تتعهّد بألا تأخذ أي كبّة
table-other-pledges = { $player } { $player ->
        [name-ada] تتعهّد بألا تأخذ
        [name-cleo] تتعهّد بألا تأخذ
        [name-edie] تتعهّد بألا تأخذ
        [name-greta] تتعهّد بألا تأخذ
        [name-iris] تتعهّد بألا تأخذ
       *[other] يتعهّد بألا يأخذ
    } أي كبّة
table-you-choose-hold = تختار ألا يكون تمرير في هذه الجولة
table-dealer-chooses-hold = الموزّع يختار ألا يكون تمرير في هذه الجولة
table-you-choose-pass = تختار تمرير { $count ->
    [1] ورقة واحدة
    [2] ورقتين
    [few] { $count } أوراق
   *[other] { $count } ورقة
} { $direction }
table-dealer-chooses-pass = الموزّع يختار تمرير { $count ->
    [1] ورقة واحدة
    [2] ورقتين
    [few] { $count } أوراق
   *[other] { $count } ورقة
} { $direction }

## نهاية اللعبة

table-you-win = فزتَ!
table-other-wins = { $player ->
        [name-ada] فازت
        [name-cleo] فازت
        [name-edie] فازت
        [name-greta] فازت
        [name-iris] فازت
       *[other] فاز
    } { $player }
table-share-win = فوز مشترك: { $players }
table-you-share-win = تتقاسم الفوز مع { $players }
table-you-share-place = تتقاسم المرتبة { $place } من أصل { $players }. { $winners }
table-you-finished = حللتَ في المرتبة { $place } من أصل { $players }. { $winners }
table-ordinal = { $n ->
    [1] الأولى
    [2] الثانية
    [3] الثالثة
    [4] الرابعة
    [5] الخامسة
    [6] السادسة
    [7] السابعة
    [8] الثامنة
    [9] التاسعة
    [10] العاشرة
    [11] الحادية عشرة
   *[other] رقم { $n }
}
table-pass-words = التمرير { $direction }
table-share = الجولة { $deal }: الأوراق نفسها
table-share-pass = الجولة { $deal }: الأوراق نفسها، { $pass }

## ردود الطاولة على ما تفعله

table-no-new-game = لا لعبة جديدة: { $why }
table-claim-you = تطالب بالأكلات الباقية: مهما لعب الجميع، تُحسب لك في هذه الجولة { $points }.
table-claim-other = { $player } { $player ->
        [name-ada] تطالب بالأكلات الباقية وتكشف
        [name-cleo] تطالب بالأكلات الباقية وتكشف
        [name-edie] تطالب بالأكلات الباقية وتكشف
        [name-greta] تطالب بالأكلات الباقية وتكشف
        [name-iris] تطالب بالأكلات الباقية وتكشف
       *[other] يطالب بالأكلات الباقية ويكشف
    } { $cards }: مهما لعب الجميع، تُحسب لك في هذه الجولة { $points }.
table-only-card = ورقتك الوحيدة: { $name }
table-chosen-already = اخترتَ { $count ->
    [1] ورقة واحدة
    [2] ورقتين
    [few] { $count } أوراق
   *[other] { $count } ورقة
} من قبل: أعِد واحدة أولًا
table-too-many = الأوراق أكثر من أن تُمرَّر
table-is-playing = الدور على { $player }
table-others-passing = الآخرون ما زالوا يمرّرون
table-wait = انتظر دورك
table-no-take-backs = خيار «بلا تراجع» مفعّل (في الإعدادات): الورقة التي تُلعب لا تعود
table-taken-back = عادت إليك آخر ورقة لعبتها: العب من جديد. تُعلَّم الجولة بأنها لُعبت مع تراجع
table-cannot-undo = تعذّر التراجع: { $why }
table-loaded = فُتحت اللعبة: { $game }، الجولة { $deal }
table-cannot-load = لا يمكن فتح هذه اللعبة: { $why }
table-speed-relaxed = متمهّلة
table-speed-normal = عادية
table-speed-fast = سريعة
table-speed-instant = فورية

## الحركة بالكلمات، للتلميح («تلميح: العب بنت البستوني.»)

table-action-play = العب { $name }
table-action-pass = مرّر { $cards }
table-action-pass-nothing = لا تمرّر شيئًا
table-action-choose-hold = اختر «بلا تمرير»
table-action-choose-pass = اختر تمرير { $count ->
    [1] ورقة واحدة
    [2] ورقتين
    [few] { $count } أوراق
   *[other] { $count } ورقة
} { $direction }
table-action-pledge = تعهّد بألا تأخذ أي كبّة
table-action-no-pledge = لا تتعهّد
table-action-call = اطلب { $suit }
table-action-moon = اختر { $choice } ({ $effect })

## لماذا لم يُجب محرّك اللاعبين الآليين

table-worker-review = المراجعة تحتاج إلى محرّك اللاعبين الآليين
table-worker-bench = قياس السرعة يحتاج إلى محرّك اللاعبين الآليين
table-worker-timed-out = لم تكتمل المراجعة في الوقت المحدد
table-worker-no-game = لا لعبة باسم { $game }
table-worker-refused = { $why }

## إعداد في الرابط تعذّر استعماله، وما يُلعب بدلًا منه. أسماء المعاملات (game وplayers…) تبقى كما هي.

address-game-nearest = «{ $name }» في المعامل game ليست لعبة هنا: ستُلعب { $nearest }، أقرب الأسماء إليه. تجد كل الألعاب في «لعبة جديدة».
address-game-none = «{ $name }» في المعامل game ليست لعبة هنا، فلم تُوزَّع لعبة الرابط. تجد كل الألعاب في «لعبة جديدة» (في الشريط العلوي).
address-players-range = { $game }: { $for_players }، لا { $asked }. يُوزَّع الورق على { $dealt } من اللاعبين.
address-players-text = «{ $text }» في المعامل players ليس رقمًا: تُوزَّع { $game } على { $dealt } من اللاعبين.
address-no-variant = «{ $id }» في المعامل variants ليس تنويعًا، فتُرك. { $variants }
address-variants-none = لا تنويعات في { $game } مع { $players ->
    [few] { $players } لاعبين
   *[other] { $players } لاعبًا
}.
address-variants-one = في { $game } مع { $players ->
    [few] { $players } لاعبين
   *[other] { $players } لاعبًا
} تنويع واحد: { $variant }.
address-variants-many = تنويعات { $game } مع { $players ->
    [few] { $players } لاعبين
   *[other] { $players } لاعبًا
}: { $variants }.
address-variant-left-out = تُرك: { $why }.
address-no-option = «{ $id }» في المعامل options ليس من خيارات القواعد، فتُرك. تجد خيارات كل لعبة في «لعبة جديدة».
address-option-left-out = تُرك من المعامل options: { $why }.
address-options-no-game = الخيارات المختارة لا تصنع لعبة ({ $why }): تُلعب اللعبة بقواعدها هي.
address-no-target = «{ $text }» في المعامل target ليس حدًّا للنقاط: تُلعب اللعبة حتى حدّها هي.
address-no-level = «{ $name }» في المعامل { $param } ليس مستوى. المستويات هي { $levels }. يلعب الخصوم بالمستويات المحفوظة لديك.
address-level-count = المعامل levels يذكر { $named ->
    [1] مستوى واحدًا
    [2] مستويين
    [few] { $named } مستويات
   *[other] { $named } مستوى
}، لكن { $opponents ->
    [1] لك خصم واحد
    [2] لك خصمان
    [few] لك { $opponents } خصوم
   *[other] لك { $opponents } خصمًا
}: اذكر مستوى لكل خصم، تفصل بينها فاصلة (,). يلعب الخصوم بالمستويات المحفوظة لديك.
address-not-deal = «{ $text }» في المعامل deal ليس رقم جولة (1، 2، …): تُوزَّع الجولة الأولى من اللعبة.
address-not-seat = «{ $text }» في المعامل { $param } ليس رقم مقعد (1، 2، …): تُوزَّع الجولة الأولى من اللعبة.
address-no-dealer = «{ $seat }» في المعامل dealer ليس مقعدًا على هذه الطاولة، وعدد لاعبيها { $players }: تُوزَّع الجولة الأولى من اللعبة.
address-no-queen-taker = «{ $seat }» في المعامل queen ليس مقعدًا على هذه الطاولة، وعدد لاعبيها { $players }: تُوزَّع الجولة الأولى من اللعبة.
address-deal-left-out = في الرابط { $why }: تُوزَّع الجولة الأولى من اللعبة.
address-seed = «{ $text }» في المعامل seed ليس رقمًا: تُوزَّع الأوراق من بذرة جديدة.
address-fallback = { $why }: تُلعب { -game-black-lady } بأربعة لاعبين بدلًا من ذلك.

## لعبة محفوظة تعذّر استئنافها، أو ملف ليس لعبة

save-not-resumed = تعذّر استئناف اللعبة المحفوظة: { $why }. وُزّعت لعبة جديدة، وبقي الحفظ القديم ({ $key }) لتنزّله وتفتحه في إصدار يستطيع قراءته.
save-not-resumed-newer = تعذّر استئناف اللعبة المحفوظة: { $why }. وُزّعت لعبة جديدة، وبقي الحفظ القديم ({ $key }).
save-cut-short = الحفظ مبتور (نهايته ناقصة، كأن كتابته لم تكتمل)
save-not-a-save = ليس لعبة محفوظة ({ $message })
save-no-version = ليس لعبة محفوظة (لا رقم إصدار فيه)
save-newer = حُفظ بإصدار أحدث من مونشوت (صيغة الحفظ { $version }، وهذا الإصدار يقرأ حتى { $readable }): أعد تحميل الصفحة لتحصل على الإصدار الجديد
save-damaged = الحفظ تالف ({ $message })
save-does-not-replay = { $why }
save-not-a-game = هذا الملف ليس لعبة من مونشوت: { $why }

## رصيد المقعد، بجانب اسمه، في جدول النقاط وفي النهاية

standing-points = { $points }
# العدد المركّب يُكتب من اليسار إلى اليمين كما في الرياضيات («13 − 26i»): العزل LRI … PDI
# يبقيه كذلك في جدول النقاط الذي يُعرض من اليمين إلى اليسار، وإلا ظهر «i26 − 13».
standing-complex-plus = { "\u2066" }{ $points } + { $imaginary }i{ "\u2069" }
standing-complex-minus = { "\u2066" }{ $points } − { $imaginary }i{ "\u2069" }
standing-chips = { $chips ->
    [1] فيشة واحدة
    [2] فيشتان
    [few] { $chips } فيش
   *[other] { $chips } فيشة
}
standing-lives = { $lives ->
    [0] لا أرواح
    [1] روح واحدة
    [2] روحان
    [few] { $lives } أرواح
    [many] { $lives } روحًا
   *[other] { $lives } روح
} · { $points }
