//! Scoring a deal and ending the game: card values (with Gong Zhu's, Complex Hearts' and
//! Royal Hearts' special cards), the moon and the sun in all their variants, the
//! adjustments (no tricks, the pledge, floors, exact scores), chips and lives, and who wins.
// Scores are parallel arrays by seat; indexing them by seat reads more plainly than zips.
#![allow(clippy::needless_range_loop)]
use super::action::{MoonChoice, PassDirection, Phase};
use super::card::{Card, JACK, QUEEN, Suit};
use super::cards::suit_mask;
use super::event::{Event, EventSink, HandResult, Shot, ShotKind, Totals};
use super::game::{Detected, Game, Pending, Raw};
use super::rules::{
    BonusFloor, ExactEffect, MoonKind, NextDealer, Partnership, Rules, Scoring, SpecialScoring,
    SunRules,
};
use super::seat::{MAX_SEATS, Seat, Seats};

/// A deal's score as it is worked out, one step at a time: what each seat scores, and what
/// the steps found on the way.
struct Tally {
    /// Each seat's deal score, its real part.
    re: Totals,
    /// Its imaginary part (Complex Hearts).
    im: Totals,
    /// The bonus points that stay in each seat's deal score (a moon may replace them).
    bonus_counted: Totals,
    /// The moon, sun or big moon scored.
    shot: Option<Shot>,
    /// The game may not end on this deal (a moon that would make its shooter lose).
    hold_the_end: bool,
    /// The seat whose game score goes back to zero: a sun's clean slate.
    clean_slate: Option<Seat>,
}

impl Tally {
    /// The deal's score from the cards each seat took, before any moon.
    fn of_cards(raw: &Raw, players: usize) -> Tally {
        let mut tally = Tally {
            re: [0; MAX_SEATS],
            im: [0; MAX_SEATS],
            bonus_counted: raw.bonus,
            shot: None,
            hold_the_end: false,
            clean_slate: None,
        };
        for s in 0..players {
            tally.re[s] = raw.penalty[s] + raw.bonus[s];
            tally.im[s] = raw.penalty_imaginary[s] + raw.bonus_imaginary[s];
        }
        tally
    }
}

/// A moon or a sun being scored: who shot it, what it is worth, and what the shooters keep of
/// the deal's own score.
struct Shooting<'a> {
    raw: &'a Raw,
    seats: Seats,
    /// The first of the shooters (the one seat, but for a partnership).
    shooter: Seat,
    /// The shooters keep their bonus cards, unless the moon needs those too (Omnibus), when
    /// the moon is the whole deal's score.
    keeps_bonus: bool,
    /// What it is worth, real and imaginary parts.
    value: (i32, i32),
    players: usize,
}

impl<'a> Shooting<'a> {
    fn new(
        raw: &'a Raw,
        shot: Detected,
        sun: Option<SunRules>,
        rules: &Rules,
        players: usize,
    ) -> Self {
        let value = match (sun, rules.moon.value) {
            (Some(sun), _) => (sun.value, 0),
            (None, Some(v)) => (v, 0),
            (None, None) => shot.seats.iter().fold((0, 0), |(a, b), s| {
                (
                    a + raw.penalty[s.index()],
                    b + raw.penalty_imaginary[s.index()],
                )
            }),
        };
        Shooting {
            raw,
            seats: shot.seats,
            shooter: shot.seats.iter().next().unwrap_or(Seat(0)),
            keeps_bonus: !(rules.moon.needs_bonus_cards && sun.is_none()),
            value,
            players,
        }
    }

