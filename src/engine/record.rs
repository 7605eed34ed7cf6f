//! A game written down as JSON: the game and its options, the number of players, how the
//! first deal came about (a seed, or each seat's cards and the pass), and every action in
//! order. Replaying a record rebuilds the game exactly; the CLI's `replay` reads one.
use super::action::{Action, Choice, Illegal, MoonChoice, PassDirection, PassList, Phase};
use super::cards::Cards;
use super::event::Event;
use super::game::{DealError, DealPlace, DealSetup, Game};
use super::presets::Preset;
use super::rules::{Rules, RulesError, Variant};
use super::seat::Seat;
use super::variants::VariantError;
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::fmt;

/// A game as JSON. Example:
///
/// ```json
/// { "game": "black-lady", "players": 4, "options": { "target": 50 }, "seed": 7,
///   "actions": [ { "seat": 0, "pass": ["QS", "AS", "KS"] }, { "seat": 2, "play": "2C" } ] }
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// The preset the rules start from, by id ("black-lady").
    #[serde(default = "default_game")]
    pub game: String,
    pub players: u8,
    /// Named variants of the game, switched on in order: `["omnibus-jack"]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<Variant>,
    /// Changes to the preset's rules (after the variants), as fields of [`Rules`]: `{ "target": 50 }`.
    #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
    pub options: serde_json::Map<String, serde_json::Value>,
    /// The seed every deal comes from (the first deal too, unless `deal` gives it).
    #[serde(default)]
    pub seed: u64,
    /// Where the game starts when not at a new game's first deal (a shared later deal): the
    /// deal's number, its dealer and, where that player leads first, who took the Q♠ before
    /// it. Its cards come from `seed` as they did at that deal, unless `deal` gives them.
    #[serde(default, rename = "at-deal", skip_serializing_if = "Option::is_none")]
    pub at_deal: Option<DealPlace>,
    /// The first deal: each seat's cards, seat 0 first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Vec<Cards>>,
    /// The kitty of the first deal, with `deal`, when the rules keep one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kitty: Option<Cards>,
    /// Where the first deal passes: "left", "right", "across", "hold", "star", "scatter",
    /// "mixer", or a number of seats to the left. Without it, the rules' first pass.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pass: Option<PassSpec>,
    #[serde(default)]
    pub actions: Vec<RecordedAction>,
}

/// The fields of `rules` as JSON. (Through text rather than `serde_json::to_value` and
/// `from_value`: the rules' serde code is then the one the app has already, which keeps the
/// browser's download small.)
fn fields(rules: &Rules) -> Result<serde_json::Map<String, serde_json::Value>, SetupError> {
    let unwritten = |e: serde_json::Error| SetupError::Unwritten(e.to_string());
    let text = serde_json::to_string(rules).map_err(unwritten)?;
    serde_json::from_str(&text).map_err(unwritten)
}

fn default_game() -> String {
    Preset::BlackLady.id().to_string()
}

/// A pass direction as written in a record: a name or a number. (Read by hand rather than
/// as an untagged enum, whose buffering code is large in the browser's download.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum PassSpec {
    /// "left", "right", "across" or "hold".
    Named(String),
    /// Seats to the left.
    Seats(u8),
}

impl<'de> Deserialize<'de> for PassSpec {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<PassSpec, D::Error> {
        struct Spec;
        impl serde::de::Visitor<'_> for Spec {
            type Value = PassSpec;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a pass: a name such as \"left\", or a number of seats")
            }

            fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<PassSpec, E> {
                Ok(PassSpec::Named(name.to_string()))
            }

            fn visit_u64<E: serde::de::Error>(self, seats: u64) -> Result<PassSpec, E> {
                u8::try_from(seats)
                    .map(PassSpec::Seats)
                    .map_err(|_| E::custom(format!("{seats} seats is not a pass")))
            }
        }
        deserializer.deserialize_any(Spec)
    }
}

impl PassSpec {
    /// How a direction is written: by name where it has one, otherwise in seats.
    pub fn of(direction: PassDirection) -> PassSpec {
        match direction {
            PassDirection::Hold => PassSpec::Named("hold".into()),
            PassDirection::Left(k) => PassSpec::Seats(k),
            PassDirection::Star => PassSpec::Named("star".into()),
            PassDirection::Scatter => PassSpec::Named("scatter".into()),
            PassDirection::Mixer => PassSpec::Named("mixer".into()),
        }
    }

