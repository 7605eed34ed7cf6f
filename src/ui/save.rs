//! What the app keeps on the device: the game in progress (its record, so it replays
//! exactly), the table's settings and the statistics of finished games. Plain Rust and
//! serde: the app reads and writes these as JSON in the browser's storage, and the native
//! tests check them. Nothing read back is trusted: a save that is not one, or is from a newer
//! version, gives a message that says so.
use super::choices::GameChoices;
use super::table::{Against, Reviewed, Speed, Table, Versus};
use crate::engine::{GameRecord, RecordError, Seats};
use crate::lang::{Text, t};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The version of the save format written now. A save says which version wrote it; a newer
/// one is refused with a message rather than misread.
pub const SAVE_VERSION: u32 = 1;

/// Why a save cannot be resumed. The `Display` text is addressed to the person (the page
/// writes it after "The saved game could not be resumed: ").
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// The text ends before the save does (as if it was not written to the end).
    CutShort,
    /// The text is not JSON, or not an object with a version: serde's message.
    NotASave(String),
    /// An object without a version.
    NoVersion,
    /// Written by a newer version of the app, in format `version`: reloading the page may
    /// fetch that version.
    NewerVersion { version: u32 },
    /// A save of this version whose fields do not read: serde's message.
    Damaged(String),
    /// The saved record does not replay: the engine's reason.
    DoesNotReplay(RecordError),
}

impl SaveError {
    /// What the page says of it, in the current language when shown.
    pub fn said(&self) -> Text {
        match self {
            SaveError::CutShort => t::save_cut_short(),
            SaveError::NotASave(message) => t::save_not_a_save(message),
            SaveError::NoVersion => t::save_no_version(),
            SaveError::NewerVersion { version } => t::save_newer(SAVE_VERSION, *version),
            SaveError::Damaged(message) => t::save_damaged(message),
            SaveError::DoesNotReplay(why) => t::save_does_not_replay(why.to_string()),
        }
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.said())
    }
}

impl std::error::Error for SaveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SaveError::DoesNotReplay(why) => Some(why),
            _ => None,
        }
    }
}

impl From<RecordError> for SaveError {
    fn from(why: RecordError) -> SaveError {
        SaveError::DoesNotReplay(why)
    }
}

/// Why a file is not a game: it reads neither as a game record nor as a save. The `Display`
/// text, addressed to the person, gives the record's reason (a game file is most often a
/// record).
#[derive(Clone, Debug, PartialEq)]
pub enum GameFileError {
    /// Neither a record (serde's message) nor a save.
    NotAGame {
        as_record: String,
        as_save: SaveError,
    },
}

impl fmt::Display for GameFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameFileError::NotAGame { as_record, .. } => {
                write!(f, "{}", t::save_not_a_game(as_record))
            }
        }
    }
}

impl std::error::Error for GameFileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            GameFileError::NotAGame { as_save, .. } => Some(as_save),
        }
    }
}

/// The game in progress, as saved after every action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The format's version: [`SAVE_VERSION`] when written by this app.
    pub version: u32,
    /// The game: rules, seed and every action (the JSON `moonshot replay` reads).
    pub record: GameRecord,
    /// The choices it was started with (the opponents' levels, what New game opens on).
    pub choices: GameChoices,
    /// The game is over and has been counted in the statistics.
    #[serde(default)]
    pub counted: bool,
    /// How many of its deals the statistics have counted. Saves from before deals were
    /// counted one by one have none: their deals were counted with the finished game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deals_counted: Option<usize>,
    /// The deals (by number, from 0) in which the person took a card back. Older saves have
    /// none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub take_backs: Vec<u32>,
    /// A one-deal table's deal and what it is played against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub versus: Option<Versus>,
}

impl SavedGame {
    /// The game on `table`, to save.
    pub fn of(table: &Table) -> SavedGame {
        SavedGame {
            version: SAVE_VERSION,
            record: table.record().clone(),
            choices: table.choices().clone(),
            counted: table.counted(),
            deals_counted: Some(table.deals_counted()),
            take_backs: table.take_backs().to_vec(),
            versus: table.versus().cloned(),
        }
    }

    /// Reads a save, or says why it is not one this version can resume.
    pub fn parse(json: &str) -> Result<SavedGame, SaveError> {
        #[derive(Deserialize)]
        struct Version {
            version: Option<u32>,
        }
        let version = serde_json::from_str::<Version>(json)
            .map_err(|e| match e.is_eof() {
                true => SaveError::CutShort,
                false => SaveError::NotASave(e.to_string()),
            })?
            .version
            .ok_or(SaveError::NoVersion)?;
        if version > SAVE_VERSION {
            return Err(SaveError::NewerVersion { version });
        }
        serde_json::from_str(json).map_err(|e| SaveError::Damaged(e.to_string()))
    }

