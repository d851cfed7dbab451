//! A data channel's session description, stripped to what the other device needs and
//! rebuilt from it. A browser's offer or answer is about 600 bytes of SDP text, of which a
//! data channel between two browsers needs only the ICE credentials, the DTLS certificate's
//! fingerprint, the DTLS role, the media section's id and the candidates (each a type, an
//! address and a port): the rest is the same in every browser's data-channel SDP and is
//! written back as they write it (`rebuild`). `strip` never panics on what a browser (or
//! anyone) hands it: an SDP it cannot carry is an `SdpError`.

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

/// The most candidates a code carries: a host's addresses (IPv4 and IPv6, each perhaps
/// behind an mDNS name), what a STUN server saw and a TURN server's relay, with room.
pub const MAX_CANDIDATES: usize = 8;

/// The DTLS role in the description (`a=setup`): an offer says `actpass`, an answer picks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

impl Setup {
    pub const ALL: [Setup; 3] = [Setup::ActPass, Setup::Active, Setup::Passive];

    pub fn name(self) -> &'static str {
        match self {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        }
    }
}

/// An ICE candidate's type (RFC 8445 §5.1.1): the device's own address, one a STUN server
/// saw (server- or peer-reflexive), or a TURN server's relay.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Host,
    Srflx,
    Prflx,
    Relay,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Host, Kind::Srflx, Kind::Prflx, Kind::Relay];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Host => "host",
            Kind::Srflx => "srflx",
            Kind::Prflx => "prflx",
            Kind::Relay => "relay",
        }
    }

    /// The type preference of RFC 8445 §5.1.2.2's recommended values.
    fn preference(self) -> u32 {
        match self {
            Kind::Host => 126,
            Kind::Prflx => 110,
            Kind::Srflx => 100,
            Kind::Relay => 0,
        }
    }
}

/// A candidate's address: an IP address, or the random mDNS name (`<uuid>.local`) by which
/// browsers hide a local address from the page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Address {
    V4([u8; 4]),
    V6([u8; 16]),
    Mdns([u8; 16]),
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Address::V4(a) => write!(f, "{}", Ipv4Addr::from(*a)),
            Address::V6(a) => write!(f, "{}", Ipv6Addr::from(*a)),
            Address::Mdns(u) => {
                for (i, b) in u.iter().enumerate() {
                    if matches!(i, 4 | 6 | 8 | 10) {
                        f.write_str("-")?;
                    }
                    write!(f, "{b:02x}")?;
                }
                f.write_str(".local")
            }
        }
    }
}

impl Address {
    fn parse(s: &str) -> Option<Address> {
        if let Some(name) = s.strip_suffix(".local") {
            return parse_uuid(name).map(Address::Mdns);
        }
        if let Ok(a) = s.parse::<Ipv4Addr>() {
            return Some(Address::V4(a.octets()));
        }
        s.parse::<Ipv6Addr>().ok().map(|a| Address::V6(a.octets()))
    }

    /// An mDNS name, which no one outside the local network can reach or read.
    pub fn is_hidden(self) -> bool {
        matches!(self, Address::Mdns(_))
    }
}

/// `8-4-4-4-12` hex digits, as browsers name mDNS candidates.
fn parse_uuid(s: &str) -> Option<[u8; 16]> {
    let groups: Vec<&str> = s.split('-').collect();
    let lens: Vec<usize> = groups.iter().map(|g| g.len()).collect();
    if lens != [8, 4, 4, 4, 12] {
        return None;
    }
    let hex: String = groups.concat();
    let mut out = [0u8; 16];
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    // Written back in lower case: only names written that way round-trip.
    hex.bytes()
        .all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(&c))
        .then_some(out)
}

/// One UDP candidate of component 1 (a data channel has no other).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Candidate {
    pub kind: Kind,
    pub address: Address,
    pub port: u16,
}

/// What a data channel's description needs (see the module's doc).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Description {
    pub setup: Setup,
    /// ICE username fragment and password: 4 to 256 and 22 to 256 ice-chars (RFC 8839).
    pub ufrag: String,
    pub pwd: String,
    /// The SHA-256 fingerprint of the DTLS certificate: what makes the channel private.
    pub fingerprint: [u8; 32],
    /// The media section's id (`a=mid`, `0` in today's browsers).
    pub mid: String,
    pub candidates: Vec<Candidate>,
}

/// Why a description cannot be carried.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SdpError {
    /// No `m=application … webrtc-datachannel` section: not a data channel's description.
    NoDataChannel,
    /// No or an unreadable `a=ice-ufrag`, `a=ice-pwd` or `a=mid`.
    NoIce,
    /// No `a=fingerprint:sha-256` (another hash or none).
    NoFingerprint,
    /// No or an unknown `a=setup`.
    NoSetup,
    /// Not one candidate this device could be reached at.
    NoCandidates,
}

impl fmt::Display for SdpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SdpError::NoDataChannel => "no data channel in the description",
            SdpError::NoIce => "no ICE credentials or media id in the description",
            SdpError::NoFingerprint => "no SHA-256 certificate fingerprint in the description",
            SdpError::NoSetup => "no DTLS role in the description",
            SdpError::NoCandidates => "no address to reach this device at",
        })
    }
}

