### مسرد: كلمات اللعبة بالعربية، في صورة مصطلحات Fluent (terms) للمترجمين.
### المصطلح (-trick) خاص بهذه اللغة؛ يوضع في الرسالة هكذا: { -trick }.
### السمات (.gender، .plural) للمعلومة وللاختيار ({ -trick.gender -> … })، ولا يقبل Fluent { -trick.plural } نصًا.
###
### الأسلوب (انظر docs/translating.md):
### المخاطبة: أنت، بصيغة المذكر المفرد والأمر ("العب"، "مرِّر")؛ المذكر صيغة عامة في الواجهات. (no source found; chosen)
### علامات التنصيص: «…» (الأقواس الزاوية)؛ والفاصلة العربية ، والفاصلة المنقوطة ؛ وعلامة الاستفهام ؟
### الاتجاه: من اليمين إلى اليسار (language-direction = rtl). البرنامج يعزل اسم الورقة والأرقام بعلامات FSI/PDI.
### رموز الورق: J Q K A باللاتينية، كما تُطبع أوراق اللعب في البلاد العربية (GLOSSARY.md: "A K Q J printed"). في locales/ar/language.ftl.
### الجمع: CLDR للعربية ست فئات: zero one two few many other.

## الأكلة والبدء

# trick. المصدر: https://blog.jawaker.com/leekha-rules/ ("الأكلة"، الجمع "الأكلات"؛ وأيضًا "اللمّة")
-trick = أكلة
    .gender = feminine
    .plural = أكلات
# take a trick. المصدر: GLOSSARY.md ("يأخذ اللمّة")
-take-trick = يأخذ الأكلة
# to lead. المصدر: GLOSSARY.md ("يبدأ، البادئ بالرمية؛ يرمي ورقة")
-lead = يبدأ اللعب
# the lead. المصدر: كما في -lead
-the-lead = البداية
    .gender = feminine
# led suit. المصدر: GLOSSARY.md ("النوع" = الشكل)
-led-suit = النوع المطلوب
    .gender = masculine
# follow suit. المصدر: GLOSSARY.md ("يرمي ورقة من النوع نفسه")
-follow-suit = يلعب من النوع نفسه
# void (no cards of a suit). المصدر: GLOSSARY.md (وصفي). (chosen)
-void = ليس معه ورق من هذا النوع
# void, as a noun. (no source found; chosen)
-void-noun = خلوّ من النوع
    .gender = masculine
# discard. المصدر: GLOSSARY.md ("يرمي من أي نوع آخر")
-discard = يرمي ورقة من نوع آخر
# duck. (no source found; chosen)
-duck = يتفادى الأكلة

## القمر والشمس

# shoot the moon. (no source found; chosen) — ترجمة Google Play الآلية "إطلاق النار على القمر" (https://play.google.com/store/apps/details?hl=ar&id=globile.hearts) غير طبيعية
-shoot-the-moon = يصطاد القمر
# the moon, as a noun. (no source found; chosen)
-the-moon = القمر
    .gender = masculine
# shoot the sun. (no source found; chosen)
-shoot-the-sun = يصطاد الشمس
# the sun, as a noun. (no source found; chosen)
-the-sun = الشمس
    .gender = feminine

## الإلغاء (Cancellation Hearts)

# cancel. (no source found; chosen)
-cancel = يلغي بعضها بعضًا
# cancelled. (no source found; chosen)
-cancelled = ملغاة
# carry-over. (no source found; chosen)
-carry-over = ترحيل
    .gender = masculine

## الأوراق الخاصة والنقاط

# the Q♠. المصدر: GLOSSARY.md ("بنت البستوني"؛ وفي الليخة "الليخة الكبرى")
-queen-of-spades = بنت البستوني
    .gender = feminine
# "the Black Lady". (no source found; chosen)
-the-black-lady = السيدة السوداء
    .gender = feminine
# jack of diamonds. المصدر: GLOSSARY.md ("ولد" = J؛ "ديناري")
-jack-of-diamonds = ولد الديناري
    .gender = masculine
# hearts broken. (no source found; chosen)
-hearts-broken = فُتحت الكبّة
# penalty cards. (no source found; chosen)
-penalty-cards = أوراق العقوبة
    .gender = feminine
# penalty points. المصدر: https://play.google.com/store/apps/details?hl=ar&id=globile.hearts ("نقاط جزاء")
-penalty-points = نقاط جزاء
# counter. (no source found; chosen)
-counter = ورقة عقوبة
    .gender = feminine

## التمرير

# pass. المصدر: GLOSSARY.md ("يمرّر 3 أوراق")
-pass = يمرّر
# pass left. المصدر: GLOSSARY.md ("يسار")
-pass-left = إلى اليسار
# pass right. المصدر: GLOSSARY.md ("يمين")
-pass-right = إلى اليمين
# pass across. (no source found; chosen)
-pass-across = إلى المقابل
# hold (no pass). (no source found; chosen)
-pass-hold = بلا تمرير

## التوزيع واليد والجولة والنقاط

# deal (verb). المصدر: GLOSSARY.md ("يوزّع")
-deal-cards = يوزّع
# deal, as a round. المصدر: GLOSSARY.md ("الجولة")
-deal = جولة
    .gender = feminine
    .plural = جولات
