//! Post-game analysis (`review`): a view-lens line depends only on what its player knew
//! (games differing only in identities that player never saw give that player the same
//! lines, over random games of every variant), and planted blunders are marked in both
//! lenses.

use incerto_engine::{
    review, Color, Game, Judgement, Lens, Phase, Position, Review, ReviewOptions, Step,
    StepOutcome, Variant,
};
use proptest::prelude::*;
use proptest::test_runner::RngSeed;
use strategy::variant;

mod strategy;

fn analyse(game: &Game, side: Option<Color>, lens: Lens, level: u8) -> Review {
    let options = ReviewOptions { side, lens, level };
    review(game, options, &mut |_, _| {}, None).unwrap()
}

/// A game of `plies` random legal actions (the referee's) from `seed`'s deal.
fn random_game(variant: Variant, seed: u64, plies: usize) -> Game {
    // From the deal's position rather than its seed, as the twins are.
    let mut game = Game::from_position(Position::new_game(variant, seed));
    let mut x = seed | 1;
    for _ in 0..plies {
        let actions = game.legal_actions();
        if actions.is_empty() || game.is_over() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        game.play(actions[(x % actions.len() as u64) as usize], None)
            .unwrap();
    }
    game
}

/// `color`'s view after every step of `game` replayed from its start (selections too).
fn views(game: &Game, color: Color) -> Option<Vec<String>> {
    let mut replay = Game::from_position(game.start_position().clone());
    let json = |g: &Game| serde_json::to_string(&g.view(Some(color))).unwrap();
    let mut out = vec![json(&replay)];
    for p in game.history() {
        if game.variant() == Variant::Incerto {
            let picked = replay.apply_step(Step::Select(p.action.from()), None);
            if let StepOutcome::Selected(_) = picked.ok()? {
                out.push(json(&replay));
                replay.play(p.action, None).ok()?;
            }
        } else {
            replay.play(p.action, None).ok()?;
        }
        out.push(json(&replay));
    }
    Some(out)
}

/// `game` replayed from a start whose hidden pieces on `a` and `b` (one side's, of
/// different identities) are swapped, if every action still plays.
fn swapped(game: &Game, a: usize, b: usize) -> Option<Game> {
    let fen = game.start_position().fen();
    let (placement, rest) = fen.split_once(' ')?;
    // The placement's pieces as (letter, hidden), rank 8 first, with the digits kept.
    let mut cells: Vec<String> = Vec::new();
    let chars: Vec<char> = placement.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let mut cell = chars[i].to_string();
        if chars.get(i + 1) == Some(&'*') {
            cell.push('*');
            i += 1;
        }
        cells.push(cell);
        i += 1;
    }
    let pieces: Vec<usize> = (0..cells.len())
        .filter(|&i| cells[i].ends_with('*'))
        .collect();
    let (&ia, &ib) = (pieces.get(a)?, pieces.get(b)?);
    let (ca, cb) = (cells[ia].clone(), cells[ib].clone());
    let same_side = ca.chars().next()?.is_uppercase() == cb.chars().next()?.is_uppercase();
    if !same_side || ca == cb {
        return None;
    }
    cells.swap(ia, ib);
    let start = Position::from_fen(game.variant(), &format!("{} {rest}", cells.concat())).ok()?;
    let mut twin = Game::from_position(start);
    for p in game.history() {
        twin.play(p.action, None).ok()?;
    }
    Some(twin)
}

proptest! {
    // A fixed seed: the same 24 games on every run (a random one made the test flaky), and
    // no regression file written into the source tree.
    #![proptest_config(ProptestConfig {
        cases: 24,
        rng_seed: RngSeed::Fixed(22),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Issue 22's honesty: two games that differ only in identities a player never saw
    /// (that player's view equal after every step) give that player identical lines.
    #[test]
    fn a_players_lines_depend_only_on_what_they_knew(
        v in variant(), seed in any::<u64>(), plies in 6usize..28, pick in any::<u64>()
    ) {
        let game = random_game(v, seed, plies);
        let hidden = game.start_position().hidden().count();
        prop_assume!(hidden >= 2);
        let mut found = None;
        for k in 0..40u64 {
            let x = pick.wrapping_add(k.wrapping_mul(0x9e37_79b9_7f4a_7c15));
            let (a, b) = ((x % hidden as u64) as usize, ((x >> 32) % hidden as u64) as usize);
            let Some(twin) = swapped(&game, a, b) else { continue };
            for color in Color::ALL {
                if twin.position() != game.position() && views(&twin, color) == views(&game, color) {
                    found = Some((twin.clone(), color));
                }
            }
            if found.is_some() {
                break;
            }
        }
        prop_assume!(found.is_some());
        let (twin, color) = found.unwrap();
        let mine = analyse(&game, Some(color), Lens::View, 1);
        // A player with no judged turn (a game over before their first) says nothing here.
        prop_assume!(!mine.lines.is_empty());
        prop_assert_eq!(&analyse(&twin, Some(color), Lens::View, 1), &mine);
    }
}

