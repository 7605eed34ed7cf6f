//! Shuffling, draw for draw as rand 0.10's `SliceRandom::shuffle` does it, so that every deal
//! stays the one its seed has always given, but quicker.
//!
//! rand's Fisher–Yates shuffle draws the places to swap with several at a time: one number
//! below the product of the next few places' sizes (as many as fit in 32 bits), taken apart
//! by dividing by each size in turn. Those divisions, one after another, are most of the
//! time a deal takes to shuffle; here each is a multiplication by the size's reciprocal,
//! worked out before the game, which gives the same quotient and remainder.
//!
//! In the browser the shuffle is rand's own: the tables and 128-bit products cost 2.2 KB of
//! the download (gzipped), for one shuffle a deal that nobody there waits for.
use rand::RngExt;

/// Shuffles `items` into the order `items.shuffle(rng)` (rand 0.10) gives, taking the same
/// numbers from `rng`. Allocates nothing.
#[inline]
pub(crate) fn shuffle<T>(items: &mut [T], rng: &mut impl RngExt) {
    #[cfg(not(target_arch = "wasm32"))]
    fast::fast_shuffle(items, rng);
    #[cfg(target_arch = "wasm32")]
    rand::seq::SliceRandom::shuffle(items, rng);
}

#[cfg(not(target_arch = "wasm32"))]
mod fast {
    use super::super::action::MAX_DECK;
    use rand::RngExt;

    /// The longest list whose sizes have their reciprocals and draw bounds worked out: a deck
    /// of three packs and three jokers. Longer lists are shuffled the same way, dividing.
    pub(super) const SIZES: usize = MAX_DECK + 1;

    /// For each size `d` (2 and up), 2⁶⁴ / `d` rounded up: for any 32-bit `n`, the high half of
    /// `n` times this is `n / d`, exactly (Lemire, Kaser and Kurz, "Faster remainder by direct
    /// computation", 2019).
    const RECIPROCALS: [u64; SIZES] = {
        let mut table = [0; SIZES];
        let mut d = 2;
        while d < SIZES {
            table[d] = u64::MAX / d as u64 + 1;
            d += 1;
        }
        table
    };

    /// For each size `m` (1 and up), what rand draws a new number below when it needs the place
    /// for a list of `m` items: the product of the sizes `m`, `m + 1`, … that fits in 32 bits,
    /// and how many sizes that is.
    const BOUNDS: [(u32, u8); SIZES] = {
        let mut table = [(0, 0); SIZES];
        let mut m = 1;
        while m < SIZES {
            table[m] = bound(m as u32);
            m += 1;
        }
        table
    };

    /// As rand's `calculate_bound_u32`: the product of `m`, `m + 1`, … as far as 32 bits hold,
    /// and the number of factors.
    const fn bound(m: u32) -> (u32, u8) {
        let mut product = m;
        let mut current = m + 1;
        loop {
            match product.checked_mul(current) {
                Some(p) => {
                    product = p;
                    current += 1;
                }
                None => return (product, (current - m) as u8),
            }
        }
    }

    /// `n / d` and `n % d`, by the reciprocal when the table has one.
    #[inline(always)]
    pub(super) fn div_rem(n: u32, d: u32) -> (u32, u32) {
        match RECIPROCALS.get(d as usize) {
            Some(&reciprocal) if d >= 2 => {
                let q = ((reciprocal as u128 * n as u128) >> 64) as u32;
                (q, n - q * d)
            }
            _ => (n / d.max(1), n % d.max(1)),
        }
    }

    /// Shuffles `items` into the order `items.shuffle(rng)` (rand 0.10) gives, taking the same
    /// numbers from `rng`. Allocates nothing.
    #[inline]
    pub(crate) fn fast_shuffle<T>(items: &mut [T], rng: &mut impl RngExt) {
        // The place for the first item is always itself, and needs no draw.
        let mut chunk = 0u32;
        let mut left = 0u8;
        for i in 1..items.len() {
            let size = (i + 1) as u32;
            if left == 0 {
                let (bound, count) = match BOUNDS.get(size as usize) {
                    Some(&precomputed) => precomputed,
                    None => bound(size),
                };
                chunk = rng.random_range(..bound);
                left = count;
            }
            left -= 1;
            // The last size a number covers takes what is left of it whole.
            let j = if left == 0 {
                chunk
            } else {
                let (q, r) = div_rem(chunk, size);
                chunk = q;
                r
            };
            items.swap(i, j as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::fast::*;
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;
    use rand::seq::SliceRandom;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn the_same_order_as_rand_from_the_same_numbers() {
        for len in (0..=SIZES + 40).chain([1000, 70_000]) {
            for seed in 0..4 {
                let mut ours: Vec<u32> = (0..len as u32).collect();
                let mut theirs = ours.clone();
                let mut a = ChaCha8Rng::seed_from_u64(seed);
                let mut b = ChaCha8Rng::seed_from_u64(seed);
                shuffle(&mut ours, &mut a);
                theirs.shuffle(&mut b);
                assert_eq!(ours, theirs, "{len} items, seed {seed}");
                assert_eq!(
                    a.random::<u64>(),
                    b.random::<u64>(),
                    "as many numbers taken"
                );
                let mut a = SmallRng::seed_from_u64(seed);
                let mut b = SmallRng::seed_from_u64(seed);
                shuffle(&mut ours, &mut a);
                theirs.shuffle(&mut b);
                assert_eq!(ours, theirs, "{len} items, seed {seed}, small rng");
            }
        }
    }

    #[test]
    fn the_reciprocals_divide_exactly() {
        for d in 2..SIZES as u32 {
            for n in [0, 1, d - 1, d, d + 1, 12345, u32::MAX - 1, u32::MAX] {
                assert_eq!(div_rem(n, d), (n / d, n % d), "{n} / {d}");
            }
            let mut n = 7u32;
            for _ in 0..1000 {
                n = n.wrapping_mul(2_654_435_761).wrapping_add(d);
                assert_eq!(div_rem(n, d), (n / d, n % d), "{n} / {d}");
            }
        }
    }
}