    /// The shooters' seat numbers.
    fn shooters(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.players).filter(|&s| self.seats.contains(Seat(s as u8)))
    }

    /// The other seats' numbers.
    fn others(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.players).filter(|&s| !self.seats.contains(Seat(s as u8)))
    }

    /// What shooter `s` keeps of the deal's own score.
    fn keep(&self, s: usize) -> (i32, i32) {
        match self.keeps_bonus {
            true => (self.raw.bonus[s], self.raw.bonus_imaginary[s]),
            false => (0, 0),
        }
    }

    /// Each shooter's deal score becomes what it keeps.
    fn shooters_keep(&self, re: &mut Totals, im: &mut Totals) {
        for s in self.shooters() {
            (re[s], im[s]) = self.keep(s);
        }
    }

    /// The old moon: the shooters keep theirs, and each other seat scores the value.
    fn add_to_others(&self, re: &mut Totals, im: &mut Totals) {
        self.shooters_keep(re, im);
        for s in self.others() {
            re[s] += self.value.0;
            im[s] += self.value.1;
        }
    }

    /// The new moon: the shooters keep theirs, less the value from the first of them.
    fn subtract_from_shooter(&self, re: &mut Totals, im: &mut Totals) {
        self.shooters_keep(re, im);
        re[self.shooter.index()] -= self.value.0;
        im[self.shooter.index()] -= self.value.1;
    }
}

fn complex_times_2i(re: i32, im: i32) -> (i32, i32) {
    (-2 * im, 2 * re)
}

impl Game {
    /// Each seat's score for the deal from the cards it took, before any moon.
    fn raw_scores(&self) -> Raw {
        let rules = &*self.rules;
        let players = self.players() as usize;
        let deal = &self.deal;
        let mut raw = Raw {
            penalty: [0; MAX_SEATS],
            penalty_imaginary: [0; MAX_SEATS],
            bonus: [0; MAX_SEATS],
            bonus_imaginary: [0; MAX_SEATS],
        };
        let hearts_mask = suit_mask(Suit::Hearts);
        let all_hearts = rules.deck().filter(hearts_mask);
        let ten_of_clubs = Card::new(Suit::Clubs, 10);
        for seat in 0..players {
            let taken = deal.taken[seat];
            let bonus = rules.value_of(taken.filter(rules.bonus_mask()));
            match rules.rules().special {
                SpecialScoring::None | SpecialScoring::Royal => {
                    // Trick by trick points (which know about jokers scoring only with hearts).
                    let mut penalty = deal.points[seat] - bonus;
                    if rules.rules().special == SpecialScoring::Royal {
                        let hearts: i32 = taken
                            .filter(hearts_mask)
                            .iter()
                            .map(|c| rules.value(c))
                            .sum();
                        if taken.contains(Card::new(Suit::Hearts, QUEEN)) {
                            penalty += hearts;
                        }
                        // House reading of the lost suits: the Q♣ cancels the Q♠ (and the Q♦ is
                        // the −10 bonus, in the counters).
                        if taken.contains(Card::QUEEN_OF_SPADES)
                            && taken.contains(Card::new(Suit::Clubs, QUEEN))
                        {
                            penalty -= rules.value(Card::QUEEN_OF_SPADES)
                                * taken.count(Card::QUEEN_OF_SPADES) as i32;
                        }
                    }
                    raw.penalty[seat] = penalty;
                    // A bonus card kept from taking the deal's score below zero can at most
                    // cancel the points taken with it.
                    raw.bonus[seat] = if rules.rules().bonus_floor == BonusFloor::Hand {
                        bonus.max(-penalty.max(0))
                    } else {
                        bonus
                    };
                }
                SpecialScoring::GongZhu => {
                    // Plus is good. Taking every heart turns them (and the pig) to plus.
                    let every_heart = !all_hearts.is_empty() && taken.contains_all(&all_hearts);
                    let mut total = 0;
                    for card in taken.iter() {
                        let value = rules.value(card);
                        total += if every_heart
                            && (card.suit() == Some(Suit::Hearts) || card == Card::QUEEN_OF_SPADES)
                        {
                            value.abs()
                        } else {
                            value
                        };
                    }
                    if taken.contains(ten_of_clubs) {
                        let others = taken.distinct()
                            & (hearts_mask
                                | 1 << Card::QUEEN_OF_SPADES.index()
                                | 1 << Card::new(Suit::Diamonds, JACK).index());
                        total = if others == 0 { total + 50 } else { total * 2 };
                    }
                    raw.penalty[seat] = total;
                }
                SpecialScoring::Complex => {
                    let queen = taken.count(Card::QUEEN_OF_SPADES) as i32
                        * rules.value(Card::QUEEN_OF_SPADES);
                    let hearts: i32 = taken
                        .filter(hearts_mask)
                        .iter()
                        .map(|c| rules.value(c))
                        .sum();
                    let (mut pre, mut pim) = (hearts, queen);
                    let (mut bre, mut bim) = (bonus, 0);
                    if taken.contains(ten_of_clubs) {
                        (pre, pim) = complex_times_2i(pre, pim);
                        (bre, bim) = complex_times_2i(bre, bim);
                    }
                    raw.penalty[seat] = pre;
                    raw.penalty_imaginary[seat] = pim;
                    raw.bonus[seat] = bre;
                    raw.bonus_imaginary[seat] = bim;
                }
            }
        }
        raw
    }

