### اللغة نفسها، وكيف تُسمّى الأوراق بها.

language-name = العربية
language-direction = rtl
language-digits = own

card-short = { $index }{ $suit }
index-jack = J
index-queen = Q
index-king = K
index-ace = A

## أسماء الأوراق كاملة، كما يقرؤها قارئ الشاشة وكما تكتبها القواعد: «بنت البستوني».

card-name = { $rank } { $suit }
card-name-zero = صفر { $suit } (جوكر)
card-name-joker = الجوكر
rank-two = اثنين
rank-three = ثلاثة
rank-four = أربعة
rank-five = خمسة
rank-six = ستة
rank-seven = سبعة
rank-eight = ثمانية
rank-nine = تسعة
rank-ten = عشرة
rank-jack = ولد
rank-queen = بنت
rank-king = شايب
rank-ace = آس
suit-name-clubs = السباتي
suit-name-diamonds = الديناري
suit-name-spades = البستوني
suit-name-hearts = الكبّة

## النوع في جملة: $count عدد الأوراق المقصودة (0 أو 1 أو 2 فأكثر).

suit-clubs = { $count ->
    [zero] سباتي
    [one] ورقة سباتي
   *[other] السباتي
}
suit-diamonds = { $count ->
    [zero] ديناري
    [one] ورقة ديناري
   *[other] الديناري
}
suit-spades = { $count ->
    [zero] بستوني
    [one] ورقة بستوني
   *[other] البستوني
}
suit-hearts = { $count ->
    [zero] كبّة
    [one] ورقة كبّة
   *[other] الكبّة
}

## أعداد تستعملها اللعبة كلها.

count-points = { $n ->
    [1] نقطة واحدة
    [2] نقطتان
    [few] { $n } نقاط
   *[other] { $n } نقطة
}
count-cards = { $n ->
    [1] ورقة واحدة
    [2] ورقتان
    [few] { $n } أوراق
   *[other] { $n } ورقة
}

## اختيار اللغة

brand = مونشوت
page-title = مونشوت · هارتس
settings-language = اللغة
settings-language-browser = لغة المتصفح
settings-english-indices = حروف الأوراق بالإنجليزية (A K Q J)
language-unknown = «{ $code }» في lang= ليست لغة تعرفها مونشوت؛ لغاتها: { $languages }.
language-not-loaded = تعذّر تحميل النصوص باللغة { $language } ({ $why })، لذا اللعبة بالإنجليزية.

## التطبيق المثبّت وشاشة التحميل

manifest-short-name = مونشوت
manifest-description = هارتس والسيدة السوداء وكل عائلة هارتس، ضد لاعبين آليين، مع الإنترنت أو من دونه.
splash-status = جارٍ خلط الأوراق…

# الكلمة على زوايا الجوكر الذي لا قيمة له وفي وسطه.
card-face-joker = جوكر
