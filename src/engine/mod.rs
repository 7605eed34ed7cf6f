//! The rules engine: cards, rule sets and presets, the game state, legal moves with the
//! reason a card is not legal, events, scoring and each player's view. Pure Rust: no web
//! dependency, no global random number generator, no panic on any input.
mod action;
mod card;
mod cards;
pub mod compact;
mod determinize;
mod event;
mod game;
mod legal;
pub(crate) mod named;
mod options;
mod play;
mod playout;
mod presets;
mod record;
mod rules;
mod scoring;
mod seat;
mod settle;
mod shuffle;
mod text;
mod trick;
mod variants;
mod view;

pub use action::{
    Action, Choice, Illegal, MAX_DECK, MAX_PASS, MoonChoice, PassDirection, PassList, Phase,
    Standing,
};
pub use card::{ACE, Card, JACK, KING, ParseCardError, QUEEN, Rank, Suit, rank_name};
pub use cards::{BitIter, Cards, MAX_COPIES, nth_bit, suit_mask};
pub use compact::CompactError;
pub use determinize::{Guess, GuessError, GuessRefused, OwnPass, PlaySetup};
pub use event::{Event, EventSink, HandResult, LastHand, Shot, ShotKind, Totals};
pub use game::{
    BrokenInvariant, Call, DealError, DealPlace, DealSetup, DealShown, Game, MAX_CALLS, deal_hands,
};
pub use options::{NotApplicable, OptionError, OptionValue, RuleOption};
pub use playout::{arbitrary_action, random_action, random_choice, random_pass};
pub use presets::Preset;
pub use record::{GameRecord, PassError, PassSpec, RecordError, RecordedAction, SetupError};
pub use rules::{
    BonusFloor, Cancellation, Direction, ExactEffect, ExactScore, IdenticalCards, JokerLead,
    JokerPlay, Kitty, KittyGoesTo, LastCancelledTrick, MoonKind, MoonRules, NextDealer,
    OpeningLead, Partnership, PassCycle, Passing, RuleSet, Rules, RulesError, RulesProblem,
    Scoring, SpecialScoring, SunRules, Variant, pass_size,
};
pub use seat::{MAX_SEATS, Seat, Seats};
pub use settle::Rest;
pub use text::{
    DealRule, EndRule, Note, PassRule, PlayRule, RulesText, ScoreRule, Shooter, SunEffect,
};
pub use trick::{MAX_TRICK, Outcome, Play, Trick};
pub use variants::{Group, POOL_START, Unfit, VariantError};
pub use view::{KnownCard, PlayerView};
