//! The rules of a game as typed sentences, written from its checked rule set: the app shows
//! them, so what the app says is what the engine does. Where a preset follows a published rule
//! for a suit lost from the documents, or a house reading, the notes say so.
//!
//! The engine says which sentences apply and with what values (numbers, cards, options);
//! `lang::words::rules` writes each in the player's language.
use super::card::{Card, Suit};
use super::cards::Cards;
use super::presets::Preset;
use super::rules::Variant;
use super::rules::{
    BonusFloor, Direction, ExactEffect, IdenticalCards, JokerLead, KittyGoesTo, LastCancelledTrick,
    MoonKind, NextDealer, OpeningLead, Partnership, PassCycle, RuleSet, Scoring, SpecialScoring,
};
use super::variants::Group;

/// A game's rules: the game, then its sections of sentences in order (the deal, passing, play,
/// scoring, the end, notes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesText {
    /// The game's id ("black-lady", or a custom game's own name).
    pub game: String,
    /// The preset the game is, if it is one.
    pub preset: Option<Preset>,
    pub deal: Vec<DealRule>,
    pub passing: Vec<PassRule>,
    pub play: Vec<PlayRule>,
    pub scoring: Vec<ScoreRule>,
    pub end: Vec<EndRule>,
    pub notes: Vec<Note>,
}

/// A sentence of the deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealRule {
    /// "4 players, one pack of 52 cards."
    Players { players: u8, packs: u8 },
    /// The jokers added: how many play as the zero of clubs, as the zero of diamonds, and of
    /// no suit.
    Added {
        zero_clubs: usize,
        zero_diamonds: usize,
        plain: usize,
    },
    /// The cards removed so that the deal comes out even.
    Removed { cards: Vec<Card> },
    /// "Each player holds 13 cards."
    HandSize { cards: u8 },
    /// The cards left over go to a kitty: how many, who takes it, and whether they may look.
    Kitty {
        cards: u8,
        goes_to: KittyGoesTo,
        seen: bool,
    },
}

/// A sentence of passing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassRule {
    /// Who passes how many cards to whom, deal by deal, with the number of players (an odd
    /// number has no pass across).
    Cycle {
        cycle: PassCycle,
        cards: u8,
        players: u8,
    },
    /// The cards to pass are chosen before seeing those received.
    ChosenBeforeSeeing,
    /// Cards that may not be passed.
    Forbidden { cards: Vec<Card> },
    /// The pledge to take no hearts, worth `points` off if kept and as much more if broken.
    Pledge { points: i32 },
}

/// A sentence of play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayRule {
    /// Which way play goes.
    Direction(Direction),
    /// The holder of the lowest club in the pack (`card`) leads it.
    LowestClubLeads { card: Card },
    /// The holder of the joker that is the zero of clubs leads it.
    ZeroOfClubsLeads,
    /// The player after the dealer in the direction of play leads any card.
    EldestHandLeads { direction: Direction },
    /// The 2♠ leads the first deal, the taker of the Q♠ the next ones.
    PigTakerLeads,
    /// Follow suit; the highest card of the suit led wins.
    FollowSuit,
    /// No penalty card on the first trick.
    NoPenaltyOnFirstTrick,
    /// Hearts (and the Q♠ when `queen_too`) may not be led until a heart (or the Q♠ when
    /// `queen_breaks`) has been played.
    HeartsNotLed { queen_too: bool, queen_breaks: bool },
    /// A hand of only penalty cards may lead a heart.
    PenaltyHandMayLeadHearts,
    /// Any card may be led at any time.
    AnyLead,
    /// The Q♠ must be played at the first chance.
    QueenAtFirstChance,
    /// The J♠ must be discarded first.
    BlackJackFirst,
    /// The likha rule.
    Likha,
    /// Identical cards cancel.
    IdenticalCardsCancel,
    /// Of three copies a pair cancels, the third stands.
    ThirdCopyStands,
    /// Three copies all cancel.
    ThreeCopiesCancel,
    /// Two cancelling pairs cancel the trick.
    TwoPairsCancelTrick,
    /// A cancelled trick stays in the middle.
    CancelledTrick,
    /// Who takes a cancelled last trick.
    CancelledLastTrick(LastCancelledTrick),
    /// The joker is the zero of clubs.
    ZeroOfClubs,
    /// Of two identical cards the later wins.
    LaterWins,
    /// When a joker of no suit may be played (`any_time`: even when able to follow).
    JokerWhen { any_time: bool },
    /// How a joker leads a trick, or None when it may not.
    JokerLeads(Option<JokerLead>),
    /// A nine adds another round to the trick.
    BoosterNines,
}

