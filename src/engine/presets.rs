//! The games of the Hearts family as named presets: each one a [`Rules`] value built from the
//! rule documents (`../shared/seeds/`), as `../shared/RULES.md` settles them. Where a document
//! lost a suit symbol, the preset follows the standard published rule, and where no source
//! says, a house reading; both are listed in docs/rules-readings.md and in the rules text.
use super::card::{ACE, Card, JACK, KING, QUEEN, Rank, Suit};
use super::rules::{
    BonusFloor, Cancellation, Direction, FOSTER_ORDER, IdenticalCards, JokerPlay, MOREHEAD_ORDER,
    MoonKind, MoonRules, NextDealer, OpeningLead, Partnership, PassCycle, Passing, Rules, Scoring,
    SpecialScoring, strip,
};
use std::collections::BTreeMap;

/// A game of the family, playable against bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    Hearts,
    BlackLady,
    BlackLadyMorehead,
    BlackLadyFoster,
    BlackLadyCulbertson,
    BlackBess,
    Omnibus,
    PinkLady,
    BlackJack,
    SpotHearts,
    PipHearts,
    GradedHearts,
    Cancellation,
    CancellationThreePacks,
    RicketyKate,
    BlackMaria,
    Queens,
    SmallHearts,
    DangerHearts,
    ComplexHearts,
    RoyalHearts,
    HooliganHearts,
    GongZhu,
    Likha,
    PartnershipHearts,
    JokerHearts,
    BoosterNines,
}

crate::engine::named::serde_by_id!(Preset, "a game");

fn card(suit: Suit, rank: Rank) -> Card {
    Card::new(suit, rank)
}

/// The hearts, each worth `value(rank)` (those worth nothing left out). A function pointer,
/// not a generic: one copy of the map's building code serves every preset.
fn hearts_at(value: fn(Rank) -> i32) -> BTreeMap<Card, i32> {
    (2..=ACE)
        .map(|rank| (card(Suit::Hearts, rank), value(rank)))
        .filter(|&(_, v)| v != 0)
        .collect()
}

/// Hearts 1 each and the Q♠ at `queen`.
fn hearts_and_queen(queen: i32) -> BTreeMap<Card, i32> {
    let mut counters = hearts_at(|_| 1);
    counters.insert(Card::QUEEN_OF_SPADES, queen);
    counters
}

fn morehead(players: u8) -> Vec<Card> {
    strip(&MOREHEAD_ORDER, 52, players)
}

/// The older rules of play (Foster, Morehead's base, plain Hearts): the eldest hand leads any
/// card, points may fall on the first trick, and hearts may be led at any time.
fn eldest_leads_any_card(rules: &mut Rules) {
    rules.opening_lead = OpeningLead::EldestHand;
    rules.no_points_on_first_trick = false;
    rules.hearts_must_be_broken = false;
}

fn foster(players: u8) -> Vec<Card> {
    strip(&FOSTER_ORDER, 52, players)
}

impl Preset {
    pub const ALL: [Preset; 27] = [
        Preset::Hearts,
        Preset::BlackLady,
        Preset::BlackLadyMorehead,
        Preset::BlackLadyFoster,
        Preset::BlackLadyCulbertson,
        Preset::BlackBess,
        Preset::Omnibus,
        Preset::PinkLady,
        Preset::BlackJack,
        Preset::SpotHearts,
        Preset::PipHearts,
        Preset::GradedHearts,
        Preset::Cancellation,
        Preset::CancellationThreePacks,
        Preset::RicketyKate,
        Preset::BlackMaria,
        Preset::Queens,
        Preset::SmallHearts,
        Preset::DangerHearts,
        Preset::ComplexHearts,
        Preset::RoyalHearts,
        Preset::HooliganHearts,
        Preset::GongZhu,
        Preset::Likha,
        Preset::PartnershipHearts,
        Preset::JokerHearts,
        Preset::BoosterNines,
    ];

