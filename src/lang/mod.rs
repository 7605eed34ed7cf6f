//! The player's language. The code speaks in typed message keys ([`t`]): a [`Text`] is a
//! message and its arguments, written out in the language chosen only when it is shown, so the
//! same text reads in German on one screen and in Arabic on the next.
//!
//! The words live in Project Fluent files, one folder a language (`locales/<code>/*.ftl`), which
//! the build compiles into packs (`build.rs`). Natively every language is built in; in the
//! browser none is: the page fetches the pack of the language it speaks and installs it with
//! [`install`], so that no player downloads another language's texts. A message a language
//! lacks is written in English where English is at hand (natively), else as its place.
//!
//! Plural categories, lists and numbers follow CLDR's rules for the language: the browser's own
//! `Intl` in the browser, ICU4X natively ([`grammar`]).
mod grammar;
pub mod pack;
mod resolve;
#[cfg(feature = "web")]
mod web;
pub mod words;

pub use grammar::capitalize;

use crate::engine::{Card, Suit};
use pack::Pack;
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

include!(concat!(env!("OUT_DIR"), "/lang.rs"));

/// A language of `locales/`: its code (a BCP 47 tag, the folder's name), its name in itself,
/// whether it is written right to left, and whether it writes whole numbers below ten
/// thousand as plain digits ("-26", "1000").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LangInfo {
    pub code: &'static str,
    pub name: &'static str,
    pub rtl: bool,
    pub plain_numbers: bool,
}

/// One of [`LANGS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(u8);

impl Lang {
    /// English: the source of every text, and what a missing message falls back to.
    pub const ENGLISH: Lang = Lang(0);

    /// Every language, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGS.len() as u8).map(Lang)
    }

    fn info(self) -> &'static LangInfo {
        &LANGS[self.0 as usize]
    }

    /// "de", "pt-BR".
    pub fn code(self) -> &'static str {
        self.info().code
    }

    /// The language's name in itself: "Deutsch", "العربية".
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Whether it is written right to left.
    pub fn rtl(self) -> bool {
        self.info().rtl
    }

    /// Whether it writes whole numbers from −9999 to 9999 as plain digits, as Rust does
    /// ("-26", "1000"): then no number formatter need be made for them (in the browser,
    /// making one holds a phone's start-up some tens of milliseconds).
    pub fn plain_numbers(self) -> bool {
        self.info().plain_numbers
    }

    /// The language of exactly this code (any case): "de", "pt-br".
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::all().find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The first of the player's languages (as `navigator.languages` lists them) that the game
    /// has: the exact tag, or else the same language of another region ("pt-PT" reads
    /// "pt-BR", "zh-TW" reads "zh-CN"). English when none is.
    pub fn best<S: AsRef<str>>(wanted: &[S]) -> Lang {
        let primary = |tag: &str| {
            tag.split(['-', '_'])
                .next()
                .unwrap_or("")
                .to_ascii_lowercase()
        };
        for tag in wanted {
            let tag = tag.as_ref().trim().replace('_', "-");
            if let Some(lang) = Lang::from_code(&tag) {
                return lang;
            }
            if let Some(lang) = Lang::all().find(|l| primary(l.code()) == primary(&tag)) {
                return lang;
            }
        }
        Lang::ENGLISH
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A value a message is given.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Arg {
    /// A number, written by the language's rules; a choice on it picks the plural category.
    #[serde(rename = "n")]
    Num(i64),
    /// Words as they are, not translated (a player's own name, a file's name).
    #[serde(rename = "s")]
    Str(String),
    /// Another message, written in the same language; a choice on it picks its `.gender`
    /// attribute where it has one, else its key.
    #[serde(rename = "t")]
    Text(Text),
    /// A card, by the indices of the language's packs ("D♠" in German); a choice on it picks
    /// its rank ("queen", "ten", "joker").
    #[serde(rename = "c")]
    Card(Card),
    /// Several values, joined as the language joins a list ("A, B and C").
    #[serde(rename = "l")]
    List(Vec<Arg>),
    /// A place in an order ("2nd"): written as a number; a choice on it picks the language's
    /// ordinal category (CLDR: English "one" for 1st, 21st; "two" for 2nd; "few" for 3rd).
    #[serde(rename = "o")]
    Ordinal(i64),
    /// A figure in tenths (12 for 1.2), written to exactly one decimal by the language's rules
    /// ("1.2", "1,2"); a choice on it picks the plural category of that decimal.
    #[serde(rename = "d")]
    Tenths(i64),
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as i64)
            }
        }
    )*};
}
num_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(t)
    }
}

