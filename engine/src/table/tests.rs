//! The table's unit tests: whole deals between two devices, and the refusals.

use super::*;
use crate::{Color, Game, Position, Variant};

pub(crate) fn seed(n: u8) -> Seed {
    Seed::from_bytes([n; 32])
}

/// Hands every message of `out` to `to`, and its answers back, until both are quiet.
pub(crate) fn shuttle(a: &mut Device, b: &mut Device, first: Vec<Outgoing>) {
    let mut queue: Vec<(bool, Vec<u8>)> = first.into_iter().map(|m| (true, m)).collect();
    while !queue.is_empty() {
        let (to_b, m) = queue.remove(0);
        let (dst, back) = if to_b {
            (&mut *b, false)
        } else {
            (&mut *a, true)
        };
        let answers = dst.receive(&m).unwrap_or_else(|e| panic!("{e}"));
        queue.extend(answers.into_iter().map(|m| (back, m)));
    }
}

pub(crate) fn dealt(variant: Variant, host_side: Color, s: u8) -> (Device, Device) {
    let setup = Setup {
        variant,
        host_side,
        clock: None,
    };
    let (mut host, hello) = Device::host(setup, seed(s));
    let (mut guest, answers) = Device::join(&hello[0], seed(s.wrapping_add(100))).unwrap();
    shuttle(&mut guest, &mut host, answers);
    (host, guest)
}

#[test]
fn two_devices_deal_every_game() {
    for v in Variant::ALL {
        let (host, guest) = dealt(v, Color::White, 1);
        for d in [&host, &guest] {
            assert_eq!(d.status(), Status::Playing, "{v}");
            assert_eq!(d.len(), 14);
            assert!(d.transcript().iter().all(|m| m.len() < MAX_LEN / 2 + 1024));
        }
        assert_eq!(host.transcript(), guest.transcript());
        // The deal ends in a layout of the right sets; the views are the referee's.
        let layout = host.deal_layout(&guest).unwrap();
        let referee = Game::from_position(Position::dealt(v, &layout));
        assert_eq!(host.view().unwrap(), referee.view(Some(Color::White)));
        assert_eq!(guest.view().unwrap(), referee.view(Some(Color::Black)));
        for c in Color::ALL {
            let mut got = layout[c.index()].clone();
            got.sort();
            let mut want = cards::Deck::new(v, c).roles;
            want.sort();
            assert_eq!(got, want);
        }
    }
}

#[test]
fn different_seeds_deal_different_layouts() {
    let a = dealt(Variant::Incerto, Color::White, 1);
    let b = dealt(Variant::Incerto, Color::White, 2);
    assert_ne!(a.0.deal_layout(&a.1), b.0.deal_layout(&b.1));
}

#[test]
fn messages_out_of_place_are_refused_and_change_nothing() {
    let setup = Setup {
        variant: Variant::HiddenChess,
        host_side: Color::Black,
        clock: None,
    };
    let (mut host, hello) = Device::host(setup, seed(5));
    let (mut guest, join) = Device::join(&hello[0], seed(6)).unwrap();
    let host_answers = host.receive(&join[0]).unwrap();
    assert_eq!(host_answers.len(), 3);
    let before = host.len();
    let kind = |r: Result<Vec<Outgoing>, Refusal>| r.unwrap_err().kind;
    // Its own message back, a replay, a message from the future, another game.
    assert_eq!(
        kind(host.receive(&host_answers[0])),
        RefusalKind::OutOfOrder
    );
    assert_eq!(kind(host.receive(&join[0])), RefusalKind::Replayed);
    assert_eq!(
        kind(guest.receive(&host_answers[2])),
        RefusalKind::OutOfOrder
    );
    let (other, other_hello) = Device::host(setup, seed(7));
    assert_eq!(kind(guest.receive(&other_hello[0])), RefusalKind::OtherGame);
    drop(other);
    // Not the format, another version, trailing bytes, too long.
    assert_eq!(kind(guest.receive(b"hello")), RefusalKind::Malformed);
    let mut v2 = host_answers[0].clone();
    v2[4] = 2;
    assert_eq!(kind(guest.receive(&v2)), RefusalKind::Version);
    let mut long = host_answers[0].clone();
    long.push(0);
    assert_eq!(kind(guest.receive(&long)), RefusalKind::Malformed);
    assert_eq!(
        kind(guest.receive(&vec![0; MAX_LEN + 1])),
        RefusalKind::TooLong
    );
    assert_eq!(host.len(), before);
    assert_eq!(guest.status(), Status::Dealing);
    // The real message is still taken after all that.
    for m in &host_answers {
        guest.receive(m).unwrap();
    }
}

#[test]
fn a_key_that_does_not_open_its_commitment_is_a_cheat() {
    let setup = Setup {
        variant: Variant::Incerto,
        host_side: Color::White,
        clock: None,
    };
    let (mut host, hello) = Device::host(setup, seed(5));
    let (mut guest, join) = Device::join(&hello[0], seed(6)).unwrap();
    let answers = host.receive(&join[0]).unwrap();
    // The key message with another key (the header and its hash kept right).
    let mut m = wire::Message::decode(&answers[0]).unwrap();
    m.body = wire::Body::Key {
        key: wire::Pt::new(curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT),
    };
    let e = guest.receive(&m.encode()).unwrap_err();
    assert_eq!(e.kind, RefusalKind::Cheat);
    assert!(e.reason.contains("does not open the commitment"), "{e}");
    assert!(matches!(guest.status(), Status::Disputed { .. }));
}

#[test]
fn a_device_saved_at_any_point_of_the_deal_resumes() {
    let setup = Setup {
        variant: Variant::HiddenRandom,
        host_side: Color::White,
        clock: None,
    };
    for cut in 1..14 {
        let (mut host, hello) = Device::host(setup, seed(9));
        let (mut guest, answers) = Device::join(&hello[0], seed(10)).unwrap();
        // Deliver messages one at a time until the transcript holds `cut` messages, then
        // lose everything in flight.
        let mut queue: Vec<(bool, Vec<u8>)> = answers.into_iter().map(|m| (false, m)).collect();
        while host.len().max(guest.len()) < cut && !queue.is_empty() {
            let (to_guest, m) = queue.remove(0);
            let d = if to_guest { &mut guest } else { &mut host };
            queue.extend(d.receive(&m).unwrap().into_iter().map(|m| (!to_guest, m)));
        }
        let mut host = Device::restore(&host.save()).unwrap();
        let mut guest = Device::restore(&guest.save()).unwrap();
        let from_host = host.resume();
        let from_guest = guest.resume();
        let mut queue: Vec<(bool, Vec<u8>)> = from_host
            .into_iter()
            .map(|m| (true, m))
            .chain(from_guest.into_iter().map(|m| (false, m)))
            .collect();
        while !queue.is_empty() {
            let (to_guest, m) = queue.remove(0);
            let d = if to_guest { &mut guest } else { &mut host };
            match d.receive(&m) {
                Ok(a) => queue.extend(a.into_iter().map(|m| (!to_guest, m))),
                Err(e) => assert_eq!(e.kind, RefusalKind::Replayed, "cut {cut}: {e}"),
            }
        }
        assert_eq!(host.status(), Status::Playing, "cut {cut}");
        assert_eq!(guest.status(), Status::Playing, "cut {cut}");
        assert_eq!(host.transcript(), guest.transcript());
        assert!(!guest
            .save()
            .contains(&super::device::hex_for_tests(&seed(9).to_bytes())));
    }
}
