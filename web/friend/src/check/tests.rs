//! Every refusal of a code, reached by a code built for it.

use super::*;
use crate::store::{FriendGame, Role};
use incerto_engine::{Color, Variant};
use incerto_link::code::{write, GameSetup};
use incerto_link::sdp::{Address, Candidate, Description, Kind, Setup};

const NOW: u32 = 29_000_000;

fn description(setup: Setup) -> Description {
    Description {
        setup,
        ufrag: "abcd".into(),
        pwd: "0123456789abcdefghijklmn".into(),
        fingerprint: [7; 32],
        mid: "0".into(),
        candidates: vec![Candidate {
            kind: Kind::Host,
            address: Address::V4([127, 0, 0, 1]),
            port: 5000,
        }],
    }
}

fn an_invitation(purpose: Purpose) -> Invitation {
    Invitation {
        game: 42,
        made: NOW - 5,
        stun: false,
        side: Color::White,
        purpose,
        offer: description(Setup::ActPass),
    }
}

fn new_game() -> Purpose {
    Purpose::New(GameSetup {
        variant: Variant::Incerto,
        clock: None,
    })
}

fn stored(side: Color, answered: Option<u16>) -> Store {
    let mut s = Store::default();
    s.add(FriendGame {
        id: 42,
        role: Role::Guest,
        side,
        variant: Variant::Incerto,
        clock: None,
        made: NOW - 5,
        answered,
        connected: false,
    });
    s
}

fn answer_to(inv: &Invitation, check: u16) -> Answer {
    Answer {
        game: inv.game,
        made: NOW,
        side: !inv.side,
        invitation: check,
        answer: description(Setup::Active),
    }
}

#[test]
fn a_new_invitation_is_taken() {
    let inv = an_invitation(new_game());
    let text = write(&Code::Invitation(inv.clone()));
    assert_eq!(invitation(&text, NOW, &Store::default()), Ok(inv));
}

#[test]
fn refuses_damaged_old_own_used_and_unknown_invitations() {
    let store = Store::default();
    let text = write(&Code::Invitation(an_invitation(new_game())));
    assert_eq!(invitation(&text[1..], NOW, &store), Err(Problem::Damaged));
    assert_eq!(
        invitation(&text, NOW + GOOD_FOR_MINUTES + 6, &store),
        Err(Problem::Old)
    );
    assert_eq!(
        invitation(&text, NOW - 5 + GOOD_FOR_MINUTES, &store).map(|_| ()),
        Ok(())
    );
    assert_eq!(
        invitation(&text, NOW, &stored(Color::White, None)),
        Err(Problem::Own)
    );
    let answered = stored(Color::Black, Some(check_of(&text)));
    assert_eq!(invitation(&text, NOW, &answered), Err(Problem::Used));
    // Another invitation to the same game (made again) is answered.
    let resume = write(&Code::Invitation(an_invitation(Purpose::Resume)));
    assert!(invitation(&resume, NOW, &answered).is_ok());
    assert_eq!(invitation(&resume, NOW, &store), Err(Problem::UnknownGame));
    assert!(invitation(&resume, NOW, &stored(Color::Black, None)).is_ok());
    let ans = write(&Code::Answer(answer_to(&an_invitation(new_game()), 1)));
    assert_eq!(invitation(&ans, NOW, &store), Err(Problem::NotAnInvitation));
}

#[test]
fn refuses_another_version_naming_which() {
    let mut bytes = code::encode(&Code::Invitation(an_invitation(new_game())));
    bytes[0] = VERSION + 1;
    let n = bytes.len() - 2;
    let c = code::check(&bytes[..n]);
    bytes[n..].copy_from_slice(&c.to_be_bytes());
    let text = code::to_digits(&bytes);
    assert_eq!(
        invitation(&text, NOW, &Store::default()),
        Err(Problem::Version { newer: true })
    );
}

#[test]
fn takes_only_the_answer_to_the_waiting_invitation() {
    let inv = an_invitation(new_game());
    let digits = write(&Code::Invitation(inv.clone()));
    let check = check_of(&digits);
    let good = answer_to(&inv, check);
    assert_eq!(
        answer(&write(&Code::Answer(good.clone())), NOW, &inv, check),
        Ok(good.clone())
    );
    let other = Answer {
        invitation: check ^ 1,
        ..good.clone()
    };
    assert_eq!(
        answer(&write(&Code::Answer(other)), NOW, &inv, check),
        Err(Problem::Foreign)
    );
    let same_side = Answer {
        side: inv.side,
        ..good.clone()
    };
    assert_eq!(
        answer(&write(&Code::Answer(same_side)), NOW, &inv, check),
        Err(Problem::Foreign)
    );
    assert_eq!(answer(&digits, NOW, &inv, check), Err(Problem::NotAnAnswer));
    let text = write(&Code::Answer(good));
    assert_eq!(
        answer(&text, NOW + 2 * GOOD_FOR_MINUTES, &inv, check),
        Err(Problem::Old)
    );
    assert_eq!(answer("12", NOW, &inv, check), Err(Problem::Damaged));
}
