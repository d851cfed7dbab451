//! Reducer tests of play: the Incerto selection, hand-over, undo, the replay and the
//! computer's steps.

use super::*;

#[test]
fn incerto_selection_cannot_change() {
    // At the start every disc on rank 2 has a move (the square in front is empty), so
    // picking a2 up always leaves it selected: no skip, whatever the shuffle.
    let mut st = play(Variant::Incerto, Mode::Human);
    assert!(!white_knows(&st, "a2"));
    st = send(st, Msg::Square(sq("a2")));
    let selected = |st: &AppState| st.session.as_ref().unwrap().game().pending();
    assert_eq!(selected(&st), Some(Pending::Selected(sq("a2"))));
    assert!(white_knows(&st, "a2"), "picking a2 up revealed it to White");
    let s = st.session.as_ref().unwrap();
    assert!(s.game().history().is_empty() && s.handover.is_none() && s.can_act());
    // Another disc: by click, by dragging it, by dragging it onto a2's targets.
    let target = s.shown.live.available[0];
    st = send(st, Msg::Square(sq("b2")));
    st = send(st, Msg::Drag(sq("c2"), sq("c3")));
    st = send(st, Msg::Drag(sq("b2"), target));
    st = send(st, Msg::Square(sq("f1")));
    assert_eq!(selected(&st), Some(Pending::Selected(sq("a2"))));
    for other in ["b2", "c2", "f1"] {
        assert!(!white_knows(&st, other), "{other} was not revealed");
    }
    assert!(st.session.as_ref().unwrap().game().history().is_empty());
    // The selected disc is the one that moves.
    st = send(st, Msg::Square(target));
    let s = st.session.as_ref().unwrap();
    let moved = s
        .game()
        .history()
        .iter()
        .map(|p| p.action)
        .collect::<Vec<_>>();
    assert_eq!(
        moved,
        vec![Move::Move {
            from: sq("a2"),
            to: target,
            promotion: None
        }]
    );
    assert_eq!(s.handover, Some(Color::Black));
}

#[test]
fn pass_and_play_hands_over_after_a_move() {
    let mut st = play(Variant::HiddenChess, Mode::Human);
    st = send(st, Msg::Square(sq("e2")));
    assert_eq!(
        st.session.as_ref().unwrap().pick,
        Some(sq("e2")),
        "e2 looks like a pawn and can move"
    );
    st = send(st, Msg::Square(sq("e4")));
    let s = st.session.as_ref().unwrap();
    assert_eq!(s.game().history().len(), 1);
    assert_eq!(s.handover, Some(Color::Black));
    assert!(!s.can_act());
    st = send(st, Msg::HandoverContinue);
    let s = st.session.as_ref().unwrap();
    assert_eq!(s.device, Color::Black);
    assert!(s.can_act());
}

#[test]
fn undo_returns_to_the_person() {
    let mut st = play(Variant::HiddenRandom, VS_COMPUTER);
    st = send(st, Msg::Square(sq("e2")));
    st = send(st, Msg::Square(sq("e4")));
    let rev = st.session.as_ref().unwrap().tracked.rev;
    let view = st.session.as_ref().unwrap().game().view(Some(Color::Black));
    let step = Step::Play(view.legal_actions[0]);
    st = send(
        st,
        Msg::Arrived {
            rev,
            step: Some(step),
        },
    );
    assert_eq!(st.session.as_ref().unwrap().game().history().len(), 2);
    st = send(st, Msg::Undo);
    let s = st.session.as_ref().unwrap();
    assert_eq!(s.game().history().len(), 0);
    assert!(s.can_act());
}

