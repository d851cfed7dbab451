//! `incerto review <record.json> [--side white|black|both] [--lens view|all] [--level N]`:
//! the post-game analysis of a game record (the engine's `review`), one line per judged
//! step and a last line of accuracy (`Review`'s text, the same as the JS API's and the
//! computer worker's).

use incerto_engine::{review, Game, ReviewOptions};

pub fn run(rest: &[String]) -> Result<String, String> {
    let path = rest.first().ok_or("review: missing record file")?;
    let (mut side, mut lens, mut level) = (None, None, None);
    let mut args = rest[1..].iter();
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| format!("review: {flag} needs a value"))?;
        match flag.as_str() {
            "--side" => side = Some(value.as_str()),
            "--lens" => lens = Some(value.as_str()),
            "--level" => {
                let n = value
                    .parse::<u8>()
                    .map_err(|_| format!("invalid level '{value}': expected 1 to 5"))?;
                level = Some(f64::from(n));
            }
            other => return Err(format!("review: unexpected argument '{other}'")),
        }
    }
    let options = ReviewOptions::parse(side, lens, level).map_err(|e| e.to_string())?;
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| format!("stdin: {e}"))?
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
    };
    let game = Game::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    let analysis = review(&game, options, &mut |_, _| {}, None).map_err(|e| e.to_string())?;
    Ok(analysis.to_string())
}
