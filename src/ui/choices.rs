//! What the person chooses for a new game: the game, the number of players, its named
//! variants, the target score, and the opponents' levels (one for all or each seat its own).
//! The New game dialog edits these, the browser remembers them, and the address bar may set
//! them (`?game=cancellation&players=8&variants=two-pairs-cancel&seed=7&level=hard`), so a
//! link deals the same cards. Plain Rust, tested natively. The engine decides what makes a
//! game: which counts of players a game takes, which variants fit it and why others do not.
use super::opponents::Opponents;
use crate::bots::Level;
use crate::engine::{
    DealError, DealPlace, NotApplicable, OptionError, OptionValue, Preset, RuleOption, RuleSet,
    Rules, RulesError, Seat, SetupError, Variant, VariantError,
};
use crate::lang::words::{catalog, refusals};
use crate::lang::{Text, t};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// Why the choices make no game: the engine's reason, kept whole. The `Display` text is
/// addressed to the person.
#[derive(Clone, Debug, PartialEq)]
pub enum ChoicesError {
    /// The game is not for this number of players.
    Players { game: Preset, players: u8 },
    /// The variants do not fit the game, or each other.
    Variants(VariantError),
    /// An option does not apply, or the value is not one of its values.
    Options(OptionError),
    /// The rules they make cannot be played.
    Rules(RulesError),
    /// The game could not be written down as a record.
    Record(SetupError),
}

impl fmt::Display for ChoicesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChoicesError::Players { game, players } => {
                write!(
                    f,
                    "{} is {}, not {players}",
                    game.title(),
                    game.for_players()
                )
            }
            ChoicesError::Variants(why) => why.fmt(f),
            ChoicesError::Options(why) => why.fmt(f),
            ChoicesError::Rules(why) => why.fmt(f),
            ChoicesError::Record(why) => why.fmt(f),
        }
    }
}

impl ChoicesError {
    /// The reason in the player's language (the `Display` text is its English).
    pub fn text(&self) -> Text {
        match self {
            ChoicesError::Players { game, players } => {
                let name = catalog::game_title(*game);
                match (game.min_players(), game.max_players()) {
                    (min, max) if min == max => t::refusal_game_players(*players, name, min),
                    (min, max) => t::refusal_game_players_range(*players, name, max, min),
                }
            }
            ChoicesError::Variants(why) => refusals::variant_error(why),
            ChoicesError::Options(why) => refusals::option_error(why),
            ChoicesError::Rules(why) => refusals::rules_error(why),
            ChoicesError::Record(why) => refusals::setup_error(why),
        }
    }
}

impl std::error::Error for ChoicesError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ChoicesError::Players { .. } => None,
            ChoicesError::Variants(why) => Some(why),
            ChoicesError::Options(why) => Some(why),
            ChoicesError::Rules(why) => Some(why),
            ChoicesError::Record(why) => Some(why),
        }
    }
}

impl From<VariantError> for ChoicesError {
    fn from(why: VariantError) -> ChoicesError {
        ChoicesError::Variants(why)
    }
}

impl From<OptionError> for ChoicesError {
    fn from(why: OptionError) -> ChoicesError {
        ChoicesError::Options(why)
    }
}

impl From<RulesError> for ChoicesError {
    fn from(why: RulesError) -> ChoicesError {
        ChoicesError::Rules(why)
    }
}

impl From<SetupError> for ChoicesError {
    fn from(why: SetupError) -> ChoicesError {
        ChoicesError::Record(why)
    }
}

