//! A rule set as data: what a person picks before a game (serde, so it can be saved, sent to a
//! worker or read from a replay), and its checked form, [`RuleSet`], which the engine plays.
//!
//! `Rules` may describe an impossible game; [`Rules::check`] turns it into a `RuleSet` or says,
//! in words a player understands, what is wrong ("passing across needs an even number of
//! players"). Everything the engine needs on its hot path (card values, masks, the deck) is
//! computed once in the `RuleSet`.
use super::action::{MAX_PASS, PassDirection, Standing};
use super::card::{Card, Suit};
use super::cards::{Cards, suit_mask};
use super::seat::{MAX_SEATS, Seat};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The rules of one game, as chosen. Start from a preset ([`crate::engine::Preset`]) and
/// change fields; then [`Rules::check`] it. Every field has a default (four-player Black
/// Lady's), so JSON may give only what differs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// Which game these rules started from, for titles and the rules text.
    pub game: String,
    /// The named variants switched on (see [`Variant`]), for the rules text.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<Variant>,
    /// Number of players, 3–11.
    pub players: u8,

    // ---- the deck ----
    /// Number of 52-card packs shuffled together, 1–3.
    pub packs: u8,
    /// Jokers added to the packs (`0C`, `0D` or `JK`), one entry per joker.
    pub jokers: Vec<Card>,
    /// Cards taken out so the deal comes out even, one entry per copy removed.
    pub removed: Vec<Card>,
    /// Cards left over after an even deal go face down to a kitty instead of being removed.
    pub kitty: Option<Kitty>,

    // ---- before play ----
    pub passing: Passing,
    /// Before the first trick each player may pledge to take no hearts: −10 if kept, +10 if
    /// broken.
    pub pledge: bool,

    // ---- play ----
    pub opening_lead: OpeningLead,
    pub direction: Direction,
    /// No penalty card may be played to the first trick, unless the hand holds nothing else.
    pub no_points_on_first_trick: bool,
    /// Hearts may not be led until a heart has been played (unless the leader holds only
    /// hearts).
    pub hearts_must_be_broken: bool,
    /// Neither may the Q♠ be led until hearts are broken.
    pub queen_must_be_broken: bool,
    /// Playing the Q♠ also breaks hearts.
    pub queen_breaks_hearts: bool,
    /// A hand of nothing but hearts and other penalty cards may lead a heart before hearts
    /// are broken.
    pub penalty_hand_may_lead_hearts: bool,
    /// The holder of the Q♠ must play it at the first chance: when discarding, or when
    /// spades are led and a higher spade is already in the trick.
    pub queen_at_first_chance: bool,
    /// A player who cannot follow suit must discard the J♠ before any other card.
    pub black_jack_first: bool,
    /// A player holding both likhas (Q♠ and 10♦) who cannot follow suit must play one.
    pub likha_rule: bool,
    /// What happens when identical cards (from different packs) meet in a trick.
    pub identical_cards: IdenticalCards,
    /// How jokers of no suit (`JK`) are played.
    pub joker_play: JokerPlay,
    /// A nine played to a trick extends it by one more round.
    pub booster_nines: bool,

    // ---- scoring ----
    /// What each counting card scores (negative for a bonus); cards not listed score nothing.
    pub counters: BTreeMap<Card, i32>,
    /// Scoring beyond adding card values: Gong Zhu's doubling, Complex Hearts, Royal Hearts.
    pub special: SpecialScoring,
    /// Jokers' counter values count only in a trick that holds a heart.
    pub joker_scores_only_with_hearts: bool,
    pub moon: MoonRules,
    /// Keeps a bonus card from taking a score below zero.
    pub bonus_floor: BonusFloor,
    /// Taking no tricks in a deal takes this many points off (0 for none).
    pub no_tricks_bonus: i32,
    /// Landing exactly on one of these scores changes it.
    pub exact_score: Option<ExactScore>,
    /// Scores never go below zero.
    pub floor_at_zero: bool,
    pub scoring: Scoring,
    /// Seats opposite each other play as partners (four players).
    pub partnership: Partnership,
    /// Money at the end: each player pays (or collects) this much per point above (or below)
    /// the average score. 0 for none.
    pub money_per_point: i32,

    // ---- the end ----
    /// The score that ends the game (see [`Scoring`] and [`SpecialScoring`] for what
    /// reaching it means).
    pub target: i32,
    /// The game ends after this many deals, if it has not ended before.
    pub deals: Option<u32>,
    /// The game ends after the deal in progress when this many minutes have passed (the app
    /// keeps the clock).
    pub time_limit_minutes: Option<u32>,
    pub next_dealer: NextDealer,
}

// Defined here because `Rules` records the variants switched on; what each one does needs
// the presets, and lives in variants.rs.
/// A named option of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    StripMorehead,
    StripFoster,
    Kitty,
    Jokers,
    KittyFirstHeart,
    KittySeen,
    PinkLady,
    Omnibus,
    OmnibusJack,
    SmallHeartsJack,
    BlackJackFirst,
    LeftRight,
    Howell,
    FiftyCounters,
    Pool,
    ThirdCopyStands,
    TwoPairsCancel,
    LastTrickToPair,
}

crate::engine::named::serde_by_id!(Variant, "a variant");

/// The kitty: cards left after an even deal, face down, won with a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Kitty {
    pub goes_to: KittyGoesTo,
    /// The player who wins the kitty may look at it.
    pub seen: bool,
}

