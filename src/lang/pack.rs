//! A language's texts as the build compiles them from its Fluent files (`locales/<code>/*.ftl`),
//! comments left out. `build.rs` writes a pack; [`super::resolve`] reads one. This file is
//! shared by both, so it needs nothing but the standard library.
//!
//! A pack names nothing by its key: a message is its place in English's sorted list of keys
//! (`KEYS`, which the build writes), a variable its place in the sorted list of every
//! variable's name (`NAMES`), a term its place in the pack's own list. So the download holds
//! no key twice, and the code speaks in numbers ([`super::Text`]). A pack carries the
//! fingerprint of the keys it was built against, and one of another build is refused.

/// One language's texts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pack {
    /// The fingerprint of the keys and names the pack was built with (see [`fingerprint`]).
    pub keys: u32,
    /// Every message in `KEYS` order: its pattern, or none where the language lacks it.
    pub messages: Vec<Option<Vec<Piece>>>,
    /// Messages' grammatical genders (a message's `.gender` attribute, which only
    /// translations give), by message: what a choice on that message as a variable reads.
    pub genders: Vec<(u16, String)>,
    /// The language's terms (`-queen`) and their attributes (`-queen.gender`), which only its
    /// own patterns refer to, by their place here.
    pub terms: Vec<Vec<Piece>>,
}

/// A piece of a pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    /// Text as it is.
    Text(String),
    /// A variable the code gives (`{ $card }`), by its place in `NAMES`.
    Var(u16),
    /// Another message (`{ other-message }`), by its place in `KEYS`.
    Message(u16),
    /// A term of the pack (`{ -queen }`) with its literal arguments, by place
    /// (`{ -queen(case: "accusative") }`: the place of `case` in `NAMES`, and "accusative").
    Term(u16, Vec<(u16, String)>),
    /// A choice among variants by the value of its first piece (a variable or a term): the
    /// variants, and which one is the default.
    Select(Box<Piece>, Vec<(Key, Vec<Piece>)>, u16),
}

/// A variant's key: a word or a number as the translator wrote it ("one", "feminine", "3"),
/// or a message (its place in `KEYS`), which a choice on that message as a variable matches.
#[derive(Clone, Debug, PartialEq)]
pub enum Key {
    Word(String),
    Message(u16),
}

// The pack as a file: text, in which a few control characters mark what is not text and a
// number is one character of Unicode's private use area (U+E000 + n), so that a pack is about
// as long as its words and a reader of a few dozen lines reads it:
//
//   pack     = fingerprint (8 hex digits) · count · (pattern | MISSING)× · count · (number
//              · word END)× (genders) · count · pattern× (terms)
//   pattern  = (text | VAR number | MESSAGE number | TERM number count (number word END)×
//              | SELECT piece count number (variant)×)* END
//   variant  = MESSAGE number pattern | word END pattern
//
// Texts hold none of these characters (build.rs refuses them).
const END: char = '\u{1}';
const MISSING: char = '\u{2}';
const VAR: char = '\u{3}';
const MESSAGE: char = '\u{4}';
const TERM: char = '\u{5}';
const SELECT: char = '\u{6}';
const NUMBERS: u32 = 0xE000;

/// Whether the pack marks with this character (or reads it as one: a NUL too), which a text
/// may therefore not hold.
pub fn is_mark(c: char) -> bool {
    c <= SELECT || is_number(c)
}

fn is_number(c: char) -> bool {
    (NUMBERS..NUMBERS + 0x1900).contains(&u32::from(c))
}

impl Pack {
    /// The pack as its file's text.
    pub fn write(&self) -> String {
        let mut out = format!("{:08x}", self.keys);
        number(&mut out, self.messages.len());
        for message in &self.messages {
            match message {
                Some(pattern) => write_pattern(&mut out, pattern),
                None => out.push(MISSING),
            }
        }
        number(&mut out, self.genders.len());
        for (message, word) in &self.genders {
            number(&mut out, usize::from(*message));
            out.push_str(word);
            out.push(END);
        }
        number(&mut out, self.terms.len());
        for term in &self.terms {
            write_pattern(&mut out, term);
        }
        out
    }

