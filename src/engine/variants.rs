//! The named options of the rule documents that change a game rather than a single rule:
//! another way to deal an uneven pack, a different bonus card, another settlement. Each is a
//! switch with a one-line explanation, laid over a preset's [`Rules`]. Whether a variant makes
//! sense is asked of the rules it is laid over, so variants compose where the documents allow
//! (Omnibus's 10♦ on Pink Lady) and are refused where they do not.
//!
//! Single rules (the moon, passing, breaking hearts) are fields of [`Rules`] and need no
//! variant.
use super::card::{Card, JACK, QUEEN, Suit};
use super::cards::MAX_COPIES;
use super::presets::Preset;
use super::rules::{
    FOSTER_ORDER, IdenticalCards, Kitty, KittyGoesTo, LastCancelledTrick, MOREHEAD_ORDER,
    Partnership, PassCycle, Rules, Scoring, SpecialScoring, Variant, strip,
};
use std::fmt;

/// The variants that settle one question; at most one of a group applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// How an uneven pack is dealt.
    Deal,
}

const TEN_OF_DIAMONDS: Card = Card::new(Suit::Diamonds, 10);
const JACK_OF_DIAMONDS: Card = Card::new(Suit::Diamonds, JACK);
const QUEEN_OF_HEARTS: Card = Card::new(Suit::Hearts, QUEEN);

/// Jokers that make one pack deal out evenly to `players`.
fn jokers_needed(players: u8) -> u8 {
    let players = players.max(1);
    let extra = (52 % players as usize) as u8;
    if extra == 0 { 0 } else { players - extra }
}

/// Chips each player starts the ante game with (house: the documents give no number).
pub const POOL_START: i32 = 20;

impl Variant {
    pub const ALL: [Variant; 18] = [
        Variant::StripMorehead,
        Variant::StripFoster,
        Variant::Kitty,
        Variant::Jokers,
        Variant::KittyFirstHeart,
        Variant::KittySeen,
        Variant::PinkLady,
        Variant::Omnibus,
        Variant::OmnibusJack,
        Variant::SmallHeartsJack,
        Variant::BlackJackFirst,
        Variant::LeftRight,
        Variant::Howell,
        Variant::FiftyCounters,
        Variant::Pool,
        Variant::ThirdCopyStands,
        Variant::TwoPairsCancel,
        Variant::LastTrickToPair,
    ];

