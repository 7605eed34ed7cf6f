//! The games', variants', options' and levels' names and lines, in the player's language: what
//! the New game dialog lists and the table names. The engine keeps its English methods
//! (`Preset::title`…) for the command line and its rules text; the page writes these.
use crate::bots::Level;
use crate::engine::{MoonChoice, OptionValue, Preset, RuleOption, Variant};
use crate::lang::{Text, t};

/// A game's name: "Black Lady".
pub fn game_title(game: Preset) -> Text {
    match game {
        Preset::Hearts => t::game_title_hearts(),
        Preset::BlackLady => t::game_title_black_lady(),
        Preset::BlackLadyMorehead => t::game_title_black_lady_morehead(),
        Preset::BlackLadyFoster => t::game_title_black_lady_foster(),
        Preset::BlackLadyCulbertson => t::game_title_black_lady_culbertson(),
        Preset::BlackBess => t::game_title_black_bess(),
        Preset::Omnibus => t::game_title_omnibus(),
        Preset::PinkLady => t::game_title_pink_lady(),
        Preset::BlackJack => t::game_title_black_jack(),
        Preset::SpotHearts => t::game_title_spot_hearts(),
        Preset::PipHearts => t::game_title_pip_hearts(),
        Preset::GradedHearts => t::game_title_graded_hearts(),
        Preset::Cancellation => t::game_title_cancellation(),
        Preset::CancellationThreePacks => t::game_title_cancellation_three_packs(),
        Preset::RicketyKate => t::game_title_rickety_kate(),
        Preset::BlackMaria => t::game_title_black_maria(),
        Preset::Queens => t::game_title_queens(),
        Preset::SmallHearts => t::game_title_small_hearts(),
        Preset::DangerHearts => t::game_title_danger_hearts(),
        Preset::ComplexHearts => t::game_title_complex_hearts(),
        Preset::RoyalHearts => t::game_title_royal_hearts(),
        Preset::HooliganHearts => t::game_title_hooligan_hearts(),
        Preset::GongZhu => t::game_title_gong_zhu(),
        Preset::Likha => t::game_title_likha(),
        Preset::PartnershipHearts => t::game_title_partnership_hearts(),
        Preset::JokerHearts => t::game_title_joker_hearts(),
        Preset::BoosterNines => t::game_title_booster_nines(),
    }
}

/// One line on what makes a game what it is, starting in lower case.
pub fn game_description(game: Preset) -> Text {
    match game {
        Preset::Hearts => t::game_description_hearts(),
        Preset::BlackLady => t::game_description_black_lady(),
        Preset::BlackLadyMorehead => t::game_description_black_lady_morehead(),
        Preset::BlackLadyFoster => t::game_description_black_lady_foster(),
        Preset::BlackLadyCulbertson => t::game_description_black_lady_culbertson(),
        Preset::BlackBess => t::game_description_black_bess(),
        Preset::Omnibus => t::game_description_omnibus(),
        Preset::PinkLady => t::game_description_pink_lady(),
        Preset::BlackJack => t::game_description_black_jack(),
        Preset::SpotHearts => t::game_description_spot_hearts(),
        Preset::PipHearts => t::game_description_pip_hearts(),
        Preset::GradedHearts => t::game_description_graded_hearts(),
        Preset::Cancellation => t::game_description_cancellation(),
        Preset::CancellationThreePacks => t::game_description_cancellation_three_packs(),
        Preset::RicketyKate => t::game_description_rickety_kate(),
        Preset::BlackMaria => t::game_description_black_maria(),
        Preset::Queens => t::game_description_queens(),
        Preset::SmallHearts => t::game_description_small_hearts(),
        Preset::DangerHearts => t::game_description_danger_hearts(),
        Preset::ComplexHearts => t::game_description_complex_hearts(),
        Preset::RoyalHearts => t::game_description_royal_hearts(),
        Preset::HooliganHearts => t::game_description_hooligan_hearts(),
        Preset::GongZhu => t::game_description_gong_zhu(),
        Preset::Likha => t::game_description_likha(),
        Preset::PartnershipHearts => t::game_description_partnership_hearts(),
        Preset::JokerHearts => t::game_description_joker_hearts(),
        Preset::BoosterNines => t::game_description_booster_nines(),
    }
}