    /// A pack from its file's text; `None` when it is not one.
    pub fn read(text: &str) -> Option<Pack> {
        let mut r = Reader {
            chars: text.get(8..)?.chars().peekable(),
        };
        let keys = u32::from_str_radix(text.get(..8)?, 16).ok()?;
        let messages = (0..r.number()?)
            .map(|_| match r.chars.peek() {
                Some(&MISSING) => {
                    r.chars.next();
                    Some(None)
                }
                _ => r.pattern().map(Some),
            })
            .collect::<Option<_>>()?;
        let genders = (0..r.number()?)
            .map(|_| Some((r.number()?, r.word()?)))
            .collect::<Option<_>>()?;
        let terms = (0..r.number()?)
            .map(|_| r.pattern())
            .collect::<Option<_>>()?;
        r.chars.next().is_none().then_some(Pack {
            keys,
            messages,
            genders,
            terms,
        })
    }
}

fn number(out: &mut String, n: usize) {
    let c = u32::try_from(n)
        .ok()
        .and_then(|n| char::from_u32(NUMBERS + n));
    out.push(
        c.filter(|&c| is_number(c))
            .expect("a number a pack can hold"),
    );
}

fn write_pattern(out: &mut String, pattern: &[Piece]) {
    for piece in pattern {
        write_piece(out, piece);
    }
    out.push(END);
}

fn write_piece(out: &mut String, piece: &Piece) {
    match piece {
        Piece::Text(text) => out.push_str(text),
        Piece::Var(n) => {
            out.push(VAR);
            number(out, usize::from(*n));
        }
        Piece::Message(n) => {
            out.push(MESSAGE);
            number(out, usize::from(*n));
        }
        Piece::Term(n, args) => {
            out.push(TERM);
            number(out, usize::from(*n));
            number(out, args.len());
            for (name, value) in args {
                number(out, usize::from(*name));
                out.push_str(value);
                out.push(END);
            }
        }
        Piece::Select(selector, variants, default) => {
            out.push(SELECT);
            write_piece(out, selector);
            number(out, variants.len());
            number(out, usize::from(*default));
            for (key, pattern) in variants {
                match key {
                    Key::Message(n) => {
                        out.push(MESSAGE);
                        number(out, usize::from(*n));
                    }
                    Key::Word(word) => {
                        out.push_str(word);
                        out.push(END);
                    }
                }
                write_pattern(out, pattern);
            }
        }
    }
}

struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
}

impl Reader<'_> {
    fn number<T: TryFrom<u32>>(&mut self) -> Option<T> {
        let c = self.chars.next().filter(|&c| is_number(c))?;
        T::try_from(u32::from(c) - NUMBERS).ok()
    }

    /// Text up to END.
    fn word(&mut self) -> Option<String> {
        let mut word = String::new();
        loop {
            match self.chars.next()? {
                END => return Some(word),
                c => word.push(c),
            }
        }
    }

    fn pattern(&mut self) -> Option<Vec<Piece>> {
        let mut pieces = Vec::new();
        loop {
            match *self.chars.peek()? {
                END => {
                    self.chars.next();
                    return Some(pieces);
                }
                _ => pieces.push(self.piece()?),
            }
        }
    }

    fn piece(&mut self) -> Option<Piece> {
        Some(match self.chars.next()? {
            VAR => Piece::Var(self.number()?),
            MESSAGE => Piece::Message(self.number()?),
            TERM => {
                let term = self.number()?;
                let args = (0..self.number::<u32>()?)
                    .map(|_| Some((self.number()?, self.word()?)))
                    .collect::<Option<_>>()?;
                Piece::Term(term, args)
            }
            SELECT => {
                let selector = Box::new(self.piece()?);
                let count: u32 = self.number()?;
                let default = self.number()?;
                let variants = (0..count)
                    .map(|_| {
                        let key = match self.chars.peek()? {
                            &MESSAGE => {
                                self.chars.next();
                                Key::Message(self.number()?)
                            }
                            _ => Key::Word(self.word()?),
                        };
                        Some((key, self.pattern()?))
                    })
                    .collect::<Option<_>>()?;
                Piece::Select(selector, variants, default)
            }
            c if is_mark(c) => return None,
            c => {
                let mut text = String::from(c);
                while let Some(&c) = self.chars.peek() {
                    if is_mark(c) {
                        break;
                    }
                    text.push(c);
                    self.chars.next();
                }
                Piece::Text(text)
            }
        })
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
