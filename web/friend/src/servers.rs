//! The connection's settings (localStorage `incerto.link.v1`): whether to ask the public
//! STUN server, and the person's own STUN or TURN servers, written one a line as
//! `stun:host:port` or `turn:host:port user password` (`parse`). Stored as written:
//! `{"version":1,"stun":bool,"servers":"<the lines>"}`.

use incerto_link::peer::{Server, Servers};
use incerto_ui::{json, storage};
use serde::{Deserialize, Serialize};

pub const KEY: &str = "incerto.link.v1";
const VERSION: u32 = 1;

/// What the person chose.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Settings {
    /// Ask the public STUN server (off until the person turns it on).
    pub stun: bool,
    /// Their own servers, as they wrote them.
    pub servers: String,
}

#[derive(Serialize, Deserialize)]
struct Stored {
    version: u32,
    stun: bool,
    servers: String,
}

/// Reads the servers the person wrote, one a line (blank lines skipped); `Err(n)` names
/// the first line (from 1) that is not one.
pub fn parse(text: &str) -> Result<Vec<Server>, usize> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut words = line.split_whitespace();
        let Some(url) = words.next() else {
            continue;
        };
        let (scheme, rest) = url.split_once(':').ok_or(i + 1)?;
        let host = rest.split('?').next().unwrap_or("");
        let ok_host = !host.is_empty() && !host.starts_with("//");
        let (username, credential) = (words.next(), words.next());
        let ok = match scheme {
            "stun" | "stuns" => ok_host && username.is_none(),
            "turn" | "turns" => ok_host && credential.is_some(),
            _ => false,
        };
        if !ok || words.next().is_some() {
            return Err(i + 1);
        }
        out.push(Server {
            url: url.to_owned(),
            username: username.unwrap_or("").to_owned(),
            credential: credential.unwrap_or("").to_owned(),
        });
    }
    Ok(out)
}

impl Settings {
    /// The ICE servers of a connection (own servers that do not read are left out: the
    /// settings refuse them when written).
    pub fn servers(&self, stun: bool) -> Servers {
        Servers {
            public_stun: stun,
            own: parse(&self.servers).unwrap_or_default(),
        }
    }

    pub fn load() -> Settings {
        let Some(raw) = storage::read(KEY) else {
            return Settings::default();
        };
        match json::from_str::<Stored>(&raw) {
            Ok(s) if s.version == VERSION => Settings {
                stun: s.stun,
                servers: s.servers,
            },
            Ok(s) => {
                let why = format!("version {} is not {VERSION}", s.version);
                storage::keep_unread(KEY, &raw, VERSION, why);
                Settings::default()
            }
            Err(why) => {
                storage::keep_unread(KEY, &raw, VERSION, why);
                Settings::default()
            }
        }
    }

    pub fn save(&self) {
        let stored = Stored {
            version: VERSION,
            stun: self.stun,
            servers: self.servers.clone(),
        };
        if let Ok(text) = json::to_string(&stored) {
            storage::write(KEY, &text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_stun_and_turn_servers() {
        let got = parse(
            "stun:stun.example.org:3478\n\n  turns:turn.example.org:5349?transport=tcp me secret\n",
        )
        .unwrap();
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].url, "stun:stun.example.org:3478");
        assert_eq!(got[0].username, "");
        assert_eq!(
            (
                got[1].url.as_str(),
                got[1].username.as_str(),
                got[1].credential.as_str()
            ),
            ("turns:turn.example.org:5349?transport=tcp", "me", "secret")
        );
        assert_eq!(parse(""), Ok(vec![]));
    }

    #[test]
    fn names_the_first_line_that_is_no_server() {
        assert_eq!(parse("stun:a.org\nhttp://b.org"), Err(2));
        assert_eq!(
            parse("turn:a.org:3478 user"),
            Err(1),
            "a TURN server needs a password"
        );
        assert_eq!(parse("stun:a.org user"), Err(1));
        assert_eq!(parse("stun:"), Err(1));
        assert_eq!(parse("turn:a.org u p extra"), Err(1));
    }
}