/// The shooter of the moon: a player or a partnership.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shooter {
    Player,
    Partnership,
}

/// What shooting the sun does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SunEffect {
    /// The shooter's game score goes back to 0.
    CleanSlate,
    /// The player who passed to the shooter scores `value`, each other player `half`.
    Punishment { value: i32, half: i32 },
    /// Each other player scores `value`.
    Others { value: i32 },
    /// It scores as the moon does, worth `value`.
    AsMoon { value: i32 },
}

/// A sentence of scoring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoreRule {
    /// Each heart taken scores `points`.
    EachHeart { points: i32 },
    /// A card scores `points` (which may be negative).
    CardScores { card: Card, points: i32 },
    /// A card takes `points` (positive) off.
    CardTakesOff { card: Card, points: i32 },
    /// Gong Zhu: plus and minus, and the 10♣.
    GongZhuTen,
    /// Gong Zhu: every heart taken by one player.
    GongZhuAllHearts,
    /// Complex Hearts: 13i and 2i.
    ComplexCards,
    /// Royal Hearts: the Q♥ and the Q♣.
    RoyalQueens,
    /// Shooting the moon: who shoots, whether it needs the bonus cards too, what it does
    /// and what it is worth.
    Moon {
        shooter: Shooter,
        needs_bonus: bool,
        kind: MoonKind,
        value: i32,
    },
    /// No shooting the moon.
    NoMoon,
    /// Shooting the sun: whether the first trick is left out, and what it does.
    Sun {
        first_trick_excluded: bool,
        effect: SunEffect,
    },
    /// Every counter without every trick scores normally.
    MoonNeedsSun,
    /// The big moon: ten deals in a row, worth `points` to each other player.
    BigMoon { points: i32 },
    /// A deal with a moon or sun never ends the game.
    NoWinOnMoon,
    /// Taking no tricks takes `points` off.
    NoTricks { points: i32 },
    /// A bonus card cannot take a deal's score below zero.
    BonusFloorDeal,
    /// A bonus card cannot take a game score below zero.
    BonusFloorGame,
    /// A score of exactly one of `scores` goes back to 0 or drops by 50.
    ExactScore {
        scores: Vec<i32>,
        effect: ExactEffect,
    },
    /// Scores never go below zero.
    FloorAtZero,
    /// Sweepstake counters.
    Sweepstake { start: i32 },
    /// Howell's counters: each pays `pay` a point and collects `collect`.
    Howell { start: i32, pay: u8, collect: i32 },
    /// A pool of chips.
    Pool { start: i32, ante: i32 },
    /// Lives.
    Lives { lives: u8, threshold: i32 },
    /// Partners opposite add their scores.
    PartnersAdd,
    /// Partners opposite, each keeping a score.
    PartnersApart,
    /// Money per point at the end.
    Money { per_point: i32 },
}

/// A sentence of how the game ends and who wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndRule {
    /// Gong Zhu: someone reaches −`target`.
    GongZhu { target: i32 },
    /// Complex Hearts: an absolute value of `target` loses.
    Complex { target: i32 },
    /// The team of the first player to reach `target` loses.
    TeamLosesWithPlayer { target: i32 },
    /// A partnership reaches `target` together.
    TeamScores { target: i32 },
    /// Someone reaches `score`; the lowest score wins.
    Reach { score: i32 },
    /// One player has lives left.
    Lives,
    /// One player holds every chip.
    Pool,
    /// A player runs out of counters.
    Counters,
    /// After `deals` deals at the latest.
    Deals { deals: u32 },
    /// After `minutes` minutes.
    Minutes { minutes: u32 },
    /// Whoever took the Q♠ deals next.
    QueenTakerDeals,
}

