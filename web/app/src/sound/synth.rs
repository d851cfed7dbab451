//! The cues as Web Audio synthesis: each a few short tones (an oscillator through a gain
//! envelope), so nothing is downloaded and nothing needs caching for offline play. The
//! audio context is made only once the person has made a gesture on the page (`gesture`,
//! as browsers require) and wants sound (`want`): making one can hold the page for a
//! moment (0.4 s in headless Chromium), which nobody who keeps the sound off should pay.
//! Until then `play` does nothing.

use super::Cue;
use std::cell::{Cell, RefCell};
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    static AUDIO: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    static GESTURED: Cell<bool> = const { Cell::new(false) };
    static WANTED: Cell<bool> = const { Cell::new(false) };
}

/// The person tapped, clicked or pressed a key on the page.
pub fn gesture() {
    GESTURED.with(|g| g.set(true));
    ready();
}

/// Whether the settings have the sound on.
pub fn want(on: bool) {
    WANTED.with(|w| w.set(on));
    ready();
}

/// Makes (or wakes) the audio context once both hold.
fn ready() {
    if !(GESTURED.with(Cell::get) && WANTED.with(Cell::get)) {
        return;
    }
    AUDIO.with(|a| {
        let mut a = a.borrow_mut();
        if a.is_none() {
            *a = AudioContext::new().ok();
        }
        if let Some(ctx) = a.as_ref() {
            // Suspended by the browser (a page in the background): started again.
            let _ = ctx.resume();
        }
    });
}

/// One tone: a waveform gliding from `from` to `to` Hz, starting `at` seconds after now,
/// lasting `len` seconds, at `peak` of full loudness (before the volume).
struct Tone {
    wave: OscillatorType,
    from: f32,
    to: f32,
    at: f64,
    len: f64,
    peak: f32,
}

const fn tone(wave: OscillatorType, from: f32, to: f32, at: f64, len: f64, peak: f32) -> Tone {
    Tone {
        wave,
        from,
        to,
        at,
        len,
        peak,
    }
}

use OscillatorType::{Sine, Square, Triangle};

/// Each cue's tones: a wooden knock for a move, a heavier double knock for a capture, a
/// rising chirp for a reveal, a falling two-step for a skip, a bright two-note call for a
/// check, a rising arpeggio for a promotion, a chord for the end, two ticks for low time.
fn tones(cue: Cue) -> &'static [Tone] {
    match cue {
        Cue::Move => MOVE,
        Cue::Capture => CAPTURE,
        Cue::Reveal => REVEAL,
        Cue::Skip => SKIP,
        Cue::Check => CHECK,
        Cue::Promote => PROMOTE,
        Cue::End => END,
        Cue::LowTime => LOW_TIME,
    }
}

const MOVE: &[Tone] = &[tone(Triangle, 520.0, 180.0, 0.0, 0.09, 0.55)];

const CAPTURE: &[Tone] = &[
    tone(Square, 330.0, 90.0, 0.0, 0.12, 0.28),
    tone(Triangle, 700.0, 200.0, 0.0, 0.07, 0.45),
];

const REVEAL: &[Tone] = &[tone(Sine, 480.0, 960.0, 0.0, 0.16, 0.45)];

const SKIP: &[Tone] = &[
    tone(Sine, 330.0, 300.0, 0.0, 0.09, 0.4),
    tone(Sine, 250.0, 220.0, 0.11, 0.12, 0.4),
];

const CHECK: &[Tone] = &[
    tone(Triangle, 880.0, 880.0, 0.0, 0.1, 0.45),
    tone(Triangle, 660.0, 660.0, 0.11, 0.14, 0.45),
];

const PROMOTE: &[Tone] = &[
    tone(Sine, 523.0, 523.0, 0.0, 0.09, 0.4),
    tone(Sine, 659.0, 659.0, 0.08, 0.09, 0.4),
    tone(Sine, 784.0, 784.0, 0.16, 0.16, 0.4),
];

const END: &[Tone] = &[
    tone(Sine, 392.0, 392.0, 0.0, 0.6, 0.3),
    tone(Sine, 523.0, 523.0, 0.05, 0.6, 0.3),
    tone(Sine, 659.0, 659.0, 0.1, 0.6, 0.3),
];

const LOW_TIME: &[Tone] = &[
    tone(Square, 1200.0, 1200.0, 0.0, 0.04, 0.2),
    tone(Square, 1200.0, 1200.0, 0.18, 0.04, 0.2),
];

/// Plays `cue` at `volume` (0 to 100), if the audio has been unlocked.
pub fn play(cue: Cue, volume: u8) {
    // Loudness follows the square of the slider, as the ear hears it.
    let level = (f32::from(volume.min(100)) / 100.0).powi(2);
    if level <= 0.0 {
        return;
    }
    AUDIO.with(|a| {
        if let Some(ctx) = a.borrow().as_ref() {
            for t in tones(cue) {
                let _ = sound(ctx, t, level);
            }
        }
    });
}

fn sound(ctx: &AudioContext, t: &Tone, level: f32) -> Result<(), wasm_bindgen::JsValue> {
    let start = ctx.current_time() + t.at;
    let end = start + t.len;
    let osc = ctx.create_oscillator()?;
    osc.set_type(t.wave);
    let f = osc.frequency();
    f.set_value_at_time(t.from, start)?;
    f.exponential_ramp_to_value_at_time(t.to, end)?;
    let gain = ctx.create_gain()?;
    let g = gain.gain();
    // A quick attack and an exponential fall: a struck sound, no click at either end.
    g.set_value_at_time(0.0001, start)?;
    g.linear_ramp_to_value_at_time(t.peak * level, start + 0.005)?;
    g.exponential_ramp_to_value_at_time(0.0001, end)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(start)?;
    osc.stop_with_when(end + 0.02)?;
    Ok(())
}
