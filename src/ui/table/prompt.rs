//! What the page says in words around the hand: the line telling the person what to do now
//! (or why a card was refused), and the after-hand review as the score table lists it.
use super::advice::{Reviewed, decision_line, expert_line};
use super::shown::{final_line, pass_direction};
use super::{Overlay, Table};
use crate::engine::Choice;
use crate::lang::t;

/// The most decisions the score table lists where the Expert would have done better (the
/// biggest differences); stepping through the deal shows them all.
const MOMENTS_LISTED: usize = 3;

/// The after-hand review as the score table shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewShown {
    pub state: ReviewState,
    pub line: String,
    /// Where the Expert would have done clearly better (or, where it never would, where it
    /// would have chosen otherwise between choices about as good): the decision's number in
    /// the review, what was done and what the Expert would do, and the Expert's reason in
    /// words (its figures show with the decision on the table).
    pub moments: Vec<(usize, String, crate::lang::Text)>,
    /// The deal can be stepped through on the table, decision by decision.
    pub steps: bool,
}

/// How far the review has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewState {
    Reviewing,
    Done,
    Failed,
}

impl ReviewState {
    /// Its name in the page (`data-review`), which the browser tests wait on.
    pub fn id(self) -> &'static str {
        match self {
            ReviewState::Reviewing => "reviewing",
            ReviewState::Done => "done",
            ReviewState::Failed => "failed",
        }
    }
}

impl Table {
    /// The line under the table telling the person what to do, or why a card was refused;
    /// while a reviewed deal is on the table, which deal it is.
    pub fn prompt(&self) -> String {
        if self.counsel.past().is_some() {
            let deal = self.on_screen().shown().hand_number + 1;
            return t::table_prompt_past(deal).to_string();
        }
        if let Some(refusal) = &self.refusal {
            return refusal.clone();
        }
        if let Some(super::Check::Weighing(card)) = self.checking {
            return t::check_weighing(card).to_string();
        }
        match self.asked() {
            Choice::Pass { count, .. } => self.pass_prompt(count),
            Choice::ChoosePass { .. } => t::table_prompt_choose_pass().to_string(),
            Choice::Pledge => {
                let points = self.game().rules().pledge_points();
                t::table_prompt_pledge(points).to_string()
            }
            Choice::CallSuit => t::table_prompt_call_suit().to_string(),
            Choice::ChooseMoon => t::table_prompt_choose_moon().to_string(),
            Choice::Play { .. } => {
                let mut reasons: Vec<String> = Vec::new();
                for (_, ok) in self.card_choices() {
                    if let Err(why) = ok {
                        let why = self.say(why);
                        if !reasons.contains(&why) {
                            reasons.push(why);
                        }
                    }
                }
                // Each reason a sentence, said one after the other.
                let why = reasons
                    .into_iter()
                    .reduce(|first, second| t::table_sentences(first, second).to_string());
                match why {
                    None => t::table_prompt_play_any().to_string(),
                    Some(why) => t::table_prompt_play_why(why).to_string(),
                }
            }
            Choice::Nothing => self.waiting_prompt(),
        }
    }

    /// "Choose 3 cards to pass to the left, to West (1 chosen)"; in star and scatter passes,
    /// who gets the next card picked.
    fn pass_prompt(&self, count: u8) -> String {
        let direction = pass_direction(self.game().pass_direction(), self.players());
        let chosen = self.selected.len();
        match self.shown.pass_to.as_slice() {
            [to] => t::table_prompt_pass_to(chosen, count, direction, self.name_text(*to)),
            [] => t::table_prompt_pass(chosen, count, direction),
            // Star and scatter passes: the order of picking says who gets which card.
            seats => match seats.get(chosen) {
                Some(next) => {
                    t::table_prompt_pass_each_next(chosen, count, direction, self.name_text(*next))
                }
                None => t::table_prompt_pass_each(chosen, count, direction),
            },
        }
        .to_string()
    }

    /// Nothing is asked of the person: the game's end, or who is thinking.
    fn waiting_prompt(&self) -> String {
        if let Some(words) = self.claim_words() {
            return words;
        }
        if let (None, Some(winners)) = (&self.overlay, self.winners()) {
            let players = usize::from(self.players());
            let places = self.game().places();
            let result = final_line(&places[..players], winners, self.human(), self.players());
            return t::table_prompt_game_over(result).to_string();
        }
        match (self.overlay.is_some(), self.shown.turn) {
            (false, Some(seat)) if seat != self.human() && self.shown.collecting.is_none() => {
                t::table_prompt_thinking(self.name_text(seat)).to_string()
            }
            _ => String::new(),
        }
    }