/// A value in the address bar that cannot be used, and what is played instead. The `Display`
/// text, addressed to the person, says both.
#[derive(Clone, Debug, PartialEq)]
pub enum AddressError {
    /// `game=` names no game: the game whose name is close to it is played, or, with none
    /// close, the link's game is left out (its players, variants, options and target too).
    NoSuchGame {
        name: String,
        nearest: Option<Preset>,
    },
    /// `players=` is a count the game does not take: the nearest it takes is dealt for.
    PlayersOutOfRange { game: Preset, asked: i64, dealt: u8 },
    /// `players=` is not a number: the game is dealt for its usual count.
    PlayersNotANumber {
        text: String,
        game: Preset,
        dealt: u8,
    },
    /// `variants=` names no variant: left out.
    NoSuchVariant {
        id: String,
        game: Preset,
        players: u8,
    },
    /// A variant that does not fit: left out, with the engine's reason.
    VariantLeftOut(ChoicesError),
    /// `options=` names no rule option: left out.
    NoSuchOption { id: String },
    /// An option that does not apply, or a value it does not take: left out, with the reason.
    OptionLeftOut(ChoicesError),
    /// The options together make no game: the game's own rules are played.
    OptionsMakeNoGame(ChoicesError),
    /// `target=` is not a score to play to: the game's own target is played to.
    NotATarget { text: String },
    /// `name`, in `param=` (`level` or `levels`), is not a level: the saved levels play.
    NotALevel { name: String, param: &'static str },
    /// `levels=` names `named` levels for `opponents` opponents: the saved levels play.
    LevelCount { named: usize, opponents: usize },
    /// `param=` (`deal`, `dealer` or `queen`) is not a deal's or a seat's number (from 1):
    /// the game's first deal is dealt.
    NotADeal { text: String, param: &'static str },
    /// The deal, its dealer or the Q♠'s taker is not one the game has (the engine's reason):
    /// the game's first deal is dealt.
    DealLeftOut(DealError),
}

impl AddressError {
    /// What the page says of it, in the current language when shown.
    pub fn said(&self) -> Text {
        match self {
            AddressError::NoSuchGame {
                name,
                nearest: Some(nearest),
            } => t::address_game_nearest(name, catalog::game_title(*nearest)),
            AddressError::NoSuchGame {
                name,
                nearest: None,
            } => t::address_game_none(name),
            AddressError::PlayersOutOfRange { game, asked, dealt } => t::address_players_range(
                asked.to_string(),
                *dealt,
                catalog::game_for_players(*game),
                catalog::game_title(*game),
            ),
            AddressError::PlayersNotANumber { text, game, dealt } => {
                t::address_players_text(*dealt, catalog::game_title(*game), text)
            }
            AddressError::NoSuchVariant { id, game, players } => {
                t::address_no_variant(id, variant_list(*game, *players))
            }
            AddressError::VariantLeftOut(why) => t::address_variant_left_out(why.text()),
            AddressError::NoSuchOption { id } => t::address_no_option(id),
            AddressError::OptionLeftOut(why) => t::address_option_left_out(why.text()),
            AddressError::OptionsMakeNoGame(why) => t::address_options_no_game(why.text()),
            AddressError::NotATarget { text } => t::address_no_target(text),
            AddressError::NotALevel { name, param } => {
                let levels: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
                t::address_no_level(levels, name, *param)
            }
            AddressError::LevelCount { named, opponents } => {
                t::address_level_count(*named, *opponents)
            }
            AddressError::NotADeal {
                text,
                param: "deal",
            } => t::address_not_deal(text),
            AddressError::NotADeal { text, param } => t::address_not_seat(*param, text),
            // The seats as the link numbers them (the page names no seat by number).
            AddressError::DealLeftOut(DealError::NoDealer {
                dealer: seat,
                players,
            }) => t::address_no_dealer(*players, u16::from(seat.0) + 1),
            AddressError::DealLeftOut(DealError::NoQueenTaker { seat, players }) => {
                t::address_no_queen_taker(*players, u16::from(seat.0) + 1)
            }
            AddressError::DealLeftOut(why) => t::address_deal_left_out(refusals::deal_error(why)),
        }
    }
}

impl fmt::Display for AddressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.said())
    }
}

impl std::error::Error for AddressError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            AddressError::VariantLeftOut(why)
            | AddressError::OptionLeftOut(why)
            | AddressError::OptionsMakeNoGame(why) => Some(why),
            _ => None,
        }
    }
}

/// A rule option of a game as the choices stand.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionState {
    pub option: RuleOption,
    /// The values it takes.
    pub values: Vec<OptionValue>,
    /// The id of its value now.
    pub value: String,
    /// Why it does not apply, if it does not.
    pub unavailable: Option<NotApplicable>,
}

/// The choices behind a new game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SavedChoices", into = "SavedChoices")]
pub struct GameChoices {
    /// The game.
    pub game: Preset,
    /// Players at the table, the person included.
    pub players: u8,
    /// The named variants switched on, in the order they were switched on.
    pub variants: Vec<Variant>,
    /// The score that ends the game, when not the game's own.
    pub target: Option<i32>,
    /// Rule options set otherwise than the game has them, each to the id of its value, in
    /// the order the engine lists them (passing before the number of cards passed, hearts
    /// before the Q♠).
    pub options: BTreeMap<RuleOption, String>,
    /// Who plays the other seats.
    pub opponents: Opponents,
}

/// [`GameChoices`] as saves and game files write them: the opponents' levels as three fields.
#[derive(Serialize, Deserialize)]
#[serde(default)]
struct SavedChoices {
    game: Preset,
    players: u8,
    variants: Vec<Variant>,
    target: Option<i32>,
    options: BTreeMap<RuleOption, String>,
    each_own: bool,
    level: Level,
    seats: Vec<Level>,
}

impl Default for SavedChoices {
    fn default() -> SavedChoices {
        GameChoices::default().into()
    }
}

impl From<SavedChoices> for GameChoices {
    fn from(saved: SavedChoices) -> GameChoices {
        GameChoices {
            game: saved.game,
            players: saved.players,
            variants: saved.variants,
            target: saved.target,
            options: saved.options,
            opponents: Opponents::from_parts(saved.each_own, saved.level, saved.seats),
        }
    }
}

impl From<GameChoices> for SavedChoices {
    fn from(choices: GameChoices) -> SavedChoices {
        let (each_own, level, seats) = choices.opponents.parts();
        SavedChoices {
            each_own,
            level,
            seats: seats.to_vec(),
            game: choices.game,
            players: choices.players,
            variants: choices.variants,
            target: choices.target,
            options: choices.options,
        }
    }
}

impl Default for GameChoices {
    fn default() -> GameChoices {
        GameChoices {
            game: Preset::BlackLady,
            players: 4,
            variants: Vec::new(),
            target: None,
            options: BTreeMap::new(),
            opponents: Opponents::default(),
        }
    }
}

/// The groups of games in the New game dialog, each with its name and its games in order.
pub fn game_groups() -> [(Text, Vec<Preset>); 3] {
    use Preset::*;
    let classic = vec![
        BlackLady,
        Hearts,
        BlackMaria,
        BlackBess,
        RicketyKate,
        Omnibus,
        PinkLady,
        BlackJack,
        HooliganHearts,
    ];
    let big = vec![Cancellation, CancellationThreePacks];
    let other = Preset::ALL
        .into_iter()
        .filter(|p| !classic.contains(p) && !big.contains(p))
        .collect();
    [
        (t::game_group_classic(), classic),
        (t::game_group_big(), big),
        (t::game_group_other(), other),
    ]
}

