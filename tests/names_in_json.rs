//! The names the game's enums are written by in saves, game files, the worker's messages and
//! the CLI's JSON. A save written by an older build must still read: these are the names it
//! wrote (serde's kebab-case of each variant), and every value reads back from its name.
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

fn check<T: Serialize + DeserializeOwned + PartialEq + Debug>(values: &[T], names: &[&str]) {
    assert_eq!(values.len(), names.len());
    for (value, name) in values.iter().zip(names) {
        let json = format!("\"{name}\"");
        assert_eq!(serde_json::to_string(value).unwrap(), json, "{value:?}");
        assert_eq!(&serde_json::from_str::<T>(&json).unwrap(), value, "{name}");
    }
    assert!(serde_json::from_str::<T>("\"no-such-name\"").is_err());
    assert!(serde_json::from_str::<T>("7").is_err());
}

#[test]
fn every_named_value_is_written_and_read_by_its_name() {
    {
        use moonshot::bots::Level as T;
        check(
            &[T::Beginner, T::Easy, T::Normal, T::Hard, T::Expert],
            &["beginner", "easy", "normal", "hard", "expert"],
        );
    }
    {
        use moonshot::ui::save::Theme as T;
        check(
            &[T::System, T::Light, T::Dark],
            &["system", "light", "dark"],
        );
    }
    {
        use moonshot::ui::table::Speed as T;
        check(
            &[T::Relaxed, T::Normal, T::Fast, T::Instant],
            &["relaxed", "normal", "fast", "instant"],
        );
    }
    {
        use moonshot::engine::Phase as T;
        check(
            &[
                T::ChoosingPass,
                T::Passing,
                T::Pledging,
                T::Playing,
                T::ChoosingMoon,
                T::GameOver,
                T::DealScored,
            ],
            &[
                "choosing-pass",
                "passing",
                "pledging",
                "playing",
                "choosing-moon",
                "game-over",
                "deal-scored",
            ],
        );
    }
    {
        use moonshot::engine::MoonChoice as T;
        check(
            &[T::AddToOthers, T::SubtractFromShooter],
            &["add-to-others", "subtract-from-shooter"],
        );
    }
    {
        use moonshot::engine::Preset as T;
        check(
            &[
                T::Hearts,
                T::BlackLady,
                T::BlackLadyMorehead,
                T::BlackLadyFoster,
                T::BlackLadyCulbertson,
                T::BlackBess,
                T::Omnibus,
                T::PinkLady,
                T::BlackJack,
                T::SpotHearts,
                T::PipHearts,
                T::GradedHearts,
                T::Cancellation,
                T::CancellationThreePacks,
                T::RicketyKate,
                T::BlackMaria,
                T::Queens,
                T::SmallHearts,
                T::DangerHearts,
                T::ComplexHearts,
                T::RoyalHearts,
                T::HooliganHearts,
                T::GongZhu,
                T::Likha,
                T::PartnershipHearts,
                T::JokerHearts,
                T::BoosterNines,
            ],
            &[
                "hearts",
                "black-lady",
                "black-lady-morehead",
                "black-lady-foster",
                "black-lady-culbertson",
                "black-bess",
                "omnibus",
                "pink-lady",
                "black-jack",
                "spot-hearts",
                "pip-hearts",
                "graded-hearts",
                "cancellation",
                "cancellation-three-packs",
                "rickety-kate",
                "black-maria",
                "queens",
                "small-hearts",
                "danger-hearts",
                "complex-hearts",
                "royal-hearts",
                "hooligan-hearts",
                "gong-zhu",
                "likha",
                "partnership-hearts",
                "joker-hearts",
                "booster-nines",
            ],
        );
    }
    {
        use moonshot::engine::ShotKind as T;
        check(&[T::Moon, T::Sun, T::BigMoon], &["moon", "sun", "big-moon"]);
    }
    {
        use moonshot::engine::Variant as T;
        check(
            &[
                T::StripMorehead,
                T::StripFoster,
                T::Kitty,
                T::Jokers,
                T::KittyFirstHeart,
                T::KittySeen,
                T::PinkLady,
                T::Omnibus,
                T::OmnibusJack,
                T::SmallHeartsJack,
                T::BlackJackFirst,
                T::LeftRight,
                T::Howell,
                T::FiftyCounters,
                T::Pool,
                T::ThirdCopyStands,
                T::TwoPairsCancel,
                T::LastTrickToPair,
            ],
            &[
                "strip-morehead",
                "strip-foster",
                "kitty",
                "jokers",
                "kitty-first-heart",
                "kitty-seen",
                "pink-lady",
                "omnibus",
                "omnibus-jack",
                "small-hearts-jack",
                "black-jack-first",
                "left-right",
                "howell",
                "fifty-counters",
                "pool",
                "third-copy-stands",
                "two-pairs-cancel",
                "last-trick-to-pair",
            ],
        );
    }
    {
        use moonshot::engine::KittyGoesTo as T;
        check(
            &[T::FirstTrick, T::FirstHeart],
            &["first-trick", "first-heart"],
        );
    }
    {
        use moonshot::engine::PassCycle as T;
        check(
            &[
                T::None,
                T::Left,
                T::Right,
                T::LeftRight,
                T::LeftRightAcrossHold,
                T::LeftRightAcrossScatter,
                T::LeftAcrossRight,
                T::Rotating,
                T::Star,
                T::Mixer,
                T::DealersChoice,
            ],
            &[
                "none",
                "left",
                "right",
                "left-right",
                "left-right-across-hold",
                "left-right-across-scatter",
                "left-across-right",
                "rotating",
                "star",
                "mixer",
                "dealers-choice",
            ],
        );
    }
    {
        use moonshot::engine::OpeningLead as T;
        check(
            &[T::LowestClub, T::EldestHand, T::PigTaker],
            &["lowest-club", "eldest-hand", "pig-taker"],
        );
    }
    {
        use moonshot::engine::Direction as T;
        check(
            &[T::Clockwise, T::Anticlockwise],
            &["clockwise", "anticlockwise"],
        );
    }
    {
        use moonshot::engine::LastCancelledTrick as T;
        check(
            &[T::Leader, T::SecondOfHighestPair],
            &["leader", "second-of-highest-pair"],
        );
    }
    {
        use moonshot::engine::JokerLead as T;
        check(&[T::Called, T::NextCard], &["called", "next-card"]);
    }
    {
        use moonshot::engine::SpecialScoring as T;
        check(
            &[T::None, T::GongZhu, T::Complex, T::Royal],
            &["none", "gong-zhu", "complex", "royal"],
        );
    }
    {
        use moonshot::engine::BonusFloor as T;
        check(&[T::None, T::Hand, T::Total], &["none", "hand", "total"]);
    }
    {
        use moonshot::engine::ExactEffect as T;
        check(
            &[T::ResetToZero, T::SubtractFifty],
            &["reset-to-zero", "subtract-fifty"],
        );
    }
    {
        use moonshot::engine::Partnership as T;
        check(
            &[T::None, T::TeamScores, T::TeamLosesWithPlayer],
            &["none", "team-scores", "team-loses-with-player"],
        );
    }
    {
        use moonshot::engine::NextDealer as T;
        check(&[T::Left, T::TakerOfQueen], &["left", "taker-of-queen"]);
    }
}