    /// The name used on the command line and in game records: "omnibus-jack".
    pub fn id(self) -> &'static str {
        match self {
            Variant::StripMorehead => "strip-morehead",
            Variant::StripFoster => "strip-foster",
            Variant::Kitty => "kitty",
            Variant::Jokers => "jokers",
            Variant::KittyFirstHeart => "kitty-first-heart",
            Variant::KittySeen => "kitty-seen",
            Variant::PinkLady => "pink-lady",
            Variant::Omnibus => "omnibus",
            Variant::OmnibusJack => "omnibus-jack",
            Variant::SmallHeartsJack => "small-hearts-jack",
            Variant::BlackJackFirst => "black-jack-first",
            Variant::LeftRight => "left-right",
            Variant::Howell => "howell",
            Variant::FiftyCounters => "fifty-counters",
            Variant::Pool => "pool",
            Variant::ThirdCopyStands => "third-copy-stands",
            Variant::TwoPairsCancel => "two-pairs-cancel",
            Variant::LastTrickToPair => "last-trick-to-pair",
        }
    }

    pub fn from_id(id: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.id() == id)
    }

    /// The name a player sees on the switch.
    pub fn title(self) -> &'static str {
        match self {
            Variant::StripMorehead => "Strip deuces (Morehead)",
            Variant::StripFoster => "Strip deuces (Foster)",
            Variant::Kitty => "Kitty",
            Variant::Jokers => "Jokers",
            Variant::KittyFirstHeart => "Kitty to the first heart",
            Variant::KittySeen => "Kitty may be seen",
            Variant::PinkLady => "Pink Lady",
            Variant::Omnibus => "Omnibus",
            Variant::OmnibusJack => "Jack of diamonds",
            Variant::SmallHeartsJack => "Jack of diamonds",
            Variant::BlackJackFirst => "Black Jack first",
            Variant::LeftRight => "Left and right",
            Variant::Howell => "Howell settlement",
            Variant::FiftyCounters => "Fifty counters",
            Variant::Pool => "Ante and pool",
            Variant::ThirdCopyStands => "A third copy stands",
            Variant::TwoPairsCancel => "Two pairs cancel the trick",
            Variant::LastTrickToPair => "Last trick to the pair",
        }
    }

    /// One line on what the switch does.
    pub fn explanation(self) -> &'static str {
        match self {
            Variant::StripMorehead => {
                "deal evenly by removing the 2♣, 2♦, 3♣ and 2♠, in that order, as needed (Morehead)"
            }
            Variant::StripFoster => {
                "deal evenly by removing the 2♠, 2♣, 2♦ and 2♥, in that order, as needed (Foster)"
            }
            Variant::Kitty => {
                "deal every card; the ones left over go face down to the winner of the first trick"
            }
            Variant::Jokers => {
                "add jokers of no suit until the deal comes out even (three for five players, two for six)"
            }
            Variant::KittyFirstHeart => {
                "the kitty goes to whoever first takes a trick with a heart in it"
            }
            Variant::KittySeen => "whoever takes the kitty may look at it",
            Variant::PinkLady => "the Q♥ counts 13 instead of 1",
            Variant::Omnibus => {
                "the 10♦ counts −10 for its taker, and the moon needs it as well as the penalty cards"
            }
            Variant::OmnibusJack => "the J♦ is the −10 bonus card instead of the 10♦",
            Variant::SmallHeartsJack => {
                "the J♦ counts 5 points too; the moon is still worth 14 and needs the J♦"
            }
            Variant::BlackJackFirst => {
                "a player who cannot follow suit and holds the J♠ must discard it"
            }
            Variant::LeftRight => "pass to the left and to the right, deal by deal",
            Variant::Howell => {
                "settle each deal Howell's way: pay (players − 1) counters for each point taken, then claim the points not taken"
            }
            Variant::FiftyCounters => "each player starts with 50 counters instead of 100",
            Variant::Pool => {
                "everyone antes a chip before each deal; those who took no hearts share the pool"
            }
            Variant::ThirdCopyStands => {
                "with three packs, two identical cards cancel but a third copy can still win"
            }
            Variant::TwoPairsCancel => {
                "when two pairs cancel in one trick, the whole trick is cancelled"
            }
            Variant::LastTrickToPair => {
                "a cancelled last trick goes to whoever played the second of the highest pair"
            }
        }
    }

    /// The variant this one needs switched on first: the kitty's options need a kitty.
    pub fn requires(self) -> Option<Variant> {
        match self {
            Variant::KittyFirstHeart | Variant::KittySeen => Some(Variant::Kitty),
            _ => None,
        }
    }

    /// This variant, after the one it needs if `rules` lack it: what to switch on.
    pub fn with_requirements(self, rules: &Rules) -> Vec<Variant> {
        let mut list = Vec::new();
        if let Some(first) = self.requires()
            && self.unavailable(rules).is_some()
        {
            list.push(first);
        }
        list.push(self);
        list
    }

    /// The question this variant settles, if others settle it too.
    pub fn group(self) -> Option<Group> {
        match self {
            Variant::StripMorehead | Variant::StripFoster | Variant::Kitty | Variant::Jokers => {
                Some(Group::Deal)
            }
            _ => None,
        }
    }

    /// Why this variant cannot be laid over `rules`, or `None` if it can.
    pub fn unavailable(self, rules: &Rules) -> Option<Unfit> {
        let preset = Preset::from_id(&rules.game);
        let plain = rules.special == SpecialScoring::None;
        let counter = |card: Card| rules.counters.get(&card).copied().unwrap_or(0);
        let cancels = matches!(rules.identical_cards, IdenticalCards::Cancel(_));
        let ok = |yes: bool, why: Unfit| if yes { None } else { Some(why) };
        match self {
            Variant::StripMorehead | Variant::StripFoster | Variant::Kitty | Variant::Jokers => {
                if rules.packs != 1 || cancels || preset == Some(Preset::JokerHearts) {
                    Some(Unfit::OwnPack)
                } else if 52 % rules.players.max(1) as usize == 0 {
                    Some(Unfit::DealsEvenly)
                } else if self == Variant::Jokers && jokers_needed(rules.players) > MAX_COPIES {
                    Some(Unfit::TooManyJokers)
                } else {
                    None
                }
            }
            Variant::KittyFirstHeart | Variant::KittySeen => {
                ok(rules.kitty.is_some(), Unfit::OnlyKitty)
            }
            Variant::PinkLady => ok(
                plain && counter(QUEEN_OF_HEARTS) == 1,
                Unfit::OnlyQueenOfHeartsOne,
            ),
            Variant::Omnibus => ok(
                plain && counter(TEN_OF_DIAMONDS) == 0 && counter(JACK_OF_DIAMONDS) == 0,
                Unfit::OnlyPlainDiamonds,
            ),
            Variant::OmnibusJack => ok(
                plain && counter(TEN_OF_DIAMONDS) < 0 && counter(JACK_OF_DIAMONDS) == 0,
                Unfit::OnlyTenBonus,
            ),
            Variant::SmallHeartsJack => ok(
                preset == Some(Preset::SmallHearts) && counter(JACK_OF_DIAMONDS) == 0,
                Unfit::OnlySmallHearts,
            ),
            Variant::BlackJackFirst => ok(
                counter(Card::new(Suit::Spades, JACK)) > 0 && !rules.black_jack_first,
                Unfit::OnlyJackPenalty,
            ),
            Variant::LeftRight => ok(
                preset == Some(Preset::BlackLadyCulbertson)
                    && rules.passing.cycle == PassCycle::Left,
                Unfit::OnlyCulbertson,
            ),
            Variant::Howell => ok(
                matches!(rules.scoring, Scoring::Sweepstake { .. }),
                Unfit::OnlyCounters,
            ),
            Variant::FiftyCounters => ok(
                matches!(
                    rules.scoring,
                    Scoring::Sweepstake { start: 100 } | Scoring::Howell { start: 100 }
                ),
                Unfit::OnlyHundredCounters,
            ),
            Variant::Pool => ok(
                plain && rules.scoring == Scoring::Points && rules.partnership == Partnership::None,
                Unfit::OnlyPlainPoints,
            ),
            Variant::ThirdCopyStands => ok(cancels && rules.packs == 3, Unfit::OnlyThreePacks),
            Variant::TwoPairsCancel | Variant::LastTrickToPair => {
                ok(cancels, Unfit::OnlyCancellation)
            }
        }
    }

    /// Lays the variant over `rules` (whether or not it is available; see
    /// [`Variant::unavailable`]).
    pub fn apply(self, rules: &mut Rules) {
        let players = rules.players;
        match self {
            Variant::StripMorehead => {
                rules.jokers.clear();
                rules.kitty = None;
                rules.removed = strip(&MOREHEAD_ORDER, 52, players);
            }
            Variant::StripFoster => {
                rules.jokers.clear();
                rules.kitty = None;
                rules.removed = strip(&FOSTER_ORDER, 52, players);
            }
            Variant::Kitty => {
                rules.jokers.clear();
                rules.removed.clear();
                rules.kitty = Some(Kitty::default());
            }
            Variant::Jokers => {
                rules.removed.clear();
                rules.kitty = None;
                rules.jokers = vec![Card::JOKER; jokers_needed(players) as usize];
            }
            Variant::KittyFirstHeart => {
                rules.kitty.get_or_insert_with(Kitty::default).goes_to = KittyGoesTo::FirstHeart;
            }
            Variant::KittySeen => rules.kitty.get_or_insert_with(Kitty::default).seen = true,
            Variant::PinkLady => {
                rules.counters.insert(QUEEN_OF_HEARTS, 13);
            }
            Variant::Omnibus => {
                rules.counters.insert(TEN_OF_DIAMONDS, -10);
                rules.moon.needs_bonus_cards = true;
            }
            Variant::OmnibusJack => {
                let bonus = rules.counters.remove(&TEN_OF_DIAMONDS).unwrap_or(-10);
                rules.counters.insert(JACK_OF_DIAMONDS, bonus);
            }
            Variant::SmallHeartsJack => {
                rules.counters.insert(JACK_OF_DIAMONDS, 5);
                // RULES.md: Small Hearts' moon is worth 14, with or without the J♦.
                rules.moon.value = Some(14);
            }
            Variant::BlackJackFirst => rules.black_jack_first = true,
            Variant::LeftRight => rules.passing.cycle = PassCycle::LeftRight,
            Variant::Howell => {
                if let Scoring::Sweepstake { start } = rules.scoring {
                    rules.scoring = Scoring::Howell { start };
                }
            }
            Variant::FiftyCounters => match &mut rules.scoring {
                Scoring::Sweepstake { start } | Scoring::Howell { start } => *start = 50,
                _ => {}
            },
            Variant::Pool => {
                rules.scoring = Scoring::Pool {
                    start: POOL_START,
                    ante: 1,
                };
                rules.target = 0;
            }
            Variant::ThirdCopyStands => {
                if let IdenticalCards::Cancel(c) = &mut rules.identical_cards {
                    c.third_copy_stands = true;
                }
            }
            Variant::TwoPairsCancel => {
                if let IdenticalCards::Cancel(c) = &mut rules.identical_cards {
                    c.two_pairs_cancel_trick = true;
                }
            }
            Variant::LastTrickToPair => {
                if let IdenticalCards::Cancel(c) = &mut rules.identical_cards {
                    c.last_trick = LastCancelledTrick::SecondOfHighestPair;
                }
            }
        }
        if !rules.variants.contains(&self) {
            rules.variants.push(self);
        }
    }
}

