//! Legal-move generation and playing a card allocate nothing: a search bot runs millions of
//! them. This test binary counts every allocation (its own global allocator) while whole
//! deals are played, through both the checked path (`legal_plays` then `apply`) and the
//! playout path (`step_random`), and a search bot's playout with the Normal policy, for
//! several games and player counts; and the model of the other players, once its weights are
//! read.
use moonshot::engine::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

thread_local! {
    /// Whether this thread's allocations are being counted. Only the measuring thread's
    /// count: the test harness's own threads allocate when they like (to report a slow
    /// test on a busy machine, say). A constant initialiser: reading it never allocates.
    static COUNTING: Cell<bool> = const { Cell::new(false) };
}
static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.try_with(Cell::get).unwrap_or(false) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocations made while `f` runs.
fn allocations(f: impl FnOnce()) -> usize {
    ALLOCATIONS.store(0, Ordering::SeqCst);
    COUNTING.with(|c| c.set(true));
    f();
    COUNTING.with(|c| c.set(false));
    ALLOCATIONS.load(Ordering::SeqCst)
}

#[test]
fn legal_moves_and_plays_allocate_nothing() {
    // One test function: the count is global, and tests in one binary run in parallel.
    for (preset, players) in [
        (Preset::BlackLady, 4),
        (Preset::Cancellation, 8),
        (Preset::Cancellation, 11),
        (Preset::Omnibus, 5),
        (Preset::GongZhu, 4),
    ] {
        let rules = preset.rules(players).check().unwrap();
        let mut game = Game::new(rules, 7);
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut plays = 0;
        let counted = allocations(|| {
            for _ in 0..5_000 {
                match game.phase() {
                    Phase::Playing if !game.awaiting_call() => {
                        let seat = game.turn().unwrap();
                        let card = game.legal_plays().pick_distinct(&mut rng).unwrap();
                        game.apply(seat, Action::Play(card), &mut ()).unwrap();
                        plays += 1;
                    }
                    Phase::GameOver => break,
                    // Passes and other decisions on the fast path (no allocation either).
                    _ => {
                        game.step_random(&mut rng, &mut ());
                    }
                }
            }
        });
        assert!(plays > 100, "{preset:?}: {plays} plays");
        assert_eq!(
            counted, 0,
            "{preset:?} for {players}: {counted} allocations in {plays} plays"
        );

        let counted = allocations(|| {
            for _ in 0..5_000 {
                if !game.step_random(&mut rng, &mut ()) {
                    break;
                }
            }
        });
        assert_eq!(counted, 0, "{preset:?} for {players}: playouts allocated");

        // A search bot's playout: every seat on the Normal policy, the end solved exactly.
        let mut start = Game::new(preset.rules(players).check().unwrap(), 11);
        while start.phase() != Phase::Playing {
            start.step_random(&mut rng, &mut ());
        }
        let mut sum = 0.0;
        let counted = allocations(|| {
            for _ in 0..20 {
                let mut game = start.clone();
                sum += moonshot::bots::playout(&mut game)[0];
            }
        });
        assert!(sum.is_finite());
        assert_eq!(
            counted, 0,
            "{preset:?} for {players}: search playouts allocated"
        );
    }

    // The model of the others (src/bots/others.rs): its features, accumulator, card by card
    // updates and scores, once its weights are read.
    let model = moonshot::bots::Model::from_bytes(include_bytes!("../static/model/others-1.bin"))
        .expect("the committed weights read");
    // West's view of a trick in progress: it holds the clubs and spades, North led the 2♣.
    let record = moonshot::bots::DecisionRecord {
        deal: 0,
        seat: 0,
        kind: moonshot::bots::Kind::Follow,
        position: 1,
        tricks_done: 0,
        player: 0,
        pass_to: 1,
        hearts_broken: false,
        hand: 0x7ffc_0000_7ff8,
        legal: 0x7ff8,
        chosen: 0,
        played_by: [0, 0, 0, 1 << 2],
        trick: [2, 255, 255, 255],
        voids: [0; 4],
        points: [0; 4],
        received: 0,
        passed: 1 << 40,
        dealt: 0,
        normal: 0,
    };
    let style = model.style_of(0).unwrap();
    let mut best = 0u32;
    let counted = allocations(|| {
        for _ in 0..20 {
            let mut acc = model.accumulate(&moonshot::bots::Active::of(&record));
            model.add_feature(&mut acc, 60, 1);
            model.add_feature(&mut acc, 60, -1);
            best += model.likeliest(&acc, &style, record.legal).unwrap_or(0) as u32;
        }
    });
    assert!(best > 0);
    assert_eq!(counted, 0, "the model of the others allocated");
}
