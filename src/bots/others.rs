//! The model of the other players (docs/bots.md, "A model of the others"): a small network,
//! trained by `train/others.py` on the zoo's decisions, that scores each card a seat may play
//! (or pass) from what that seat saw and a style vector of [`STYLE`] numbers.
//!
//! Its inference is integer arithmetic only, so it gives the same scores natively and in the
//! browser, and it allocates nothing: the weights are read once, by [`Model::from_bytes`].
//! The features and every step mirror `train/others.py`; `tests/others_golden.rs` checks the
//! scores against the trainer's on a thousand saved positions.
use super::zoo::DecisionRecord;
use std::fmt;

/// Inputs: each a 0 or a 1 (`train/others.py` names them).
pub const FEATURES: usize = 574;
/// The first layer's width: the accumulator, which each card played changes by a few rows.
pub const H1: usize = 128;
pub const H2: usize = 32;
/// Numbers in a style.
pub const STYLE: usize = 6;
/// Scores: one for each card of a pack, by [`card_slot`].
pub const CARDS: usize = 52;
/// Features at most one position sets.
pub const MAX_ACTIVE: usize = 160;

const HAND: u16 = 0;
const PLAYED: u16 = 52;
const TRICK: u16 = 260;
const VOID: u16 = 416;
const POINTS: u16 = 428;
const KIND: u16 = 444;
const POSITION: u16 = 448;
const TRICKS: u16 = 452;
const BROKEN: u16 = 465;
const PASSED: u16 = 466;
const PASS_TO: u16 = 518;
const RECEIVED: u16 = 522;

/// Activations from 0 to this stand for 0 to 1.
const A: i32 = 127;
const MAGIC: &[u8; 8] = b"MSOTHRS1";

/// A style: how a player plays, as the network reads it (the trainer's scale: 64 is 1).
pub type Style = [i8; STYLE];

/// The place of a card of a pack among the network's [`CARDS`] scores, or `None` for a card
/// no pack of 52 holds (a joker).
pub fn card_slot(index: u8) -> Option<usize> {
    let (suit, rank) = (index / 16, index % 16);
    (suit < 4 && (2..=14).contains(&rank)).then(|| suit as usize * 13 + rank as usize - 2)
}

/// The features a position sets, in a fixed order.
#[derive(Clone, Debug)]
pub struct Active {
    pub list: [u16; MAX_ACTIVE],
    pub len: usize,
}

impl Active {
    fn push(&mut self, feature: u16) {
        if self.len < MAX_ACTIVE {
            self.list[self.len] = feature;
            self.len += 1;
        }
    }

    fn cards(&mut self, base: u16, mask: u64) {
        let mut bits = mask;
        while bits != 0 {
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            if let Some(slot) = card_slot(index) {
                self.push(base + slot as u16);
            }
        }
    }

    /// The features of what a record's seat saw.
    pub fn of(r: &DecisionRecord) -> Active {
        let mut a = Active {
            list: [0; MAX_ACTIVE],
            len: 0,
        };
        a.cards(HAND, r.hand);
        for (s, &played) in r.played_by.iter().enumerate() {
            a.cards(PLAYED + 52 * s as u16, played);
        }
        for (p, &card) in r.trick.iter().enumerate().take(3) {
            if card != 255
                && p < r.position as usize
                && let Some(slot) = card_slot(card)
            {
                a.push(TRICK + 52 * p as u16 + slot as u16);
            }
        }
        for s in 1..4 {
            for suit in 0..4 {
                if r.voids[s] >> suit & 1 != 0 {
                    a.push(VOID + (s as u16 - 1) * 4 + suit);
                }
            }
        }
        for (s, &p) in r.points.iter().enumerate() {
            let bucket = match p {
                ..=0 => 0,
                1..=3 => 1,
                4..=12 => 2,
                _ => 3,
            };
            a.push(POINTS + 4 * s as u16 + bucket);
        }
        a.push(KIND + r.kind as u16);
        a.push(POSITION + r.position.min(3) as u16);
        a.push(TRICKS + r.tricks_done.min(12) as u16);
        if r.hearts_broken {
            a.push(BROKEN);
        }
        a.cards(PASSED, r.passed);
        a.push(PASS_TO + r.pass_to.min(3) as u16);
        a.cards(RECEIVED, r.received);
        a
    }
}

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModelError {
    /// It does not begin as a weights file of this version does.
    NotWeights,
    /// Its sizes are not the ones this code reads.
    Sizes([u16; 6]),
    /// It is shorter or longer than its sizes say.
    Length { expected: usize, found: usize },
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModelError::NotWeights => write!(f, "not a weights file of the model of the others"),
            ModelError::Sizes(sizes) => write!(f, "weights of other sizes: {sizes:?}"),
            ModelError::Length { expected, found } => {
                write!(f, "weights file of {found} bytes, not {expected}")
            }
        }
    }
}

impl std::error::Error for ModelError {}

/// The network's weights.
#[derive(Clone)]
pub struct Model {
    w1: Box<[i16]>,
    b1: [i16; H1],
    w2: Box<[i8]>,
    b2: [i32; H2],
    w3: Box<[i8]>,
    b3: [i32; CARDS],
    /// The trained style of each player of the roster.
    styles: Box<[Style]>,
}

