//! Every text a player can meet, gathered in one place so that a test can read them all: the
//! rules of every game at every player count with each variant, the glossary, the games',
//! variants', options' and levels' names and lines, every reason a move is refused, the
//! reasons a choice is not available, what the table says and the bots advise through whole
//! deals of every game, and every message with nothing given. `moonshot texts` prints them; `tests/texts.rs` and the spelling
//! check in `scripts/test` read them.
use super::bot_service::{WorkerError, answer_here, describe_action};
use super::choices::{AddressError, GameChoices};
use super::save::{SAVE_VERSION, SaveError};
use super::table::{
    Act, Msg, Overlay, Setting, Speed, Table, Worker, decision_line, expert_line, final_line,
    winners_text,
};
use crate::bots::{Decision, Level, Said, advise};
use crate::engine::{
    Action, Card, Choice, DealError, Illegal, Preset, RuleOption, Seat, Seats, Standing, Suit,
    Variant, random_choice,
};
use crate::lang::words::{catalog, hints, refusals};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A text and where it comes from ("rules black-lady 4", "refusal", "table cancellation 8").
pub type Text = (String, String);

/// Texts as they are gathered, each with where it comes from; blank ones left out.
struct Texts(Vec<Text>);

impl Texts {
    fn add(&mut self, from: &str, text: &str) {
        if !text.trim().is_empty() {
            self.0.push((from.to_string(), text.to_string()));
        }
    }
}

/// Every text, with where it comes from. Plays a deal of every game through the table, so it
/// takes a few seconds.
pub fn all() -> Vec<Text> {
    let mut texts = Texts(Vec::new());
    names_and_refusals(&mut texts);
    for game in Preset::ALL {
        game_texts(&mut texts, game);
    }
    errors(&mut texts);
    reviews_and_ends(&mut texts);
    deals(&mut texts);
    // And every message given nothing, as it reads: the dialogs' and the page's fixed words,
    // which no deal prints.
    for &key in crate::lang::BARE {
        texts.add("message", &crate::lang::Text::bare(key).to_string());
    }
    let mut texts = texts.0;
    texts.sort();
    texts.dedup();
    texts
}

/// The glossary, the levels' and speeds' names, and every refusal as the table words it.
fn names_and_refusals(texts: &mut Texts) {
    for (term, meaning) in crate::lang::words::rules::glossary() {
        texts.add("glossary", &term.to_string());
        texts.add("glossary", &meaning.to_string());
    }
    for level in Level::ALL {
        texts.add("level", &catalog::level_label(level).to_string());
        texts.add("level", &catalog::level_description(level).to_string());
    }
    for speed in Speed::ALL {
        texts.add("speed", &speed.label().to_string());
    }
    // Refusals as the table words them (a turn or a dealer by name, not by seat number).
    if let Ok(table) = Table::new(GameChoices::default(), 1, Speed::Instant) {
        for why in refusals() {
            texts.add("refusal", &table.say(why));
        }
    }
}

/// A game's name and line, and at every player count its rules (with each variant that can be
/// switched on), its variants' and options' words and why they cannot be, and the words for
/// a player count it does not take.
fn game_texts(texts: &mut Texts, game: Preset) {
    texts.add("game", &catalog::game_title(game).to_string());
    texts.add("game", &catalog::game_description(game).to_string());
    for players in game.min_players()..=game.max_players() {
        let choices = GameChoices::default().with_game(game).with_players(players);
        let from = format!("rules {} {players}", game.id());
        let mut sets = vec![choices.clone()];
        for (variant, _, why) in choices.variant_states() {
            texts.add("variant", &catalog::variant_title(variant).to_string());
            texts.add(
                "variant",
                &catalog::variant_explanation(variant).to_string(),
            );
            match why {
                Some(why) => texts.add(
                    &format!("{from} variant"),
                    &refusals::variant_error(&why).to_string(),
                ),
                None => sets.extend(choices.toggle_variant(variant).ok()),
            }
        }
        for state in choices.option_states() {
            let (option, values, why) = (state.option, state.values, state.unavailable);
            texts.add("option", &catalog::option_title(option).to_string());
            texts.add("option", &catalog::option_line(option).to_string());
            for value in values {
                texts.add("option", &catalog::option_value(option, &value).to_string());
            }
            if let Some(why) = why {
                texts.add(
                    &format!("{from} option"),
                    &refusals::not_applicable(why).to_string(),
                );
            }
        }
        for set in sets {
            let Ok(rules) = set.rule_set() else { continue };
            let text = crate::lang::words::rules::write(&rules.describe());
            texts.add(&from, &text.title);
            texts.add(&from, &text.summary);
            for section in &text.sections {
                texts.add(&from, &section.heading.to_string());
                for line in &section.lines {
                    texts.add(&from, &line.to_string());
                }
            }
            texts.add(
                &from,
                &crate::lang::words::table::standing(&rules, &Standing::default()).to_string(),
            );
        }
    }
    // A player count the game does not take.
    let wrong = GameChoices {
        players: game.max_players() + 1,
        ..GameChoices::default().with_game(game)
    };
    if let Err(why) = wrong.rules() {
        texts.add("choices", &why.text().to_string());
    }
}