impl Default for Kitty {
    fn default() -> Kitty {
        Kitty {
            goes_to: KittyGoesTo::FirstTrick,
            seen: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KittyGoesTo {
    /// The winner of the first trick.
    FirstTrick,
    /// Whoever first takes a trick with a heart in it.
    FirstHeart,
}

crate::engine::named::serde_by_name!(KittyGoesTo, "who takes the kitty", {
    FirstTrick = "first-trick",
    FirstHeart = "first-heart",
});

/// How cards are passed before each deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Passing {
    pub cycle: PassCycle,
    /// How many cards each player passes (star and scatter passes fix their own count).
    pub cards: u8,
    /// Cards that may not be passed.
    pub forbidden: Vec<Card>,
}

impl Default for Passing {
    fn default() -> Passing {
        Passing {
            cycle: PassCycle::LeftRightAcrossHold,
            cards: 3,
            forbidden: Vec::new(),
        }
    }
}

/// Which way the cards go, deal after deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassCycle {
    /// No passing at all.
    None,
    /// Always to the left.
    Left,
    /// Always to the right.
    Right,
    /// Left, then right, alternately.
    LeftRight,
    /// Left, right, across, hold; across is skipped when the number of players is odd.
    LeftRightAcrossHold,
    /// As left, right, across, hold, but the fourth deal passes one card to each opponent.
    LeftRightAcrossScatter,
    /// Left, across, right, and again (Royal Hearts: no deal without passing).
    LeftAcrossRight,
    /// One seat to the left, then two, and so on round the table, then a deal without
    /// passing.
    Rotating,
    /// Five players: two cards, one to each of the two players opposite.
    Star,
    /// Everyone puts cards in the middle; the dealer shuffles them and deals them out again.
    Mixer,
    /// Before each deal's pass, the dealer chooses how many cards go and where.
    DealersChoice,
}

crate::engine::named::serde_by_name!(PassCycle, "a pass cycle", {
    None = "none",
    Left = "left",
    Right = "right",
    LeftRight = "left-right",
    LeftRightAcrossHold = "left-right-across-hold",
    LeftRightAcrossScatter = "left-right-across-scatter",
    LeftAcrossRight = "left-across-right",
    Rotating = "rotating",
    Star = "star",
    Mixer = "mixer",
    DealersChoice = "dealers-choice",
});

/// Who leads to the first trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningLead {
    /// The holder of the lowest club in play leads it: the 2♣, or the zero-of-clubs joker,
    /// or the 3♣ when the 2♣ is out.
    LowestClub,
    /// The player to the dealer's left leads any card.
    EldestHand,
    /// Gong Zhu: the holder of the 2♠ leads any card to the first deal; afterwards, whoever
    /// took the Q♠ (the pig) in the last deal leads.
    PigTaker,
}

crate::engine::named::serde_by_name!(OpeningLead, "an opening lead", {
    LowestClub = "lowest-club",
    EldestHand = "eldest-hand",
    PigTaker = "pig-taker",
});

/// Which way play (and "left") goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Clockwise,
    Anticlockwise,
}

crate::engine::named::serde_by_name!(Direction, "a direction of play", {
    Clockwise = "clockwise",
    Anticlockwise = "anticlockwise",
});

/// Identical cards (same rank and suit, from different packs) in one trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum IdenticalCards {
    /// The one played later wins over the one played earlier.
    LaterWins,
    /// They cancel: none of them can win (Cancellation Hearts).
    Cancel(Cancellation),
}

/// The rules of cancellation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Cancellation {
    /// With three packs, a pair cancels and a third copy stands (instead of all three
    /// cancelling).
    pub third_copy_stands: bool,
    /// Two cancelling pairs in one trick cancel the whole trick, even if another card could
    /// win it (003, 004 after Culbertson).
    pub two_pairs_cancel_trick: bool,
    pub last_trick: LastCancelledTrick,
}

impl Default for Cancellation {
    fn default() -> Cancellation {
        Cancellation {
            third_copy_stands: false,
            two_pairs_cancel_trick: false,
            last_trick: LastCancelledTrick::Leader,
        }
    }
}

/// Who takes a last trick that is cancelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastCancelledTrick {
    /// The player who led it (000).
    Leader,
    /// The player of the second of the two highest identical cards (001).
    SecondOfHighestPair,
}

crate::engine::named::serde_by_name!(LastCancelledTrick, "who takes a last cancelled trick", {
    Leader = "leader",
    SecondOfHighestPair = "second-of-highest-pair",
});

/// How jokers of no suit (`JK`) are played. They never win a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct JokerPlay {
    /// A joker may be played at any time, even by a player who could follow suit (otherwise
    /// only when void in the suit led).
    pub any_time: bool,
    /// A joker may lead a trick.
    pub may_lead: bool,
    /// When a joker leads: the leader calls the suit to follow, or the next card sets it.
    pub lead_suit: JokerLead,
}

impl Default for JokerPlay {
    fn default() -> JokerPlay {
        JokerPlay {
            any_time: true,
            may_lead: false,
            lead_suit: JokerLead::NextCard,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JokerLead {
    Called,
    NextCard,
}

crate::engine::named::serde_by_name!(JokerLead, "a joker lead rule", {
    Called = "called",
    NextCard = "next-card",
});

impl JokerLead {
    /// What follows a joker lead, in a player's words (for the table to say where it happens).
    pub fn explain(self) -> &'static str {
        match self {
            JokerLead::Called => "its player calls the suit to follow",
            JokerLead::NextCard => "the next card played sets the suit to follow",
        }
    }
}

/// Scoring beyond adding up card values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecialScoring {
    None,
    /// Gong Zhu: scores are plus for good, minus for bad; the 10♣ doubles its taker's score.
    GongZhu,
    /// Complex Hearts: the Q♠ counts 13i, the 10♣ multiplies its taker's deal score by 2i;
    /// the first to an absolute score of the target loses.
    Complex,
    /// Royal Hearts: the Q♥ doubles its taker's hearts; the Q♦ cancels the Q♠ when both
    /// fall to the same player.
    Royal,
}

crate::engine::named::serde_by_name!(SpecialScoring, "a special scoring", {
    None = "none",
    GongZhu = "gong-zhu",
    Complex = "complex",
    Royal = "royal",
});

/// Shooting the moon (taking every counter) and the sun (taking every trick).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MoonRules {
    pub kind: MoonKind,
    /// What the moon is worth; without it, the total of the penalty cards dealt.
    pub value: Option<i32>,
    /// The moon needs the bonus cards too (Omnibus: all fifteen counters).
    pub needs_bonus_cards: bool,
    /// A deal on which someone shoots may not end the game: play goes on for at least one
    /// more deal.
    pub no_win_on_moon: bool,
    pub sun: Option<SunRules>,
    /// Shooting the big moon: a player who has taken every counter of ten deals in a row
    /// goes back to 0 and each other player scores this (260, or 100).
    pub big_moon: Option<i32>,
}

impl Default for MoonRules {
    fn default() -> MoonRules {
        MoonRules {
            kind: MoonKind::AddToOthers,
            value: None,
            needs_bonus_cards: false,
            no_win_on_moon: false,
            sun: None,
            big_moon: None,
        }
    }
}

