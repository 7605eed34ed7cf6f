//! A game's rules in words (How to play), and the glossary: the engine's typed sentences
//! ([`RulesText`]) written as [`Text`]s, one function a section.
use super::catalog;
use crate::engine::{
    ACE, Card, DealRule, Direction, EndRule, ExactEffect, JACK, JokerLead, KittyGoesTo,
    LastCancelledTrick, MoonKind, Note, PassCycle, PassRule, PlayRule, Preset, RuleSet, RulesText,
    ScoreRule, Shooter, Suit, SunEffect,
};
use crate::lang::{Text, card_name, t};

const fn card(suit: Suit, rank: u8) -> Card {
    Card::new(suit, rank)
}

const QUEEN: u8 = crate::engine::QUEEN;
const QUEEN_OF_SPADES: Card = Card::QUEEN_OF_SPADES;
const TWO_OF_SPADES: Card = card(Suit::Spades, 2);
const TWO_OF_CLUBS: Card = Card::TWO_OF_CLUBS;
const TWO_OF_DIAMONDS: Card = card(Suit::Diamonds, 2);
const TWO_OF_HEARTS: Card = card(Suit::Hearts, 2);
const TEN_OF_CLUBS: Card = card(Suit::Clubs, 10);
const TEN_OF_DIAMONDS: Card = card(Suit::Diamonds, 10);

/// A game's rules written out: the title, the game's line, and each section's heading and
/// lines.
#[derive(Clone, Debug, PartialEq)]
pub struct Written {
    /// The game's name (a preset's title, or a custom game's own name).
    pub title: String,
    /// The game's line under the title ("Hearts as most people know it: …."); empty for a
    /// custom game.
    pub summary: String,
    pub sections: Vec<Section>,
}

/// A section of the rules: its heading and its lines.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    pub heading: Text,
    pub lines: Vec<Text>,
}

/// The rules in words, section by section.
pub fn write(text: &RulesText) -> Written {
    // The games' titles and lines are the catalog's.
    let title = text
        .preset
        .map_or_else(|| text.game.clone(), |p| catalog::game_title(p).to_string());
    let summary = text.preset.map_or(String::new(), |p| {
        t::rules_summary(crate::lang::capitalize(
            &catalog::game_description(p).to_string(),
        ))
        .to_string()
    });
    let section = |heading: Text, lines: Vec<Text>| Section { heading, lines };
    Written {
        title,
        summary,
        sections: vec![
            section(
                t::rules_heading_deal(),
                text.deal.iter().map(deal).collect(),
            ),
            section(
                t::rules_heading_passing(),
                text.passing.iter().map(passing).collect(),
            ),
            section(
                t::rules_heading_play(),
                text.play.iter().map(play).collect(),
            ),
            section(
                t::rules_heading_scoring(),
                text.scoring.iter().map(scoring).collect(),
            ),
            section(t::rules_heading_end(), text.end.iter().map(end).collect()),
            section(
                t::rules_heading_notes(),
                text.notes.iter().map(|n| note(*n)).collect(),
            ),
        ],
    }
}

/// The whole text as plain lines, headings included, in the current language (for the
/// command line).
pub fn plain(text: &RulesText) -> String {
    let written = write(text);
    let mut out = format!("{}\n{}\n", written.title, written.summary);
    for section in &written.sections {
        out.push_str(&format!("\n{}\n", section.heading));
        for line in &section.lines {
            out.push_str(&format!("- {line}\n"));
        }
    }
    out
}

/// How the game ends and who wins (the score table's caption, How to play's last section).
pub fn ending(set: &RuleSet) -> Vec<Text> {
    set.ending().iter().map(end).collect()
}