/// Every variant reaches the property's case (a twin its player cannot tell apart) often,
/// so the property above is not vacuous.
#[test]
fn twins_a_player_cannot_tell_apart_are_found_in_every_variant() {
    for v in Variant::ALL {
        let mut found = 0;
        for seed in 0..12 {
            let game = random_game(v, seed, 20);
            let hidden = game.start_position().hidden().count();
            'pairs: for a in 0..hidden {
                for b in a + 1..hidden {
                    if let Some(twin) = swapped(&game, a, b) {
                        let differs = twin.position() != game.position();
                        if differs && views(&twin, game.turn()) == views(&game, game.turn()) {
                            found += 1;
                            break 'pairs;
                        }
                    }
                }
            }
        }
        assert!(found >= 6, "{v}: twins in {found} of 12 games");
    }
}

/// The line of `ply`'s `phase`.
fn line(review: &Review, ply: usize, phase: Phase) -> &incerto_engine::ReviewLine {
    review
        .lines
        .iter()
        .find(|l| l.ply == ply && l.phase == phase)
        .unwrap_or_else(|| panic!("no line for ply {ply}: {review}"))
}

/// Hidden Chess: White's queen goes to d5, where the e6 pawn takes it, and White resigns.
/// Face-down pieces on both home rows keep the view and the all-seeing lens apart.
fn hanging_queen() -> Game {
    let mut game = Game::from_fen(
        Variant::HiddenChess,
        "3rk3/p*p*6/4p3/8/8/8/6P*P*/3QK3 w - - 0 1",
    )
    .unwrap();
    for a in ["d1d5", "e6d5"] {
        game.play_str(a, None).unwrap();
    }
    game.resign(Color::White).unwrap();
    game
}

#[test]
fn a_hanging_queen_in_hidden_chess_is_a_blunder_in_both_lenses() {
    let game = hanging_queen();
    for lens in [Lens::View, Lens::All] {
        let r = analyse(&game, Some(Color::White), lens, 2);
        let l = line(&r, 0, Phase::Turn);
        assert_eq!(l.played, Step::Play("d1d5".parse().unwrap()), "{lens:?}");
        assert_eq!(l.judgement, Judgement::Blunder, "{lens:?}: {r}");
        assert_ne!(l.best, l.played);
        assert!(l.before - l.after >= 0.15, "{lens:?}: {r}");
        assert_eq!(r.lines.len(), 1, "White's one turn");
    }
}

#[test]
fn a_king_disc_left_capturable_in_incerto_is_a_blunder_in_both_lenses() {
    // Black's a5 queen looks down the open a-file at White's king disc; White picks up the
    // e1 pawn instead of the king, and Black takes the king.
    let mut game = Game::from_fen(Variant::Incerto, "3k2/p*5/6/q5/6/6/5P*/K3P1 w - - 0 1").unwrap();
    for a in ["e1e2", "a5a1"] {
        game.play_str(a, None).unwrap();
    }
    assert!(game.is_over());
    for lens in [Lens::View, Lens::All] {
        let r = analyse(&game, Some(Color::White), lens, 2);
        let select = line(&r, 0, Phase::Select);
        assert_eq!(select.played, Step::Select("e1".parse().unwrap()));
        assert_eq!(
            select.best,
            Step::Select("a1".parse().unwrap()),
            "{lens:?}: {r}"
        );
        assert_eq!(select.judgement, Judgement::Blunder, "{lens:?}: {r}");
        // Once the pawn is picked up every move loses alike: the move is not the mistake.
        assert_eq!(line(&r, 0, Phase::Move).judgement, Judgement::Best, "{r}");
    }
}

