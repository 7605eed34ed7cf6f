//! The bots and what the engine gives them: guesses at the hidden cards that the engine
//! accepts and that reproduce the seat's view exactly, guesses that contradict the play
//! refused, and every level choosing only legal actions in every preset at every player
//! count.
use moonshot::bots::{
    Bot, BotRequest, EXPERT, Effort, Family, Guesser, Level, LevelBot, Others, RequestError,
    determinize, guess_hidden, search, search_pass,
};
use moonshot::engine::*;
use moonshot::lang::words::hints;
use moonshot::lang::{Arg, Lang};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Seats as the bots' words are checked naming them: "seat 3".
fn seat_named(seat: Seat) -> Arg {
    Arg::from(seat.to_string())
}

/// What the bots said of a choice, in words, as the page writes it in English.
fn english_words(said: &moonshot::bots::Said) -> String {
    moonshot::lang::with(Lang::ENGLISH, || {
        hints::words(said, &seat_named).to_string()
    })
}

/// The figures behind the words, in English ("" where nothing was measured).
fn english_figures(said: &moonshot::bots::Said) -> String {
    moonshot::lang::with(Lang::ENGLISH, || {
        hints::figures(said).map_or(String::new(), |f| f.to_string())
    })
}

/// A claim in English.
fn english_claim(claim: &moonshot::bots::Claim) -> String {
    moonshot::lang::with(Lang::ENGLISH, || {
        hints::claim(claim, &seat_named).to_string()
    })
}

/// Fails naming the fields in which two views differ.
fn assert_same_view(got: &PlayerView, want: &PlayerView, label: &str) {
    let (serde_json::Value::Object(a), serde_json::Value::Object(b)) =
        (serde_json::json!(got), serde_json::json!(want))
    else {
        panic!("{label}: a view is a JSON object");
    };
    let differ: Vec<String> = b
        .iter()
        .filter(|(k, v)| a.get(*k) != Some(*v))
        .map(|(k, v)| format!("{k}: got {:?}, want {v}", a.get(k)))
        .collect();
    assert!(differ.is_empty(), "{label}: {}", differ.join("; "));
    assert_eq!(got, want, "{label}");
}

fn every_table() -> impl Iterator<Item = (Preset, u8)> {
    Preset::ALL
        .into_iter()
        .flat_map(|p| (p.min_players()..=p.max_players()).map(move |n| (p, n)))
}

fn rules(preset: Preset, players: u8) -> RuleSet {
    preset
        .rules(players)
        .check()
        .unwrap_or_else(|e| panic!("{} for {players}: {e}", preset.id()))
}

