//! Helpers for the scripted deals: cards from text, deals from a few fixed cards plus
//! filler, and playing cards with the reason shown when the engine refuses one.
#![allow(dead_code)]
use moonshot::engine::*;

pub fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

pub fn cards(text: &str) -> Cards {
    text.split_whitespace().map(card).collect()
}

/// Hands for `rules`: seat `i` holds `fixed[i]`, and the rest of the deck is dealt out in
/// card order to the seats still short of cards, skipping any seat whose entry in `voids`
/// names the card's suit (C, D, S, H). Panics if that cannot be done.
pub fn fill(rules: &RuleSet, fixed: &[&str], voids: &[&str]) -> Vec<Cards> {
    let players = rules.players() as usize;
    let size = rules.hand_size() as u32;
    let mut hands: Vec<Cards> = (0..players)
        .map(|i| cards(fixed.get(i).copied().unwrap_or("")))
        .collect();
    let mut used = Cards::EMPTY;
    for hand in &hands {
        assert!(hand.len() <= size, "a fixed hand is too big");
        used = used.plus(*hand);
    }
    assert!(
        rules.deck().contains_all(&used),
        "fixed cards not in the deck"
    );
    let rest = rules.deck().minus(used);
    let mut seat = 0;
    for card in rest.iter() {
        let suit = card.suit().map_or('J', |s| s.letter());
        let mut tries = 0;
        loop {
            let void = voids.get(seat).is_some_and(|v| v.contains(suit));
            if hands[seat].len() < size && !void {
                break;
            }
            seat = (seat + 1) % players;
            tries += 1;
            assert!(tries <= players, "no seat can take the {card}");
        }
        hands[seat].insert(card);
        seat = (seat + 1) % players;
    }
    hands
}

/// A game whose first deal is `hands`, with no passing (unless `pass` says otherwise).
pub fn start(rules: &Rules, hands: Vec<Cards>, pass: PassDirection) -> Game {
    let set = rules.check().unwrap_or_else(|e| panic!("rules: {e}"));
    Game::from_deal(set, 7, &DealSetup::first(hands, pass)).unwrap_or_else(|e| panic!("deal: {e}"))
}

/// A hold deal of `rules` with these fixed cards and voids, the rest filled in.
pub fn deal(rules: &Rules, fixed: &[&str], voids: &[&str]) -> Game {
    let set = rules.check().unwrap_or_else(|e| panic!("rules: {e}"));
    let hands = fill(&set, fixed, voids);
    start(rules, hands, PassDirection::Hold)
}

/// Rules that keep only `keep` of `packs` packs (and nothing else), for short scripted deals.
pub fn small_deck(mut rules: Rules, packs: u8, keep: &str) -> Rules {
    rules.packs = packs;
    rules.jokers.clear();
    let mut deck = Cards::EMPTY;
    for _ in 0..packs {
        deck = deck.plus(Card::pack().collect());
    }
    rules.removed = deck.minus(cards(keep)).iter().collect();
    rules.passing.cycle = PassCycle::None;
    rules
}

pub fn play(game: &mut Game, seat: u8, text: &str) -> Vec<Event> {
    act(game, seat, Action::Play(card(text)))
}

/// Plays these cards in order, each by its seat; returns the events.
pub fn play_all(game: &mut Game, plays: &[(u8, &str)]) -> Vec<Event> {
    let mut events = Vec::new();
    for &(seat, text) in plays {
        events.extend(play(game, seat, text));
    }
    events
}

pub fn act(game: &mut Game, seat: u8, action: Action) -> Vec<Event> {
    let mut events = Vec::new();
    game.apply(Seat(seat), action, &mut events)
        .unwrap_or_else(|e| panic!("seat {seat}, {action:?}: {e}"));
    events
}

/// Plays the rest of the deal: each seat plays its lowest legal card, except that a seat
/// with planned cards (`plan[seat]`, in order) plays those first. Returns the events.
pub fn play_out(game: &mut Game, plan: &[&str]) -> Vec<Event> {
    let mut plans: Vec<Vec<Card>> = plan
        .iter()
        .map(|p| p.split_whitespace().rev().map(card).collect())
        .collect();
    let hand = game.hand_number();
    let mut events = Vec::new();
    while game.hand_number() == hand && game.phase() == Phase::Playing {
        let seat = game.turn().unwrap();
        let planned = plans.get_mut(seat.index()).and_then(|p| p.pop());
        let card = planned.unwrap_or_else(|| game.legal_plays().iter_distinct().next().unwrap());
        events.extend(play(game, seat.0, &card.to_string()));
    }
    events
}

/// The deal's result among these events.
pub fn scored(events: &[Event]) -> HandResult {
    events
        .iter()
        .find_map(|e| match e {
            Event::HandScored(result) => Some(result.clone()),
            _ => None,
        })
        .expect("the deal was scored")
}

/// The trick won among these events: (winner, points, cards).
pub fn won(events: &[Event]) -> Option<(Seat, i32, Cards)> {
    events.iter().find_map(|e| match e {
        Event::TrickWon {
            winner,
            points,
            cards,
        } => Some((*winner, *points, *cards)),
        _ => None,
    })
}

/// What the last [`Event::Winning`] among `events` said: `Some(None)` when no card was
/// winning, `None` when there was no such event.
pub fn winning(events: &[Event]) -> Option<Option<Play>> {
    events.iter().rev().find_map(|e| match e {
        Event::Winning { play } => Some(*play),
        _ => None,
    })
}
