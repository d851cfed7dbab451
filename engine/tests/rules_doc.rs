//! The rulebook's examples are the engine's: the seed-1 start positions that docs/RULES.md
//! §4 prints are the ones the engine deals, and every position string in it is accepted.

use incerto_engine::{Position, Variant};

fn rulebook() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/RULES.md");
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text of every `code span` in `text`.
fn code_spans(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

#[test]
fn seed_one_start_positions_are_the_engines() {
    let doc = rulebook();
    for v in Variant::ALL {
        let line = doc
            .lines()
            .find(|l| l.starts_with(&format!("- `{}`: `", v.name())))
            .unwrap_or_else(|| panic!("RULES.md shows no seed-1 start position of {v}"));
        let shown = code_spans(line)[1];
        assert_eq!(shown, Position::new_game(v, 1).fen(), "{v}");
    }
}

#[test]
fn every_position_string_in_the_rulebook_is_valid() {
    let doc = rulebook();
    let fens: Vec<&str> = code_spans(&doc)
        .into_iter()
        .filter(|s| s.matches('/').count() == 7 && !s.contains('<'))
        .collect();
    assert!(fens.len() >= 3, "found only {fens:?}");
    for fen in fens {
        let width = fen.split('/').next().map_or(0, |rank| {
            rank.chars()
                .map(|c| c.to_digit(10).unwrap_or(u32::from(c != '*')))
                .sum::<u32>()
        });
        let accepted = Variant::ALL
            .into_iter()
            .filter(|v| v.width() == width)
            .any(|v| Position::from_fen(v, fen).is_ok());
        assert!(accepted, "no game accepts {fen}");
    }
}
