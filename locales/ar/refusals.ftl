### الرفض: لماذا تُرفض حركة، ولماذا لا يمكن اختيار تنويع أو خيار من خيارات القواعد، ولماذا لا
### يمكن لعب مجموعة قواعد أو جولة أو لعبة محفوظة.

## لماذا تُرفض حركة على الطاولة

refusal-wrong-phase = لا يمكن فعل ذلك الآن: { $phase }
refusal-phase-choosing-pass = الموزّع يختار طريقة التمرير
refusal-phase-passing = اللاعبون يختارون الأوراق التي يمرّرونها
refusal-phase-pledging = اللاعبون يقرّرون هل يتعهّدون
refusal-phase-playing = اللعب جارٍ
refusal-phase-choosing-moon = صائد القمر يختار كيف يُحسب القمر
refusal-phase-game-over = انتهت اللعبة
refusal-phase-deal-scored = انتهت الجولة
refusal-not-your-turn = ليس دورك: الدور على { $player }
refusal-no-such-seat = لا يوجد { $seat } على هذه الطاولة
refusal-seat = المقعد { $number }
refusal-not-in-hand = ليس معك { $card }
refusal-must-lead-opening-card = يجب أن تبدأ الأكلة الأولى بـ{ $card }
refusal-must-follow = يجب أن تلعب من { $suit }
refusal-hearts-not-broken = الكبّة لم تُفتح بعد
refusal-queen-not-broken = لا يجوز البدء ببنت البستوني قبل فتح الكبّة
refusal-no-points-on-first-trick = لا نقاط في الأكلة الأولى
refusal-joker-cannot-lead = لا يجوز البدء بالجوكر
refusal-queen-at-first-chance = يجب أن تلعب بنت البستوني عند أول فرصة
refusal-black-jack-first = يجب أن ترمي ولد البستوني أولًا
refusal-must-play-likha = يجب أن تلعب ليخة (بنت البستوني أو عشرة الديناري)
refusal-must-call-suit = اطلب أولًا النوع الذي يُلعب على جوكرك
refusal-no-call-now = لا يوجد نوع تطلبه الآن
refusal-already-passed = مرّرتَ أوراقك من قبل
refusal-no-pass-this-deal = لا تمرير في هذه الجولة
refusal-pass-count = اختر { $expected ->
    [1] ورقة واحدة
    [2] ورقتين
    [few] { $expected } أوراق
   *[other] { $expected } ورقة
} للتمرير، لا { $got }
refusal-pass-forbidden = لا يجوز تمرير { $card }
refusal-pass-not-allowed = لا يمكن تمرير { $cards ->
    [1] ورقة واحدة
    [2] ورقتين
    [few] { $cards } أوراق
   *[other] { $cards } ورقة
} بهذه الطريقة على هذه الطاولة
refusal-not-dealer = لا يختار طريقة التمرير إلا الموزّع ({ $dealer })
refusal-not-dealer-named = { $dealer ->
        [name-ada] لا تختار طريقة التمرير إلا الموزّعة، { $dealer }
        [name-cleo] لا تختار طريقة التمرير إلا الموزّعة، { $dealer }
        [name-edie] لا تختار طريقة التمرير إلا الموزّعة، { $dealer }
        [name-greta] لا تختار طريقة التمرير إلا الموزّعة، { $dealer }
        [name-iris] لا تختار طريقة التمرير إلا الموزّعة، { $dealer }
       *[other] لا يختار طريقة التمرير إلا الموزّع، { $dealer }
    }
refusal-already-pledged = قرّرتَ أمر التعهّد من قبل
refusal-not-shooter = لا يختار طريقة حساب القمر إلا صائده

## لماذا لا يمكن تفعيل تنويع

refusal-variants-both-on = لا يمكن تفعيل التنويعين «{ $first }» و«{ $second }» معًا
refusal-variant-does-not-fit = التنويع «{ $variant }» لا يناسب { $game } مع { $players ->
    [1] لاعب واحد
    [2] لاعبَين
    [few] { $players } لاعبين
   *[other] { $players } لاعبًا
}: { $why }
refusal-unfit-own-pack = هذه اللعبة تحدّد رزمتها بنفسها
refusal-unfit-deals-evenly = الرزمة تتوزّع بالتساوي أصلًا
refusal-unfit-too-many-jokers = يتطلب أكثر من ثلاث أوراق جوكر
refusal-unfit-only-kitty = مع الورق المتروك فقط
refusal-unfit-only-queen-of-hearts-one = فقط حيث تُحسب بنت الكبّة بنقطة واحدة
refusal-unfit-only-plain-diamonds = فقط حيث لا يُحسب للديناري شيء
refusal-unfit-only-ten-bonus = فقط حيث تكون عشرة الديناري ورقة مكافأة
refusal-unfit-only-small-hearts = في { -game-small-hearts } فقط
refusal-unfit-only-jack-penalty = فقط حيث يكون ولد البستوني ورقة عقوبة
refusal-unfit-only-culbertson = في { -game-black-lady } على قواعد كولبرتسون فقط
refusal-unfit-only-counters = مع القطع فقط
refusal-unfit-only-hundred-counters = مع 100 قطعة فقط
refusal-unfit-only-plain-points = مع النقاط العادية فقط
refusal-unfit-only-three-packs = في { -game-cancellation } بثلاث رزم فقط
refusal-unfit-only-cancellation = في { -game-cancellation } فقط