/// Whether `s` is made of ice-chars (RFC 8839: ALPHA / DIGIT / "+" / "/") and `len` allows it.
fn ice_chars(s: &str, min: usize) -> bool {
    (min..=256).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

/// `AB:CD:…`, 32 bytes.
fn parse_fingerprint(s: &str) -> Option<[u8; 32]> {
    let parts: Vec<&str> = s.split(':').collect();
    if parts.len() != 32 {
        return None;
    }
    let mut out = [0u8; 32];
    for (b, p) in out.iter_mut().zip(parts) {
        if p.len() != 2 {
            return None;
        }
        *b = u8::from_str_radix(p, 16).ok()?;
    }
    Some(out)
}

/// `candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> …`
/// (RFC 8839 §5.1), kept when it is a UDP candidate of component 1 at an address a code can
/// carry; TCP candidates are left out (a data channel between browsers runs over UDP, or
/// through a TURN relay, whose candidates are UDP ones).
fn parse_candidate(value: &str) -> Option<Candidate> {
    let mut f = value.strip_prefix("candidate:")?.split_ascii_whitespace();
    let _foundation = f.next()?;
    let component = f.next()?;
    let transport = f.next()?;
    let _priority = f.next()?;
    let address = Address::parse(f.next()?)?;
    let port: u16 = f.next()?.parse().ok()?;
    if f.next()? != "typ" || component != "1" || !transport.eq_ignore_ascii_case("udp") {
        return None;
    }
    let kind = f.next()?;
    let kind = Kind::ALL.into_iter().find(|k| k.name() == kind)?;
    (port != 0).then_some(Candidate {
        kind,
        address,
        port,
    })
}

impl Description {
    /// Reads what a data channel needs from a browser's SDP (see the module's doc); the
    /// first media section is the data channel (the pages open only that one).
    pub fn strip(sdp: &str) -> Result<Description, SdpError> {
        let mut in_data = false;
        let mut seen_data = false;
        let (mut ufrag, mut pwd, mut mid) = (None, None, None);
        let (mut fingerprint, mut setup) = (None, None);
        let mut candidates: Vec<Candidate> = Vec::new();
        for line in sdp.lines().map(str::trim) {
            if let Some(m) = line.strip_prefix("m=") {
                if seen_data {
                    break;
                }
                in_data = m.starts_with("application ") && m.ends_with(" webrtc-datachannel");
                seen_data = in_data;
                continue;
            }
            let Some(attr) = line.strip_prefix("a=") else {
                continue;
            };
            let (name, value) = attr.split_once(':').unwrap_or((attr, ""));
            // ICE credentials, the fingerprint and the role may be at the session level.
            match name {
                "ice-ufrag" if ice_chars(value, 4) => ufrag = Some(value.to_owned()),
                "ice-pwd" if ice_chars(value, 22) => pwd = Some(value.to_owned()),
                "fingerprint" => {
                    if let Some(hex) = value.strip_prefix("sha-256 ") {
                        fingerprint = parse_fingerprint(hex.trim()).or(fingerprint);
                    }
                }
                "setup" => setup = Setup::ALL.into_iter().find(|s| s.name() == value),
                "mid" if in_data && ice_chars(value, 1) && value.len() <= 16 => {
                    mid = Some(value.to_owned())
                }
                "candidate" if in_data => {
                    let c = parse_candidate(attr);
                    if let Some(c) = c.filter(|c| !candidates.contains(c)) {
                        if candidates.len() < MAX_CANDIDATES {
                            candidates.push(c);
                        }
                    }
                }
                _ => {}
            }
        }
        if !seen_data {
            return Err(SdpError::NoDataChannel);
        }
        let (Some(ufrag), Some(pwd), Some(mid)) = (ufrag, pwd, mid) else {
            return Err(SdpError::NoIce);
        };
        let fingerprint = fingerprint.ok_or(SdpError::NoFingerprint)?;
        let setup = setup.ok_or(SdpError::NoSetup)?;
        if candidates.is_empty() {
            return Err(SdpError::NoCandidates);
        }
        Ok(Description {
            setup,
            ufrag,
            pwd,
            fingerprint,
            mid,
            candidates,
        })
    }

    /// The SDP a browser accepts for this description: a data channel's, as browsers
    /// write one, with each candidate's priority as RFC 8445 §5.1.2 recommends (local
    /// preference by order, the first highest).
    pub fn rebuild(&self) -> String {
        let mut s = String::with_capacity(640);
        let mut line = |l: &str| {
            s.push_str(l);
            s.push_str("\r\n");
        };
        line("v=0");
        line("o=- 1 2 IN IP4 127.0.0.1");
        line("s=-");
        line("t=0 0");
        line(&format!("a=group:BUNDLE {}", self.mid));
        line("m=application 9 UDP/DTLS/SCTP webrtc-datachannel");
        line("c=IN IP4 0.0.0.0");
        for (i, c) in self.candidates.iter().enumerate() {
            let local = 65535 - i as u32;
            let priority = (c.kind.preference() << 24) | (local << 8) | 255;
            let related = match c.kind {
                Kind::Host => "",
                _ => " raddr 0.0.0.0 rport 0",
            };
            line(&format!(
                "a=candidate:{i} 1 udp {priority} {} {} typ {}{related}",
                c.address,
                c.port,
                c.kind.name()
            ));
        }
        line("a=end-of-candidates");
        line(&format!("a=ice-ufrag:{}", self.ufrag));
        line(&format!("a=ice-pwd:{}", self.pwd));
        let hex: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        line(&format!("a=fingerprint:sha-256 {}", hex.join(":")));
        line(&format!("a=setup:{}", self.setup.name()));
        line(&format!("a=mid:{}", self.mid));
        line("a=sctp-port:5000");
        line("a=max-message-size:262144");
        s
    }
}

#[cfg(test)]
pub(crate) mod tests;
