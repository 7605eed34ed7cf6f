//! Claiming the rest of a deal. At each lead, once everything is shown, the table asks the
//! engine whether the rest is settled (every way of playing it gives every seat the same
//! result). Then the person on lead may claim it ("Claim the rest"), and a bot on lead claims
//! it, showing its cards. A claimed rest is played out quickly, each seat playing a legal
//! card chosen by the engine: which one does not change the result.
use super::Table;
use super::questions::Purpose;
use crate::engine::{Card, Cards, Phase, Rest, Seat};
use crate::lang::t;
use crate::ui::bot_service::any_legal;

/// The most positions the engine looks through at a lead. Rests with more ways to play than
/// this are not looked at: at four seats, the last three tricks (at most 6⁴ = 1,296 ways);
/// at six to eleven, the last two.
const CLAIM_BUDGET: u32 = 20_000;

/// The rest of a deal, claimed.
#[derive(Clone, Debug, PartialEq)]
pub struct Claimed {
    pub seat: Seat,
    /// The claimer's cards when it claimed, shown.
    pub cards: Cards,
    /// What the deal scores the person.
    pub score: i32,
}

/// The claims of a deal: the rest claimed, the claim offered to the person, and when the
/// engine was last asked.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Claims {
    /// The rest of the deal, claimed: it is played out.
    claimed: Option<Claimed>,
    /// The rest settled at the person's lead, offered to claim: at this many moves, with what
    /// it scores the person.
    offer: Option<(u64, i32)>,
    /// The moves at which the engine was last asked whether the rest is settled.
    looked: Option<u64>,
}

impl Claims {
    /// The rest claimed, while it is played out.
    pub(super) fn claimed(&self) -> Option<&Claimed> {
        self.claimed.as_ref()
    }

    /// The deal is over: its claim and its offer with it.
    pub(super) fn deal_over(&mut self) {
        self.claimed = None;
        self.offer = None;
    }
}

impl Table {
    /// At a lead, with everything shown, whether the rest is settled (asked of the engine
    /// once a lead): offered to the person on lead, or claimed by the bot on lead.
    pub(super) fn look_for_claim(&mut self) {
        if self.claims.looked == Some(self.moves)
            || self.claims.claimed.is_some()
            || self.overlay.is_some()
            || !self.queue.is_empty()
            || self.game.phase() != Phase::Playing
            || !self.game.trick().is_empty()
            || self.game.awaiting_call()
        {
            return;
        }
        self.claims.looked = Some(self.moves);
        let Some(leader) = self.game.to_act().iter().next() else {
            return;
        };
        // A last trick is no rest to claim.
        if self.game.hand(leader).len() < 2 {
            return;
        }
        let Rest::Settled(result) = self.game.rest(CLAIM_BUDGET) else {
            return;
        };
        let score = result.scores[self.human.index()];
        match leader == self.human && !self.settings.watch() {
            true => self.claims.offer = Some((self.moves, score)),
            false => self.claim(leader, score),
        }
    }

    /// What claiming the rest would score the person, while it is offered (at their lead,
    /// the rest settled).
    pub fn claim_offer(&self) -> Option<i32> {
        let (moves, score) = self.claims.offer?;
        (moves == self.moves && self.claims.claimed.is_none() && self.awaiting_human())
            .then_some(score)
    }

    /// The person claims the rest, where it is offered.
    pub(super) fn claim_the_rest(&mut self) {
        if let Some(score) = self.claim_offer() {
            self.claim(self.human, score);
        }
    }

    /// `seat` claims the rest of the deal, which scores the person `score`: the table says
    /// so, shows the claimer's cards, and plays the rest out.
    fn claim(&mut self, seat: Seat, score: i32) {
        let cards = self.game.hand(seat);
        self.claims.claimed = Some(Claimed { seat, cards, score });
        self.claims.offer = None;
        self.forget_hint();
        // The bots' questions of this lead are no longer needed.
        self.questions
            .withdraw(|purpose| matches!(purpose, Purpose::Move { .. }));
        self.announcement = self.claim_words().unwrap_or_default();
    }

