//! Tests of issue 14's state: the typed-move box, the clocks (running, paused, handed
//! over, a fallen flag), saved games opened from a record or a replay link, and refusals
//! kept with their engine error.

use super::*;
use crate::state::clock::{Clocks, TimeControl};
use crate::state::share::replay_hash;

#[test]
fn the_typed_box_takes_a_whole_incerto_turn_and_keeps_its_refusals() {
    let mut st = play(Variant::Incerto, VS_COMPUTER);
    st = send(st, Msg::Typed("a2".into()));
    let s = st.session.as_ref().unwrap();
    assert_eq!(s.game().pending(), Some(Pending::Selected(sq("a2"))));
    assert_eq!(s.typed_error, None);
    // A square the disc cannot reach: refused, kept for the box (no notice), disc held.
    st = send(st, Msg::Typed("a6".into()));
    let s = st.session.as_ref().unwrap();
    assert!(
        matches!(s.typed_error, Some(GameError::Illegal(_))),
        "{:?}",
        s.typed_error
    );
    assert!(st.notices.is_empty());
    assert_eq!(s.game().pending(), Some(Pending::Selected(sq("a2"))));
    let to = s.shown.offer.dests.targets(sq("a2"))[0];
    st = send(st, Msg::Typed(to.to_string()));
    let s = st.session.as_ref().unwrap();
    assert_eq!((s.game().history().len(), s.typed_error.clone()), (1, None));
    // Not the person's turn: typing does nothing.
    let st = send(st, Msg::Typed("b2".into()));
    assert_eq!(st.session.as_ref().unwrap().game().history().len(), 1);
}

#[test]
fn a_refused_click_is_a_notice_with_its_engine_error() {
    let mut st = AppState::new(Settings::new(Lang::En));
    st.refusal_for_test(GameError::PromotionPending);
    let n = &st.notices[0];
    assert_eq!(
        (n.key, n.error.clone(), n.detail.as_deref()),
        (
            Key::ActionRefused,
            Some(GameError::PromotionPending),
            Some("choose the promotion piece first")
        )
    );
}

fn with_clock(variant: Variant, mode: Mode, tc: TimeControl) -> AppState {
    let mut st = AppState::new(Settings::new(Lang::En));
    st.start(NewGame {
        variant,
        seed: 7,
        mode,
        clock: Some(tc),
    });
    st
}

fn left(st: &AppState) -> [u64; 2] {
    st.session.as_ref().unwrap().clocks.unwrap().left
}

#[test]
fn the_clock_runs_for_the_side_to_move_and_a_turn_adds_the_increment() {
    let mut st = with_clock(Variant::HiddenChess, VS_COMPUTER, TimeControl::new(1, 2));
    let c = st.session.as_ref().unwrap().clocks.unwrap();
    assert_eq!(
        (c.left, c.runner()),
        ([60_000, 60_000], None),
        "stopped until shown"
    );
    st = send(st, Msg::Clock(0.0));
    assert_eq!(
        st.session.as_ref().unwrap().clocks.unwrap().runner(),
        Some(Color::White)
    );
    st = send(st, Msg::Square(sq("e2")));
    st = send(st, Msg::Square(sq("e4")));
    st = send(st, Msg::Clock(10_000.0));
    assert_eq!(left(&st), [52_000, 60_000]);
    assert_eq!(
        st.session.as_ref().unwrap().clocks.unwrap().runner(),
        Some(Color::Black)
    );
    // Hidden, the page stops the clock; shown again, it goes on.
    st = send(
        st,
        Msg::PageHidden {
            hidden: true,
            now: 15_000.0,
        },
    );
    assert_eq!(st.session.as_ref().unwrap().clocks.unwrap().runner(), None);
    st = send(
        st,
        Msg::PageHidden {
            hidden: false,
            now: 500_000.0,
        },
    );
    assert_eq!(left(&st), [52_000, 55_000]);
    assert_eq!(
        st.session.as_ref().unwrap().clocks.unwrap().runner(),
        Some(Color::Black)
    );
}

#[test]
fn a_clock_waits_through_the_hand_over() {
    let mut st = with_clock(Variant::HiddenChess, Mode::Human, TimeControl::new(1, 0));
    st = send(st, Msg::Clock(0.0));
    st = send(st, Msg::Square(sq("e2")));
    st = send(st, Msg::Square(sq("e4")));
    st = send(st, Msg::Clock(3_000.0));
    assert!(st.session.as_ref().unwrap().handover.is_some());
    assert_eq!(st.session.as_ref().unwrap().clocks.unwrap().runner(), None);
    st = send(st, Msg::HandoverContinue);
    st = send(st, Msg::Clock(60_000.0));
    st = send(st, Msg::Clock(61_000.0));
    let c = st.session.as_ref().unwrap().clocks.unwrap();
    assert_eq!(
        [
            c.left_at(Color::White, 61_000.0),
            c.left_at(Color::Black, 61_000.0)
        ],
        [57_000, 59_000],
        "the hand-over cost Black nothing"
    );
}

