### ما يقوله اللاعبون الآليون عن اختيار: التلميح تحت الطاولة («تلميح: العب بنت البستوني.»
### وسببه)، و«لماذا ليس…؟»، ومراجعة ما بعد الجولة التي تقول ما كان الخبير سيفعله.

## الأسباب: ماذا تفعل الورقة حين تُلعب. $it هي الورقة نفسها (hint-it «هي»)، أو اسمها.

claim-only-card = { $it ->
    [hint-it] هي
   *[other] { $it } هي
} الورقة الوحيدة التي يجوز لك لعبها
claim-cancels = { $it ->
    [hint-it] تلغي
   *[other] { $it } تلغي
} { $card } التي { $player ->
        [name-ada] لعبتها
        [name-cleo] لعبتها
        [name-edie] لعبتها
        [name-greta] لعبتها
        [name-iris] لعبتها
       *[other] لعبها
    } { $player }، فلا تربح أيٌّ منهما الأكلة
claim-takes-nothing = تأخذ الأكلة، ولا نقاط فيها
claim-takes = تأخذ الأكلة وفيها { $points }
claim-under = { $it ->
    [hint-it] تبقى
   *[other] { $it } تبقى
} تحت { $card } التي { $player ->
        [name-ada] لعبتها
        [name-cleo] لعبتها
        [name-edie] لعبتها
        [name-greta] لعبتها
        [name-iris] لعبتها
       *[other] لعبها
    } { $player }
claim-gives-away = تذهب { $worst } إلى من يأخذ الأكلة، لا إليك
claim-onto = { $card } التي { $player ->
        [name-ada] لعبتها
        [name-cleo] لعبتها
        [name-edie] لعبتها
        [name-greta] لعبتها
        [name-iris] لعبتها
       *[other] لعبها
    } { $player } هي الرابحة حتى الآن
claim-partner-winning = { $player ->
        [name-ada] شريكتك { $player } تربح
        [name-cleo] شريكتك { $player } تربح
        [name-edie] شريكتك { $player } تربح
        [name-greta] شريكتك { $player } تربح
        [name-iris] شريكتك { $player } تربح
       *[other] شريكك { $player } يربح
    } الأكلة حتى الآن
claim-unbeatable = لا يستطيع أحد أن يعلوها
claim-may-be-cancelled = { $copies ->
    [1] { $card } الأخرى لم تُلعب بعد، وقد تلغيها
    [2] نسختان أخريان من { $card } لم تُلعبا بعد، وأيٌّ منهما قد تلغيها
    [few] { $copies } نسخ أخرى من { $card } لم تُلعب بعد، وأيٌّ منها قد تلغيها
   *[other] { $copies } نسخة أخرى من { $card } لم تُلعب بعد، وأيٌّ منها قد تلغيها
}
claim-worst-above = { $packs ->
    [1] { $worst } لم تُلعب بعد، وهي أعلى منها
    [2] { $copies ->
        [1] إحدى نسختي { $worst } لم تُلعب بعد، وهي أعلى منها
       *[other] نسختا { $worst } لم تُلعبا بعد، وكلتاهما أعلى منها
    }
   *[other] { $copies ->
        [1] نسخة من { $worst } لم تُلعب بعد، وهي أعلى منها
        [2] نسختان من { $worst } لم تُلعبا بعد، وكلتاهما أعلى منها
        [few] { $copies } نسخ من { $worst } لم تُلعب بعد، وكلها أعلى منها
       *[other] { $copies } نسخة من { $worst } لم تُلعب بعد، وكلها أعلى منها
    }
}
claim-higher-out = { $count ->
    [1] بقيت { $suit } واحدة أعلى منها لم تُلعب
    [2] بقيت ورقتان من { $suit } أعلى منها لم تُلعبا
    [few] بقيت { $count } أوراق من { $suit } أعلى منها لم تُلعب
   *[other] بقيت { $count } ورقة من { $suit } أعلى منها لم تُلعب
}
claim-lower-out = { $count ->
    [1] بقيت { $suit } واحدة أدنى منها لم تُلعب، فقد تربح بها أكلة لاحقًا
    [2] بقيت ورقتان من { $suit } أدنى منها لم تُلعبا، فقد تربح بها أكلة لاحقًا
    [few] بقيت { $count } أوراق من { $suit } أدنى منها لم تُلعب، فقد تربح بها أكلة لاحقًا
   *[other] بقيت { $count } ورقة من { $suit } أدنى منها لم تُلعب، فقد تربح بها أكلة لاحقًا
}
claim-void-shown = { $count ->
    [1] ظهر أنْ لا { $suit } مع { $players }، فقد تنزل في هذه الأكلة ورقة من نوع آخر
    [2] ظهر أنْ لا { $suit } مع { $players }، فقد تنزل في هذه الأكلة أوراق من أنواع أخرى
   *[other] ظهر أن { $count } لاعبين ليس معهم { $suit }، فقد تنزل في هذه الأكلة أوراق من أنواع أخرى
}
claim-last-of-suit = { $it ->
    [hint-it] هي
   *[other] { $it } هي
} آخر { $suit } معك، فحين يُطلب { $suits } يمكنك أن ترمي من نوع آخر
claim-keeps-low = تحتفظ بـ{ $low } لتترك البداية لغيرك لاحقًا
claim-trick-holds = في الأكلة حتى الآن { $points }
claim-moon-threat = { $player } { $player ->
        [name-ada] أخذت
        [name-cleo] أخذت
        [name-edie] أخذت
        [name-greta] أخذت
        [name-iris] أخذت
       *[other] أخذ
    } كل النقاط حتى الآن
