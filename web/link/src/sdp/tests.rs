//! The descriptions of real browsers stripped and rebuilt: Chromium's offer and answer as
//! it wrote them on this machine (mDNS names, then plain addresses and a STUN server's
//! candidate), Firefox's layout (the fingerprint at the session level), and what is refused.

use super::*;

/// Chromium 156's offer, mDNS names hiding the local addresses (its default).
pub(crate) const CHROMIUM_OFFER: &str = "v=0\r
o=- 4634135108391195092 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:2075301742 1 udp 2113937151 c693844f-b59e-4c68-9b9f-13a9e1d4aed2.local 38625 typ host generation 0 network-cost 999\r
a=candidate:2093022174 1 udp 2113942271 f90c7018-17a0-4768-a95b-dd477f4382e7.local 55378 typ host generation 0 network-cost 999\r
a=ice-ufrag:t2/H\r
a=ice-pwd:61seMhChldirW0h/r0qTmyab\r
a=ice-options:trickle\r
a=fingerprint:sha-256 C1:52:81:DF:D3:37:A2:AF:F3:88:4C:D5:4A:34:7E:C8:48:6B:C5:C0:20:6F:19:9B:6A:73:34:51:C2:09:7E:1C\r
a=setup:actpass\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

/// Chromium's answer with the local addresses shown (tests' launch flags), TCP candidates,
/// loopback and a server-reflexive candidate.
const CHROMIUM_ANSWER: &str = "v=0\r
o=- 4220047466086245474 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:1930460277 1 udp 2122194687 127.0.0.1 45667 typ host generation 0 network-id 3 network-cost 50\r
a=candidate:2544930529 1 udp 2122063615 192.0.2.2 51767 typ host generation 0 network-id 1\r
a=candidate:1648127741 1 udp 2122267903 ::1 39944 typ host generation 0 network-id 4 network-cost 50\r
a=candidate:1557548801 1 udp 2122134271 fd00::2 38183 typ host generation 0 network-id 2\r
a=candidate:505301640 1 tcp 1518214911 127.0.0.1 9 typ host tcptype active generation 0 network-id 3 network-cost 50\r
a=candidate:842163049 1 udp 1686052607 203.0.113.7 61234 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-id 1\r
a=ice-ufrag:erLh\r
a=ice-pwd:SygMerJvpgazbezkulIZ2SBB\r
a=fingerprint:sha-256 01:F8:54:EE:5E:A4:58:A6:67:00:C1:D9:35:24:95:54:FF:B8:DE:EA:61:6F:42:CF:CC:95:1A:2D:EE:3B:54:12\r
a=setup:active\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

/// Firefox's layout: credentials after the candidates, the fingerprint at the session level.
const FIREFOX_OFFER: &str = "v=0\r
o=mozilla...THIS_IS_SDPARTA-99.0 7355934011384727553 0 IN IP4 0.0.0.0\r
s=-\r
t=0 0\r
a=fingerprint:sha-256 6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r
a=group:BUNDLE 0\r
a=ice-options:trickle\r
a=msid-semantic:WMS *\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:0 1 UDP 2122252543 0c6ea5b4-93c2-4a4c-9c5c-5f6a5d1b2e3f.local 54321 typ host\r
a=candidate:1 1 TCP 2105524479 0c6ea5b4-93c2-4a4c-9c5c-5f6a5d1b2e3f.local 9 typ host tcptype active\r
a=sendrecv\r
a=end-of-candidates\r
a=ice-pwd:3a9c2f1b0e8d7c6b5a4f3e2d1c0b9a88\r
a=ice-ufrag:9f8e7d6c\r
a=mid:0\r
a=setup:actpass\r
a=sctp-port:5000\r
a=max-message-size:1073741823\r
";

#[test]
fn strips_chromiums_offer_to_its_credentials_fingerprint_and_mdns_candidates() {
    let d = Description::strip(CHROMIUM_OFFER).unwrap();
    assert_eq!(d.setup, Setup::ActPass);
    assert_eq!(
        (d.ufrag.as_str(), d.pwd.as_str()),
        ("t2/H", "61seMhChldirW0h/r0qTmyab")
    );
    assert_eq!(d.mid, "0");
    assert_eq!(&d.fingerprint[..3], &[0xC1, 0x52, 0x81]);
    assert_eq!(d.fingerprint[31], 0x1C);
    assert_eq!(d.candidates.len(), 2);
    assert_eq!(d.candidates[0].kind, Kind::Host);
    assert_eq!(d.candidates[0].port, 38625);
    assert_eq!(
        d.candidates[0].address.to_string(),
        "c693844f-b59e-4c68-9b9f-13a9e1d4aed2.local"
    );
    assert!(d.candidates.iter().all(|c| c.address.is_hidden()));
}