impl From<Card> for Arg {
    fn from(c: Card) -> Arg {
        Arg::Card(c)
    }
}

impl<T: Into<Arg>> From<Vec<T>> for Arg {
    fn from(items: Vec<T>) -> Arg {
        Arg::List(items.into_iter().map(Into::into).collect())
    }
}

/// A message and its arguments, written out in the current language when shown (`to_string`).
/// The message is its place in English's sorted keys, each variable its place in the sorted
/// names ([`pack`]): the download holds no key.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    key: u16,
    args: Vec<(u16, Arg)>,
}

impl Text {
    /// A message without variables (what the typed keys call).
    #[inline(never)]
    pub fn bare(key: u16) -> Text {
        Text {
            key,
            args: Vec::new(),
        }
    }

    /// A message and its variables by name (what the typed keys call): one function for
    /// every message of `N` variables, so that the download holds it once.
    #[inline(never)]
    pub fn with<const N: usize>(key: u16, names: &'static [u16; N], args: [Arg; N]) -> Text {
        Text {
            key,
            args: names.iter().copied().zip(args).collect(),
        }
    }

    /// Its message's key (`deal-number`).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn key(&self) -> &'static str {
        KEYS.get(usize::from(self.key)).copied().unwrap_or("")
    }

    /// Written in this language, whichever is current.
    pub fn in_lang(&self, lang: Lang) -> String {
        with(lang, || self.to_string())
    }

    /// Written in the current language, or `None` while the languages' state is in use or
    /// before any language's texts are at hand: for the crash panel, which a panic while a
    /// text was being written, or before the texts came, must not stop.
    pub fn try_to_string(&self) -> Option<String> {
        STATE
            .try_with(|s| {
                let mut s = s.try_borrow_mut().ok()?;
                let current = s.current;
                s.pack(current)?;
                let mut out = String::new();
                resolve::write_text(&mut s, self, &mut out);
                Some(out)
            })
            .ok()
            .flatten()
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        STATE.with(|s| resolve::write_text(&mut s.borrow_mut(), self, &mut out));
        f.write_str(&out)
    }
}

/// Between the page and the bots' worker (one build) a text goes as JSON: `[key, [[name, arg],
/// …]]`, by their places; an argument as `{"n": 3}`, `{"s": "Greta"}`, `{"t": text}`,
/// `{"c": card}` or `{"l": […]}`. A place past the last is refused.
impl serde::Serialize for Text {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (self.key, &self.args).serialize(serializer)
    }
}

impl<'de> serde::Deserialize<'de> for Text {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Text, D::Error> {
        let (key, args) = <(u16, Vec<(u16, Arg)>)>::deserialize(deserializer)?;
        if key >= KEY_COUNT || args.iter().any(|(name, _)| *name >= NAME_COUNT) {
            return Err(serde::de::Error::custom("no such message or variable"));
        }
        Ok(Text { key, args })
    }
}

/// A card's name in full: "Queen of Spades", "Joker".
pub fn card_name(card: Card) -> Text {
    use crate::engine::{ACE, JACK, KING, QUEEN};
    let Some(suit) = card.suit() else {
        return t::card_name_joker();
    };
    let suit = match suit {
        Suit::Clubs => t::suit_name_clubs(),
        Suit::Diamonds => t::suit_name_diamonds(),
        Suit::Spades => t::suit_name_spades(),
        Suit::Hearts => t::suit_name_hearts(),
    };
    let rank = match card.rank() {
        0 => return t::card_name_zero(suit),
        2 => t::rank_two(),
        3 => t::rank_three(),
        4 => t::rank_four(),
        5 => t::rank_five(),
        6 => t::rank_six(),
        7 => t::rank_seven(),
        8 => t::rank_eight(),
        9 => t::rank_nine(),
        10 => t::rank_ten(),
        JACK => t::rank_jack(),
        QUEEN => t::rank_queen(),
        KING => t::rank_king(),
        ACE => t::rank_ace(),
        _ => t::rank_ace(),
    };
    t::card_name(rank, suit)
}

/// A card's index as the language's packs print it on the card's corner: "D" for a German
/// queen, "10", or in English letters when the setting asks for them.
pub fn card_index(card: Card) -> String {
    STATE.with(|s| resolve::card_index(&mut s.borrow_mut(), card))
}