claim-wins-lead-from = تكسب البداية، ثم لا بد أن تبدأ بورقة { $suits }، فلا نوع غيره معك
claim-wins-lead = تكسب البداية، وعليك أن تبدأ الأكلة التالية
claim-keeps-worst = تبقى معك { $worst }، وقد يُجبرك أحدٌ على إخراجها لاحقًا
claim-keeps-above-worst = تبقى معك { $high }، وقد تُرمى عليها { $worst } لاحقًا
claim-sheds-above-worst = تتخلّص من ورقة قد تُرمى عليها { $worst } لاحقًا، دون أن تأخذ هذه الأكلة
claim-keeps-high = تبقى معك { $high }، وقد تربح بها أكلة لاحقًا
claim-first-trick = في الأكلة الأولى لا يجوز لأحد أن يلعب ورقة عقوبة إلا إذا لم يكن معه غيرها، فالتخلّص من ورقة عالية الآن لا يكلّف شيئًا

## أجزاء جمل التلميح

hint-it = هي
hint-claims = { $first }، و{ $second }
hint-with-card = { $card ->
    [hint-it] إذا لعبتَها
   *[other] إذا لعبتَ { $card }
} { $claim }
hint-with-card-first = { $card ->
    [hint-it] إذا لعبتَها
   *[other] إذا لعبتَ { $card }
} { $claim }
hint-choice-the = { $cards }
hint-choice-the-first = { $cards }
hint-choice-your = { $cards ->
    [2] ورقتاك { $cards }
    [few] أوراقك { $cards }
    [many] أوراقك { $cards }
    [1] ورقتك { $cards }
    [zero] ورقتك { $cards }
    [two] ورقتك { $cards }
    [three] ورقتك { $cards }
    [four] ورقتك { $cards }
    [five] ورقتك { $cards }
    [six] ورقتك { $cards }
    [seven] ورقتك { $cards }
    [eight] ورقتك { $cards }
    [nine] ورقتك { $cards }
    [ten] ورقتك { $cards }
    [jack] ورقتك { $cards }
    [queen] ورقتك { $cards }
    [king] ورقتك { $cards }
    [ace] ورقتك { $cards }
    [joker] ورقتك { $cards }
   *[other] اختيارك { $cards }
}
hint-choice-your-first = { hint-choice-your }
hint-choice-suit = { $suit }

## كلمات التلميح، و«لماذا ليس…؟»، والمراجعة

