//! The table's sounds, made with the Web Audio API: short tones, so there is nothing to
//! download or cache. Browsers let a page make sound only after the person has touched it, so
//! the audio context is made on the first gesture ([`unlock`]); until then [`play`] is silent
//! and nothing warns in the console.
use super::table::Cue;
use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Makes the audio context, once: call it from a click, a tap or a key press.
pub fn unlock() {
    CONTEXT.with(|context| {
        let mut context = context.borrow_mut();
        if context.is_none() {
            *context = AudioContext::new().ok();
        }
    });
}

/// One note: its wave, its pitch at the start and at the end (Hz), when it starts and how
/// long it lasts (seconds), and how loud it is at most (0 to 1).
struct Note(OscillatorType, f32, f32, f64, f64, f32);

fn notes(cue: Cue) -> &'static [Note] {
    use OscillatorType::{Sine, Square, Triangle};
    match cue {
        Cue::Card => &[Note(Triangle, 330.0, 220.0, 0.0, 0.07, 0.35)],
        Cue::Trick => &[
            Note(Sine, 523.0, 523.0, 0.0, 0.09, 0.25),
            Note(Sine, 659.0, 659.0, 0.08, 0.12, 0.25),
        ],
        Cue::WorstCard => &[Note(Square, 150.0, 80.0, 0.0, 0.35, 0.2)],
        Cue::HeartsBroken => &[Note(Sine, 880.0, 440.0, 0.0, 0.3, 0.3)],
        Cue::Moon => &[
            Note(Sine, 523.0, 523.0, 0.0, 0.12, 0.3),
            Note(Sine, 659.0, 659.0, 0.1, 0.12, 0.3),
            Note(Sine, 784.0, 784.0, 0.2, 0.12, 0.3),
            Note(Sine, 1047.0, 1047.0, 0.3, 0.3, 0.3),
        ],
        Cue::YourTurn => &[Note(Sine, 988.0, 988.0, 0.0, 0.18, 0.18)],
    }
}

/// Plays `cue` at `volume` (0 to 100), once the context is made; silent before. A context
/// the browser suspended (a tab in the background) is asked to resume.
pub fn play(cue: Cue, volume: u8) {
    CONTEXT.with(|context| {
        let Some(context) = context.borrow().clone() else {
            return;
        };
        if context.state() == web_sys::AudioContextState::Suspended {
            let _ = context.resume();
        }
        let level = f32::from(volume.min(100)) / 100.0;
        let now = context.current_time();
        for Note(wave, from, to, start, length, loudness) in notes(cue) {
            let _ = tone(
                &context,
                *wave,
                (*from, *to),
                now + start,
                *length,
                loudness * level,
            );
        }
    });
}

/// One tone, sliding from one pitch to another, fading out so that it does not click.
fn tone(
    context: &AudioContext,
    wave: OscillatorType,
    (from, to): (f32, f32),
    start: f64,
    length: f64,
    loudness: f32,
) -> Result<(), wasm_bindgen::JsValue> {
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(wave);
    oscillator.frequency().set_value_at_time(from, start)?;
    oscillator
        .frequency()
        .exponential_ramp_to_value_at_time(to, start + length)?;
    let gain = context.create_gain()?;
    gain.gain().set_value_at_time(loudness.max(0.0001), start)?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.0001, start + length)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(start)?;
    oscillator.stop_with_when(start + length)?;
    Ok(())
}
