//! The two-device page's addresses: `#/friend?variant=…&side=…&clock=…` (the host's new
//! invitation, from the new-game screen; each part optional), `#/invite?c=<digits>` (an
//! invitation's link) and `#/answer?c=<digits>` (an answer's link). `is_friend_page`
//! decides which addresses index.html's loader gives this page (Trunk.toml tests the same).

use incerto_app::state::clock::TimeControl;
use incerto_app::state::SideChoice;
use incerto_engine::Variant;
use incerto_ui::query;

/// What the address asks of the page.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Start {
    /// Invite a friend to this game.
    Host {
        variant: Variant,
        side: SideChoice,
        clock: Option<TimeControl>,
    },
    /// An invitation's code, as written in its link.
    Invitation(String),
    /// An answer's code.
    Answer(String),
    /// A two-device game this device keeps (`#/friend?game=<16 hex digits>`), to connect
    /// again: where the page goes once its invitation or answer is made, so a reload
    /// resumes the game instead of starting another.
    Game(u64),
}

/// Why an address of this page does not read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BadAddress {
    Game,
    Variant,
    Side,
    Clock,
}

/// Whether `hash` is one of this page's addresses.
pub fn is_friend_page(hash: &str) -> bool {
    let path = hash.split('?').next().unwrap_or("").trim_end_matches('/');
    matches!(path, "#/friend" | "#/invite" | "#/answer")
}

/// Reads one of this page's addresses (see `is_friend_page`).
pub fn parse(hash: &str) -> Result<Start, BadAddress> {
    let (path, query) = hash.split_once('?').unwrap_or((hash, ""));
    let code = || {
        query::pairs(query)
            .find(|(k, _)| k == "c")
            .and_then(|(_, v)| query::decode(v))
            .unwrap_or_default()
    };
    match path.trim_end_matches('/') {
        "#/invite" => return Ok(Start::Invitation(code())),
        "#/answer" => return Ok(Start::Answer(code())),
        _ => {}
    }
    if let Some((_, id)) = query::pairs(query).find(|(k, _)| k == "game") {
        return u64::from_str_radix(id, 16)
            .ok()
            .filter(|_| id.len() == 16)
            .map(Start::Game)
            .ok_or(BadAddress::Game);
    }
    let (mut variant, mut side, mut clock) = (Variant::Incerto, SideChoice::Random, None);
    for (key, value) in query::pairs(query) {
        let value = query::decode(value).unwrap_or_default();
        match key.as_str() {
            "variant" => variant = value.parse().map_err(|_| BadAddress::Variant)?,
            "side" => side = SideChoice::parse(&value).ok_or(BadAddress::Side)?,
            "clock" if value.is_empty() || value == "none" => clock = None,
            "clock" => clock = Some(TimeControl::parse(&value).ok_or(BadAddress::Clock)?),
            _ => {}
        }
    }
    Ok(Start::Host {
        variant,
        side,
        clock,
    })
}

/// The address of the game of `id` (`Start::Game`).
pub fn game_hash(id: u64) -> String {
    format!("#/friend?game={id:016x}")
}

/// The link of an invitation (`invite`) or answer (`answer`) with these digits, beside
/// `page` (the page's address without its hash).
pub fn code_link(page: &str, what: &str, digits: &str) -> String {
    let base = page.split('#').next().unwrap_or(page);
    format!("{base}#/{what}?c={digits}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knows_its_addresses() {
        for hash in [
            "#/friend",
            "#/friend?variant=incerto",
            "#/invite?c=1",
            "#/answer?c=2",
            "#/friend/",
        ] {
            assert!(is_friend_page(hash), "{hash}");
        }
        for hash in [
            "",
            "#/",
            "#/play",
            "#/friends",
            "#/new?opponent=friend",
            "#/invited",
        ] {
            assert!(!is_friend_page(hash), "{hash}");
        }
    }

    #[test]
    fn reads_the_hosts_choice() {
        assert_eq!(
            parse("#/friend?variant=hidden-chess&side=black&clock=5%2B3"),
            Ok(Start::Host {
                variant: Variant::HiddenChess,
                side: SideChoice::Black,
                clock: Some(TimeControl::new(5, 3)),
            })
        );
        assert_eq!(
            parse("#/friend"),
            Ok(Start::Host {
                variant: Variant::Incerto,
                side: SideChoice::Random,
                clock: None,
            })
        );
        assert_eq!(parse("#/friend?variant=go"), Err(BadAddress::Variant));
        assert_eq!(parse("#/friend?side=red"), Err(BadAddress::Side));
        assert_eq!(parse("#/friend?clock=0%2B0"), Err(BadAddress::Clock));
    }

    #[test]
    fn reads_a_codes_digits() {
        assert_eq!(
            parse("#/invite?c=0123"),
            Ok(Start::Invitation("0123".into()))
        );
        assert_eq!(parse("#/answer?x=1&c=99"), Ok(Start::Answer("99".into())));
        assert_eq!(parse("#/answer"), Ok(Start::Answer(String::new())));
    }

    #[test]
    fn reads_a_games_address() {
        assert_eq!(parse(&game_hash(u64::MAX)), Ok(Start::Game(u64::MAX)));
        assert_eq!(game_hash(255), "#/friend?game=00000000000000ff");
        assert_eq!(parse("#/friend?game=ff"), Err(BadAddress::Game));
        assert_eq!(
            parse("#/friend?game=zz00000000000000"),
            Err(BadAddress::Game)
        );
    }

    #[test]
    fn writes_a_codes_link_beside_the_page() {
        assert_eq!(
            code_link(
                "https://example.org/g/?x#/friend?variant=incerto",
                "invite",
                "123"
            ),
            "https://example.org/g/?x#/invite?c=123"
        );
    }
}