    /// The name used on the command line and in saved games: "black-lady".
    pub fn id(self) -> &'static str {
        match self {
            Preset::Hearts => "hearts",
            Preset::BlackLady => "black-lady",
            Preset::BlackLadyMorehead => "black-lady-morehead",
            Preset::BlackLadyFoster => "black-lady-foster",
            Preset::BlackLadyCulbertson => "black-lady-culbertson",
            Preset::BlackBess => "black-bess",
            Preset::Omnibus => "omnibus",
            Preset::PinkLady => "pink-lady",
            Preset::BlackJack => "black-jack",
            Preset::SpotHearts => "spot-hearts",
            Preset::PipHearts => "pip-hearts",
            Preset::GradedHearts => "graded-hearts",
            Preset::Cancellation => "cancellation",
            Preset::CancellationThreePacks => "cancellation-three-packs",
            Preset::RicketyKate => "rickety-kate",
            Preset::BlackMaria => "black-maria",
            Preset::Queens => "queens",
            Preset::SmallHearts => "small-hearts",
            Preset::DangerHearts => "danger-hearts",
            Preset::ComplexHearts => "complex-hearts",
            Preset::RoyalHearts => "royal-hearts",
            Preset::HooliganHearts => "hooligan-hearts",
            Preset::GongZhu => "gong-zhu",
            Preset::Likha => "likha",
            Preset::PartnershipHearts => "partnership-hearts",
            Preset::JokerHearts => "joker-hearts",
            Preset::BoosterNines => "booster-nines",
        }
    }

    /// The name a player sees: "Black Lady".
    pub fn title(self) -> &'static str {
        match self {
            Preset::Hearts => "Hearts",
            Preset::BlackLady => "Black Lady",
            Preset::BlackLadyMorehead => "Black Lady (Morehead)",
            Preset::BlackLadyFoster => "Black Lady (Foster, 1909)",
            Preset::BlackLadyCulbertson => "Black Lady (Culbertson, 1950)",
            Preset::BlackBess => "Black Bess",
            Preset::Omnibus => "Omnibus Hearts",
            Preset::PinkLady => "Pink Lady",
            Preset::BlackJack => "Black Jack",
            Preset::SpotHearts => "Spot Hearts",
            Preset::PipHearts => "Pip Hearts",
            Preset::GradedHearts => "Graded Hearts",
            Preset::Cancellation => "Cancellation Hearts",
            Preset::CancellationThreePacks => "Cancellation Hearts (three packs)",
            Preset::RicketyKate => "Rickety Kate",
            Preset::BlackMaria => "Black Maria",
            Preset::Queens => "Queens",
            Preset::SmallHearts => "Small Hearts",
            Preset::DangerHearts => "Danger Hearts",
            Preset::ComplexHearts => "Complex Hearts",
            Preset::RoyalHearts => "Royal Hearts",
            Preset::HooliganHearts => "Hooligan Hearts",
            Preset::GongZhu => "Gong Zhu (Chase the Pig)",
            Preset::Likha => "Likha",
            Preset::PartnershipHearts => "Partnership Hearts",
            Preset::JokerHearts => "Joker Hearts",
            Preset::BoosterNines => "Booster Nines",
        }
    }

    /// One line on what makes this game what it is.
    pub fn description(self) -> &'static str {
        match self {
            Preset::Hearts => "the original: each heart 1 point, no queen of spades, no passing",
            Preset::BlackLady => {
                "Hearts as most people know it: hearts 1 each, the queen of spades 13, shoot the moon, game to 100"
            }
            Preset::BlackLadyMorehead => {
                "Morehead's rules: pass three left, eldest hand leads any card"
            }
            Preset::BlackLadyFoster => {
                "the earliest rules: pass three left, counters paid into a pool"
            }
            Preset::BlackLadyCulbertson => {
                "Culbertson's rules: taking every counter scores nothing"
            }
            Preset::BlackBess => "Black Lady with the queen of spades at 15",
            Preset::Omnibus => {
                "the ten of diamonds (or the jack) takes 10 points off; the moon needs all fifteen counters"
            }
            Preset::PinkLady => "the queen of hearts counts 13 as well: 38 points a deal",
            Preset::BlackJack => "the jack of spades counts 10 instead of the queen",
            Preset::SpotHearts => {
                "hearts count their spots (court cards 10), the queen of spades 25: 119 a deal"
            }
            Preset::PipHearts => {
                "hearts count their rank, jack 11 to ace 14; the queen of spades is free"
            }
            Preset::GradedHearts => "high hearts cost more: jack 2, queen 3, king 4, ace 5",
            Preset::Cancellation => {
                "two packs for 5 to 11: identical cards in a trick cancel each other"
            }
            Preset::CancellationThreePacks => "eleven players, three packs, fourteen cards each",
            Preset::RicketyKate => "Black Lady without shooting the moon, as played in Australia",
            Preset::BlackMaria => {
                "the British game: spade ace 7, king 10, queen 13; pass to the right"
            }
            Preset::Queens => "every queen 13; hearts lead any time; game to 108",
            Preset::SmallHearts => {
                "a 28-card pack: 2s to 7s out, the 8 of clubs leads, queen of spades 7"
            }
            Preset::DangerHearts => {
                "ten deals, three lives: a deal of 15 points or more costs a life"
            }
            Preset::ComplexHearts => {
                "the queen of spades is 13i and the ten of clubs multiplies by 2i"
            }
            Preset::RoyalHearts => {
                "queen of spades 26, queen of hearts doubles hearts, two more special queens"
            }
            Preset::HooliganHearts => "Black Lady with the seven of clubs worth 7 more",
            Preset::GongZhu => {
                "the Chinese game: plus and minus cards, the ten of clubs doubles, to -1000"
            }
            Preset::Likha => {
                "partners play anticlockwise; the queen of spades and ten of diamonds are likhas"
            }
            Preset::PartnershipHearts => "partners opposite add their scores",
            Preset::JokerHearts => {
                "two jokers: play one any time; it never wins and scores nothing"
            }
            Preset::BoosterNines => "a nine played to a trick adds another round to it",
        }
    }

    pub fn min_players(self) -> u8 {
        match self {
            Preset::Cancellation => 5,
            Preset::CancellationThreePacks => 11,
            p if p.four_only() => 4,
            _ => 3,
        }
    }

    /// Who the game is for, in words: "for 4 players", "for 3 to 6 players".
    pub fn for_players(self) -> String {
        match (self.min_players(), self.max_players()) {
            (min, max) if min == max => format!("for {min} players"),
            (min, max) => format!("for {min} to {max} players"),
        }
    }

    pub fn max_players(self) -> u8 {
        match self {
            Preset::Cancellation | Preset::CancellationThreePacks => 11,
            Preset::BlackLadyCulbertson => 7,
            p if p.four_only() => 4,
            _ => 6,
        }
    }

    fn four_only(self) -> bool {
        matches!(
            self,
            Preset::BlackBess
                | Preset::Queens
                | Preset::SmallHearts
                | Preset::DangerHearts
                | Preset::ComplexHearts
                | Preset::RoyalHearts
                | Preset::HooliganHearts
                | Preset::GongZhu
                | Preset::Likha
                | Preset::PartnershipHearts
        )
    }

    /// The usual number of players.
    pub fn default_players(self) -> u8 {
        self.min_players().max(4).min(self.max_players())
    }

    /// The preset with this id, if any.
    pub fn from_id(id: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.id() == id)
    }

    /// The rules of this game for `players`. A count outside the game's range still gives
    /// rules, which [`Rules::check`] then refuses with a reason.
    pub fn rules(self, players: u8) -> Rules {
        let mut rules = black_lady(players);
        rules.game = self.id().to_string();
        match self {
            Preset::BlackLady => {}
            Preset::Hearts => plain_hearts(&mut rules, players),
            Preset::BlackLadyMorehead => {
                rules.passing.cycle = PassCycle::Left;
                eldest_leads_any_card(&mut rules);
            }
            Preset::BlackLadyFoster => foster_1909(&mut rules, players),
            Preset::BlackLadyCulbertson => {
                rules.passing.cycle = PassCycle::Left;
                eldest_leads_any_card(&mut rules);
                // House reading: the deuces in Foster's order (the suits are lost in 004).
                rules.removed = foster(players);
                rules.moon.kind = MoonKind::NobodyScores;
            }
            Preset::BlackBess => {
                rules.counters = hearts_and_queen(15);
                // 002: hearts break on any point-scoring card.
                rules.queen_breaks_hearts = true;
            }
            Preset::Omnibus => {
                rules.counters.insert(card(Suit::Diamonds, 10), -10);
                rules.moon.needs_bonus_cards = true;
                // 004 (Culbertson, Arnold): the shooter scores 26 plus points.
                rules.moon.kind = MoonKind::SubtractFromShooter;
            }
            Preset::PinkLady => {
                rules.counters.insert(card(Suit::Hearts, QUEEN), 13);
            }
            Preset::BlackJack => {
                rules.counters.remove(&Card::QUEEN_OF_SPADES);
                rules.counters.insert(card(Suit::Spades, JACK), 10);
            }
            Preset::SpotHearts => {
                rules.counters = hearts_at(|r| if r >= JACK { 10 } else { r as i32 });
                rules.counters.insert(Card::QUEEN_OF_SPADES, 25);
            }
            Preset::PipHearts => {
                rules.counters = hearts_at(|r| r as i32);
            }
            Preset::GradedHearts => {
                rules.counters = hearts_at(|r| if r >= JACK { r as i32 - 9 } else { 1 });
                rules.counters.insert(Card::QUEEN_OF_SPADES, 13);
            }
            Preset::Cancellation => cancellation(&mut rules, players),
            Preset::CancellationThreePacks => {
                cancellation(&mut rules, players);
                rules.packs = 3;
                rules.jokers.clear();
                rules.removed = vec![card(Suit::Clubs, 2), card(Suit::Clubs, 2)];
                rules.passing.cards = 3;
            }
            Preset::RicketyKate => {
                rules.moon.kind = MoonKind::None;
            }
            Preset::BlackMaria => black_maria(&mut rules, players),
            Preset::Queens => queens(&mut rules),
            Preset::SmallHearts => small_hearts(&mut rules),
            Preset::DangerHearts => {
                rules.scoring = Scoring::Lives {
                    lives: 3,
                    threshold: 15,
                };
                rules.deals = Some(10);
                rules.target = 0;
            }
            Preset::ComplexHearts => complex_hearts(&mut rules),
            Preset::RoyalHearts => royal_hearts(&mut rules),
            Preset::HooliganHearts => {
                rules.counters.insert(card(Suit::Clubs, 7), 7);
            }
            Preset::GongZhu => gong_zhu(&mut rules),
            Preset::Likha => likha(&mut rules),
            Preset::PartnershipHearts => {
                rules.partnership = Partnership::TeamScores;
            }
            Preset::JokerHearts => joker_hearts(&mut rules, players),
            Preset::BoosterNines => {
                rules.booster_nines = true;
            }
        }
        rules
    }
}

