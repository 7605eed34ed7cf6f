//! The rule options a player may set on a game, each a switch or a choice with a one-line
//! explanation: passing, the moon, the direction of play, the rules of leading and following,
//! the pledge, jokers and scoring adjustments. Each one reads and writes fields of [`Rules`];
//! whether it applies is asked of the rules it is laid on (the joker's lead only where there
//! are jokers), and whether a combination makes a game is asked of [`Rules::check`], which
//! gives the reason when it does not.
use super::action::MAX_PASS;
use super::card::Card;
use super::presets::Preset;
use super::rules::{Direction, JokerLead, MoonKind, MoonRules, OpeningLead, PassCycle, Rules};
use std::fmt;

/// A rule option of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RuleOption {
    Passing,
    PassCards,
    Moon,
    Direction,
    OpeningLead,
    NoPointsOnFirstTrick,
    HeartsMustBeBroken,
    QueenMustBeBroken,
    QueenBreaksHearts,
    PenaltyHandMayLeadHearts,
    QueenAtFirstChance,
    Pledge,
    NoTricksBonus,
    FloorAtZero,
    JokerLead,
    JokerAnyTime,
}

crate::engine::named::serde_by_id!(RuleOption, "a rule option");

/// One value of a choice (or "on"/"off" of a switch): its id for addresses and saves, and
/// what a player reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionValue {
    pub id: String,
    pub label: String,
}

fn value(id: impl Into<String>, label: impl Into<String>) -> OptionValue {
    OptionValue {
        id: id.into(),
        label: label.into(),
    }
}

const PASS_CYCLES: [(PassCycle, &str, &str); 11] = [
    (PassCycle::None, "none", "No passing"),
    (PassCycle::Left, "left", "Always left"),
    (PassCycle::Right, "right", "Always right"),
    (PassCycle::LeftRight, "left-right", "Left, right"),
    (
        PassCycle::LeftRightAcrossHold,
        "left-right-across-hold",
        "Left, right, across, hold",
    ),
    (
        PassCycle::LeftRightAcrossScatter,
        "left-right-across-scatter",
        "Left, right, across, one to each",
    ),
    (
        PassCycle::LeftAcrossRight,
        "left-across-right",
        "Left, across, right",
    ),
    (
        PassCycle::Rotating,
        "rotating",
        "One seat further each deal, then hold",
    ),
    (
        PassCycle::Star,
        "star",
        "Star: one card to each player opposite",
    ),
    (
        PassCycle::Mixer,
        "mixer",
        "Into the middle, shuffled and dealt again",
    ),
    (
        PassCycle::DealersChoice,
        "dealers-choice",
        "Dealer's choice",
    ),
];

const MOONS: [(&str, &str); 8] = [
    ("none", "No moon"),
    ("old", "Old moon: everyone else scores it"),
    ("new", "New moon: off the shooter's score"),
    ("choice", "The shooter chooses old or new"),
    ("new-if-losing", "Old, or new when old would lose the game"),
    ("old-play-on", "Old; play on when it would lose the game"),
    ("nobody-scores", "Nobody scores the deal"),
    ("penalty", "The shooter is penalised"),
];

impl RuleOption {
    pub const ALL: [RuleOption; 16] = [
        RuleOption::Passing,
        RuleOption::PassCards,
        RuleOption::Moon,
        RuleOption::Direction,
        RuleOption::OpeningLead,
        RuleOption::NoPointsOnFirstTrick,
        RuleOption::HeartsMustBeBroken,
        RuleOption::QueenMustBeBroken,
        RuleOption::QueenBreaksHearts,
        RuleOption::PenaltyHandMayLeadHearts,
        RuleOption::QueenAtFirstChance,
        RuleOption::Pledge,
        RuleOption::NoTricksBonus,
        RuleOption::FloorAtZero,
        RuleOption::JokerLead,
        RuleOption::JokerAnyTime,
    ];