/// A note: where a preset follows a published rule or a house reading, the variants switched
/// on, and the house readings of the options in use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    HeartsDeal,
    FosterDeal,
    CulbertsonDeal,
    BlackMariaSpades,
    BlackMariaDeal,
    RoyalHearts,
    HooliganHearts,
    GongZhuVersion,
    GongZhuExposing,
    Likha,
    ComplexHearts,
    DangerHearts,
    CancellationPacks,
    CancellationPassing,
    CancellationFirstTrick,
    JokerHearts,
    SmallHeartsMoon,
    KittyLastTrick,
    JokerTrick,
    JokerLeadHeart,
    SunPunishment,
    /// A variant switched on.
    Variant(Variant),
    NoMisdeals,
}

/// Where a preset follows a published rule or a house reading, the variants switched on, and
/// the house readings of the options in use.
fn notes(set: &RuleSet) -> Vec<Note> {
    let r = set.rules();
    let mut notes: Vec<Note> = Vec::new();
    // A variant that deals another way replaces the preset's own stripping.
    let own_deal = !r.variants.iter().any(|v| v.group() == Some(Group::Deal));
    match Preset::from_id(&r.game) {
        Some(Preset::Hearts) if own_deal => notes.push(Note::HeartsDeal),
        Some(Preset::BlackLadyFoster) if own_deal => notes.push(Note::FosterDeal),
        Some(Preset::BlackLadyCulbertson) if own_deal => notes.push(Note::CulbertsonDeal),
        Some(Preset::BlackMaria) => {
            notes.push(Note::BlackMariaSpades);
            if own_deal {
                notes.push(Note::BlackMariaDeal);
            }
        }
        Some(Preset::RoyalHearts) => notes.push(Note::RoyalHearts),
        Some(Preset::HooliganHearts) => notes.push(Note::HooliganHearts),
        Some(Preset::GongZhu) => {
            notes.push(Note::GongZhuVersion);
            notes.push(Note::GongZhuExposing);
        }
        Some(Preset::Likha) => notes.push(Note::Likha),
        Some(Preset::ComplexHearts) => notes.push(Note::ComplexHearts),
        Some(Preset::DangerHearts) => notes.push(Note::DangerHearts),
        Some(Preset::Cancellation | Preset::CancellationThreePacks) => {
            notes.push(Note::CancellationPacks);
            notes.push(Note::CancellationPassing);
            if r.no_points_on_first_trick || r.hearts_must_be_broken {
                notes.push(Note::CancellationFirstTrick);
            }
        }
        Some(Preset::JokerHearts) => notes.push(Note::JokerHearts),
        Some(Preset::SmallHearts) => notes.push(Note::SmallHeartsMoon),
        _ => {}
    }
    if let Some(kitty) = r.kitty
        && kitty.goes_to == KittyGoesTo::FirstHeart
    {
        notes.push(Note::KittyLastTrick);
    }
    if set.deck().contains(Card::JOKER) {
        notes.push(Note::JokerTrick);
        if r.joker_play.may_lead && r.joker_play.lead_suit == JokerLead::NextCard {
            notes.push(Note::JokerLeadHeart);
        }
    }
    if let Some(sun) = r.moon.sun
        && sun.punishment
    {
        notes.push(Note::SunPunishment);
    }
    notes.extend(r.variants.iter().map(|&v| Note::Variant(v)));
    notes.push(Note::NoMisdeals);
    notes
}