/// The glossary: each word with its meaning.
pub fn glossary() -> Vec<(Text, Text)> {
    vec![
        (t::glossary_trick(), t::glossary_trick_meaning()),
        (t::glossary_void(), t::glossary_void_meaning()),
        (t::glossary_duck(), t::glossary_duck_meaning()),
        (t::glossary_counter(), t::glossary_counter_meaning()),
        (t::glossary_moon(), t::glossary_moon_meaning()),
        (t::glossary_sun(), t::glossary_sun_meaning()),
        (
            t::glossary_breaking_hearts(),
            t::glossary_breaking_hearts_meaning(),
        ),
        (
            t::glossary_bleeding_spades(),
            t::glossary_bleeding_spades_meaning(),
        ),
        (t::glossary_aardvark(), t::glossary_aardvark_meaning()),
        (t::glossary_carry_over(), t::glossary_carry_over_meaning()),
        (
            t::glossary_cancellation(),
            t::glossary_cancellation_meaning(),
        ),
        (t::glossary_kitty(), t::glossary_kitty_meaning()),
        (t::glossary_pledge(), t::glossary_pledge_meaning()),
    ]
}

/// A sentence of the deal.
pub fn deal(rule: &DealRule) -> Text {
    match rule {
        DealRule::Players { players, packs } => t::rules_deal_players(*packs, *players),
        DealRule::Added {
            zero_clubs,
            zero_diamonds,
            plain,
        } => {
            let mut parts = Vec::new();
            if *zero_clubs > 0 {
                parts.push(t::rules_joker_zero_clubs(*zero_clubs));
            }
            if *zero_diamonds > 0 {
                parts.push(t::rules_joker_zero_diamonds(*zero_diamonds));
            }
            if *plain > 0 {
                parts.push(t::rules_joker_plain(*plain));
            }
            let mut parts = parts.into_iter();
            match (parts.next(), parts.next(), parts.next()) {
                (Some(first), Some(second), Some(third)) => {
                    t::rules_deal_added_three(first, second, third)
                }
                (Some(first), Some(second), None) => t::rules_deal_added_two(first, second),
                (Some(first), None, _) => t::rules_deal_added_one(first),
                // The engine adds this line only with jokers.
                _ => t::rules_deal_added_one(""),
            }
        }
        DealRule::Removed { cards } => t::rules_deal_removed(cards.clone()),
        DealRule::HandSize { cards } => t::rules_deal_hand(*cards),
        DealRule::Kitty {
            cards,
            goes_to,
            seen,
        } => {
            let taker = match goes_to {
                KittyGoesTo::FirstTrick => "first-trick",
                KittyGoesTo::FirstHeart => "first-heart",
            };
            if *seen {
                t::rules_deal_kitty_seen(*cards, taker)
            } else {
                t::rules_deal_kitty(*cards, taker)
            }
        }
    }
}

/// A sentence of passing.
pub fn passing(rule: &PassRule) -> Text {
    match rule {
        PassRule::Cycle {
            cycle,
            cards,
            players,
        } => {
            let cards = *cards;
            match cycle {
                PassCycle::None => t::rules_pass_none(),
                PassCycle::Left => t::rules_pass_left(cards),
                PassCycle::Right => t::rules_pass_right(cards),
                PassCycle::LeftRight => t::rules_pass_left_right(cards),
                PassCycle::LeftRightAcrossHold if players % 2 == 0 => {
                    t::rules_pass_left_right_across_hold(cards)
                }
                PassCycle::LeftRightAcrossHold => t::rules_pass_left_right_hold(cards),
                PassCycle::LeftRightAcrossScatter => t::rules_pass_scatter(cards),
                PassCycle::LeftAcrossRight => t::rules_pass_left_across_right(cards),
                PassCycle::Rotating => t::rules_pass_rotating(cards),
                PassCycle::Star => t::rules_pass_star(),
                PassCycle::Mixer => t::rules_pass_mixer(cards),
                PassCycle::DealersChoice => t::rules_pass_dealers_choice(),
            }
        }
        PassRule::ChosenBeforeSeeing => t::rules_pass_chosen_first(),
        PassRule::Forbidden { cards } => t::rules_pass_forbidden(cards.clone()),
        PassRule::Pledge { points } => t::rules_pass_pledge(t::count_points(*points), *points),
    }
}