impl GameChoices {
    /// Every opponent at `level`, in four-player Black Lady.
    pub fn all(level: Level) -> GameChoices {
        GameChoices {
            opponents: Opponents::all(level),
            ..GameChoices::default()
        }
    }

    /// The rules these choices make, or why they make none (the engine's reason).
    pub fn rules(&self) -> Result<Rules, ChoicesError> {
        let (min, max) = (self.game.min_players(), self.game.max_players());
        if !(min..=max).contains(&self.players) {
            return Err(ChoicesError::Players {
                game: self.game,
                players: self.players,
            });
        }
        let mut rules = self.game.rules_with(self.players, &self.variants)?;
        rules = rules.with_options(self.options_in_order())?;
        if let Some(target) = self.target {
            rules.target = target;
        }
        Ok(rules)
    }

    /// The options set, as the engine lays them on rules: option id and value id, in order.
    fn options_in_order(&self) -> impl Iterator<Item = (&str, &str)> {
        self.options.iter().map(|(k, v)| (k.id(), v.as_str()))
    }

    /// Each rule option of the game, as the game and the other choices stand.
    pub fn option_states(&self) -> Vec<OptionState> {
        let base = self
            .game
            .rules_with(self.players, &self.variants)
            .unwrap_or_else(|_| self.game.rules(self.players));
        let current = base
            .clone()
            .with_options(self.options_in_order())
            .unwrap_or_else(|_| base.clone());
        // Offered on the game with its variants: jokers dealt by a variant bring the jokers'
        // options with them.
        RuleOption::offered(&base)
            .into_iter()
            .map(|option| OptionState {
                option,
                values: option.values(&current),
                value: option.get(&current),
                unavailable: option.unavailable(&current),
            })
            .collect()
    }

    /// These choices with `option` at `value`; an option set back to the game's own value is
    /// no longer kept. Refused with the reason when the option does not apply or the value is
    /// not one of its values.
    pub fn with_option(
        &self,
        option: RuleOption,
        value: &str,
    ) -> Result<GameChoices, ChoicesError> {
        let mut next = self.clone();
        next.options.insert(option, value.to_string());
        let base = self.game.rules_with(self.players, &self.variants)?;
        base.clone().with_options(next.options_in_order())?;
        if option.get(&base) == value {
            next.options.remove(&option);
        }
        Ok(next)
    }

    /// The checked rule set these choices make, or why they make none.
    pub fn rule_set(&self) -> Result<RuleSet, ChoicesError> {
        Ok(self.rules()?.check()?)
    }

    /// These choices for `game`: its usual number of players when the count chosen does not
    /// fit it, and only the variants that still fit.
    pub fn with_game(&self, game: Preset) -> GameChoices {
        let players = if (game.min_players()..=game.max_players()).contains(&self.players) {
            self.players
        } else {
            game.default_players()
        };
        GameChoices {
            game,
            players,
            ..self.clone()
        }
        .keeping_fitting_variants()
    }

    /// These choices for `players`, keeping only the variants that still fit.
    pub fn with_players(&self, players: u8) -> GameChoices {
        GameChoices {
            players,
            ..self.clone()
        }
        .keeping_fitting_variants()
    }

    /// The variants switched on, less those that no longer fit the game (in order), and the
    /// options that still apply.
    fn keeping_fitting_variants(self) -> GameChoices {
        let mut next = self.keeping_variants();
        let options = std::mem::take(&mut next.options);
        for (option, value) in options {
            if let Ok(with) = next.with_option(option, &value) {
                next = with;
            }
        }
        next
    }

    fn keeping_variants(mut self) -> GameChoices {
        let mut kept: Vec<Variant> = Vec::new();
        for variant in std::mem::take(&mut self.variants) {
            let mut list = kept.clone();
            list.push(variant);
            if self.game.rules_with(self.players, &list).is_ok() {
                kept = list;
            }
        }
        self.variants = kept;
        self
    }

    /// Each variant of the game at this count, whether it is on, and, when it cannot be
    /// switched on as things are, the engine's reason.
    pub fn variant_states(&self) -> Vec<(Variant, bool, Option<VariantError>)> {
        self.game
            .variants(self.players)
            .into_iter()
            .map(|variant| {
                let on = self.variants.contains(&variant);
                let why = if on {
                    None
                } else {
                    let mut list = self.variants.clone();
                    list.extend(variant.with_requirements(&self.game.rules(self.players)));
                    list.dedup();
                    self.game.rules_with(self.players, &list).err()
                };
                (variant, on, why)
            })
            .collect()
    }

    /// These choices with `variant` switched on (with the variant it needs first) or off
    /// (with the variants that need it). Refused with the engine's reason when it does not fit.
    pub fn toggle_variant(&self, variant: Variant) -> Result<GameChoices, ChoicesError> {
        let mut list = self.variants.clone();
        if list.contains(&variant) {
            list.retain(|v| *v != variant && v.requires() != Some(variant));
        } else {
            for v in variant.with_requirements(&self.game.rules(self.players)) {
                if !list.contains(&v) {
                    list.push(v);
                }
            }
        }
        self.game.rules_with(self.players, &list)?;
        Ok(GameChoices {
            variants: list,
            ..self.clone()
        })
    }