    /// The table as it was when saved, or [`SaveError::DoesNotReplay`] with the engine's
    /// reason.
    pub fn resume(&self, speed: Speed) -> Result<Table, SaveError> {
        let table = Table::resume(&self.record, self.choices.clone(), speed)?;
        Ok(table.with_saved(
            self.counted,
            self.deals_counted,
            self.take_backs.clone(),
            self.versus.clone(),
        ))
    }
}

/// Reads a game file: a game record as `moonshot replay` reads it, or a whole save. The
/// reason when it is neither names what is wrong.
pub fn parse_game_file(json: &str) -> Result<GameRecord, GameFileError> {
    match serde_json::from_str::<GameRecord>(json) {
        Ok(record) => Ok(record),
        Err(as_record) => match SavedGame::parse(json) {
            Ok(saved) => Ok(saved.record),
            Err(as_save) => Err(GameFileError::NotAGame {
                as_record: as_record.to_string(),
                as_save,
            }),
        },
    }
}

/// The choices to resume a loaded record with: its game and players, the opponents chosen
/// now.
pub fn choices_for(record: &GameRecord, now: &GameChoices) -> GameChoices {
    let game = crate::engine::Preset::from_id(&record.game).unwrap_or(now.game);
    GameChoices {
        game,
        players: record.players,
        variants: record.variants.clone(),
        target: None,
        options: BTreeMap::new(),
        ..now.clone()
    }
}

/// Light, dark, or as the system says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

crate::engine::named::serde_by_id!(Theme, "a theme");

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    pub fn id(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// Its name in Settings' list of themes.
    pub fn label(self) -> crate::lang::Text {
        use crate::lang::t;
        match self {
            Theme::System => t::settings_theme_system(),
            Theme::Light => t::settings_theme_light(),
            Theme::Dark => t::settings_theme_dark(),
        }
    }

    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }
}

/// How the table looks and behaves, kept on the device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Diamonds blue and clubs green.
    pub four_colour: bool,
    /// Bigger cards.
    pub large_cards: bool,
    pub theme: Theme,
    /// Wait for "Next trick" after each trick.
    pub pause_after_trick: bool,
    /// Play the only legal card automatically.
    pub auto_play: bool,
    /// No take-backs: Undo is not offered.
    pub no_take_backs: bool,
    /// Sounds for cards, tricks, hearts broken, the worst card, a moon and the person's turn.
    pub sound: bool,
    /// How loud, 0 to 100.
    pub volume: u8,
    /// A practice aid: the card tracker under the prompt.
    pub card_tracker: bool,
    /// A practice aid: ask before a card the Expert finds clearly worse.
    pub play_checker: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            four_colour: false,
            large_cards: false,
            theme: Theme::default(),
            pause_after_trick: false,
            auto_play: false,
            no_take_backs: false,
            sound: true,
            volume: 60,
            card_tracker: false,
            play_checker: false,
        }
    }
}

/// The statistics of one game (a preset), on this device.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct GameStats {
    pub played: u32,
    pub won: u32,
    /// Deals played in those games.
    pub deals: u32,
    /// The person's points over those deals.
    pub points: i64,
    /// Moons (and suns) the person shot alone.
    pub moons: u32,
    /// The person's best final score, by the game's own rule (lowest or highest).
    pub best: Option<i32>,
    /// Of the deals, those in which the person took a card back.
    pub take_back_deals: u32,
    /// Of the games played, those with a take-back in any deal.
    pub take_back_games: u32,
    /// Of the games won, those with a take-back in any deal.
    pub take_back_wins: u32,
}

impl GameStats {
    /// Points per deal, when any deal was played.
    pub fn average(&self) -> Option<f64> {
        (self.deals > 0).then(|| self.points as f64 / self.deals as f64)
    }
}

/// The person's result in one deal of the day, and the Expert's in their seat once the
/// review has worked it out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyResult {
    pub you: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expert: Option<i32>,
}

/// Every game's statistics, by the game's id.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Statistics {
    pub games: BTreeMap<String, GameStats>,
    /// Deals played against another result (the deal of the day, a challenge, a deal played
    /// again), by the game's id: counted apart from the games (their deals and points only).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub versus: BTreeMap<String, GameStats>,
    /// The first result of each deal of the day played, by its day (since 1 January 1970,
    /// UTC).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub daily: BTreeMap<i64, DailyResult>,
}