    /// A moon (one seat, or a partnership, took every card the moon needs) or a sun (one
    /// seat took every trick), where the rules reward them.
    fn detect_shot(&self) -> Option<Detected> {
        let rules = self.rules.rules();
        let players = self.players();
        let deal = &self.deal;
        let mut sun = None;
        if let Some(sun_rules) = rules.moon.sun {
            let from = usize::from(sun_rules.first_trick_excluded);
            let winners = &deal.winners;
            if winners.len() > from
                && let Some(&first) = winners.get(from)
                && winners[from..].iter().all(|&w| w == first)
                && deal.tricks_won[first.index()] as usize + from >= winners.len()
            {
                sun = Some(Detected {
                    kind: ShotKind::Sun,
                    seats: Seats::single(first),
                });
            }
        }
        if sun.is_some() {
            return sun;
        }
        if rules.moon.kind == MoonKind::None {
            return None;
        }
        if rules.moon.sun.is_some_and(|s| s.moon_needs_sun) {
            return None;
        }
        let needs = self.rules.moon_cards();
        if needs.is_empty() {
            return None;
        }
        if rules.partnership == Partnership::TeamScores {
            // Partners shoot together: a moon by either is the partnership's.
            for seat in [Seat(0), Seat(1)] {
                let partner = seat.left(2, players);
                let team = deal.taken[seat.index()].plus(deal.taken[partner.index()]);
                if team.contains_all(&needs) {
                    let mut seats = Seats::single(seat);
                    seats.insert(partner);
                    return Some(Detected {
                        kind: ShotKind::Moon,
                        seats,
                    });
                }
            }
            return None;
        }
        for seat in Seat::all(players) {
            if deal.taken[seat.index()].contains_all(&needs) {
                return Some(Detected {
                    kind: ShotKind::Moon,
                    seats: Seats::single(seat),
                });
            }
        }
        None
    }

    /// Whether the shooter must choose between old and new moon.
    fn moon_choice_open(&self, shot: &Detected) -> bool {
        let sun = self.rules.rules().moon.sun;
        let fixed_sun =
            shot.kind == ShotKind::Sun && sun.is_some_and(|s| s.clean_slate || s.punishment);
        if shot.kind == ShotKind::BigMoon || fixed_sun {
            return false;
        }
        let shooter = shot.seats.iter().next().unwrap_or(Seat(0));
        match self.rules.rules().moon.kind {
            MoonKind::ShooterChooses => true,
            MoonKind::ChoiceAfterScore { score, anyone } => {
                let standings = self.standings();
                standings[shooter.index()].points >= score
                    || (anyone && standings.iter().any(|s| s.points >= score))
            }
            _ => false,
        }
    }

    /// Scores the finished deal, or waits for the shooter's choice of moon.
    pub(crate) fn finish_hand(&mut self, events: &mut impl EventSink) {
        let raw = self.raw_scores();
        let shot = self.detect_shot();
        if let Some(shot) = shot
            && self.moon_choice_open(&shot)
        {
            let shooter = shot.seats.iter().next().unwrap_or(Seat(0));
            self.pending = Some(Pending { shooter, raw, shot });
            self.phase = Phase::ChoosingMoon;
            return;
        }
        if self.complete_hand(raw, shot, None, events) {
            self.start_hand(events);
        }
    }

    /// The shooter chose: score the deal.
    pub(crate) fn choose_moon(&mut self, choice: MoonChoice, events: &mut impl EventSink) {
        if let Some(pending) = self.pending.take() {
            if self.complete_hand(pending.raw, Some(pending.shot), Some(choice), events) {
                self.start_hand(events);
            }
        }
    }