/// Who a game is for: "for 4 players", "for 3 to 6 players".
pub fn game_for_players(game: Preset) -> Text {
    match (game.min_players(), game.max_players()) {
        (min, max) if min == max => t::game_for_players(min),
        (min, max) => t::game_for_players_range(max, min),
    }
}

/// A variant's name, beside its switch.
pub fn variant_title(variant: Variant) -> Text {
    match variant {
        Variant::StripMorehead => t::variant_title_strip_morehead(),
        Variant::StripFoster => t::variant_title_strip_foster(),
        Variant::Kitty => t::variant_title_kitty(),
        Variant::Jokers => t::variant_title_jokers(),
        Variant::KittyFirstHeart => t::variant_title_kitty_first_heart(),
        Variant::KittySeen => t::variant_title_kitty_seen(),
        Variant::PinkLady => t::variant_title_pink_lady(),
        Variant::Omnibus => t::variant_title_omnibus(),
        Variant::OmnibusJack => t::variant_title_omnibus_jack(),
        Variant::SmallHeartsJack => t::variant_title_small_hearts_jack(),
        Variant::BlackJackFirst => t::variant_title_black_jack_first(),
        Variant::LeftRight => t::variant_title_left_right(),
        Variant::Howell => t::variant_title_howell(),
        Variant::FiftyCounters => t::variant_title_fifty_counters(),
        Variant::Pool => t::variant_title_pool(),
        Variant::ThirdCopyStands => t::variant_title_third_copy_stands(),
        Variant::TwoPairsCancel => t::variant_title_two_pairs_cancel(),
        Variant::LastTrickToPair => t::variant_title_last_trick_to_pair(),
    }
}

/// One line on what a variant does, starting in lower case.
pub fn variant_explanation(variant: Variant) -> Text {
    match variant {
        Variant::StripMorehead => t::variant_explanation_strip_morehead(),
        Variant::StripFoster => t::variant_explanation_strip_foster(),
        Variant::Kitty => t::variant_explanation_kitty(),
        Variant::Jokers => t::variant_explanation_jokers(),
        Variant::KittyFirstHeart => t::variant_explanation_kitty_first_heart(),
        Variant::KittySeen => t::variant_explanation_kitty_seen(),
        Variant::PinkLady => t::variant_explanation_pink_lady(),
        Variant::Omnibus => t::variant_explanation_omnibus(),
        Variant::OmnibusJack => t::variant_explanation_omnibus_jack(),
        Variant::SmallHeartsJack => t::variant_explanation_small_hearts_jack(),
        Variant::BlackJackFirst => t::variant_explanation_black_jack_first(),
        Variant::LeftRight => t::variant_explanation_left_right(),
        Variant::Howell => t::variant_explanation_howell(),
        Variant::FiftyCounters => t::variant_explanation_fifty_counters(),
        Variant::Pool => t::variant_explanation_pool(),
        Variant::ThirdCopyStands => t::variant_explanation_third_copy_stands(),
        Variant::TwoPairsCancel => t::variant_explanation_two_pairs_cancel(),
        Variant::LastTrickToPair => t::variant_explanation_last_trick_to_pair(),
    }
}

/// A rule option's name, beside its switch or choice.
pub fn option_title(option: RuleOption) -> Text {
    match option {
        RuleOption::Passing => t::option_title_passing(),
        RuleOption::PassCards => t::option_title_pass_cards(),
        RuleOption::Moon => t::option_title_moon(),
        RuleOption::Direction => t::option_title_direction(),
        RuleOption::OpeningLead => t::option_title_opening_lead(),
        RuleOption::NoPointsOnFirstTrick => t::option_title_no_points_first_trick(),
        RuleOption::HeartsMustBeBroken => t::option_title_hearts_broken(),
        RuleOption::QueenMustBeBroken => t::option_title_queen_broken(),
        RuleOption::QueenBreaksHearts => t::option_title_queen_breaks_hearts(),
        RuleOption::PenaltyHandMayLeadHearts => t::option_title_penalty_hand_leads_hearts(),
        RuleOption::QueenAtFirstChance => t::option_title_queen_first_chance(),
        RuleOption::Pledge => t::option_title_pledge(),
        RuleOption::NoTricksBonus => t::option_title_no_tricks_bonus(),
        RuleOption::FloorAtZero => t::option_title_floor_at_zero(),
        RuleOption::JokerLead => t::option_title_joker_lead(),
        RuleOption::JokerAnyTime => t::option_title_joker_any_time(),
    }
}

