//! A language's texts as the build compiles them from its Fluent files (`locales/<code>/*.ftl`),
//! comments left out. `build.rs` writes a pack; [`super::resolve`] reads one. This file is
//! shared by both, so it needs nothing but serde.
//!
//! A pack names nothing by its key: a message is its place in English's sorted list of keys
//! (`KEYS`, which the build writes), a variable its place in the sorted list of every
//! variable's name (`NAMES`), a term its place in the pack's own list. So the download holds
//! no key twice, and the code speaks in numbers ([`super::Text`]). A pack carries the
//! fingerprint of the keys it was built against, and one of another build is refused.
use serde::{Deserialize, Serialize};

/// One language's texts.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Pack {
    /// The fingerprint of the keys and names the pack was built with (see [`fingerprint`]).
    #[serde(rename = "k")]
    pub keys: u32,
    /// Every message in `KEYS` order: its pattern, or none where the language lacks it.
    #[serde(rename = "m")]
    pub messages: Vec<Option<Vec<Piece>>>,
    /// Messages' grammatical genders (a message's `.gender` attribute, which only
    /// translations give), by message: what a choice on that message as a variable reads.
    #[serde(rename = "g")]
    pub genders: Vec<(u16, String)>,
    /// The language's terms (`-queen`) and their attributes (`-queen.gender`), which only its
    /// own patterns refer to, by their place here.
    #[serde(rename = "t")]
    pub terms: Vec<Vec<Piece>>,
}

/// A piece of a pattern.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Piece {
    /// Text as it is.
    #[serde(rename = "t")]
    Text(String),
    /// A variable the code gives (`{ $card }`), by its place in `NAMES`.
    #[serde(rename = "v")]
    Var(u16),
    /// Another message (`{ other-message }`), by its place in `KEYS`.
    #[serde(rename = "m")]
    Message(u16),
    /// A term of the pack (`{ -queen }`) with its literal arguments, by place
    /// (`{ -queen(case: "accusative") }`: the place of `case` in `NAMES`, and "accusative").
    #[serde(rename = "r")]
    Term(u16, Vec<(u16, String)>),
    /// A choice among variants by the value of its first piece (a variable or a term): the
    /// variants, and which one is the default.
    #[serde(rename = "s")]
    Select(Box<Piece>, Vec<(Key, Vec<Piece>)>, usize),
}

/// A variant's key: a word or a number as the translator wrote it ("one", "feminine", "3"),
/// or a message (its place in `KEYS`), which a choice on that message as a variable matches.
/// In JSON a word is a string and a message a number.
#[derive(Clone, Debug, PartialEq)]
pub enum Key {
    Word(String),
    Message(u16),
}

impl Serialize for Key {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Key::Word(w) => serializer.serialize_str(w),
            Key::Message(m) => serializer.serialize_u16(*m),
        }
    }
}

impl<'de> Deserialize<'de> for Key {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Key, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Key;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a variant's key: a word or a message's number")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Key, E> {
                Ok(Key::Word(v.to_string()))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Key, E> {
                u16::try_from(v)
                    .map(Key::Message)
                    .map_err(|_| E::custom("no such message"))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// The fingerprint of a list of keys and a list of names (FNV-1a over both, each ended by a
/// zero byte): a pack built against other lists reads other messages at the same places.
pub fn fingerprint<'a>(
    keys: impl IntoIterator<Item = &'a str>,
    names: impl IntoIterator<Item = &'a str>,
) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    for s in keys.into_iter().chain([""]).chain(names) {
        for b in s.bytes().chain([0]) {
            hash = (hash ^ u32::from(b)).wrapping_mul(0x0100_0193);
        }
    }
    hash
}