/// Black Lady's rules made into Hearts (003).
fn plain_hearts(rules: &mut Rules, players: u8) {
    // 003: no passing, eldest leads; for three the 2♦ and for five the 2♦ and 2♣
    // go (the Bicycle rules 003 copies); for six, two jokers (nine cards each).
    rules.counters = hearts_at(|_| 1);
    rules.passing.cycle = PassCycle::None;
    eldest_leads_any_card(rules);
    rules.removed = match players {
        3 => vec![card(Suit::Diamonds, 2)],
        5 => vec![card(Suit::Diamonds, 2), card(Suit::Clubs, 2)],
        _ => Vec::new(),
    };
    if players == 6 {
        rules.jokers = vec![Card::JOKER, Card::JOKER];
    }
}

/// Black Lady's rules made into Foster's (1909).
fn foster_1909(rules: &mut Rules, players: u8) {
    rules.passing.cycle = PassCycle::Left;
    eldest_leads_any_card(rules);
    rules.removed = foster(players);
    rules.moon.kind = MoonKind::None;
    rules.scoring = Scoring::Sweepstake { start: 100 };
    rules.target = 0;
}

/// Black Lady's rules made into Black Maria.
fn black_maria(rules: &mut Rules, players: u8) {
    let mut counters = hearts_and_queen(13);
    counters.insert(card(Suit::Spades, KING), 10);
    counters.insert(card(Suit::Spades, ACE), 7);
    rules.counters = counters;
    rules.passing.cycle = PassCycle::Right;
    eldest_leads_any_card(rules);
    rules.moon.kind = MoonKind::None;
    rules.removed = match players {
        3 => vec![card(Suit::Clubs, 2)],
        5 => vec![card(Suit::Clubs, 2), card(Suit::Diamonds, 2)],
        6 => foster(6),
        _ => Vec::new(),
    };
}