    /// The direction at a table of `players`, or why there is none.
    pub fn direction(&self, players: u8) -> Result<PassDirection, PassError> {
        match self {
            PassSpec::Seats(0) => Ok(PassDirection::Hold),
            PassSpec::Seats(k) => Ok(PassDirection::Left(*k)),
            PassSpec::Named(name) => match name.as_str() {
                "hold" | "none" => Ok(PassDirection::Hold),
                "left" => Ok(PassDirection::Left(1)),
                "right" => Ok(PassDirection::Left(players.saturating_sub(1))),
                "across" if players % 2 == 0 => Ok(PassDirection::Left(players / 2)),
                "across" => Err(PassError::AcrossUneven { players }),
                "star" => Ok(PassDirection::Star),
                "scatter" => Ok(PassDirection::Scatter),
                "mixer" => Ok(PassDirection::Mixer),
                other => Err(PassError::NoSuchPass {
                    name: other.to_string(),
                }),
            },
        }
    }
}

/// Why a pass written in a record is none at the table. The `Display` text is addressed to a
/// person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassError {
    /// "across" at a table of an uneven number of players.
    AcrossUneven { players: u8 },
    /// A name that is no pass.
    NoSuchPass { name: String },
}

impl fmt::Display for PassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PassError::AcrossUneven { players } => write!(
                f,
                "passing across needs an even number of players, not {players}"
            ),
            PassError::NoSuchPass { name } => write!(
                f,
                "\"{name}\" is not a pass: use left, right, across, hold, star, scatter, mixer or a number of seats"
            ),
        }
    }
}

impl std::error::Error for PassError {}

/// One action and the seat that took it: `{ "seat": 1, "play": "QS" }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "FlatAction", into = "FlatAction")]
pub struct RecordedAction {
    pub seat: Seat,
    /// Written beside the seat: `{ "seat": 2, "play": "QS" }`.
    pub action: Action,
}

/// A recorded action as written: the seat, and one key for the action. (Spelled out rather
/// than with `#[serde(flatten)]`, whose buffering code doubles the serde code in the
/// browser's download.)
#[derive(Clone, Copy, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct FlatAction {
    seat: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pass: Option<PassList>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    choose_pass: Option<ChosenPass>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pledge: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    play: Option<super::card::Card>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    call_suit: Option<super::card::Suit>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    choose_moon: Option<MoonChoice>,
}

#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ChosenPass {
    direction: PassDirection,
    cards: u8,
}

impl From<RecordedAction> for FlatAction {
    fn from(recorded: RecordedAction) -> FlatAction {
        let mut flat = FlatAction {
            seat: recorded.seat,
            ..FlatAction::default()
        };
        match recorded.action {
            Action::Pass(list) => flat.pass = Some(list),
            Action::ChoosePass { direction, cards } => {
                flat.choose_pass = Some(ChosenPass { direction, cards })
            }
            Action::Pledge(pledge) => flat.pledge = Some(pledge),
            Action::Play(card) => flat.play = Some(card),
            Action::CallSuit(suit) => flat.call_suit = Some(suit),
            Action::ChooseMoon(choice) => flat.choose_moon = Some(choice),
        }
        flat
    }
}

impl TryFrom<FlatAction> for RecordedAction {
    type Error = &'static str;

    fn try_from(flat: FlatAction) -> Result<RecordedAction, &'static str> {
        let actions = [
            flat.pass.map(Action::Pass),
            flat.choose_pass.map(|c| Action::ChoosePass {
                direction: c.direction,
                cards: c.cards,
            }),
            flat.pledge.map(Action::Pledge),
            flat.play.map(Action::Play),
            flat.call_suit.map(Action::CallSuit),
            flat.choose_moon.map(Action::ChooseMoon),
        ];
        let mut given = actions.into_iter().flatten();
        match (given.next(), given.next()) {
            (Some(action), None) => Ok(RecordedAction {
                seat: flat.seat,
                action,
            }),
            _ => Err(
                "an action has a seat and exactly one of pass, choose-pass, pledge, play, \
                      call-suit and choose-moon",
            ),
        }
    }
}