/// A sentence of play.
pub fn play(rule: &PlayRule) -> Text {
    match rule {
        PlayRule::Direction(Direction::Clockwise) => t::rules_play_clockwise(),
        PlayRule::Direction(Direction::Anticlockwise) => t::rules_play_anticlockwise(),
        PlayRule::LowestClubLeads { card } => t::rules_play_lowest_club_leads(*card),
        PlayRule::ZeroOfClubsLeads => t::rules_play_zero_of_clubs_leads(),
        PlayRule::EldestHandLeads { direction } => {
            t::rules_play_eldest_hand_leads(match direction {
                Direction::Clockwise => "clockwise",
                Direction::Anticlockwise => "anticlockwise",
            })
        }
        PlayRule::PigTakerLeads => t::rules_play_pig_taker_leads(QUEEN_OF_SPADES, TWO_OF_SPADES),
        PlayRule::FollowSuit => t::rules_play_follow_suit(),
        PlayRule::NoPenaltyOnFirstTrick => t::rules_play_no_penalty_first_trick(),
        PlayRule::HeartsNotLed {
            queen_too,
            queen_breaks,
        } => match (queen_too, queen_breaks) {
            (false, false) => t::rules_play_hearts_not_led(),
            (false, true) => t::rules_play_hearts_not_led_queen_breaks(QUEEN_OF_SPADES),
            (true, false) => t::rules_play_hearts_and_queen_not_led(QUEEN_OF_SPADES),
            (true, true) => t::rules_play_hearts_and_queen_not_led_queen_breaks(QUEEN_OF_SPADES),
        },
        PlayRule::PenaltyHandMayLeadHearts => t::rules_play_penalty_hand_leads_hearts(),
        PlayRule::AnyLead => t::rules_play_any_lead(),
        PlayRule::QueenAtFirstChance => t::rules_play_queen_first_chance(QUEEN_OF_SPADES),
        PlayRule::BlackJackFirst => t::rules_play_black_jack_first(card(Suit::Spades, JACK)),
        PlayRule::Likha => t::rules_play_likha(QUEEN_OF_SPADES, TEN_OF_DIAMONDS),
        PlayRule::IdenticalCardsCancel => t::rules_play_cancel(),
        PlayRule::ThirdCopyStands => t::rules_play_third_copy_stands(),
        PlayRule::ThreeCopiesCancel => t::rules_play_three_copies_cancel(),
        PlayRule::TwoPairsCancelTrick => t::rules_play_two_pairs_cancel(),
        PlayRule::CancelledTrick => t::rules_play_cancelled_trick(),
        PlayRule::CancelledLastTrick(LastCancelledTrick::Leader) => {
            t::rules_play_cancelled_last_trick_leader()
        }
        PlayRule::CancelledLastTrick(LastCancelledTrick::SecondOfHighestPair) => {
            t::rules_play_cancelled_last_trick_pair()
        }
        PlayRule::ZeroOfClubs => t::rules_play_zero_of_clubs(),
        PlayRule::LaterWins => t::rules_play_later_wins(),
        PlayRule::JokerWhen { any_time: true } => t::rules_play_joker_any_time(),
        PlayRule::JokerWhen { any_time: false } => t::rules_play_joker_unable_to_follow(),
        PlayRule::JokerLeads(Some(JokerLead::Called)) => t::rules_play_joker_lead_called(),
        PlayRule::JokerLeads(Some(JokerLead::NextCard)) => t::rules_play_joker_lead_next_card(),
        PlayRule::JokerLeads(None) => t::rules_play_joker_no_lead(),
        PlayRule::BoosterNines => t::rules_play_booster_nines(),
    }
}