/// What shooting the moon scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoonKind {
    /// No moon: the points count as taken.
    None,
    /// Old moon: every other player scores the moon's value; the shooter scores 0.
    AddToOthers,
    /// New moon: the shooter takes the moon's value off their score; the others score 0.
    SubtractFromShooter,
    /// The shooter chooses old or new moon.
    ShooterChooses,
    /// Old moon, unless it would end the game with the shooter losing: then new moon.
    NewIfOldWouldLose,
    /// Old moon always; but when it would end the game with the shooter losing, the game
    /// goes on past the target (until a deal ends it without that happening).
    OldPlayOn,
    /// Old moon, until the shooter (or, with `anyone`, any player) has reached `score`:
    /// from then on the shooter chooses.
    ChoiceAfterScore { score: i32, anyone: bool },
    /// Nobody scores anything for the deal (Culbertson).
    NobodyScores,
    /// The shooter is penalised the moon's value (Likha's 37).
    PenaltyToShooter,
}

/// Taking every trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SunRules {
    /// Each other player scores this (52).
    pub value: i32,
    /// The player who passed to the shooter scores `value` and the others half of it.
    pub punishment: bool,
    /// Instead, the shooter's game score goes back to 0 ("cleaning the slate").
    pub clean_slate: bool,
    /// The first trick need not be taken.
    pub first_trick_excluded: bool,
    /// Taking every counter without every trick scores normally (no moon).
    pub moon_needs_sun: bool,
}

impl Default for SunRules {
    fn default() -> SunRules {
        SunRules {
            value: 52,
            punishment: false,
            clean_slate: false,
            first_trick_excluded: false,
            moon_needs_sun: false,
        }
    }
}

/// Whether a bonus card may take a score below zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BonusFloor {
    /// It may.
    None,
    /// Not the deal's score.
    Hand,
    /// Not the game score.
    Total,
}

crate::engine::named::serde_by_name!(BonusFloor, "a bonus floor", {
    None = "none",
    Hand = "hand",
    Total = "total",
});

/// Landing exactly on a score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ExactScore {
    /// The scores that trigger it (100, or 50 and 100).
    pub scores: Vec<i32>,
    pub effect: ExactEffect,
}

impl Default for ExactScore {
    fn default() -> ExactScore {
        ExactScore {
            scores: vec![100],
            effect: ExactEffect::ResetToZero,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExactEffect {
    /// The score goes back to 0; the game then needs more than the target to end.
    ResetToZero,
    /// The score drops by 50.
    SubtractFifty,
}

crate::engine::named::serde_by_name!(ExactEffect, "an exact-score effect", {
    ResetToZero = "reset-to-zero",
    SubtractFifty = "subtract-fifty",
});

/// How the game is scored and won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scoring {
    /// Points add up; the lowest score wins when someone reaches the target.
    Points,
    /// Chips (Foster's sweepstake): each player starts with `start` counters and pays one
    /// into the pool per point taken; players who took no points share the pool (odd
    /// counters stay), otherwise it stays for the next deal.
    Sweepstake { start: i32 },
    /// Chips (Foster's Howell settlement): each pays (players − 1) × own points, then claims
    /// the moon value − own points.
    Howell { start: i32 },
    /// Chips (the ante of basic Hearts): each antes `ante`; players who took no hearts share
    /// the pool; it stays if nobody is clear or one took every heart. The game ends when
    /// one player holds every chip or one cannot ante.
    Pool { start: i32, ante: i32 },
    /// Danger Hearts: each player has `lives`; a deal of `threshold` points or more costs a
    /// life.
    Lives { lives: u8, threshold: i32 },
}

/// Partnerships: seat `s` and seat `s + 2` at a table of four.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Partnership {
    None,
    /// Partners add their scores; a moon by a partnership gives the other side the moon's
    /// value each.
    TeamScores,
    /// Scores stay individual; the team of the first player to reach the target loses (the
    /// higher if players of both teams reach it in the same deal).
    TeamLosesWithPlayer,
}

crate::engine::named::serde_by_name!(Partnership, "a partnership rule", {
    None = "none",
    TeamScores = "team-scores",
    TeamLosesWithPlayer = "team-loses-with-player",
});

/// Who deals next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextDealer {
    /// The deal passes to the next player in the direction of play.
    Left,
    /// Whoever took the Q♠ in the last deal deals next (Queens).
    TakerOfQueen,
}

crate::engine::named::serde_by_name!(NextDealer, "a next-dealer rule", {
    Left = "left",
    TakerOfQueen = "taker-of-queen",
});

/// Why a rule set cannot be played: the first rule it breaks ([`RulesProblem`]). The
/// `Display` text is in English, for a person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError(pub RulesProblem);

/// The rules a rule set must keep to be played, one a variant, with what breaks it. The page
/// writes each in the player's language (`lang::words::catalog`); `Display` writes English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesProblem {
    /// A player count outside 3 to `most`.
    Players { players: u8, most: u8 },
    /// Not 1, 2 or 3 packs.
    Packs { packs: u8 },
    /// A card in the jokers that is not a joker.
    NotAJoker { card: Card },
    /// More than three of one joker.
    TooManyJokers,
    /// A card removed that the deck no longer holds.
    CannotRemove { card: Card },
    /// The deck does not deal evenly and there is no kitty.
    Uneven {
        cards: u32,
        players: u8,
        leftover: u32,
    },
    /// A kitty where the deck deals evenly.
    NothingForKitty { cards: u32, players: u8 },
    /// Fewer cards than players.
    NotEnoughCards,
    /// The lowest club leads, but there are no clubs.
    NoClubs,
    /// The lowest club leads, but there are `copies` of it.
    LowestClubCopies { copies: u8, card: Card },
    /// Star passing at a table of other than five.
    StarNotFive { players: u8 },
    /// A pass as big as the hand.
    PassTooBig { hand: u8, pass: u8 },
    /// A pass bigger than the engine holds.
    PassOverMax { most: u8, pass: u8 },
    /// Passing that needs a number of cards, with none.
    PassNoCards,
    /// A hand might not hold enough cards that may be passed.
    PassForbidden { forbidden: u32, hand: u8, pass: u32 },
    /// Partnerships at a table of other than four.
    Partnership { players: u8 },
    /// Cancellation with one pack.
    CancellationOnePack,
    /// Booster nines with more than one pack.
    BoosterPacks,
    /// Complex Hearts with chips or lives.
    ComplexScoring,
    /// Gong Zhu with chips or lives.
    GongZhuScoring,
    /// Gong Zhu with a moon or a sun.
    GongZhuMoon,
    /// Gong Zhu with a floor on the scores.
    GongZhuFloor,
    /// Counters, starting at none.
    NoCounters,
    /// Chips and ante that cannot be played.
    NoChips,
    /// Lives, starting at none.
    NoLives,
    /// No target, deals or time limit.
    NoEnd,
    /// A game of no deals.
    NoDeals,
    /// Exact scores that reset, with none named.
    NoResetScores,
    /// A sun that gives points away.
    SunNegative,
}