#[test]
fn a_fallen_flag_loses_or_draws_as_the_rules_say() {
    // White's time runs out: Black wins on time.
    let mut st = with_clock(Variant::Incerto, VS_COMPUTER, TimeControl::new(1, 0));
    st = send(st, Msg::Clock(0.0));
    st = send(st, Msg::Clock(59_999.0));
    assert!(!st.session.as_ref().unwrap().is_over());
    st = send(st, Msg::Clock(60_000.0));
    let s = st.session.as_ref().unwrap();
    assert_eq!(
        s.game().outcome(),
        Some(incerto_engine::Outcome::Win {
            winner: Color::Black,
            reason: incerto_engine::WinReason::TimeForfeit
        })
    );
    assert_eq!(
        s.clocks.unwrap().runner(),
        None,
        "the clocks stop with the game"
    );
    // The opponent cannot mate (a bare king in Hidden Random Chess): a draw.
    let mut st = AppState::new(Settings::new(Lang::En));
    let game = Game::from_fen(Variant::HiddenRandom, "4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1").unwrap();
    st.resume(
        game,
        VS_COMPUTER,
        0,
        Some(Clocks::new(TimeControl::new(1, 0))),
    );
    st = send(st, Msg::Clock(0.0));
    st = send(st, Msg::Clock(60_000.0));
    assert_eq!(
        st.session.as_ref().unwrap().game().outcome(),
        Some(incerto_engine::Outcome::Draw {
            reason: incerto_engine::DrawReason::TimeoutVsInsufficientMaterial
        })
    );
}

fn finished_hidden_chess() -> Game {
    let mut g = Game::new(Variant::HiddenChess, 31);
    for a in ["e2e4", "e7e5", "d2d4"] {
        g.play_str(a, None).unwrap();
    }
    g.resign(Color::Black).unwrap();
    g
}

#[test]
fn a_finished_record_opens_as_a_replay_from_its_start() {
    let g = finished_hidden_chess();
    let st = send(
        AppState::new(Settings::new(Lang::En)),
        Msg::OpenRecord {
            text: g.to_json(),
            coin: true,
        },
    );
    let s = st.session.as_ref().unwrap();
    assert_eq!(st.screen, Screen::Play);
    assert_eq!((s.cursor, s.reveal_all), (Some(0), true));
    assert_eq!(s.game().view(None), g.view(None));
    assert_eq!(
        s.shown.board.moves.len(),
        0,
        "the board starts at the first position"
    );
}

#[test]
fn an_unfinished_record_goes_on_with_the_forms_opponent() {
    let mut g = Game::new(Variant::HiddenChess, 3);
    g.play_str("e2e4", None).unwrap();
    let mut st = AppState::new(Settings::new(Lang::En));
    st.settings.opponent = Opponent::Computer;
    st.settings.side = SideChoice::Black;
    let st = send(
        st,
        Msg::OpenRecord {
            text: g.to_json(),
            coin: true,
        },
    );
    let s = st.session.as_ref().unwrap();
    assert_eq!(
        s.mode,
        Mode::Computer {
            human: Color::Black,
            level: Level::Search(Strength::One)
        }
    );
    assert_eq!(
        (s.game().history().len(), s.is_over(), s.cursor),
        (1, false, None)
    );
}

#[test]
fn a_bad_record_changes_nothing_and_a_record_never_silently_replaces_a_game() {
    let mut st = send(play(Variant::Incerto, VS_COMPUTER), Msg::Square(sq("a2")));
    for bad in [
        "",
        "{",
        "{\"format\":\"incerto-game\"}",
        &finished_hidden_chess().to_json().replace("e7e5", "e7e6x"),
    ] {
        st = send(
            st,
            Msg::OpenRecord {
                text: bad.to_owned(),
                coin: true,
            },
        );
        let s = st.session.as_ref().unwrap();
        assert_eq!(
            (s.variant(), s.game().pending()),
            (Variant::Incerto, Some(Pending::Selected(sq("a2"))))
        );
        assert_eq!(
            st.notices.last().map(|n| n.key),
            Some(Key::RecordRefused),
            "{bad}"
        );
        assert!(st.notices.last().unwrap().detail.is_some());
    }
    // A good one over a game at stake asks first; staying keeps the game.
    st = send(
        st,
        Msg::OpenRecord {
            text: finished_hidden_chess().to_json(),
            coin: true,
        },
    );
    assert!(matches!(st.asking, Some(Leave::Open(_))));
    assert_eq!(st.session.as_ref().unwrap().variant(), Variant::Incerto);
    st = send(st, Msg::Leave);
    assert_eq!(st.session.as_ref().unwrap().variant(), Variant::HiddenChess);
    assert_eq!(st.kept.len(), 1, "the game left is kept");
}

#[test]
fn a_replay_link_opens_the_finished_game_and_a_bad_one_says_why() {
    let g = finished_hidden_chess();
    let hash = replay_hash(&g).unwrap();
    let st = send(
        AppState::new(Settings::new(Lang::En)),
        Msg::Navigate(Target::Replay(
            crate::state::share::read_replay(hash.split_once('?').unwrap().1).map(Box::new),
        )),
    );
    let s = st.session.as_ref().unwrap();
    assert_eq!(s.game().view(None), g.view(None));
    assert_eq!(s.cursor, Some(0));
    let st = send(
        st,
        Msg::Navigate(Target::Replay(
            crate::state::share::read_replay(
                "variant=incerto&seed=1&moves=zz&result=1-0:resignation",
            )
            .map(Box::new),
        )),
    );
    assert_eq!(st.notices.last().map(|n| n.key), Some(Key::BadGameLink));
    assert_eq!(
        st.session.as_ref().unwrap().game().view(None),
        g.view(None),
        "nothing changed"
    );
}
