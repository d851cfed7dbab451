//! Reducer tests of which game is on: links over a game at stake, kept games, the form.

use super::*;

fn link(variant: Variant, seed: u64, mode: Mode) -> Msg {
    Msg::Navigate(Target::Play(NewGame {
        variant,
        seed,
        mode,
        clock: None,
    }))
}

fn current(st: &AppState) -> (Variant, u64, Option<Pending>, usize) {
    let s = st.session.as_ref().unwrap();
    let g = s.game();
    (g.variant(), s.seed, g.pending(), g.history().len())
}

fn keys(st: &AppState) -> Vec<Key> {
    st.notices.iter().map(|n| n.key).collect()
}

/// Incerto against the computer, seed 7, with White's a2 picked up (seen, must move).
fn incerto_a2_selected() -> AppState {
    let st = send(play(Variant::Incerto, VS_COMPUTER), Msg::Square(sq("a2")));
    assert_eq!(current(&st).2, Some(Pending::Selected(sq("a2"))));
    st
}

#[test]
fn a_link_over_a_game_at_stake_asks_and_keeps_the_game() {
    let a2 = Some(Pending::Selected(sq("a2")));
    let mut st = incerto_a2_selected();
    let other = link(Variant::HiddenChess, 99, VS_COMPUTER);
    st = send(st, other);
    let asked = Leave::Start(NewGame {
        variant: Variant::HiddenChess,
        seed: 99,
        mode: VS_COMPUTER,
        clock: None,
    });
    assert_eq!(st.asking, Some(asked.clone()));
    assert_eq!(
        current(&st),
        (Variant::Incerto, 7, a2, 0),
        "nothing replaced yet"
    );
    // Keep playing: the question goes, the game stays.
    st = send(st, Msg::Stay);
    assert_eq!((st.asking.clone(), st.screen), (None, Screen::Play));
    assert_eq!(current(&st), (Variant::Incerto, 7, a2, 0));
    assert!(st.kept.is_empty());
    // Leave: the new game starts and the old one is kept, selection and all.
    st = send(st, link(Variant::HiddenChess, 99, VS_COMPUTER));
    assert_eq!(st.asking, Some(asked));
    st = send(st, Msg::Leave);
    assert_eq!(current(&st), (Variant::HiddenChess, 99, None, 0));
    assert_eq!(st.asking, None);
    assert_eq!(keys(&st), vec![Key::GameKept]);
    let kept: Vec<_> = st.kept.iter().map(|k| (k.seed, k.game.pending())).collect();
    assert_eq!(kept, vec![(7, a2)]);
    // Resuming it: the new game is untouched, so nothing is asked and nothing kept.
    let id = st.kept[0].id;
    st = send(st, Msg::ResumeKept(id));
    assert_eq!(st.asking, None);
    assert_eq!(current(&st), (Variant::Incerto, 7, a2, 0));
    assert!(st.kept.is_empty());
}

#[test]
fn a_link_never_deals_again_a_shuffle_whose_game_is_unfinished() {
    let a2 = Some(Pending::Selected(sq("a2")));
    // The same deal as the game on screen, in another mode: that game goes on.
    let mut st = send(
        incerto_a2_selected(),
        link(Variant::Incerto, 7, Mode::Human),
    );
    assert_eq!(st.asking, None);
    assert_eq!(current(&st), (Variant::Incerto, 7, a2, 0));
    assert_eq!(st.session.as_ref().unwrap().mode, VS_COMPUTER);
    assert_eq!(keys(&st), vec![Key::SameDealInPlay]);
    // Left for another game that is under way in turn...
    st = send(st, link(Variant::HiddenChess, 99, Mode::Human));
    st = send(st, Msg::Leave);
    st = send(st, Msg::Square(sq("e2")));
    st = send(st, Msg::Square(sq("e4")));
    assert_eq!(current(&st), (Variant::HiddenChess, 99, None, 1));
    // ...the old link brings back the kept game, not a fresh deal.
    st = send(st, link(Variant::Incerto, 7, VS_COMPUTER));
    let id = st.kept[0].id;
    assert_eq!(
        st.asking,
        Some(Leave::Resume {
            id,
            same_deal: false
        })
    );
    st = send(st, Msg::Leave);
    assert_eq!(current(&st), (Variant::Incerto, 7, a2, 0));
    let kept: Vec<_> = st
        .kept
        .iter()
        .map(|k| (k.seed, k.game.history().len()))
        .collect();
    assert_eq!(kept, vec![(99, 1)]);
    // The same with the form's Start button.
    st = send(
        st,
        Msg::Start(NewGame {
            variant: Variant::HiddenChess,
            seed: 99,
            mode: Mode::Human,
            clock: None,
        }),
    );
    assert!(matches!(st.asking, Some(Leave::Resume { .. })));
    st = send(st, Msg::Leave);
    assert_eq!(current(&st), (Variant::HiddenChess, 99, None, 1));
    assert_eq!(current_kept_seeds(&st), vec![7]);
}

fn current_kept_seeds(st: &AppState) -> Vec<u64> {
    st.kept.iter().map(|k| k.seed).collect()
}