impl Statistics {
    /// Counts the deals scored on `table` that are not counted yet (those after
    /// `table.deals_counted()`): the deals, the person's points and moons. Returns how many of
    /// the game's deals are counted now.
    pub fn count_deals(&mut self, table: &Table) -> usize {
        let me = table.human();
        if let Some(Versus {
            against: Against::Daily { day },
            ..
        }) = table.versus()
            && let Some(you) = table.versus_score()
        {
            // The review may have the Expert's score already.
            let expert = match table.review().map(|r| (r.hand, &r.expert)) {
                Some((hand, Reviewed::Scored(expert))) if Some(hand) == table.versus_hand() => {
                    Some(*expert)
                }
                _ => None,
            };
            self.daily
                .entry(*day)
                .or_insert(DailyResult { you, expert });
        }
        let counted = match table.versus() {
            Some(_) => &mut self.versus,
            None => &mut self.games,
        };
        let stats = counted
            .entry(table.game().rules().rules().game.clone())
            .or_default();
        let new = table
            .history()
            .get(table.deals_counted()..)
            .unwrap_or_default();
        stats.deals += new.len() as u32;
        stats.points += new
            .iter()
            .map(|result| result.scores[me.index()] as i64)
            .sum::<i64>();
        stats.moons += new
            .iter()
            .filter(|result| result.shooter() == Some(me))
            .count() as u32;
        stats.take_back_deals += new
            .iter()
            .filter(|result| table.take_backs().contains(&result.hand))
            .count() as u32;
        table.history().len()
    }

    /// Counts the finished game on `table`, which `winners` won (its deals are counted as
    /// they are scored, by [`Statistics::count_deals`]).
    pub fn count(&mut self, table: &Table, winners: Seats) {
        if table.versus().is_some() {
            return;
        }
        let me = table.human();
        let rules = table.game().rules();
        let stats = self.games.entry(rules.rules().game.clone()).or_default();
        stats.played += 1;
        let took_back = !table.take_backs().is_empty();
        stats.take_back_games += u32::from(took_back);
        if winners.contains(me) {
            stats.won += 1;
            stats.take_back_wins += u32::from(took_back);
        }
        if let Some(last) = table.history().last() {
            let score = last.totals[me.index()];
            let better = |a: i32, b: i32| match rules.lower_scores_win() {
                true => a.min(b),
                false => a.max(b),
            };
            stats.best = Some(stats.best.map_or(score, |best| better(best, score)));
        }
    }
}

impl Statistics {
    /// The Expert's score in the person's seat in the deal of `day`, once the review has it
    /// (the first time only, as the person's own result). Whether it was new.
    pub fn daily_expert(&mut self, day: i64, expert: i32) -> bool {
        match self.daily.get_mut(&day) {
            Some(result) if result.expert.is_none() => {
                result.expert = Some(expert);
                true
            }
            _ => false,
        }
    }

    /// Deals of the day played on the days up to `today` without a day missed: counted from
    /// today, or from yesterday while today's is still to play.
    pub fn streak(&self, today: i64) -> u32 {
        let from = match self.daily.contains_key(&today) {
            true => today,
            false => today - 1,
        };
        (0..)
            .take_while(|back| self.daily.contains_key(&(from - back)))
            .count() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Action, Choice, Preset};
    use crate::ui::table::{Act, Counted, Msg, NewGame, Overlay, Worker};

    /// A table of Black Lady for 4 to 40 points played through to the end by the Normal
    /// policy for everyone (the person's moves too), answering the bots on the spot.
    fn finished_game(seed: u64) -> (Table, Seats) {
        let choices = GameChoices {
            target: Some(40),
            ..GameChoices::default()
        };
        let mut table = Table::new(choices, seed, Speed::Instant).unwrap();
        play_until(&mut table, seed, |t| {
            matches!(t.overlay(), Some(&Overlay::GameOver { .. }))
        });
        let Some(&Overlay::GameOver { winners }) = table.overlay() else {
            unreachable!("played to the end")
        };
        (table, winners)
    }