impl Preset {
    /// The variants that can be switched on for this game and number of players (with the
    /// variant each needs first, see [`Variant::requires`]).
    pub fn variants(self, players: u8) -> Vec<Variant> {
        let base = self.rules(players);
        Variant::ALL
            .into_iter()
            .filter(|v| {
                self.rules_with(players, &v.with_requirements(&base))
                    .is_ok()
            })
            .collect()
    }

    /// This game's rules with `variants` switched on, in order; an error names a variant that
    /// does not fit, or two that settle the same question.
    pub fn rules_with(self, players: u8, variants: &[Variant]) -> Result<Rules, VariantError> {
        let mut rules = self.rules(players);
        for (i, &variant) in variants.iter().enumerate() {
            if let Some(group) = variant.group()
                && let Some(&other) = variants[..i].iter().find(|v| v.group() == Some(group))
            {
                return Err(VariantError::BothOn {
                    first: other,
                    second: variant,
                });
            }
            if let Some(why) = variant.unavailable(&rules) {
                return Err(VariantError::DoesNotFit {
                    variant,
                    game: self,
                    players,
                    why,
                });
            }
            variant.apply(&mut rules);
        }
        Ok(rules)
    }
}

/// Why variants cannot be switched on together. The `Display` text is addressed to a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// Two variants settle the same question (how an uneven pack is dealt).
    BothOn { first: Variant, second: Variant },
    /// The variant does not fit the game as the earlier variants left it: `why`.
    DoesNotFit {
        variant: Variant,
        game: Preset,
        players: u8,
        why: Unfit,
    },
}