    /// The end threshold: the target, or one more when landing on it exactly resets.
    fn end_threshold(&self) -> i32 {
        let rules = self.rules.rules();
        match &rules.exact_score {
            Some(exact) if exact.scores.contains(&rules.target) => rules.target + 1,
            _ => rules.target,
        }
    }

    /// Whether these points (per seat) reach the end by score.
    fn points_end(&self, points: &[i32], imaginary: &[i32]) -> bool {
        let rules = self.rules.rules();
        let threshold = self.end_threshold();
        match (rules.special, rules.partnership) {
            (SpecialScoring::GongZhu, _) => points.iter().any(|&p| p <= -rules.target),
            (SpecialScoring::Complex, _) => points.iter().zip(imaginary).any(|(&re, &im)| {
                let (re, im) = (re as i64, im as i64);
                re * re + im * im >= (rules.target as i64) * (rules.target as i64)
            }),
            (_, Partnership::TeamScores) => (0..2).any(|t| points[t] + points[t + 2] >= threshold),
            _ => points.iter().any(|&p| p >= threshold),
        }
    }

    /// Each seat's rank by points alone, lower first: the game's own rule (lowest points,
    /// highest in Gong Zhu, nearest zero in Complex Hearts, by team with partners).
    fn points_ranks(&self, points: &[i32], imaginary: &[i32]) -> Ranks {
        let rules = self.rules.rules();
        let mut ranks = [0; MAX_SEATS];
        for (s, rank) in ranks.iter_mut().enumerate().take(points.len()) {
            let (re, im) = (i64::from(points[s]), i64::from(imaginary[s]));
            *rank = match (rules.special, rules.partnership) {
                (_, Partnership::TeamScores) => {
                    let team = s % 2;
                    i64::from(points[team]) + i64::from(points.get(team + 2).copied().unwrap_or(0))
                }
                (_, Partnership::TeamLosesWithPlayer) => {
                    let losing = self.losing_team.unwrap_or_else(|| {
                        let worst = (0..points.len()).max_by_key(|&s| points[s]).unwrap_or(0);
                        (worst % 2) as u8
                    });
                    i64::from((s % 2) as u8 == losing)
                }
                (SpecialScoring::GongZhu, _) => -re,
                (SpecialScoring::Complex, _) => re * re + im * im,
                _ => re,
            };
        }
        ranks
    }

    /// The winners by points alone.
    fn points_winners(&self, points: &[i32], imaginary: &[i32]) -> Seats {
        best(&self.points_ranks(points, imaginary)[..points.len()])
    }

    /// Each seat's points and imaginary points, plus `extra(seat)` (what a deal would add),
    /// as fixed arrays: no allocation on the way to the next deal.
    fn point_arrays(&self, extra: &dyn Fn(usize) -> (i32, i32)) -> (Totals, Totals) {
        let mut points = [0; MAX_SEATS];
        let mut imaginary = [0; MAX_SEATS];
        for s in 0..self.players() as usize {
            let (re, im) = extra(s);
            points[s] = self.standings[s].points + re;
            imaginary[s] = self.standings[s].imaginary + im;
        }
        (points, imaginary)
    }

    /// Each seat's rank in the game, lower first, by the game's own rule: points, chips, or
    /// lives (players still in, or the last ones out together, before the others).
    fn ranks(&self) -> Ranks {
        let standings = self.standings();
        let (points, imaginary) = self.point_arrays(&|_| (0, 0));
        let players = standings.len();
        match self.rules.rules().scoring {
            Scoring::Points => self.points_ranks(&points[..players], &imaginary[..players]),
            Scoring::Sweepstake { .. } | Scoring::Howell { .. } | Scoring::Pool { .. } => {
                let mut ranks = [0; MAX_SEATS];
                for (rank, s) in ranks.iter_mut().zip(standings) {
                    *rank = -i64::from(s.chips);
                }
                ranks
            }
            Scoring::Lives { .. } => {
                // If the last players lost their last lives together, they are ranked.
                let nobody_left = standings.iter().all(|s| s.lives == 0);
                let mut ranks = [0; MAX_SEATS];
                for (s, rank) in ranks.iter_mut().enumerate().take(players) {
                    let still_in = match nobody_left {
                        true => self.finalists.contains(Seat(s as u8)),
                        false => standings[s].lives > 0,
                    };
                    let out = if still_in { 0 } else { 1_i64 << 40 };
                    *rank = out + i64::from(points[s]);
                }
                ranks
            }
        }
    }