/// The options' names, and why a save, a link, Undo or a review is refused.
fn errors(texts: &mut Texts) {
    for option in RuleOption::ALL {
        texts.add("option", &catalog::option_title(option).to_string());
    }
    // Why a save cannot be resumed, a file is not a game, or a review has no figure.
    for why in [
        SaveError::CutShort,
        SaveError::NoVersion,
        SaveError::NewerVersion {
            version: SAVE_VERSION + 1,
        },
    ] {
        texts.add("save", &why.to_string());
    }
    // What a shared deal gives, a deal in a link that cannot be dealt, and Undo switched off.
    if let Ok(mut table) = Table::new(GameChoices::default(), 1, Speed::Instant) {
        texts.add("share", &table.share_words());
        table.update(Setting::NoTakeBacks(true));
        table.update(Act::Undo);
        texts.add("undo", table.refused().unwrap_or_default());
    }
    for why in [
        AddressError::NotADeal {
            text: "0".into(),
            param: "deal",
        },
        AddressError::DealLeftOut(DealError::PastTheLastDeal {
            hand: 11,
            deals: 10,
        }),
        AddressError::DealLeftOut(DealError::NoQueenTaker {
            seat: Seat(5),
            players: 4,
        }),
    ] {
        texts.add("address", &why.to_string());
    }
    for why in [WorkerError::ReviewNeedsWorker, WorkerError::TimedOut] {
        texts.add("review", &why.to_string());
    }
}

/// The review's lines, the variants' words, and the game's end.
fn reviews_and_ends(texts: &mut Texts) {
    // The after-hand review's lines for each kind of decision it weighs, and each verdict.
    for decision in review_samples() {
        texts.add("review", &decision_line(&decision));
        texts.add("review", &expert_line(&decision));
    }
    for variant in Variant::ALL {
        texts.add("variant", &catalog::variant_title(variant).to_string());
        texts.add(
            "variant",
            &catalog::variant_explanation(variant).to_string(),
        );
    }
    for players in [4, 8] {
        let mut seats = Seats::single(Seat(0));
        texts.add("end", &winners_text(seats, players));
        seats.insert(Seat(2));
        texts.add("end", &winners_text(seats, players));
        texts.add(
            "end",
            &final_line(&[3, 1, 2, 4], Seats::single(Seat(1)), Seat(0), 4),
        );
        texts.add("end", &final_line(&[1, 2, 1, 4], seats, Seat(0), 4));
        texts.add(
            "end",
            &final_line(&[2, 1, 2, 4], Seats::single(Seat(1)), Seat(0), 4),
        );
    }
}

/// What the table says and the bots advise through a deal of every game.
fn deals(texts: &mut Texts) {
    for game in Preset::ALL {
        for players in [game.default_players(), game.max_players()] {
            for (from, text) in deal_through_the_table(game, players) {
                texts.add(&from, &text);
            }
        }
    }
    // And every message given nothing, as it reads: the dialogs' and the page's fixed words,
    // which no deal prints.
    for &key in crate::lang::BARE {
        texts.add("message", &crate::lang::Text::bare(key).to_string());
    }
}

/// One of each reason the engine gives for refusing a move.
fn refusals() -> Vec<Illegal> {
    // No seat outside the table: the table never asks about one.
    Illegal::one_of_each()
        .into_iter()
        .filter(|why| !matches!(why, Illegal::NoSuchSeat { .. }))
        .collect()
}