/// Black Lady's rules made into Queens.
fn queens(rules: &mut Rules) {
    for suit in Suit::ALL {
        rules.counters.insert(card(suit, QUEEN), 13);
    }
    rules.hearts_must_be_broken = false;
    rules.no_points_on_first_trick = false;
    rules.moon.kind = MoonKind::None;
    rules.next_dealer = NextDealer::TakerOfQueen;
    rules.target = 108;
}

/// Black Lady's rules made into Gong Zhu.
fn gong_zhu(rules: &mut Rules) {
    let mut counters = hearts_at(|r| match r {
        2..=4 => 0,
        5..=10 => -10,
        _ => -10 * (r as i32 - 9),
    });
    counters.insert(Card::QUEEN_OF_SPADES, -100);
    counters.insert(card(Suit::Diamonds, JACK), 100);
    rules.counters = counters;
    rules.special = SpecialScoring::GongZhu;
    rules.passing.cycle = PassCycle::None;
    rules.opening_lead = OpeningLead::PigTaker;
    rules.no_points_on_first_trick = false;
    rules.hearts_must_be_broken = false;
    rules.moon.kind = MoonKind::None;
    rules.target = 1000;
}

/// Black Lady's rules made into Likha.
fn likha(rules: &mut Rules) {
    let mut counters = hearts_and_queen(13);
    counters.insert(card(Suit::Diamonds, 10), 10);
    rules.counters = counters;
    rules.partnership = Partnership::TeamLosesWithPlayer;
    rules.direction = Direction::Anticlockwise;
    rules.passing.cycle = PassCycle::Right;
    eldest_leads_any_card(rules);
    rules.likha_rule = true;
    rules.moon = MoonRules {
        kind: MoonKind::PenaltyToShooter,
        value: Some(37),
        ..MoonRules::default()
    };
    rules.target = 101;
}