    /// The seats that have won (or would win, if the game ended now).
    pub fn leaders(&self) -> Seats {
        best(&self.ranks()[..self.players() as usize])
    }

    /// Each seat's place in the game by its own rule, seat 0 first: 1 for the leaders (the
    /// winners, once the game is over), and seats level share a place ("1, 2, 2, 4").
    pub fn places(&self) -> [u8; MAX_SEATS] {
        let players = self.players() as usize;
        let ranks = self.ranks();
        let mut places = [0; MAX_SEATS];
        for (s, place) in places.iter_mut().enumerate().take(players) {
            let ahead = ranks[..players].iter().filter(|&&r| r < ranks[s]).count();
            *place = ahead as u8 + 1;
        }
        places
    }

    /// Scores the deal; whether the next deal is to be dealt. One step a function: the moon or
    /// the sun, the adjustments, the big moon, the game scores, then chips and lives. Its sink
    /// is `dyn`: this runs once a deal, and one copy of it rather than one per kind of sink
    /// keeps the browser's download smaller.
    fn complete_hand(
        &mut self,
        raw: Raw,
        shot: Option<Detected>,
        choice: Option<MoonChoice>,
        events: &mut dyn EventSink,
    ) -> bool {
        let mut tally = Tally::of_cards(&raw, self.players() as usize);
        if let Some(shot) = shot {
            self.score_shot(&raw, shot, choice, &mut tally);
        }
        self.adjust(&mut tally);
        self.score_big_moon(&mut tally);
        self.add_to_game(&tally);
        let lives_before = self.pay_chips_and_lives(&raw, &tally);
        self.emit_scored(&tally, events);
        self.end_or_next_deal(tally.hold_the_end, lives_before, events)
    }

    /// A moon or a sun: the shooters' deal scores and the others', by the rules' variant.
    fn score_shot(&self, raw: &Raw, shot: Detected, choice: Option<MoonChoice>, tally: &mut Tally) {
        let r = self.rules.rules();
        let sun = (shot.kind == ShotKind::Sun).then(|| r.moon.sun.unwrap_or_default());
        let shooting = Shooting::new(raw, shot, sun, r, self.players() as usize);
        for s in shooting.shooters() {
            tally.bonus_counted[s] = shooting.keep(s).0;
        }
        let scored = match sun.filter(|s| s.clean_slate || s.punishment) {
            Some(sun) => {
                self.score_fixed_sun(&shooting, sun, tally);
                None
            }
            None => self.score_moon(&shooting, choice, tally),
        };
        tally.shot = Some(Shot {
            kind: shot.kind,
            seats: shot.seats,
            scored,
        });
        if r.moon.no_win_on_moon {
            tally.hold_the_end = true;
        }
    }

    /// A sun that cleans the shooter's slate, or punishes the player who passed to it.
    fn score_fixed_sun(&self, shooting: &Shooting, sun: SunRules, tally: &mut Tally) {
        let shooter = shooting.shooter;
        (tally.re[shooter.index()], tally.im[shooter.index()]) = shooting.keep(shooter.index());
        if sun.clean_slate {
            tally.clean_slate = Some(shooter);
            return;
        }
        // The player who passed to the shooter takes the full sun and the others half; on a
        // deal without one passer, everyone else takes half.
        let players = self.players();
        let passer = match self.deal.pass {
            PassDirection::Left(k) => Some(shooter.left(players - k, players)),
            _ => None,
        };
        for s in shooting.others() {
            tally.re[s] += if passer == Some(Seat(s as u8)) {
                sun.value
            } else {
                sun.value / 2
            };
        }
    }

