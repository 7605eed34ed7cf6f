//! The zoo: many players of different styles, for a model of the other players to learn from
//! (docs/bots.md, "A model of the others"). Each has a number in the [`roster`]: Normal's rules
//! of thumb turned many ways ([`Style`]), Rival's too ([`RivalStyle`]), Easy, Hard, and the
//! held-out family ([`super::holdout`]), which nothing learns from.
//!
//! A [`DecisionRecord`] is one decision of one seat, as that seat saw it, with the choice made
//! and the player's number: what `moonshot record` writes, [`RECORD_BYTES`] bytes each, and
//! what `train/` reads.
use super::holdout::holdout_decide;
use super::policy::{decide, styled_decide};
use super::rival::{RivalStyle, rival_decide};
use super::{Bot, Glance, Level, Style};
use crate::engine::{Action, Cards, Choice, PlayerView, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A player of the zoo.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    Normal(Style),
    Rival(RivalStyle),
    Easy,
    Hard,
    Holdout,
}

/// The roster's numbers: Normal's styles first (the first is Normal itself), then Rival's (the
/// first is Rival itself), then Easy, Hard and Holdout.
pub mod roster {
    use super::*;

    pub const NORMAL_STYLES: u16 = 48;
    pub const RIVAL_STYLES: u16 = 24;
    pub const EASY: u16 = NORMAL_STYLES + RIVAL_STYLES;
    pub const HARD: u16 = EASY + 1;
    /// The held-out family: never in training.
    pub const HOLDOUT: u16 = HARD + 1;
    /// Players in the roster.
    pub const PLAYERS: u16 = HOLDOUT + 1;

    /// The player of number `id`: the same styles on every machine, each drawn from a seed of
    /// its own.
    pub fn player(id: u16) -> Option<Player> {
        let mut rng = ChaCha8Rng::seed_from_u64(0x5A00_0000 + id as u64);
        Some(match id {
            0 => Player::Normal(Style::NORMAL),
            id if id < NORMAL_STYLES => Player::Normal(Style::drawn(&mut rng)),
            NORMAL_STYLES => Player::Rival(RivalStyle::RIVAL),
            id if id < EASY => Player::Rival(RivalStyle::drawn(&mut rng)),
            EASY => Player::Easy,
            HARD => Player::Hard,
            HOLDOUT => Player::Holdout,
            _ => return None,
        })
    }

    /// A player drawn for a seat of a training table: Normal's styles 55% of the time,
    /// Rival's 33%, Easy 11.5% and Hard one seat in 200 (its search is slow to record);
    /// never the held-out family.
    pub fn drawn(rng: &mut impl rand::RngExt) -> u16 {
        match rng.random_range(0..200) {
            0..110 => rng.random_range(0..NORMAL_STYLES),
            110..176 => rng.random_range(NORMAL_STYLES..EASY),
            176..199 => EASY,
            _ => HARD,
        }
    }
}

/// A zoo player at a table, with its random numbers (only Hard draws any).
#[derive(Clone, Debug)]
pub struct ZooBot {
    player: Player,
    rng: ChaCha8Rng,
}