/// One line on what a rule option does, starting in lower case.
pub fn option_line(option: RuleOption) -> Text {
    match option {
        RuleOption::Passing => t::option_line_passing(),
        RuleOption::PassCards => t::option_line_pass_cards(),
        RuleOption::Moon => t::option_line_moon(),
        RuleOption::Direction => t::option_line_direction(),
        RuleOption::OpeningLead => t::option_line_opening_lead(),
        RuleOption::NoPointsOnFirstTrick => t::option_line_no_points_first_trick(),
        RuleOption::HeartsMustBeBroken => t::option_line_hearts_broken(),
        RuleOption::QueenMustBeBroken => t::option_line_queen_broken(),
        RuleOption::QueenBreaksHearts => t::option_line_queen_breaks_hearts(),
        RuleOption::PenaltyHandMayLeadHearts => t::option_line_penalty_hand_leads_hearts(),
        RuleOption::QueenAtFirstChance => t::option_line_queen_first_chance(),
        RuleOption::Pledge => t::option_line_pledge(),
        RuleOption::NoTricksBonus => t::option_line_no_tricks_bonus(),
        RuleOption::FloorAtZero => t::option_line_floor_at_zero(),
        RuleOption::JokerLead => t::option_line_joker_lead(),
        RuleOption::JokerAnyTime => t::option_line_joker_any_time(),
    }
}

/// A value of a rule option, as its switch or choice lists it: "On", "Always left", "3".
pub fn option_value(option: RuleOption, value: &OptionValue) -> Text {
    match (option, value.id.as_str()) {
        (_, "on") if option.is_switch() => t::option_value_on(),
        (_, "off") if option.is_switch() => t::option_value_off(),
        (RuleOption::PassCards, id) => match id.parse::<u32>() {
            Ok(cards) => t::option_value_pass_cards(cards),
            Err(_) => t::option_value_pass_cards(value.label.as_str()),
        },
        (RuleOption::Passing, "none") => t::option_value_passing_none(),
        (RuleOption::Passing, "left") => t::option_value_passing_left(),
        (RuleOption::Passing, "right") => t::option_value_passing_right(),
        (RuleOption::Passing, "left-right") => t::option_value_passing_left_right(),
        (RuleOption::Passing, "left-right-across-hold") => {
            t::option_value_passing_left_right_across_hold()
        }
        (RuleOption::Passing, "left-right-across-scatter") => {
            t::option_value_passing_left_right_across_scatter()
        }
        (RuleOption::Passing, "left-across-right") => t::option_value_passing_left_across_right(),
        (RuleOption::Passing, "rotating") => t::option_value_passing_rotating(),
        (RuleOption::Passing, "star") => t::option_value_passing_star(),
        (RuleOption::Passing, "mixer") => t::option_value_passing_mixer(),
        (RuleOption::Passing, "dealers-choice") => t::option_value_passing_dealers_choice(),
        (RuleOption::Moon, "none") => t::option_value_moon_none(),
        (RuleOption::Moon, "old") => t::option_value_moon_old(),
        (RuleOption::Moon, "new") => t::option_value_moon_new(),
        (RuleOption::Moon, "choice") => t::option_value_moon_choice(),
        (RuleOption::Moon, "new-if-losing") => t::option_value_moon_new_if_losing(),
        (RuleOption::Moon, "old-play-on") => t::option_value_moon_old_play_on(),
        (RuleOption::Moon, "nobody-scores") => t::option_value_moon_nobody_scores(),
        (RuleOption::Moon, "penalty") => t::option_value_moon_penalty(),
        (RuleOption::Moon, "choice-after-score") => t::option_value_moon_choice_after_score(),
        (RuleOption::Direction, "clockwise") => t::option_value_direction_clockwise(),
        (RuleOption::Direction, "anticlockwise") => t::option_value_direction_anticlockwise(),
        (RuleOption::OpeningLead, "lowest-club") => t::option_value_opening_lead_lowest_club(),
        (RuleOption::OpeningLead, "eldest") => t::option_value_opening_lead_eldest(),
        (RuleOption::OpeningLead, "pig-taker") => t::option_value_opening_lead_pig_taker(),
        (RuleOption::JokerLead, "never") => t::option_value_joker_lead_never(),
        (RuleOption::JokerLead, "next-card") => t::option_value_joker_lead_next_card(),
        (RuleOption::JokerLead, "called") => t::option_value_joker_lead_called(),
        // A value the engine has and this list lacks: its English words, as they are.
        _ => t::option_value_pass_cards(value.label.as_str()),
    }
}