    /// The moon's variants; the sun, "subject to the other variations" (004), follows them
    /// too, with its own value. Returns old or new moon, where that was scored.
    fn score_moon(
        &self,
        shooting: &Shooting,
        choice: Option<MoonChoice>,
        tally: &mut Tally,
    ) -> Option<MoonChoice> {
        let kind = self.rules.rules().moon.kind;
        let scored = self.moon_scored(kind, shooting, choice, tally);
        match (kind, scored) {
            (MoonKind::NobodyScores, _) => {
                tally.re = [0; MAX_SEATS];
                tally.im = [0; MAX_SEATS];
                tally.bonus_counted = [0; MAX_SEATS];
            }
            (MoonKind::PenaltyToShooter, _) => {
                shooting.shooters_keep(&mut tally.re, &mut tally.im);
                tally.re[shooting.shooter.index()] += shooting.value.0;
                tally.im[shooting.shooter.index()] += shooting.value.1;
            }
            (_, Some(MoonChoice::SubtractFromShooter)) => {
                shooting.subtract_from_shooter(&mut tally.re, &mut tally.im);
            }
            _ => shooting.add_to_others(&mut tally.re, &mut tally.im),
        }
        if kind == MoonKind::OldPlayOn {
            // The old moon stands, and the game goes on past the target rather than end with
            // the shooter losing.
            tally.hold_the_end = self.shooter_would_lose(shooting.shooter, &tally.re, &tally.im);
        }
        scored
    }

    /// Old moon or new, as the rules decide or the shooter chose; none where the moon is
    /// neither.
    fn moon_scored(
        &self,
        kind: MoonKind,
        shooting: &Shooting,
        choice: Option<MoonChoice>,
        tally: &Tally,
    ) -> Option<MoonChoice> {
        match kind {
            MoonKind::None | MoonKind::AddToOthers | MoonKind::OldPlayOn => {
                Some(MoonChoice::AddToOthers)
            }
            MoonKind::SubtractFromShooter => Some(MoonChoice::SubtractFromShooter),
            MoonKind::ShooterChooses | MoonKind::ChoiceAfterScore { .. } => {
                Some(choice.unwrap_or(MoonChoice::AddToOthers))
            }
            MoonKind::NewIfOldWouldLose => {
                let (mut re, mut im) = (tally.re, tally.im);
                shooting.add_to_others(&mut re, &mut im);
                Some(match self.shooter_would_lose(shooting.shooter, &re, &im) {
                    true => MoonChoice::SubtractFromShooter,
                    false => MoonChoice::AddToOthers,
                })
            }
            MoonKind::NobodyScores | MoonKind::PenaltyToShooter => None,
        }
    }

    /// Whether these deal scores would end the game with `shooter` not among its winners.
    fn shooter_would_lose(&self, shooter: Seat, re: &Totals, im: &Totals) -> bool {
        let n = self.players() as usize;
        let (after, after_im) = self.point_arrays(&|s| (re[s], im[s]));
        let (after, after_im) = (&after[..n], &after_im[..n]);
        self.points_end(after, after_im) && !self.points_winners(after, after_im).contains(shooter)
    }

    /// The adjustments: the bonus for taking no trick, and the pledge.
    fn adjust(&self, tally: &mut Tally) {
        let r = self.rules.rules();
        let hearts_mask = suit_mask(Suit::Hearts);
        for s in 0..self.players() as usize {
            if r.no_tricks_bonus != 0 && self.deal.tricks_won[s] == 0 {
                tally.re[s] -= r.no_tricks_bonus;
            }
            if self.deal.pledged.contains(Seat(s as u8)) {
                let took_hearts = self.deal.taken[s].distinct() & hearts_mask != 0;
                let pledge = self.rules.pledge_points();
                tally.re[s] += if took_hearts { pledge } else { -pledge };
            }
        }
    }

    /// The big moon: every counter, ten deals in a row. It takes the place of the deal's own
    /// scoring: the shooter goes back to 0 and each other player scores its value.
    fn score_big_moon(&mut self, tally: &mut Tally) {
        let Some(others) = self.rules.rules().moon.big_moon else {
            return;
        };
        let n = self.players() as usize;
        let needs = self.rules.moon_cards();
        for s in 0..n {
            if !needs.is_empty() && self.deal.taken[s].contains_all(&needs) {
                self.moon_streak[s] += 1;
            } else {
                self.moon_streak[s] = 0;
            }
        }
        let Some(s) = (0..n).find(|&s| self.moon_streak[s] >= 10) else {
            return;
        };
        self.moon_streak = [0; MAX_SEATS];
        for t in 0..n {
            (tally.re[t], tally.im[t]) = match t == s {
                true => (-self.standings[t].points, -self.standings[t].imaginary),
                false => (others, 0),
            };
        }
        tally.shot = Some(Shot {
            kind: ShotKind::BigMoon,
            seats: Seats::single(Seat(s as u8)),
            scored: None,
        });
    }