/// Why a record's game, variants, options, deal or pass make no game. The `Display` text is
/// addressed to a person.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupError {
    /// No preset has this id.
    NoSuchGame { name: String },
    /// The variants do not fit the game, or each other.
    Variants(VariantError),
    /// The options are not fields of the rules, or not their values: serde's message.
    Options(String),
    /// The rules these make cannot be played.
    Rules(RulesError),
    /// The first deal's pass is none at this table.
    Pass(PassError),
    /// The first deal is not a deal of these rules.
    Deal(DealError),
    /// The rules could not be written as fields (serde's message): a bug, not bad input.
    Unwritten(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NoSuchGame { name } => {
                let known: Vec<_> = Preset::ALL.iter().map(|p| p.id()).collect();
                write!(
                    f,
                    "no game called \"{name}\"; the games are: {}",
                    known.join(", ")
                )
            }
            SetupError::Variants(why) => why.fmt(f),
            SetupError::Options(message) => write!(f, "in the options: {message}"),
            SetupError::Rules(why) => why.fmt(f),
            SetupError::Pass(why) => why.fmt(f),
            SetupError::Deal(why) => why.fmt(f),
            SetupError::Unwritten(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for SetupError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SetupError::Variants(why) => Some(why),
            SetupError::Rules(why) => Some(why),
            SetupError::Pass(why) => Some(why),
            SetupError::Deal(why) => Some(why),
            SetupError::NoSuchGame { .. } | SetupError::Options(_) | SetupError::Unwritten(_) => {
                None
            }
        }
    }
}

impl From<VariantError> for SetupError {
    fn from(why: VariantError) -> SetupError {
        SetupError::Variants(why)
    }
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordError {
    /// The game, options, deal or pass do not make a game.
    Setup(SetupError),
    /// Action number `step` (from 0) was refused.
    Refused {
        step: usize,
        action: RecordedAction,
        why: Illegal,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Setup(why) => why.fmt(f),
            RecordError::Refused { step, action, why } => {
                write!(
                    f,
                    "step {step}: {} cannot {}: {why}",
                    action.seat,
                    describe(&action.action)
                )
            }
        }
    }
}

impl std::error::Error for RecordError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RecordError::Setup(why) => Some(why),
            RecordError::Refused { why, .. } => Some(why),
        }
    }
}

/// "play QS", "pass [QS AS KS]", "pledge", "call hearts".
fn describe(action: &Action) -> String {
    match action {
        Action::Play(card) => format!("play {card}"),
        Action::Pass(cards) => format!("pass [{cards}]"),
        Action::ChoosePass { direction, cards } => {
            format!("choose a pass of {cards} {direction:?}")
        }
        Action::Pledge(true) => "pledge".to_string(),
        Action::Pledge(false) => "decline the pledge".to_string(),
        Action::CallSuit(suit) => format!("call {suit}"),
        Action::ChooseMoon(MoonChoice::AddToOthers) => "choose the old moon".to_string(),
        Action::ChooseMoon(MoonChoice::SubtractFromShooter) => "choose the new moon".to_string(),
    }
}

impl GameRecord {
    /// A record of a new game of `preset` for `players`, dealt from `seed`, with no actions.
    pub fn new(preset: Preset, players: u8, seed: u64) -> GameRecord {
        GameRecord {
            game: preset.id().to_string(),
            players,
            variants: Vec::new(),
            options: serde_json::Map::new(),
            seed,
            at_deal: None,
            deal: None,
            kitty: None,
            pass: None,
            actions: Vec::new(),
        }
    }

    /// A record of a new game of `preset` with `variants`, played by `rules` (which may
    /// differ from the preset's in any field: those fields become the record's `options`),
    /// dealt from `seed`, with no actions. `rules.players` gives the number of players.
    pub fn with_rules(
        preset: Preset,
        variants: &[Variant],
        rules: &Rules,
        seed: u64,
    ) -> Result<GameRecord, SetupError> {
        let mut record = GameRecord::new(preset, rules.players, seed);
        record.variants = variants.to_vec();
        let base = fields(&preset.rules_with(rules.players, variants)?)?;
        for (key, value) in fields(rules)? {
            if base.get(&key) != Some(&value) {
                record.options.insert(key, value);
            }
        }
        Ok(record)
    }

    /// The rules: the preset's, with the variants switched on and `options` laid over them.
    pub fn rules(&self) -> Result<Rules, SetupError> {
        let preset = Preset::from_id(&self.game).ok_or_else(|| SetupError::NoSuchGame {
            name: self.game.clone(),
        })?;
        let base = preset.rules_with(self.players, &self.variants)?;
        if self.options.is_empty() {
            return Ok(base);
        }
        let mut fields = fields(&base)?;
        for (key, option) in &self.options {
            fields.insert(key.clone(), option.clone());
        }
        let text = serde_json::Value::Object(fields).to_string();
        serde_json::from_str(&text).map_err(|e| SetupError::Options(e.to_string()))
    }