## لماذا لا يمكن ضبط خيار من خيارات القواعد

refusal-option-no-such = «{ $id }» ليس من خيارات القواعد
refusal-option-does-not-apply = «{ $option }» لا ينطبق هنا: { $why }
refusal-option-not-a-value = «{ $value }» ليست من قيم { $option }: قيمه { $values }
refusal-option-not-a-number = «{ $value }» ليس رقمًا
refusal-not-applicable-passing-sets-count = طريقة التمرير المختارة تحدّد عدد الأوراق أصلًا
refusal-not-applicable-only-hearts-broken = فقط حين يجب فتح الكبّة قبل البدء بها
refusal-not-applicable-only-jokers = فقط حين يكون في الرزمة جوكر بلا نوع

## لماذا لا تناسب لعبةٌ عددًا من اللاعبين

refusal-game-players = { $game }: عدد اللاعبين { $players }، لا { $asked }
refusal-game-players-range = { $game }: عدد اللاعبين من { $min } إلى { $max }، لا { $asked }

## لماذا لا يمكن لعب مجموعة من القواعد

rules-error-players = عدد اللاعبين { $players }: توزّع مونشوت لطاولة من 3 إلى { $most } { $most ->
    [few] لاعبين
   *[other] لاعبًا
}
rules-error-packs = عدد الرزم { $packs }: العب برزمة واحدة أو رزمتين أو ثلاث
rules-error-not-a-joker = ورقة { $card } ليست جوكرًا: أوراق الجوكر هي 0C (صفر السباتي) و0D (صفر الديناري) وJK
rules-error-too-many-jokers = لا يمكن إضافة أكثر من ثلاث نسخ من كل جوكر
rules-error-cannot-remove = لا يمكن إزالة { $card }: لم تبقَ منها أي نسخة في الرزمة
rules-error-uneven = { $cards ->
    [few] { $cards } أوراق لا تتوزّع
   *[other] { $cards } ورقة لا تتوزّع
} بالتساوي على { $players ->
    [few] { $players } لاعبين
   *[other] { $players } لاعبًا
}: أزل { $leftover ->
    [1] ورقة أخرى
    [2] ورقتين أخريين
    [few] { $leftover } أوراق أخرى
   *[other] { $leftover } ورقة أخرى
}، أو أضف أوراق جوكر، أو استعمل الورق المتروك
rules-error-nothing-for-kitty = { $cards ->
    [few] { $cards } أوراق تتوزّع
   *[other] { $cards } ورقة تتوزّع
} بالتساوي على { $players ->
    [few] { $players } لاعبين
   *[other] { $players } لاعبًا
}: لا يبقى شيء للورق المتروك
rules-error-not-enough-cards = الأوراق لا تكفي للتوزيع
rules-error-no-clubs = يبدأ صاحب أصغر ورقة سباتي، لكن لا سباتي في الرزمة
rules-error-lowest-club-copies = يبدأ صاحب أصغر ورقة سباتي، لكن في الرزمة { $copies ->
    [2] نسختين
    [few] { $copies } نسخ
   *[other] { $copies } نسخة
} من { $card }: أزل واحدة أو أضف جوكر
rules-error-star-not-five = التمرير بالنجمة لخمسة لاعبين، لا لـ{ $players }
rules-error-pass-too-big = مع كل لاعب { $hand ->
    [few] { $hand } أوراق
   *[other] { $hand } ورقة
}، فلا يمكنه تمرير { $pass }
rules-error-pass-over-max = لا يُمرَّر أكثر من { $most } من الأوراق، لا { $pass }
rules-error-pass-no-cards = التمرير يحتاج إلى ورقة واحدة على الأقل: مرّر ورقة أو أكثر، أو اختر «بلا تمرير»
rules-error-pass-forbidden = ما دامت { $forbidden ->
    [1] ورقة واحدة لا يجوز تمريرها
    [2] ورقتان لا يجوز تمريرهما
    [few] { $forbidden } أوراق لا يجوز تمريرها
   *[other] { $forbidden } ورقة لا يجوز تمريرها
}، فقد لا يكون في يدٍ من { $hand ->
    [few] { $hand } أوراق
   *[other] { $hand } ورقة
} { $pass ->
    [1] ورقة واحدة
    [2] ورقتان
    [few] { $pass } أوراق
   *[other] { $pass } ورقة
} يجوز تمريرها
rules-error-partnership = الشراكة بين لاعبَين متقابلَين على طاولة من أربعة، لا من { $players }
rules-error-cancellation-one-pack = الإلغاء يحتاج إلى أوراق متطابقة: العب برزمتين أو ثلاث
rules-error-booster-packs = { -game-booster-nines } تُلعب برزمة واحدة
rules-error-complex-scoring = { -game-complex-hearts } يحسب نقاطًا مركّبة، لا فيشًا ولا أرواحًا
rules-error-gong-zhu-scoring = غونغ تشو يحسب نقاطًا موجبة وسالبة، لا فيشًا ولا أرواحًا
rules-error-gong-zhu-moon = لغونغ تشو مكافأته الخاصة لمن يأخذ كل الكبّة، بدلًا من اصطياد القمر
rules-error-gong-zhu-floor = النقاط في غونغ تشو قد تكون فوق الصفر أو تحته
rules-error-no-counters = يجب أن يبدأ كل لاعب بعدد من القطع
rules-error-no-chips = يجب أن يبدأ كل لاعب بفيش تكفي ليضع حصته في الصندوق
rules-error-no-lives = يحتاج كل لاعب إلى روح واحدة على الأقل
rules-error-no-end = تحتاج اللعبة إلى نهاية: حدّ نقاط فوق الصفر، أو عدد من الجولات، أو مدة محددة
rules-error-no-deals = لعبة بلا جولات تنتهي قبل أن تبدأ
rules-error-no-reset-scores = حدّد النقاط التي تعود بصاحبها إلى الصفر
rules-error-sun-negative = اصطياد الشمس يسجّل نقاطًا على الآخرين، لا يخصمها منهم