    /// Plays `table` (the person by the engine's legal choice from `seed`, the bots answered
    /// on the spot) until `done`, closing each deal's scores.
    fn play_until(table: &mut Table, seed: u64, done: impl Fn(&Table) -> bool) {
        for _ in 0..100_000 {
            if done(table) {
                return;
            }
            if table.overlay() == Some(&Overlay::HandScores) {
                table.update(Act::NextHand);
                continue;
            }
            match table.asked() {
                Choice::Nothing if table.next_delay().is_some() => table.update(Msg::Step),
                Choice::Nothing => {
                    let waiting: Vec<_> = table
                        .questions()
                        .filter(|(r, _)| !r.is_review())
                        .map(|(r, _)| r.clone())
                        .collect();
                    for request in waiting {
                        let answer = crate::ui::bot_service::answer_here(&request).unwrap();
                        table.update(Worker::Answer {
                            answer,
                            from_worker: false,
                        });
                    }
                }
                _ => {
                    let view = table.game().view(table.human());
                    match crate::ui::bot_service::any_legal(&view, seed) {
                        Some(
                            action @ (Action::Pass(_) | Action::Play(_) | Action::ChooseMoon(_)),
                        ) => {
                            for act in Act::taking(action) {
                                table.update(act);
                            }
                        }
                        other => panic!("Black Lady asks no {other:?}"),
                    }
                }
            }
        }
        panic!("the game never got there");
    }

    #[test]
    fn a_save_round_trips_and_resumes_the_same_game() {
        let mut table = Table::new(GameChoices::default(), 17, Speed::Fast).unwrap();
        for _ in 0..40 {
            table.update(Msg::Step);
        }
        let json = serde_json::to_string(&SavedGame::of(&table)).unwrap();
        let saved = SavedGame::parse(&json).unwrap();
        assert_eq!(saved.version, SAVE_VERSION);
        let resumed = saved.resume(Speed::Fast).unwrap();
        assert_eq!(resumed.game(), table.game());
        assert_eq!(resumed.choices(), table.choices());
    }

    #[test]
    fn bad_saves_say_what_is_wrong() {
        let truncated = SavedGame::parse("{\"version\": 1, \"record\": ").unwrap_err();
        assert_eq!(truncated, SaveError::CutShort);
        let not_json = SavedGame::parse("{\"version\": 1, ]").unwrap_err();
        assert!(matches!(not_json, SaveError::NotASave(_)), "{not_json}");
        let garbage = SavedGame::parse("\u{1}\u{fffd}garbage").unwrap_err();
        assert!(matches!(garbage, SaveError::NotASave(_)), "{garbage}");
        let no_version = SavedGame::parse("{\"game\": \"black-lady\"}").unwrap_err();
        assert_eq!(no_version, SaveError::NoVersion);
        let future = SavedGame::parse("{\"version\": 99, \"anything\": true}").unwrap_err();
        assert_eq!(future, SaveError::NewerVersion { version: 99 });
        let damaged = SavedGame::parse("{\"version\": 1, \"record\": 7}").unwrap_err();
        assert!(matches!(damaged, SaveError::Damaged(_)), "{damaged}");
        let file = parse_game_file("[1, 2]").unwrap_err();
        assert!(
            matches!(
                file,
                GameFileError::NotAGame {
                    as_save: SaveError::NotASave(_),
                    ..
                }
            ),
            "{file}"
        );
    }

    #[test]
    fn a_save_that_does_not_replay_says_the_engines_reason() {
        let mut table = Table::new(GameChoices::default(), 17, Speed::Fast).unwrap();
        for _ in 0..40 {
            table.update(Msg::Step);
        }
        let mut saved = SavedGame::of(&table);
        saved.record.game = "spades".into();
        let json = serde_json::to_string(&saved).unwrap();
        let Err(err) = SavedGame::parse(&json).unwrap().resume(Speed::Fast) else {
            panic!("a save of no game resumed");
        };
        assert!(
            matches!(
                err,
                SaveError::DoesNotReplay(RecordError::Setup(
                    crate::engine::SetupError::NoSuchGame { .. }
                ))
            ),
            "{err}"
        );
        // Black Lady has no pledge.
        let mut refused = SavedGame::of(&table);
        let step = refused.record.actions.len();
        refused.record.actions.push(crate::engine::RecordedAction {
            seat: crate::engine::Seat(0),
            action: Action::Pledge(true),
        });
        let Err(err) = refused.resume(Speed::Fast) else {
            panic!("a refused action replayed");
        };
        assert!(
            matches!(err, SaveError::DoesNotReplay(RecordError::Refused { step: s, .. }) if s == step),
            "{err}"
        );
    }