/// Black Lady's rules made into Royal Hearts.
fn royal_hearts(rules: &mut Rules) {
    rules.counters = hearts_and_queen(26);
    rules.counters.insert(card(Suit::Diamonds, QUEEN), -10);
    rules.special = SpecialScoring::Royal;
    rules.passing.cycle = PassCycle::LeftAcrossRight;
    rules.queen_breaks_hearts = true;
    rules.no_points_on_first_trick = false;
    rules.moon.kind = MoonKind::None;
}

/// Black Lady's rules made into Complex Hearts.
fn complex_hearts(rules: &mut Rules) {
    rules.counters.insert(card(Suit::Diamonds, JACK), -10);
    rules.special = SpecialScoring::Complex;
    rules.moon.kind = MoonKind::ShooterChooses;
    // Hearts break on a heart or the Q♠; the Q♠ may lead at any time.
    rules.queen_breaks_hearts = true;
}

/// Black Lady's rules made into Joker Hearts.
fn joker_hearts(rules: &mut Rules, players: u8) {
    // Two jokers; Morehead's deuces even out what is left.
    rules.jokers = vec![Card::JOKER, Card::JOKER];
    rules.removed = strip(&MOREHEAD_ORDER, 54, players);
    rules.joker_play = JokerPlay {
        any_time: true,
        may_lead: false,
        ..JokerPlay::default()
    };
}

/// Black Lady's rules made into Small Hearts.
fn small_hearts(rules: &mut Rules) {
    rules.removed = Suit::ALL
        .iter()
        .flat_map(|&s| (2..=7).map(move |r| card(s, r)))
        .collect();
    rules.counters = hearts_at(|_| 1);
    rules.counters.insert(Card::QUEEN_OF_SPADES, 7);
}

// Here rather than beside `Rules`: the default is a preset, and the rules sit below the
// presets.
impl Default for Rules {
    /// Black Lady for four, as most people play it.
    fn default() -> Rules {
        Preset::BlackLady.rules(4)
    }
}

/// Black Lady as most people play it (004's alternatives and 003): pass three left, right,
/// across, hold; the lowest club leads; no points on the first trick; hearts must be broken;
/// hearts 1, Q♠ 13; the old moon; game to 100. Other player counts strip in Morehead's order.
fn black_lady(players: u8) -> Rules {
    Rules {
        game: Preset::BlackLady.id().to_string(),
        variants: Vec::new(),
        players,
        packs: 1,
        jokers: Vec::new(),
        removed: morehead(players),
        kitty: None,
        passing: Passing {
            cycle: PassCycle::LeftRightAcrossHold,
            cards: 3,
            forbidden: Vec::new(),
        },
        pledge: false,
        opening_lead: OpeningLead::LowestClub,
        direction: Direction::Clockwise,
        no_points_on_first_trick: true,
        hearts_must_be_broken: true,
        queen_must_be_broken: false,
        queen_breaks_hearts: false,
        penalty_hand_may_lead_hearts: false,
        queen_at_first_chance: false,
        black_jack_first: false,
        likha_rule: false,
        identical_cards: IdenticalCards::LaterWins,
        joker_play: JokerPlay::default(),
        booster_nines: false,
        counters: hearts_and_queen(13),
        special: SpecialScoring::None,
        joker_scores_only_with_hearts: false,
        moon: MoonRules::default(),
        bonus_floor: BonusFloor::None,
        no_tricks_bonus: 0,
        exact_score: None,
        floor_at_zero: false,
        scoring: Scoring::Points,
        partnership: Partnership::None,
        money_per_point: 0,
        target: 100,
        deals: None,
        time_limit_minutes: None,
        next_dealer: NextDealer::Left,
    }
}

