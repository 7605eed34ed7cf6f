//! A language's own rules for plural categories, lists and numbers, from CLDR: in the browser
//! by its `Intl` (which costs the download nothing), natively by ICU4X. Each is made once a
//! language and kept.
use super::Lang;

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::Lang;
    use js_sys::{Array, Intl, JsString, Object};
    use std::cell::{OnceCell, RefCell};

    /// A language's formatters, each made the first time it is needed (making one loads the
    /// browser's data for it, which a page starting up should not wait for unasked: a list
    /// format alone took about 13 ms of the first render on a phone's pace).
    struct Rules {
        lang: Lang,
        locales: Array,
        plural: OnceCell<Intl::PluralRules>,
        ordinal: OnceCell<Intl::PluralRules>,
        list: OnceCell<Intl::ListFormat>,
        number: OnceCell<Intl::NumberFormat>,
        /// To exactly one decimal ("1.0", "1,2"), and its plural categories.
        decimal: OnceCell<Intl::NumberFormat>,
        decimal_plural: OnceCell<Intl::PluralRules>,
    }

    impl Rules {
        fn plural(&self) -> &Intl::PluralRules {
            self.plural
                .get_or_init(|| Intl::PluralRules::new(&self.locales, &Object::new()))
        }

        fn ordinal(&self) -> &Intl::PluralRules {
            self.ordinal
                .get_or_init(|| Intl::PluralRules::new(&self.locales, &ordinal_options()))
        }

        fn list(&self) -> &Intl::ListFormat {
            self.list
                .get_or_init(|| Intl::ListFormat::new(&self.locales, &Object::new()))
        }

        fn number(&self) -> &Intl::NumberFormat {
            self.number
                .get_or_init(|| Intl::NumberFormat::new(&self.locales, &min2()))
        }

        fn decimal(&self) -> &Intl::NumberFormat {
            self.decimal
                .get_or_init(|| Intl::NumberFormat::new(&self.locales, &one_decimal(min2())))
        }

        fn decimal_plural(&self) -> &Intl::PluralRules {
            self.decimal_plural
                .get_or_init(|| Intl::PluralRules::new(&self.locales, &one_decimal(Object::new())))
        }
    }

    thread_local! {
        static RULES: RefCell<Option<Rules>> = const { RefCell::new(None) };
    }

    fn with<R>(lang: Lang, f: impl FnOnce(&Rules) -> R) -> R {
        RULES.with(|r| {
            let mut r = r.borrow_mut();
            if r.as_ref().is_none_or(|rules| rules.lang != lang) {
                *r = Some(Rules {
                    lang,
                    locales: Array::of1(&JsString::from(super::locale(lang))),
                    plural: OnceCell::new(),
                    ordinal: OnceCell::new(),
                    list: OnceCell::new(),
                    number: OnceCell::new(),
                    decimal: OnceCell::new(),
                    decimal_plural: OnceCell::new(),
                });
            }
            f(r.as_ref().expect("made above"))
        })
    }

    /// Numbers' options: grouping only from five digits ("1000", "10,000"), as natively.
    fn min2() -> Object {
        let options = Object::new();
        let _ = js_sys::Reflect::set(&options, &"useGrouping".into(), &"min2".into());
        options
    }

    /// The options given with exactly one fraction digit.
    fn one_decimal(options: Object) -> Object {
        for key in ["minimumFractionDigits", "maximumFractionDigits"] {
            let _ = js_sys::Reflect::set(&options, &key.into(), &1.into());
        }
        options
    }

    /// `{ type: "ordinal" }`.
    fn ordinal_options() -> Object {
        let options = Object::new();
        let _ = js_sys::Reflect::set(&options, &"type".into(), &"ordinal".into());
        options
    }

    pub fn plural(lang: Lang, n: i64) -> &'static str {
        category(with(lang, |r| r.plural().select(n as f64).into()))
    }

    pub fn ordinal(lang: Lang, n: i64) -> &'static str {
        category(with(lang, |r| r.ordinal().select(n as f64).into()))
    }

    fn category(category: String) -> &'static str {
        match category.as_str() {
            "zero" => "zero",
            "one" => "one",
            "two" => "two",
            "few" => "few",
            "many" => "many",
            _ => "other",
        }
    }

    pub fn plural_tenths(lang: Lang, tenths: i64) -> &'static str {
        category(with(lang, |r| {
            r.decimal_plural().select(tenths as f64 / 10.0).into()
        }))
    }

    pub fn tenths(lang: Lang, tenths: i64) -> String {
        with(lang, |r| {
            r.decimal()
                .format()
                .call1(r.decimal(), &(tenths as f64 / 10.0).into())
        })
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| format!("{}.{}", tenths / 10, (tenths % 10).abs()))
    }

    pub fn list(lang: Lang, items: &[String]) -> String {
        let items: Array = items.iter().map(|s| JsString::from(s.as_str())).collect();
        with(lang, |r| r.list().format(&items).into())
    }

    pub fn number(lang: Lang, n: i64) -> String {
        with(lang, |r| {
            r.number().format().call1(r.number(), &(n as f64).into())
        })
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| n.to_string())
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::Lang;
    use icu_decimal::DecimalFormatter;
    use icu_decimal::input::Decimal;
    use icu_decimal::options::GroupingStrategy;
    use icu_list::ListFormatter;
    use icu_list::options::{ListFormatterOptions, ListLength};
    use icu_locale_core::Locale;
    use icu_plurals::{PluralCategory, PluralRules};
    use std::cell::RefCell;

    struct Rules {
        lang: Lang,
        plural: Option<PluralRules>,
        ordinal: Option<PluralRules>,
        list: Option<ListFormatter>,
        number: Option<DecimalFormatter>,
    }

    thread_local! {
        static RULES: RefCell<Option<Rules>> = const { RefCell::new(None) };
    }

    fn with<R>(lang: Lang, f: impl FnOnce(&Rules) -> R) -> R {
        RULES.with(|r| {
            let mut r = r.borrow_mut();
            if r.as_ref().is_none_or(|rules| rules.lang != lang) {
                let locale: Locale = super::locale(lang).parse().unwrap_or(Locale::UNKNOWN);
                *r = Some(Rules {
                    lang,
                    plural: PluralRules::try_new_cardinal((&locale).into()).ok(),
                    ordinal: PluralRules::try_new_ordinal((&locale).into()).ok(),
                    list: ListFormatter::try_new_and(
                        (&locale).into(),
                        ListFormatterOptions::default().with_length(ListLength::Wide),
                    )
                    .ok(),
                    // Grouping only from five digits: "1000", "10,000" (a score of −1000
                    // reads as the game has always written it).
                    number: DecimalFormatter::try_new(
                        (&locale).into(),
                        GroupingStrategy::Min2.into(),
                    )
                    .ok(),
                });
            }
            f(r.as_ref().expect("made above"))
        })
    }

    pub fn plural(lang: Lang, n: i64) -> &'static str {
        let category = with(lang, |r| r.plural.as_ref().map(|p| p.category_for(n)));
        name(category, n)
    }

    pub fn ordinal(lang: Lang, n: i64) -> &'static str {
        let category = with(lang, |r| r.ordinal.as_ref().map(|p| p.category_for(n)));
        name(category, 0)
    }

    /// `tenths` as a decimal of exactly one fraction digit: 12 is 1.2, 10 is 1.0.
    fn decimal(tenths: i64) -> Decimal {
        let mut d = Decimal::from(tenths);
        d.absolute.multiply_pow10(-1);
        d.absolute.pad_end(-1);
        d
    }

    pub fn plural_tenths(lang: Lang, tenths: i64) -> &'static str {
        let d = decimal(tenths);
        let category = with(lang, |r| r.plural.as_ref().map(|p| p.category_for(&d)));
        name(category, 0)
    }

    pub fn tenths(lang: Lang, tenths: i64) -> String {
        let d = decimal(tenths);
        with(lang, |r| match &r.number {
            Some(f) => f.format(&d).to_string(),
            None => d.to_string(),
        })
    }

    fn name(category: Option<PluralCategory>, n: i64) -> &'static str {
        match category {
            Some(PluralCategory::Zero) => "zero",
            Some(PluralCategory::One) => "one",
            Some(PluralCategory::Two) => "two",
            Some(PluralCategory::Few) => "few",
            Some(PluralCategory::Many) => "many",
            Some(PluralCategory::Other) => "other",
            None if n == 1 => "one",
            None => "other",
        }
    }

    pub fn list(lang: Lang, items: &[String]) -> String {
        with(lang, |r| match &r.list {
            Some(list) => list.format(items.iter()).to_string(),
            None => items.join(", "),
        })
    }

    pub fn number(lang: Lang, n: i64) -> String {
        with(lang, |r| match &r.number {
            Some(f) => f.format(&Decimal::from(n)).to_string(),
            None => n.to_string(),
        })
    }
}

