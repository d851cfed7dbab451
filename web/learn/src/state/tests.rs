//! The Learn screen's state: what it asks the worker, what it keeps of the answers, and
//! the address it writes. The worker's side is tested in `lessons/tests/tutor.rs`.

use super::*;
use incerto_tutor::wire::{Index, Store};

fn index(game: Variant) -> Index {
    Index {
        game,
        lessons: Vec::new(),
        go_on: None,
    }
}

fn target(variant: Option<Variant>, lesson: Option<&str>, step: Option<&str>) -> LearnTarget {
    LearnTarget {
        variant,
        lesson: lesson.map(str::to_owned),
        step: step.map(str::to_owned),
    }
}

#[test]
fn an_address_becomes_a_request_and_stays_until_answered() {
    let mut l = Learning::new(Variant::Incerto, Some("{stored}".to_owned()));
    l.open(target(None, Some("turn"), Some("2")), Variant::HiddenChess);
    assert_eq!(l.variant, Variant::HiddenChess);
    assert_eq!(
        l.outbox,
        [(
            1,
            Request::Open(Open {
                game: Variant::HiddenChess,
                lesson: Some("turn".to_owned()),
                step: Some("2".to_owned()),
                single: false,
                progress: Some("{stored}".to_owned()),
            })
        )]
    );
    assert!(l.loading());
    assert_eq!(l.hash(), "#/learn/hidden-chess/turn/2");
    // Nothing to play yet: a click is not sent.
    l.update(LearnMsg::Tutor(TutorMsg::Next));
    assert_eq!(l.outbox.len(), 1);

    let reset = l.update(LearnMsg::Reply(Rc::new(Reply::Missing {
        what: "lesson".to_owned(),
        index: index(Variant::HiddenChess),
        store: Store {
            progress: Some("{fresh}".to_owned()),
            reset: true,
        },
    })));
    assert!(reset, "the stored progress was replaced");
    assert!(l.missing && !l.loading());
    assert_eq!(l.progress.as_deref(), Some("{fresh}"));
    assert_eq!(l.progress_rev, 1);
    assert_eq!(
        l.hash(),
        "#/learn/hidden-chess/turn/2",
        "the address is kept"
    );

    l.open(
        target(Some(Variant::Incerto), None, None),
        Variant::HiddenChess,
    );
    assert!(!l.missing);
    assert!(l.index.is_none(), "another game's lessons are not shown");
    assert_eq!(l.hash(), "#/learn/incerto");
    assert!(
        matches!(&l.outbox.last().unwrap().1, Request::Open(Open { progress: Some(p), .. }) if p == "{fresh}")
    );
    l.update(LearnMsg::Broken("no worker".to_owned()));
    assert_eq!(l.failed.as_deref(), Some("no worker"));
}

#[test]
fn the_outbox_keeps_the_newest_requests() {
    let mut l = Learning::new(Variant::Incerto, None);
    for _ in 0..40 {
        l.open(target(None, None, None), Variant::Incerto);
    }
    assert_eq!(l.outbox.len(), KEEP_REQUESTS);
    assert_eq!(l.outbox.last().unwrap().0, 40);
}
