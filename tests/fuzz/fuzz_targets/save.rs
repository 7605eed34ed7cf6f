//! The `save` fuzz target: see [`moonshot_fuzz::save`] and docs/fuzzing.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| moonshot_fuzz::save(data));