## لماذا لا تستطيع القواعد لعب جولة ما

refusal-deal-hand-count = عدد الأيدي { $hands } وعدد اللاعبين { $players }
refusal-deal-hand-size = في يد المقعد { $seat } { $holds } من الأوراق؛ ويجب أن يكون في كل يد { $must }
refusal-deal-kitty-size = في الورق المتروك { $holds } من الأوراق؛ ويجب أن يكون فيه { $must }
refusal-deal-not-the-deck = الأيدي لا تطابق الرزمة: ينقصها [{ $missing }]، وفيها ما ليس في الرزمة [{ $extra }]
refusal-deal-pass-too-far = لا يمكن التمرير { $seats } مقاعد إلى اليسار وعدد اللاعبين { $players }
refusal-deal-star-not-five = التمرير بالنجمة لخمسة لاعبين، لا لـ{ $players }
refusal-deal-pass-too-big = مع كل لاعب { $hand ->
    [few] { $hand } أوراق
   *[other] { $hand } ورقة
}، فلا يمكنه تمرير { $pass }
refusal-deal-no-dealer = لا يوجد { $dealer } ليوزّع، وعدد اللاعبين { $players }
refusal-deal-no-such-dealer = لا يوجد { $dealer } على هذه الطاولة
refusal-deal-no-queen-taker = لا يوجد { $seat } ليكون قد أخذ بنت البستوني، وعدد اللاعبين { $players }
refusal-deal-past-the-last = عدد جولات اللعبة { $deals }، فلا توجد جولة رقمها { $deal }
refusal-deal-score-count = عدد النقاط المسجّلة { $scores } وعدد اللاعبين { $players }
refusal-deal-standing-count = عدد مجاميع النقاط { $standings } وعدد اللاعبين { $players }

## لماذا لا يمكن لعب لعبة محفوظة

refusal-pass-across-uneven = التمرير إلى المقابل يتطلب عددًا زوجيًا من اللاعبين، لا { $players }
refusal-pass-no-such = «{ $name }» ليس تمريرًا: استعمل left أو right أو across أو hold أو star أو scatter أو mixer أو عدد مقاعد
refusal-setup-no-such-game = لا لعبة باسم «{ $name }»؛ الألعاب هي: { $games }
refusal-setup-options = في الخيارات: { $message }
refusal-setup-unwritten = { $message }
refusal-record-play = الخطوة { $step }: { $seat } لا يستطيع لعب { $card }: { $why }
refusal-record-pass = الخطوة { $step }: { $seat } لا يستطيع تمرير [{ $cards }]: { $why }
refusal-record-choose-pass = الخطوة { $step }: { $seat } لا يستطيع اختيار تمرير { $cards } من الأوراق { $direction }: { $why }
refusal-record-pledge = الخطوة { $step }: { $seat } لا يستطيع التعهّد: { $why }
refusal-record-decline = الخطوة { $step }: { $seat } لا يستطيع رفض التعهّد: { $why }
refusal-record-call = الخطوة { $step }: { $seat } لا يستطيع طلب { $suit }: { $why }
refusal-record-old-moon = الخطوة { $step }: { $seat } لا يستطيع اختيار القمر القديم: { $why }
refusal-record-new-moon = الخطوة { $step }: { $seat } لا يستطيع اختيار القمر الجديد: { $why }