/// A sentence of scoring.
pub fn scoring(rule: &ScoreRule) -> Text {
    match rule {
        ScoreRule::EachHeart { points } => t::rules_score_each_heart(t::count_points(*points)),
        ScoreRule::CardScores { card, points } => {
            t::rules_score_card(card_name(*card), t::count_points(*points))
        }
        ScoreRule::CardTakesOff { card, points } => {
            t::rules_score_card_off(card_name(*card), t::count_points(*points))
        }
        ScoreRule::GongZhuTen => t::rules_score_gong_zhu_ten(TEN_OF_CLUBS),
        ScoreRule::GongZhuAllHearts => t::rules_score_gong_zhu_hearts(QUEEN_OF_SPADES),
        ScoreRule::ComplexCards => t::rules_score_complex(QUEEN_OF_SPADES, TEN_OF_CLUBS),
        ScoreRule::RoyalQueens => t::rules_score_royal(
            card(Suit::Clubs, QUEEN),
            card(Suit::Hearts, QUEEN),
            QUEEN_OF_SPADES,
        ),
        ScoreRule::Moon {
            shooter,
            needs_bonus,
            kind,
            value,
        } => {
            let value = *value;
            let effect = match *kind {
                // The engine says NoMoon instead.
                MoonKind::None => t::rules_moon_nobody_scores(),
                MoonKind::AddToOthers => t::rules_moon_add_to_others(value),
                MoonKind::SubtractFromShooter => t::rules_moon_subtract(value),
                MoonKind::ShooterChooses => t::rules_moon_shooter_chooses(value),
                MoonKind::NewIfOldWouldLose => t::rules_moon_new_if_old_would_lose(value),
                MoonKind::OldPlayOn => t::rules_moon_old_play_on(value),
                MoonKind::ChoiceAfterScore { score, anyone } => t::rules_moon_choice_after_score(
                    score,
                    value,
                    if anyone { "anyone" } else { "shooter" },
                ),
                MoonKind::NobodyScores => t::rules_moon_nobody_scores(),
                MoonKind::PenaltyToShooter => t::rules_moon_penalty_to_shooter(value),
            };
            let shooter = match shooter {
                Shooter::Player => "player",
                Shooter::Partnership => "partnership",
            };
            let needs = if *needs_bonus { "bonus" } else { "penalty" };
            t::rules_score_moon(effect, needs, shooter)
        }
        ScoreRule::NoMoon => t::rules_score_no_moon(),
        ScoreRule::Sun {
            first_trick_excluded,
            effect,
        } => {
            let effect = match *effect {
                SunEffect::CleanSlate => t::rules_sun_clean_slate(),
                SunEffect::Punishment { value, half } => t::rules_sun_punishment(half, value),
                SunEffect::Others { value } => t::rules_sun_others(value),
                SunEffect::AsMoon { value } => t::rules_sun_as_moon(value),
            };
            let tricks = if *first_trick_excluded {
                "after-first"
            } else {
                "all"
            };
            t::rules_score_sun(effect, tricks)
        }
        ScoreRule::MoonNeedsSun => t::rules_score_moon_needs_sun(),
        ScoreRule::BigMoon { points } => t::rules_score_big_moon(*points),
        ScoreRule::NoWinOnMoon => t::rules_score_no_win_on_moon(),
        ScoreRule::NoTricks { points } => t::rules_score_no_tricks(t::count_points(*points)),
        ScoreRule::BonusFloorDeal => t::rules_score_bonus_floor_deal(),
        ScoreRule::BonusFloorGame => t::rules_score_bonus_floor_game(),
        ScoreRule::ExactScore { scores, effect } => {
            let effect = match effect {
                ExactEffect::ResetToZero => "reset",
                ExactEffect::SubtractFifty => "fifty",
            };
            t::rules_score_exact(effect, either(scores))
        }
        ScoreRule::FloorAtZero => t::rules_score_floor(),
        ScoreRule::Sweepstake { start } => t::rules_score_sweepstake(*start),
        ScoreRule::Howell {
            start,
            pay,
            collect,
        } => t::rules_score_howell(*collect, *pay, *start),
        ScoreRule::Pool { start, ante } => t::rules_score_pool(*ante, *start),
        ScoreRule::Lives { lives, threshold } => t::rules_score_lives(*lives, *threshold),
        ScoreRule::PartnersAdd => t::rules_score_partners_add(),
        ScoreRule::PartnersApart => t::rules_score_partners_apart(),
        ScoreRule::Money { per_point } => t::rules_score_money(*per_point),
    }
}

/// "50 or 100": scores joined by rules-score-or, the first first.
fn either(scores: &[i32]) -> crate::lang::Arg {
    match scores {
        [] => crate::lang::Arg::Str(String::new()),
        [one] => (*one).into(),
        [first, rest @ ..] => t::rules_score_or(*first, either(rest)).into(),
    }
}

