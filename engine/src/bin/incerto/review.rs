//! `incerto review <record.json> [--side white|black|both] [--lens view|all] [--level N]`:
//! the post-game analysis of a game record (the engine's `review`), one line per judged
//! step and a last line of accuracy (`Review`'s text, the same as the JS API's and the
//! computer worker's).

use incerto_engine::{review, Color, Game, Lens, ReviewOptions};

pub fn run(rest: &[String]) -> Result<String, String> {
    let path = rest.first().ok_or("review: missing record file")?;
    let mut options = ReviewOptions::default();
    let mut args = rest[1..].iter();
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| format!("review: {flag} needs a value"))?;
        match flag.as_str() {
            "--side" => {
                options.side = match value.as_str() {
                    "both" => None,
                    c => Some(c.parse::<Color>().map_err(|_| {
                        format!("invalid side '{c}': expected white, black or both")
                    })?),
                }
            }
            "--lens" => {
                options.lens = match value.as_str() {
                    "view" => Lens::View,
                    "all" => Lens::All,
                    l => return Err(format!("invalid lens '{l}': expected view or all")),
                }
            }
            "--level" => {
                options.level = value
                    .parse::<u8>()
                    .ok()
                    .filter(|l| (1..=5).contains(l))
                    .ok_or_else(|| format!("invalid level '{value}': expected 1 to 5"))?
            }
            other => return Err(format!("review: unexpected argument '{other}'")),
        }
    }
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| format!("stdin: {e}"))?
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
    };
    let game = Game::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    let analysis = review(&game, options, &mut |_, _| {}, None).map_err(|e| e.to_string())?;
    Ok(analysis.to_string())
}
