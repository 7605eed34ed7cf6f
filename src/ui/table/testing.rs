//! What the table's tests share: a person who plays as the tests need, the worker's part,
//! and the names they use (each test module takes them all with `use testing::*`).
pub(super) use super::{
    Act, Advice, Dialog, Msg, NewGame, Overlay, Setting, Shown, Speed, Table, Worker,
};
pub(super) use crate::bots::Level;
pub(super) use crate::engine::{
    Action, Card, Choice, GameRecord, HandResult, MoonChoice, PassDirection, Preset, Seat, Suit,
    Variant,
};
pub(super) use crate::ui::bot_service::{self, Answer, Request, answer_here};
pub(super) use crate::ui::choices::GameChoices;

pub(super) fn black_lady(seed: u64, speed: Speed) -> Table {
    Table::new(GameChoices::default(), seed, speed).unwrap()
}

/// The app's and the worker's part: answers every question waiting but the reviews (they
/// take seconds), as the worker would, or on the main thread when the table says so.
/// Returns how many were answered.
pub(super) fn answer_as_the_worker(table: &mut Table) -> usize {
    let waiting: Vec<(Request, bool)> = table
        .questions()
        .filter(|(request, _)| !request.is_review())
        .map(|(request, here)| (request.clone(), here))
        .collect();
    for (request, here) in &waiting {
        let answer = match here {
            true => answer_here(request),
            false => bot_service::answer(request, || 0.0),
        };
        table.update(Worker::Answer {
            answer: answer.expect("an answer"),
            from_worker: !here,
        });
    }
    waiting.len()
}

/// The clock's next step, or the bots' answers when the table waits for them.
pub(super) fn advance(table: &mut Table) {
    if table.next_delay().is_some() {
        table.update(Msg::Step);
    } else {
        assert!(
            answer_as_the_worker(table) > 0,
            "the table waits only for the person or a bot's answer"
        );
    }
}

/// Plays as a person would: waits for the table, picks the first playable card (or the
/// first three cards to pass), closes the score table. Returns the number of steps.
/// Plays the first card the engine allows the person, and says which.
pub(super) fn play_first_playable(table: &mut Table) -> Card {
    let (card, _) = table
        .card_choices()
        .into_iter()
        .find(|(_, ok)| ok.is_ok())
        .expect("a playable card");
    table.update(Act::Choose(card));
    card
}

pub(super) fn play_like_a_person(table: &mut Table, stop_after_deals: usize) -> usize {
    let mut steps = 0;
    while table.history().len() < stop_after_deals
        && !matches!(table.overlay, Some(Overlay::GameOver { .. }))
    {
        steps += 1;
        assert!(steps < 50_000, "the table keeps moving");
        if table.caught_up() && table.shown.collecting.is_none() {
            assert_eq!(
                table.shown.turn,
                table.game().turn(),
                "the seat shown on turn is the engine's"
            );
        }
        act_like_a_person(table);
    }
    steps
}

/// One step of a person's play: the decision asked for, "Next hand" or "Next trick", or
/// the clock's next step.
pub(super) fn act_like_a_person(table: &mut Table) {
    if table.waiting_for_next_trick() {
        table.update(Act::NextTrick);
        return;
    }
    if table.overlay == Some(Overlay::HandScores) {
        table.update(Act::NextHand);
        return;
    }
    match table.asked() {
        Choice::Pass { count, from } => {
            let want = count as usize;
            // The first cards the engine lets the person pass, copies included.
            let mut picks = Vec::new();
            for card in table.shown.hand.iter() {
                if from.contains(card) && picks.len() < want {
                    picks.push(card);
                }
            }
            for &card in &picks {
                table.update(Act::Choose(card));
            }
            assert_eq!(table.selected, picks, "picked in order");
            table.update(Act::Pass);
            assert_eq!(table.refusal, None);
        }
        Choice::ChoosePass {
            directions,
            max_cards,
        } => {
            // Each deal another of the passes offered, with the most cards it takes.
            let direction = directions[table.history().len() % directions.len()];
            let cards = *table.game().pass_sizes(direction).end();
            assert!(cards <= max_cards || direction == PassDirection::Scatter);
            table.update(Act::ChoosePass { direction, cards });
            assert_eq!(table.refusal, None);
        }
        Choice::Pledge => {
            assert_eq!(
                table.shown.hand,
                table.game().hand(table.human()),
                "the pledge is made seeing the cards received"
            );
            table.update(Act::Pledge(table.history().len() % 2 == 1));
            assert_eq!(table.refusal, None);
        }
        Choice::CallSuit => {
            table.update(Act::CallSuit(Suit::Clubs));
            assert_eq!(table.refusal, None);
        }
        Choice::ChooseMoon => {
            table.update(Act::ChooseMoon(MoonChoice::SubtractFromShooter));
            assert_eq!(table.refusal, None);
        }
        Choice::Play { .. } => {
            assert_eq!(
                table.shown.hand,
                table.game().hand(table.human()),
                "the shown hand is the real one"
            );
            play_first_playable(table);
        }
        _ => advance(table),
    }
}

/// Two deals of `choices` played through the table: bots answer as the worker would,
/// the person makes every decision the engine asks for (passing the cards it allows, in
/// order; the dealer's choice; the pledge; a suit after a joker lead; old or new moon).
pub(super) fn two_deals(choices: GameChoices, seed: u64) -> Table {
    let label = format!(
        "{} for {} {:?}",
        choices.game.id(),
        choices.players,
        choices.variants
    );
    let mut table =
        Table::new(choices, seed, Speed::Fast).unwrap_or_else(|e| panic!("{label}: {e}"));
    play_like_a_person(&mut table, 2);
    assert!(
        table.history().len() >= 2 || matches!(table.overlay, Some(Overlay::GameOver { .. })),
        "{label}: two deals were played"
    );
    table
}

/// The questions waiting, as (seat asked about, level, answered here).
pub(super) fn asked(table: &Table) -> Vec<(Seat, Level, bool)> {
    table
        .questions()
        .filter_map(|(request, here)| match request {
            Request::Decide { seat, level, .. } => Some((*seat, *level, here)),
            _ => None,
        })
        .collect()
}

pub(super) fn ids(table: &Table) -> Vec<u64> {
    table
        .questions()
        .filter_map(|(request, _)| request.id())
        .collect()
}

/// Plays like a person until the person has a card to play with `cards_on_table` cards
/// already in the trick, in deal `deal` (from 0); everything shown.
pub(super) fn play_until_trick_has(table: &mut Table, deal: usize, cards_on_table: usize) {
    for _ in 0..20_000 {
        if table.history().len() >= deal
            && table.asked() != Choice::Nothing
            && matches!(table.asked(), Choice::Play { .. })
            && table.shown.trick.len() == cards_on_table
        {
            return;
        }
        if table.history().len() >= deal && matches!(table.asked(), Choice::Play { .. }) {
            play_first_playable(table);
            continue;
        }
        act_like_a_person(table);
    }
    panic!("never reached a trick with {cards_on_table} cards in deal {deal}");
}

/// What a person sees of a table, to compare a resumed table with the one saved.
pub(super) fn seen(table: &Table) -> (Shown, Vec<HandResult>, &'static str, Vec<(Card, bool)>) {
    let choices = table
        .card_choices()
        .into_iter()
        .map(|(card, ok)| (card, ok.is_ok()))
        .collect();
    (
        table.shown.clone(),
        table.history().to_vec(),
        table.awaiting(),
        choices,
    )
}