#[test]
fn the_all_seeing_lens_waits_for_the_result_and_lines_read_as_documented() {
    let game = random_game(Variant::HiddenChess, 3, 6);
    assert!(!game.is_over());
    let options = ReviewOptions {
        lens: Lens::All,
        ..ReviewOptions::default()
    };
    let err = review(&game, options, &mut |_, _| {}, None).unwrap_err();
    assert!(err.to_string().contains("finished game"), "{err}");
    let mut seen = vec![];
    let r = review(
        &game,
        ReviewOptions {
            level: 1,
            ..ReviewOptions::default()
        },
        &mut |done, total| seen.push((done, total)),
        None,
    )
    .unwrap();
    assert_eq!(seen, (1..=6).map(|d| (d, 6)).collect::<Vec<_>>());
    let text = r.to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 7);
    for (l, t) in r.lines.iter().zip(&lines) {
        let f: Vec<&str> = t.split(' ').collect();
        assert_eq!(f.len(), 7, "{t}");
        assert_eq!(f[0], l.turn.to_string());
        assert_eq!(f[1], l.color.to_string());
        assert_eq!(f[4].parse::<f64>().unwrap(), l.before);
        assert_eq!(f[5].parse::<f64>().unwrap(), l.after);
    }
    assert!(lines[6].starts_with("accuracy white "), "{text}");
    // A stop test that fires ends the analysis with an error.
    let stopped = review(
        &game,
        ReviewOptions::default(),
        &mut |_, _| {},
        Some(&|| true),
    );
    assert!(stopped.is_err());
}

#[test]
fn the_pgn_export_carries_the_judgements_as_nags_and_comments() {
    // The hanging queen again: White's d1d5 is a blunder in both lenses.
    let game = hanging_queen();
    let view = analyse(&game, None, Lens::View, 2);
    let all = analyse(&game, None, Lens::All, 2);
    let pgn = game.pgn_analysed(&incerto_engine::PgnTags::default(), &[&view, &all]);
    let movetext = pgn.split("\n\n").nth(1).unwrap().replace('\n', " ");
    let (v, a) = (&view.lines[0], &all.lines[0]);
    let best = |l: &incerto_engine::ReviewLine| match l.best {
        Step::Play(x) => x.to_string(),
        other => panic!("{other:?}"),
    };
    let want = format!(
        "1. Qd5 $4 {{view: blunder, best {}, {:.3} -> {:.3}}} {{all: blunder, best {}, {:.3} -> {:.3}}} 1... exd5",
        best(v),
        v.before,
        v.after,
        best(a),
        a.before,
        a.after
    );
    assert!(movetext.starts_with(&want), "{movetext}\nwant {want}");
    // Without an analysis the export is as it was.
    assert_eq!(
        game.pgn_analysed(&incerto_engine::PgnTags::default(), &[]),
        game.pgn()
    );
}

#[test]
fn a_line_tells_the_odds_of_the_unseen_piece_its_best_step_turns_on() {
    // Incerto's first selection: every disc of White's is still a lottery to White.
    let game = random_game(Variant::Incerto, 5, 4);
    let view = analyse(&game, Some(Color::White), Lens::View, 1);
    let select = line(&view, 0, Phase::Select);
    let Step::Select(best) = select.best else {
        panic!("{select:?}")
    };
    let odds = select.odds.expect("the best disc's odds");
    assert_eq!(odds.square, best);
    // The same as the hints of the view at the start say.
    let start = Game::from_position(Position::new_game(Variant::Incerto, 5));
    let hints = incerto_engine::bot::hints(&start.view(Some(Color::White))).unwrap();
    let hint = hints.pieces.iter().find(|h| h.square == best).unwrap();
    assert_eq!(odds.role, hint.odds[0].role);
    assert_eq!(
        odds.probability,
        (hint.odds[0].probability * 1000.0).round() / 1000.0
    );
    assert!(odds.probability > 0.0 && odds.probability < 1.0, "{odds:?}");
    // The JSON carries it; a line without odds has no such field.
    let json = serde_json::to_string(select).unwrap();
    assert!(
        json.contains(&format!("\"odds\":{{\"square\":\"{best}\"")),
        "{json}"
    );
    // The all-seeing lens sees every piece: no odds anywhere.
    let mut finished = game.clone();
    finished.resign(Color::White).unwrap();
    let all = analyse(&finished, None, Lens::All, 1);
    assert!(all.lines.iter().all(|l| l.odds.is_none()), "{all:?}");
    assert!(!serde_json::to_string(&all).unwrap().contains("odds"));
}
