//! The `bot_request` fuzz target: see [`moonshot_fuzz::bot_request`] and docs/fuzzing.md.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| moonshot_fuzz::bot_request(data));
