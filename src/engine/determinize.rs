//! Games made from one seat's knowledge: a deal picked up as play begins ([`PlaySetup`]),
//! the cards played so far replayed onto it, and a seat's view completed by a guess at the
//! cards it cannot see (a determinization, for the search bots). The engine replays every
//! card through its own rules, so a guess that contradicts what the seat saw is refused
//! with the rule it breaks.
use super::action::{Action, Illegal, PassDirection, PassList, Phase, Standing};
use super::card::Card;
use super::cards::Cards;
use super::game::{Call, Deal, DealError, Game};
use super::rules::{OpeningLead, RuleSet};
use super::seat::{MAX_SEATS, Seat, Seats};
use super::trick::Play;
use super::view::PlayerView;
use std::fmt;
use std::sync::Arc;

/// A guess at the cards a seat cannot see: every other hand, and the kitty while it is
/// face down (or in a pile the seat has not seen).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Guess {
    /// Each seat's hand now; the guessing seat's own entry is ignored.
    pub hands: [Cards; MAX_SEATS],
    pub kitty: Cards,
}

/// Why a guess at the hidden cards does not fit the view.
#[derive(Clone, Debug, PartialEq)]
pub enum GuessRefused {
    /// With the guess, `seat` could not have played `card`: the rule it would break.
    Play {
        seat: Seat,
        card: Card,
        why: Illegal,
    },
    /// Anything else: hands of the wrong size, cards the seat has seen, a known card missing.
    Other(GuessError),
}

impl fmt::Display for GuessRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuessRefused::Play { seat, card, why } => {
                write!(
                    f,
                    "{seat} could not have played the {}: {why}",
                    card.short()
                )
            }
            GuessRefused::Other(why) => why.fmt(f),
        }
    }
}

impl std::error::Error for GuessRefused {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            GuessRefused::Play { why, .. } => Some(why),
            GuessRefused::Other(why) => Some(why),
        }
    }
}

/// Why a guess does not make a deal of the view, before any card is replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuessError {
    /// Guesses are made during play only.
    NotInPlay { phase: Phase },
    /// A hand of the wrong size.
    HandSize {
        seat: Seat,
        holds: u32,
        guessed: u32,
    },
    /// The guessed cards are not exactly those the seat has not seen.
    NotTheUnseen,
    /// A card the seat knows is in a hand is not in that hand.
    KnownCardMissing { seat: Seat, card: Card },
    /// The hands make no deal of the rules.
    Deal(DealError),
    /// The cards played, replayed, do not end where the view is.
    Mismatch,
}

impl fmt::Display for GuessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuessError::NotInPlay { phase } => {
                write!(f, "a guess is made during play, but {phase}")
            }
            GuessError::HandSize {
                seat,
                holds,
                guessed,
            } => write!(f, "{seat} holds {holds} cards, not {guessed}"),
            GuessError::NotTheUnseen => {
                f.write_str("the guess is not the cards this seat has not seen")
            }
            GuessError::KnownCardMissing { seat, card } => {
                write!(f, "{seat} holds the {}", card.short())
            }
            GuessError::Deal(why) => why.fmt(f),
            GuessError::Mismatch => f.write_str("the replayed deal does not match the view"),
        }
    }
}

impl std::error::Error for GuessError {}

/// A deal picked up as its first trick begins: the hands after passing, and what came before.
#[derive(Clone, Debug, PartialEq)]
pub struct PlaySetup {
    /// Each seat's hand as play begins, seat 0 first.
    pub hands: Vec<Cards>,
    /// The kitty, face down.
    pub kitty: Cards,
    pub pass: PassDirection,
    pub pass_count: u8,
    pub hand_number: u32,
    pub dealer: Seat,
    pub standings: Vec<Standing>,
    pub pool: i32,
    /// The seats that pledged; `None` when the pledges are still to be made.
    pub pledged: Option<Seats>,
    /// Who leads the first trick, where the rules make it the taker of the Q♠ in the deal
    /// before (which the setup does not know otherwise).
    pub pig_taker: Option<Seat>,
    /// One seat's own pass, for its view: its hand as dealt, what it passed and received.
    pub own_pass: Option<OwnPass>,
}