impl fmt::Display for RulesProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RulesProblem::*;
        match *self {
            Players { players, most } => {
                write!(f, "{players} players: Moonshot deals for 3 to {most} players")
            }
            Packs { packs } => write!(f, "{packs} packs: use 1, 2 or 3 packs"),
            NotAJoker { card } => write!(
                f,
                "{} is not a joker: jokers are 0C (zero of clubs), 0D (zero of diamonds) and JK",
                card.name()
            ),
            TooManyJokers => f.write_str("at most three of each joker can be added"),
            CannotRemove { card } => write!(
                f,
                "the {} cannot be removed: there is no copy of it left in the deck",
                card.name()
            ),
            Uneven {
                cards,
                players,
                leftover,
            } => write!(
                f,
                "{cards} cards do not deal evenly to {players} players: remove {leftover} more card(s), add jokers or use a kitty"
            ),
            NothingForKitty { cards, players } => write!(
                f,
                "{cards} cards deal evenly to {players} players: there is nothing left for a kitty"
            ),
            NotEnoughCards => f.write_str("there are not enough cards to deal"),
            NoClubs => f.write_str("the lowest club leads, but there are no clubs in the deck"),
            LowestClubCopies { copies, card } => write!(
                f,
                "the lowest club leads, but there are {copies} copies of the {}: remove one or add a joker",
                card.name()
            ),
            StarNotFive { players } => {
                write!(f, "star passing is for five players, not {players}")
            }
            PassTooBig { hand, pass } => {
                write!(f, "players hold {hand} cards and cannot pass {pass}")
            }
            PassOverMax { most, pass } => {
                write!(f, "at most {most} cards can be passed, not {pass}")
            }
            PassNoCards => f.write_str(
                "passing needs at least one card: pass 1 or more, or choose no passing",
            ),
            PassForbidden {
                forbidden,
                hand,
                pass,
            } => write!(
                f,
                "with {forbidden} cards that may not be passed, a hand of {hand} might not hold {pass} that may"
            ),
            Partnership { players } => write!(
                f,
                "partnerships sit opposite each other at a table of four, not {players}"
            ),
            CancellationOnePack => {
                f.write_str("cancellation needs identical cards: play with two or three packs")
            }
            BoosterPacks => f.write_str("booster nines are played with one pack"),
            ComplexScoring => {
                f.write_str("Complex Hearts keeps complex points, not chips or lives")
            }
            GongZhuScoring => {
                f.write_str("Gong Zhu keeps plus and minus points, not chips or lives")
            }
            GongZhuMoon => {
                f.write_str("Gong Zhu has its own reward for taking every heart, not the moon")
            }
            GongZhuFloor => f.write_str("Gong Zhu's scores may go either side of zero"),
            NoCounters => f.write_str("each player must start with some counters"),
            NoChips => f.write_str("each player must start with chips and be able to ante"),
            NoLives => f.write_str("each player needs at least one life"),
            NoEnd => f.write_str(
                "the game needs an end: a target score above zero, a number of deals or a time limit",
            ),
            NoDeals => f.write_str("a game of 0 deals is over before it starts"),
            NoResetScores => f.write_str("name the scores that reset"),
            SunNegative => f.write_str("shooting the sun gives points to the others, not away"),
        }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for RulesError {}

fn fail<T>(problem: RulesProblem) -> Result<T, RulesError> {
    Err(RulesError(problem))
}

/// A checked rule set, with everything the engine looks up while playing computed once.
#[derive(Clone, Debug, PartialEq)]
pub struct RuleSet {
    rules: Rules,
    /// Every card in play (dealt or in the kitty), with copies.
    deck: Cards,
    /// The same cards as a list, in index order: what a shuffle starts from.
    deck_list: Vec<Card>,
    one_copy_each: bool,
    hand_size: u8,
    kitty_size: u8,
    /// Score of each card by bit index.
    values: [i32; 64],
    /// Cards with a positive score: what "no points on the first trick" keeps off it.
    penalty_mask: u64,
    /// Cards with a negative score.
    bonus_mask: u64,
    /// All the cards a moon needs, with copies.
    moon_cards: Cards,
    moon_value: i32,
    /// Total of the positive counters dealt.
    penalty_total: i32,
    /// The cards whose play breaks hearts.
    breaks_mask: u64,
    /// The cards hearts-breaking keeps off the lead.
    unbroken_lead_mask: u64,
    pass_cycle: Vec<PassDirection>,
    forbidden_pass: u64,
    /// How many cards of the deck may not be passed, copies counted.
    forbidden_in_deck: u8,
    nines_mask: u64,
    /// The nines when they extend tricks (booster nines), otherwise nothing.
    booster_mask: u64,
    /// The one card that hurts its taker most, if one does.
    worst_card: Option<Card>,
}

// The stripping orders are data about decks, kept here so that both the presets and the
// variants can deal evenly without the presets depending on the variants.
/// Morehead (004): 2♣, 2♦, 3♣, 2♠, in that order.
pub(crate) const MOREHEAD_ORDER: [Card; 4] = [
    Card::new(Suit::Clubs, 2),
    Card::new(Suit::Diamonds, 2),
    Card::new(Suit::Clubs, 3),
    Card::new(Suit::Spades, 2),
];

/// Foster (1909, in his own words): the 2♠ for three, both black deuces for five, all four
/// for six.
pub(crate) const FOSTER_ORDER: [Card; 4] = [
    Card::new(Suit::Spades, 2),
    Card::new(Suit::Clubs, 2),
    Card::new(Suit::Diamonds, 2),
    Card::new(Suit::Hearts, 2),
];

/// As many of `order` as an even deal of `cards` to `players` needs.
pub(crate) fn strip(order: &[Card], cards: usize, players: u8) -> Vec<Card> {
    let extra = cards % players.max(1) as usize;
    order.iter().copied().take(extra).collect()
}