/// Why a variant cannot be laid over a game's rules as they stand. The page writes each in the
/// player's language (`lang::words::catalog`); `Display` writes English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// The game settles its own pack (several packs, cancellation, Joker Hearts).
    OwnPack,
    /// The pack deals out evenly already.
    DealsEvenly,
    /// More than three jokers would be needed.
    TooManyJokers,
    /// The kitty's options need a kitty.
    OnlyKitty,
    /// Pink Lady needs the Q♥ at 1.
    OnlyQueenOfHeartsOne,
    /// Omnibus needs diamonds that count nothing.
    OnlyPlainDiamonds,
    /// The jack as bonus card needs the 10♦ as one.
    OnlyTenBonus,
    /// Only in Small Hearts.
    OnlySmallHearts,
    /// Black Jack first needs the J♠ as a penalty card.
    OnlyJackPenalty,
    /// Only in Culbertson's Black Lady.
    OnlyCulbertson,
    /// Only with counters (the sweepstake).
    OnlyCounters,
    /// Only with 100 counters.
    OnlyHundredCounters,
    /// Only with plain points.
    OnlyPlainPoints,
    /// Only in Cancellation with three packs.
    OnlyThreePacks,
    /// Only in Cancellation.
    OnlyCancellation,
}

impl fmt::Display for Unfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unfit::OwnPack => "this game fixes its own pack",
            Unfit::DealsEvenly => "the pack already deals out evenly",
            Unfit::TooManyJokers => "it would take more than three jokers",
            Unfit::OnlyKitty => "only with a kitty",
            Unfit::OnlyQueenOfHeartsOne => "only where the Q♥ counts 1",
            Unfit::OnlyPlainDiamonds => "only where the diamonds count nothing",
            Unfit::OnlyTenBonus => "only where the 10♦ is a bonus card",
            Unfit::OnlySmallHearts => "only in Small Hearts",
            Unfit::OnlyJackPenalty => "only where the J♠ is a penalty card",
            Unfit::OnlyCulbertson => "only in Culbertson's Black Lady",
            Unfit::OnlyCounters => "only with counters",
            Unfit::OnlyHundredCounters => "only with 100 counters",
            Unfit::OnlyPlainPoints => "only with plain points",
            Unfit::OnlyThreePacks => "only in Cancellation with three packs",
            Unfit::OnlyCancellation => "only in Cancellation",
        })
    }
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::BothOn { first, second } => write!(
                f,
                "the variants \"{}\" and \"{}\" cannot both be on",
                first.id(),
                second.id()
            ),
            VariantError::DoesNotFit {
                variant,
                game,
                players,
                why,
            } => write!(
                f,
                "the variant \"{}\" does not fit {} for {players}: {why}",
                variant.id(),
                game.title()
            ),
        }
    }
}

