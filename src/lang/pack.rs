//! A language's texts as the build compiles them from its Fluent files (`locales/<code>/*.ftl`):
//! every message, attribute and term by its key, each a pattern of pieces, comments left out.
//! `build.rs` writes a pack; [`super::resolve`] reads one. This file is shared by both, so it
//! needs nothing but serde.
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One language's texts: `id`, `id.attr`, `-term` and `-term.attr` to their patterns.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Pack {
    pub entries: BTreeMap<String, Vec<Piece>>,
}

/// A piece of a pattern.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Piece {
    /// Text as it is.
    #[serde(rename = "t")]
    Text(String),
    /// A variable the code gives (`{ $card }`).
    #[serde(rename = "v")]
    Var(String),
    /// Another entry (`{ other-message }`, `{ -term }`), with a term's literal arguments
    /// (`{ -queen(case: "accusative") }`).
    #[serde(rename = "r")]
    Ref(String, Vec<(String, String)>),
    /// A choice among variants by the value of its first piece (a variable or a reference):
    /// the variants by key, and which one is the default.
    #[serde(rename = "s")]
    Select(Box<Piece>, Vec<(String, Vec<Piece>)>, usize),
}