impl RuleSet {
    /// How the game ends and who wins, in the sentences every page uses for it (the score
    /// table, How to play): "The game ends after the deal in which someone reaches 100; …",
    /// then any limit of deals or time.
    pub fn ending(&self) -> Vec<EndRule> {
        let r = self.rules();
        let target = r.target;
        let mut end: Vec<EndRule> = match (r.scoring, r.special, r.partnership) {
            (Scoring::Points, SpecialScoring::GongZhu, _) => vec![EndRule::GongZhu { target }],
            (Scoring::Points, SpecialScoring::Complex, _) => vec![EndRule::Complex { target }],
            (Scoring::Points, _, Partnership::TeamLosesWithPlayer) => {
                vec![EndRule::TeamLosesWithPlayer { target }]
            }
            (Scoring::Points, _, Partnership::TeamScores) if target > 0 => {
                vec![EndRule::TeamScores { target }]
            }
            (Scoring::Points, _, _) if target > 0 => {
                let exact = r
                    .exact_score
                    .as_ref()
                    .is_some_and(|e| e.scores.contains(&target));
                let score = if exact { target + 1 } else { target };
                vec![EndRule::Reach { score }]
            }
            (Scoring::Lives { .. }, _, _) => vec![EndRule::Lives],
            (Scoring::Pool { .. }, _, _) => vec![EndRule::Pool],
            (Scoring::Sweepstake { .. } | Scoring::Howell { .. }, _, _) => vec![EndRule::Counters],
            _ => Vec::new(),
        };
        if let Some(deals) = r.deals {
            end.push(EndRule::Deals { deals });
        }
        if let Some(minutes) = r.time_limit_minutes {
            end.push(EndRule::Minutes { minutes });
        }
        end
    }

    /// The score whose line ends the game on the chart of the scores, where one score alone
    /// does: the target (one more where landing on it exactly resets), or −target in Gong
    /// Zhu. None where the end is a team's total, an absolute value, chips or lives.
    pub fn end_score(&self) -> Option<i32> {
        let r = self.rules();
        match (r.scoring, r.special, r.partnership) {
            (Scoring::Points, SpecialScoring::GongZhu, _) => Some(-r.target),
            (Scoring::Points, SpecialScoring::Complex, _) | (_, _, Partnership::TeamScores) => None,
            (Scoring::Points, _, _) if r.target > 0 => Some(match &r.exact_score {
                Some(exact) if exact.scores.contains(&r.target) => r.target + 1,
                _ => r.target,
            }),
            _ => None,
        }
    }

    /// The rules as sentences, section by section.
    pub fn describe(&self) -> RulesText {
        let r = self.rules();
        let mut end = self.ending();
        if r.next_dealer == NextDealer::TakerOfQueen {
            end.push(EndRule::QueenTakerDeals);
        }
        RulesText {
            game: r.game.clone(),
            preset: Preset::from_id(&r.game),
            deal: self.deal_rules(),
            passing: self.pass_rules(),
            play: self.play_rules(),
            scoring: self.score_rules(),
            end,
            notes: notes(self),
        }
    }

    /// The deal: players and packs, jokers added, cards removed, the hand and the kitty.
    fn deal_rules(&self) -> Vec<DealRule> {
        let r = self.rules();
        let mut deal = vec![DealRule::Players {
            players: self.players(),
            packs: r.packs,
        }];
        if !r.jokers.is_empty() {
            let count = |card: Card| r.jokers.iter().filter(|&&j| j == card).count();
            deal.push(DealRule::Added {
                zero_clubs: count(Card::ZERO_OF_CLUBS),
                zero_diamonds: count(Card::ZERO_OF_DIAMONDS),
                plain: count(Card::JOKER),
            });
        }
        if !r.removed.is_empty() {
            deal.push(DealRule::Removed {
                cards: r.removed.clone(),
            });
        }
        deal.push(DealRule::HandSize {
            cards: self.hand_size(),
        });
        if let Some(kitty) = r.kitty {
            deal.push(DealRule::Kitty {
                cards: self.kitty_size(),
                goes_to: kitty.goes_to,
                seen: kitty.seen,
            });
        }
        deal
    }