/// The locale whose rules a language follows: Moonshot's English is British English (its
/// spelling test reads en_GB), so its lists read "A, B and C".
fn locale(lang: Lang) -> &'static str {
    match lang.code() {
        "en" => "en-GB",
        code => code,
    }
}

/// The plural category of `n` in the language: "zero", "one", "two", "few", "many" or
/// "other" (CLDR's names).
pub fn plural(lang: Lang, n: i64) -> &'static str {
    imp::plural(lang, n)
}

/// The ordinal category of `n` (a place: 1st, 2nd) in the language, by CLDR's names.
pub fn ordinal(lang: Lang, n: i64) -> &'static str {
    imp::ordinal(lang, n)
}

/// The text with its first letter in capitals, as the language writes it ("Spades",
/// "Élevé"): a sentence made from a phrase.
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Items joined as the language joins them with "and" ("A, B and C"; "A, B et C").
pub fn list(lang: Lang, items: &[String]) -> String {
    imp::list(lang, items)
}

/// A whole number as CLDR's formatter writes it, with no shortcut.
#[cfg(test)]
pub fn number_by_cldr(lang: Lang, n: i64) -> String {
    imp::number(lang, n)
}

/// A whole number as the language writes it.
pub fn number(lang: Lang, n: i64) -> String {
    match lang.plain_numbers() && n.abs() <= 9999 {
        true => n.to_string(),
        false => imp::number(lang, n),
    }
}

/// A figure given in tenths, written to exactly one decimal as the language writes it: 12 is
/// "1.2" in English, "1,2" in German, "١٫٢" in Arabic.
pub fn tenths(lang: Lang, tenths: i64) -> String {
    imp::tenths(lang, tenths)
}

/// The plural category of a figure given in tenths, written to one decimal ("1.0" is "other"
/// in English).
pub fn plural_tenths(lang: Lang, tenths: i64) -> &'static str {
    imp::plural_tenths(lang, tenths)
}