/// A bots' level's name: "Normal".
pub fn level_label(level: Level) -> Text {
    match level {
        Level::Beginner => t::level_label_beginner(),
        Level::Easy => t::level_label_easy(),
        Level::Normal => t::level_label_normal(),
        Level::Hard => t::level_label_hard(),
        Level::Expert => t::level_label_expert(),
    }
}

/// What a bots' level plays like.
pub fn level_description(level: Level) -> Text {
    match level {
        Level::Beginner => t::level_description_beginner(),
        Level::Easy => t::level_description_easy(),
        Level::Normal => t::level_description_normal(),
        Level::Hard => t::level_description_hard(),
        Level::Expert => t::level_description_expert(),
    }
}

/// Old moon or new moon, inside a sentence: "old moon".
pub fn moon_choice(choice: MoonChoice) -> Text {
    match choice {
        MoonChoice::AddToOthers => t::moon_old(),
        MoonChoice::SubtractFromShooter => t::moon_new(),
    }
}

/// Old moon or new moon on the shooter's button: "Old moon".
pub fn moon_choice_title(choice: MoonChoice) -> Text {
    match choice {
        MoonChoice::AddToOthers => t::moon_old_title(),
        MoonChoice::SubtractFromShooter => t::moon_new_title(),
    }
}

/// What the choice does, for a moon worth `value`: "everyone else scores 26".
pub fn moon_choice_effect(choice: MoonChoice, value: i32) -> Text {
    match choice {
        MoonChoice::AddToOthers => t::moon_old_effect(value),
        MoonChoice::SubtractFromShooter => t::moon_new_effect(value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, with};

    fn en(text: Text) -> String {
        text.in_lang(Lang::ENGLISH)
    }

    #[test]
    fn the_catalogue_reads_in_english_as_the_engine_words_it() {
        with(Lang::ENGLISH, || {
            for game in Preset::ALL {
                assert_eq!(en(game_title(game)), game.title());
                assert_eq!(en(game_description(game)), game.description());
                assert_eq!(en(game_for_players(game)), game.for_players());
                for players in game.min_players()..=game.max_players() {
                    for option in game.options(players) {
                        let rules = game.rules(players);
                        for value in option.values(&rules) {
                            assert_eq!(en(option_value(option, &value)), value.label);
                        }
                    }
                }
            }
            for variant in Variant::ALL {
                assert_eq!(en(variant_title(variant)), variant.title());
                assert_eq!(en(variant_explanation(variant)), variant.explanation());
            }
            for option in RuleOption::ALL {
                assert_eq!(en(option_title(option)), option.title());
                assert_eq!(en(option_line(option)), option.explanation());
            }
            for level in Level::ALL {
                assert_eq!(en(level_label(level)), level.label());
                assert_eq!(en(level_description(level)), level.description());
            }
            let mut rules = Preset::BlackLady.rules(4);
            rules.moon.kind = crate::engine::MoonKind::ChoiceAfterScore {
                score: 50,
                anyone: false,
            };
            for value in RuleOption::Moon.values(&rules) {
                assert_eq!(en(option_value(RuleOption::Moon, &value)), value.label);
            }
        });
    }
}