impl std::error::Error for VariantError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_offered_variant_gives_rules_that_check() {
        for preset in Preset::ALL {
            for players in preset.min_players()..=preset.max_players() {
                for variant in preset.variants(players) {
                    let list = variant.with_requirements(&preset.rules(players));
                    let rules = preset.rules_with(players, &list).unwrap();
                    assert!(
                        rules.check().is_ok(),
                        "{} for {players} with {}: {:?}",
                        preset.id(),
                        variant.id(),
                        rules.check().err()
                    );
                }
            }
        }
    }

    #[test]
    fn ids_round_trip_and_match_serde() {
        for variant in Variant::ALL {
            assert_eq!(Variant::from_id(variant.id()), Some(variant));
            let json = serde_json::to_string(&variant).unwrap();
            assert_eq!(json, format!("\"{}\"", variant.id()));
        }
    }

    #[test]
    fn the_documents_named_options_are_offered_where_they_belong() {
        let offers = |p: Preset, n: u8| p.variants(n);
        assert!(offers(Preset::Omnibus, 4).contains(&Variant::OmnibusJack));
        assert!(offers(Preset::Omnibus, 4).contains(&Variant::PinkLady));
        assert!(offers(Preset::PinkLady, 4).contains(&Variant::Omnibus));
        assert!(offers(Preset::SmallHearts, 4).contains(&Variant::SmallHeartsJack));
        assert!(offers(Preset::BlackJack, 4).contains(&Variant::BlackJackFirst));
        assert!(offers(Preset::BlackLadyCulbertson, 5).contains(&Variant::LeftRight));
        assert!(offers(Preset::BlackLadyFoster, 4).contains(&Variant::Howell));
        assert!(offers(Preset::Hearts, 4).contains(&Variant::Pool));
        assert!(offers(Preset::Hearts, 5).contains(&Variant::Kitty));
        assert!(offers(Preset::Hearts, 5).contains(&Variant::KittySeen));
        assert!(!offers(Preset::Hearts, 4).contains(&Variant::Kitty));
        assert!(offers(Preset::CancellationThreePacks, 11).contains(&Variant::ThirdCopyStands));
        assert!(!offers(Preset::Cancellation, 8).contains(&Variant::ThirdCopyStands));
        assert!(!offers(Preset::GongZhu, 4).contains(&Variant::Pool));
    }

    #[test]
    fn variants_change_the_rules_they_name() {
        let jack = Preset::Omnibus
            .rules_with(4, &[Variant::OmnibusJack])
            .unwrap();
        assert_eq!(jack.counters.get(&JACK_OF_DIAMONDS), Some(&-10));
        assert_eq!(jack.counters.get(&TEN_OF_DIAMONDS), None);
        assert_eq!(jack.variants, [Variant::OmnibusJack]);

        let both = Preset::PinkLady
            .rules_with(4, &[Variant::Omnibus])
            .unwrap()
            .check()
            .unwrap();
        assert_eq!(both.penalty_total(), 12 + 13 + 13);
        assert_eq!(both.moon_cards().len(), 15, "the moon needs the 10♦ too");

        let small = Preset::SmallHearts
            .rules_with(4, &[Variant::SmallHeartsJack])
            .unwrap()
            .check()
            .unwrap();
        assert_eq!(small.penalty_total(), 7 + 7 + 5);
        assert_eq!(small.moon_value(), 14, "RULES.md: moon 14");

        let howell = Preset::BlackLadyFoster
            .rules_with(4, &[Variant::Howell, Variant::FiftyCounters])
            .unwrap();
        assert_eq!(howell.scoring, Scoring::Howell { start: 50 });

        let five = |v: Variant| {
            Preset::BlackLady
                .rules_with(5, &[v])
                .unwrap()
                .check()
                .unwrap()
        };
        assert_eq!(five(Variant::StripFoster).rules().removed.len(), 2);
        assert_eq!(
            five(Variant::Jokers).deck().len(),
            55,
            "three jokers for five"
        );
        assert_eq!(five(Variant::Kitty).kitty_size(), 2);
        assert_eq!(
            Preset::Hearts
                .rules_with(6, &[Variant::Jokers])
                .unwrap()
                .jokers
                .len(),
            2,
            "two jokers for six"
        );
    }

    #[test]
    fn variants_that_do_not_fit_are_refused_with_a_reason() {
        let err = Preset::BlackLady
            .rules_with(5, &[Variant::Kitty, Variant::StripFoster])
            .unwrap_err();
        assert_eq!(
            err,
            VariantError::BothOn {
                first: Variant::Kitty,
                second: Variant::StripFoster
            }
        );
        assert_eq!(
            err.to_string(),
            "the variants \"kitty\" and \"strip-foster\" cannot both be on"
        );
        let err = Preset::BlackLady
            .rules_with(4, &[Variant::Kitty])
            .unwrap_err();
        assert!(
            matches!(
                err,
                VariantError::DoesNotFit {
                    variant: Variant::Kitty,
                    game: Preset::BlackLady,
                    players: 4,
                    why,
                } if why == Unfit::DealsEvenly
            ),
            "{err}"
        );
        let err = Preset::GongZhu
            .rules_with(4, &[Variant::Omnibus])
            .unwrap_err();
        assert!(
            matches!(
                err,
                VariantError::DoesNotFit {
                    variant: Variant::Omnibus,
                    game: Preset::GongZhu,
                    ..
                }
            ),
            "{err}"
        );
        assert!(
            err.to_string()
                .starts_with("the variant \"omnibus\" does not fit Gong Zhu"),
            "{err}"
        );
    }
}
