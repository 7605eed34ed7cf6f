//! What sets two cards apart: the claims ([`claims`]) true of one and not of the other, each
//! weighed against what the search's playouts showed of both (the points now and later, the
//! worst card, the trick), so that the words of a Hint, a "why not…?" or a review line lead
//! with the reason that decides, and never pass off a claim that points the other way, or
//! bears on a figure that hardly moved, as that reason.
use super::claims::{Claim, Figure, claims};
use super::glance::Glance;
use super::search::Outlook;
use crate::engine::Card;

/// A gap in a figure smaller than this (in points, or a tenth of the trick's chances) is no
/// reason for a choice: a claim about it is beside the point.
pub const BESIDE_THE_POINT: f32 = 0.1;

/// How a claim of one of two cards stands to the verdict that the first card is the better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stance {
    /// It says why: the figure it bears on moved its way, by [`BESIDE_THE_POINT`] or more.
    Explains,
    /// It points the verdict's way, but the figure it bears on hardly moved.
    Agrees,
    /// It points the other way: a reason one might choose the other card.
    Against,
}

/// A claim true of one card and not of the other, how it stands to the verdict, and how far
/// the figure it bears on moved between the two.
#[derive(Clone, Copy, Debug)]
pub struct Telling {
    pub claim: Claim,
    pub stance: Stance,
    pub moved: f32,
}

/// How much more of `figure` the playouts gave `worse` than `better`, in points a deal: the
/// points now or later as costs, the worst card's share at its cost, the trick's share as a
/// point.
/// The worst card's own share is taken out of the points later, which hold it: a claim about
/// the Q♠ speaks to the Q♠, and one about a low card kept to what else comes later.
fn gap(g: &Glance, figure: Figure, worse: Outlook, better: Outlook) -> f32 {
    let sign = g.sign() as f32;
    let cost = g.worst_card().map_or(0, |w| g.cost(w)) as f32;
    let worst = (worse.worst - better.worst) * cost;
    match figure {
        Figure::Now => sign * (worse.now - better.now),
        Figure::Later => sign * (worse.later - better.later) - worst,
        Figure::Worst => worst,
        Figure::Lead => worse.wins - better.wins,
    }
}

/// What sets `better` apart from `worse`, given what the playouts showed of each (`seen`:
/// the worse card's outlook, then the better's) where the search measured it: the claims of
/// `better` that no claim of `worse` matches ([`Claim::alike`]), and those of `worse` that
/// none of `better` matches, each side ordered by stance (explaining first) and then by how
/// far its figure moved. Claims that bear on no figure (the trick's points so far) set
/// nothing apart and are left out.
pub fn apart(
    g: &Glance,
    better: Card,
    worse: Card,
    seen: Option<(Outlook, Outlook)>,
) -> [Vec<Telling>; 2] {
    let of_better = claims(g, better);
    let of_worse = claims(g, worse);
    let side = |mine: &[Claim], theirs: &[Claim], on_worse: bool| {
        let mut told: Vec<Telling> = Vec::new();
        for claim in mine.iter().filter(|c| !theirs.iter().any(|t| t.alike(c))) {
            let Some((figure, way)) = claim.effect(g.sign()) else {
                continue;
            };
            // Which way the claim pushes the worse card's figure above the better one's.
            let way = if on_worse { way } else { -way } as f32;
            let moved = seen.map_or(0.0, |(w, b)| gap(g, figure, w, b));
            let stance = match figure {
                // Taking the trick is neither good nor bad in itself: the claim agrees when
                // it says which card took it more often.
                Figure::Lead if seen.is_some() && way * moved <= 0.0 => Stance::Against,
                Figure::Lead => Stance::Agrees,
                _ if way < 0.0 => Stance::Against,
                _ => Stance::Agrees,
            };
            let stance = match stance {
                Stance::Agrees if way * moved >= BESIDE_THE_POINT => Stance::Explains,
                other => other,
            };
            let new = Telling {
                claim: *claim,
                stance,
                moved: moved.abs(),
            };
            // In order of stance, then of the figure moved, the claims' own order otherwise:
            // each goes before the first it beats (no sort's code in the download).
            let beats = |old: &Telling| {
                new.stance < old.stance || (new.stance == old.stance && new.moved > old.moved)
            };
            let at = told.iter().position(beats).unwrap_or(told.len());
            told.insert(at, new);
        }
        told
    };
    [
        side(&of_better, &of_worse, false),
        side(&of_worse, &of_better, true),
    ]
}