    /// The after-hand review as the score table of deal `hand` shows it.
    pub fn review_shown(&self, hand: u32) -> Option<ReviewShown> {
        let review = self.counsel.review().filter(|r| r.hand == hand)?;
        // The biggest differences, in the order they came; where there is none, the first
        // choices the Expert would have made otherwise, about as good as the person's.
        let mut moments: Vec<_> = review.moments().collect();
        let as_good: Vec<_> = match moments.is_empty() {
            true => review.differences().take(MOMENTS_LISTED).collect(),
            false => Vec::new(),
        };
        while moments.len() > MOMENTS_LISTED {
            let smallest = (0..moments.len())
                .min_by_key(|&i| moments[i].1.margin_tenths)
                .unwrap_or(0);
            moments.remove(smallest);
        }
        let more = review.moments().count() - moments.len();
        let (state, line) = match &review.expert {
            Reviewed::Reviewing => (
                ReviewState::Reviewing,
                t::table_review_reviewing().to_string(),
            ),
            Reviewed::Scored(expert) => {
                let summary = match (moments.len(), more) {
                    (0, _) if review.decisions.is_empty() => t::table_review_nothing(),
                    (0, _) if as_good.is_empty() => t::table_review_same(),
                    (0, _) if *expert == review.you => t::table_review_as_good(),
                    (0, _) => t::table_review_as_good_went_otherwise(),
                    (_, 0) => t::table_review_differently(),
                    (_, more) => t::table_review_biggest(moments.len() + more),
                };
                let expert = t::count_points(*expert);
                let line = t::table_review_done(expert, summary, review.you);
                (ReviewState::Done, line.to_string())
            }
            Reviewed::Failed(why) => (
                ReviewState::Failed,
                t::table_review_failed(why.said()).to_string(),
            ),
        };
        Some(ReviewShown {
            state,
            line,
            moments: moments
                .into_iter()
                .chain(as_good)
                .map(|(at, d)| {
                    let line = t::table_review_moment(decision_line(d), expert_line(d));
                    (at, line.to_string(), d.reason.words.clone())
                })
                .collect(),
            steps: !review.decisions.is_empty(),
        })
    }

    /// The review of the last deal scored, as its score table shows it.
    pub fn last_review_shown(&self) -> Option<ReviewShown> {
        self.book
            .history()
            .last()
            .and_then(|last| self.review_shown(last.hand))
    }
}