/// A suit in a sentence, for `count` cards of it: "club" for 1, "clubs" for 0 or many.
pub fn suit(suit: Suit, count: i64) -> Text {
    match suit {
        Suit::Clubs => t::suit_clubs(count),
        Suit::Diamonds => t::suit_diamonds(count),
        Suit::Spades => t::suit_spades(count),
        Suit::Hearts => t::suit_hearts(count),
    }
}

/// The language in use, and the packs at hand.
pub(crate) struct State {
    current: Lang,
    /// Card indices in English letters (A K Q J) whatever the language: a setting.
    english_indices: bool,
    /// Whether a variable is set in its own direction in a right-to-left language (not
    /// inside a card, which is one left-to-right run).
    isolating: bool,
    packs: Vec<Option<Rc<Pack>>>,
}

impl State {
    fn new() -> State {
        State {
            current: Lang::ENGLISH,
            english_indices: false,
            isolating: true,
            packs: (0..LANGS.len()).map(|_| None).collect(),
        }
    }

    /// A language's pack: installed, or else built in (and then kept).
    fn pack(&mut self, lang: Lang) -> Option<Rc<Pack>> {
        let slot = &mut self.packs[lang.0 as usize];
        if slot.is_none() {
            *slot = read_pack(lang, built_in(lang.0 as usize)?)
                .ok()
                .map(Rc::new);
        }
        slot.clone()
    }
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State::new());
}

/// A figure given in tenths, to one decimal, as the current language writes it.
pub fn tenths(tenths: i64) -> String {
    grammar::tenths(current(), tenths)
}

/// The language texts are written in now.
pub fn current() -> Lang {
    STATE.with(|s| s.borrow().current)
}

/// Makes `lang` the language texts are written in. False (and nothing changes) when its pack
/// is neither built in nor installed: fetch it and [`install`] it first.
pub fn set(lang: Lang) -> bool {
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        if s.pack(lang).is_none() {
            return false;
        }
        s.current = lang;
        true
    })
}

/// Whether `lang` can be set now.
pub fn has(lang: Lang) -> bool {
    STATE.with(|s| s.borrow_mut().pack(lang).is_some())
}

/// Why a language's texts, as fetched, could not be installed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PackError {
    /// The text is not a pack.
    NotAPack { lang: Lang },
    /// It is the pack of another build, which reads other messages at the same places.
    OtherVersion { lang: Lang },
}

impl std::fmt::Display for PackError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (lang, why) = match self {
            PackError::NotAPack { lang } => (lang, "they are not a pack of texts"),
            PackError::OtherVersion { lang } => (lang, "they are of another version of the game"),
        };
        write!(f, "the texts for {} could not be read: {why}", lang.name())
    }
}

impl std::error::Error for PackError {}

/// A pack as the build wrote it, if it is one of this build's.
fn read_pack(lang: Lang, json: &str) -> Result<Pack, PackError> {
    let pack = Pack::read(json).ok_or(PackError::NotAPack { lang })?;
    if pack.keys != FINGERPRINT || pack.messages.len() != usize::from(KEY_COUNT) {
        return Err(PackError::OtherVersion { lang });
    }
    Ok(pack)
}

/// Installs a language's pack as fetched (the file the build wrote to `lang/<code>.txt`).
pub fn install(lang: Lang, json: &str) -> Result<(), PackError> {
    let pack = read_pack(lang, json)?;
    STATE.with(|s| s.borrow_mut().packs[lang.0 as usize] = Some(Rc::new(pack)));
    Ok(())
}

/// Card indices in English letters (A K Q J) in every language, or in the language's own.
pub fn set_english_indices(on: bool) {
    STATE.with(|s| s.borrow_mut().english_indices = on);
}