/// The copies of every card dealt for these rules: the packs, the jokers, less what is removed.
fn build_deck(rules: &Rules) -> Result<Cards, RulesError> {
    let mut deck = Cards::EMPTY;
    for _ in 0..rules.packs {
        deck = deck.plus(Card::pack().collect());
    }
    for &joker in &rules.jokers {
        if !joker.is_joker() {
            return fail(RulesProblem::NotAJoker { card: joker });
        }
        if !deck.insert(joker) {
            return fail(RulesProblem::TooManyJokers);
        }
    }
    for &card in &rules.removed {
        if !deck.remove(card) {
            return fail(RulesProblem::CannotRemove { card });
        }
    }
    Ok(deck)
}

impl Rules {
    /// Checks that these rules describe a game the engine can deal and play.
    ///
    /// Returns an error naming the first problem: a player count outside 3–11, a deck that does
    /// not deal evenly, a card removed that is not in the deck, a pass that needs a seat that
    /// does not exist, an opening lead with no unique lowest club, and so on. One step a
    /// function, in the order the problems are looked for.
    pub fn check(&self) -> Result<RuleSet, RulesError> {
        self.check_table()?;
        let deck = build_deck(self)?;
        let (hand_size, kitty_size) = self.check_deal(deck)?;
        let values = self.card_values();
        let (penalty_mask, bonus_mask) = self.counter_masks(&values);
        self.check_opening_lead(deck)?;
        let pass_cycle = self.pass_cycle()?;
        let forbidden_pass = self.check_passing(deck, &pass_cycle, hand_size)?;
        let several_copies = deck.distinct().count_ones() != deck.len();
        self.check_special_games(several_copies)?;
        self.check_scoring()?;

        let value_of =
            |cards: Cards| -> i32 { cards.iter().map(|c| values[c.index() as usize]).sum() };
        let penalty_cards = deck.filter(penalty_mask);
        let penalty_total = value_of(penalty_cards);
        let moon_cards = if self.moon.needs_bonus_cards {
            deck.filter(penalty_mask | bonus_mask)
        } else {
            penalty_cards
        };
        let hearts = suit_mask(Suit::Hearts);
        let queen = 1u64 << Card::QUEEN_OF_SPADES.index();
        let nines_mask = Suit::ALL
            .iter()
            .fold(0u64, |m, &s| m | 1 << Card::new(s, 9).index());
        Ok(RuleSet {
            rules: self.clone(),
            deck,
            deck_list: deck.iter().collect(),
            one_copy_each: !several_copies,
            hand_size,
            kitty_size,
            values,
            penalty_mask,
            bonus_mask,
            moon_cards,
            moon_value: self.moon.value.unwrap_or(penalty_total),
            penalty_total,
            breaks_mask: hearts | if self.queen_breaks_hearts { queen } else { 0 },
            unbroken_lead_mask: hearts | if self.queen_must_be_broken { queen } else { 0 },
            pass_cycle,
            forbidden_pass,
            forbidden_in_deck: deck.filter(forbidden_pass).len().min(255) as u8,
            nines_mask,
            booster_mask: if self.booster_nines { nines_mask } else { 0 },
            worst_card: self.worst_card(deck, &values),
        })
    }

    /// The one card of `deck` that hurts its taker most: the highest value where the lowest
    /// score wins, the lowest in Gong Zhu. None where no card hurts, or where several cards
    /// hurt as much (every heart in plain Hearts, the two queens of Pink Lady): no card is
    /// then "the" worst, and none is named so.
    fn worst_card(&self, deck: Cards, values: &[i32; 64]) -> Option<Card> {
        let sign = if self.special == SpecialScoring::GongZhu {
            -1
        } else {
            1
        };
        let harm = |card: Card| sign * values[card.index() as usize];
        let worst = deck.iter_distinct().map(harm).max()?;
        let mut cards = deck.iter_distinct().filter(|&c| harm(c) == worst);
        let card = cards.next()?;
        (worst > 0 && cards.next().is_none()).then_some(card)
    }

    /// Three to eleven players, with one to three packs.
    fn check_table(&self) -> Result<(), RulesError> {
        if !(3..=MAX_SEATS as u8).contains(&self.players) {
            return fail(RulesProblem::Players {
                players: self.players,
                most: MAX_SEATS as u8,
            });
        }
        if !(1..=3).contains(&self.packs) {
            return fail(RulesProblem::Packs { packs: self.packs });
        }
        Ok(())
    }

    /// The deck deals evenly, or leaves a kitty where the rules have one; the hand's and the
    /// kitty's sizes.
    fn check_deal(&self, deck: Cards) -> Result<(u8, u8), RulesError> {
        let players = self.players;
        let total = deck.len();
        let leftover = total % players as u32;
        if leftover != 0 && self.kitty.is_none() {
            return fail(RulesProblem::Uneven {
                cards: total,
                players,
                leftover,
            });
        }
        if self.kitty.is_some() && leftover == 0 {
            return fail(RulesProblem::NothingForKitty {
                cards: total,
                players,
            });
        }
        let hand_size = (total / players as u32) as u8;
        if hand_size == 0 {
            return fail(RulesProblem::NotEnoughCards);
        }
        Ok((hand_size, leftover as u8))
    }

    /// What taking each card scores, by bit index.
    fn card_values(&self) -> [i32; 64] {
        let mut values = [0i32; 64];
        for (&card, &value) in &self.counters {
            values[card.index() as usize] = value;
        }
        values
    }

    /// The penalty cards and the bonus cards, as masks.
    fn counter_masks(&self, values: &[i32; 64]) -> (u64, u64) {
        // Gong Zhu counts plus for good: its bad cards (the hearts and the pig) are the
        // negative ones, and the generic options (no points on the first trick, a hand of
        // only penalty cards) must see them as the penalty cards.
        let bad_sign = if self.special == SpecialScoring::GongZhu {
            -1
        } else {
            1
        };
        let mut penalty_mask = 0u64;
        let mut bonus_mask = 0u64;
        for (index, &value) in values.iter().enumerate() {
            match (value * bad_sign).signum() {
                1 => penalty_mask |= 1 << index,
                -1 => bonus_mask |= 1 << index,
                _ => {}
            }
        }
        (penalty_mask, bonus_mask)
    }