impl fmt::Debug for Model {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Model({} styles)", self.styles.len())
    }
}

/// A reader of little-endian numbers from a byte slice.
struct Reader<'a> {
    data: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0u8; N];
        if let Some(bytes) = self.data.get(self.at..self.at + N) {
            out.copy_from_slice(bytes);
        }
        self.at += N;
        out
    }
}

impl Model {
    /// Reads a weights file written by `train/others.py`.
    pub fn from_bytes(data: &[u8]) -> Result<Model, ModelError> {
        if data.get(..8) != Some(MAGIC.as_slice()) {
            return Err(ModelError::NotWeights);
        }
        let mut r = Reader { data, at: 8 };
        let sizes: [u16; 6] = std::array::from_fn(|_| u16::from_le_bytes(r.take()));
        let [features, h1, h2, style, cards, players] = sizes.map(usize::from);
        if (features, h1, h2, style, cards) != (FEATURES, H1, H2, STYLE, CARDS) {
            return Err(ModelError::Sizes(sizes));
        }
        let expected = 20
            + 2 * (FEATURES * H1 + H1)
            + (H1 + STYLE) * H2
            + 4 * H2
            + H2 * CARDS
            + 4 * CARDS
            + players * STYLE;
        if data.len() != expected {
            return Err(ModelError::Length {
                expected,
                found: data.len(),
            });
        }
        let w1 = (0..FEATURES * H1)
            .map(|_| i16::from_le_bytes(r.take()))
            .collect();
        let b1 = std::array::from_fn(|_| i16::from_le_bytes(r.take()));
        let w2 = (0..(H1 + STYLE) * H2)
            .map(|_| i8::from_le_bytes(r.take()))
            .collect();
        let b2 = std::array::from_fn(|_| i32::from_le_bytes(r.take()));
        let w3 = (0..H2 * CARDS)
            .map(|_| i8::from_le_bytes(r.take()))
            .collect();
        let b3 = std::array::from_fn(|_| i32::from_le_bytes(r.take()));
        let styles = (0..players)
            .map(|_| std::array::from_fn(|_| i8::from_le_bytes(r.take())))
            .collect();
        Ok(Model {
            w1,
            b1,
            w2,
            b2,
            w3,
            b3,
            styles,
        })
    }

    /// The trained style of the roster's player `id`, if the model knows it.
    pub fn style_of(&self, id: u16) -> Option<Style> {
        self.styles.get(id as usize).copied()
    }

    /// The accumulator of a position: the first layer's sums before their activation.
    pub fn accumulate(&self, active: &Active) -> [i32; H1] {
        let mut acc = self.b1.map(i32::from);
        for &feature in &active.list[..active.len] {
            self.add_feature(&mut acc, feature, 1);
        }
        acc
    }

    /// Adds (`sign` 1) or takes away (−1) one feature's row: how an accumulator follows a
    /// position card by card.
    pub fn add_feature(&self, acc: &mut [i32; H1], feature: u16, sign: i32) {
        let start = feature as usize * H1;
        if let Some(row) = self.w1.get(start..start + H1) {
            for (a, &w) in acc.iter_mut().zip(row) {
                *a += sign * w as i32;
            }
        }
    }

    /// Each card's score (at 127 × 64 to 1) from an accumulator and a style: higher is likelier.
    pub fn scores(&self, acc: &[i32; H1], style: &Style) -> [i32; CARDS] {
        let mut z2 = self.b2;
        for (i, &a) in acc.iter().enumerate() {
            let a = a.clamp(0, A);
            if a == 0 {
                continue;
            }
            let row = &self.w2[i * H2..(i + 1) * H2];
            for (z, &w) in z2.iter_mut().zip(row) {
                *z += a * w as i32;
            }
        }
        for (j, &s) in style.iter().enumerate() {
            let row = &self.w2[(H1 + j) * H2..(H1 + j + 1) * H2];
            for (z, &w) in z2.iter_mut().zip(row) {
                *z += s as i32 * w as i32;
            }
        }
        let mut out = self.b3;
        for (j, &z) in z2.iter().enumerate() {
            let h = (z >> 6).clamp(0, A);
            if h == 0 {
                continue;
            }
            let row = &self.w3[j * CARDS..(j + 1) * CARDS];
            for (o, &w) in out.iter_mut().zip(row) {
                *o += h * w as i32;
            }
        }
        out
    }

    /// The legal card (a bit index) the network finds likeliest; the lowest index of a tie.
    pub fn likeliest(&self, acc: &[i32; H1], style: &Style, legal: u64) -> Option<u8> {
        let scores = self.scores(acc, style);
        let mut best: Option<(i32, u8)> = None;
        let mut bits = legal;
        while bits != 0 {
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            if let Some(slot) = card_slot(index)
                && best.is_none_or(|(score, _)| scores[slot] > score)
            {
                best = Some((scores[slot], index));
            }
        }
        best.map(|(_, index)| index)
    }
}