    /// The name in addresses and saves: "hearts-broken".
    pub fn id(self) -> &'static str {
        match self {
            RuleOption::Passing => "passing",
            RuleOption::PassCards => "pass-cards",
            RuleOption::Moon => "moon",
            RuleOption::Direction => "direction",
            RuleOption::OpeningLead => "opening-lead",
            RuleOption::NoPointsOnFirstTrick => "no-points-first-trick",
            RuleOption::HeartsMustBeBroken => "hearts-broken",
            RuleOption::QueenMustBeBroken => "queen-broken",
            RuleOption::QueenBreaksHearts => "queen-breaks-hearts",
            RuleOption::PenaltyHandMayLeadHearts => "penalty-hand-leads-hearts",
            RuleOption::QueenAtFirstChance => "queen-first-chance",
            RuleOption::Pledge => "pledge",
            RuleOption::NoTricksBonus => "no-tricks-bonus",
            RuleOption::FloorAtZero => "floor-at-zero",
            RuleOption::JokerLead => "joker-lead",
            RuleOption::JokerAnyTime => "joker-any-time",
        }
    }

    pub fn from_id(id: &str) -> Option<RuleOption> {
        RuleOption::ALL.into_iter().find(|o| o.id() == id)
    }

    /// What a player reads beside the switch or choice.
    pub fn title(self) -> &'static str {
        match self {
            RuleOption::Passing => "Passing",
            RuleOption::PassCards => "Cards passed",
            RuleOption::Moon => "Shooting the moon",
            RuleOption::Direction => "Direction of play",
            RuleOption::OpeningLead => "First lead",
            RuleOption::NoPointsOnFirstTrick => "No points on the first trick",
            RuleOption::HeartsMustBeBroken => "Hearts must be broken",
            RuleOption::QueenMustBeBroken => "The Q♠ waits too",
            RuleOption::QueenBreaksHearts => "The Q♠ breaks hearts",
            RuleOption::PenaltyHandMayLeadHearts => "A hand of penalty cards may lead hearts",
            RuleOption::QueenAtFirstChance => "The Q♠ at the first chance",
            RuleOption::Pledge => "The pledge",
            RuleOption::NoTricksBonus => "No tricks, 5 off",
            RuleOption::FloorAtZero => "Scores never below zero",
            RuleOption::JokerLead => "A joker's lead",
            RuleOption::JokerAnyTime => "Jokers any time",
        }
    }

    /// One line on what it does.
    pub fn explanation(self) -> &'static str {
        match self {
            RuleOption::Passing => "where the cards go before each deal's play, in turn",
            RuleOption::PassCards => "how many cards each player passes",
            RuleOption::Moon => "what taking every penalty card scores",
            RuleOption::Direction => "which way the turn goes round the table",
            RuleOption::OpeningLead => "who leads the first trick of a deal",
            RuleOption::NoPointsOnFirstTrick => {
                "no penalty card may be played to the first trick, unless the hand holds nothing else"
            }
            RuleOption::HeartsMustBeBroken => {
                "hearts may not be led until one has been played, unless the leader holds only hearts"
            }
            RuleOption::QueenMustBeBroken => "nor may the Q♠ be led before hearts are broken",
            RuleOption::QueenBreaksHearts => "playing the Q♠ breaks hearts too",
            RuleOption::PenaltyHandMayLeadHearts => {
                "a hand of nothing but hearts and other penalty cards may lead a heart before they are broken"
            }
            RuleOption::QueenAtFirstChance => {
                "whoever holds the Q♠ must play it when discarding, or under a higher spade"
            }
            RuleOption::Pledge => {
                "before play, each player may pledge to take no hearts: 10 off if kept, 10 more if broken"
            }
            RuleOption::NoTricksBonus => "a player who takes no trick in a deal scores 5 less",
            RuleOption::FloorAtZero => "a bonus never takes a score below zero",
            RuleOption::JokerLead => "whether a joker may lead, and what the others must follow",
            RuleOption::JokerAnyTime => {
                "a joker may be played even by a player who could follow suit"
            }
        }
    }

    /// Whether this option is a switch (values "on" and "off") rather than a choice.
    pub fn is_switch(self) -> bool {
        !matches!(
            self,
            RuleOption::Passing
                | RuleOption::PassCards
                | RuleOption::Moon
                | RuleOption::Direction
                | RuleOption::OpeningLead
                | RuleOption::JokerLead
        )
    }

    /// Why this option does not apply to these rules, or `None` when it does.
    pub fn unavailable(self, rules: &Rules) -> Option<NotApplicable> {
        let jokers = rules.jokers.contains(&Card::JOKER);
        match self {
            RuleOption::PassCards
                if matches!(
                    rules.passing.cycle,
                    PassCycle::None | PassCycle::Star | PassCycle::DealersChoice
                ) =>
            {
                Some(NotApplicable::PassingSetsCount)
            }
            RuleOption::QueenMustBeBroken if !rules.hearts_must_be_broken => {
                Some(NotApplicable::OnlyHeartsBroken)
            }
            RuleOption::JokerLead | RuleOption::JokerAnyTime if !jokers => {
                Some(NotApplicable::OnlyJokers)
            }
            _ => None,
        }
    }

    /// The values this option takes on these rules.
    pub fn values(self, rules: &Rules) -> Vec<OptionValue> {
        if self.is_switch() {
            return vec![value("on", "On"), value("off", "Off")];
        }
        match self {
            RuleOption::Passing => PASS_CYCLES
                .iter()
                .filter(|(cycle, _, _)| *cycle != PassCycle::Star || rules.players == 5)
                .map(|(_, id, label)| value(*id, *label))
                .collect(),
            RuleOption::PassCards => {
                let hand = rules.hand_size_estimate();
                (1..=hand.saturating_sub(1).min(MAX_PASS as u8))
                    .map(|n| value(n.to_string(), n.to_string()))
                    .collect()
            }
            RuleOption::Moon => {
                let mut out: Vec<OptionValue> =
                    MOONS.iter().map(|(id, label)| value(*id, *label)).collect();
                if !matches!(rules.moon.kind, MoonKind::ChoiceAfterScore { .. }) {
                    return out;
                }
                out.push(value(
                    "choice-after-score",
                    "Old, until a score: then a choice",
                ));
                out
            }
            RuleOption::Direction => vec![
                value("clockwise", "Clockwise (to the left)"),
                value("anticlockwise", "Anticlockwise (to the right)"),
            ],
            RuleOption::OpeningLead => {
                let mut out = vec![
                    value("lowest-club", "The lowest club"),
                    value("eldest", "The player left of the dealer, any card"),
                ];
                if rules.opening_lead == OpeningLead::PigTaker {
                    out.push(value("pig-taker", "Whoever took the Q♠ last deal"));
                }
                out
            }
            RuleOption::JokerLead => vec![
                value("never", "A joker may not lead"),
                value("next-card", "It may; the next card sets the suit"),
                value("called", "It may; the leader calls the suit"),
            ],
            _ => Vec::new(),
        }
    }

    /// The value these rules have for this option.
    pub fn get(self, rules: &Rules) -> String {
        let on = |b: bool| if b { "on" } else { "off" }.to_string();
        match self {
            RuleOption::Passing => PASS_CYCLES
                .iter()
                .find(|(cycle, _, _)| *cycle == rules.passing.cycle)
                .map_or("none", |(_, id, _)| id)
                .to_string(),
            RuleOption::PassCards => rules.passing.cards.to_string(),
            RuleOption::Moon => match rules.moon.kind {
                MoonKind::None => "none",
                MoonKind::AddToOthers => "old",
                MoonKind::SubtractFromShooter => "new",
                MoonKind::ShooterChooses => "choice",
                MoonKind::NewIfOldWouldLose => "new-if-losing",
                MoonKind::OldPlayOn => "old-play-on",
                MoonKind::NobodyScores => "nobody-scores",
                MoonKind::PenaltyToShooter => "penalty",
                MoonKind::ChoiceAfterScore { .. } => "choice-after-score",
            }
            .to_string(),
            RuleOption::Direction => match rules.direction {
                Direction::Clockwise => "clockwise",
                Direction::Anticlockwise => "anticlockwise",
            }
            .to_string(),
            RuleOption::OpeningLead => match rules.opening_lead {
                OpeningLead::LowestClub => "lowest-club",
                OpeningLead::EldestHand => "eldest",
                OpeningLead::PigTaker => "pig-taker",
            }
            .to_string(),
            RuleOption::NoPointsOnFirstTrick => on(rules.no_points_on_first_trick),
            RuleOption::HeartsMustBeBroken => on(rules.hearts_must_be_broken),
            RuleOption::QueenMustBeBroken => on(rules.queen_must_be_broken),
            RuleOption::QueenBreaksHearts => on(rules.queen_breaks_hearts),
            RuleOption::PenaltyHandMayLeadHearts => on(rules.penalty_hand_may_lead_hearts),
            RuleOption::QueenAtFirstChance => on(rules.queen_at_first_chance),
            RuleOption::Pledge => on(rules.pledge),
            RuleOption::NoTricksBonus => on(rules.no_tricks_bonus != 0),
            RuleOption::FloorAtZero => on(rules.floor_at_zero),
            RuleOption::JokerLead => {
                match (rules.joker_play.may_lead, rules.joker_play.lead_suit) {
                    (false, _) => "never",
                    (true, JokerLead::NextCard) => "next-card",
                    (true, JokerLead::Called) => "called",
                }
                .to_string()
            }
            RuleOption::JokerAnyTime => on(rules.joker_play.any_time),
        }
    }

    /// Sets this option to the value `id`. An id this option does not take, or an option
    /// that does not apply to these rules, is refused with a reason a player can read.
    pub fn set(self, rules: &mut Rules, id: &str) -> Result<(), OptionError> {
        if let Some(why) = self.unavailable(rules) {
            return Err(OptionError::DoesNotApply { option: self, why });
        }
        if !self.values(rules).iter().any(|v| v.id == id) {
            return Err(OptionError::NotAValue {
                option: self,
                value: id.to_string(),
                values: self.values(rules).into_iter().map(|v| v.id).collect(),
            });
        }
        let on = id == "on";
        match self {
            RuleOption::Passing => {
                if let Some((cycle, _, _)) = PASS_CYCLES.iter().find(|(_, i, _)| *i == id) {
                    rules.passing.cycle = *cycle;
                    if rules.passing.cards == 0 && *cycle != PassCycle::None {
                        rules.passing.cards = 3;
                    }
                }
            }
            RuleOption::PassCards => {
                rules.passing.cards = id.parse().map_err(|_| OptionError::NotANumber {
                    value: id.to_string(),
                })?
            }
            RuleOption::Moon => {
                rules.moon = MoonRules {
                    kind: match id {
                        "none" => MoonKind::None,
                        "old" => MoonKind::AddToOthers,
                        "new" => MoonKind::SubtractFromShooter,
                        "choice" => MoonKind::ShooterChooses,
                        "new-if-losing" => MoonKind::NewIfOldWouldLose,
                        "old-play-on" => MoonKind::OldPlayOn,
                        "nobody-scores" => MoonKind::NobodyScores,
                        "penalty" => MoonKind::PenaltyToShooter,
                        _ => rules.moon.kind,
                    },
                    ..rules.moon.clone()
                }
            }
            RuleOption::Direction => {
                rules.direction = match id {
                    "anticlockwise" => Direction::Anticlockwise,
                    _ => Direction::Clockwise,
                }
            }
            RuleOption::OpeningLead => {
                rules.opening_lead = match id {
                    "eldest" => OpeningLead::EldestHand,
                    "pig-taker" => OpeningLead::PigTaker,
                    _ => OpeningLead::LowestClub,
                }
            }
            RuleOption::NoPointsOnFirstTrick => rules.no_points_on_first_trick = on,
            RuleOption::HeartsMustBeBroken => {
                rules.hearts_must_be_broken = on;
                if !on {
                    rules.queen_must_be_broken = false;
                }
            }
            RuleOption::QueenMustBeBroken => rules.queen_must_be_broken = on,
            RuleOption::QueenBreaksHearts => rules.queen_breaks_hearts = on,
            RuleOption::PenaltyHandMayLeadHearts => rules.penalty_hand_may_lead_hearts = on,
            RuleOption::QueenAtFirstChance => rules.queen_at_first_chance = on,
            RuleOption::Pledge => rules.pledge = on,
            RuleOption::NoTricksBonus => rules.no_tricks_bonus = if on { 5 } else { 0 },
            RuleOption::FloorAtZero => rules.floor_at_zero = on,
            RuleOption::JokerLead => {
                rules.joker_play.may_lead = id != "never";
                rules.joker_play.lead_suit = match id {
                    "called" => JokerLead::Called,
                    _ => JokerLead::NextCard,
                };
            }
            RuleOption::JokerAnyTime => rules.joker_play.any_time = on,
        }
        Ok(())
    }
}