/// A sentence of how the game ends.
pub fn end(rule: &EndRule) -> Text {
    match *rule {
        EndRule::GongZhu { target } => t::rules_end_gong_zhu(target),
        EndRule::Complex { target } => t::rules_end_complex(target),
        EndRule::TeamLosesWithPlayer { target } => t::rules_end_team_loses(target),
        EndRule::TeamScores { target } => t::rules_end_team_scores(target),
        EndRule::Reach { score } => t::rules_end_reach(score),
        EndRule::Lives => t::rules_end_lives(),
        EndRule::Pool => t::rules_end_pool(),
        EndRule::Counters => t::rules_end_counters(),
        EndRule::Deals { deals } => t::rules_end_deals(deals),
        EndRule::Minutes { minutes } => t::rules_end_minutes(minutes),
        EndRule::QueenTakerDeals => t::rules_end_queen_taker_deals(QUEEN_OF_SPADES),
    }
}

/// A note.
pub fn note(note: Note) -> Text {
    match note {
        Note::HeartsDeal => t::rules_note_hearts_deal(TWO_OF_CLUBS, TWO_OF_DIAMONDS),
        Note::FosterDeal => t::rules_note_foster_deal(TWO_OF_SPADES),
        Note::CulbertsonDeal => t::rules_note_culbertson_deal(
            TWO_OF_CLUBS,
            TWO_OF_DIAMONDS,
            TWO_OF_HEARTS,
            TWO_OF_SPADES,
        ),
        Note::BlackMariaSpades => t::rules_note_black_maria_spades(),
        Note::BlackMariaDeal => t::rules_note_black_maria_deal(TWO_OF_CLUBS, TWO_OF_DIAMONDS),
        Note::RoyalHearts => t::rules_note_royal(
            card(Suit::Clubs, QUEEN),
            card(Suit::Diamonds, QUEEN),
            QUEEN_OF_SPADES,
        ),
        Note::HooliganHearts => t::rules_note_hooligan(card(Suit::Clubs, 7)),
        Note::GongZhuVersion => t::rules_note_gong_zhu(TEN_OF_CLUBS, TWO_OF_SPADES),
        Note::GongZhuExposing => t::rules_note_gong_zhu_exposing(
            card(Suit::Hearts, ACE),
            card(Suit::Diamonds, JACK),
            QUEEN_OF_SPADES,
            TEN_OF_CLUBS,
        ),
        Note::Likha => t::rules_note_likha(),
        Note::ComplexHearts => t::rules_note_complex(),
        Note::DangerHearts => t::rules_note_danger(),
        Note::CancellationPacks => t::rules_note_cancellation_packs(),
        Note::CancellationPassing => t::rules_note_cancellation_passing(),
        // The game's title is the catalog's.
        Note::CancellationFirstTrick => {
            t::rules_note_cancellation_first_trick(catalog::game_title(Preset::BlackLady))
        }
        Note::JokerHearts => t::rules_note_joker_hearts(),
        Note::SmallHeartsMoon => t::rules_note_small_hearts(card(Suit::Diamonds, JACK)),
        Note::KittyLastTrick => t::rules_note_kitty(),
        Note::JokerTrick => t::rules_note_joker_trick(),
        Note::JokerLeadHeart => t::rules_note_joker_lead_heart(),
        Note::SunPunishment => t::rules_note_sun_punishment(),
        // The variants' names and lines are the catalog's.
        Note::Variant(variant) => t::rules_note_variant(
            catalog::variant_explanation(variant),
            catalog::variant_title(variant),
        ),
        Note::NoMisdeals => t::rules_note_no_misdeals(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, with};

    fn text(preset: Preset, players: u8) -> String {
        let rules = preset.rules(players).check().unwrap().describe();
        with(Lang::ENGLISH, || plain(&rules))
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
        with(Lang::ENGLISH, || {
            for preset in Preset::ALL {
                for players in preset.min_players()..=preset.max_players() {
                    let rules = preset.rules(players).check().unwrap().describe();
                    let text = write(&rules);
                    assert_eq!(text.sections.len(), 6);
                    assert!(
                        text.sections.iter().all(|s| !s.lines.is_empty()),
                        "{preset:?}"
                    );
                    assert!(!text.summary.is_empty());
                    // No run of spaces, as a lost line continuation leaves in a sentence.
                    let plain = plain(&rules);
                    assert!(!plain.contains("  "), "{preset:?}: {plain}");
                }
            }
            for (term, meaning) in glossary() {
                let meaning = meaning.to_string();
                assert!(!meaning.contains("  "), "{term}: {meaning}");
            }
        });
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