/// A seat's hand as dealt and its side of the pass.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OwnPass {
    pub seat: Seat,
    pub dealt: Cards,
    pub passed: PassList,
    pub received: Cards,
}

impl Game {
    /// A one-deal game that starts as this deal's play begins: it stops once the deal is
    /// scored ([`Phase::DealScored`]). Fails, saying why, if the hands (with the kitty) are
    /// not the rules' deck in equal hands.
    pub fn at_play(rules: Arc<RuleSet>, setup: &PlaySetup) -> Result<Game, DealError> {
        let players = rules.players();
        let n = players as usize;
        if setup.hands.len() != n {
            return Err(DealError::HandCount {
                hands: setup.hands.len(),
                players,
            });
        }
        let mut all = setup.kitty;
        for hand in &setup.hands {
            all = all.plus(*hand);
        }
        if all != rules.deck() || all.len() != rules.deck().len() {
            return Err(DealError::NotTheDeck {
                missing: rules.deck().minus(all),
                extra: all.minus(rules.deck()),
            });
        }
        if setup.dealer.0 >= players {
            return Err(DealError::NoSuchDealer {
                dealer: setup.dealer,
            });
        }
        if !setup.standings.is_empty() && setup.standings.len() != n {
            return Err(DealError::StandingCount {
                standings: setup.standings.len(),
                players,
            });
        }
        let mut game = Game::new(Arc::clone(&rules), 0);
        game.single_deal = true;
        game.hand = setup.hand_number;
        game.dealer = setup.dealer;
        if !setup.standings.is_empty() {
            game.standings[..n].copy_from_slice(&setup.standings);
        }
        game.pool = setup.pool;
        game.queen_taker = setup.pig_taker;
        let mut deal = Deal::empty(players, rules.step());
        deal.hands[..n].copy_from_slice(&setup.hands);
        deal.dealt = deal.hands;
        deal.kitty = setup.kitty;
        deal.pass = setup.pass;
        deal.pass_size = setup.pass_count;
        if setup.pass_count > 0 {
            deal.passed_by = Seats::all(players);
        }
        if let Some(own) = setup.own_pass
            && own.seat.0 < players
        {
            deal.dealt[own.seat.index()] = own.dealt;
            deal.passed[own.seat.index()] = own.passed;
            deal.received[own.seat.index()] = own.received;
        }
        game.deal = deal;
        match setup.pledged {
            Some(pledged) => {
                game.deal.pledged = pledged;
                game.deal.pledge_decided = Seats::all(players);
                game.begin_tricks(&mut ());
            }
            None if rules.rules().pledge => game.phase = Phase::Pledging,
            None => game.begin_tricks(&mut ()),
        }
        Ok(game)
    }

    /// Plays these cards in order, with the suits called after joker leads. Stops at the
    /// first card the rules refuse and returns its position and the reason.
    pub fn replay_plays(&mut self, plays: &[Play], calls: &[Call]) -> Result<(), (usize, Illegal)> {
        self.replay_watched(plays, calls, &mut |_, _| {})
    }

    /// [`Game::replay_plays`], showing `watch` the game before each play, with the play.
    fn replay_watched(
        &mut self,
        plays: &[Play],
        calls: &[Call],
        watch: &mut dyn FnMut(&Game, Play),
    ) -> Result<(), (usize, Illegal)> {
        for (i, play) in plays.iter().enumerate() {
            watch(self, *play);
            self.apply(play.seat, Action::Play(play.card), &mut ())
                .map_err(|why| (i, why))?;
            if let Some(call) = calls.iter().find(|c| c.at as usize == i) {
                self.apply(play.seat, Action::CallSuit(call.suit), &mut ())
                    .map_err(|why| (i, why))?;
            }
        }
        Ok(())
    }