/// Why an option cannot be set. The `Display` text is addressed to a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No rule option has this id.
    NoSuchOption { id: String },
    /// The option does not apply to these rules: `why`.
    DoesNotApply {
        option: RuleOption,
        why: NotApplicable,
    },
    /// The option takes `values`, not `value`.
    NotAValue {
        option: RuleOption,
        value: String,
        values: Vec<String>,
    },
    /// A number of cards that is not a number.
    NotANumber { value: String },
}

/// Why a rule option does not apply to a game's rules as they stand. The page writes each in
/// the player's language (`lang::words::catalog`); `Display` writes English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotApplicable {
    /// The passing chosen sets its own number of cards.
    PassingSetsCount,
    /// The Q♠'s wait needs hearts that must be broken.
    OnlyHeartsBroken,
    /// The jokers' options need jokers of no suit.
    OnlyJokers,
}

impl fmt::Display for NotApplicable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotApplicable::PassingSetsCount => "the passing chosen already sets how many cards go",
            NotApplicable::OnlyHeartsBroken => "only when hearts must be broken",
            NotApplicable::OnlyJokers => "only with jokers of no suit in the pack",
        })
    }
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::NoSuchOption { id } => write!(f, "“{id}” is not a rule option"),
            OptionError::DoesNotApply { option, why } => {
                write!(f, "“{}” does not apply here: {why}", option.title())
            }
            OptionError::NotAValue {
                option,
                value,
                values,
            } => write!(
                f,
                "“{value}” is not a value of {}: it takes {}",
                option.id(),
                values.join(", ")
            ),
            OptionError::NotANumber { value } => write!(f, "“{value}” is not a number"),
        }
    }
}