/// Lets the computer (a seeded random bot) play until it is the person's turn again.
fn computer_replies(mut st: AppState) -> AppState {
    use incerto_engine::bot::{Bot, RandomBot};
    let mut bot = RandomBot::new(5);
    for _ in 0..4 {
        let s = st.session.as_ref().unwrap();
        let Some(c) = s
            .computer()
            .filter(|&c| s.game().turn() == c && !s.is_over())
        else {
            break;
        };
        let step = bot.step(&s.game().view(Some(c)));
        let rev = s.tracked.rev;
        st = send(st, Msg::Arrived { rev, step });
    }
    let s = st.session.as_ref().unwrap();
    assert_eq!(
        s.game().turn(),
        Color::White,
        "the computer finished its turn"
    );
    st
}

/// Incerto against the computer: White's a2 moved, the computer replied, and White has
/// picked up another rank-2 disc with an empty square in front, so it stands selected.
fn incerto_selection_after_a_turn() -> AppState {
    let mut st = play(Variant::Incerto, VS_COMPUTER);
    st = send(st, Msg::Square(sq("a2")));
    let to = st.session.as_ref().unwrap().shown.live.available[0];
    st = send(st, Msg::Square(to));
    st = computer_replies(st);
    let s = st.session.as_ref().unwrap();
    let pos = s.game().position();
    let disc = ["b2", "c2", "d2", "e2", "f2"]
        .into_iter()
        .find(|f| {
            let front = format!("{}3", &f[..1]);
            pos.piece_at(sq(f)).is_some() && pos.piece_at(sq(&front)).is_none()
        })
        .unwrap();
    st = send(st, Msg::Square(sq(disc)));
    let s = st.session.as_ref().unwrap();
    assert_eq!(s.game().pending(), Some(Pending::Selected(sq(disc))));
    st
}

#[test]
fn undo_never_takes_back_a_standing_selection() {
    let st = incerto_selection_after_a_turn();
    let s = st.session.as_ref().unwrap();
    let (pending, len) = (s.game().pending(), s.game().history().len());
    assert!(
        len >= 2,
        "a whole turn of White stands before the selection"
    );
    assert!(s.offers_undo());
    assert_eq!(s.undo_blocked(), Some(UndoBlock::Selected));
    assert!(!s.can_undo());
    let st = send(st, Msg::Undo);
    let s = st.session.as_ref().unwrap();
    assert_eq!(
        (s.game().pending(), s.game().history().len()),
        (pending, len)
    );
}