    #[test]
    fn a_save_error_says_the_sentence_the_person_has_always_read() {
        assert_eq!(
            SaveError::CutShort.to_string(),
            "it is cut short (its end is missing, as if it was not written to the end)"
        );
        assert_eq!(
            SaveError::NoVersion.to_string(),
            "it is not a saved game (it has no version)"
        );
        assert_eq!(
            SaveError::NewerVersion { version: 99 }.to_string(),
            "it was saved by a newer version of Moonshot (save format 99; this one reads up to \
             1): reload the page to get the new version"
        );
        let not_json = SavedGame::parse("{\"version\": 1, ]").unwrap_err();
        assert!(
            not_json.to_string().starts_with("it is not a saved game ("),
            "{not_json}"
        );
        let damaged = SavedGame::parse("{\"version\": 1, \"record\": 7}").unwrap_err();
        assert!(
            damaged.to_string().starts_with("the save is damaged ("),
            "{damaged}"
        );
        let file = parse_game_file("[1, 2]").unwrap_err();
        assert!(
            file.to_string()
                .starts_with("This file is not a Moonshot game: "),
            "{file}"
        );
    }

    #[test]
    fn a_game_file_is_a_record_or_a_save() {
        let record = GameRecord::new(Preset::Cancellation, 8, 5);
        let json = serde_json::to_string(&record).unwrap();
        assert_eq!(parse_game_file(&json).unwrap(), record);
        let table = Table::new(GameChoices::default(), 3, Speed::Fast).unwrap();
        let save = serde_json::to_string(&SavedGame::of(&table)).unwrap();
        assert_eq!(&parse_game_file(&save).unwrap(), table.record());
        let choices = choices_for(&record, &GameChoices::default());
        assert_eq!((choices.game, choices.players), (Preset::Cancellation, 8));
    }

    #[test]
    fn settings_and_statistics_read_what_they_know() {
        let settings: Settings =
            serde_json::from_str("{\"theme\": \"dark\", \"extra\": 1}").unwrap();
        assert_eq!(settings.theme, Theme::Dark);
        assert!(!settings.four_colour);
        assert!(serde_json::from_str::<Settings>("{\"theme\": \"purple\"}").is_err());
    }

    #[test]
    fn a_finished_game_is_counted() {
        let (mut table, winners) = finished_game(2);
        let mut stats = Statistics::default();
        let deals = stats.count_deals(&table);
        table.update(Counted::Deals(deals));
        assert_eq!(stats.count_deals(&table), deals, "each deal counted once");
        stats.count(&table, winners);
        let black_lady = &stats.games["black-lady"];
        assert_eq!(black_lady.played, 1);
        assert_eq!(black_lady.won, u32::from(winners.contains(table.human())));
        assert_eq!(black_lady.deals, table.history().len() as u32);
        let total = table.history().last().unwrap().totals[0];
        assert_eq!(black_lady.points, total as i64);
        assert_eq!(black_lady.best, Some(total));
        stats.count(&table, winners);
        assert_eq!(stats.games["black-lady"].played, 2);
        assert_eq!(stats.games["black-lady"].best, Some(total));
        let json = serde_json::to_string(&stats).unwrap();
        assert_eq!(serde_json::from_str::<Statistics>(&json).unwrap(), stats);
    }