# dealer. المصدر: GLOSSARY.md ("الموزّع")
-dealer = الموزّع
    .gender = masculine
# hand. (no source found; chosen)
-hand = الورق الذي في اليد
    .gender = masculine
# score. المصدر: GLOSSARY.md ("النقاط")
-score = النقاط
    .gender = feminine
# target score. (no source found; chosen)
-target-score = حد النقاط
    .gender = masculine
# point. المصدر: https://play.google.com/store/apps/details?hl=ar&id=globile.hearts ("نقطة واحدة"، "13 نقطة")
-point = نقطة
    .gender = feminine
    .plural = نقاط
# pack. (no source found; chosen)
-pack = مجموعة الورق
    .gender = feminine
# partner. المصدر: GLOSSARY.md ("شراكة")
-partner = الشريك
    .gender = masculine
# kitty. (no source found; chosen)
-kitty = الورق المتروك
    .gender = masculine
# joker. (no source found; chosen)
-joker = الجوكر
    .gender = masculine

## الأنواع والقيم

# suit. المصدر: GLOSSARY.md ("نوع")؛ https://game-online.club/store/apps/details?hl=ar&id=com.michal.switchwearos ("مطابقة للنوع")
-suit = النوع
    .gender = masculine
# clubs. المصدر: GLOSSARY.md (jawaker: "سباتي")
-suit-clubs = سباتي
# diamonds. المصدر: GLOSSARY.md ("ديناري")
-suit-diamonds = ديناري
# spades. المصدر: GLOSSARY.md ("بستوني")
-suit-spades = بستوني
# hearts. المصدر: GLOSSARY.md ("كبّة"؛ وبعض التطبيقات تقول "القلوب")
-suit-hearts = كبّة
# two. (no source found; chosen) — الأرقام تُقرأ أرقامًا
-rank-two = اثنان
# three. كما في -rank-two
-rank-three = ثلاثة
# four. كما في -rank-two
-rank-four = أربعة
# five. كما في -rank-two
-rank-five = خمسة
# six. كما في -rank-two
-rank-six = ستة
# seven. كما في -rank-two
-rank-seven = سبعة
# eight. كما في -rank-two
-rank-eight = ثمانية
# nine. كما في -rank-two
-rank-nine = تسعة
# ten. كما في -rank-two
-rank-ten = عشرة
# jack. المصدر: https://game-online.club/store/apps/details?hl=ar&id=com.michal.switchwearos ("الولد")
-rank-jack = ولد
    .gender = masculine
# queen. المصدر: GLOSSARY.md ("بنت")
-rank-queen = بنت
    .gender = feminine
# king. المصدر: GLOSSARY.md ("شايب"، unconfirmed)
-rank-king = شايب
    .gender = masculine
# ace. المصدر: https://game-online.club/store/apps/details?hl=ar&id=com.michal.switchwearos ("الآس")
-rank-ace = آس
    .gender = masculine

## أسماء الألعاب. المتغيرات تُركَّب: «السيدة السوداء (مورهيد)».

# Hearts. المصدر: https://hearts.zone/ar ("لعبة بطاقات القلوب (هارتس)")
-game-hearts = هارتس
# Black Lady. (no source found; chosen)
-game-black-lady = السيدة السوداء
# Black Bess. (no source found; chosen)
-game-black-bess = بيس السوداء
# Omnibus Hearts. (no source found; chosen)
-game-omnibus = هارتس الشامل
# Pink Lady. (no source found; chosen)
-game-pink-lady = السيدة الوردية
# Black Jack. (no source found; chosen)
-game-black-jack = الولد الأسود
# Spot Hearts. (no source found; chosen)
-game-spot-hearts = هارتس بالنقاط
# Pip Hearts. (no source found; chosen)
-game-pip-hearts = هارتس بالقيمة
# Graded Hearts. (no source found; chosen)
-game-graded-hearts = هارتس المتدرج
# Cancellation Hearts. (no source found; chosen)
-game-cancellation = هارتس بالإلغاء
# Rickety Kate. (no source found; chosen)
-game-rickety-kate = ريكيتي كيت
# Black Maria. (no source found; chosen)
-game-black-maria = ماريا السوداء
# Queens. (no source found; chosen)
-game-queens = البنات
# Small Hearts. (no source found; chosen)
-game-small-hearts = هارتس الصغير
# Danger Hearts. (no source found; chosen)
-game-danger-hearts = هارتس الخطر
# Complex Hearts. (no source found; chosen)
-game-complex-hearts = هارتس المركّب
# Royal Hearts. (no source found; chosen)
-game-royal-hearts = هارتس الملكي
# Hooligan Hearts. (no source found; chosen)
-game-hooligan-hearts = هارتس المشاغب
# Gong Zhu (拱猪). (no source found; chosen)
-game-gong-zhu = غونغ تشو (مطاردة الخنزير)
# Likha. المصدر: https://blog.jawaker.com/leekha-rules/ و https://areq.net/m/ليخة.html
-game-likha = ليخة
# Partnership Hearts. (no source found; chosen)
-game-partnership-hearts = هارتس بالشراكة
# Joker Hearts. (no source found; chosen)
-game-joker-hearts = هارتس بالجوكر
# Booster Nines. (no source found; chosen)
-game-booster-nines = التسعات المعزِّزة