    /// The game before any action.
    pub fn start(&self) -> Result<Game, RecordError> {
        let rules = self.rules().map_err(RecordError::Setup)?;
        let set = rules
            .check()
            .map_err(|e| RecordError::Setup(SetupError::Rules(e)))?;
        let deal_error = |e| RecordError::Setup(SetupError::Deal(e));
        let place = self.at_deal.unwrap_or_else(|| DealPlace::by_turns(&set, 0));
        if self.deal.is_none() && self.pass.is_none() {
            return match self.at_deal {
                None => Ok(Game::new(set, self.seed)),
                Some(place) => Game::start_at(set, self.seed, place, &mut ()).map_err(deal_error),
            };
        }
        place.check(&set).map_err(deal_error)?;
        let players = set.players();
        let pass = match &self.pass {
            Some(spec) => spec
                .direction(players)
                .map_err(|e| RecordError::Setup(SetupError::Pass(e)))?,
            None => set.pass_direction(place.hand),
        };
        let (hands, kitty) = match &self.deal {
            Some(hands) => (hands.clone(), self.kitty.unwrap_or_default()),
            None => {
                let fresh =
                    Game::start_at(set.clone(), self.seed, place, &mut ()).map_err(deal_error)?;
                let hands = Seat::all(players).map(|s| fresh.hand(s)).collect();
                (hands, fresh.kitty())
            }
        };
        let mut setup = DealSetup::first(hands, pass);
        setup.kitty = kitty;
        if self.at_deal.is_some() {
            setup.hand_number = place.hand;
            setup.dealer = Some(place.dealer);
            setup.queen_taker = place.queen_taker;
        }
        Game::from_deal(set, self.seed, &setup).map_err(deal_error)
    }

    /// Replays every action, calling `each` before each one with the game as it stands and
    /// the step number. Stops at the first refused action.
    pub fn replay(
        &self,
        mut each: impl FnMut(usize, &Game, &RecordedAction),
        events: &mut impl super::event::EventSink,
    ) -> Result<Game, RecordError> {
        let mut game = self.start()?;
        for (step, recorded) in self.actions.iter().enumerate() {
            each(step, &game, recorded);
            game.apply(recorded.seat, recorded.action, events)
                .map_err(|why| RecordError::Refused {
                    step,
                    action: *recorded,
                    why,
                })?;
        }
        Ok(game)
    }

    /// What `moonshot replay` prints of this record, one JSON value a line, each handed to
    /// `line`: before every action and at the end, the decision ([`decision_line`]); if an
    /// action is refused, the error with its step, action and rule, and then `Err`; otherwise
    /// each deal's scores (`hand`, `taken`, `scores`, `shot`, `totals`) and the game's totals
    /// and phase. A record whose game cannot start gives `Err` and no line.
    pub fn replay_lines(
        &self,
        mut line: impl FnMut(serde_json::Value),
    ) -> Result<Game, RecordError> {
        let mut events = Vec::new();
        let game = match self.replay(|step, game, _| line(decision_line(step, game)), &mut events) {
            Ok(game) => game,
            Err(error @ RecordError::Refused { step, action, why }) => {
                line(json!({
                    "error": error.to_string(), "step": step, "action": action, "rule": why
                }));
                return Err(error);
            }
            Err(error) => return Err(error),
        };
        line(decision_line(self.actions.len(), &game));
        let players = game.players() as usize;
        for event in &events {
            if let Event::HandScored(result) = event {
                line(json!({
                    "hand": result.hand,
                    "taken": &result.taken[..players],
                    "scores": &result.scores[..players],
                    "shot": result.shot,
                    "totals": &result.totals[..players],
                }));
            }
        }
        line(json!({ "totals": game.totals(), "phase": game.phase() }));
        Ok(game)
    }
}

