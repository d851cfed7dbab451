//! The direct connection between two devices (issue 47), with no server of this project:
//! the invitation and the answer carry each side's WebRTC description, and the data
//! channel then joins the devices.
//!
//! - `sdp` — a data channel's description stripped to what the other device needs, and
//!   rebuilt from it;
//! - `code` — the invitation and the answer as bytes and digits (their format);
//! - `qr` — a code's link as a QR code in SVG;
//! - `peer` — the `RtcPeerConnection` and its data channel (in the browser);
//! - `relay` — the `BroadcastChannel` that hands an answer opened in another tab to the tab
//!   waiting for it (in the browser).

pub mod code;
pub mod peer;
pub mod qr;
pub mod relay;
pub mod sdp;