#[test]
fn undo_never_takes_back_a_pending_promotion() {
    let mut st = AppState::new(Settings::new(Lang::En));
    let game = Game::from_fen(Variant::HiddenChess, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    st.resume(game, VS_COMPUTER, 0, None);
    st = send(st, Msg::Square(sq("e1")));
    st = send(st, Msg::Square(sq("d1")));
    st = computer_replies(st);
    st = send(st, Msg::Square(sq("a7")));
    st = send(st, Msg::Square(sq("a8")));
    let s = st.session.as_ref().unwrap();
    let pending = s.game().pending();
    assert!(
        matches!(pending, Some(Pending::Promotion { .. })),
        "{pending:?}"
    );
    assert_eq!(s.undo_blocked(), Some(UndoBlock::Promotion));
    assert!(!s.can_undo());
    let st = send(st, Msg::Undo);
    let s = st.session.as_ref().unwrap();
    assert_eq!((s.game().pending(), s.game().history().len()), (pending, 2));
    // Once the piece is chosen the turn is whole, and undo takes it back.
    let st = send(st, Msg::Promote(Role::Queen));
    assert!(st.session.as_ref().unwrap().can_undo());
    let st = send(st, Msg::Undo);
    let s = st.session.as_ref().unwrap();
    assert_eq!((s.game().pending(), s.game().history().len()), (None, 2));
}

#[test]
fn undo_is_not_offered_after_the_result_nor_in_pass_and_play() {
    let mut st = play(Variant::HiddenChess, VS_COMPUTER);
    st = send(st, Msg::Square(sq("e2")));
    st = send(st, Msg::Square(sq("e4")));
    st = computer_replies(st);
    assert!(st.session.as_ref().unwrap().can_undo());
    st = send(st, Msg::Resign);
    st = send(st, Msg::RevealAll);
    let s = st.session.as_ref().unwrap();
    assert!(s.is_over() && s.reveal_all);
    assert!(!s.offers_undo() && !s.can_undo());
    let st = send(st, Msg::Undo);
    let s = st.session.as_ref().unwrap();
    assert!(s.is_over(), "the result stands");
    assert_eq!(s.game().history().len(), 2);

    let mut st = play(Variant::HiddenChess, Mode::Human);
    st = send(st, Msg::Square(sq("e2")));
    st = send(st, Msg::Square(sq("e4")));
    st = send(st, Msg::HandoverContinue);
    let s = st.session.as_ref().unwrap();
    assert_eq!(s.game().history().len(), 1);
    assert!(!s.offers_undo() && !s.can_undo());
    let st = send(st, Msg::Undo);
    assert_eq!(st.session.as_ref().unwrap().game().history().len(), 1);
}

#[test]
fn rematch_deals_a_new_shuffle_and_replay_the_same() {
    let mut st = play(Variant::Incerto, VS_COMPUTER);
    // Not before the result: a rematch would throw the game away.
    st = send(st, Msg::Rematch(99));
    assert_eq!(st.session.as_ref().unwrap().seed, 7);
    st = send(st, Msg::ReplayDeal);
    st = send(st, Msg::Square(sq("a2")));
    let rev = st.session.as_ref().unwrap().tracked.rev;
    st = send(st, Msg::Resign);
    assert!(st.session.as_ref().unwrap().tracked.rev > rev);
    let st = send(st, Msg::Rematch(99));
    let s = st.session.as_ref().unwrap();
    assert_eq!(
        (s.seed, s.mode, s.variant()),
        (99, VS_COMPUTER, Variant::Incerto)
    );
    assert!(s.game().history().is_empty() && !s.is_over());
    assert_ne!(
        s.game().position().fen(),
        Game::new(Variant::Incerto, 7).position().fen(),
        "a new shuffle"
    );
    let mut st = send(st, Msg::Resign);
    st = send(st, Msg::ReplayDeal);
    let s = st.session.as_ref().unwrap();
    assert_eq!(s.seed, 99);
    assert!(s.game().history().is_empty() && !s.is_over());
    assert_eq!(
        s.game().position().fen(),
        Game::new(Variant::Incerto, 99).position().fen()
    );
}

#[test]
fn the_computer_moving_keeps_a_replay_open() {
    let mut st = play(Variant::HiddenChess, VS_COMPUTER);
    st = send(st, Msg::Square(sq("e2")));
    st = send(st, Msg::Square(sq("e4")));
    st = send(st, Msg::Replay(Replay::Back));
    let s = st.session.as_ref().unwrap();
    let (rev, view) = (s.tracked.rev, s.game().view(Some(Color::Black)));
    let step = Some(Step::Play(view.legal_actions[0]));
    st = send(st, Msg::Arrived { rev, step });
    let s = st.session.as_ref().unwrap();
    assert_eq!((s.game().history().len(), s.cursor), (2, Some(0)));
}

#[test]
fn stale_bot_steps_are_ignored() {
    let mut st = play(
        Variant::HiddenChess,
        Mode::Computer {
            human: Color::Black,
            level: Level::Search(Strength::One),
        },
    );
    let s = st.session.as_ref().unwrap();
    let (rev, view) = (s.tracked.rev, s.game().view(Some(Color::White)));
    let step = Some(Step::Play(view.legal_actions[0]));
    st = send(st, Msg::Arrived { rev: rev - 1, step });
    assert!(st.session.as_ref().unwrap().game().history().is_empty());
    // The same step for the current revision is played: only its age refused it.
    st = send(st, Msg::Arrived { rev, step });
    assert_eq!(st.session.as_ref().unwrap().game().history().len(), 1);
}

#[test]
fn replay_steps_and_returns_live() {
    let mut st = play(Variant::HiddenChess, Mode::Human);
    for (a, b) in [("e2", "e4"), ("e7", "e5")] {
        st = send(st, Msg::Square(sq(a)));
        st = send(st, Msg::Square(sq(b)));
        st = send(st, Msg::HandoverContinue);
    }
    st = send(st, Msg::Replay(Replay::Back));
    let s = st.session.as_ref().unwrap();
    assert_eq!(s.cursor, Some(1));
    assert_eq!(s.shown.board.moves.len(), 1);
    assert!(!s.can_act());
    st = send(st, Msg::Replay(Replay::Forward));
    assert_eq!(st.session.as_ref().unwrap().cursor, None);
    st = send(st, Msg::Replay(Replay::To(0)));
    let s = st.session.as_ref().unwrap();
    assert_eq!((s.cursor, s.shown.board.moves.len()), (Some(0), 0));
    st = send(st, Msg::Replay(Replay::Live));
    assert_eq!(st.session.as_ref().unwrap().cursor, None);
}

/// Every step arrived from the seat to move only: a step "from" the computer while the
/// person is to move, or in pass-and-play, changes nothing.
#[test]
fn only_a_seat_that_is_not_here_sends_steps() {
    for mode in [VS_COMPUTER, Mode::Human] {
        let st = play(Variant::HiddenChess, mode);
        let s = st.session.as_ref().unwrap();
        let (rev, view) = (s.tracked.rev, s.game().view(Some(Color::White)));
        let step = Some(Step::Play(view.legal_actions[0]));
        let st = send(st, Msg::Arrived { rev, step });
        assert!(st.session.as_ref().unwrap().game().history().is_empty());
    }
}

#[test]
fn the_computer_answers_a_draw_offer_for_its_revision_only() {
    let mut st = play(Variant::HiddenChess, VS_COMPUTER);
    st = send(st, Msg::OfferDraw);
    let s = st.session.as_ref().unwrap();
    assert_eq!(
        (s.game().draw_offer(), s.info),
        (Some(Color::White), Some(DrawNote::Offered))
    );
    let rev = s.tracked.rev;
    // A stale answer, then a refusal: the game goes on, the panel says so.
    st = send(
        st,
        Msg::DrawAnswer {
            rev: rev - 1,
            accept: true,
        },
    );
    assert!(!st.session.as_ref().unwrap().is_over());
    st = send(st, Msg::DrawAnswer { rev, accept: false });
    let s = st.session.as_ref().unwrap();
    assert_eq!(
        (s.game().draw_offer(), s.info),
        (None, Some(DrawNote::Declined))
    );
    assert!(!s.is_over());
    // Offered again and accepted: a draw by agreement.
    st = send(st, Msg::OfferDraw);
    let rev = st.session.as_ref().unwrap().tracked.rev;
    st = send(st, Msg::DrawAnswer { rev, accept: true });
    let outcome = st.session.as_ref().unwrap().game().outcome().unwrap();
    assert_eq!(outcome.reason(), "agreement");
}

#[test]
fn in_pass_and_play_the_other_person_answers_a_draw_offer() {
    let mut st = play(Variant::HiddenChess, Mode::Human);
    st = send(st, Msg::OfferDraw);
    let s = st.session.as_ref().unwrap();
    assert_eq!(s.info, Some(DrawNote::OfferedToHuman));
    // No seat here answers by message: only Black, holding the device, by the buttons.
    let rev = s.tracked.rev;
    st = send(st, Msg::DrawAnswer { rev, accept: true });
    assert!(!st.session.as_ref().unwrap().is_over());
    st = send(st, Msg::DeclineDraw);
    assert_eq!(
        st.session.as_ref().unwrap().game().draw_offer(),
        Some(Color::White),
        "White may not answer White's own offer"
    );
}