impl std::error::Error for OptionError {}

impl Rules {
    /// Each player's cards, worked out as the check does (for the pass sizes offered).
    fn hand_size_estimate(&self) -> u8 {
        let deck = 52 * self.packs as usize + self.jokers.len();
        let dealt = deck.saturating_sub(self.removed.len());
        (dealt / self.players.max(1) as usize).min(u8::MAX as usize) as u8
    }

    /// These rules with the options in `set` (option id, value id) laid on, in order; an
    /// error names an option or value that is not one, or one that does not apply.
    pub fn with_options<'a>(
        mut self,
        set: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Rules, OptionError> {
        for (option, value) in set {
            let Some(found) = RuleOption::from_id(option) else {
                return Err(OptionError::NoSuchOption {
                    id: option.to_string(),
                });
            };
            found.set(&mut self, value)?;
        }
        Ok(self)
    }
}

impl Preset {
    /// The rule options that apply to this game for `players`.
    pub fn options(self, players: u8) -> Vec<RuleOption> {
        RuleOption::offered(&self.rules(players))
    }
}

impl RuleOption {
    /// The options to offer on these rules (a preset with its variants): those that apply,
    /// and those that may come to apply once another option is set.
    pub fn offered(rules: &Rules) -> Vec<RuleOption> {
        RuleOption::ALL
            .into_iter()
            .filter(|o| o.unavailable(rules).is_none() || o.applies_after_others())
            .collect()
    }

