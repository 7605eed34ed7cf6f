//! The rules of a game in words, written from its checked rule set: the app shows this, so
//! what the app says is what the engine does. Where a preset follows a published rule for a
//! suit lost from the documents, or a house reading, the notes say so.
use super::card::{Card, Suit};
use super::cards::Cards;
use super::presets::Preset;
use super::rules::{
    BonusFloor, Direction, ExactEffect, IdenticalCards, JokerLead, KittyGoesTo, LastCancelledTrick,
    MoonKind, NextDealer, OpeningLead, Partnership, PassCycle, RuleSet, Scoring, SpecialScoring,
};
use super::variants::Group;
use serde::Serialize;

/// A game's rules, in sections of short paragraphs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RulesText {
    pub title: String,
    pub summary: String,
    pub sections: Vec<Section>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Section {
    pub heading: &'static str,
    pub lines: Vec<String>,
}

impl RulesText {
    /// The whole text as plain lines, headings included (for the command line).
    pub fn to_plain(&self) -> String {
        let mut out = format!("{}\n{}\n", self.title, self.summary);
        for section in &self.sections {
            out.push_str(&format!("\n{}\n", section.heading));
            for line in &section.lines {
                out.push_str(&format!("- {line}\n"));
            }
        }
        out
    }
}

fn list(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(|c| c.short()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// "1 card", "9 cards": the one way the game counts cards in words.
pub fn count_cards(n: u32) -> String {
    match n {
        1 => "1 card".to_string(),
        n => format!("{n} cards"),
    }
}

/// "1 point", "-1 point", "27 points": the one way the game counts points in words.
pub fn points(n: i32) -> String {
    if n.abs() == 1 {
        format!("{n} point")
    } else {
        format!("{n} points")
    }
}

/// Where a preset follows a published rule or a house reading, the variants switched on, and
/// the house readings of the options in use, in words.
fn notes(set: &RuleSet) -> Vec<String> {
    let r = set.rules();
    let mut notes: Vec<String> = Vec::new();
    let mut note = |line: &str| notes.push(line.to_string());
    // A variant that deals another way replaces the preset's own stripping.
    let own_deal = !r.variants.iter().any(|v| v.group() == Some(Group::Deal));
    match Preset::from_id(&r.game) {
        Some(Preset::Hearts) if own_deal => note(
            "For three players the 2♦ is removed, for five the 2♦ and the 2♣, as in the Bicycle rules. Six players add two jokers and hold nine cards each.",
        ),
        Some(Preset::BlackLadyFoster) if own_deal => note(
            "Foster's own words: the 2♠ goes for three players, both black deuces for five, all four for six.",
        ),
        Some(Preset::BlackLadyCulbertson) if own_deal => {
            note("House rule: Culbertson's deuces go in Foster's order (2♠, 2♣, 2♦, 2♥).")
        }
        Some(Preset::BlackMaria) => {
            note(
                "The spade values and the pass to the right are the standard published rule (Parlett).",
            );
            if own_deal {
                note(
                    "Three players remove the 2♣, five the 2♣ and 2♦, six all four deuces (Parlett).",
                );
            }
        }
        Some(Preset::RoyalHearts) => note(
            "House rule: the Q♦ counts −10, and the Q♣ cancels the Q♠ when one player takes both.",
        ),
        Some(Preset::HooliganHearts) => note(
            "The 7♣ is worth 7. Some tables add a king and a ten as penalty cards too; they are left out here.",
        ),
        Some(Preset::GongZhu) => {
            note(
                "In this version the 10♣ doubles its taker's score, or scores +50 alone; taking every heart turns them to +200 and the pig to +100; the 2♠ leads the first deal and the pig's taker the next ones.",
            );
            note(
                "Exposing the A♥, Q♠, J♦ or 10♣ before play to double its value (a published option) is not played here.",
            );
        }
        Some(Preset::Likha) => note(
            "In this version the moon's 37 points are charged to the shooter alone, three cards are passed to the right, and the likha rule binds a player who holds both likhas, not either one.",
        ),
        Some(Preset::ComplexHearts) => note(
            "The winner is the player with the smallest absolute score (house: the sources name only the loser).",
        ),
        Some(Preset::DangerHearts) => note(
            "House rule: the winner is the last player with lives, or the lowest score after ten deals; players who lose their last lives together are ranked by score.",
        ),
        Some(Preset::Cancellation | Preset::CancellationThreePacks) => {
            note(
                "House rules: with three packs every copy of a card cancels; a moon needs every penalty card of every pack and is worth their total.",
            );
            note("Passing takes at most a quarter of the hand; house rules differ.");
            if r.no_points_on_first_trick || r.hearts_must_be_broken {
                note(
                    "House rule: the first trick keeps Black Lady's rules (no penalty cards, hearts not led); a cancelled first trick is played again under them.",
                );
            }
        }
        Some(Preset::JokerHearts) => note(
            "Two jokers are added, and deuces are removed in Morehead's order so that the deal comes out even. The jokers score nothing, and may not lead.",
        ),
        Some(Preset::SmallHearts) => {
            note("The moon gives each other player 14 points, with the J♦ option too.")
        }
        _ => {}
    }
    if let Some(kitty) = r.kitty
        && kitty.goes_to == KittyGoesTo::FirstHeart
    {
        note("House rule: if no trick holds a heart, the kitty goes with the last trick.");
    }
    if set.deck().contains(Card::JOKER) {
        note("House rule: a trick of nothing but jokers goes to the player who led it.");
        if r.joker_play.may_lead && r.joker_play.lead_suit == JokerLead::NextCard {
            note(
                "House rule: after a joker lead, the card that sets the suit may be a heart only once hearts are broken, as if it were led.",
            );
        }
    }
    if let Some(sun) = r.moon.sun
        && sun.punishment
    {
        note(
            "House rule: on a deal without passing nobody passed to the shooter, so each other player scores half the sun.",
        );
    }
    for variant in &r.variants {
        notes.push(format!(
            "Variant ({}): {}.",
            variant.title(),
            variant.explanation()
        ));
    }
    notes.push("Misdeals, wrong hands, playing out of turn and revokes cannot happen here: the cards are dealt evenly and only legal cards can be played.".to_string());
    notes
}

impl RuleSet {
    /// How the game ends and who wins, in the words every page uses for it (the score table,
    /// How to play): "The game ends after the deal in which someone reaches 100; …", then any
    /// limit of deals or time.
    pub fn ending(&self) -> Vec<String> {
        let r = self.rules();
        let target = r.target;
        let mut end: Vec<String> = match (r.scoring, r.special, r.partnership) {
            (Scoring::Points, SpecialScoring::GongZhu, _) => vec![format!("The game ends when someone reaches −{target}; the highest score wins.")],
            (Scoring::Points, SpecialScoring::Complex, _) => vec![format!("The first player whose score reaches an absolute value of {target} loses; the smallest absolute score wins.")],
            (Scoring::Points, _, Partnership::TeamLosesWithPlayer) => vec![format!("The team of the first player to reach {target} loses (if players of both teams reach it in the same deal, the higher score loses; if their scores are equal, another deal decides).")],
            (Scoring::Points, _, Partnership::TeamScores) if target > 0 => vec![format!("The game ends when a partnership reaches {target} together; the lower partnership wins.")],
            (Scoring::Points, _, _) if target > 0 => {
                let reach = if r.exact_score.as_ref().is_some_and(|e| e.scores.contains(&target)) { target + 1 } else { target };
                vec![format!("The game ends after the deal in which someone reaches {reach}; the lowest score wins, and equal lowest scores share the win.")]
            }
            (Scoring::Lives { .. }, _, _) => vec!["The game ends when only one player has lives left (or after the last deal): the last with lives wins, or the lowest score among them.".to_string()],
            (Scoring::Pool { .. }, _, _) => vec!["The game ends when one player holds every chip or one cannot ante; the most chips win.".to_string()],
            (Scoring::Sweepstake { .. } | Scoring::Howell { .. }, _, _) => vec!["The game ends when a player runs out of counters; the most counters win.".to_string()],
            _ => Vec::new(),
        };
        if let Some(deals) = r.deals {
            end.push(format!("The game ends after {deals} deals at the latest."));
        }
        if let Some(minutes) = r.time_limit_minutes {
            end.push(format!(
                "The game ends with the deal in progress after {minutes} minutes."
            ));
        }
        end
    }

    /// The score whose line ends the game on the chart of the scores, where one score alone
    /// does: the target (one more where landing on it exactly resets), or −target in Gong
    /// Zhu. None where the end is a team's total, an absolute value, chips or lives.
    pub fn end_score(&self) -> Option<i32> {
        let r = self.rules();
        match (r.scoring, r.special, r.partnership) {
            (Scoring::Points, SpecialScoring::GongZhu, _) => Some(-r.target),
            (Scoring::Points, SpecialScoring::Complex, _) | (_, _, Partnership::TeamScores) => None,
            (Scoring::Points, _, _) if r.target > 0 => Some(match &r.exact_score {
                Some(exact) if exact.scores.contains(&r.target) => r.target + 1,
                _ => r.target,
            }),
            _ => None,
        }
    }

    /// The rules in words.
    pub fn describe(&self) -> RulesText {
        let r = self.rules();
        let players = self.players();
        let preset = Preset::from_id(&r.game);
        let title = preset.map_or_else(|| r.game.clone(), |p| p.title().to_string());
        let summary = preset.map_or(String::new(), |p| {
            super::card::capitalize(p.description()) + "."
        });

        // The deal.
        let mut deal = Vec::new();
        let packs = match r.packs {
            1 => "one pack of 52 cards".to_string(),
            n => format!("{n} packs of 52 cards shuffled together"),
        };
        deal.push(format!("{players} players, {packs}."));
        if !r.jokers.is_empty() {
            let zero_c = r
                .jokers
                .iter()
                .filter(|&&j| j == Card::ZERO_OF_CLUBS)
                .count();
            let zero_d = r
                .jokers
                .iter()
                .filter(|&&j| j == Card::ZERO_OF_DIAMONDS)
                .count();
            let plain = r.jokers.iter().filter(|&&j| j == Card::JOKER).count();
            let mut parts = Vec::new();
            // "a joker that plays", "2 jokers that play".
            let jokers = |n: usize| match n {
                1 => "a joker that plays".to_string(),
                n => format!("{n} jokers that play"),
            };
            if zero_c > 0 {
                parts.push(format!(
                    "{} as the zero of clubs (the lowest club)",
                    jokers(zero_c)
                ));
            }
            if zero_d > 0 {
                parts.push(format!("{} as the zero of diamonds", jokers(zero_d)));
            }
            if plain > 0 {
                parts.push(match plain {
                    1 => "a joker of no suit, which never wins a trick".to_string(),
                    n => format!("{n} jokers of no suit, which never win a trick"),
                });
            }
            deal.push(format!("Added: {}.", parts.join("; ")));
        }
        if !r.removed.is_empty() {
            deal.push(format!(
                "Removed so that the deal comes out even: {}.",
                list(&r.removed)
            ));
        }
        deal.push(format!("Each player holds {} cards.", self.hand_size()));
        if let Some(kitty) = r.kitty {
            let to = match kitty.goes_to {
                KittyGoesTo::FirstTrick => "the winner of the first trick",
                KittyGoesTo::FirstHeart => "whoever first takes a trick with a heart",
            };
            let seen = if kitty.seen {
                ", who may look at it"
            } else {
                ""
            };
            let left = match self.kitty_size() {
                1 => "The card left over goes".to_string(),
                n => format!("The {n} cards left over go"),
            };
            deal.push(format!("{left} face down to a kitty, taken by {to}{seen}."));
        }

        // Passing.
        let mut passing = Vec::new();
        let cards = r.passing.cards;
        passing.push(match r.passing.cycle {
            PassCycle::None => "No cards are passed.".to_string(),
            PassCycle::Left => format!("Before each deal every player passes {cards} cards to the left."),
            PassCycle::Right => format!("Before each deal every player passes {cards} cards to the right."),
            PassCycle::LeftRight => format!("Players pass {cards} cards, to the left and to the right in turn."),
            PassCycle::LeftRightAcrossHold if players % 2 == 0 => format!(
                "Players pass {cards} cards: to the left, then to the right, then across, then a deal with no passing, and round again."
            ),
            PassCycle::LeftRightAcrossHold => format!(
                "Players pass {cards} cards: to the left, then to the right, then a deal with no passing (no pass across with an odd number of players)."
            ),
            PassCycle::LeftRightAcrossScatter => format!(
                "Players pass {cards} cards to the left, to the right, across; every fourth deal each player passes one card to each other player."
            ),
            PassCycle::LeftAcrossRight => format!("Players pass {cards} cards: to the left, across, to the right, and round again."),
            PassCycle::Rotating => format!(
                "Players pass {cards} cards one seat to the left, then two seats, and so on round the table, then a deal with no passing."
            ),
            PassCycle::Star => "Each player passes two cards: one to each of the two players opposite.".to_string(),
            PassCycle::Mixer => format!(
                "Each player puts {cards} cards in the middle; the dealer shuffles them and deals them out again."
            ),
            PassCycle::DealersChoice => "Before each deal the dealer chooses how many cards are passed, and where.".to_string(),
        });
        if r.passing.cycle != PassCycle::None {
            passing.push("The cards to pass are chosen before seeing those received.".to_string());
        }
        if !r.passing.forbidden.is_empty() {
            passing.push(format!(
                "These may not be passed: {}.",
                list(&r.passing.forbidden)
            ));
        }
        if r.pledge {
            passing.push(
                "Before the first trick each player may pledge to take no hearts: 10 points off if kept, 10 more if broken.".to_string(),
            );
        }

        // Play.
        let mut play = Vec::new();
        play.push(match r.direction {
            Direction::Clockwise => "Play goes clockwise, to the left.".to_string(),
            Direction::Anticlockwise => "Play goes anticlockwise, to the right.".to_string(),
        });
        play.push(match r.opening_lead {
            OpeningLead::LowestClub => {
                let lowest = self.deck().of_suit(Suit::Clubs);
                let card =
                    Card::from_index(lowest.trailing_zeros() as u8).unwrap_or(Card::TWO_OF_CLUBS);
                if card == Card::ZERO_OF_CLUBS {
                    "The holder of the joker (the zero of clubs) leads it to the first trick."
                        .to_string()
                } else {
                    format!(
                        "The holder of the {} (the lowest club) leads it to the first trick.",
                        card.short()
                    )
                }
            }
            OpeningLead::EldestHand => {
                let side = match r.direction {
                    Direction::Clockwise => "left",
                    Direction::Anticlockwise => "right",
                };
                format!(
                    "The player to the dealer's {side}, the next in the direction of play (eldest hand), leads any card to the first trick."
                )
            }
            OpeningLead::PigTaker => {
                "The holder of the 2♠ leads the first deal; after that, whoever took the Q♠ leads."
                    .to_string()
            }
        });
        play.push("Players must follow the suit led if they can; otherwise they may play any card. The highest card of the suit led wins the trick, and its winner leads the next.".to_string());
        if r.no_points_on_first_trick {
            play.push("No penalty card may be played to the first trick, unless a hand holds nothing else.".to_string());
        }
        if r.hearts_must_be_broken {
            let what = if r.queen_must_be_broken {
                "Hearts and the Q♠"
            } else {
                "Hearts"
            };
            let breaks = if r.queen_breaks_hearts {
                "a heart or the Q♠"
            } else {
                "a heart"
            };
            play.push(format!(
                "{what} may not be led until {breaks} has been played, unless the leader holds nothing else."
            ));
            if r.penalty_hand_may_lead_hearts {
                play.push(
                    "A hand of only hearts and other penalty cards may lead a heart at any time."
                        .to_string(),
                );
            }
        } else {
            play.push("Any card may be led at any time.".to_string());
        }
        if r.queen_at_first_chance {
            play.push("The holder of the Q♠ must play it at the first chance: when unable to follow, or when a higher spade is already in the trick.".to_string());
        }
        if r.black_jack_first {
            play.push(
                "A player who cannot follow suit must discard the J♠ before any other card."
                    .to_string(),
            );
        }
        if r.likha_rule {
            play.push("A player holding both likhas (Q♠ and 10♦) who cannot follow suit must play one of them.".to_string());
        }
        match r.identical_cards {
            IdenticalCards::Cancel(c) => {
                play.push("Identical cards in one trick cancel each other: none of them can win it, but they still count, and whoever takes the trick takes their points.".to_string());
                if c.third_copy_stands {
                    play.push(
                        "With three copies in a trick, a pair cancels and the third copy stands."
                            .to_string(),
                    );
                } else if r.packs > 2 {
                    play.push("With three copies in a trick, all of them cancel.".to_string());
                }
                if c.two_pairs_cancel_trick {
                    play.push(
                        "Two cancelling pairs in one trick cancel the whole trick.".to_string(),
                    );
                }
                play.push("If every card that could win is cancelled, the trick is cancelled: its cards stay in the middle, the same player leads again, and the winner of the next trick takes them too.".to_string());
                play.push(match c.last_trick {
                    LastCancelledTrick::Leader => "A cancelled last trick goes to the player who led it.".to_string(),
                    LastCancelledTrick::SecondOfHighestPair => "A cancelled last trick goes to the player of the second of the two highest identical cards.".to_string(),
                });
                if self.deck().contains(Card::ZERO_OF_CLUBS) {
                    play.push("The joker is the zero of clubs: leading it makes clubs the suit led, and it wins only when every other card is cancelled or off-suit.".to_string());
                }
            }
            IdenticalCards::LaterWins if self.has_identical_suited_cards() => {
                play.push("Of two identical cards, the one played later wins.".to_string());
            }
            IdenticalCards::LaterWins => {}
        }
        if self.deck().contains(Card::JOKER) {
            let jp = r.joker_play;
            let when = if jp.any_time {
                "at any time, even when able to follow suit"
            } else {
                "only when unable to follow suit"
            };
            play.push(format!(
                "A joker of no suit may be played {when}; it never wins a trick."
            ));
            play.push(if jp.may_lead {
                match jp.lead_suit {
                    JokerLead::Called => {
                        "A joker may lead: its player then calls the suit to follow.".to_string()
                    }
                    JokerLead::NextCard => {
                        "A joker may lead: the next card played sets the suit to follow."
                            .to_string()
                    }
                }
            } else {
                "A joker may not lead a trick.".to_string()
            });
        }
        if r.booster_nines {
            play.push("A nine played to a trick adds another round to it.".to_string());
        }

        // Scoring.
        let mut scoring = Vec::new();
        let counters = self.deck().filter(self.penalty_mask() | self.bonus_mask());
        let hearts: Vec<Card> = Card::pack()
            .filter(|c| c.suit() == Some(Suit::Hearts))
            .collect();
        let heart_values: Vec<i32> = hearts.iter().map(|&c| self.value(c)).collect();
        let mut listed = Cards::EMPTY;
        if heart_values.iter().all(|&v| v == heart_values[0]) && heart_values[0] != 0 {
            scoring.push(format!(
                "Each heart taken scores {}.",
                points(heart_values[0])
            ));
            listed = Cards::suit(Suit::Hearts);
        }
        for card in counters.iter_distinct() {
            if listed.contains(card) {
                continue;
            }
            let value = self.value(card);
            let what = if value < 0 && r.special != SpecialScoring::GongZhu {
                format!("takes {} off", points(-value))
            } else {
                format!("scores {}", points(value))
            };
            scoring.push(format!("The {} {what}.", card.name()));
        }
        match r.special {
            SpecialScoring::None => {}
            SpecialScoring::GongZhu => {
                scoring.push("Plus is good and minus is bad. The 10♣ doubles its taker's score, or scores +50 if its taker takes no other scoring card.".to_string());
                scoring.push("A player who takes every heart scores them +200 instead, and the pig (Q♠) +100.".to_string());
            }
            SpecialScoring::Complex => {
                scoring.push("The Q♠ counts 13i (imaginary), and the 10♣ multiplies its taker's score for the deal by 2i.".to_string());
            }
            SpecialScoring::Royal => {
                scoring.push("The Q♥ doubles the hearts of the player who takes it; the Q♣ cancels the Q♠ when one player takes both.".to_string());
            }
        }
        let moon = &r.moon;
        let needs = if moon.needs_bonus_cards {
            "every counter, bonus cards included"
        } else {
            "every penalty card"
        };
        let value = self.moon_value();
        let moon_line = match moon.kind {
            MoonKind::None => None,
            MoonKind::AddToOthers => Some(format!(
                "each other player scores {value} and the shooter nothing"
            )),
            MoonKind::SubtractFromShooter => Some(format!(
                "the shooter takes {value} off their score and the others score nothing"
            )),
            MoonKind::ShooterChooses => Some(format!(
                "the shooter chooses: {value} to each other player, or {value} off their own score"
            )),
            MoonKind::NewIfOldWouldLose => Some(format!(
                "each other player scores {value}, unless that would end the game with the shooter losing: then the shooter takes {value} off instead"
            )),
            MoonKind::OldPlayOn => Some(format!(
                "each other player scores {value}; a deal with a moon never ends the game"
            )),
            MoonKind::ChoiceAfterScore { score, anyone } => Some(format!(
                "each other player scores {value}; once {} reached {score}, the shooter may take {value} off their own score instead",
                if anyone {
                    "anyone has"
                } else {
                    "the shooter has"
                }
            )),
            MoonKind::NobodyScores => Some("nobody scores anything for the deal".to_string()),
            MoonKind::PenaltyToShooter => Some(format!(
                "the shooter is charged {value} and nobody else scores"
            )),
        };
        if let Some(line) = moon_line {
            let who = if r.partnership == Partnership::TeamScores {
                "a partnership that takes"
            } else {
                "a player who takes"
            };
            scoring.push(format!("Shooting the moon ({who} {needs}): {line}."));
        } else {
            scoring.push("There is no shooting the moon: the points count as taken.".to_string());
        }
        if let Some(sun) = moon.sun {
            let tricks = if sun.first_trick_excluded {
                "every trick after the first"
            } else {
                "every trick"
            };
            let line = if sun.clean_slate {
                "the shooter's game score goes back to 0".to_string()
            } else if sun.punishment {
                format!(
                    "the player who passed to the shooter scores {} and each other player {}",
                    sun.value,
                    sun.value / 2
                )
            } else if moon.kind == MoonKind::None {
                format!("each other player scores {}", sun.value)
            } else {
                format!("it scores as the moon does, worth {}", sun.value)
            };
            scoring.push(format!("Shooting the sun (taking {tricks}): {line}."));
            if sun.moon_needs_sun {
                scoring
                    .push("Taking every counter without every trick scores normally.".to_string());
            }
        }
        if let Some(big) = moon.big_moon {
            scoring.push(format!("Taking every counter ten deals in a row is the big moon: the shooter goes back to 0 and each other player scores {big}."));
        }
        if moon.no_win_on_moon {
            scoring.push("A deal with a moon or sun never ends the game: play goes on for at least one more deal.".to_string());
        }
        if r.no_tricks_bonus != 0 {
            scoring.push(format!(
                "Taking no tricks in a deal takes {} off.",
                points(r.no_tricks_bonus)
            ));
        }
        match r.bonus_floor {
            BonusFloor::None => {}
            BonusFloor::Hand => {
                scoring.push("A bonus card cannot take a deal's score below zero.".to_string())
            }
            BonusFloor::Total => {
                scoring.push("A bonus card cannot take a game score below zero.".to_string())
            }
        }
        if let Some(exact) = &r.exact_score {
            let scores: Vec<String> = exact.scores.iter().map(|s| s.to_string()).collect();
            let effect = match exact.effect {
                ExactEffect::ResetToZero => "goes back to 0",
                ExactEffect::SubtractFifty => "drops by 50",
            };
            scoring.push(format!(
                "A score of exactly {} {effect}.",
                scores.join(" or ")
            ));
        }
        if r.floor_at_zero {
            scoring.push("Scores never go below zero.".to_string());
        }
        match r.scoring {
            Scoring::Points => {}
            Scoring::Sweepstake { start } => scoring.push(format!(
                "Counters: each player starts with {start} and pays one into the pool per point taken; the players who took none share the pool (odd counters stay), otherwise it waits for the next deal."
            )),
            Scoring::Howell { start } => scoring.push(format!(
                "Counters: each player starts with {start}, pays {} for each point taken, then collects {} less their own points.",
                players - 1,
                self.penalty_total()
            )),
            Scoring::Pool { start, ante } => scoring.push(format!(
                "Chips: each player starts with {start} and antes {ante} before each deal; the players who took no hearts share the pool; it stays if nobody is clear or one player took every heart."
            )),
            Scoring::Lives { lives, threshold } => scoring.push(format!(
                "Each player has {lives} lives; a deal of {threshold} points or more costs one."
            )),
        }
        match r.partnership {
            Partnership::None => {}
            Partnership::TeamScores => scoring
                .push("Players opposite each other are partners and add their scores.".to_string()),
            Partnership::TeamLosesWithPlayer => scoring.push(
                "Players opposite each other are partners; scores are kept for each player."
                    .to_string(),
            ),
        }
        if r.money_per_point != 0 {
            scoring.push(format!(
                "At the end each player pays {} per point above the average score, or collects that much per point below.",
                r.money_per_point
            ));
        }

        // The end.
        let mut end = Vec::new();
        end.extend(self.ending());
        if r.next_dealer == NextDealer::TakerOfQueen {
            end.push("Whoever took the Q♠ deals next.".to_string());
        }

        let mut sections = vec![
            Section {
                heading: "The deal",
                lines: deal,
            },
            Section {
                heading: "Passing",
                lines: passing,
            },
            Section {
                heading: "Play",
                lines: play,
            },
            Section {
                heading: "Scoring",
                lines: scoring,
            },
            Section {
                heading: "The end",
                lines: end,
            },
        ];
        sections.push(Section {
            heading: "Notes",
            lines: notes(self),
        });
        RulesText {
            title,
            summary,
            sections,
        }
    }
}

/// The words of the Hearts family a player meets at the table, each with its meaning.
pub const GLOSSARY: &[(&str, &str)] = &[
    (
        "Trick",
        "One card from each player in turn; the highest card of the suit led takes them all.",
    ),
    (
        "Void",
        "Having no card of a suit: you may then play any card, often a penalty card.",
    ),
    (
        "Duck",
        "Playing under the card that is winning the trick so as not to take it.",
    ),
    (
        "Counter",
        "A card that scores when taken: hearts, the Queen of Spades, and in some games the Jack \
         or Ten of Diamonds (a bonus) or others.",
    ),
    (
        "Shooting the moon",
        "Taking every penalty card in one deal: instead of scoring them, the shooter's opponents \
         take the points (or the shooter loses them).",
    ),
    (
        "Shooting the sun",
        "Taking every trick of a deal, for a larger reward than the moon where the rules have it.",
    ),
    (
        "Breaking hearts",
        "The first heart played in a deal; until then hearts may not be led in most games.",
    ),
    (
        "Bleeding spades",
        "Leading spades to force out the Queen of Spades from whoever holds her.",
    ),
    (
        "Aardvark",
        "In Cancellation Hearts with two packs: leading the Queen of Spades in the hope that \
         the other Queen of Spades is played too, so that both cancel and the 26 points go to \
         whoever takes the trick.",
    ),
    (
        "Carry-over",
        "In Cancellation Hearts, a trick whose winning cards all cancel is left in the middle \
         and goes to the winner of the next trick.",
    ),
    (
        "Cancellation",
        "With two or three packs, identical cards played to one trick cancel each other: none \
         of them can win it, but they still count, and whoever takes the trick takes their \
         points.",
    ),
    (
        "Kitty",
        "Cards dealt to nobody when the pack does not divide evenly; they go to the winner of \
         the first trick (or another trick, by the rules).",
    ),
    (
        "Pledge",
        "A promise, made before the first trick, to take no hearts in the deal, for a reward \
         or a penalty.",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn text(preset: Preset, players: u8) -> String {
        preset.rules(players).check().unwrap().describe().to_plain()
    }

    #[test]
    fn black_lady_says_what_the_engine_does() {
        let t = text(Preset::BlackLady, 4);
        for fact in [
            "Black Lady",
            "4 players, one pack of 52 cards.",
            "Each player holds 13 cards.",
            "to the left, then to the right, then across, then a deal with no passing",
            "The holder of the 2♣ (the lowest club) leads it",
            "No penalty card may be played to the first trick",
            "Hearts may not be led until a heart has been played",
            "Each heart taken scores 1 point.",
            "The Queen of Spades scores 13 points.",
            "each other player scores 26 and the shooter nothing",
            "someone reaches 100; the lowest score wins",
        ] {
            assert!(t.contains(fact), "missing {fact:?} in:\n{t}");
        }
    }

    #[test]
    fn every_preset_explains_itself_at_every_player_count() {
        for preset in Preset::ALL {
            for players in preset.min_players()..=preset.max_players() {
                let text = preset.rules(players).check().unwrap().describe();
                assert_eq!(text.sections.len(), 6);
                assert!(
                    text.sections.iter().all(|s| !s.lines.is_empty()),
                    "{preset:?}"
                );
                assert!(!text.summary.is_empty());
                // No run of spaces, as a lost line continuation leaves in a sentence.
                let plain = text.to_plain();
                assert!(!plain.contains("  "), "{preset:?}: {plain}");
            }
        }
        for (term, meaning) in GLOSSARY {
            assert!(!meaning.contains("  "), "{term}: {meaning}");
        }
    }

    #[test]
    fn cancellation_and_the_special_games_name_their_rules() {
        let t = text(Preset::Cancellation, 8);
        assert!(t.contains(
            "Identical cards in one trick cancel each other: none of them can win it, but they \
             still count, and whoever takes the trick takes their points."
        ));
        assert!(t.contains("zero of clubs"));
        assert!(t.contains("Removed so that the deal comes out even: 2♣."));
        assert!(t.contains("each other player scores 52"));
        assert!(text(Preset::CancellationThreePacks, 11).contains("all of them cancel"));
        assert!(text(Preset::Omnibus, 4).contains("The Ten of Diamonds takes 10 points off."));
        assert!(text(Preset::GongZhu, 4).contains("reaches −1000; the highest score wins"));
        assert!(text(Preset::ComplexHearts, 4).contains("13i"));
        assert!(text(Preset::DangerHearts, 4).contains("3 lives"));
        assert!(text(Preset::Likha, 4).contains("anticlockwise"));
        assert!(text(Preset::RoyalHearts, 4).contains("House rule"));
        assert!(text(Preset::BlackLadyFoster, 4).contains("Counters: each player starts with 100"));
    }
}