#[test]
fn the_new_game_form_asks_before_replacing_a_game_at_stake() {
    let st = send(
        incerto_a2_selected(),
        Msg::Start(NewGame {
            variant: Variant::Incerto,
            seed: 8,
            mode: VS_COMPUTER,
            clock: None,
        }),
    );
    assert!(matches!(st.asking, Some(Leave::Start(_))));
    assert_eq!(current(&st).1, 7);
}

#[test]
fn an_untouched_or_finished_game_is_replaced_without_asking() {
    let st = send(
        play(Variant::Incerto, VS_COMPUTER),
        link(Variant::Incerto, 8, VS_COMPUTER),
    );
    assert_eq!((st.asking.clone(), current(&st).1), (None, 8));
    assert!(st.kept.is_empty() && st.notices.is_empty());
    let st = send(incerto_a2_selected(), Msg::Resign);
    let st = send(st, link(Variant::Incerto, 8, VS_COMPUTER));
    assert_eq!((st.asking.clone(), current(&st).1), (None, 8));
    assert!(st.kept.is_empty());
}

#[test]
fn at_most_max_kept_games_are_kept_newest_first() {
    let mut st = AppState::new(Settings::new(Lang::En));
    for seed in 0..MAX_KEPT as u64 + 2 {
        st = send(st, link(Variant::HiddenChess, seed, Mode::Human));
        st = send(st, Msg::Leave);
        st = send(st, Msg::Square(sq("e2")));
        st = send(st, Msg::Square(sq("e4")));
        assert_eq!(current(&st), (Variant::HiddenChess, seed, None, 1));
    }
    let seeds: Vec<u64> = (1..=MAX_KEPT as u64).rev().collect();
    assert_eq!(current_kept_seeds(&st), seeds);
}

#[test]
fn the_form_forgets_its_seed_when_the_game_starts() {
    let mut st = AppState::new(Settings::new(Lang::En));
    st = send(
        st,
        Msg::Navigate(Target::New {
            variant: None,
            opponent: None,
            side: None,
            level: None,
            seed: Some(123),
        }),
    );
    assert_eq!(st.seed_text, "123");
    st = send(
        st,
        Msg::Start(NewGame {
            variant: Variant::Incerto,
            seed: 123,
            mode: Mode::Human,
            clock: None,
        }),
    );
    assert_eq!((st.seed_text.as_str(), current(&st).1), ("", 123));
}

#[test]
fn an_unreadable_address_says_why() {
    // The app's page: its new-game screen (the lessons page's own is tested below and in
    // tests/e2e/pages.test.mjs: it has no unit tests of its own).
    let st = send(
        AppState::new(Settings::new(Lang::En)),
        Msg::Navigate(Target::Bad("unknown page '/nowhere'".to_owned())),
    );
    assert_eq!(keys(&st), [Key::BadLink]);
    assert_eq!(
        st.notices[0].detail.as_deref(),
        Some("unknown page '/nowhere'")
    );
    assert_eq!(st.screen, Screen::NewGame);
}

#[test]
fn a_new_notice_replaces_an_older_one_of_its_kind() {
    let mut st = AppState::new(Settings::new(Lang::En));
    for n in 0..11 {
        st = send(st, Msg::Navigate(Target::Bad(format!("bad link {n}"))));
    }
    // Eleven bad links: one notice, the last one's.
    assert_eq!(keys(&st), [Key::BadLink]);
    assert_eq!(st.notices[0].detail.as_deref(), Some("bad link 10"));
    // Another kind stands beside it; the same kind about another stored value too.
    st = send(st, Msg::OpenNothing);
    let unread = |key: &str, newer| incerto_ui::storage::Unread {
        why: "missing field `mode`".to_owned(),
        key: key.to_owned(),
        newer,
    };
    st.notify_unread(
        Key::GameDiscarded,
        unread("incerto.unread.game.v1.1", false),
    );
    st.notify_unread(Key::SettingsDiscarded, unread("incerto.settings.v1", true));
    st.notify_unread(Key::KeptDiscarded, unread("incerto.kept.v1", true));
    assert_eq!(
        keys(&st),
        [
            Key::BadLink,
            Key::RecordEmpty,
            Key::GameDiscarded,
            Key::StoredNewer,
            Key::StoredNewer
        ]
    );
    let kept: Vec<_> = st.notices.iter().map(|n| n.kept.as_deref()).collect();
    assert_eq!(
        kept,
        [
            None,
            None,
            Some("incerto.unread.game.v1.1"),
            Some("incerto.settings.v1"),
            Some("incerto.kept.v1")
        ]
    );
    // Told again about the same value: still one notice for it, now last.
    st = send(st, Msg::Navigate(Target::Bad("again".into())));
    assert_eq!(keys(&st).iter().filter(|k| **k == Key::BadLink).count(), 1);
    assert_eq!(keys(&st).last(), Some(&Key::BadLink));
}

#[test]
fn an_address_of_the_lessons_page_is_its_screen() {
    let st = send(
        AppState::new(Settings::new(Lang::En)),
        Msg::Navigate(Target::Lessons),
    );
    assert_eq!(st.screen, Screen::Learn);
    assert!(st.notices.is_empty());
}