    /// Adds the deal's scores to the game's, within the floors, the exact scores and a clean
    /// slate.
    fn add_to_game(&mut self, tally: &Tally) {
        let r = self.rules.rules();
        for s in 0..self.players() as usize {
            let standing = &mut self.standings[s];
            let without_bonus = standing.points + tally.re[s] - tally.bonus_counted[s];
            standing.points += tally.re[s];
            standing.imaginary += tally.im[s];
            if r.bonus_floor == BonusFloor::Total {
                // The bonus may not take the game score below zero (nor further below it).
                standing.points = standing.points.max(without_bonus.min(0));
            }
            if r.floor_at_zero && standing.points < 0 {
                standing.points = 0;
            }
            if let Some(exact) = &r.exact_score
                && exact.scores.contains(&standing.points)
            {
                standing.points = match exact.effect {
                    ExactEffect::ResetToZero => 0,
                    ExactEffect::SubtractFifty => standing.points - 50,
                };
            }
            if tally.clean_slate == Some(Seat(s as u8)) {
                standing.points = 0;
                standing.imaginary = 0;
            }
        }
    }

    /// Chips paid and shared, or lives lost; returns the seats that had lives before the deal.
    fn pay_chips_and_lives(&mut self, raw: &Raw, tally: &Tally) -> Seats {
        let n = self.players() as usize;
        let mut lives_before = Seats::NONE;
        match self.rules.rules().scoring {
            Scoring::Points => {}
            Scoring::Sweepstake { .. } => {
                let mut clear = Seats::NONE;
                for s in 0..n {
                    let pay = raw.penalty[s].max(0);
                    self.standings[s].chips -= pay;
                    self.pool += pay;
                    if raw.penalty[s] <= 0 {
                        clear.insert(Seat(s as u8));
                    }
                }
                self.share_pool(clear);
            }
            Scoring::Howell { .. } => {
                let total = self.rules.penalty_total();
                for s in 0..n {
                    let own = raw.penalty[s].max(0);
                    self.standings[s].chips += (total - own) - (n as i32 - 1) * own;
                }
            }
            Scoring::Pool { .. } => {
                let hearts_mask = suit_mask(Suit::Hearts);
                let mut clear = Seats::NONE;
                for s in 0..n {
                    if self.deal.taken[s].distinct() & hearts_mask == 0 {
                        clear.insert(Seat(s as u8));
                    }
                }
                // One player took every heart: the pool stays.
                if clear.len() as usize + 1 < n || !self.one_took_every_heart() {
                    self.share_pool(clear);
                }
            }
            Scoring::Lives { threshold, .. } => {
                for s in 0..n {
                    if self.standings[s].lives > 0 {
                        lives_before.insert(Seat(s as u8));
                        if tally.re[s] >= threshold {
                            self.standings[s].lives -= 1;
                        }
                    }
                }
            }
        }
        lives_before
    }

    /// Says how the deal scored.
    fn emit_scored(&self, tally: &Tally, events: &mut dyn EventSink) {
        let mut totals = [0; MAX_SEATS];
        for s in 0..self.players() as usize {
            totals[s] = self.standings[s].points;
        }
        events.emit(Event::HandScored(HandResult {
            hand: self.hand,
            players: self.players(),
            taken: self.deal.points,
            tricks: self.deal.tricks_won,
            shot: tally.shot,
            scores: tally.re,
            scores_imaginary: tally.im,
            totals,
            standings: self.standings,
            pool: self.pool,
            pledged: self.deal.pledged,
        }));
    }