#[test]
fn keeps_udp_candidates_of_every_address_kind_and_drops_tcp() {
    let d = Description::strip(CHROMIUM_ANSWER).unwrap();
    assert_eq!(d.setup, Setup::Active);
    let shown: Vec<String> = d
        .candidates
        .iter()
        .map(|c| format!("{} {} {}", c.kind.name(), c.address, c.port))
        .collect();
    assert_eq!(
        shown,
        [
            "host 127.0.0.1 45667",
            "host 192.0.2.2 51767",
            "host ::1 39944",
            "host fd00::2 38183",
            "srflx 203.0.113.7 61234",
        ]
    );
}

#[test]
fn reads_firefoxs_session_level_fingerprint() {
    let d = Description::strip(FIREFOX_OFFER).unwrap();
    assert_eq!(d.fingerprint[0], 0x6B);
    assert_eq!(d.ufrag, "9f8e7d6c");
    assert_eq!(d.candidates.len(), 1);
}

#[test]
fn a_rebuilt_description_strips_to_itself() {
    for sdp in [CHROMIUM_OFFER, CHROMIUM_ANSWER, FIREFOX_OFFER] {
        let d = Description::strip(sdp).unwrap();
        let rebuilt = d.rebuild();
        assert_eq!(Description::strip(&rebuilt).unwrap(), d, "{rebuilt}");
    }
}

#[test]
fn rebuilds_the_lines_a_browser_needs() {
    let rebuilt = Description::strip(CHROMIUM_ANSWER).unwrap().rebuild();
    let lines: Vec<&str> = rebuilt.split("\r\n").collect();
    assert_eq!(lines[0], "v=0");
    assert!(lines.contains(&"m=application 9 UDP/DTLS/SCTP webrtc-datachannel"));
    assert!(lines.contains(&"a=setup:active"));
    assert!(lines.contains(&"a=sctp-port:5000"));
    // Host candidates rank above the reflexive one, and the first above the second.
    assert!(lines.contains(&"a=candidate:0 1 udp 2130706431 127.0.0.1 45667 typ host"));
    assert!(lines.contains(&"a=candidate:1 1 udp 2130706175 192.0.2.2 51767 typ host"));
    assert!(lines.contains(
        &"a=candidate:4 1 udp 1694497791 203.0.113.7 61234 typ srflx raddr 0.0.0.0 rport 0"
    ));
    assert!(rebuilt.ends_with("\r\n"));
}

#[test]
fn refuses_what_it_cannot_carry() {
    let without = |prefix: &str| -> String {
        CHROMIUM_OFFER
            .split("\r\n")
            .filter(|l| !l.starts_with(prefix))
            .map(|l| format!("{l}\r\n"))
            .collect()
    };
    assert_eq!(Description::strip(""), Err(SdpError::NoDataChannel));
    assert_eq!(
        Description::strip(&CHROMIUM_OFFER.replace("webrtc-datachannel", "0")),
        Err(SdpError::NoDataChannel)
    );
    assert_eq!(
        Description::strip(&without("a=ice-pwd")),
        Err(SdpError::NoIce)
    );
    assert_eq!(Description::strip(&without("a=mid")), Err(SdpError::NoIce));
    assert_eq!(
        Description::strip(&CHROMIUM_OFFER.replace("sha-256", "sha-1")),
        Err(SdpError::NoFingerprint)
    );
    assert_eq!(
        Description::strip(&without("a=setup")),
        Err(SdpError::NoSetup)
    );
    assert_eq!(
        Description::strip(&without("a=candidate")),
        Err(SdpError::NoCandidates)
    );
    // A host name other than a browser's mDNS name is no address a code carries.
    assert_eq!(
        Description::strip(
            &CHROMIUM_OFFER
                .replace("-b59e-4c68-9b9f-13a9e1d4aed2", "")
                .replace("f90c7018-17a0-4768-a95b-dd477f4382e7.local", "example.org")
        ),
        Err(SdpError::NoCandidates)
    );
}

#[test]
fn never_panics_on_garbage() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let pieces = [
        "a=candidate:",
        "1 ",
        "udp ",
        "typ ",
        "host",
        "srflx",
        ".local",
        "a=ice-ufrag:",
        "a=ice-pwd:",
        "a=fingerprint:sha-256 ",
        "AB:",
        "a=setup:",
        "actpass",
        "a=mid:",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "\r\n",
        "::",
        "1.2.3.4 ",
        "65535",
        "é",
        "\u{0}",
    ];
    for _ in 0..20_000 {
        let mut s = String::new();
        for _ in 0..24 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            s.push_str(pieces[(seed % pieces.len() as u64) as usize]);
        }
        let _ = Description::strip(&s);
    }
}
