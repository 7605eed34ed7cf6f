//! What the table says that other parts of the page say too: where a deal's cards are passed.
use crate::engine::PassDirection;
use crate::lang::{Text, t};

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
