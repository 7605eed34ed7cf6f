//! Writes a [`Text`] out from a language's pack: its pattern's pieces, its arguments by the
//! language's grammar, its choices by their keys. A message the language lacks is written from
//! English; one that English lacks too (a pack of another version), or a variable a message
//! is not given, is written as its name (natively; its place in the browser, which holds no
//! names), so nothing is ever lost in silence.
use super::grammar;
use super::pack::{Key, Pack, Piece};
use super::{Arg, Lang, State, Text, t};
use crate::engine::{ACE, Card, JACK, KING, QUEEN};
use std::rc::Rc;

/// Past this depth a reference is not followed (a translation that refers to itself).
const DEEPEST: u8 = 12;

/// First strong isolate and pop directional isolate: a right-to-left text keeps a card's name
/// or a number whole and in its own direction.
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';
/// Left-to-right isolate: a card ("A♣") always reads index, then suit.
const LRI: char = '\u{2066}';

/// The values a pattern reads its variables from, by name.
#[derive(Clone, Copy)]
enum Scope<'a> {
    /// A message's arguments.
    Given(&'a [(u16, Arg)]),
    /// A term's literal arguments.
    Literal(&'a [(u16, String)]),
}

pub(super) fn write_text(state: &mut State, text: &Text, out: &mut String) {
    write_message(state, text.key, Scope::Given(&text.args), out, 0);
}

/// The pack to write a message from: the current language's, or English's where it lacks it.
fn pack_of(state: &mut State, key: u16) -> Option<Rc<Pack>> {
    let lang = state.current;
    [lang, Lang::ENGLISH].into_iter().find_map(|l| {
        let pack = state.pack(l)?;
        let has = matches!(pack.messages.get(usize::from(key)), Some(Some(_)));
        has.then_some(pack)
    })
}

fn write_message(state: &mut State, key: u16, scope: Scope, out: &mut String, depth: u8) {
    if depth > DEEPEST {
        return;
    }
    match pack_of(state, key) {
        Some(pack) => {
            let pattern = pack.messages[usize::from(key)].as_deref().unwrap_or(&[]);
            write_pattern(state, &pack, pattern, scope, out, depth + 1);
        }
        None => write_name(NameOf::Message, key, out),
    }
}

/// What a place names: a message (in `KEYS`) or a variable (in `NAMES`).
#[derive(Clone, Copy)]
enum NameOf {
    Message,
    Variable,
}

/// What stands for a message no pack has (a pack that failed to load) or a variable not given:
/// its name natively, `#` and its place in the browser, so that nothing is lost in silence.
fn write_name(of: NameOf, place: u16, out: &mut String) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let names = match of {
            NameOf::Message => super::KEYS,
            NameOf::Variable => super::NAMES,
        };
        if let Some(name) = names.get(usize::from(place)) {
            out.push_str(name);
            return;
        }
    }
    #[cfg(target_arch = "wasm32")]
    let _ = of;
    out.push('#');
    out.push_str(&place.to_string());
}

/// Writes a pattern of `pack` (whose terms its pieces name).
fn write_pattern(
    state: &mut State,
    pack: &Pack,
    pieces: &[Piece],
    scope: Scope,
    out: &mut String,
    depth: u8,
) {
    for piece in pieces {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Var(name) => match scope {
                Scope::Given(args) => match args.iter().find(|(n, _)| n == name) {
                    Some((_, arg)) => {
                        let isolate = state.current.rtl() && state.isolating;
                        if isolate {
                            out.push(if matches!(arg, Arg::Card(_)) {
                                LRI
                            } else {
                                FSI
                            });
                        }
                        write_arg(state, arg, out, depth);
                        if isolate {
                            out.push(PDI);
                        }
                    }
                    None => {
                        out.push('$');
                        write_name(NameOf::Variable, *name, out);
                    }
                },
                Scope::Literal(args) => {
                    if let Some((_, v)) = args.iter().find(|(n, _)| n == name) {
                        out.push_str(v);
                    }
                }
            },
            Piece::Message(key) => write_message(state, *key, scope, out, depth),
            Piece::Term(term, literal) => {
                if let Some(pattern) = pack.terms.get(usize::from(*term)) {
                    if depth <= DEEPEST {
                        let scope = Scope::Literal(literal);
                        write_pattern(state, pack, pattern, scope, out, depth + 1);
                    }
                }
            }
            Piece::Select(selector, variants, default) => {
                let chosen = choose(
                    state,
                    pack,
                    selector,
                    variants,
                    usize::from(*default),
                    scope,
                    depth,
                );
                if let Some((_, pattern)) = variants.get(chosen) {
                    write_pattern(state, pack, pattern, scope, out, depth);
                }
            }
        }
    }
}