/// One JSON line describing a decision: whose turn, the phase, the legal actions (the
/// playable cards; for passes, each seat's count and the cards it may pass; for other
/// decisions, each seat's choice).
fn decision_line(step: usize, game: &Game) -> serde_json::Value {
    let to_act: Vec<Seat> = game.to_act().iter().collect();
    let legal = match game.phase() {
        Phase::Playing if !game.awaiting_call() => json!(game.legal_plays()),
        Phase::GameOver => json!([]),
        _ => {
            let choices: Vec<_> = to_act
                .iter()
                .map(|&seat| match game.choice(seat) {
                    Choice::Pass { count, from } => {
                        json!({ "seat": seat, "pass": count, "from": from })
                    }
                    other => {
                        let mut choice = json!(other);
                        choice["seat"] = json!(seat);
                        choice
                    }
                })
                .collect();
            json!(choices)
        }
    };
    json!({
        "step": step,
        "hand": game.hand_number(),
        "phase": game.phase(),
        "to_act": to_act,
        "legal": legal,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::random_action;
    use rand::SeedableRng;

    #[test]
    fn a_recorded_game_replays_to_the_same_state() {
        let mut record = GameRecord::new(Preset::BlackLady, 4, 99);
        let mut game = record.start().unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        for _ in 0..200 {
            let (seat, action) = random_action(&game, &mut rng).unwrap();
            game.apply(seat, action, &mut ()).unwrap();
            record.actions.push(RecordedAction { seat, action });
        }
        let json = serde_json::to_string(&record).unwrap();
        let back: GameRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(back, record);
        let mut steps = 0;
        let replayed = back.replay(|_, _, _| steps += 1, &mut ()).unwrap();
        assert_eq!(steps, 200);
        assert_eq!(replayed, game);
    }

    #[test]
    fn a_record_that_starts_at_a_later_deal_replays_from_it() {
        let set = Preset::BlackLady.rules(4).check().unwrap();
        let place = DealPlace {
            hand: 2,
            dealer: Seat(1),
            queen_taker: None,
        };
        let mut record = GameRecord::new(Preset::BlackLady, 4, 7);
        record.at_deal = Some(place);
        let json = serde_json::to_string(&record).unwrap();
        assert!(
            json.contains(r#""at-deal":{"hand":2,"dealer":1}"#),
            "{json}"
        );
        let back: GameRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(back, record);
        let start = back.start().unwrap();
        assert_eq!(start, Game::start_at(set, 7, place, &mut ()).unwrap());
        assert_eq!(start.hand_number(), 2);
        assert_eq!(
            start.pass_direction(),
            PassDirection::Left(2),
            "deal 3 passes across"
        );
        // Its actions replay from there.
        let mut game = start.clone();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for _ in 0..60 {
            let (seat, action) = random_action(&game, &mut rng).unwrap();
            game.apply(seat, action, &mut ()).unwrap();
            record.actions.push(RecordedAction { seat, action });
        }
        assert_eq!(record.replay(|_, _, _| {}, &mut ()).unwrap(), game);
        // With the pass given, the cards are still that deal's.
        let mut held = GameRecord {
            actions: Vec::new(),
            ..record.clone()
        };
        held.pass = Some(PassSpec::Named("hold".into()));
        let start_held = held.start().unwrap();
        assert_eq!(start_held.deal_setup().hands, start.deal_setup().hands);
        assert_eq!(start_held.pass_direction(), PassDirection::Hold);
        assert_eq!(start_held.hand_number(), 2);
        // A record without the field starts at the first deal, as records always have.
        let old: GameRecord =
            serde_json::from_str(r#"{"game":"black-lady","players":4,"seed":7}"#).unwrap();
        assert_eq!(old.at_deal, None);
        assert_eq!(old.start().unwrap().hand_number(), 0);
        // A place the game has not is said.
        record.at_deal = Some(DealPlace {
            dealer: Seat(6),
            ..place
        });
        let err = record.start().unwrap_err();
        assert_eq!(err.to_string(), "there is no seat 7 to deal with 4 players");
    }

    #[test]
    fn a_record_written_from_rules_gives_back_those_rules() {
        let variants = [Variant::OmnibusJack];
        let mut rules = Preset::Omnibus.rules_with(5, &variants).unwrap();
        rules.target = 75;
        let record = GameRecord::with_rules(Preset::Omnibus, &variants, &rules, 3).unwrap();
        assert_eq!(record.players, 5);
        assert_eq!(record.options.len(), 1, "{:?}", record.options);
        assert_eq!(record.rules().unwrap(), rules);
        let json = serde_json::to_string(&record).unwrap();
        let back: GameRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(back.start().unwrap(), Game::new(rules.check().unwrap(), 3));
    }

    #[test]
    fn a_pass_is_a_name_or_a_number_of_seats() {
        let specs: Vec<PassSpec> = serde_json::from_str(r#"["left", 3, "hold"]"#).unwrap();
        assert_eq!(
            specs,
            [
                PassSpec::Named("left".into()),
                PassSpec::Seats(3),
                PassSpec::Named("hold".into())
            ]
        );
        assert_eq!(
            serde_json::to_string(&specs).unwrap(),
            r#"["left",3,"hold"]"#
        );
        for bad in ["-1", "300", "true", "[1]"] {
            assert!(serde_json::from_str::<PassSpec>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn an_action_is_written_beside_its_seat() {
        let json = r#"[{"seat":0,"pass":["QS","AS","KS"]},{"seat":1,"choose-pass":{"direction":"star","cards":2}},{"seat":2,"pledge":true},{"seat":3,"play":"2C"},{"seat":0,"call-suit":"hearts"},{"seat":1,"choose-moon":"add-to-others"}]"#;
        let actions: Vec<RecordedAction> = serde_json::from_str(json).unwrap();
        assert_eq!(actions[3].action, Action::Play("2C".parse().unwrap()));
        assert_eq!(serde_json::to_string(&actions).unwrap(), json);
        for bad in [
            r#"{"seat":0}"#,
            r#"{"seat":0,"play":"2C","pledge":true}"#,
            r#"{"seat":0,"dance":1}"#,
        ] {
            assert!(
                serde_json::from_str::<RecordedAction>(bad).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn options_change_the_preset_and_typos_are_refused() {
        let mut record = GameRecord::new(Preset::BlackLady, 4, 1);
        record.options.insert("target".into(), 50.into());
        assert_eq!(record.rules().unwrap().target, 50);
        record.options.insert("tagret".into(), 50.into());
        let err = record.rules().unwrap_err();
        assert!(
            matches!(&err, SetupError::Options(message) if message.contains("tagret")),
            "{err}"
        );
        record.game = "spades".into();
        let err = record.rules().unwrap_err();
        assert_eq!(
            err,
            SetupError::NoSuchGame {
                name: "spades".into()
            }
        );
        assert!(err.to_string().starts_with("no game called \"spades\""));
    }

    #[test]
    fn variants_come_before_the_options() {
        let json = r#"{ "game": "omnibus", "players": 4, "variants": ["omnibus-jack"],
            "options": { "target": 50 } }"#;
        let record: GameRecord = serde_json::from_str(json).unwrap();
        let rules = record.rules().unwrap();
        assert_eq!(rules.counters.get(&"JD".parse().unwrap()), Some(&-10));
        assert_eq!(rules.target, 50);
        let unfit = r#"{ "game": "gong-zhu", "players": 4, "variants": ["pool"] }"#;
        let record: GameRecord = serde_json::from_str(unfit).unwrap();
        let err = record.rules().unwrap_err();
        assert!(
            matches!(
                err,
                SetupError::Variants(VariantError::DoesNotFit {
                    variant: Variant::Pool,
                    game: Preset::GongZhu,
                    ..
                })
            ),
            "{err}"
        );
        assert!(err.to_string().contains("does not fit"), "{err}");
        let unknown = r#"{ "players": 4, "variants": ["spades"] }"#;
        let err = serde_json::from_str::<GameRecord>(unknown).unwrap_err();
        assert!(err.to_string().contains("spades"), "{err}");
    }

    #[test]
    fn a_refused_action_names_the_step_and_the_rule() {
        let json = r#"{ "game": "black-lady", "players": 4, "pass": "hold",
            "deal": [
              ["2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","QC","KC","AC"],
              ["2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD","AD"],
              ["2S","3S","4S","5S","6S","7S","8S","9S","TS","JS","QS","KS","AS"],
              ["2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH","AH"]],
            "actions": [ { "seat": 0, "play": "2C" }, { "seat": 1, "play": "QS" } ] }"#;
        let record: GameRecord = serde_json::from_str(json).unwrap();
        let err = record.replay(|_, _, _| {}, &mut ()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "step 1: seat 2 cannot play QS: The Queen of Spades is not in your hand"
        );
        let across: GameRecord = serde_json::from_str(
            &json
                .replace("\"hold\"", "\"across\"")
                .replace("\"players\": 4", "\"players\": 5"),
        )
        .unwrap();
        assert_eq!(
            across.start().unwrap_err(),
            RecordError::Setup(SetupError::Pass(PassError::AcrossUneven { players: 5 }))
        );
        assert_eq!(
            across.start().unwrap_err().to_string(),
            "passing across needs an even number of players, not 5"
        );
    }
}
