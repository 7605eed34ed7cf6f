//! The rules engine: cards, rule sets and presets, the game state, legal moves with the
//! reason a card is not legal, events, scoring and each player's view. Pure Rust: no web
//! dependency, no global random number generator, no panic on any input.
mod card;
mod cards;
mod event;
mod game;
mod legal;
mod playout;
mod presets;
mod record;
mod rules;
mod seat;
mod trick;
mod view;

pub use card::{ACE, Card, JACK, KING, ParseCardError, QUEEN, Rank, Suit, rank_name};
pub use cards::{BitIter, Cards, MAX_COPIES, nth_bit, suit_mask};
pub use event::{Event, EventSink, HandResult, Totals};
pub use game::{Action, DealSetup, Game, MAX_DECK, Phase, deal_hands};
pub use legal::Illegal;
pub use playout::random_action;
pub use presets::Preset;
pub use record::{GameRecord, PassSpec, RecordError, RecordedAction};
pub use rules::{Moon, OpeningLead, PassCycle, PassDirection, Passing, RuleSet, Rules, RulesError};
pub use seat::{MAX_SEATS, Seat, Seats};
pub use trick::{Play, Trick};
pub use view::PlayerView;