/// Which variant a choice takes: the one whose key is the selector's value (a number, else its
/// plural category; a card's rank; a message's gender, else the message itself), else the
/// default.
fn choose(
    state: &mut State,
    pack: &Pack,
    selector: &Piece,
    variants: &[(Key, Vec<Piece>)],
    default: usize,
    scope: Scope,
    depth: u8,
) -> usize {
    let word = |w: &str| {
        variants
            .iter()
            .position(|(k, _)| matches!(k, Key::Word(x) if x == w))
    };
    let count = |n: i64, category: &'static str| {
        word(&n.to_string())
            .or_else(|| word(category))
            .unwrap_or(default)
    };
    let value: String = match (selector, scope) {
        (Piece::Var(name), Scope::Given(args)) => match args.iter().find(|(n, _)| n == name) {
            Some((_, Arg::Num(n))) => return count(*n, grammar::plural(state.current, *n)),
            Some((_, Arg::Ordinal(n))) => {
                return count(*n, grammar::ordinal(state.current, *n));
            }
            Some((_, Arg::Tenths(n))) => {
                let category = grammar::plural_tenths(state.current, *n);
                return word(category).unwrap_or(default);
            }
            Some((_, Arg::List(items))) => {
                let n = items.len() as i64;
                return count(n, grammar::plural(state.current, n));
            }
            Some((_, Arg::Card(card))) => rank_word(*card).to_string(),
            Some((_, Arg::Text(text))) => match gender(state, text.key) {
                Some(gender) => gender,
                None => {
                    return variants
                        .iter()
                        .position(|(k, _)| *k == Key::Message(text.key))
                        .unwrap_or(default);
                }
            },
            Some((_, Arg::Str(s))) => s.clone(),
            None => return default,
        },
        (Piece::Var(name), Scope::Literal(args)) => args
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default(),
        (piece, scope) => {
            let mut s = String::new();
            write_pattern(
                state,
                pack,
                std::slice::from_ref(piece),
                scope,
                &mut s,
                depth,
            );
            s
        }
    };
    word(value.trim()).unwrap_or(default)
}

/// A message's grammatical gender in the current language (or English), if it gives one.
fn gender(state: &mut State, key: u16) -> Option<String> {
    let lang = state.current;
    [lang, Lang::ENGLISH].into_iter().find_map(|l| {
        let pack = state.pack(l)?;
        let found = pack.genders.iter().find(|(k, _)| *k == key);
        found.map(|(_, g)| g.clone())
    })
}

fn write_arg(state: &mut State, arg: &Arg, out: &mut String, depth: u8) {
    match arg {
        Arg::Num(n) | Arg::Ordinal(n) => out.push_str(&grammar::number(state.current, *n)),
        Arg::Tenths(n) => out.push_str(&grammar::tenths(state.current, *n)),
        Arg::Str(s) => out.push_str(s),
        Arg::Text(text) => write_message(state, text.key, Scope::Given(&text.args), out, depth),
        Arg::Card(card) => write_card(state, *card, out, depth),
        Arg::List(items) => {
            let written: Vec<String> = items
                .iter()
                .map(|item| {
                    let mut s = String::new();
                    write_arg(state, item, &mut s, depth);
                    s
                })
                .collect();
            out.push_str(&grammar::list(state.current, &written));
        }
    }
}

/// A card's index as the language's packs print it ("D" for the queen in German, "10"), or in
/// English letters when the setting asks for them; the joker's star.
pub(super) fn card_index(state: &mut State, card: Card) -> String {
    let index = match card.rank() {
        _ if card.is_joker() => None,
        JACK => Some(t::index_jack()),
        QUEEN => Some(t::index_queen()),
        KING => Some(t::index_king()),
        ACE => Some(t::index_ace()),
        _ => None,
    };
    let Some(index) = index else {
        return card.rank_label().to_string();
    };
    let mut s = String::new();
    let lang = state.current;
    if state.english_indices {
        state.current = Lang::ENGLISH;
    }
    write_text(state, &index, &mut s);
    state.current = lang;
    s
}

/// A card as its corner prints it in the language's packs ("D♠"), by `card-short`.
fn write_card(state: &mut State, card: Card, out: &mut String, depth: u8) {
    match card.suit() {
        Some(suit) => {
            let short = t::card_short(card_index(state, card), suit.symbol().to_string());
            // The card is one run already: its index and suit are not isolated again.
            let isolating = std::mem::replace(&mut state.isolating, false);
            write_message(state, short.key, Scope::Given(&short.args), out, depth);
            state.isolating = isolating;
        }
        None => out.push_str(card.rank_label()),
    }
}

/// The key a choice on a card matches: its rank in English words.
fn rank_word(card: Card) -> &'static str {
    if card.is_joker() {
        return "joker";
    }
    match card.rank() {
        0 => "zero",
        2 => "two",
        3 => "three",
        4 => "four",
        5 => "five",
        6 => "six",
        7 => "seven",
        8 => "eight",
        9 => "nine",
        10 => "ten",
        JACK => "jack",
        QUEEN => "queen",
        KING => "king",
        _ => "ace",
    }
}

#[cfg(test)]
pub(super) fn write_card_for_test(state: &mut State, card: Card, out: &mut String) {
    write_card(state, card, out, 0);
}
