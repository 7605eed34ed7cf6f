//! The `actions` fuzz target: see [`moonshot_fuzz::actions`] and docs/fuzzing.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| moonshot_fuzz::actions(data));