impl ZooBot {
    pub fn new(player: Player, seed: u64) -> ZooBot {
        ZooBot {
            player,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for ZooBot {
    fn name(&self) -> &'static str {
        match self.player {
            Player::Normal(_) => "normal-styled",
            Player::Rival(_) => "rival-styled",
            Player::Easy => "easy",
            Player::Hard => "hard",
            Player::Holdout => "holdout",
        }
    }

    fn choose(&mut self, view: &PlayerView) -> Option<Action> {
        if view.choice == Choice::Nothing {
            return None;
        }
        let trick = view.trick_state();
        let g = Glance::of_view(view, &trick);
        match &self.player {
            Player::Normal(style) => styled_decide(&g, &view.choice, style),
            Player::Rival(style) => rival_decide(&g, &view.choice, style),
            Player::Easy => decide(&g, &view.choice, true),
            Player::Hard => super::choose(Level::Hard, view, &mut self.rng),
            Player::Holdout => holdout_decide(&g, &view.choice),
        }
    }
}

/// Bytes in one [`DecisionRecord`].
pub const RECORD_BYTES: usize = 112;

/// What kind of decision a record holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Lead = 0,
    Follow = 1,
    Discard = 2,
    Pass = 3,
}

/// One decision of one seat, as that seat saw it. Seats are counted from the deciding seat:
/// 0 itself, 1 the next to its left, and on round the table. Cards are sets of bits by
/// [`crate::engine::Card::index`].
#[derive(Clone, Debug, PartialEq)]
pub struct DecisionRecord {
    /// The deal's number in the recording.
    pub deal: u32,
    /// The deciding seat, counted from the dealer's left as the engine counts.
    pub seat: u8,
    pub kind: Kind,
    /// Cards in the trick before this seat's.
    pub position: u8,
    pub tricks_done: u8,
    /// The player's number in the [`roster`].
    pub player: u16,
    /// Where its pass goes (1 to the left, 2 across …), 0 for none.
    pub pass_to: u8,
    pub hearts_broken: bool,
    pub hand: u64,
    pub legal: u64,
    /// The card played, or the cards passed.
    pub chosen: u64,
    /// The cards each seat has played this deal, the current trick's included.
    pub played_by: [u64; 4],
    /// The current trick's cards in order, 255 for none.
    pub trick: [u8; 4],
    /// The suits each seat has shown void in, as bits by suit index.
    pub voids: [u8; 4],
    /// The points each seat has taken this deal (clamped to a byte).
    pub points: [i8; 4],
    /// The cards passed to this seat, once passing is over.
    pub received: u64,
    /// The cards this seat passed.
    pub passed: u64,
    /// This seat's hand as dealt.
    pub dealt: u64,
    /// What Normal would have chosen here: the yardstick a model of the others is measured
    /// against.
    pub normal: u64,
}

impl DecisionRecord {
    /// The record of `action` in `view`, made by `player`; `None` for a decision that is not
    /// a card or a pass, for a card that was the only one legal, and for tables of more than
    /// four.
    pub fn of(view: &PlayerView, action: &Action, player: u16, deal: u32) -> Option<Self> {
        let n = view.players as usize;
        if n > 4 {
            return None;
        }
        let me = view.seat.index();
        let rel = |s: Seat| (s.index() + n - me) % n;
        let (kind, chosen) = match action {
            Action::Pass(list) => (Kind::Pass, list.to_cards().distinct()),
            Action::Play(card) => {
                if view.legal.distinct().count_ones() < 2 {
                    return None;
                }
                let kind = match view.led {
                    None => Kind::Lead,
                    Some(suit) if !view.hand.filter(crate::engine::suit_mask(suit)).is_empty() => {
                        Kind::Follow
                    }
                    Some(_) => Kind::Discard,
                };
                (kind, 1u64 << card.index())
            }
            _ => return None,
        };
        let normal = {
            let trick = view.trick_state();
            match decide(&Glance::of_view(view, &trick), &view.choice, false) {
                Some(Action::Play(card)) => 1u64 << card.index(),
                Some(Action::Pass(list)) => list.to_cards().distinct(),
                _ => 0,
            }
        };
        let mut played_by = [0u64; 4];
        for play in &view.history {
            played_by[rel(play.seat)] |= 1 << play.card.index();
        }
        let mut trick = [255u8; 4];
        for (slot, play) in trick.iter_mut().zip(&view.trick) {
            *slot = play.card.index();
        }
        let mut voids = [0u8; 4];
        for (s, suits) in view.voids.iter().enumerate().take(n) {
            voids[(s + n - me) % n] = suits.iter().fold(0, |bits, suit| bits | 1 << suit.index());
        }
        let mut points = [0i8; 4];
        for (s, &p) in view.points_taken.iter().enumerate().take(n) {
            points[(s + n - me) % n] = p.clamp(-128, 127) as i8;
        }
        Some(DecisionRecord {
            deal,
            seat: view.seat.0,
            kind,
            position: view.trick.len() as u8,
            tricks_done: view.tricks_done,
            player,
            pass_to: view.pass_to.first().map_or(0, |&s| rel(s) as u8),
            hearts_broken: view.hearts_broken,
            hand: view.hand.distinct(),
            legal: match kind {
                Kind::Pass => view.hand.distinct(),
                _ => view.legal.distinct(),
            },
            chosen,
            played_by,
            trick,
            voids,
            points,
            received: view.received.map_or(0, |c: Cards| c.distinct()),
            passed: view.passed.map_or(0, |list| list.to_cards().distinct()),
            dealt: view.dealt.distinct(),
            normal,
        })
    }

    /// The record as [`RECORD_BYTES`] bytes, little-endian, in the order of the fields.
    pub fn to_bytes(&self) -> [u8; RECORD_BYTES] {
        let mut out = [0u8; RECORD_BYTES];
        let mut at = 0;
        let mut put = |bytes: &[u8]| {
            out[at..at + bytes.len()].copy_from_slice(bytes);
            at += bytes.len();
        };
        put(&self.deal.to_le_bytes());
        put(&[self.seat, self.kind as u8, self.position, self.tricks_done]);
        put(&self.player.to_le_bytes());
        put(&[self.pass_to, self.hearts_broken as u8]);
        for set in [self.hand, self.legal, self.chosen] {
            put(&set.to_le_bytes());
        }
        for set in self.played_by {
            put(&set.to_le_bytes());
        }
        put(&self.trick);
        put(&self.voids);
        put(&self.points.map(|p| p as u8));
        for set in [self.received, self.passed, self.dealt, self.normal] {
            put(&set.to_le_bytes());
        }
        out
    }