    /// The level of every seat, seat 0 (the person's, which no bot plays) first.
    pub fn levels(&self, players: u8) -> Vec<Level> {
        self.opponents.levels(players)
    }

    /// These choices with opponent `index` (0 for seat 1) at `level`; every opponent gets
    /// its own level from now on.
    pub fn with_seat(&self, players: u8, index: usize, level: Level) -> GameChoices {
        GameChoices {
            opponents: self.opponents.with_seat(players, index, level),
            ..self.clone()
        }
    }

    /// The address of a game with these choices dealt from `seed`, from its first deal or (with
    /// `at`) from a later one: what Share this deal copies (after the page's own address).
    /// The deal is numbered from 1 as the page shows it, and so are the seats (`dealer`, and
    /// `queen` where the Q♠'s taker leads first).
    pub fn to_query(&self, seed: u64, at: Option<DealPlace>) -> String {
        let mut query = format!("?game={}&players={}", self.game.id(), self.players);
        if !self.variants.is_empty() {
            let ids: Vec<&str> = self.variants.iter().map(|v| v.id()).collect();
            query.push_str(&format!("&variants={}", ids.join(",")));
        }
        if !self.options.is_empty() {
            let set: Vec<String> = self
                .options_in_order()
                .map(|(k, v)| format!("{k}:{v}"))
                .collect();
            query.push_str(&format!("&options={}", set.join(",")));
        }
        if let Some(target) = self.target {
            query.push_str(&format!("&target={target}"));
        }
        query.push_str(&format!("&seed={seed}"));
        if let Some(place) = at {
            query.push_str(&format!(
                "&deal={}&dealer={}",
                u64::from(place.hand) + 1,
                place.dealer.0 + 1
            ));
            if let Some(taker) = place.queen_taker {
                query.push_str(&format!("&queen={}", taker.0 + 1));
            }
        }
        query
    }

    /// The deal the address bar asks for, when not a new game's first: `deal=3` (from 1),
    /// with `dealer=2` and `queen=4` (seats from 1) where the game had them otherwise than by
    /// turns; the engine checks that the game has that place. `None` for the first deal;
    /// anything that cannot be used comes back as an [`AddressError`] with the first deal.
    pub fn deal_from_address(
        &self,
        param: impl Fn(&str) -> Option<String>,
    ) -> (Option<DealPlace>, Vec<AddressError>) {
        let asked = ["deal", "dealer", "queen"].map(|name| (name, param(name)));
        if asked.iter().all(|(_, value)| value.is_none()) {
            return (None, Vec::new());
        }
        // Choices that make no game are said by the game they fall back to.
        let Ok(rules) = self.rule_set() else {
            return (None, Vec::new());
        };
        let mut numbers = [None; 3];
        for ((name, value), number) in asked.into_iter().zip(&mut numbers) {
            let Some(text) = value else { continue };
            // A deal's number, or a seat's (a table has fewer than 256).
            let most = if name == "deal" {
                u32::MAX
            } else {
                u32::from(u8::MAX)
            };
            match text.trim().parse::<u32>() {
                Ok(n) if (1..=most).contains(&n) => *number = Some(n - 1),
                _ => {
                    let text = text.trim().to_string();
                    return (None, vec![AddressError::NotADeal { text, param: name }]);
                }
            }
        }
        let [hand, dealer, queen] = numbers;
        let seat = |n: u32| Seat(u8::try_from(n).unwrap_or(u8::MAX));
        let mut place = DealPlace::by_turns(&rules, hand.unwrap_or(0));
        place.dealer = dealer.map_or(place.dealer, seat);
        place.queen_taker = queen.map(seat);
        match place.check(&rules) {
            Ok(()) => (Some(place), Vec::new()),
            Err(why) => (None, vec![AddressError::DealLeftOut(why)]),
        }
    }