/// Cancellation Hearts as RULES.md settles it: two packs, with the player-count table of
/// 000/001 (a zero-of-clubs joker added, deuces removed); identical cards cancel; pass at
/// most a quarter of the hand.
fn cancellation(rules: &mut Rules, players: u8) {
    let c2 = card(Suit::Clubs, 2);
    let d2 = card(Suit::Diamonds, 2);
    let s2 = card(Suit::Spades, 2);
    rules.packs = 2;
    let (jokers, removed): (Vec<Card>, Vec<Card>) = match players {
        5 | 7 => (vec![Card::ZERO_OF_CLUBS], vec![]),
        6 => (vec![], vec![c2, d2]),
        8 => (vec![Card::ZERO_OF_CLUBS], vec![c2]),
        9 | 11 => (vec![], vec![c2, d2, d2, s2, s2]),
        10 => (vec![], vec![c2, d2, d2, s2]),
        _ => (vec![], vec![]),
    };
    rules.jokers = jokers;
    rules.removed = removed;
    rules.identical_cards = IdenticalCards::Cancel(Cancellation::default());
    rules.passing.cards = match players {
        5 => 5,
        6 => 4,
        7 | 8 => 3,
        _ => 2,
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_checks_at_every_player_count_it_allows() {
        for preset in Preset::ALL {
            for players in preset.min_players()..=preset.max_players() {
                let set = preset.rules(players).check();
                assert!(
                    set.is_ok(),
                    "{} for {players}: {:?}",
                    preset.id(),
                    set.err()
                );
            }
            assert_eq!(Preset::from_id(preset.id()), Some(preset));
        }
    }

    #[test]
    fn morehead_strips_in_order() {
        let set = Preset::BlackLady.rules(3).check().unwrap();
        assert_eq!(set.hand_size(), 17);
        let set = Preset::BlackLady.rules(6).check().unwrap();
        assert_eq!(set.hand_size(), 8);
        assert_eq!(Preset::BlackLady.rules(6).removed.len(), 4);
    }

    #[test]
    fn the_counters_of_each_game_add_up_as_the_documents_say() {
        let total = |p: Preset, n: u8| p.rules(n).check().unwrap().penalty_total();
        assert_eq!(total(Preset::BlackLady, 4), 26);
        assert_eq!(total(Preset::Hearts, 4), 13);
        assert_eq!(total(Preset::BlackBess, 4), 28);
        assert_eq!(total(Preset::PinkLady, 4), 38, "12 + 13 + 13");
        assert_eq!(total(Preset::BlackJack, 4), 23);
        assert_eq!(total(Preset::SpotHearts, 4), 119);
        assert_eq!(total(Preset::PipHearts, 4), 104);
        assert_eq!(total(Preset::GradedHearts, 4), 9 + 2 + 3 + 4 + 5 + 13);
        assert_eq!(total(Preset::BlackMaria, 4), 43);
        assert_eq!(total(Preset::Queens, 4), 12 + 4 * 13);
        assert_eq!(total(Preset::SmallHearts, 4), 14);
        assert_eq!(total(Preset::Likha, 4), 36);
        assert_eq!(total(Preset::Cancellation, 8), 52);
        assert_eq!(total(Preset::CancellationThreePacks, 11), 78);
        assert_eq!(Preset::Likha.rules(4).check().unwrap().moon_value(), 37);
        let omnibus = Preset::Omnibus.rules(4).check().unwrap();
        assert_eq!(omnibus.moon_cards().len(), 15, "all fifteen counters");
    }

    #[test]
    fn cancellation_follows_the_player_count_table() {
        // (players, cards in play, cards each) from 000 and 001.
        for (players, total, each) in [
            (5, 105, 21),
            (6, 102, 17),
            (7, 105, 15),
            (8, 104, 13),
            (9, 99, 11),
            (10, 100, 10),
            (11, 99, 9),
        ] {
            let set = Preset::Cancellation.rules(players).check().unwrap();
            assert_eq!(set.deck().len(), total, "{players} players");
            assert_eq!(set.hand_size(), each, "{players} players");
        }
        let three = Preset::CancellationThreePacks.rules(11).check().unwrap();
        assert_eq!((three.deck().len(), three.hand_size()), (154, 14));
        let passes: Vec<u8> = (5..=11)
            .map(|n| Preset::Cancellation.rules(n).passing.cards)
            .collect();
        assert_eq!(passes, [5, 4, 3, 3, 2, 2, 2], "a quarter of the hand");
    }
}