/// Plays random actions until a seat is to play a card after `skip` cards, or the game ends.
fn random_position(rules: &RuleSet, seed: u64, skip: usize) -> Option<(Game, Seat)> {
    let mut game = Game::new(rules.clone(), seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut cards = 0;
    loop {
        let (seat, action) = random_action(&game, &mut rng)?;
        if game.phase() == Phase::Playing && !game.awaiting_call() && cards >= skip {
            return Some((game, seat));
        }
        if matches!(action, Action::Play(_)) {
            cards += 1;
        }
        game.apply(seat, action, &mut ())
            .expect("a random legal action");
    }
}

#[test]
fn a_guess_rebuilds_exactly_what_the_seat_saw() {
    let mut checked = 0;
    for (preset, players) in every_table() {
        let rules = rules(preset, players);
        for seed in 0..6u64 {
            let skip = (seed as usize * 7) % (rules.hand_size() as usize * players as usize);
            let Some((game, seat)) = random_position(&rules, seed, skip) else {
                continue;
            };
            let view = game.view(seat);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let label = format!("{}/{players}/{seed}", preset.id());
            let guess = guess_hidden(&view, &mut rng)
                .unwrap_or_else(|| panic!("{label}: no guess could be drawn"));
            let guessed = match Game::from_view(&view, &guess) {
                Ok(g) => g,
                // A guess may break a rule voids do not show (the J♠ first, the likhas): the
                // search draws again, and so does this test.
                Err(_) => determinize(&view, &mut rng)
                    .unwrap_or_else(|| panic!("{label}: no guess was accepted")),
            };
            assert_same_view(&guessed.view(seat), &view, &label);
            guessed
                .check_invariants()
                .unwrap_or_else(|e| panic!("{label}: {e}"));
            // The truth is always a consistent guess.
            let mut truth = Guess {
                kitty: if view.kitty.is_some() {
                    Cards::EMPTY
                } else {
                    rules.deck().minus(
                        Seat::all(players)
                            .map(|s| game.hand(s))
                            .fold(Cards::EMPTY, Cards::plus)
                            .plus(game.plays().iter().map(|p| p.card).collect()),
                    )
                },
                ..Guess::default()
            };
            for s in Seat::all(players) {
                truth.hands[s.index()] = game.hand(s);
            }
            let real = Game::from_view(&view, &truth)
                .unwrap_or_else(|e| panic!("{label}: the real hands are refused: {e}"));
            assert_same_view(&real.view(seat), &view, &label);
            checked += 1;
        }
    }
    assert!(checked > 300, "only {checked} positions checked");
}

#[test]
fn a_guess_that_gives_a_void_seat_its_suit_is_refused() {
    let rules = rules(Preset::BlackLady, 4);
    // Find a position where someone has shown a void.
    for seed in 0..200 {
        let Some((game, seat)) = random_position(&rules, seed, 30) else {
            continue;
        };
        let view = game.view(seat);
        let Some((void_seat, suit)) = Seat::all(4)
            .filter(|&s| s != seat)
            .flat_map(|s| Suit::ALL.into_iter().map(move |x| (s, x)))
            .find(|&(s, x)| view.is_void(s, x) && view.hand_sizes[s.index()] > 0)
        else {
            continue;
        };
        let Some(card) = view.unseen.iter_distinct().find(|c| c.suit() == Some(suit)) else {
            continue;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut guess = guess_hidden(&view, &mut rng).expect("a guess");
        // Swap `card` into the void seat's hand with one of its cards.
        let holder = Seat::all(4)
            .find(|s| guess.hands[s.index()].contains(card))
            .expect("someone holds it");
        let Some(other) = guess.hands[void_seat.index()].iter_distinct().next() else {
            continue;
        };
        guess.hands[holder.index()].remove(card);
        guess.hands[holder.index()].insert(other);
        guess.hands[void_seat.index()].remove(other);
        guess.hands[void_seat.index()].insert(card);
        let refused = Game::from_view(&view, &guess);
        assert!(
            refused.is_err(),
            "seed {seed}: {void_seat} showed void in {suit}"
        );
        return;
    }
    panic!("no position with a void found");
}

/// Plays a whole game with these bots, panicking if one chooses an action the engine refuses.
fn play_game(rules: &RuleSet, seed: u64, bots: &mut [Box<dyn Bot>], label: &str) -> u32 {
    let mut game = Game::new(rules.clone(), seed);
    let mut actions = 0;
    while let Some(seat) = game.to_act().iter().next() {
        let view = game.view(seat);
        let bot = &mut bots[seat.index()];
        let action = bot
            .choose(&view)
            .unwrap_or_else(|| panic!("{label}: {} had nothing to do", bot.name()));
        game.apply(seat, action, &mut ()).unwrap_or_else(|e| {
            panic!(
                "{label}: {} chose {action:?}, which is illegal: {e}",
                bot.name()
            )
        });
        actions += 1;
        assert!(actions < 100_000, "{label}: the game ends");
    }
    assert_eq!(game.phase(), Phase::GameOver, "{label}");
    actions
}

#[test]
fn the_heuristic_bots_play_only_legal_actions_in_every_game() {
    let mut games = 0;
    for (preset, players) in every_table() {
        let rules = rules(preset, players);
        for seed in 0..14u64 {
            let mut bots: Vec<Box<dyn Bot>> = (0..players as u64)
                .map(|s| {
                    let level =
                        [Level::Normal, Level::Easy, Level::Beginner][((s + seed) % 3) as usize];
                    Box::new(LevelBot::new(level, seed * 31 + s)) as Box<dyn Bot>
                })
                .collect();
            play_game(
                &rules,
                seed,
                &mut bots,
                &format!("{}/{players}/{seed}", preset.id()),
            );
            games += 1;
        }
    }
    assert!(games > 1000, "{games} games");
}

/// A search bot with a tiny budget: the same code as Hard and Expert, quick enough to test.
struct Searcher(ChaCha8Rng, Effort);

impl Bot for Searcher {
    fn name(&self) -> &'static str {
        "search"
    }

    fn choose(&mut self, view: &PlayerView) -> Option<Action> {
        let found = search(view, &self.1, &mut self.0)
            .or_else(|| search_pass(view, &self.1, None, &mut self.0));
        match found {
            Some(found) => Some(found.action),
            None => LevelBot::new(Level::Normal, 0).choose(view),
        }
    }
}

#[test]
fn the_search_plays_only_legal_actions_in_every_game() {
    let effort = Effort {
        playouts: 6,
        min_guesses: 2,
        max_guesses: 2,
        exact_nodes: 200,
        exact_total: 400,
        pass_guesses: 1,
        inference: EXPERT.inference,
        // The playouts' other seats as every family a probe can draw, so that each plays
        // legal cards in every game too.
        others: Others::Drawn(&[Family::Normal, Family::Easy, Family::Rival]),
    };
    for (preset, players) in every_table() {
        let mut rules = preset.rules(players);
        // One deal is enough to meet every kind of decision once.
        rules.deals = Some(1);
        let rules = rules.check().expect("rules");
        let mut bots: Vec<Box<dyn Bot>> = (0..players as u64)
            .map(|s| Box::new(Searcher(ChaCha8Rng::seed_from_u64(s), effort)) as Box<dyn Bot>)
            .collect();
        play_game(&rules, 7, &mut bots, &format!("{}/{players}", preset.id()));
    }
}

#[test]
fn a_view_crosses_to_json_and_back_unchanged() {
    for (preset, players) in every_table() {
        let rules = rules(preset, players);
        let Some((game, seat)) = random_position(&rules, 3, 5) else {
            continue;
        };
        let view = game.view(seat);
        let json = serde_json::to_string(&view).expect("serializes");
        let back: PlayerView = serde_json::from_str(&json).expect("deserializes");
        assert_eq!(back, view, "{}/{players}", preset.id());
    }
}

#[test]
fn a_deal_set_up_again_replays_to_the_same_result() {
    let mut replayed = 0;
    for (preset, players) in every_table() {
        let rules = rules(preset, players);
        for seed in 0..3u64 {
            let mut game = Game::new(rules.clone(), seed);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            // Into the second deal, so the standings and the dealer have moved on.
            let mut actions = Vec::new();
            let mut setup = None;
            let mut result = None;
            while result.is_none() {
                let Some((seat, action)) = random_action(&game, &mut rng) else {
                    break;
                };
                if game.hand_number() == 1 && setup.is_none() {
                    setup = Some(game.deal_setup());
                }
                let mut last = LastHand::default();
                game.apply(seat, action, &mut last).expect("legal");
                if setup.is_some() {
                    actions.push((seat, action));
                    result = last.0;
                }
            }
            let (Some(setup), Some(result)) = (setup, result) else {
                continue;
            };
            let label = format!("{}/{players}/{seed}", preset.id());
            let mut again = Game::from_deal(rules.clone(), seed, &setup)
                .unwrap_or_else(|e| panic!("{label}: {e}"));
            again.stop_after_deal();
            let mut last = LastHand::default();
            for (seat, action) in actions {
                again
                    .apply(seat, action, &mut last)
                    .unwrap_or_else(|e| panic!("{label}: {e}"));
            }
            assert_eq!(last.0, Some(result), "{label}");
            assert!(matches!(again.phase(), Phase::DealScored | Phase::GameOver));
            replayed += 1;
        }
    }
    assert!(replayed > 150, "only {replayed} deals replayed");
}

#[test]
fn a_request_from_what_a_seat_saw_rebuilds_its_view() {
    let mut checked = 0;
    for (preset, players) in every_table() {
        let rules = rules(preset, players);
        for seed in 0..4u64 {
            let skip = (seed as usize * 11) % (rules.hand_size() as usize * players as usize);
            let Some((game, on_turn)) = random_position(&rules, seed, skip) else {
                continue;
            };
            // The seat on turn, and one that is not.
            for seat in [on_turn, on_turn.left(1, players)] {
                let view = game.view(seat);
                let request = BotRequest::from_view(&view);
                let label = format!("{}/{players}/{seed} {seat}", preset.id());
                let json = serde_json::to_string(&request).expect("serializes");
                let back: BotRequest = serde_json::from_str(&json).expect("reads back");
                let rebuilt = back
                    .view()
                    .unwrap_or_else(|e| panic!("{label}: {e}\n{json}"));
                assert_same_view(&rebuilt, &view, &label);
                checked += 1;
            }
        }
    }
    assert!(checked > 400, "only {checked} requests checked");
}

#[test]
fn an_impossible_history_is_refused_with_the_rule_it_breaks() {
    let rules = rules(Preset::BlackLady, 4);
    let Some((game, seat)) = random_position(&rules, 5, 9) else {
        panic!("a position");
    };
    let mut request = BotRequest::from_view(&game.view(seat));
    // The seat itself plays a card it never held.
    let foreign = game
        .hand(seat.left(1, 4))
        .iter_distinct()
        .next()
        .expect("a card");
    request.plays.push(Play {
        seat,
        card: foreign,
    });
    let error = request.view().expect_err("refused");
    assert!(
        matches!(
            error,
            RequestError::PlayedUnheld { .. }
                | RequestError::PlayedNotHeld { .. }
                | RequestError::Impossible(_)
                | RequestError::CannotDeal { .. }
                | RequestError::NothingFits { .. }
        ),
        "{error:?}"
    );
    let said = error.to_string();
    assert!(
        said.contains("not possible") || said.contains("did not hold"),
        "{said}"
    );
    // Out of turn.
    let mut request = BotRequest::from_view(&game.view(seat));
    let first = request.plays[0];
    request.plays.insert(0, first);
    assert!(request.view().is_err());
}

/// Two positions from OpenSpiel's hearts (its rules as `options`) that the request once
/// refused as impossible: a seat that led a heart before hearts were broken holding only
/// hearts ("Hearts are not broken yet" was learned as "it held only penalty cards", which let
/// it hold the Q♠, so every deal was refused again), and voids so tight that one placement
/// of the hidden cards fits (a random fill seldom found it). Both are possible histories: the
/// view is rebuilt, and every level answers with a card the rules allow.
#[test]
fn possible_histories_are_accepted_however_tight() {
    for (name, text) in [
        (
            "hearts only",
            include_str!("fixtures/openspiel-hearts-only.json"),
        ),
        (
            "tight voids",
            include_str!("fixtures/openspiel-tight-voids.json"),
        ),
    ] {
        let request: BotRequest = serde_json::from_str(text).expect("a request");
        let view = request
            .view()
            .unwrap_or_else(|why| panic!("{name}: refused: {why}"));
        let Choice::Play { cards } = view.choice else {
            panic!("{name}: a card to play, not {:?}", view.choice);
        };
        for level in Level::ALL {
            let mut bot = LevelBot::new(level, 3);
            let Some(Action::Play(card)) = bot.choose(&view) else {
                panic!("{name}: {level} plays a card");
            };
            assert!(cards.contains(card), "{name}: {level} plays the {card}");
        }
        // The search's guesser finds a deal that fits every time, learning from the guesses
        // the engine refuses.
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let mut guesser = Guesser::new(&view).expect("a placement");
        for _ in 0..200 {
            assert!(
                guesser.game(&view, &mut rng).is_some(),
                "{name}: no guess fits"
            );
        }
    }
}

/// Plays one deal of `rules` (the game of `seed`), each action `decide(step, view)` of the
/// seat to act (steps from 0, the deal's first action first).
fn play_through_a_deal(
    rules: &RuleSet,
    seed: u64,
    mut decide: impl FnMut(usize, &PlayerView) -> Action,
) {
    let mut game = Game::new(rules.clone(), seed);
    game.stop_after_deal();
    let mut last = LastHand::default();
    let mut step = 0;
    while last.0.is_none() {
        let Some(seat) = game.to_act().iter().next() else {
            break;
        };
        let action = decide(step, &game.view(seat));
        game.apply(seat, action, &mut last).expect("a legal choice");
        step += 1;
    }
}

/// Plays one deal of `rules` (game and random numbers of `seed`), every seat following the
/// advice of the level `level_at(step)` names for that decision (steps from 1), and shows each
/// view with its advice to `each` before the advice is played.
fn advise_through_a_deal(
    rules: &RuleSet,
    seed: u64,
    level_at: impl Fn(u32) -> Level,
    mut each: impl FnMut(&PlayerView, &moonshot::bots::Advice),
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    play_through_a_deal(rules, seed, |step, view| {
        let level = level_at(step as u32 + 1);
        let advice = moonshot::bots::advise(level, view, &mut rng).expect("a choice");
        each(view, &advice);
        advice.action
    });
}

/// Every claim of certainty in a Hint's reason holds in the position, in every game and at
/// every table size, for Normal and Hard: "somebody will probably beat it" or "may still beat
/// it" only when a card out could beat (or cancel) the card led and someone may follow;
/// "nobody can beat it" only when nobody can; "it could win a trick with points later" only
/// when a lower card of its suit is out (or none of its suit is); "a player after you may still
/// go higher" only when a later player may hold a higher card.
#[test]
fn hint_reasons_claim_only_what_the_cards_out_bear_out() {
    use moonshot::bots::Glance;
    let mut checked = 0;
    for (preset, players) in every_table() {
        let rules = rules(preset, players);
        for seed in 0..2u64 {
            let level_at = |step: u32| match step % 7 {
                0 => Level::Hard,
                _ => Level::Normal,
            };
            advise_through_a_deal(&rules, seed, level_at, |view, advice| {
                let Action::Play(card) = advice.action else {
                    return;
                };
                let seat = view.seat;
                let trick = view.trick_state();
                let g = Glance::of_view(view, &trick);
                let suit = card.suit();
                let higher_out = g.out_above(card) > 0
                    || (rules.cancellation().is_some() && g.out.count(card) > 0);
                let may_follow = |s: Seat| {
                    s != seat
                        && view.hand_sizes[s.index()] > 0
                        && suit.is_some_and(|suit| !view.is_void(s, suit))
                };
                let others_follow = Seat::all(players).any(may_follow);
                let later_follow = g.still_to_play().any(may_follow);
                // What the Hint says of its own card: its first sentence, unless that speaks
                // of the other card ("with the 7♠, …", "the 7♠ stays under…").
                let words = &english_words(&advice.reason);
                let text = words.split(". ").next().unwrap_or_default();
                let others: Vec<String> = view
                    .legal
                    .iter_distinct()
                    .filter(|&c| c != card)
                    .map(|c| format!("the {}", c.short()))
                    .collect();
                if others.iter().any(|o| text.contains(o.as_str())) {
                    return;
                }
                let context = format!("{} for {players}, seed {seed}: {words}", preset.id());
                if text.contains("will probably beat it") || text.contains("may still beat it") {
                    assert!(higher_out && others_follow, "{context}");
                }
                if text.contains("nobody can beat it") {
                    assert!(!(higher_out && others_follow), "{context}");
                }
                if text.contains("could win a trick with points later") {
                    let suit_out = suit.map_or(Cards::EMPTY, |s| g.out.filter(suit_mask(s)));
                    assert!(g.out_below(card) > 0 || suit_out.is_empty(), "{context}");
                }
                if text.contains("may still go higher") {
                    assert!(g.out_above(card) > 0 && later_follow, "{context}");
                }
                checked += 1;
            });
        }
    }
    assert!(checked > 1000, "{checked} reasons checked");
}

/// "1.2", "−0.4": how the Hint writes a figure (tenths, rounded).
fn tenths(x: f32) -> String {
    let t = (x * 10.0).round() as i32;
    let sign = if t < 0 { "−" } else { "" };
    format!("{sign}{}.{}", t.unsigned_abs() / 10, t.unsigned_abs() % 10)
}

fn percent(share: f32) -> u32 {
    (share * 100.0).round().clamp(0.0, 100.0) as u32
}

/// The name a Hint gives a choice: "the 9♣", "♥".
fn named(action: &Action) -> String {
    match action {
        Action::Play(card) => format!("the {}", card.short()),
        Action::CallSuit(suit) => suit.symbol().to_string(),
        _ => String::new(),
    }
}

/// A searching level's Hint says what its search found (issue 21): the runner-up and the
/// margin are the search's own values, the figures are its playouts' (how often the seat
/// takes the trick), "why not" says the same of every other choice, and what is certain comes
/// out certain: a card that cannot win the trick takes it 0% of the time, a lead nothing out
/// can beat takes it every time. Every game at every table size and every variant, several
/// points of a deal.
#[test]
fn search_hints_say_what_the_search_found() {
    use moonshot::bots::Glance;
    let mut checked = 0;
    let mut compared = 0;
    // Every game at every table size, and every variant of each (with what it needs) at the
    // game's usual size.
    let mut tables: Vec<(Preset, u8, Vec<Variant>)> =
        every_table().map(|(p, n)| (p, n, Vec::new())).collect();
    for preset in Preset::ALL {
        let players = preset.default_players();
        for variant in preset.variants(players) {
            tables.push((
                preset,
                players,
                variant.with_requirements(&preset.rules(players)),
            ));
        }
    }
    for (preset, players, variants) in tables {
        let rules = preset
            .rules_with(players, &variants)
            .map_err(|e| e.to_string())
            .and_then(|r| r.check().map_err(|e| e.to_string()))
            .unwrap_or_else(|e| panic!("{} for {players} {variants:?}: {e}", preset.id()));
        let seed = players as u64 + variants.len() as u64;
        let level_at = |step: u32| match step % 29 {
            11 => Level::Expert,
            4 | 13 | 22 => Level::Hard,
            2 | 7 | 17 | 26 => Level::Easy,
            _ => Level::Normal,
        };
        advise_through_a_deal(&rules, seed, level_at, |view, advice| {
            let seat = view.seat;
            let names: Vec<&str> = variants.iter().map(|v| v.id()).collect();
            let context = format!(
                "{} for {players} {names:?}: {:?}",
                preset.id(),
                advice.reason
            );
            if let Some(found) = &advice.searched {
                let trick = view.trick_state();
                let g = Glance::of_view(view, &trick);
                // Words, then figures, read without regard to case ("About as good…" begins
                // the figures).
                let text = &format!(
                    "{} {}",
                    english_words(&advice.reason),
                    english_figures(&advice.reason)
                )
                .to_lowercase();
                assert!(
                    text.contains(&named(&advice.action).to_lowercase()),
                    "{context}"
                );
                // The margin is the search's own.
                let (other, margin) = advice.runner_up().expect("a runner-up");
                let best_other = found
                    .compared
                    .iter()
                    .filter(|(a, _)| *a != advice.action)
                    .map(|(_, v)| *v)
                    .fold(f32::NEG_INFINITY, f32::max);
                assert_eq!(margin, found.value - best_other, "{context}");
                // The noise of every margin is measured, nothing for the choice itself.
                assert_eq!(found.noise.len(), found.compared.len(), "{context}");
                assert_eq!(found.noise_over(&advice.action), Some(0.0), "{context}");
                // Within the noise of the guesses, the two are about as good.
                let said = match tenths(margin).as_str() {
                    _ if !found.clearly_better_than(&other) => {
                        format!("about as good as {}", named(&other))
                    }
                    "0.0" | "−0.0" => format!("about as good as {}", named(&other)),
                    m => format!("about {m} points better than {}", named(&other)),
                };
                assert!(
                    text.contains(&said.to_lowercase()),
                    "{context} (expected {said:?})"
                );
                // The figures are the playouts'.
                let i = found
                    .compared
                    .iter()
                    .position(|(a, _)| *a == advice.action)
                    .unwrap();
                let seen = found.outlooks[i];
                let wins = format!("you take this trick {}% of the time", percent(seen.wins));
                let wins = wins.to_lowercase();
                assert!(text.contains(&wins), "{context} (expected {wins:?})");
                // Certainties.
                if let Action::Play(card) = advice.action {
                    let jokers_out = g.out.iter_distinct().any(|c| c.suit().is_none());
                    // A higher card of another seat's (in Cancellation Hearts it can still be
                    // cancelled; under booster nines a seat plays again in a trick).
                    let beaten_in_trick = rules.cancellation().is_none()
                        && trick.cards().iter().enumerate().any(|(i, c)| {
                            c.suit() == card.suit()
                                && c.index() > card.index()
                                && trick.seat_at(i) != seat
                        });
                    let discard = trick.led().is_some() && card.suit() != trick.led();
                    let mine_before = (0..trick.cards().len()).any(|i| trick.seat_at(i) == seat);
                    // Under booster nines a nine adds a round, and the seat plays again.
                    let rounds = rules.rules().booster_nines;
                    if !rounds && (beaten_in_trick || (discard && !mine_before)) {
                        assert_eq!(
                            percent(seen.wins),
                            0,
                            "{context}: it cannot take this trick"
                        );
                    }
                    if trick.is_empty()
                        && card.suit().is_some()
                        && g.out_above(card) == 0
                        && rules.cancellation().is_none()
                        && !jokers_out
                    {
                        assert_eq!(
                            percent(seen.wins),
                            100,
                            "{context}: nothing out can beat it"
                        );
                    }
                }
                // "Why not" for every other choice, with the search's own margin.
                assert_eq!(advice.others.len(), found.compared.len() - 1, "{context}");
                for (other, why) in &advice.others {
                    let margin = found.margin_over(other).unwrap();
                    let said = match tenths(margin).as_str() {
                        _ if !found.clearly_better_than(other) => {
                            format!("about as good as {}", named(&advice.action))
                        }
                        "0.0" | "−0.0" => format!("about as good as {}", named(&advice.action)),
                        m if margin > 0.0 => {
                            format!("about {m} points worse than {}", named(&advice.action))
                        }
                        m => format!(
                            "about {} points better than {}",
                            m.trim_start_matches('−'),
                            named(&advice.action)
                        ),
                    };
                    let why = &english_figures(why).to_lowercase();
                    let said = said.to_lowercase();
                    assert!(why.contains(&said), "{context}; why not: {why} ({said:?})");
                    compared += 1;
                }
                checked += 1;
            } else if let Action::Pass(list) = advice.action {
                // Passes card by card, each claim borne out by the hand.
                let trick = view.trick_state();
                let g = Glance::of_view(view, &trick);
                let passed: Cards = list.as_slice().iter().copied().collect();
                let reason_words = english_words(&advice.reason);
                for part in reason_words.split("; ") {
                    let (names, why) = part.split_once(": ").expect("cards: why");
                    let cards: Vec<Card> = list
                        .as_slice()
                        .iter()
                        .copied()
                        .filter(|c| names.split(", ").any(|n| n == c.short()))
                        .collect();
                    assert!(!cards.is_empty(), "{context}");
                    for card in cards {
                        if why.contains("forced to take") {
                            let w = g.worst_card().unwrap();
                            assert!(w.suit() == card.suit() && card.index() > w.index());
                            assert!(!view.hand.contains(w), "{context}");
                        }
                        if why.contains("void in") {
                            let suit = card.suit().unwrap();
                            let of_suit = view.hand.filter(suit_mask(suit));
                            assert!(of_suit.iter().all(|c| passed.contains(c)), "{context}");
                        }
                        if why.contains("could win") {
                            assert!(g.out_below(card) > 0, "{context}");
                        }
                    }
                }
                assert!(
                    list.as_slice()
                        .iter()
                        .all(|c| reason_words.contains(&c.short())),
                    "{context}"
                );
            }
        });
    }
    assert!(
        checked > 100 && compared > 300,
        "{checked} hints, {compared} comparisons"
    );
}

/// Explaining changes nothing of the choice: with the same random numbers, the search that
/// watches its playouts compares the same values and chooses the same card as the one that
/// does not (the bots' worker explains every move; tournaments do not).
#[test]
fn an_explained_search_chooses_as_the_plain_one() {
    use moonshot::bots::{HARD, search_explained};
    let mut positions = 0;
    for (preset, players) in [
        (Preset::BlackLady, 4),
        (Preset::Cancellation, 8),
        (Preset::Omnibus, 4),
    ] {
        let rules = rules(preset, players);
        for (seed, skip) in [(1u64, 3usize), (2, 20), (3, 35)] {
            let Some((game, seat)) = random_position(&rules, seed, skip) else {
                continue;
            };
            let view = game.view(seat);
            let plain = search(&view, &HARD, &mut ChaCha8Rng::seed_from_u64(seed));
            let explained = search_explained(&view, &HARD, &mut ChaCha8Rng::seed_from_u64(seed));
            match (plain, explained) {
                (Some(p), Some(e)) => {
                    assert_eq!(p.action, e.action, "{} seed {seed}", preset.id());
                    assert_eq!(p.compared, e.compared, "{} seed {seed}", preset.id());
                    assert!(p.outlooks.is_empty());
                    assert_eq!(e.outlooks.len(), e.compared.len());
                    positions += 1;
                }
                (None, None) => {}
                other => panic!("{} seed {seed}: {other:?}", preset.id()),
            }
        }
    }
    assert!(positions >= 5, "{positions} positions compared");
}

/// The judge calls a decision a mistake only when its margin is clear of the noise of its
/// guessed deals: the same position searched on other guessed deals (other seeds) never finds
/// the person's card as good or better. Seat 0 plays at Easy (it makes mistakes), the others
/// at Normal, in Black Lady for 4 and Cancellation for 8 and 11.
#[test]
fn a_listed_mistake_holds_on_other_guessed_deals() {
    use moonshot::bots::{JUDGE, MISTAKE_TENTHS, judge_seed, searched_explained};
    let mut listed = 0;
    let mut weighed = 0;
    for (preset, players, seed) in [
        (Preset::BlackLady, 4, 21),
        (Preset::BlackLady, 4, 24),
        (Preset::Cancellation, 8, 22),
        (Preset::Cancellation, 8, 25),
        (Preset::Cancellation, 11, 23),
        (Preset::Cancellation, 11, 26),
    ] {
        let mut bots: Vec<LevelBot> = Seat::all(players)
            .map(|s| match s.0 {
                0 => LevelBot::new(Level::Easy, seed),
                n => LevelBot::new(Level::Normal, seed + u64::from(n)),
            })
            .collect();
        play_through_a_deal(&rules(preset, players), seed, |step, view| {
            let seat = view.seat;
            let action = bots[seat.index()].choose(view).expect("a choice");
            if seat != Seat(0) || !matches!(action, Action::Play(_)) {
                return action;
            }
            let judged = |seed: u64| {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                searched_explained(JUDGE, view, Some(action), &mut rng)
            };
            let Some(found) = judged(judge_seed(seed, step, seat)) else {
                return action;
            };
            weighed += 1;
            let margin = found.margin_over(&action).unwrap_or(0.0);
            let mistake = found.action != action
                && (margin * 10.0).round() >= MISTAKE_TENTHS as f32
                && found.clearly_better_than(&action);
            if mistake {
                listed += 1;
                for other in 1..=3u64 {
                    let again = judged(judge_seed(seed ^ (other << 48), step, seat));
                    let again = again.expect("the same position is searched again");
                    // The judge's card less the person's, on the other guesses.
                    let margin = again.margin_over(&action).unwrap_or(0.0)
                        - again.margin_over(&found.action).unwrap_or(0.0);
                    assert!(
                        margin > 0.0,
                        "{} for {players}, step {step}: {:?} over {action:?} by {margin} on \
                         other guesses",
                        preset.id(),
                        found.action
                    );
                }
            }
            action
        });
    }
    println!(
        "{weighed} decisions weighed, {listed} listed as mistakes, each held on 3 other seeds"
    );
    assert!(weighed > 20, "decisions weighed: {weighed}");
    assert!(listed > 0, "Easy makes a mistake the judge lists");
}

/// What becomes of the trick once `seat` plays `card` in `game`, every other card of it played
/// at random from the real hands: who takes it (`None` when it is cancelled) and the points
/// the engine counts for them.
fn finish_trick(game: &Game, seat: Seat, card: Card, rng: &mut ChaCha8Rng) -> (Option<Seat>, i32) {
    let mut game = game.clone();
    let mut events: Vec<Event> = Vec::new();
    game.apply(seat, Action::Play(card), &mut events)
        .expect("a legal card");
    loop {
        for event in events.drain(..) {
            match event {
                Event::TrickWon { winner, points, .. } => return (Some(winner), points),
                Event::TrickCancelled { .. } => return (None, 0),
                _ => {}
            }
        }
        let (next, action) = random_action(&game, rng).expect("the trick goes on");
        game.apply(next, action, &mut events)
            .expect("a random legal action");
    }
}

/// The game's worst card: the one that costs most (most points where fewer win, least where
/// more do, as in Gong Zhu), the higher of equals.
fn costliest(rules: &RuleSet) -> Option<Card> {
    let sign = if rules.lower_scores_win() { 1 } else { -1 };
    rules
        .deck()
        .iter_distinct()
        .filter(|&c| sign * rules.value(c) > 0)
        .max_by_key(|&c| (sign * rules.value(c), c.index()))
}

/// Cards of `cards` in `suit` ranked above (`above`) or below `card`, copies counted,
/// counted card by card.
fn ranked(cards: Cards, card: Card, above: bool) -> u32 {
    cards
        .iter()
        .filter(|c| c.suit() == card.suit() && (c.index() > card.index()) == above && *c != card)
        .count() as u32
}

/// Issue 29: every claim the Hint, "why not…?" and the review make in words holds in the
/// position, in every game at every table size. The claims of every card each seat may play
/// are checked, at every card decision of a deal played by Normal bots: against the rules and
/// the cards as they lie (counts of cards still out, voids against the real hands), and
/// against the rest of the trick played out from the real hands many times ("you take the
/// trick with 3 points" every time, "it stays under Greta's J♣" never taking it, "nobody can
/// beat it" never beaten). Now and then the judge's own words are set beside its figures:
/// no word contradicts them. Prints how many claims of each kind were checked.
#[test]
fn every_claim_in_words_holds_in_the_position() {
    use moonshot::bots::{Claim, Glance, claims};
    use std::collections::BTreeMap;
    let mut kinds: BTreeMap<&str, u32> = BTreeMap::new();
    let mut rng = ChaCha8Rng::seed_from_u64(29);
    let mut judged = 0;
    let mut contrasted = 0;
    for (preset, players) in every_table() {
        let rules = rules(preset, players);
        let cancelling = rules.cancellation();
        for seed in 0..2u64 {
            let mut game = Game::new(rules.clone(), seed);
            game.stop_after_deal();
            let mut bots: Vec<LevelBot> = Seat::all(players)
                .map(|s| LevelBot::new(Level::Normal, seed + s.0 as u64))
                .collect();
            let mut last = LastHand::default();
            let mut decisions = 0;
            while last.0.is_none() {
                let Some(me) = game.to_act().iter().next() else {
                    break;
                };
                let view = game.view(me);
                let action = bots[me.index()].choose(&view).expect("a choice");
                if matches!(view.choice, Choice::Play { .. }) && !game.awaiting_call() {
                    decisions += 1;
                    let trick = view.trick_state();
                    let g = Glance::of_view(&view, &trick);
                    let others: Cards = Seat::all(players)
                        .filter(|&s| s != me)
                        .fold(Cards::EMPTY, |all, s| all.plus(game.hand(s)));
                    assert!(
                        others.minus(view.unseen).is_empty(),
                        "other hands are unseen"
                    );
                    for card in view.legal.iter_distinct() {
                        let said = claims(&g, card);
                        for claim in &said {
                            let context = format!(
                                "{} for {players}, seed {seed}, {me} playing the {}: {claim:?} ({})",
                                preset.id(),
                                card.short(),
                                english_claim(claim)
                            );
                            let rollouts = |rng: &mut ChaCha8Rng| -> Vec<(Option<Seat>, i32)> {
                                (0..6).map(|_| finish_trick(&game, me, card, rng)).collect()
                            };
                            let played_by = |seat: Seat, c: Card| {
                                (0..trick.len())
                                    .any(|i| trick.seat_at(i) == seat && trick.cards()[i] == c)
                            };
                            match *claim {
                                Claim::OnlyCard => {
                                    assert_eq!(view.legal.distinct().count_ones(), 1, "{context}")
                                }
                                Claim::Cancels { seat, card: c } => {
                                    assert!(
                                        c == card && seat != me && played_by(seat, c),
                                        "{context}"
                                    );
                                    assert!(cancelling.is_some(), "{context}");
                                    for (winner, _) in rollouts(&mut rng) {
                                        assert_ne!(winner, Some(me), "{context}");
                                    }
                                }
                                Claim::Takes { points } => {
                                    for outcome in rollouts(&mut rng) {
                                        assert_eq!(outcome, (Some(me), points), "{context}");
                                    }
                                }
                                Claim::Under { seat, card: top } => {
                                    assert!(seat != me && played_by(seat, top), "{context}");
                                    assert_eq!(top.suit(), card.suit(), "{context}");
                                    for (winner, _) in rollouts(&mut rng) {
                                        assert_ne!(winner, Some(me), "{context}");
                                    }
                                }
                                Claim::GivesAway { worst } => {
                                    assert_eq!(worst, card, "{context}");
                                    for (winner, _) in rollouts(&mut rng) {
                                        assert_ne!(winner, Some(me), "{context}");
                                    }
                                }
                                Claim::Onto { seat, card: top } => {
                                    let winning = trick.winning_play(cancelling.as_ref());
                                    assert_eq!(
                                        winning,
                                        Some(Play { seat, card: top }),
                                        "{context}"
                                    );
                                    assert_ne!(card.suit(), trick.led(), "{context}: a discard");
                                }
                                Claim::PartnerWinning { seat } => {
                                    assert_eq!(game.partner(me), Some(seat), "{context}");
                                    let winning = trick.winning_play(cancelling.as_ref());
                                    assert_eq!(winning.map(|p| p.seat), Some(seat), "{context}");
                                }
                                Claim::Unbeatable => {
                                    for (winner, _) in rollouts(&mut rng) {
                                        assert!(winner.is_none_or(|w| w == me), "{context}");
                                    }
                                }
                                Claim::MayBeCancelled { card: c, copies } => {
                                    assert!(c == card && cancelling.is_some(), "{context}");
                                    assert_eq!(view.unseen.count(card), copies, "{context}");
                                }
                                Claim::WorstAbove {
                                    worst,
                                    copies,
                                    packs,
                                } => {
                                    assert!(
                                        worst.suit() == card.suit() && worst.index() > card.index()
                                    );
                                    // As costly as the costliest card (`costliest`).
                                    let sign = if rules.lower_scores_win() { 1 } else { -1 };
                                    let cost = |c: Card| sign * rules.value(c);
                                    let most = costliest(&rules).map_or(0, cost);
                                    assert_eq!(cost(worst), most, "{context}");
                                    assert_eq!(view.unseen.count(worst), copies, "{context}");
                                    assert_eq!(rules.deck().count(worst), packs, "{context}");
                                    assert!(copies > 0, "{context}");
                                }
                                Claim::HigherOut { suit, count } => {
                                    assert_eq!(Some(suit), card.suit(), "{context}");
                                    assert_eq!(
                                        ranked(view.unseen, card, true),
                                        count as u32,
                                        "{context}"
                                    );
                                }
                                Claim::LowerOut { suit, count } => {
                                    assert_eq!(Some(suit), card.suit(), "{context}");
                                    assert_eq!(
                                        ranked(view.unseen, card, false),
                                        count as u32,
                                        "{context}"
                                    );
                                }
                                Claim::VoidShown { suit, seats } => {
                                    assert!(!seats.is_empty() && !seats.contains(me), "{context}");
                                    for seat in seats.iter() {
                                        assert!(view.is_void(seat, suit), "{context}");
                                        let real = game.hand(seat).filter(suit_mask(suit));
                                        assert!(
                                            real.is_empty(),
                                            "{context}: {seat} holds {suit:?}; history {:?}",
                                            view.history
                                        );
                                    }
                                }
                                Claim::LastOfSuit { suit } => {
                                    assert_eq!(Some(suit), card.suit(), "{context}");
                                    assert_eq!(
                                        view.hand.filter(suit_mask(suit)).len(),
                                        1,
                                        "{context}"
                                    );
                                }
                                Claim::KeepsLow { low } => {
                                    assert!(
                                        low.suit() == card.suit() && low.index() < card.index()
                                    );
                                    assert!(view.hand.contains(low), "{context}");
                                    assert!(ranked(view.unseen, low, true) > 0, "{context}");
                                }
                                Claim::TrickHolds { points } => {
                                    let held: i32 = trick
                                        .cards()
                                        .iter()
                                        .map(|&c| rules.value(c))
                                        .sum::<i32>()
                                        + view.carried.iter().map(|c| rules.value(c)).sum::<i32>();
                                    assert_eq!(held, points, "{context}");
                                    assert_ne!(points, 0, "{context}");
                                }
                                Claim::WinsLead { only } => {
                                    for (winner, _) in rollouts(&mut rng) {
                                        assert_eq!(winner, Some(me), "{context}");
                                    }
                                    let mut kept = view.hand;
                                    kept.remove(card);
                                    assert!(!kept.is_empty(), "{context}");
                                    if let Some(suit) = only {
                                        assert!(
                                            kept.iter().all(|c| c.suit() == Some(suit)),
                                            "{context}"
                                        );
                                    }
                                }
                                Claim::KeepsWorst { worst } => {
                                    assert_eq!(Some(worst), costliest(&rules), "{context}");
                                    assert!(card != worst && view.hand.contains(worst));
                                }
                                Claim::KeepsAboveWorst { high, worst } => {
                                    assert_eq!(Some(worst), costliest(&rules), "{context}");
                                    let mut kept = view.hand;
                                    kept.remove(card);
                                    assert!(kept.contains(high), "{context}");
                                    assert!(
                                        high.suit() == worst.suit() && high.index() > worst.index()
                                    );
                                    assert!(view.unseen.count(worst) > 0, "{context}");
                                }
                                Claim::ShedsAboveWorst { worst } => {
                                    assert_eq!(Some(worst), costliest(&rules), "{context}");
                                    assert!(
                                        card.suit() == worst.suit() && card.index() > worst.index()
                                    );
                                    assert!(view.unseen.count(worst) > 0, "{context}");
                                    for (winner, _) in rollouts(&mut rng) {
                                        assert_ne!(winner, Some(me), "{context}");
                                    }
                                }
                                Claim::KeepsHigh { high } => {
                                    let mut kept = view.hand;
                                    kept.remove(card);
                                    assert!(kept.contains(high), "{context}");
                                    assert!(
                                        high.suit() == card.suit() && high.index() > card.index()
                                    );
                                    assert!(ranked(view.unseen, high, false) > 0, "{context}");
                                }
                                Claim::FirstTrick => {
                                    assert!(rules.rules().no_points_on_first_trick, "{context}");
                                    assert_eq!(view.tricks_done, 0, "{context}");
                                    assert!(view.carried.is_empty(), "{context}");
                                    let held: i32 =
                                        trick.cards().iter().map(|&c| rules.value(c)).sum();
                                    assert_eq!(held, 0, "{context}");
                                    // Whoever takes it takes no kitty with it.
                                    assert!(
                                        rules.kitty_size() == 0
                                            || rules.rules().kitty.is_none_or(|k| {
                                                k.goes_to != KittyGoesTo::FirstTrick
                                            }),
                                        "{context}"
                                    );
                                }
                                Claim::MoonThreat { seat } => {
                                    let taken = &view.points_taken;
                                    assert!(taken[seat.index()] >= 8, "{context}");
                                    assert!(
                                        Seat::all(players)
                                            .all(|s| s == seat || taken[s.index()] == 0),
                                        "{context}"
                                    );
                                }
                            }
                            *kinds.entry(claim.kind()).or_default() += 1;
                        }
                    }
                    // Now and then, the judge's words against its figures.
                    if decisions % 20 == 0 && view.legal.distinct().count_ones() > 1 {
                        let mut judge = ChaCha8Rng::seed_from_u64(seed ^ decisions);
                        let advice = moonshot::bots::advise(Level::Expert, &view, &mut judge)
                            .expect("advice");
                        if let (Action::Play(card), Some(found)) = (advice.action, &advice.searched)
                        {
                            let at = found.compared.iter().position(|(a, _)| *a == advice.action);
                            // As the figures say it: a percentage.
                            let wins = percent(found.outlooks[at.expect("compared")].wins);
                            let said = |c: &Claim| english_claim(c);
                            let reason_words = english_words(&advice.reason);
                            let context = format!("{}: {:?}", preset.id(), advice.reason);
                            // Whatever the words say of the card agrees with the figures.
                            for claim in claims(&g, card) {
                                if !reason_words.contains(&said(&claim)) {
                                    continue;
                                }
                                match claim {
                                    Claim::Takes { .. } | Claim::WinsLead { .. } => {
                                        assert_eq!(wins, 100, "{context}")
                                    }
                                    Claim::Under { .. } | Claim::Cancels { .. } => {
                                        assert_eq!(wins, 0, "{context}")
                                    }
                                    Claim::Unbeatable if cancelling.is_none() => {
                                        assert_eq!(wins, 100, "{context}")
                                    }
                                    _ => {}
                                }
                            }
                            // The reason that decides: the Hint against the runner-up and
                            // every "why not…?" against the Hint's card say a claim true of
                            // one card and not of the other, where there is one; a clear
                            // verdict never gives as its reason a claim both cards share.
                            let runner_up = advice.runner_up().map(|(a, _)| (a, &advice.reason));
                            let why_nots = advice.others.iter().map(|(a, why)| (*a, why));
                            for (other, why) in runner_up.into_iter().chain(why_nots) {
                                let Action::Play(other) = other else { continue };
                                let (mine, theirs) = (claims(&g, card), claims(&g, other));
                                let telling = |c: &&Claim| c.effect(g.sign()).is_some();
                                let only = |of: &[Claim], not: &[Claim]| -> Vec<Claim> {
                                    of.iter()
                                        .filter(telling)
                                        .filter(|c| !not.iter().any(|n| n.alike(c)))
                                        .copied()
                                        .collect()
                                };
                                let differ: Vec<Claim> =
                                    [only(&mine, &theirs), only(&theirs, &mine)].concat();
                                let why_words = english_words(why);
                                let context = format!(
                                    "{context}, against the {}: {:?}",
                                    other.short(),
                                    why_words
                                );
                                if !differ.is_empty() {
                                    assert!(
                                        differ.iter().any(|c| why_words.contains(&said(c))),
                                        "{context}: none of {differ:?}"
                                    );
                                    contrasted += 1;
                                }
                                if !why_words.contains("about as good") {
                                    for shared in mine.iter().filter(telling).filter(|c| {
                                        theirs.iter().any(|t| t.alike(c))
                                            && !differ.iter().any(|d| said(d) == said(c))
                                    }) {
                                        assert!(
                                            !why_words.contains(&said(shared)),
                                            "{context}: shared {shared:?}"
                                        );
                                    }
                                }
                            }
                            judged += 1;
                        }
                    }
                }
                game.apply(me, action, &mut last).expect("a legal choice");
            }
        }
    }
    println!(
        "claims checked, by kind: {kinds:?}; the judge's words beside its figures {judged} \
         times, setting two cards apart {contrasted} times"
    );
    for kind in [
        "cancels",
        "takes the trick",
        "stays under",
        "discards onto",
        "nobody can beat it",
        "could be cancelled",
        "worst card above",
        "higher out",
        "lower out",
        "voids shown",
        "last of its suit",
        "keeps a low card",
        "trick holds points",
        "moon threat",
        "only card",
        "wins the lead",
        "keeps the worst card",
        "keeps a card above the worst",
        "sheds a card above the worst",
        "keeps a high card",
        "first trick",
    ] {
        assert!(
            kinds.get(kind).is_some_and(|&n| n > 0),
            "no claim of kind {kind}: {kinds:?}"
        );
    }
    assert!(judged > 200, "{judged}");
    assert!(contrasted > 200, "{contrasted}");
}

/// The review plays the deal again as it went until the Expert first chooses otherwise: a
/// seat that followed every Hint, in a deal whose passes were made in another order than the
/// seats' (as at the table, where the person passes when they please), is reviewed with the
/// score it took, and never with a pass refused.
#[test]
fn a_review_of_a_deal_played_as_the_judge_would_scores_what_it_took() {
    use moonshot::bots::{JUDGE, judge_seed, review_deal};
    for (preset, players, seed) in [(Preset::BlackLady, 4, 3), (Preset::Cancellation, 8, 5)] {
        let rules = rules(preset, players);
        let mut game = Game::new(rules.clone(), seed);
        game.stop_after_deal();
        let mut record = GameRecord::new(preset, players, seed);
        let mut bots: Vec<LevelBot> = Seat::all(players)
            .map(|s| LevelBot::new(Level::Normal, seed + s.0 as u64))
            .collect();
        let me = Seat(0);
        let mut last = LastHand::default();
        while last.0.is_none() {
            // The last seat able to act goes first: the passes come in reverse order.
            let Some(seat) = game.to_act().iter().last() else {
                break;
            };
            let view = game.view(seat);
            let action = match seat == me {
                true => {
                    let step = record.actions.len();
                    let mut rng = ChaCha8Rng::seed_from_u64(judge_seed(seed, step, me));
                    moonshot::bots::advise(JUDGE, &view, &mut rng)
                        .expect("a Hint")
                        .action
                }
                false => bots[seat.index()].choose(&view).expect("a choice"),
            };
            game.apply(seat, action, &mut last).expect("a legal choice");
            record.actions.push(RecordedAction { seat, action });
        }
        let taken = last.0.expect("the deal is scored").scores[me.index()];
        let levels = vec![Level::Normal; players as usize];
        let (result, decisions) = review_deal(&record, 0, me, &levels, seed)
            .unwrap_or_else(|e| panic!("{}: {e}", preset.id()));
        assert!(!decisions.is_empty());
        for d in &decisions {
            assert_eq!(d.expert, d.yours, "{}: {d:?}", preset.id());
        }
        assert_eq!(result.scores[me.index()], taken, "{}", preset.id());
    }
}