    /// Options that may come to apply once another is set (the Q♠'s wait once hearts must
    /// be broken; the number of cards once there is passing).
    fn applies_after_others(self) -> bool {
        matches!(self, RuleOption::QueenMustBeBroken | RuleOption::PassCards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_of_every_option_reads_back() {
        for preset in Preset::ALL {
            let players = preset.default_players();
            for option in preset.options(players) {
                let base = preset.rules(players);
                if option.unavailable(&base).is_some() {
                    continue;
                }
                for v in option.values(&base) {
                    let mut rules = base.clone();
                    option.set(&mut rules, &v.id).unwrap();
                    assert_eq!(option.get(&rules), v.id, "{} {}", preset.id(), option.id());
                }
                // The preset's own value is one of the values offered.
                let own = option.get(&base);
                assert!(
                    option.values(&base).iter().any(|v| v.id == own),
                    "{} {}: {own}",
                    preset.id(),
                    option.id()
                );
            }
        }
    }

    #[test]
    fn options_that_do_not_apply_or_values_that_are_not_say_why() {
        let rules = Preset::BlackLady.rules(4);
        let err = rules
            .clone()
            .with_options([("joker-lead", "called")])
            .unwrap_err();
        assert!(
            matches!(
                err,
                OptionError::DoesNotApply {
                    option: RuleOption::JokerLead,
                    why,
                } if why == NotApplicable::OnlyJokers
            ),
            "{err}"
        );
        let err = rules
            .clone()
            .with_options([("moon", "sideways")])
            .unwrap_err();
        assert!(
            matches!(
                &err,
                OptionError::NotAValue {
                    option: RuleOption::Moon,
                    value,
                    ..
                } if value == "sideways"
            ),
            "{err}"
        );
        assert!(
            err.to_string()
                .starts_with("“sideways” is not a value of moon: it takes "),
            "{err}"
        );
        let err = rules.clone().with_options([("pladge", "on")]).unwrap_err();
        assert_eq!(
            err,
            OptionError::NoSuchOption {
                id: "pladge".into()
            }
        );
        assert_eq!(err.to_string(), "“pladge” is not a rule option");
        let pledged = rules.with_options([("pledge", "on")]).unwrap();
        assert!(pledged.pledge);
        // Star passing is for five players: offered there, refused by the check elsewhere.
        let five = Preset::BlackLady.rules(5);
        assert!(
            RuleOption::Passing
                .values(&five)
                .iter()
                .any(|v| v.id == "star")
        );
        let jokers = Preset::JokerHearts
            .rules(4)
            .with_options([("joker-lead", "called")])
            .unwrap();
        assert!(jokers.joker_play.may_lead);
        assert!(jokers.check().is_ok());
    }
}