/// Runs `f` with `lang` current, then puts the language back (for the command line and tests).
/// English stands in for a language that cannot be set.
pub fn with<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = current();
    if !set(lang) {
        set(Lang::ENGLISH);
    }
    let result = f();
    set(before);
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang(code: &str) -> Lang {
        Lang::from_code(code).expect("a language of locales/")
    }

    #[test]
    fn the_players_languages_choose_the_first_the_game_has() {
        assert_eq!(Lang::best(&["xx", "pt-PT", "de"]), lang("pt-BR"));
        assert_eq!(Lang::best(&["zh-TW"]), lang("zh-CN"));
        assert_eq!(Lang::best(&["de-AT", "fr"]), lang("de"));
        assert_eq!(Lang::best(&["tlh", "ja"]), Lang::ENGLISH);
        assert_eq!(Lang::best::<&str>(&[]), Lang::ENGLISH);
        assert!(lang("ar").rtl() && !lang("en").rtl());
        assert_eq!(lang("RU").name(), "Русский");
    }

    #[test]
    fn plain_numbers_are_what_cldr_writes() {
        // A language says its numbers are plain only if CLDR writes every one below ten
        // thousand as Rust does: the shortcut then changes nothing.
        for lang in Lang::all() {
            let plain = (-9999..=9999).all(|n| grammar::number_by_cldr(lang, n) == n.to_string());
            assert_eq!(plain, lang.plain_numbers(), "{}", lang.code());
            assert_eq!(
                grammar::number(lang, -26),
                grammar::number_by_cldr(lang, -26)
            );
            assert_eq!(
                grammar::number(lang, 12345),
                grammar::number_by_cldr(lang, 12345)
            );
        }
    }

    #[test]
    fn plurals_follow_cldr() {
        // Russian: one (1, 21), few (2-4, 22), many (5, 11, 25); Arabic has all six.
        let ru: Vec<_> = [1, 2, 5, 11, 21, 22]
            .map(|n| grammar::plural(lang("ru"), n))
            .into();
        assert_eq!(ru, ["one", "few", "many", "many", "one", "few"]);
        let ar: Vec<_> = [0, 1, 2, 3, 11, 100]
            .map(|n| grammar::plural(lang("ar"), n))
            .into();
        assert_eq!(ar, ["zero", "one", "two", "few", "many", "other"]);
        assert_eq!(grammar::plural(lang("zh-CN"), 1), "other");
    }

    #[test]
    fn ordinals_follow_cldr() {
        let en: Vec<_> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101]
            .map(|n| grammar::ordinal(Lang::ENGLISH, n))
            .into();
        let want = [
            "one", "two", "few", "other", "other", "other", "other", "one", "two", "few", "one",
        ];
        assert_eq!(en, want);
        assert_eq!(grammar::ordinal(lang("fr"), 1), "one");
        assert_eq!(grammar::ordinal(lang("fr"), 2), "other");
        let place = |n| t::table_ordinal(Arg::Ordinal(n)).in_lang(Lang::ENGLISH);
        assert_eq!(
            [1, 2, 3, 4, 11, 22].map(place),
            ["1st", "2nd", "3rd", "4th", "11th", "22nd"]
        );
    }

    #[test]
    fn a_figure_in_tenths_is_a_decimal_of_the_language() {
        let write = |code: &str, n: i64| grammar::tenths(lang(code), n);
        assert_eq!(write("en", 12), "1.2");
        assert_eq!(write("en", 40), "4.0");
        assert_eq!(write("de", 12), "1,2");
        assert_eq!(write("ru", 3), "0,3");
        // One decimal makes a figure plural in English, even 1.0; in French 1.0 is "one".
        assert_eq!(grammar::plural_tenths(Lang::ENGLISH, 10), "other");
        assert_eq!(grammar::plural_tenths(lang("fr"), 10), "one");
        let better = t::table_expert_better("the 9♠", Arg::Tenths(36));
        assert_eq!(
            better.in_lang(Lang::ENGLISH),
            "Expert: the 9♠ (about 3.6 points better)"
        );
    }

    #[test]
    fn lists_are_joined_as_the_language_joins_them() {
        let items = ["A".to_string(), "B".to_string(), "C".to_string()];
        assert_eq!(grammar::list(Lang::ENGLISH, &items), "A, B and C");
        assert_eq!(grammar::list(lang("de"), &items), "A, B und C");
        assert_eq!(grammar::list(lang("fr"), &items[1..]), "B et C");
    }

    #[test]
    fn a_card_is_named_by_the_languages_indices_and_english_ones_on_request() {
        let queen = Arg::Card(Card::QUEEN_OF_SPADES);
        // No such message (a pack of another build): its place is written, not nothing.
        let text = Text {
            key: KEY_COUNT,
            args: vec![(name::card, queen)],
        };
        assert_eq!(text.in_lang(Lang::ENGLISH), format!("#{KEY_COUNT}"));
        // A variable not given: its name, not nothing.
        let deal = Text {
            key: t::bar_deal(1).key,
            args: Vec::new(),
        };
        assert_eq!(deal.in_lang(Lang::ENGLISH), "Deal $number");
        let short = |code: &str| {
            with(lang(code), || {
                let mut out = String::new();
                STATE.with(|s| {
                    let mut s = s.borrow_mut();
                    resolve_card(&mut s, Card::QUEEN_OF_SPADES, &mut out)
                });
                out
            })
        };
        assert_eq!(short("en"), "Q♠");
        assert_eq!(short("de"), "D♠");
        assert_eq!(short("ru"), "Д♠");
        set_english_indices(true);
        assert_eq!(short("ru"), "Q♠");
        set_english_indices(false);
    }

    #[test]
    fn a_text_goes_to_the_worker_and_back_as_it_was() {
        let text = t::count_points(-1);
        let nested = t::card_name(text.clone(), vec![Arg::Card(Card::QUEEN_OF_SPADES)]);
        let json = serde_json::to_string(&nested).unwrap();
        assert_eq!(serde_json::from_str::<Text>(&json).unwrap(), nested);
        let no_message = format!("[{KEY_COUNT}, []]");
        assert!(serde_json::from_str::<Text>(&no_message).is_err());
        let no_name = format!(r#"[{}, [[{NAME_COUNT}, {{"n": 1}}]]]"#, text.key);
        assert!(serde_json::from_str::<Text>(&no_name).is_err());
        assert_eq!(text.key(), "count-points");
    }

    #[test]
    fn in_arabic_a_card_is_one_left_to_right_run_and_a_name_its_own() {
        let ace = Card::new(Suit::Clubs, crate::engine::ACE);
        let card = with(lang("ar"), || t::page_card(ace).to_string());
        assert!(card.contains("\u{2066}A♣\u{2069}"), "{card:?}");
        assert_eq!(
            card.matches('\u{2066}').count(),
            1,
            "{card:?}: not isolated again inside"
        );
        assert_eq!(with(Lang::ENGLISH, || t::page_card(ace).to_string()), "A♣");
    }

    #[test]
    fn names_and_counts_read_as_before() {
        let name = |card: Card| card_name(card).in_lang(Lang::ENGLISH);
        assert_eq!(name(Card::QUEEN_OF_SPADES), Card::QUEEN_OF_SPADES.name());
        assert_eq!(name(Card::JOKER), "Joker");
        assert_eq!(name(Card::ZERO_OF_CLUBS), Card::ZERO_OF_CLUBS.name());
        for (n, words) in [
            (-27, "-27 points"),
            (-1, "-1 point"),
            (0, "0 points"),
            (1, "1 point"),
            (2, "2 points"),
            (26, "26 points"),
        ] {
            assert_eq!(t::count_points(n).in_lang(Lang::ENGLISH), words);
        }
        for (n, words) in [(0, "0 cards"), (1, "1 card"), (9, "9 cards")] {
            assert_eq!(t::count_cards(n).in_lang(Lang::ENGLISH), words);
        }
        assert_eq!(suit(Suit::Clubs, 1).in_lang(Lang::ENGLISH), "club");
        assert_eq!(suit(Suit::Hearts, 0).in_lang(Lang::ENGLISH), "hearts");
    }

    #[test]
    fn a_pack_of_another_build_is_refused() {
        let de = lang("de");
        let mut pack = read_pack(Lang::ENGLISH, built_in(0).unwrap()).unwrap();
        pack.keys ^= 1;
        let error = install(de, &pack.write()).unwrap_err();
        assert_eq!(error, PackError::OtherVersion { lang: de });
        assert!(error.to_string().contains("another version"), "{error}");
        let english = built_in(0).unwrap();
        let last = english.char_indices().last().map_or(0, |(i, _)| i);
        for broken in ["", "{", &english[..last], &format!("{english}x")] {
            let error = install(de, broken).unwrap_err();
            assert_eq!(error, PackError::NotAPack { lang: de }, "{broken:.20}");
            assert!(error.to_string().contains("not a pack"), "{error}");
        }
        assert!(has(lang("de")), "the built-in pack stays");
    }

    #[test]
    fn every_language_is_whole_and_every_file_parses() {
        // A message a language lacks or has too many, a variable it is not given, a file that
        // does not parse, an English message without its comment: build.rs lists each.
        assert!(PROBLEMS.is_empty(), "{PROBLEMS:#?}");
    }

    fn resolve_card(state: &mut State, card: Card, out: &mut String) {
        resolve::write_card_for_test(state, card, out);
    }
}
