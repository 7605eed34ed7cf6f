//! Writes a [`Text`] out from a language's pack: its pattern's pieces, its arguments by the
//! language's grammar, its choices by their keys. A message the language lacks is written from
//! English; one that English lacks too (a pack of another version) is written as its key, so
//! nothing is ever lost in silence.
use super::grammar;
use super::pack::{Pack, Piece};
use super::{Arg, Lang, State, Text};
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

/// The values a pattern reads its variables from.
#[derive(Clone, Copy)]
enum Scope<'a> {
    /// A message's arguments.
    Given(&'a [(&'static str, Arg)]),
    /// A term's literal arguments.
    Literal(&'a [(String, String)]),
}

pub(super) fn write_text(state: &mut State, text: &Text, out: &mut String) {
    write_entry(state, text.key, Scope::Given(&text.args), out, 0);
}

/// An entry of the current language, or of English where it lacks it.
fn entry(state: &mut State, key: &str) -> Option<(Rc<Pack>, Lang)> {
    let lang = state.current;
    [lang, Lang::ENGLISH].into_iter().find_map(|l| {
        let pack = state.pack(l)?;
        pack.entries.contains_key(key).then_some((pack, l))
    })
}

fn write_entry(state: &mut State, key: &str, scope: Scope, out: &mut String, depth: u8) {
    if depth > DEEPEST {
        return;
    }
    match entry(state, key) {
        Some((pack, _)) => write_pattern(state, &pack.entries[key], scope, out, depth + 1),
        None => out.push_str(key),
    }
}

fn write_pattern(state: &mut State, pieces: &[Piece], scope: Scope, out: &mut String, depth: u8) {
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
                        out.push_str(name);
                    }
                },
                Scope::Literal(args) => {
                    if let Some((_, v)) = args.iter().find(|(n, _)| n == name) {
                        out.push_str(v);
                    }
                }
            },
            Piece::Ref(key, literal) => {
                if key.starts_with('-') {
                    write_entry(state, key, Scope::Literal(literal), out, depth);
                } else {
                    write_entry(state, key, scope, out, depth);
                }
            }
            Piece::Select(selector, variants, default) => {
                let chosen = choose(state, selector, variants, *default, scope, depth);
                if let Some((_, pattern)) = variants.get(chosen) {
                    write_pattern(state, pattern, scope, out, depth);
                }
            }
        }
    }
}

/// Which variant a choice takes: the one whose key is the selector's value, else (for a
/// number) the one of its plural category, else the default.
fn choose(
    state: &mut State,
    selector: &Piece,
    variants: &[(String, Vec<Piece>)],
    default: usize,
    scope: Scope,
    depth: u8,
) -> usize {
    let find = |key: &str| variants.iter().position(|(k, _)| k == key);
    let value: String = match (selector, scope) {
        (Piece::Var(name), Scope::Given(args)) => match args.iter().find(|(n, _)| n == name) {
            Some((_, Arg::Num(n))) => {
                return find(&n.to_string())
                    .or_else(|| find(grammar::plural(state.current, *n)))
                    .unwrap_or(default);
            }
            Some((_, Arg::Ordinal(n))) => {
                return find(&n.to_string())
                    .or_else(|| find(grammar::ordinal(state.current, *n)))
                    .unwrap_or(default);
            }
            Some((_, Arg::Card(card))) => rank_word(*card).to_string(),
            Some((_, Arg::Text(text))) => {
                let gender = format!("{}.gender", text.key);
                if entry(state, &gender).is_some() {
                    let mut g = String::new();
                    write_entry(state, &gender, Scope::Given(&[]), &mut g, depth);
                    g
                } else {
                    text.key.to_string()
                }
            }
            Some((_, Arg::Str(s))) => s.clone(),
            Some((_, Arg::List(items))) => {
                let n = items.len() as i64;
                return find(&n.to_string())
                    .or_else(|| find(grammar::plural(state.current, n)))
                    .unwrap_or(default);
            }
            None => return default,
        },
        (Piece::Var(name), Scope::Literal(args)) => args
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default(),
        (piece, scope) => {
            let mut s = String::new();
            write_pattern(state, std::slice::from_ref(piece), scope, &mut s, depth);
            s
        }
    };
    find(value.trim()).unwrap_or(default)
}

fn write_arg(state: &mut State, arg: &Arg, out: &mut String, depth: u8) {
    match arg {
        Arg::Num(n) | Arg::Ordinal(n) => out.push_str(&grammar::number(state.current, *n)),
        Arg::Str(s) => out.push_str(s),
        Arg::Text(text) => write_entry(state, text.key, Scope::Given(&text.args), out, depth),
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
    let key = match card.rank() {
        _ if card.is_joker() => None,
        JACK => Some("index-jack"),
        QUEEN => Some("index-queen"),
        KING => Some("index-king"),
        ACE => Some("index-ace"),
        _ => None,
    };
    let Some(key) = key else {
        return card.rank_label().to_string();
    };
    let mut s = String::new();
    let lang = state.current;
    if state.english_indices {
        state.current = Lang::ENGLISH;
    }
    write_entry(state, key, Scope::Given(&[]), &mut s, 0);
    state.current = lang;
    s
}

/// A card as its corner prints it in the language's packs ("D♠"), by `card-short`.
fn write_card(state: &mut State, card: Card, out: &mut String, depth: u8) {
    match card.suit() {
        Some(suit) => {
            let args = [
                ("index", Arg::Str(card_index(state, card))),
                ("suit", Arg::Str(suit.symbol().to_string())),
            ];
            // The card is one run already: its index and suit are not isolated again.
            let isolating = std::mem::replace(&mut state.isolating, false);
            write_entry(state, "card-short", Scope::Given(&args), out, depth);
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