    /// A lead by the lowest club needs clubs, and one copy of the lowest.
    fn check_opening_lead(&self, deck: Cards) -> Result<(), RulesError> {
        if self.opening_lead != OpeningLead::LowestClub {
            return Ok(());
        }
        let clubs = deck.of_suit(Suit::Clubs);
        if clubs == 0 {
            return fail(RulesProblem::NoClubs);
        }
        let lowest = Card::from_index_unchecked(clubs.trailing_zeros() as u8);
        if deck.count(lowest) > 1 {
            return fail(RulesProblem::LowestClubCopies {
                copies: deck.count(lowest),
                card: lowest,
            });
        }
        Ok(())
    }

    /// The passes' directions, deal after deal.
    fn pass_cycle(&self) -> Result<Vec<PassDirection>, RulesError> {
        let players = self.players;
        let cycle = self.passing.cycle;
        Ok(match cycle {
            PassCycle::None => vec![PassDirection::Hold],
            PassCycle::Left => vec![PassDirection::Left(1)],
            PassCycle::Right => vec![PassDirection::Left(players - 1)],
            PassCycle::LeftRight => vec![PassDirection::Left(1), PassDirection::Left(players - 1)],
            PassCycle::LeftRightAcrossHold | PassCycle::LeftRightAcrossScatter => {
                let mut directions = vec![PassDirection::Left(1), PassDirection::Left(players - 1)];
                if players % 2 == 0 {
                    directions.push(PassDirection::Left(players / 2));
                }
                directions.push(if cycle == PassCycle::LeftRightAcrossHold {
                    PassDirection::Hold
                } else {
                    PassDirection::Scatter
                });
                directions
            }
            PassCycle::LeftAcrossRight => {
                let mut directions = vec![PassDirection::Left(1)];
                if players % 2 == 0 {
                    directions.push(PassDirection::Left(players / 2));
                }
                directions.push(PassDirection::Left(players - 1));
                directions
            }
            PassCycle::Rotating => (1..players)
                .map(PassDirection::Left)
                .chain([PassDirection::Hold])
                .collect(),
            PassCycle::Star => {
                if players != 5 {
                    return fail(RulesProblem::StarNotFive { players });
                }
                vec![PassDirection::Star]
            }
            PassCycle::Mixer => vec![PassDirection::Mixer],
            // The dealer's choice is made at each deal; the cycle is never consulted.
            PassCycle::DealersChoice => vec![PassDirection::Hold],
        })
    }

    /// Every pass fits in the hand, within the most the engine passes, with enough cards
    /// that may be passed; the cards that may not, as a mask.
    fn check_passing(
        &self,
        deck: Cards,
        pass_cycle: &[PassDirection],
        hand_size: u8,
    ) -> Result<u64, RulesError> {
        let passing = &self.passing;
        let biggest = pass_cycle
            .iter()
            .map(|&d| pass_size(d, passing.cards, self.players))
            .max();
        if let Some(biggest) = biggest {
            if biggest >= hand_size {
                return fail(RulesProblem::PassTooBig {
                    hand: hand_size,
                    pass: biggest,
                });
            }
            if biggest as usize > MAX_PASS {
                return fail(RulesProblem::PassOverMax {
                    most: MAX_PASS as u8,
                    pass: biggest,
                });
            }
        }
        let uses_count = matches!(
            passing.cycle,
            PassCycle::Left
                | PassCycle::Right
                | PassCycle::LeftRight
                | PassCycle::LeftRightAcrossHold
                | PassCycle::LeftRightAcrossScatter
                | PassCycle::LeftAcrossRight
                | PassCycle::Rotating
                | PassCycle::Mixer
        );
        if uses_count && passing.cards == 0 {
            return fail(RulesProblem::PassNoCards);
        }
        let forbidden_pass = passing
            .forbidden
            .iter()
            .fold(0u64, |mask, c| mask | 1 << c.index());
        if passing.cycle != PassCycle::None {
            // Every hand must be able to pass: enough cards that are not forbidden.
            let forbidden_in_deck = deck.filter(forbidden_pass).len();
            let biggest = biggest.unwrap_or(0) as u32;
            if forbidden_in_deck + biggest > hand_size as u32
                && passing.cycle != PassCycle::DealersChoice
            {
                return fail(RulesProblem::PassForbidden {
                    forbidden: forbidden_in_deck,
                    hand: hand_size,
                    pass: biggest,
                });
            }
        }
        Ok(forbidden_pass)
    }

    /// The rules that hold only in some games: partners need four, cancelling needs copies,
    /// booster nines one pack, and Complex Hearts and Gong Zhu their own scoring.
    fn check_special_games(&self, several_copies: bool) -> Result<(), RulesError> {
        if self.partnership != Partnership::None && self.players != 4 {
            return fail(RulesProblem::Partnership {
                players: self.players,
            });
        }
        if let IdenticalCards::Cancel(_) = self.identical_cards
            && !several_copies
        {
            return fail(RulesProblem::CancellationOnePack);
        }
        if self.booster_nines && self.packs > 1 {
            return fail(RulesProblem::BoosterPacks);
        }
        if self.special == SpecialScoring::Complex && self.scoring != Scoring::Points {
            return fail(RulesProblem::ComplexScoring);
        }
        if self.special == SpecialScoring::GongZhu {
            if self.scoring != Scoring::Points {
                return fail(RulesProblem::GongZhuScoring);
            }
            if self.moon.kind != MoonKind::None || self.moon.sun.is_some() {
                return fail(RulesProblem::GongZhuMoon);
            }
            if self.bonus_floor != BonusFloor::None {
                return fail(RulesProblem::GongZhuFloor);
            }
        }
        Ok(())
    }

    /// Chips and lives to start with, a way for the game to end, and sensible numbers for
    /// the deals, the exact scores and the sun.
    fn check_scoring(&self) -> Result<(), RulesError> {
        match self.scoring {
            Scoring::Points => {}
            Scoring::Sweepstake { start } | Scoring::Howell { start } if start <= 0 => {
                return fail(RulesProblem::NoCounters);
            }
            Scoring::Pool { start, ante } if start <= 0 || ante <= 0 || ante > start => {
                return fail(RulesProblem::NoChips);
            }
            Scoring::Lives { lives: 0, .. } => {
                return fail(RulesProblem::NoLives);
            }
            _ => {}
        }
        let ends_by_target = self.target > 0;
        if !ends_by_target
            && self.deals.is_none()
            && self.time_limit_minutes.is_none()
            && !matches!(
                self.scoring,
                Scoring::Pool { .. } | Scoring::Sweepstake { .. } | Scoring::Howell { .. }
            )
        {
            return fail(RulesProblem::NoEnd);
        }
        if self.deals == Some(0) {
            return fail(RulesProblem::NoDeals);
        }
        if let Some(exact) = &self.exact_score
            && exact.scores.is_empty()
        {
            return fail(RulesProblem::NoResetScores);
        }
        if let Some(sun) = &self.moon.sun
            && sun.value < 0
        {
            return fail(RulesProblem::SunNegative);
        }
        Ok(())
    }
}