    /// Ends the game, or the single deal, or moves on to the next dealer; whether the next deal
    /// is to be dealt.
    fn end_or_next_deal(
        &mut self,
        hold_the_end: bool,
        lives_before: Seats,
        events: &mut dyn EventSink,
    ) -> bool {
        if self.game_ends(hold_the_end, lives_before) {
            self.phase = Phase::GameOver;
            events.emit(Event::GameOver {
                winners: self.leaders(),
                standings: self.standings,
            });
            return false;
        }
        if self.single_deal {
            self.phase = Phase::DealScored;
            return false;
        }
        let players = self.players();
        let step = self.rules.step();
        let queen_taker =
            Seat::all(players).find(|s| self.deal.taken[s.index()].contains(Card::QUEEN_OF_SPADES));
        self.dealer = match self.rules.rules().next_dealer {
            NextDealer::TakerOfQueen => queen_taker.unwrap_or(self.dealer.left(step, players)),
            NextDealer::Left => self.dealer.left(step, players),
        };
        self.queen_taker = queen_taker;
        self.hand += 1;
        true
    }

    fn one_took_every_heart(&self) -> bool {
        let hearts = self.rules.deck().filter(suit_mask(Suit::Hearts));
        self.deal.taken[..self.players() as usize]
            .iter()
            .any(|t| t.contains_all(&hearts))
    }

    /// Players in `clear` share the pool equally; odd chips stay in it.
    fn share_pool(&mut self, clear: Seats) {
        let k = clear.len() as i32;
        if k == 0 {
            return;
        }
        let share = self.pool / k;
        for seat in clear.iter() {
            self.standings[seat.index()].chips += share;
        }
        self.pool -= share * k;
    }

    /// Whether the game ends after the deal just scored.
    fn game_ends(&mut self, hold_the_end: bool, lives_before: Seats) -> bool {
        let r = self.rules.rules();
        let n = self.players() as usize;
        if let Scoring::Lives { .. } = r.scoring
            && self.standings[..n].iter().all(|s| s.lives == 0)
        {
            // Everyone left lost their last life together: they are ranked by score, whatever
            // ends the game.
            self.finalists = lives_before;
        }
        let forced = r.deals.is_some_and(|d| self.hand + 1 >= d) || self.time_called;
        if hold_the_end && !forced {
            return false;
        }
        let standings = &self.standings[..n];
        let by_score = match r.scoring {
            Scoring::Points => {
                let (points, imaginary) = self.point_arrays(&|_| (0, 0));
                let (points, imaginary) = (&points[..n], &imaginary[..n]);
                let mut ends = r.target > 0 && self.points_end(points, imaginary);
                if ends && r.partnership == Partnership::TeamLosesWithPlayer {
                    // The team of the player who crossed loses; of two opponents who cross
                    // together, the higher. Level across the two teams: another deal decides.
                    let threshold = self.end_threshold();
                    let top = (0..n)
                        .filter(|&s| points[s] >= threshold)
                        .map(|s| points[s])
                        .max();
                    let teams: Vec<usize> = (0..n)
                        .filter(|&s| Some(points[s]) == top)
                        .map(|s| s % 2)
                        .collect();
                    if teams.iter().all(|&t| t == teams[0]) {
                        self.losing_team = teams.first().map(|&t| t as u8);
                    } else {
                        ends = false;
                    }
                }
                ends
            }
            Scoring::Sweepstake { .. } | Scoring::Howell { .. } => {
                standings.iter().any(|s| s.chips <= 0)
            }
            Scoring::Pool { ante, .. } => {
                let total: i32 = standings.iter().map(|s| s.chips).sum::<i32>() + self.pool;
                standings.iter().any(|s| s.chips < ante)
                    || standings.iter().any(|s| s.chips == total)
            }
            Scoring::Lives { .. } => standings.iter().filter(|s| s.lives > 0).count() <= 1,
        };
        forced || by_score
    }

    /// The clock ran out (a time-limited game): the game ends when the deal in progress has
    /// been scored, or now if it is over already.
    pub fn call_time(&mut self) {
        self.time_called = true;
    }
}

/// Ranks of the seats, lower first (see [`Game::places`]).
type Ranks = [i64; MAX_SEATS];

/// The seats of the lowest rank.
fn best(ranks: &[i64]) -> Seats {
    let top = ranks.iter().copied().min().unwrap_or(0);
    let mut seats = Seats::NONE;
    for (s, &rank) in ranks.iter().enumerate() {
        if rank == top {
            seats.insert(Seat(s as u8));
        }
    }
    seats
}