    /// Passing: the cycle, when the cards are chosen, what may not be passed, the pledge.
    fn pass_rules(&self) -> Vec<PassRule> {
        let r = self.rules();
        let mut passing = vec![PassRule::Cycle {
            cycle: r.passing.cycle,
            cards: r.passing.cards,
            players: self.players(),
        }];
        if r.passing.cycle != PassCycle::None {
            passing.push(PassRule::ChosenBeforeSeeing);
        }
        if !r.passing.forbidden.is_empty() {
            passing.push(PassRule::Forbidden {
                cards: r.passing.forbidden.clone(),
            });
        }
        if r.pledge {
            passing.push(PassRule::Pledge {
                points: self.pledge_points(),
            });
        }
        passing
    }

    /// Play: direction, the opening lead, following suit, leading hearts, the special cards.
    fn play_rules(&self) -> Vec<PlayRule> {
        let r = self.rules();
        let mut play = vec![PlayRule::Direction(r.direction)];
        play.push(match r.opening_lead {
            OpeningLead::LowestClub => {
                let lowest = self.deck().of_suit(Suit::Clubs);
                let card =
                    Card::from_index(lowest.trailing_zeros() as u8).unwrap_or(Card::TWO_OF_CLUBS);
                if card == Card::ZERO_OF_CLUBS {
                    PlayRule::ZeroOfClubsLeads
                } else {
                    PlayRule::LowestClubLeads { card }
                }
            }
            OpeningLead::EldestHand => PlayRule::EldestHandLeads {
                direction: r.direction,
            },
            OpeningLead::PigTaker => PlayRule::PigTakerLeads,
        });
        play.push(PlayRule::FollowSuit);
        if r.no_points_on_first_trick {
            play.push(PlayRule::NoPenaltyOnFirstTrick);
        }
        if r.hearts_must_be_broken {
            play.push(PlayRule::HeartsNotLed {
                queen_too: r.queen_must_be_broken,
                queen_breaks: r.queen_breaks_hearts,
            });
            if r.penalty_hand_may_lead_hearts {
                play.push(PlayRule::PenaltyHandMayLeadHearts);
            }
        } else {
            play.push(PlayRule::AnyLead);
        }
        if r.queen_at_first_chance {
            play.push(PlayRule::QueenAtFirstChance);
        }
        if r.black_jack_first {
            play.push(PlayRule::BlackJackFirst);
        }
        if r.likha_rule {
            play.push(PlayRule::Likha);
        }
        match r.identical_cards {
            IdenticalCards::Cancel(c) => {
                play.push(PlayRule::IdenticalCardsCancel);
                if c.third_copy_stands {
                    play.push(PlayRule::ThirdCopyStands);
                } else if r.packs > 2 {
                    play.push(PlayRule::ThreeCopiesCancel);
                }
                if c.two_pairs_cancel_trick {
                    play.push(PlayRule::TwoPairsCancelTrick);
                }
                play.push(PlayRule::CancelledTrick);
                play.push(PlayRule::CancelledLastTrick(c.last_trick));
                if self.deck().contains(Card::ZERO_OF_CLUBS) {
                    play.push(PlayRule::ZeroOfClubs);
                }
            }
            IdenticalCards::LaterWins if self.has_identical_suited_cards() => {
                play.push(PlayRule::LaterWins);
            }
            IdenticalCards::LaterWins => {}
        }
        if self.deck().contains(Card::JOKER) {
            let jp = r.joker_play;
            play.push(PlayRule::JokerWhen {
                any_time: jp.any_time,
            });
            play.push(PlayRule::JokerLeads(jp.may_lead.then_some(jp.lead_suit)));
        }
        if r.booster_nines {
            play.push(PlayRule::BoosterNines);
        }
        play
    }