/// How many cards a player passes in a deal passing `direction`.
pub fn pass_size(direction: PassDirection, cards: u8, players: u8) -> u8 {
    match direction {
        PassDirection::Hold => 0,
        PassDirection::Left(_) | PassDirection::Mixer => cards,
        PassDirection::Star => 2,
        PassDirection::Scatter => players - 1,
    }
}

impl RuleSet {
    /// The rules as chosen.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn players(&self) -> u8 {
        self.rules.players
    }

    /// Every card in play (dealt or in the kitty), with copies.
    pub fn deck(&self) -> Cards {
        self.deck
    }

    /// Every card in play, each copy once, in index order.
    pub fn deck_list(&self) -> &[Card] {
        &self.deck_list
    }

    /// Whether the deck holds at most one copy of each card (one pack, distinct jokers).
    #[inline]
    pub fn one_copy_each(&self) -> bool {
        self.one_copy_each
    }

    /// Whether two cards of the same rank and suit (or two zero jokers) can meet in a trick;
    /// jokers of no suit never win, so their copies do not count.
    pub fn has_identical_suited_cards(&self) -> bool {
        let suited = self.deck.filter(!(1u64 << Card::JOKER.index()));
        suited.distinct().count_ones() != suited.len()
    }

    pub fn hand_size(&self) -> u8 {
        self.hand_size
    }

    /// Cards in the kitty (0 without one).
    pub fn kitty_size(&self) -> u8 {
        self.kitty_size
    }

    /// What taking `card` scores (negative for a bonus card).
    #[inline]
    pub fn value(&self, card: Card) -> i32 {
        self.values[card.index() as usize]
    }

    /// The one card that hurts its taker most (the Q♠ in Black Lady; the pig in Gong Zhu,
    /// where scores count up); none where no card, or no single card, does (plain Hearts).
    /// The bots, the Hint's words and the table's sounds all mean this card.
    #[inline]
    pub fn worst_card(&self) -> Option<Card> {
        self.worst_card
    }

    /// Cards worth penalty points.
    #[inline]
    pub fn penalty_mask(&self) -> u64 {
        self.penalty_mask
    }

    /// Cards worth bonus (negative) points.
    #[inline]
    pub fn bonus_mask(&self) -> u64 {
        self.bonus_mask
    }

    /// The total value of these cards.
    #[inline]
    pub fn value_of(&self, cards: Cards) -> i32 {
        if cards.is_empty() {
            return 0;
        }
        cards.iter().map(|c| self.value(c)).sum()
    }

    /// What taking `cards` together scores: their values, less the jokers' where the rules
    /// score a joker only with a heart and `cards` hold none. The points of a trick (carried
    /// cards included) and of the kitty, and of a trick so far while it is played.
    pub fn points_in(&self, cards: Cards) -> i32 {
        let mut points = self.value_of(cards);
        if self.rules.joker_scores_only_with_hearts
            && cards.distinct() & suit_mask(Suit::Hearts) == 0
        {
            points -= cards.count(Card::JOKER) as i32 * self.value(Card::JOKER);
        }
        points
    }

    /// The cards among `cards`, all that one player took in a deal, that changed their score,
    /// with copies: the counters (penalty or bonus), and the cards that multiply or cancel
    /// them (the 10♣ in Gong Zhu and Complex Hearts; in Royal Hearts the Q♣ taken with the
    /// Q♠, which it cancels).
    pub fn counters(&self, cards: Cards) -> Cards {
        let special = match self.rules.special {
            SpecialScoring::GongZhu | SpecialScoring::Complex => {
                1 << Card::new(Suit::Clubs, 10).index()
            }
            SpecialScoring::Royal if cards.contains(Card::QUEEN_OF_SPADES) => {
                1 << Card::new(Suit::Clubs, super::card::QUEEN).index()
            }
            _ => 0,
        };
        cards.filter(self.penalty_mask | self.bonus_mask | special)
    }

    /// Every card a moon needs, with copies.
    pub fn moon_cards(&self) -> Cards {
        self.moon_cards
    }

    /// What the moon is worth.
    pub fn moon_value(&self) -> i32 {
        self.moon_value
    }

    /// A seat's standing as a player reads it, in the game's own terms: "45" (points),
    /// "13 + 26i" (Complex Hearts), "18 chips" (chip scoring), "2 lives · 31" (Danger
    /// Hearts: lives left, then points).
    pub fn standing_text(&self, standing: &Standing) -> String {
        let points = standing.points;
        match self.rules.scoring {
            Scoring::Points if self.rules.special == SpecialScoring::Complex => {
                match standing.imaginary {
                    0 => format!("{points}"),
                    i if i < 0 => format!("{points} − {}i", -i),
                    i => format!("{points} + {i}i"),
                }
            }
            Scoring::Points => format!("{points}"),
            Scoring::Sweepstake { .. } | Scoring::Howell { .. } | Scoring::Pool { .. } => {
                let chips = standing.chips;
                format!("{chips} chip{}", if chips.abs() == 1 { "" } else { "s" })
            }
            Scoring::Lives { .. } => {
                let lives = standing.lives;
                format!(
                    "{lives} li{} · {points}",
                    if lives == 1 { "fe" } else { "ves" }
                )
            }
        }
    }

    /// What a pledge to take no hearts is worth: taken off the score when kept, added when
    /// broken.
    pub fn pledge_points(&self) -> i32 {
        10
    }

    /// The total of the penalty cards dealt (what a deal without a moon hands out).
    pub fn penalty_total(&self) -> i32 {
        self.penalty_total
    }

    /// The pass of deal number `hand` (0 for the first deal), before any dealer's choice.
    pub fn pass_direction(&self, hand: u32) -> PassDirection {
        self.pass_cycle[hand as usize % self.pass_cycle.len()]
    }

    /// How many cards each player passes in a deal passing `direction`.
    pub fn pass_size(&self, direction: PassDirection) -> u8 {
        pass_size(direction, self.rules.passing.cards, self.players())
    }

    /// Cards that may not be passed, as a bitboard.
    pub fn forbidden_pass(&self) -> u64 {
        self.forbidden_pass
    }

    /// How many cards of the deck may not be passed, copies counted.
    pub fn forbidden_in_deck(&self) -> u8 {
        self.forbidden_in_deck
    }

    /// The cards hearts-breaking keeps off the lead.
    #[inline]
    pub fn unbroken_lead_mask(&self) -> u64 {
        self.unbroken_lead_mask
    }

    /// Whether playing this card breaks hearts.
    #[inline]
    pub fn breaks_hearts(&self, card: Card) -> bool {
        self.breaks_mask & (1 << card.index()) != 0
    }

    /// The nines, which extend a trick under booster nines.
    #[inline]
    pub fn nines_mask(&self) -> u64 {
        self.nines_mask
    }

    /// The cards that extend a trick by a round (the nines, under booster nines).
    #[inline]
    pub fn booster_mask(&self) -> u64 {
        self.booster_mask
    }

    /// The cancellation rules, when identical cards cancel.
    #[inline]
    pub fn cancellation(&self) -> Option<Cancellation> {
        match self.rules.identical_cards {
            IdenticalCards::Cancel(c) => Some(c),
            IdenticalCards::LaterWins => None,
        }
    }

    /// Whether the lowest score wins (every game but Gong Zhu, where the highest does).
    pub fn lower_scores_win(&self) -> bool {
        self.rules.special != SpecialScoring::GongZhu
    }

    /// The partner of `seat` (the seat opposite), in a partnership game.
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        (self.rules.partnership != Partnership::None).then(|| seat.left(2, self.players()))
    }

    /// The seat step of play: 1 to the left each turn, or one to the right.
    #[inline]
    pub fn step(&self) -> u8 {
        match self.rules.direction {
            Direction::Clockwise => 1,
            Direction::Anticlockwise => self.players() - 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Preset;

    #[test]
    fn black_lady_for_four_deals_thirteen_each_and_is_worth_26() {
        let set = Preset::BlackLady.rules(4).check().unwrap();
        assert_eq!(set.hand_size(), 13);
        assert_eq!(set.moon_value(), 26);
        assert_eq!(set.deck().len(), 52);
        let cycle: Vec<_> = (0..5).map(|h| set.pass_direction(h)).collect();
        use PassDirection::*;
        assert_eq!(cycle, [Left(1), Left(3), Left(2), Hold, Left(1)]);
    }

    #[test]
    fn odd_player_counts_skip_across() {
        let set = Preset::BlackLady.rules(5).check().unwrap();
        use PassDirection::*;
        let cycle: Vec<_> = (0..3).map(|h| set.pass_direction(h)).collect();
        assert_eq!(cycle, [Left(1), Left(4), Hold]);
    }

    #[test]
    fn rotating_and_scatter_cycles() {
        let mut rules = Preset::BlackLady.rules(4);
        rules.passing.cycle = PassCycle::Rotating;
        let set = rules.check().unwrap();
        use PassDirection::*;
        let cycle: Vec<_> = (0..4).map(|h| set.pass_direction(h)).collect();
        assert_eq!(cycle, [Left(1), Left(2), Left(3), Hold]);
        rules.passing.cycle = PassCycle::LeftRightAcrossScatter;
        let set = rules.check().unwrap();
        assert_eq!(set.pass_direction(3), Scatter);
        assert_eq!(set.pass_size(Scatter), 3);
        assert_eq!(Star.recipients(5), [2, 3], "star: the two players opposite");
    }

    #[test]
    fn impossible_rules_say_what_is_wrong() {
        let mut rules = Preset::BlackLady.rules(4);
        rules.players = 12;
        assert!(
            rules
                .check()
                .unwrap_err()
                .to_string()
                .contains("3 to 11 players")
        );

        let mut rules = Preset::BlackLady.rules(4);
        rules.players = 5;
        rules.removed.clear();
        let err = rules.check().unwrap_err().to_string();
        assert!(err.contains("do not deal evenly"), "{err}");

        let mut rules = Preset::BlackLady.rules(4);
        rules.removed = vec![Card::TWO_OF_CLUBS, Card::TWO_OF_CLUBS];
        assert!(
            rules
                .check()
                .unwrap_err()
                .to_string()
                .contains("no copy of it left")
        );

        let mut rules = Preset::BlackLady.rules(4);
        rules.packs = 2;
        let err = rules.check().unwrap_err().to_string();
        assert!(err.contains("2 copies of the Two of Clubs"), "{err}");

        let mut rules = Preset::BlackLady.rules(4);
        rules.passing.cards = 13;
        assert!(
            rules
                .check()
                .unwrap_err()
                .to_string()
                .contains("cannot pass 13")
        );

        let mut rules = Preset::BlackLady.rules(4);
        rules.jokers = vec![Card::QUEEN_OF_SPADES];
        assert!(
            rules
                .check()
                .unwrap_err()
                .to_string()
                .contains("not a joker")
        );

        let mut rules = Preset::BlackLady.rules(4);
        rules.passing.cycle = PassCycle::Star;
        assert_eq!(
            rules.check().unwrap_err().to_string(),
            "star passing is for five players, not 4"
        );

        let mut rules = Preset::BlackLady.rules(5);
        rules.partnership = Partnership::TeamScores;
        assert!(
            rules
                .check()
                .unwrap_err()
                .to_string()
                .contains("table of four")
        );

        let mut rules = Preset::BlackLady.rules(4);
        rules.identical_cards = IdenticalCards::Cancel(Cancellation::default());
        assert!(
            rules
                .check()
                .unwrap_err()
                .to_string()
                .contains("two or three packs")
        );

        let mut rules = Preset::BlackLady.rules(4);
        rules.kitty = Some(Kitty::default());
        assert!(
            rules
                .check()
                .unwrap_err()
                .to_string()
                .contains("nothing left for a kitty")
        );
    }

    #[test]
    fn rules_round_trip_through_json() {
        let rules = Preset::BlackLady.rules(4);
        let json = serde_json::to_string(&rules).unwrap();
        let back: Rules = serde_json::from_str(&json).unwrap();
        assert_eq!(back, rules);
        let err = serde_json::from_str::<Rules>(r#"{"players": 4, "colour": "red"}"#);
        assert!(err.is_err(), "unknown fields are refused, not ignored");
    }
}