    /// The choices the address bar makes, over `saved` (what the browser remembers): `game`,
    /// `players`, `variants` (ids separated by commas), `target`, and the levels. Every value
    /// that cannot be used comes back as an [`AddressError`], which says plainly what is
    /// played instead: the nearest game by name, the nearest count of players the game takes,
    /// the variants that fit.
    pub fn from_address(
        param: impl Fn(&str) -> Option<String>,
        saved: &GameChoices,
    ) -> (GameChoices, Vec<AddressError>) {
        let mut notices = Vec::new();
        let mut choices = saved.clone();
        let named = ["game", "players", "variants", "options", "target"]
            .iter()
            .any(|name| param(name).is_some());
        if named {
            // A link names its own game: the saved game's variants and target do not carry.
            choices.variants.clear();
            choices.options.clear();
            choices.target = None;
        }
        if let Some(name) = param("game") {
            let name = name.trim().to_ascii_lowercase();
            match Preset::from_id(&name).ok_or_else(|| nearest_game(&name)) {
                Ok(game) => choices.game = game,
                Err(Some(nearest)) => {
                    notices.push(AddressError::NoSuchGame {
                        name,
                        nearest: Some(nearest),
                    });
                    choices.game = nearest;
                }
                Err(None) => {
                    // Nothing close: no guess at what was meant.
                    notices.push(AddressError::NoSuchGame {
                        name,
                        nearest: None,
                    });
                    return (saved.clone(), notices);
                }
            }
            if param("players").is_none() {
                choices.players = choices.game.default_players();
            }
        }
        let (min, max) = (choices.game.min_players(), choices.game.max_players());
        if let Some(text) = param("players") {
            match text.trim().parse::<i64>() {
                Ok(n) if (min as i64..=max as i64).contains(&n) => choices.players = n as u8,
                Ok(n) => {
                    let near = n.clamp(min as i64, max as i64) as u8;
                    notices.push(AddressError::PlayersOutOfRange {
                        game: choices.game,
                        asked: n,
                        dealt: near,
                    });
                    choices.players = near;
                }
                Err(_) => {
                    let usual = choices.game.default_players();
                    notices.push(AddressError::PlayersNotANumber {
                        text: text.trim().to_string(),
                        game: choices.game,
                        dealt: usual,
                    });
                    choices.players = usual;
                }
            }
        } else if !(min..=max).contains(&choices.players) {
            choices.players = choices.game.default_players();
        }
        if let Some(list) = param("variants") {
            for id in list.split(',').map(str::trim).filter(|id| !id.is_empty()) {
                let Some(variant) = Variant::from_id(id) else {
                    notices.push(AddressError::NoSuchVariant {
                        id: id.to_string(),
                        game: choices.game,
                        players: choices.players,
                    });
                    continue;
                };
                match choices.toggle_variant(variant) {
                    Ok(next) if next.variants.contains(&variant) => choices = next,
                    Ok(_) => {}
                    Err(why) => notices.push(AddressError::VariantLeftOut(why)),
                }
            }
        } else if !named {
            choices = choices.keeping_fitting_variants();
        }
        if let Some(list) = param("options") {
            for item in list.split(',').map(str::trim).filter(|i| !i.is_empty()) {
                let (id, value) = item.split_once(':').unwrap_or((item, "on"));
                let Some(option) = RuleOption::from_id(id.trim()) else {
                    notices.push(AddressError::NoSuchOption {
                        id: id.trim().to_string(),
                    });
                    continue;
                };
                match choices.with_option(option, value.trim()) {
                    Ok(next) => choices = next,
                    Err(why) => notices.push(AddressError::OptionLeftOut(why)),
                }
            }
            if let Err(why) = choices.rule_set() {
                notices.push(AddressError::OptionsMakeNoGame(why));
                choices.options.clear();
            }
        }
        if let Some(text) = param("target") {
            match text.trim().parse::<i32>() {
                Ok(n) if n > 0 => choices.target = Some(n),
                _ => notices.push(AddressError::NotATarget {
                    text: text.trim().to_string(),
                }),
            }
        }
        match levels_from_address(
            param("level").as_deref(),
            param("levels").as_deref(),
            choices.players,
        ) {
            Ok(Some(opponents)) => choices.opponents = opponents,
            Ok(None) => {}
            Err(why) => notices.push(why),
        }
        (choices, notices)
    }
}

/// "Its variants are kitty, jokers and pool." or "It has no variants."
fn variant_list(game: Preset, players: u8) -> Text {
    let ids: Vec<&str> = game.variants(players).iter().map(|v| v.id()).collect();
    match ids.as_slice() {
        [] => t::address_variants_none(catalog::game_title(game), players),
        [one] => t::address_variants_one(catalog::game_title(game), players, *one),
        _ => t::address_variants_many(catalog::game_title(game), players, ids),
    }
}

/// The game whose id or title is nearest to `name` (fewest edits), when it is close: a slip
/// such as `cancelation` or `black_lady`, at most one edit in four letters and two in all.
pub fn nearest_game(name: &str) -> Option<Preset> {
    let name = name.to_ascii_lowercase();
    let distance = |p: &Preset| {
        let title = p.title().to_ascii_lowercase();
        edits(&name, p.id()).min(edits(&name, &title))
    };
    let nearest = Preset::ALL.into_iter().min_by_key(distance)?;
    (distance(&nearest) <= (name.chars().count() / 4).min(2)).then_some(nearest)
}

/// The number of single-character edits from `a` to `b` (Levenshtein).
fn edits(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// The levels the address bar names: `level` one level for every opponent, `levels` one per
/// opponent separated by commas, as (each its own, the common level, each seat's). `Ok(None)`
/// when it names none; an error a person can read for a name that is not a level or a count
/// that does not fit.
#[allow(clippy::type_complexity)]
fn levels_from_address(
    level: Option<&str>,
    levels: Option<&str>,
    players: u8,
) -> Result<Option<Opponents>, AddressError> {
    let parse = |name: &str, param: &'static str| {
        Level::from_id(name.trim()).ok_or_else(|| AddressError::NotALevel {
            name: name.trim().to_string(),
            param,
        })
    };
    if let Some(list) = levels {
        let seats = list
            .split(',')
            .map(|name| parse(name, "levels"))
            .collect::<Result<Vec<Level>, AddressError>>()?;
        let opponents = players.saturating_sub(1) as usize;
        if seats.len() != opponents {
            return Err(AddressError::LevelCount {
                named: seats.len(),
                opponents,
            });
        }
        return Ok(Some(Opponents::each(seats)));
    }
    level
        .map(|name| parse(name, "level").map(Opponents::all))
        .transpose()
}

