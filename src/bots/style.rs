//! A player's style: the numbers and choices Normal's rules of thumb weigh by, as knobs. At
//! [`Style::NORMAL`] they are Normal's own; turned, they make other players of the same rules
//! (one who bleeds spades harder, ducks low, dumps points more readily, shoots sooner), the
//! "zoo" that a model of other players learns from (docs/bots.md).
use rand::RngExt;

/// The knobs of Normal's rules of thumb.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    // Leading.
    /// How much a low lead under the worst card, while another holds it, is preferred (the
    /// holder loses cover: "bleeding" spades).
    pub bleed: f32,
    /// How much leading away the cover of one's own worst card is avoided.
    pub lead_cover: f32,
    /// The share of the worst card's cost a lead above it expects to catch.
    pub worst_drop: f32,
    /// How many average cards out a void player is expected to dump on a lead.
    pub void_dump: f32,
    /// The preference for leading from short suits (to make voids), per card of length.
    pub short_suits: f32,
    /// The preference for leading low, per rank.
    pub low_cards: f32,
    // Following.
    /// Ducking, play the highest card that loses (rather than the lowest).
    pub duck_high: bool,
    /// Ducking under an opponent, shed its most expensive card.
    pub dump_on_follow: bool,
    /// Take a trick that holds no points with a high card, when nobody after can discard.
    pub win_clean: bool,
    // Discarding (and a card's danger: how likely it is to win a trick later).
    /// Danger per card of its suit below it still out.
    pub keep_below: f32,
    /// Danger per rank.
    pub keep_rank: f32,
    /// Danger of a card above the worst card while that is out, per point of its cost.
    pub over_worst: f32,
    /// Danger of a short suit (worth emptying), divided by one more than its length.
    pub empty_short: f32,
    /// How readily points are dumped on a trick another takes.
    pub dump: f32,
    /// … on the player leading the game.
    pub dump_on_leader: f32,
    // The moon.
    /// Shoot with at most this many cards that may lose, holding half the points already
    /// (with none, always).
    pub shoot_losers: u32,
    /// Play to stop another's moon once it holds this share of the deal's points.
    pub stop_share: f32,
    // Passing.
    /// Cards below the worst card that keep it safe in hand.
    pub pass_cover: u32,
    /// The danger of a card above the worst card one lacks, per point of its cost.
    pub pass_over_worst: f32,
    /// The danger of a high costly card, per point of cost.
    pub pass_costly: f32,
    /// The worth of passing a short suit whole (a void), less its length.
    pub pass_void: f32,
}

impl Default for Style {
    fn default() -> Style {
        Style::NORMAL
    }
}

impl Style {
    /// Normal's own numbers.
    pub const NORMAL: Style = Style {
        bleed: 1.5,
        lead_cover: 2.0,
        worst_drop: 0.7,
        void_dump: 4.0,
        short_suits: 0.05,
        low_cards: 0.01,
        duck_high: true,
        dump_on_follow: true,
        win_clean: true,
        keep_below: 0.5,
        keep_rank: 0.1,
        over_worst: 0.6,
        empty_short: 3.0,
        dump: 10.0,
        dump_on_leader: 15.0,
        shoot_losers: 1,
        stop_share: 0.5,
        pass_cover: 4,
        pass_over_worst: 0.8,
        pass_costly: 1.5,
        pass_void: 4.0,
    };

    /// A style drawn at random around Normal's: each weight scaled by a factor from a half to
    /// twice, each switch turned one time in four, the moon's and the pass's thresholds drawn
    /// from a range around Normal's.
    pub fn drawn(rng: &mut impl RngExt) -> Style {
        let mut scale = |x: f32| x * 2f32.powf(rng.random_range(-1.0..=1.0));
        let n = Style::NORMAL;
        let (bleed, lead_cover, worst_drop, void_dump) = (
            scale(n.bleed),
            scale(n.lead_cover),
            scale(n.worst_drop),
            scale(n.void_dump),
        );
        let (short_suits, low_cards) = (scale(n.short_suits), scale(n.low_cards));
        let (keep_below, keep_rank, over_worst, empty_short) = (
            scale(n.keep_below),
            scale(n.keep_rank),
            scale(n.over_worst),
            scale(n.empty_short),
        );
        let (dump, dump_on_leader) = (scale(n.dump), scale(n.dump_on_leader));
        let (pass_over_worst, pass_costly, pass_void) = (
            scale(n.pass_over_worst),
            scale(n.pass_costly),
            scale(n.pass_void),
        );
        let mut turn = |on: bool| if rng.random_range(0..4) == 0 { !on } else { on };
        let (duck_high, dump_on_follow, win_clean) =
            (turn(n.duck_high), turn(n.dump_on_follow), turn(n.win_clean));
        Style {
            bleed,
            lead_cover,
            worst_drop,
            void_dump,
            short_suits,
            low_cards,
            duck_high,
            dump_on_follow,
            win_clean,
            keep_below,
            keep_rank,
            over_worst,
            empty_short,
            dump,
            dump_on_leader,
            shoot_losers: rng.random_range(0..=2),
            stop_share: rng.random_range(0.3..=0.8),
            pass_cover: rng.random_range(3..=5),
            pass_over_worst,
            pass_costly,
            pass_void,
        }
    }
}