    /// What the table says of the claim, while the rest is played out.
    pub fn claim_words(&self) -> Option<String> {
        let claimed = self.claims.claimed.as_ref()?;
        let score = t::count_points(claimed.score);
        Some(match claimed.seat == self.human {
            true => t::table_claim_you(score).to_string(),
            false => {
                let cards: Vec<Card> = claimed.cards.iter().collect();
                t::table_claim_other(cards, self.name_text(claimed.seat), score).to_string()
            }
        })
    }

    /// While a claim plays the rest out: the next action, a legal one the engine picks.
    /// Whether one was played.
    pub(super) fn play_claimed(&mut self) -> bool {
        if self.claims.claimed.is_none() {
            return false;
        }
        let Some(seat) = self.game.to_act().iter().next() else {
            return false;
        };
        let seed = self.decision_seed(seat);
        match any_legal(&self.game.view(seat), seed) {
            Some(action) => self.act(seat, action).is_ok(),
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::Rest;
    use crate::ui::table::testing::*;

    /// Plays like a person until the table offers the person a claim or a bot claims, or
    /// `deals` deals are over.
    fn to_a_claim(table: &mut Table, deals: usize) {
        while table.claim_offer().is_none() && table.claimed().is_none() {
            assert!(table.history().len() < deals, "no claim in {deals} deals");
            act_like_a_person(table);
        }
    }

    #[test]
    fn a_claim_plays_the_rest_out_to_the_score_the_engine_gives() {
        let (mut claimed_by_you, mut claimed_by_bots) = (0, 0);
        for seed in 0..12 {
            let mut table = black_lady(seed, Speed::Instant);
            to_a_claim(&mut table, 30);
            let Rest::Settled(result) = table.game().rest(1_000_000) else {
                panic!("claimed, but the engine finds the rest open");
            };
            let deal = table.history().len();
            match table.claim_offer() {
                Some(score) => {
                    assert_eq!(score, result.scores[0]);
                    claimed_by_you += 1;
                    table.update(Act::Claim);
                    let claimed = table.claimed().expect("claimed");
                    assert_eq!(claimed.seat, Seat(0));
                    assert!(
                        table
                            .claim_words()
                            .unwrap()
                            .starts_with("You claim the rest")
                    );
                }
                None => {
                    let claimed = table.claimed().unwrap();
                    assert_ne!(claimed.seat, Seat(0));
                    assert_eq!(claimed.cards, table.game().hand(claimed.seat));
                    let words = table.claim_words().unwrap();
                    let shown: Vec<String> =
                        claimed.cards.iter().map(crate::lang::card_index).collect();
                    assert!(words.contains("claims the rest and shows"), "{words}");
                    assert!(
                        shown.iter().all(|index| words.contains(index.as_str())),
                        "{words}"
                    );
                    assert_eq!(table.prompt(), words, "the prompt says it");
                    claimed_by_bots += 1;
                }
            }
            assert_eq!(
                table.asked(),
                Choice::Nothing,
                "the person plays no more of it"
            );
            while table.history().len() == deal {
                assert!(!table.can_undo(), "a claim is not taken back");
                advance(&mut table);
            }
            assert_eq!(table.history()[deal].scores, result.scores);
            assert_eq!(table.claimed(), None);
        }
        assert!(
            claimed_by_you > 0 && claimed_by_bots > 0,
            "{claimed_by_you} {claimed_by_bots}"
        );
    }

    #[test]
    fn a_claim_not_offered_is_refused() {
        let mut table = black_lady(3, Speed::Instant);
        play_like_a_person(&mut table, 0);
        table.update(Act::Claim);
        assert_eq!(table.claimed(), None);
    }
}