/// "beginner, easy, normal, hard and expert".
#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn choices_are_saved_as_before() {
        // The opponents as three fields, the options by id: saves of earlier versions read.
        let json = r#"{"game":"omnibus","players":5,"variants":[],"target":null,"options":{"hearts-broken":"off","passing":"left"},"each_own":true,"level":"easy","seats":["beginner","hard"]}"#;
        let choices: GameChoices = serde_json::from_str(json).unwrap();
        assert_eq!(
            choices.opponents.of(5),
            [Level::Beginner, Level::Hard, Level::Easy, Level::Easy]
        );
        assert_eq!(
            choices.options.keys().copied().collect::<Vec<_>>(),
            [RuleOption::Passing, RuleOption::HeartsMustBeBroken],
            "in the engine's order"
        );
        let back = serde_json::to_value(&choices).unwrap();
        assert_eq!(back["each_own"], true);
        assert_eq!(back["level"], "easy");
        assert_eq!(back["seats"][1], "hard");
        assert_eq!(back["options"]["hearts-broken"], "off");
        assert_eq!(
            serde_json::from_value::<GameChoices>(back).unwrap(),
            choices
        );
        // An option this version does not know is refused, not dropped in silence.
        let unknown = json.replace("hearts-broken", "colour");
        assert!(serde_json::from_str::<GameChoices>(&unknown).is_err());
        // Fields left out are the defaults.
        assert_eq!(
            serde_json::from_str::<GameChoices>("{}").unwrap(),
            GameChoices::default()
        );
    }

    /// The address bar's parameters, as the page reads them (the link tests of the table
    /// read them so too).
    pub(crate) fn address(query: &str) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> = query
            .trim_start_matches('?')
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        }
    }

    fn read(query: &str) -> (GameChoices, Vec<AddressError>) {
        GameChoices::from_address(address(query), &GameChoices::default())
    }

    /// The notices as the page shows them.
    fn said(notices: &[AddressError]) -> Vec<String> {
        notices.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn the_address_bar_names_levels_or_gets_a_clear_error() {
        assert_eq!(read(""), (GameChoices::default(), vec![]));
        assert_eq!(read("?level=hard"), (GameChoices::all(Level::Hard), vec![]));
        let (each, notices) = read("?levels=normal,hard,easy");
        assert!(notices.is_empty());
        assert_eq!(
            each.opponents.of(4),
            [Level::Normal, Level::Hard, Level::Easy]
        );
        let (_, bad) = read("?level=harder");
        assert_eq!(
            bad,
            [AddressError::NotALevel {
                name: "harder".into(),
                param: "level"
            }]
        );
        assert_eq!(
            said(&bad),
            [
                "“harder” in level= is not a level. The levels are beginner, easy, normal, hard \
              and expert. The opponents play at your saved levels."
            ]
        );
        let (_, short) = read("?levels=normal,hard");
        assert_eq!(
            short,
            [AddressError::LevelCount {
                named: 2,
                opponents: 3
            }]
        );
        assert!(said(&short)[0].starts_with("levels= names 2 levels but there are 3 opponents"));
        assert_eq!(
            read("?levels=normal,,hard").1,
            [AddressError::NotALevel {
                name: String::new(),
                param: "levels"
            }]
        );
        assert!(said(&read("?levels=normal,,hard").1)[0].contains("“”"));
        // Levels for eight players.
        let (eight, notices) = read("?game=cancellation&players=8&level=easy");
        assert!(notices.is_empty());
        assert_eq!(eight.opponents.of(8), vec![Level::Easy; 7]);
    }

    #[test]
    fn a_link_names_the_game_players_variants_target_and_seed() {
        let (choices, notices) =
            read("?game=cancellation&players=8&variants=two-pairs-cancel&target=50");
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(choices.game, Preset::Cancellation);
        assert_eq!(choices.players, 8);
        assert_eq!(choices.variants, [Variant::TwoPairsCancel]);
        assert_eq!(choices.target, Some(50));
        assert_eq!(choices.rule_set().unwrap().players(), 8);
        // What the Share button copies reads back to the same choices.
        let query = choices.to_query(42, None);
        assert_eq!(
            query,
            "?game=cancellation&players=8&variants=two-pairs-cancel&target=50&seed=42"
        );
        assert_eq!(read(&query), (choices, vec![]));
        // A game alone is dealt for its usual number of players.
        assert_eq!(read("?game=gong-zhu").0.players, 4);
        assert_eq!(read("?game=cancellation").0.players, 5);
    }

    #[test]
    fn bad_values_in_a_link_are_said_plainly_and_the_nearest_game_is_played() {
        let (choices, notices) = read("?game=cancelation&players=8");
        assert_eq!(choices.game, Preset::Cancellation, "the nearest name");
        assert_eq!(choices.players, 8);
        assert_eq!(
            notices,
            [AddressError::NoSuchGame {
                name: "cancelation".into(),
                nearest: Some(Preset::Cancellation)
            }]
        );
        assert_eq!(
            said(&notices),
            [
                "“cancelation” in game= is not a game here: playing Cancellation Hearts, the \
              nearest name. New game lists every game."
            ]
        );
        let (choices, notices) = read("?game=cancellation&players=3");
        assert_eq!((choices.game, choices.players), (Preset::Cancellation, 5));
        assert_eq!(
            notices,
            [AddressError::PlayersOutOfRange {
                game: Preset::Cancellation,
                asked: 3,
                dealt: 5
            }]
        );
        assert_eq!(
            said(&notices),
            ["Cancellation Hearts is for 5 to 11 players, not 3: dealing for 5."]
        );
        let (choices, notices) = read("?game=black-lady&players=eight");
        assert_eq!(choices.players, 4);
        assert_eq!(
            notices,
            [AddressError::PlayersNotANumber {
                text: "eight".into(),
                game: Preset::BlackLady,
                dealt: 4
            }]
        );
        assert!(said(&notices)[0].starts_with("“eight” in players= is not a number"));
        let (choices, notices) = read("?game=black-lady&variants=kity,pink-lady&target=-5");
        assert_eq!(choices.variants, [Variant::PinkLady]);
        assert_eq!(choices.target, None);
        assert_eq!(
            notices,
            [
                AddressError::NoSuchVariant {
                    id: "kity".into(),
                    game: Preset::BlackLady,
                    players: 4
                },
                AddressError::NotATarget { text: "-5".into() }
            ]
        );
        assert!(said(&notices)[0].starts_with("“kity” in variants= is not a variant: left out."));
        assert!(said(&notices)[1].starts_with("“-5” in target= is not a score"));
        // A variant that does not fit the game is left out with the engine's reason.
        let (choices, notices) = read("?game=black-lady&players=4&variants=kitty");
        assert!(choices.variants.is_empty());
        assert!(
            matches!(
                &notices[..],
                [AddressError::VariantLeftOut(ChoicesError::Variants(
                    VariantError::DoesNotFit {
                        variant: Variant::Kitty,
                        ..
                    }
                ))]
            ),
            "{notices:?}"
        );
        assert!(said(&notices)[0].starts_with("Left out: the variant \"kitty\" does not fit"));
        assert_eq!(nearest_game("gongzhu"), Some(Preset::GongZhu));
        assert_eq!(nearest_game("Black Maria"), Some(Preset::BlackMaria));
        assert_eq!(nearest_game("black_lady"), Some(Preset::BlackLady));
        // A name close to no game is no game: nothing is guessed.
        for far in ["nonsense", "x", "hearts-for-eleven", "queen"] {
            let expect = (far == "queen").then_some(Preset::Queens);
            assert_eq!(nearest_game(far), expect, "{far}");
        }
        let saved = GameChoices::default().with_game(Preset::GongZhu);
        let (choices, notices) =
            GameChoices::from_address(address("?game=nonsense&players=99"), &saved);
        assert_eq!(
            choices, saved,
            "the link's game is left out, its players too"
        );
        assert_eq!(
            said(&notices),
            [
                "“nonsense” in game= is not a game here, so the link's game was not dealt. New game \
              (in the top bar) lists every game."
            ]
        );
    }

    #[test]
    fn rule_options_go_in_the_link_and_bad_ones_are_said() {
        let (choices, notices) = read("?game=joker-hearts&options=pledge:on,joker-lead:called");
        assert!(notices.is_empty(), "{notices:?}");
        let rules = choices.rules().unwrap();
        assert!(rules.pledge && rules.joker_play.may_lead);
        let query = choices.to_query(5, None);
        assert_eq!(
            query,
            "?game=joker-hearts&players=4&options=pledge:on,joker-lead:called&seed=5"
        );
        assert_eq!(read(&query).0, choices);
        // An option set back to the game's own value is not kept.
        let back = choices.with_option(RuleOption::Pledge, "off").unwrap();
        assert!(!back.options.contains_key(&RuleOption::Pledge));
        let (choices, notices) = read(
            "?game=black-lady&options=pladge:on,joker-lead:called,moon:sideways,direction:anticlockwise",
        );
        assert_eq!(choices.options.len(), 1, "{:?}", choices.options);
        assert_eq!(notices.len(), 3, "{notices:?}");
        assert_eq!(
            notices[0],
            AddressError::NoSuchOption {
                id: "pladge".into()
            }
        );
        assert!(said(&notices)[0].starts_with("“pladge” in options= is not a rule option"));
        assert!(
            matches!(
                &notices[1],
                AddressError::OptionLeftOut(ChoicesError::Options(OptionError::DoesNotApply {
                    option: RuleOption::JokerLead,
                    why,
                })) if *why == NotApplicable::OnlyJokers
            ),
            "{notices:?}"
        );
        assert!(
            matches!(
                &notices[2],
                AddressError::OptionLeftOut(ChoicesError::Options(OptionError::NotAValue {
                    option: RuleOption::Moon,
                    value,
                    ..
                })) if value == "sideways"
            ),
            "{notices:?}"
        );
        assert!(said(&notices)[2].contains("“sideways” is not a value of moon"));
        // Star passing is for five: four players are not offered it.
        let (choices, notices) = read("?game=black-lady&options=passing:star");
        assert!(choices.options.is_empty());
        assert!(
            matches!(
                &notices[..],
                [AddressError::OptionLeftOut(ChoicesError::Options(OptionError::NotAValue {
                    option: RuleOption::Passing,
                    value,
                    ..
                }))] if value == "star"
            ),
            "{notices:?}"
        );
        assert!(
            said(&notices)[0].contains("“star” is not a value of passing"),
            "{notices:?}"
        );
        let (five, notices) = read("?game=black-lady&players=5&options=passing:star");
        assert!(notices.is_empty(), "{notices:?}");
        assert!(five.rule_set().is_ok());
    }

    #[test]
    fn choices_that_make_no_game_keep_the_engine_s_reason() {
        let three = GameChoices::default().with_game(Preset::Cancellation);
        let too_few = GameChoices {
            players: 3,
            ..three
        };
        let err = too_few.rules().unwrap_err();
        assert_eq!(
            err,
            ChoicesError::Players {
                game: Preset::Cancellation,
                players: 3
            }
        );
        assert_eq!(
            err.to_string(),
            "Cancellation Hearts is for 5 to 11 players, not 3"
        );
        let err = GameChoices::default()
            .with_option(RuleOption::JokerLead, "called")
            .unwrap_err();
        assert!(
            matches!(
                err,
                ChoicesError::Options(OptionError::DoesNotApply {
                    option: RuleOption::JokerLead,
                    ..
                })
            ),
            "{err}"
        );
        assert!(
            err.to_string().starts_with("“"),
            "the option's own sentence: {err}"
        );
        let err = GameChoices::default()
            .with_option(RuleOption::Moon, "sideways")
            .unwrap_err();
        assert!(
            matches!(
                &err,
                ChoicesError::Options(OptionError::NotAValue { value, .. }) if value == "sideways"
            ),
            "{err}"
        );
    }

    #[test]
    fn levels_in_the_address_that_cannot_be_used_say_why() {
        let err = levels_from_address(Some(" harder "), None, 4).unwrap_err();
        assert_eq!(
            err,
            AddressError::NotALevel {
                name: "harder".into(),
                param: "level"
            }
        );
        let err = levels_from_address(None, Some("normal,hard"), 4).unwrap_err();
        assert_eq!(
            err,
            AddressError::LevelCount {
                named: 2,
                opponents: 3
            }
        );
        assert_eq!(
            err.to_string(),
            "levels= names 2 levels but there are 3 opponents: give one per opponent, separated \
             by commas. The opponents play at your saved levels."
        );
        let err = levels_from_address(None, Some("normal,,hard"), 4).unwrap_err();
        assert!(
            matches!(&err, AddressError::NotALevel { name, param: "levels" } if name.is_empty()),
            "{err}"
        );
        assert_eq!(
            levels_from_address(None, Some("hard"), 2),
            Ok(Some(Opponents::each(vec![Level::Hard])))
        );
    }

    #[test]
    fn a_variant_that_deals_jokers_brings_the_jokers_options() {
        let plain = GameChoices::default().with_players(5);
        let offered = |c: &GameChoices| -> Vec<RuleOption> {
            c.option_states().into_iter().map(|s| s.option).collect()
        };
        assert!(!offered(&plain).contains(&RuleOption::JokerLead));
        let jokers = plain.toggle_variant(Variant::Jokers).unwrap();
        assert!(offered(&jokers).contains(&RuleOption::JokerLead));
        let called = jokers.with_option(RuleOption::JokerLead, "called").unwrap();
        assert!(called.rule_set().is_ok());
    }

    #[test]
    fn changing_the_game_keeps_what_still_fits() {
        let choices = GameChoices::default()
            .with_game(Preset::PinkLady)
            .toggle_variant(Variant::Omnibus)
            .unwrap();
        assert_eq!(choices.variants, [Variant::Omnibus]);
        // Cancellation does not take four players.
        // Omnibus fits Cancellation too; Small Hearts' jack of diamonds fits only its game.
        let big = choices.with_game(Preset::Cancellation);
        assert_eq!(
            (big.players, big.variants.clone()),
            (5, vec![Variant::Omnibus])
        );
        assert!(big.rule_set().is_ok());
        let small = GameChoices::default()
            .with_game(Preset::SmallHearts)
            .toggle_variant(Variant::SmallHeartsJack)
            .unwrap()
            .with_game(Preset::Cancellation);
        assert!(small.variants.is_empty());
        // A kitty needs an uneven deal: five players have one, four do not.
        let five = GameChoices::default().with_players(5);
        let kitty = five.toggle_variant(Variant::Kitty).unwrap();
        assert!(kitty.with_players(4).variants.is_empty());
        let refused = GameChoices::default().toggle_variant(Variant::Kitty);
        let refused = refused.unwrap_err();
        assert!(
            matches!(
                refused,
                ChoicesError::Variants(VariantError::DoesNotFit {
                    variant: Variant::Kitty,
                    ..
                })
            ),
            "{refused}"
        );
        // Switching a variant off takes the ones that need it along.
        let seen = kitty.toggle_variant(Variant::KittySeen).unwrap();
        assert_eq!(seen.variants, [Variant::Kitty, Variant::KittySeen]);
        assert!(
            seen.toggle_variant(Variant::Kitty)
                .unwrap()
                .variants
                .is_empty()
        );
        for (variant, on, why) in kitty.variant_states() {
            assert_eq!(on, variant == Variant::Kitty);
            if !on && why.is_none() {
                assert!(kitty.toggle_variant(variant).is_ok());
            }
        }
    }

    #[test]
    fn saved_choices_read_back_and_tolerate_missing_fields() {
        let choices = GameChoices::all(Level::Beginner).with_seat(4, 2, Level::Expert);
        let text = serde_json::to_string(&choices).unwrap();
        assert_eq!(serde_json::from_str::<GameChoices>(&text).unwrap(), choices);
        assert_eq!(
            serde_json::from_str::<GameChoices>(r#"{"level":"easy"}"#).unwrap(),
            GameChoices::all(Level::Easy)
        );
        let big = GameChoices::default()
            .with_game(Preset::CancellationThreePacks)
            .toggle_variant(Variant::TwoPairsCancel)
            .unwrap();
        let text = serde_json::to_string(&big).unwrap();
        assert!(text.contains(r#""game":"cancellation-three-packs""#));
        assert_eq!(serde_json::from_str::<GameChoices>(&text).unwrap(), big);
    }
}