hint-do = { $verb ->
    [lead] ابدأ بـ{ $choice }
    [discard] ارمِ { $choice }
    [call] اطلب { $choice }
   *[play] العب { $choice }
}: { $why }.
hint-did-best = كانت الأفضل حين خُمّنت الأوراق المخفية ولُعبت الجولة حتى آخرها
hint-yet-did-best = { $claim }، ومع ذلك كانت الأفضل حين خُمّنت الأوراق المخفية ولُعبت الجولة حتى آخرها
hint-did-best-though = كانت الأفضل حين خُمّنت الأوراق المخفية ولُعبت الجولة حتى آخرها، لكنْ { $claim }
hint-nothing-apart = لا شيء ظاهر يميّزها عن { $other }، لكنها كانت الأفضل حين خُمّنت الأوراق المخفية ولُعبت الجولة حتى آخرها
hint-as-good = { $other } بالمستوى نفسه تقريبًا.
hint-as-good-because = { $other } بالمستوى نفسه تقريبًا: { $why }.
hint-as-good-though = { $other } بالمستوى نفسه تقريبًا، لكنْ { $why }.
hint-claim-sentence = { $claim }.
hint-verdict = { $subject } { $verdict ->
    [better] أفضل من { $other }
    [worse] أسوأ من { $other }
   *[as-good] بمستوى { $other } تقريبًا
}
hint-verdict-only = { $verdict }.
hint-verdict-because = { $verdict }: { $why }.
hint-verdict-played-out-though = { $verdict }: الفرق لا يظهر إلا حين تُخمَّن الأوراق المخفية وتُلعب الجولة حتى آخرها، لكنْ { $claim }.
hint-verdict-played-out = { $verdict }؛ لا شيء ظاهر يميّز بينهما: الفرق لا يظهر إلا حين تُخمَّن الأوراق المخفية وتُلعب الجولة حتى آخرها.
hint-of-choice = { $choice }: { $why }.
hint-nothing = { "" }
hint-sentences = { $first } { $next }
hint-random = اختيار عشوائي من بين الحركات المسموحة
hint-nothing-to-decide = لا شيء تقرّره
hint-no-seat = لا يوجد المقعد { $number } على هذه الطاولة
hint-not-playable = ليست لعبة يمكن لعبها: { $why }
hint-weighing-pass = جارٍ وزن تمريرك مقابل التلميح…

## التمرير مشروحًا ورقةً ورقة: «Q♠: أغلى ورقة؛ K♠ وA♠: قد تُجبَر بهما على أخذ Q♠»

hint-pass-cards = { $first }، { $next }
hint-pass-group = { $cards }: { $why }
hint-pass-groups = { $first }؛ { $next }
hint-pass-costs-points = { $count ->
    [2] تكلّفانك نقاطًا
   *[other] تكلّفك نقاطًا
}
hint-pass-costs-most = { $count ->
    [one] أغلى ورقة
   *[other] أغلى ورقة
}
hint-pass-forced-to-take = { $count ->
    [one] قد تُجبَر بها على أخذ { $worst }
    [2] قد تُجبَر بهما على أخذ { $worst }
   *[other] قد تُجبَر بها على أخذ { $worst }
}
hint-pass-leaves-void = { $count ->
    [2] تتركانك بلا { $suits }
   *[other] تتركك بلا { $suits }
}
hint-pass-win-and-cost = { $count ->
    [2] قد تربحان أكلة وتكلّفانك نقاطًا
   *[other] قد تربح أكلة وتكلّفك نقاطًا
}
hint-pass-could-win = { $count ->
    [2] قد تربحان أكلات
   *[other] قد تربح أكلات
}
hint-pass-helps-least = { $count ->
    [one] أقل أوراقك نفعًا
   *[other] أقل أوراقك نفعًا
}

## تلميح المستويين «عادي» و«سهل»، اللذين لا يبحثان: سطر واحد بلا نقطة في آخره.