    /// Scoring: the counters, the special cards, the moon and the sun, floors and resets,
    /// counters, chips and lives, partners and money.
    fn score_rules(&self) -> Vec<ScoreRule> {
        let r = self.rules();
        let mut scoring = Vec::new();
        let counters = self.deck().filter(self.penalty_mask() | self.bonus_mask());
        let hearts: Vec<Card> = Card::pack()
            .filter(|c| c.suit() == Some(Suit::Hearts))
            .collect();
        let heart_values: Vec<i32> = hearts.iter().map(|&c| self.value(c)).collect();
        let mut listed = Cards::EMPTY;
        if heart_values.iter().all(|&v| v == heart_values[0]) && heart_values[0] != 0 {
            scoring.push(ScoreRule::EachHeart {
                points: heart_values[0],
            });
            listed = Cards::suit(Suit::Hearts);
        }
        for card in counters.iter_distinct() {
            if listed.contains(card) {
                continue;
            }
            let value = self.value(card);
            scoring.push(if value < 0 && r.special != SpecialScoring::GongZhu {
                ScoreRule::CardTakesOff {
                    card,
                    points: -value,
                }
            } else {
                ScoreRule::CardScores {
                    card,
                    points: value,
                }
            });
        }
        match r.special {
            SpecialScoring::None => {}
            SpecialScoring::GongZhu => {
                scoring.push(ScoreRule::GongZhuTen);
                scoring.push(ScoreRule::GongZhuAllHearts);
            }
            SpecialScoring::Complex => scoring.push(ScoreRule::ComplexCards),
            SpecialScoring::Royal => scoring.push(ScoreRule::RoyalQueens),
        }
        let moon = &r.moon;
        if moon.kind == MoonKind::None {
            scoring.push(ScoreRule::NoMoon);
        } else {
            scoring.push(ScoreRule::Moon {
                shooter: if r.partnership == Partnership::TeamScores {
                    Shooter::Partnership
                } else {
                    Shooter::Player
                },
                needs_bonus: moon.needs_bonus_cards,
                kind: moon.kind,
                value: self.moon_value(),
            });
        }
        if let Some(sun) = moon.sun {
            let effect = if sun.clean_slate {
                SunEffect::CleanSlate
            } else if sun.punishment {
                SunEffect::Punishment {
                    value: sun.value,
                    half: sun.value / 2,
                }
            } else if moon.kind == MoonKind::None {
                SunEffect::Others { value: sun.value }
            } else {
                SunEffect::AsMoon { value: sun.value }
            };
            scoring.push(ScoreRule::Sun {
                first_trick_excluded: sun.first_trick_excluded,
                effect,
            });
            if sun.moon_needs_sun {
                scoring.push(ScoreRule::MoonNeedsSun);
            }
        }
        if let Some(points) = moon.big_moon {
            scoring.push(ScoreRule::BigMoon { points });
        }
        if moon.no_win_on_moon {
            scoring.push(ScoreRule::NoWinOnMoon);
        }
        if r.no_tricks_bonus != 0 {
            scoring.push(ScoreRule::NoTricks {
                points: r.no_tricks_bonus,
            });
        }
        match r.bonus_floor {
            BonusFloor::None => {}
            BonusFloor::Hand => scoring.push(ScoreRule::BonusFloorDeal),
            BonusFloor::Total => scoring.push(ScoreRule::BonusFloorGame),
        }
        if let Some(exact) = &r.exact_score {
            scoring.push(ScoreRule::ExactScore {
                scores: exact.scores.clone(),
                effect: exact.effect,
            });
        }
        if r.floor_at_zero {
            scoring.push(ScoreRule::FloorAtZero);
        }
        match r.scoring {
            Scoring::Points => {}
            Scoring::Sweepstake { start } => scoring.push(ScoreRule::Sweepstake { start }),
            Scoring::Howell { start } => scoring.push(ScoreRule::Howell {
                start,
                pay: self.players() - 1,
                collect: self.penalty_total(),
            }),
            Scoring::Pool { start, ante } => scoring.push(ScoreRule::Pool { start, ante }),
            Scoring::Lives { lives, threshold } => {
                scoring.push(ScoreRule::Lives { lives, threshold })
            }
        }
        match r.partnership {
            Partnership::None => {}
            Partnership::TeamScores => scoring.push(ScoreRule::PartnersAdd),
            Partnership::TeamLosesWithPlayer => scoring.push(ScoreRule::PartnersApart),
        }
        if r.money_per_point != 0 {
            scoring.push(ScoreRule::Money {
                per_point: r.money_per_point,
            });
        }
        scoring
    }
}