    /// The game as `view`'s seat sees it, with `guess` for the cards it cannot see: a
    /// one-deal game from the start of play with every card so far replayed. Fails, saying
    /// why, when the view is not in play, or the guess is not exactly the unseen cards in
    /// hands of the right sizes, or it contradicts the play (a card passed to a seat that
    /// is not in its hand, a suit held by a seat that showed void, any other rule broken).
    /// When a play is what refuses the guess, [`GuessRefused::Play`] says which and the rule it
    /// breaks: what a guesser can learn from.
    pub fn from_view(view: &PlayerView, guess: &Guess) -> Result<Game, GuessRefused> {
        Game::from_guess_watched(view, guess, &mut |_, _| {})
    }

    /// [`Game::from_view`], showing `watch` the guessed game before each card played so far,
    /// with the card: how a bot weighs a guess by how likely each play was with those hands.
    pub fn from_guess_watched(
        view: &PlayerView,
        guess: &Guess,
        watch: &mut dyn FnMut(&Game, Play),
    ) -> Result<Game, GuessRefused> {
        Game::guessed(view, guess)
            .map_err(GuessRefused::Other)?
            .replayed(view, watch)
    }

    fn replayed(
        mut self,
        view: &PlayerView,
        watch: &mut dyn FnMut(&Game, Play),
    ) -> Result<Game, GuessRefused> {
        self.replay_watched(&view.history, &view.calls, watch)
            .map_err(|(i, why)| GuessRefused::Play {
                seat: view.history[i].seat,
                card: view.history[i].card,
                why,
            })?;
        if self.turn() != view.turn
            || self.points_taken() != view.points_taken.as_slice()
            || self.carried() != view.carried
        {
            return Err(GuessRefused::Other(GuessError::Mismatch));
        }
        Ok(self)
    }

    /// The game at the start of play that `guess` makes of the view, before the plays.
    fn guessed(view: &PlayerView, guess: &Guess) -> Result<Game, GuessError> {
        if view.phase != Phase::Playing {
            return Err(GuessError::NotInPlay { phase: view.phase });
        }
        let rules = Arc::clone(&view.rules);
        let players = view.players;
        let me = view.seat;
        let kitty_seen = view.kitty.is_some();
        let mut guessed = if kitty_seen {
            Cards::EMPTY
        } else {
            guess.kitty
        };
        let mut hands = vec![Cards::EMPTY; players as usize];
        for seat in Seat::all(players) {
            let hand = if seat == me {
                view.hand
            } else {
                guess.hands[seat.index()]
            };
            let size = view.hand_sizes.get(seat.index()).copied().unwrap_or(0) as u32;
            if hand.len() != size {
                return Err(GuessError::HandSize {
                    seat,
                    holds: size,
                    guessed: hand.len(),
                });
            }
            if seat != me {
                guessed = guessed.plus(hand);
            }
            hands[seat.index()] = hand;
        }
        if guessed != view.unseen || guessed.len() != view.unseen.len() {
            return Err(GuessError::NotTheUnseen);
        }
        for known in &view.known_holders {
            if !hands[known.seat.index()].contains(known.card) {
                return Err(GuessError::KnownCardMissing {
                    seat: known.seat,
                    card: known.card,
                });
            }
        }
        for play in &view.history {
            hands[play.seat.index()].insert(play.card);
        }
        let kitty = view.kitty.unwrap_or(guess.kitty);
        let setup = PlaySetup {
            hands,
            kitty,
            pass: view.pass,
            pass_count: view.pass_count,
            hand_number: view.hand_number,
            dealer: view.dealer,
            standings: view.standings.clone(),
            pool: view.pool,
            pledged: Some(view.pledged),
            pig_taker: (rules.rules().opening_lead == OpeningLead::PigTaker)
                .then(|| view.history.first().map(|p| p.seat).or(view.turn))
                .flatten(),
            own_pass: Some(OwnPass {
                seat: me,
                dealt: view.dealt,
                passed: view.passed.unwrap_or(PassList::EMPTY),
                received: view.received.unwrap_or_default(),
            }),
        };
        Game::at_play(rules, &setup).map_err(GuessError::Deal)
    }
}
