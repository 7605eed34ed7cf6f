//! What the table says that other parts of the page say too: where a deal's cards are
//! passed, and a seat's standing.
use crate::engine::{PassDirection, RuleSet, Scoring, SpecialScoring, Standing};
use crate::lang::{Text, t};

/// A seat's standing as a player reads it, in the game's own terms and the language's
/// numbers: "45" (points), "13 + 26i" (Complex Hearts), "18 chips", "2 lives · 31" (Danger
/// Hearts: lives left, then points). The engine's `standing_text` says the same in English.
pub fn standing(set: &RuleSet, standing: &Standing) -> Text {
    let rules = set.rules();
    let points = standing.points;
    match rules.scoring {
        Scoring::Points if rules.special == SpecialScoring::Complex => match standing.imaginary {
            0 => t::standing_points(points),
            i if i < 0 => t::standing_complex_minus(-i, points),
            i => t::standing_complex_plus(i, points),
        },
        Scoring::Points => t::standing_points(points),
        Scoring::Sweepstake { .. } | Scoring::Howell { .. } | Scoring::Pool { .. } => {
            t::standing_chips(standing.chips)
        }
        Scoring::Lives { .. } => t::standing_lives(standing.lives, points),
    }
}

/// Where a deal's cards are passed, said inside a sentence: "to the left", "across", "3
/// seats to the left", "no passing".
pub fn pass_direction(pass: PassDirection, players: u8) -> Text {
    match pass {
        PassDirection::Hold => t::table_direction_hold(),
        PassDirection::Left(1) => t::table_direction_left(),
        PassDirection::Left(k) if k + 1 == players => t::table_direction_right(),
        PassDirection::Left(k) if 2 * k == players => t::table_direction_across(),
        PassDirection::Left(k) => t::table_direction_seats(k),
        PassDirection::Star => t::table_direction_star(),
        PassDirection::Scatter => t::table_direction_scatter(),
        PassDirection::Mixer => t::table_direction_mixer(),
    }
}

#[cfg(test)]
mod standing_tests {
    use super::*;
    use crate::engine::Preset;
    use crate::lang::{Lang, with};

    #[test]
    fn a_standing_reads_as_the_engine_writes_it_in_english() {
        for game in Preset::ALL {
            for players in game.min_players()..=game.max_players() {
                let Ok(set) = game.rules(players).check() else {
                    continue;
                };
                for (points, imaginary, chips, lives) in [
                    (0, 0, 0, 0),
                    (1, -3, 1, 1),
                    (-27, 26, -2, 3),
                    (1000, 2, 18, 2),
                ] {
                    let s = Standing {
                        points,
                        imaginary,
                        chips,
                        lives,
                    };
                    let said = with(Lang::ENGLISH, || standing(&set, &s).to_string());
                    assert_eq!(said, set.standing_text(&s), "{game:?} {players}");
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn every_direction_reads_as_the_engine_says_it() {
        for players in 3..=11 {
            let mut all = vec![
                PassDirection::Hold,
                PassDirection::Star,
                PassDirection::Scatter,
                PassDirection::Mixer,
            ];
            all.extend((1..players).map(PassDirection::Left));
            for pass in all {
                let said = pass_direction(pass, players).in_lang(Lang::ENGLISH);
                assert_eq!(said, pass.describe(players));
            }
        }
    }
}