    /// A record read back from its bytes; `None` for a kind of decision no record holds.
    pub fn from_bytes(b: &[u8; RECORD_BYTES]) -> Option<DecisionRecord> {
        let u64_at = |at: usize| {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(&b[at..at + 8]);
            u64::from_le_bytes(bytes)
        };
        let four = |at: usize| [b[at], b[at + 1], b[at + 2], b[at + 3]];
        Some(DecisionRecord {
            deal: u32::from_le_bytes(four(0)),
            seat: b[4],
            kind: match b[5] {
                0 => Kind::Lead,
                1 => Kind::Follow,
                2 => Kind::Discard,
                3 => Kind::Pass,
                _ => return None,
            },
            position: b[6],
            tricks_done: b[7],
            player: u16::from_le_bytes([b[8], b[9]]),
            pass_to: b[10],
            hearts_broken: b[11] != 0,
            hand: u64_at(12),
            legal: u64_at(20),
            chosen: u64_at(28),
            played_by: [u64_at(36), u64_at(44), u64_at(52), u64_at(60)],
            trick: four(68),
            voids: four(72),
            points: four(76).map(|p| p as i8),
            received: u64_at(80),
            passed: u64_at(88),
            dealt: u64_at(96),
            normal: u64_at(104),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::play_out_deal;
    use crate::engine::{Game, Preset};
    use std::sync::Arc;

    #[test]
    fn every_player_of_the_roster_finishes_deals_and_is_recorded() {
        let rules = Arc::new(Preset::BlackLady.rules(4).check().unwrap());
        let mut kinds = [0usize; 4];
        for id in (0..roster::PLAYERS).filter(|&id| id != roster::HARD) {
            let player = roster::player(id).unwrap();
            let mut game = Game::new(Arc::clone(&rules), id as u64);
            let mut bots: Vec<ZooBot> = (0..4).map(|s| ZooBot::new(player, s)).collect();
            let mut records = Vec::new();
            let result = play_out_deal(&mut game, |seat, view| {
                let action = bots[seat.index()].choose(view)?;
                records.extend(DecisionRecord::of(view, &action, id, 0));
                Some(action)
            });
            assert!(result.is_ok(), "player {id}: {result:?}");
            assert!(
                records
                    .iter()
                    .all(|r| r.chosen & r.legal == r.chosen && r.chosen != 0)
            );
            assert_eq!(records.iter().filter(|r| r.kind == Kind::Pass).count(), 4);
            for r in &records {
                kinds[r.kind as usize] += 1;
                assert_eq!(DecisionRecord::from_bytes(&r.to_bytes()).as_ref(), Some(r));
            }
        }
        assert!(kinds.iter().all(|&k| k > 0), "{kinds:?}");
        assert_eq!(roster::player(roster::PLAYERS), None);
    }

    #[test]
    fn the_drawn_styles_differ_from_each_other_and_stay_put() {
        let styles: Vec<Player> = (0..roster::EASY)
            .map(|id| roster::player(id).unwrap())
            .collect();
        for (i, a) in styles.iter().enumerate() {
            assert!(styles[i + 1..].iter().all(|b| b != a), "style {i} repeats");
        }
        assert_eq!(roster::player(5), roster::player(5));
    }

    #[test]
    fn a_record_says_what_the_seat_saw() {
        let rules = Arc::new(Preset::BlackLady.rules(4).check().unwrap());
        let mut game = Game::new(rules, 7);
        let mut bots: Vec<ZooBot> = (0..4).map(|s| ZooBot::new(Player::Easy, s)).collect();
        let mut records = Vec::new();
        play_out_deal(&mut game, |seat, view| {
            let action = bots[seat.index()].choose(view)?;
            records.extend(DecisionRecord::of(view, &action, roster::EASY, 3));
            Some(action)
        })
        .unwrap();
        for r in &records {
            // The seat's own hand and what it and the others played never overlap.
            let played = r.played_by.iter().fold(0, |a, b| a | b);
            assert_eq!(r.hand & played, 0);
            assert_eq!(r.deal, 3);
            let in_trick = r.trick.iter().filter(|&&c| c != 255).count();
            assert_eq!(in_trick, r.position as usize);
            if r.kind == Kind::Follow {
                let led = r.trick[0] / 16;
                assert!(r.legal >> (led * 16) & 0xffff != 0);
            }
        }
    }
}