hint-line-only-card = العب { $card }: هي الورقة الوحيدة التي يجوز لك لعبها
hint-line-duck = تفادَ الأكلة: العب { $card } تحت { $under }
hint-line-duck-worst-out = تفادَ الأكلة: العب { $card } تحت { $under }، لأن { $worst } لم تُلعب بعد
hint-line-cancel = العب { $card } لتلغي { $other } الأخرى، فلا تربح أيٌّ منهما الأكلة
hint-line-dump = ارمِ { $card }: نقاطها تذهب إلى رابح الأكلة
hint-line-shed-danger = ارمِ { $card }: قد تربح بها لاحقًا أكلة فيها نقاط
hint-line-shed-suit = ارمِ { $card }: تصبح بعدها بلا { $suits }
hint-line-shed-free = ارمِ { $card }: لا تكلّفك شيئًا
hint-line-discard = ارمِ { $card }
hint-line-win-clean = خذ هذه الأكلة بـ{ $card }: لا نقاط فيها
hint-line-forced-high = كل ورقة يجوز لك لعبها تربح: خذ الأكلة بـ{ $card }
hint-line-hope-overtaken = العب { $card }: قد يعلوها لاعب بعدك
hint-line-bleed = ابدأ بـ{ $card } لتُجبر صاحب { $worst } على إخراجها، فهي ليست معك
hint-line-lead-low = ابدأ بـ{ $card }: على الأرجح سيعلوها أحد
hint-line-lead-may-be-beaten = ابدأ بـ{ $card }: ما زال بإمكان أحدهم أن يعلوها
hint-line-lead-unbeatable = ابدأ بـ{ $card }: لا يستطيع أحد أن يعلوها
hint-line-stop-moon = خذ نقطة بـ{ $card }: لاعب واحد أخذ كل النقاط حتى الآن، وقد يصطاد القمر
hint-line-shoot-moon = العب { $card }: يمكنك أن تأخذ كل النقاط وتصطاد القمر
hint-line-follow-low = العب ورقة صغيرة من النوع المطلوب: { $card }
hint-line-spare-partner = العب { $card }: شريكك يربح هذه الأكلة
hint-line-pledge = تعهّد: أوراق الكبّة معك قليلة وصغيرة
hint-line-no-pledge = لا تتعهّد: إحدى أوراق الكبّة معك قد تربح أكلة
hint-line-call-suit = اطلب { $suits }: جوكرك لا يربح، فتذهب نقاط هذا النوع إلى لاعب آخر
hint-line-moon-to-others = سجّل القمر على كل الآخرين
hint-line-moon-off-mine = اخصم القمر من نقاطك
hint-line-choose-pass = مرّر { $cards ->
    [1] ورقة واحدة
    [2] ورقتين
    [few] { $cards } أوراق
   *[other] { $cards } ورقة
} { $direction ->
    [left] إلى اليسار
    [right] إلى اليمين
    [across] إلى المقابل
    [hold] بلا تمرير
    [star] ورقة لكلٍّ من اللاعبَين المقابلَين
    [scatter] ورقة لكل لاعب آخر
    [mixer] إلى الوسط، لتُخلط وتُوزَّع من جديد
   *[seats-left] { $seats ->
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
}

## الأرقام تحت الكلمات («الأرقام»، على بُعد نقرة)

hint-decimal = { $sign ->
    [minus] −{ $number }
   *[plus] { $number }
}
hint-margin = { $verdict ->
    [better] أفضل من { $other } بنحو { $margin } نقطة
    [worse] أسوأ من { $other } بنحو { $margin } نقطة
   *[as-good] بمستوى { $other } تقريبًا
}.
hint-margin-over-deals = { $verdict ->
    [better] أفضل من { $other } بنحو { $margin } نقطة
    [worse] أسوأ من { $other } بنحو { $margin } نقطة
   *[as-good] بمستوى { $other } تقريبًا
} على مدى { $deals ->
    [few] { $deals } جولات مخمَّنة
   *[other] { $deals } جولة مخمَّنة
}.
hint-playouts-over-deals = على مدى { $deals ->
    [few] { $deals } جولات مخمَّنة
   *[other] { $deals } جولة مخمَّنة
}، { $figures }.
hint-playouts = { $figures }.
hint-playouts-yours = مع اختيارك، { $figures }.
hint-figures-two = { $take }، و{ $points }
hint-figures-three = { $take }، و{ $points }، و{ $third }
hint-figures-four = { $take }، و{ $points }، و{ $worst }، و{ $moon }
hint-figure-take = تأخذ هذه الأكلة بنسبة { $percent } في المئة
hint-figure-take-beside = تأخذ هذه الأكلة بنسبة { $percent } في المئة ({ $best } في المئة مع { $choice })
hint-figure-take-beside-first = تأخذ هذه الأكلة بنسبة { $percent } في المئة ({ $best } في المئة مع { $choice })
hint-figure-points = تُسجَّل عليك نحو { $now } نقطة الآن و{ $later } لاحقًا
hint-figure-no-points = لا نقاط عليك الآن، ونحو { $later } لاحقًا
hint-figure-points-beside = تُسجَّل عليك نحو { $now } نقطة الآن و{ $later } لاحقًا ({ $best-now } و{ $best-later })
hint-figure-worst = تأخذ { $card } في النهاية بنسبة { $percent } في المئة
hint-figure-worst-beside = تأخذ { $card } في النهاية بنسبة { $percent } في المئة ({ $best } في المئة)
hint-figure-moon = تصطاد القمر بنسبة { $percent } في المئة
hint-figure-moon-beside = تصطاد القمر بنسبة { $percent } في المئة ({ $best } في المئة)
