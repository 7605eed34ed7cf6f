//! The `record` fuzz target: see [`moonshot_fuzz::record`] and docs/fuzzing.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| moonshot_fuzz::record(data));