    #[test]
    fn deals_and_games_with_take_backs_are_counted_apart() {
        let (table, winners) = finished_game(2);
        let deals = table.history().len() as u32;
        assert!(deals >= 2);
        let (counted, deals_counted) = (table.counted(), table.deals_counted());
        let table = table.with_saved(counted, Some(deals_counted), vec![0, deals - 1], None);
        let mut stats = Statistics::default();
        stats.count_deals(&table);
        stats.count(&table, winners);
        let black_lady = &stats.games["black-lady"];
        assert_eq!(black_lady.deals, deals);
        assert_eq!(black_lady.take_back_deals, 2);
        assert_eq!((black_lady.played, black_lady.take_back_games), (1, 1));
        let won = u32::from(winners.contains(table.human()));
        assert_eq!((black_lady.won, black_lady.take_back_wins), (won, won));
        // A game with none counts none.
        let (clean, winners) = finished_game(3);
        stats.count_deals(&clean);
        stats.count(&clean, winners);
        let black_lady = &stats.games["black-lady"];
        assert_eq!((black_lady.played, black_lady.take_back_games), (2, 1));
        assert_eq!(black_lady.take_back_deals, 2);
        // Statistics and settings kept before take-backs read with none, and off.
        let old: Statistics =
            serde_json::from_str(r#"{"games":{"black-lady":{"played":3,"deals":20}}}"#).unwrap();
        assert_eq!(old.games["black-lady"].take_back_deals, 0);
        let settings: Settings = serde_json::from_str(r#"{"auto_play":true}"#).unwrap();
        assert!(!settings.no_take_backs);
        let on = Settings {
            no_take_backs: true,
            ..Settings::default()
        };
        let json = serde_json::to_string(&on).unwrap();
        assert_eq!(serde_json::from_str::<Settings>(&json).unwrap(), on);
    }

    #[test]
    fn a_save_says_how_many_deals_the_statistics_counted() {
        let (mut table, _) = finished_game(2);
        table.update(Counted::Deals(2));
        let saved = SavedGame::of(&table);
        let json = serde_json::to_string(&saved).unwrap();
        let back = SavedGame::parse(&json).unwrap();
        assert_eq!(back.resume(Speed::Instant).unwrap().deals_counted(), 2);
        // Older saves: a counted game's deals were counted with it, an unfinished game's not.
        let old = |counted: bool| SavedGame {
            deals_counted: None,
            counted,
            ..SavedGame::parse(&json).unwrap()
        };
        let resumed = old(true).resume(Speed::Instant).unwrap();
        assert_eq!(resumed.deals_counted(), table.history().len());
        assert_eq!(
            old(false).resume(Speed::Instant).unwrap().deals_counted(),
            0
        );
    }

    #[test]
    fn a_finished_game_loaded_from_a_file_is_not_counted_again() {
        let (finished, winners) = finished_game(2);
        let mut table = Table::new(GameChoices::default(), 9, Speed::Instant).unwrap();
        table.update(NewGame::Load {
            record: finished.record().clone(),
            choices: finished.choices().clone(),
        });
        assert_eq!(table.refused(), None);
        assert_eq!(table.game(), finished.game());
        assert_eq!(table.winners(), Some(winners));
        assert!(table.counted());
        assert_eq!(table.deals_counted(), table.history().len());
    }

    #[test]
    fn the_streak_counts_days_in_a_row_up_to_today_or_yesterday() {
        let mut stats = Statistics::default();
        for day in [5, 10, 11, 12] {
            stats.daily.insert(
                day,
                DailyResult {
                    you: 3,
                    expert: None,
                },
            );
        }
        assert_eq!(stats.streak(12), 3);
        assert_eq!(stats.streak(13), 3, "today's deal is still to play");
        assert_eq!(stats.streak(14), 0);
        assert_eq!(stats.streak(5), 1);
        assert!(stats.daily_expert(11, 2));
        assert!(!stats.daily_expert(11, 7), "the first figure stays");
        assert!(!stats.daily_expert(20, 7), "no such day played");
        assert_eq!(stats.daily[&11].expert, Some(2));
    }

    #[test]
    fn a_deal_against_another_result_is_counted_apart_with_the_day_kept() {
        use crate::ui::table::{Against, Versus, daily};
        let day = 20_790;
        let (choices, seed) = daily(day);
        let mut table = Table::new(choices, seed, Speed::Instant).unwrap();
        table.update(NewGame::Versus {
            seed,
            choices: table.choices().clone(),
            at: None,
            against: Against::Daily { day },
            aside: false,
            whole: false,
        });
        assert!(matches!(
            table.versus(),
            Some(Versus {
                hand: 0,
                against: Against::Daily { .. },
                whole: false,
                aside: false
            })
        ));
        play_until(&mut table, seed, Table::versus_done);
        let you = table.versus_score().expect("the deal was played");
        assert!(!table.in_progress());
        let mut stats = Statistics::default();
        assert_eq!(stats.count_deals(&table), 1);
        stats.count(&table, Seats::NONE);
        assert!(stats.games.is_empty(), "not counted with the games");
        assert_eq!(stats.versus["black-lady"].deals, 1);
        assert_eq!(stats.versus["black-lady"].points, i64::from(you));
        assert_eq!(stats.daily[&day].you, you);
        // The save keeps what the deal is played against.
        let saved = SavedGame::parse(&serde_json::to_string(&SavedGame::of(&table)).unwrap());
        let mut resumed = saved.unwrap().resume(Speed::Instant).unwrap();
        assert_eq!(resumed.versus(), table.versus());
        // Its game is over: the scores stay, and Next hand deals nothing more.
        assert_eq!(resumed.overlay(), Some(&Overlay::HandScores));
        resumed.update(Act::NextHand);
        assert_eq!(resumed.overlay(), Some(&Overlay::HandScores));
    }
}
