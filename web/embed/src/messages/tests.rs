//! The messages as the host page receives them, exactly: their JSON, what a lesson played
//! through the lessons' own server tells the host (and what it never tells), a board's
//! game, and the commands read or refused.

use super::*;
use incerto_engine::{Action, ActionKind, Game, Square, Step};
use incerto_tutor::server::Server;
use incerto_tutor::tutor::TutorMsg;
use incerto_tutor::wire::{Open, Reply, Request};
use serde_json::{json, Map, Value};

/// A message as JSON, as the host page's `JSON.stringify` would write it (each field
/// once).
fn to_json(out: &Out, id: Option<&str>) -> Value {
    let fields = out.fields(id);
    let mut m = Map::new();
    for (k, v) in &fields {
        let v = match v {
            Field::Null => Value::Null,
            Field::Bool(b) => Value::Bool(*b),
            Field::Num(n) if n.fract() == 0.0 => json!(*n as i64),
            Field::Num(n) => json!(n),
            Field::Str(s) => Value::String(s.clone()),
        };
        m.insert((*k).to_owned(), v);
    }
    assert_eq!(m.len(), fields.len(), "a field twice in {out:?}");
    Value::Object(m)
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn place(lesson: &str, step: &str, index: usize, steps: usize, task: bool) -> Place {
    Place {
        lesson: lesson.into(),
        step: step.into(),
        index,
        steps,
        task,
    }
}

#[test]
fn every_message_has_its_documented_shape() {
    let p = place("turn", "select", 1, 4, true);
    let cases = [
        (
            Out::Ready {
                game: Variant::Incerto,
                mode: Mode::Lesson,
                place: Some(p.clone()),
                lang: Lang::It,
                interactive: true,
                orientation: Color::White,
            },
            json!({ "type": "ready", "game": "incerto", "mode": "lesson", "lesson": "turn",
                    "step": "select", "stepIndex": 1, "steps": 4, "lang": "it",
                    "interactive": true, "orientation": "white" }),
        ),
        (
            Out::Ready {
                game: Variant::HiddenChess,
                mode: Mode::Board,
                place: None,
                lang: Lang::En,
                interactive: false,
                orientation: Color::Black,
            },
            json!({ "type": "ready", "game": "hidden-chess", "mode": "board", "lesson": null,
                    "step": null, "stepIndex": null, "steps": null, "lang": "en",
                    "interactive": false, "orientation": "black" }),
        ),
        (
            Out::Step(place("turn", "states", 2, 4, false)),
            json!({ "type": "step", "lesson": "turn", "step": "states", "stepIndex": 2,
                    "steps": 4, "kind": "explain" }),
        ),
        (
            Out::Step(p.clone()),
            json!({ "type": "step", "lesson": "turn", "step": "select", "stepIndex": 1,
                    "steps": 4, "kind": "task" }),
        ),
        // docs/EMBED.md's example.
        (
            Out::Action(ActionOut {
                by: By::Learner,
                color: Color::White,
                notation: "b2b4".into(),
                kind: ActionKind::Move,
                from: sq("b2"),
                to: Some(sq("b4")),
                promotion: false,
            }),
            json!({ "type": "action", "by": "learner", "color": "white", "notation": "b2b4",
                    "kind": "move", "from": "b2", "to": "b4", "promotion": false }),
        ),
        (
            Out::Action(ActionOut {
                by: By::Opponent,
                color: Color::Black,
                notation: "@c7".into(),
                kind: ActionKind::Flip,
                from: sq("c7"),
                to: None,
                promotion: false,
            }),
            json!({ "type": "action", "by": "opponent", "color": "black", "notation": "@c7",
                    "kind": "flip", "from": "c7", "to": null, "promotion": false }),
        ),
        (
            Out::Wrong {
                place: p.clone(),
                restart: true,
            },
            json!({ "type": "wrong", "lesson": "turn", "step": "select", "restart": true }),
        ),
        (
            Out::StepDone(p.clone()),
            json!({ "type": "step-done", "lesson": "turn", "step": "select", "stepIndex": 1,
                    "steps": 4 }),
        ),
        (
            Out::LessonDone(p.clone()),
            json!({ "type": "lesson-done", "lesson": "turn", "steps": 4 }),
        ),
        (
            Out::GameOver(Outcome::Win {
                winner: Color::Black,
                reason: incerto_engine::WinReason::KingCaptured,
            }),
            json!({ "type": "game-over", "score": "0-1", "reason": "king-captured" }),
        ),
        (Out::Resize(612), json!({ "type": "resize", "height": 612 })),
        (
            Out::Error {
                parameter: Some("game".into()),
                message: "no".into(),
            },
            json!({ "type": "error", "parameter": "game", "message": "no" }),
        ),
        (
            Out::Error {
                parameter: None,
                message: "no".into(),
            },
            json!({ "type": "error", "parameter": null, "message": "no" }),
        ),
    ];
    for (out, fields) in cases {
        let mut want = json!({ "source": "incerto-embed", "version": 1, "id": "intro" });
        want.as_object_mut()
            .unwrap()
            .extend(fields.as_object().unwrap().clone());
        assert_eq!(to_json(&out, Some("intro")), want, "{out:?}");
    }
    assert_eq!(to_json(&Out::Resize(1), None)["id"], Value::Null);
}

/// The lessons' server with every lesson file, as the worker reads them.
fn server() -> Server {
    let mut s = Server::new();
    for name in [
        "common.json",
        "incerto.json",
        "hidden-random.json",
        "hidden-chess.json",
    ] {
        let path = format!("{}/../lessons/{name}", env!("CARGO_MANIFEST_DIR"));
        s.add(name, &std::fs::read_to_string(path).unwrap())
            .unwrap();
    }
    s
}

fn frame(reply: Reply) -> Frame {
    match reply {
        Reply::Lesson { frame, .. } => *frame,
        other => panic!("{other:?}"),
    }
}

/// A lesson played through the server, each frame's messages after the one before.
struct Host {
    server: Server,
    at: Place,
    last: Frame,
}

impl Host {
    fn open(game: Variant, lesson: &str, single: bool) -> Host {
        let mut server = server();
        let f = frame(server.handle(Request::Open(Open {
            game,
            lesson: Some(lesson.into()),
            step: None,
            single,
            progress: None,
        })));
        Host {
            server,
            at: Place::of(&f),
            last: f,
        }
    }

    fn send(&mut self, msg: TutorMsg) -> Vec<Value> {
        let f = frame(self.server.handle(Request::Tutor { msg }));
        let out = lesson_messages(&self.at, &f);
        self.at = Place::of(&f);
        self.last = f;
        out.iter().map(|o| to_json(o, None)).collect()
    }
}

fn kinds(msgs: &[Value]) -> Vec<&str> {
    msgs.iter().map(|m| m["type"].as_str().unwrap()).collect()
}

#[test]
fn an_incerto_lesson_tells_the_host_what_the_person_did() {
    let mut h = Host::open(Variant::Incerto, "turn", false);
    assert_eq!(h.at, place("turn", "select", 1, 4, true));
    // Picking up a disc shows the learner what it is; the host hears nothing of it.
    let m = h.send(TutorMsg::Square(sq("b2")));
    assert_eq!(m, Vec::<Value>::new());
    let role = h
        .last
        .board
        .pieces
        .iter()
        .find(|p| p.square == sq("b2"))
        .unwrap()
        .role;
    assert!(role.is_some(), "the learner sees the disc");
    let targets = h.last.board.targets.clone();
    let wrong = ["b5", "c5", "d5", "e5", "f5", "a5"]
        .map(sq)
        .into_iter()
        .find(|s| !targets.contains(s))
        .unwrap();
    let m = h.send(TutorMsg::Square(wrong));
    assert_eq!(
        m,
        [
            json!({ "source": "incerto-embed", "version": 1, "id": null, "type": "wrong",
                 "lesson": "turn", "step": "select", "restart": false })
        ]
    );
    let to = targets[0];
    let m = h.send(TutorMsg::Square(to));
    assert_eq!(kinds(&m), ["action", "step-done"]);
    assert_eq!(m[0]["by"], "learner");
    assert_eq!(m[0]["color"], "white");
    assert_eq!(m[0]["from"], "b2");
    assert_eq!(m[0]["to"], to.to_string());
    assert_eq!(
        m[0]["notation"],
        format!("b2{to}"),
        "the notation names no piece"
    );
    assert_eq!(
        (&m[1]["step"], &m[1]["stepIndex"], &m[1]["steps"]),
        (&json!("select"), &json!(1), &json!(4))
    );
    // Next: the explanation is shown.
    let m = h.send(TutorMsg::Next);
    assert_eq!(kinds(&m), ["step"]);
    assert_eq!(
        (&m[0]["step"], &m[0]["kind"]),
        (&json!("states"), &json!("explain"))
    );
    // Next on an explanation: that step is done, then the next one is shown.
    let m = h.send(TutorMsg::Next);
    assert_eq!(kinds(&m), ["step-done", "step"]);
    assert_eq!(
        (&m[0]["step"], &m[0]["stepIndex"]),
        (&json!("states"), &json!(2))
    );
    assert_eq!(
        (&m[1]["step"], &m[1]["stepIndex"]),
        (&json!("skip"), &json!(3))
    );
    // The skip: picking up a hemmed-in disc passes the turn, as a `skip` action.
    let m = h.send(TutorMsg::Square(sq("a1")));
    assert_eq!(kinds(&m), ["action", "step-done"]);
    assert_eq!((&m[0]["kind"], &m[0]["to"]), (&json!("skip"), &Value::Null));
    let m = h.send(TutorMsg::Next);
    assert_eq!(kinds(&m), ["step"]);
    // The last explanation's Next: the lesson is done (and nothing is shown after it).
    let m = h.send(TutorMsg::Next);
    assert_eq!(kinds(&m), ["step-done", "lesson-done"]);
    assert_eq!(m[1]["lesson"], "turn");
    assert_eq!(m[1]["steps"], 4);
    // Back: a step is shown again.
    let m = h.send(TutorMsg::Back);
    assert_eq!(kinds(&m), ["step"]);
    assert_eq!(m[0]["step"], "skip");
}

#[test]
fn a_scripted_reply_is_the_opponent_s_action_and_a_failed_try_restarts() {
    // Hidden Random Chess: flip now, move on the next turn; the reply comes after a delay.
    let mut h = Host::open(Variant::HiddenRandom, "flip", false);
    h.send(TutorMsg::Goto {
        lesson: h.last.lesson,
        step: 1,
    });
    assert_eq!(h.at.step, "next-turn");
    let m = h.send(TutorMsg::Square(sq("b1")));
    assert_eq!(m, Vec::<Value>::new(), "a pick is only on the screen");
    let m = h.send(TutorMsg::Flip);
    assert_eq!(kinds(&m), ["action"]);
    assert_eq!(
        (&m[0]["by"], &m[0]["kind"], &m[0]["from"]),
        (&json!("learner"), &json!("flip"), &json!("b1"))
    );
    let token = h.last.reply_due.expect("the reply waits");
    let m = h.send(TutorMsg::ShowReply(token));
    assert_eq!(kinds(&m), ["action"]);
    assert_eq!(
        (&m[0]["by"], &m[0]["color"]),
        (&json!("opponent"), &json!("black"))
    );
    // Moving the king now wastes the last turn: the try is over.
    let m = h.send(TutorMsg::Drag(sq("e1"), sq("d1")));
    assert!(kinds(&m).ends_with(&["wrong"]), "{m:?}");
    assert_eq!(m.last().unwrap()["restart"], true);
    assert_eq!(m.last().unwrap()["step"], "next-turn");
}

#[test]
fn a_single_step_stays_where_it_is() {
    let mut h = Host::open(Variant::Incerto, "turn", true);
    assert!(h.last.single);
    let m = h.send(TutorMsg::Goto {
        lesson: h.last.lesson,
        step: 2,
    });
    assert_eq!(m, Vec::<Value>::new());
    assert_eq!(h.at.step, "select");
}

#[test]
fn a_board_tells_each_action_as_the_viewer_saw_it_and_the_end() {
    let mut g = Game::from_fen(Variant::HiddenChess, "4k3/8/8/8/8/8/P*7/4K2R w K - 0 1").unwrap();
    let view = g.view(Some(Color::White));
    assert_eq!(board_messages(&view, 0, Some(Color::White), false), []);
    let play = |g: &mut Game, s: &str| {
        let a: Action = s.parse().unwrap();
        g.apply_step(Step::Play(a), None).unwrap();
    };
    play(&mut g, "a2a3");
    play(&mut g, "e8d7");
    let view = g.view(Some(Color::White));
    let m: Vec<Value> = board_messages(&view, 0, Some(Color::White), false)
        .iter()
        .map(|o| to_json(o, Some("b")))
        .collect();
    assert_eq!(m.len(), 2);
    assert_eq!(
        m[0],
        json!({ "source": "incerto-embed", "version": 1, "id": "b", "type": "action",
                "by": "learner", "color": "white", "notation": "a2a3", "kind": "move",
                "from": "a2", "to": "a3", "promotion": false })
    );
    assert_eq!(
        (&m[1]["by"], &m[1]["notation"]),
        (&json!("opponent"), &json!("e8d7"))
    );
    assert_eq!(board_messages(&view, 2, Some(Color::White), false), []);
    // A diagram has no person: every action is the opponent's... and a game's end is
    // told once.
    g.resign(Color::Black).unwrap();
    let view = g.view(Some(Color::White));
    assert_eq!(
        board_messages(&view, 2, None, false),
        [Out::GameOver(view.result.unwrap())]
    );
    assert_eq!(board_messages(&view, 2, None, true), []);
    assert_eq!(
        to_json(&Out::GameOver(view.result.unwrap()), None)["reason"],
        "resignation"
    );
}

#[test]
fn reads_commands_and_refuses_the_rest() {
    // As the browser hands them over (host.rs): objects only, each field a JS value.
    let cmd = |v: Value| {
        let m = v.as_object()?.clone();
        read_command(|k| match m.get(k)? {
            Value::Null => Some(Field::Null),
            Value::Bool(b) => Some(Field::Bool(*b)),
            Value::Number(n) => n.as_f64().map(Field::Num),
            Value::String(s) => Some(Field::Str(s.clone())),
            _ => None,
        })
    };
    assert_eq!(
        cmd(json!({ "target": "incerto-embed", "type": "restart" })),
        Some(Ok(Command::Restart))
    );
    assert_eq!(
        cmd(json!({ "target": "incerto-embed", "type": "goto", "step": "skip" })),
        Some(Ok(Command::Goto(StepRef::Id("skip".into()))))
    );
    assert_eq!(
        cmd(json!({ "target": "incerto-embed", "type": "goto", "step": 3 })),
        Some(Ok(Command::Goto(StepRef::Number(3))))
    );
    assert_eq!(
        cmd(json!({ "target": "incerto-embed", "type": "lang", "lang": "ru" })),
        Some(Ok(Command::Lang(Lang::Ru)))
    );
    assert_eq!(
        cmd(json!({ "target": "incerto-embed", "type": "theme", "theme": "dark" })),
        Some(Ok(Command::Theme(Theme::Dark)))
    );
    // Not for the embed: ignored.
    for other in [
        json!("restart"),
        json!(null),
        json!([1]),
        json!({ "type": "restart" }),
        json!({ "target": "other", "type": "restart" }),
        // The embed's own messages, echoed back by a careless host.
        json!({ "source": "incerto-embed", "type": "ready" }),
    ] {
        assert_eq!(cmd(other.clone()), None, "{other}");
    }
    // For the embed, but refused: nothing reads anything back or plays for the person.
    for bad in [
        json!({ "target": "incerto-embed" }),
        json!({ "target": "incerto-embed", "type": 1 }),
        json!({ "target": "incerto-embed", "type": "view" }),
        json!({ "target": "incerto-embed", "type": "position" }),
        json!({ "target": "incerto-embed", "type": "play", "action": "b2b4" }),
        json!({ "target": "incerto-embed", "type": "reveal" }),
        json!({ "target": "incerto-embed", "type": "goto" }),
        json!({ "target": "incerto-embed", "type": "goto", "step": 0 }),
        json!({ "target": "incerto-embed", "type": "goto", "step": -2 }),
        json!({ "target": "incerto-embed", "type": "goto", "step": 1.5 }),
        json!({ "target": "incerto-embed", "type": "goto", "step": "Skip me" }),
        json!({ "target": "incerto-embed", "type": "lang", "lang": "de" }),
        json!({ "target": "incerto-embed", "type": "theme" }),
    ] {
        assert!(matches!(cmd(bad.clone()), Some(Err(_))), "{bad}");
    }
}