/// One decision of each kind the review weighs (the pass, a card, a suit called), with the
/// Expert agreeing, about as good, a point better and several better.
fn review_samples() -> Vec<Decision> {
    let card = |text: &str| text.parse::<Card>().unwrap_or(Card::JOKER);
    let pass = |cards: [&str; 3]| {
        let cards = cards.map(card);
        crate::engine::PassList::new(&cards).map_or(Action::Pledge(false), Action::Pass)
    };
    let kinds = [
        (0, pass(["2C", "3C", "4C"]), pass(["QS", "KS", "AS"])),
        (4, Action::Play(card("KS")), Action::Play(card("9S"))),
        (
            5,
            Action::CallSuit(Suit::Hearts),
            Action::CallSuit(Suit::Spades),
        ),
    ];
    let mut samples = Vec::new();
    for (trick, yours, other) in kinds {
        let weighed = [(yours, 0, true), (other, 2, true), (other, 10, false)];
        for (expert, margin_tenths, clear) in weighed
            .into_iter()
            .chain([(other, 10, true), (other, 44, true)])
        {
            samples.push(Decision {
                step: 0,
                trick,
                yours,
                expert,
                reason: Said::default(),
                yours_now_tenths: None,
                margin_tenths,
                noise_tenths: if clear { 1 } else { 6 },
                clear,
            });
        }
    }
    samples
}

/// A deal of `game` for `players` played through the table, the person choosing at random
/// among the moves the engine allows (and tapping a card out of turn now and then): what the
/// table announces and refuses, and what the Normal bot (at every fourth decision, the Hard
/// bot, with its "why not" for every other choice) would advise at each decision.
fn deal_through_the_table(game: Preset, players: u8) -> Vec<Text> {
    let from = format!("table {} {players}", game.id());
    let mut texts = Vec::new();
    let choices = GameChoices::default().with_game(game).with_players(players);
    let Ok(mut table) = Table::new(choices, 7, Speed::Instant) else {
        return texts;
    };
    let mut rng = ChaCha8Rng::seed_from_u64(u64::from(players));
    let heard = |table: &Table, texts: &mut Vec<Text>| {
        texts.push((from.clone(), table.announcement().to_string()));
        if let Some(why) = table.refused() {
            texts.push((from.clone(), why.to_string()));
        }
    };
    let mut decisions = 0u32;
    for _ in 0..20_000 {
        if table.history().len() >= 2 || matches!(table.overlay(), Some(&Overlay::GameOver { .. }))
        {
            break;
        }
        if table.overlay() == Some(&Overlay::HandScores) {
            table.update(Act::NextHand);
            continue;
        }
        let choice = table.asked();
        if choice == Choice::Nothing {
            if table.next_delay().is_some() {
                table.update(Msg::Step);
            } else {
                let waiting: Vec<_> = table
                    .questions()
                    .filter(|(request, _)| !request.is_review())
                    .map(|(request, _)| request.clone())
                    .collect();
                for request in waiting {
                    if let Some(answer) = answer_here(&request) {
                        table.update(Worker::Answer {
                            answer,
                            from_worker: false,
                        });
                    }
                }
            }
            // A tap while someone else plays says who is playing.
            let first = table.shown().hand.iter().next();
            if let Some(card) = first {
                table.update(Act::Choose(card));
                heard(&table, &mut texts);
            }
            heard(&table, &mut texts);
            continue;
        }
        let view = table.game().view(table.human());
        // Now and then the Hint's own level, which says what its search found and what it
        // thinks of every other choice.
        decisions += 1;
        let level = if decisions % 4 == 0 {
            Level::Hard
        } else {
            Level::Normal
        };
        if let Some(advice) = advise(level, &view, &mut rng) {
            texts.push((
                format!("{from} hint"),
                describe_action(&advice.action, table.game().rules()),
            ));
            // Seats named as the table names them.
            let name = |s: crate::engine::Seat| crate::lang::Arg::from(table.name_text(s));
            let figures =
                |said: &Said| hints::figures(said).map_or(String::new(), |f| f.to_string());
            texts.push((
                format!("{from} hint"),
                hints::words(&advice.reason, &name).to_string(),
            ));
            texts.push((format!("{from} hint figures"), figures(&advice.reason)));
            for (_, why) in advice.others {
                texts.push((
                    format!("{from} why not"),
                    hints::words(&why, &name).to_string(),
                ));
                texts.push((format!("{from} why not figures"), figures(&why)));
            }
        }
        // A card the rules refuse, where there is one: its reason.
        if let Some((card, _)) = table.card_choices().into_iter().find(|(_, ok)| ok.is_err()) {
            table.update(Act::Choose(card));
            heard(&table, &mut texts);
            if matches!(choice, Choice::Pass { .. }) && table.selected().contains(&card) {
                table.update(Act::Choose(card));
            }
        }
        let rules = table.game().rules().clone();
        let Some(action) = random_choice(&choice, &rules, &mut rng) else {
            break;
        };
        for act in Act::taking(action) {
            table.update(act);
        }
        heard(&table, &mut texts);
    }
    for seat in Seat::all(players) {
        texts.push((
            from.clone(),
            crate::ui::names::seat_text(seat, players).to_string(),
        ));
    }
    texts
}