impl Overlay {
    /// Its name in the page (`data-overlay`), which the browser tests wait on.
    pub fn id(&self) -> &'static str {
        match self {
            Overlay::HandScores => "scores",
            Overlay::GameOver { .. } => "game-over",
            Overlay::Rules => "rules",
            Overlay::FairPlay => "fair-play",
            Overlay::NewGame => "new-game",
            Overlay::ScoreSheet => "score-sheet",
            Overlay::Statistics => "statistics",
            Overlay::Help => "settings",
            Overlay::Past => "past",
            Overlay::Link { .. } => "link",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::bot_service::WorkerError;
    use crate::ui::table::testing::*;

    #[test]
    fn the_prompt_asks_for_the_pass_then_a_card_then_names_who_thinks() {
        let mut table = black_lady(7, Speed::Instant);
        while table.next_delay().is_some() && !matches!(table.asked(), Choice::Pass { .. }) {
            table.update(Msg::Step);
        }
        let direction = table.game().pass_direction().describe(4);
        assert_eq!(
            table.prompt(),
            format!("Choose 3 cards to pass {direction}, to West (0 chosen)")
        );
        let first = table.game().hand(table.human()).iter_distinct().next();
        let first = first.expect("a card");
        table.update(Act::Choose(first));
        assert!(table.prompt().ends_with("(1 chosen)"), "{}", table.prompt());
        table.update(Act::Choose(first));
        assert!(table.prompt().ends_with("(0 chosen)"), "{}", table.prompt());
        // On to the person's first card: the prompt says what the engine allows.
        let mut steps = 0;
        while !matches!(table.asked(), Choice::Play { .. }) {
            act_like_a_person(&mut table);
            steps += 1;
            assert!(steps < 1_000, "the person's turn comes");
        }
        let prompt = table.prompt();
        assert!(prompt.starts_with("Your turn"), "{prompt}");
        if table.card_choices().iter().any(|(_, ok)| ok.is_err()) {
            let first_refusal = table
                .card_choices()
                .into_iter()
                .find_map(|(_, ok)| ok.err())
                .map(|why| table.say(why));
            assert!(prompt.contains(&first_refusal.unwrap_or_default()));
        } else {
            assert_eq!(prompt, "Your turn: play any card");
        }
        // A bot to act: the prompt names it while the table waits for its card.
        play_first_playable(&mut table);
        let mut steps = 0;
        while table.shown.turn == Some(table.human()) || table.shown.collecting.is_some() {
            advance(&mut table);
            steps += 1;
            assert!(steps < 1_000, "a bot's turn comes");
        }
        if let Some(seat) = table.shown.turn {
            assert_eq!(table.prompt(), format!("{} is thinking…", table.name(seat)));
        }
    }

    #[test]
    fn a_refused_card_says_why_in_the_prompt() {
        let mut table = black_lady(3, Speed::Instant);
        let mut steps = 0;
        while !matches!(table.asked(), Choice::Play { .. })
            || table.card_choices().iter().all(|(_, ok)| ok.is_ok())
        {
            act_like_a_person(&mut table);
            steps += 1;
            assert!(steps < 5_000, "a turn with a card the engine refuses comes");
        }
        let (card, why) = table
            .card_choices()
            .into_iter()
            .find_map(|(card, ok)| ok.err().map(|why| (card, why)))
            .expect("a refused card");
        table.update(Act::Choose(card));
        assert_eq!(table.prompt(), table.say(why));
    }

    #[test]
    fn the_review_lists_the_biggest_moments_in_order_and_every_state() {
        let mut table = black_lady(11, Speed::Instant);
        play_like_a_person(&mut table, 1);
        let hand = table.history().last().expect("a deal scored").hand;
        let shown = table
            .review_shown(hand)
            .expect("the deal is being reviewed");
        assert_eq!(shown.state, ReviewState::Reviewing);
        assert_eq!(shown.line, "Reviewing: the Expert plays your cards…");
        assert_eq!(table.last_review_shown(), Some(shown));
        assert_eq!(
            table.review_shown(hand + 1),
            None,
            "no review of another deal"
        );
        let review = table.counsel.review_mut().expect("a review");
        review.expert = Reviewed::Failed(WorkerError::TimedOut);
        let failed = table.review_shown(hand).expect("still shown");
        assert_eq!(failed.state, ReviewState::Failed);
        assert_eq!(
            failed.line,
            format!("No review this time: {}", WorkerError::TimedOut)
        );
        let review = table.counsel.review_mut().expect("a review");
        review.expert = Reviewed::Scored(review.you);
        let done = table.review_shown(hand).expect("still shown");
        assert_eq!(done.state, ReviewState::Done);
        assert!(done.moments.len() <= MOMENTS_LISTED);
        let listed: Vec<usize> = done.moments.iter().map(|m| m.0).collect();
        assert!(
            listed.windows(2).all(|w| w[0] < w[1]),
            "in the order they came"
        );
        let differing = review_differing(&table);
        assert_eq!(done.moments.len(), differing.min(MOMENTS_LISTED));
    }

    /// Where the Expert would never have done clearly better but would have chosen otherwise,
    /// the review says so, and where: the summary never says it chose as the person did
    /// while its score differs.
    #[test]
    fn a_review_with_only_choices_about_as_good_says_where_the_deal_went_another_way() {
        use crate::bots::{Apart, Decision, Form, Named, Said, Sentence, Verdict};
        use crate::engine::{Action, Card};
        let mut table = black_lady(11, Speed::Instant);
        play_like_a_person(&mut table, 1);
        let hand = table.history().last().expect("a deal scored").hand;
        let card = |s: &str| Action::Play(s.parse::<Card>().expect("a card"));
        let decision = |trick: u8, yours: &str, expert: &str| Decision {
            step: u32::from(trick) * 4,
            trick,
            yours: card(yours),
            expert: card(expert),
            // "The 9♠ is about as good as your 7♠."
            reason: crate::ui::bot_service::Spoken::of(
                &Said::words(Sentence::Verdict {
                    subject: Named {
                        action: card("9S"),
                        form: Form::TheFirst,
                    },
                    verdict: Verdict::AsGood,
                    other: Named {
                        action: card("7S"),
                        form: Form::Your,
                    },
                    apart: Apart::Nothing,
                }),
                11,
            ),
            margin_tenths: 2,
            noise_tenths: 3,
            clear: false,
            yours_now_tenths: Some(0),
        };
        let review = table.counsel.review_mut().expect("a review");
        review.decisions = vec![decision(2, "2C", "2C"), decision(3, "7S", "9S")];
        review.expert = Reviewed::Scored(review.you + 5);
        let shown = table.review_shown(hand).expect("shown");
        assert!(
            shown.line.ends_with(
                "It would have chosen otherwise only where the choices were about as good, \
                 and from the first of them the deal went another way:"
            ),
            "{}",
            shown.line
        );
        let moments: Vec<_> = shown
            .moments
            .iter()
            .map(|(at, line, why)| (*at, line.clone(), why.to_string()))
            .collect();
        assert_eq!(
            moments,
            vec![(
                1,
                "Trick 3: you played the 7♠; Expert: the 9♠, about as good".to_string(),
                "The 9♠ is about as good as your 7♠.".to_string()
            )]
        );
        let review = table.counsel.review_mut().expect("a review");
        review.expert = Reviewed::Scored(review.you);
        let shown = table.review_shown(hand).expect("shown");
        assert!(
            shown.line.ends_with(
                "It would have chosen otherwise only where the choices were about as good:"
            ),
            "{}",
            shown.line
        );
        assert_eq!(shown.moments.len(), 1);
    }

    /// How many of the reviewed decisions the Expert would have made differently.
    fn review_differing(table: &Table) -> usize {
        table.review().map_or(0, |r| r.moments().count())
    }

    #[test]
    fn every_overlay_has_its_own_name_in_the_page() {
        let all = [
            Overlay::HandScores,
            Overlay::GameOver {
                winners: crate::engine::Seats::NONE,
            },
            Overlay::Rules,
            Overlay::FairPlay,
            Overlay::NewGame,
            Overlay::ScoreSheet,
            Overlay::Statistics,
            Overlay::Help,
            Overlay::Past,
        ];
        let mut ids: Vec<&str> = all.iter().map(Overlay::id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all.len());
    }
}
