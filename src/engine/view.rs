//! What one player can see: their own hand, the passes they made and received, every card
//! played and by whom, the suits others have shown void in, and the scores. Bots decide from
//! this and nothing else.
use super::card::{Card, Suit};
use super::cards::Cards;
use super::game::{Game, Phase};
use super::rules::{PassDirection, RuleSet};
use super::seat::Seat;
use super::trick::Play;
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq)]
pub struct PlayerView {
    pub rules: Arc<RuleSet>,
    pub seat: Seat,
    pub players: u8,
    pub phase: Phase,
    pub hand_number: u32,
    pub dealer: Seat,
    /// The cards in this player's hand now.
    pub hand: Cards,
    /// This player's hand as dealt, before passing.
    pub dealt: Cards,
    pub pass: PassDirection,
    /// How many cards to pass this deal (0 on a hold deal).
    pub pass_count: u8,
    /// Who this player passes to this deal.
    pub pass_to: Option<Seat>,
    /// The cards this player passed, once passed.
    pub passed: Option<Cards>,
    /// The cards this player received, once passing is over.
    pub received: Option<Cards>,
    /// The seat on turn, while cards are played.
    pub turn: Option<Seat>,
    /// The cards of the current trick, in order.
    pub trick: Vec<Play>,
    /// Every card played this deal, in order.
    pub history: Vec<Play>,
    pub tricks_done: u8,
    /// Points each seat has taken this deal.
    pub points_taken: Vec<i32>,
    /// Each seat's game score.
    pub totals: Vec<i32>,
    pub hearts_broken: bool,
    /// For each seat, the suits it has shown void in.
    pub voids: Vec<Vec<Suit>>,
    /// The cards this player may play now (empty when not on turn).
    pub legal: Cards,
    /// The cards in other players' hands. Those this player passed are among them, and are
    /// known to be with `pass_to` until played.
    pub unseen: Cards,
}

impl Game {
    /// What `seat` can see of the game.
    pub fn view(&self, seat: Seat) -> PlayerView {
        let players = self.players();
        let deal = &self.deal;
        let hand = self.hand(seat);
        let passed = deal
            .passed_by
            .contains(seat)
            .then(|| deal.passed[seat.index()]);
        let receiving = self.phase != Phase::Passing && self.pass_count() > 0;
        let received = receiving.then(|| {
            let mut got = Cards::EMPTY;
            for from in Seat::all(players) {
                if self.pass_target(from) == Some(seat) {
                    got = got.plus(deal.passed[from.index()]);
                }
            }
            got
        });
        let played: Cards = deal.log.iter().map(|p| p.card).collect();
        let unseen = self.rules.deck().minus(hand.plus(played));
        PlayerView {
            rules: self.rules_arc(),
            seat,
            players,
            phase: self.phase,
            hand_number: self.hand_number(),
            dealer: self.dealer(),
            hand,
            dealt: deal.dealt.get(seat.index()).copied().unwrap_or_default(),
            pass: deal.pass,
            pass_count: self.pass_count(),
            pass_to: self.pass_target(seat),
            passed,
            received,
            turn: self.turn(),
            trick: deal.trick.plays(players).collect(),
            history: deal.log.to_vec(),
            tricks_done: deal.tricks_done,
            points_taken: self.points_taken().to_vec(),
            totals: self.totals().to_vec(),
            hearts_broken: deal.hearts_broken,
            voids: Seat::all(players)
                .map(|s| {
                    Suit::ALL
                        .into_iter()
                        .filter(|&suit| self.shown_void(s, suit))
                        .collect()
                })
                .collect(),
            legal: if self.turn() == Some(seat) {
                self.legal_plays()
            } else {
                Cards::EMPTY
            },
            unseen,
        }
    }
}

impl PlayerView {
    /// Whether `seat` has shown it holds no `suit`.
    pub fn is_void(&self, seat: Seat, suit: Suit) -> bool {
        self.voids
            .get(seat.index())
            .is_some_and(|v| v.contains(&suit))
    }

    /// Whether `card` has been played this deal (any copy).
    pub fn was_played(&self, card: Card) -> bool {
        self.history.iter().any(|p| p.card == card)
    }
}
