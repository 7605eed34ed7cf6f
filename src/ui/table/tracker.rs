//! The card tracker, a practice aid (off unless the person turns it on): from the engine's
//! view of the person's seat, the cards played this deal and those still out, suit by suit,
//! who has shown they hold none of a suit, and the counters not yet played. It is taken
//! whenever the table has shown everything, so it is never ahead of the screen.
use super::Table;
use crate::engine::{Card, Cards, Seat, Seats, Suit};

/// One suit (or the valueless jokers, `suit: None`) as the tracker shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct SuitTrack {
    pub suit: Option<Suit>,
    /// Played this deal, copies counted.
    pub played: Cards,
    /// Neither played nor in the person's hand: in the others' hands or the kitty.
    pub out: Cards,
    /// The players who have shown they hold none of it.
    pub void: Seats,
}

/// What the card tracker shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Tracker {
    /// Each suit the deck has, in the hand's order (the jokers last, where there are any).
    pub suits: Vec<SuitTrack>,
    /// The cards that score and are not played yet, the person's own among them.
    pub counters_left: Cards,
}

impl Table {
    /// The card tracker as of the last time everything was shown.
    pub fn tracker(&self) -> Option<&Tracker> {
        self.tracked.as_ref().map(|(_, tracker)| tracker)
    }

    /// Takes the tracker again once everything is shown and the game has moved.
    pub(super) fn track(&mut self) {
        if !self.queue.is_empty() || self.tracked.as_ref().is_some_and(|(m, _)| *m == self.moves) {
            return;
        }
        let view = self.game.view(self.human);
        let played: Cards = view.history.iter().map(|play| play.card).collect();
        let rules = self.game.rules();
        let out = rules.deck().minus(played).minus(view.hand);
        let group = |suit: Option<Suit>, cards: Cards| -> Cards {
            cards
                .iter()
                .filter(|card: &Card| card.suit() == suit)
                .collect()
        };
        let groups = Suit::ALL.into_iter().map(Some).chain([None]);
        let suits = groups
            .filter(|&suit| !group(suit, rules.deck()).is_empty())
            .map(|suit| SuitTrack {
                suit,
                played: group(suit, played),
                out: group(suit, out),
                void: suit.map_or(Seats::NONE, |suit| {
                    let mut void = Seats::NONE;
                    for seat in Seat::all(view.players) {
                        if view
                            .voids
                            .get(seat.index())
                            .is_some_and(|v| v.contains(&suit))
                        {
                            void.insert(seat);
                        }
                    }
                    void
                }),
            })
            .collect();
        let tracker = Tracker {
            suits,
            counters_left: rules.counters(rules.deck().minus(played)),
        };
        self.tracked = Some((self.moves, tracker));
    }
}

#[cfg(test)]
mod tests {
    use crate::ui::table::testing::*;

    #[test]
    fn the_tracker_counts_every_card_once_and_never_runs_ahead_of_the_screen() {
        for (game, players) in [(Preset::BlackLady, 4), (Preset::Cancellation, 8)] {
            let choices = GameChoices::default().with_game(game).with_players(players);
            let mut table = Table::new(choices, 5, Speed::Normal).unwrap();
            let mut checked = 0;
            while table.history().is_empty() {
                act_like_a_person(&mut table);
                let Some(tracker) = table.tracker() else {
                    continue;
                };
                if !table.caught_up() {
                    continue;
                }
                checked += 1;
                let rules = table.game().rules();
                // Played, out and in hand: the whole deck, each copy once.
                let mut all = table.game().hand(table.human());
                for suit in &tracker.suits {
                    all = all.plus(suit.played).plus(suit.out);
                }
                assert_eq!(all, rules.deck());
                // Every card played so far, all of it shown.
                let played: usize = tracker.suits.iter().map(|s| s.played.len() as usize).sum();
                let view = table.game().view(table.human());
                assert_eq!(played, view.history.len(), "{game:?}");
                let hand = table.game().hand(table.human());
                for track in &tracker.suits {
                    if let Some(suit) = track.suit
                        && track.void.contains(table.human())
                    {
                        assert_eq!(hand.of_suit(suit), 0, "void in {suit:?} shown");
                    }
                }
                let left = tracker.counters_left;
                assert_eq!(left, rules.counters(left));
            }
            assert!(checked > 10, "{game:?}: {checked}");
        }
    }
}
