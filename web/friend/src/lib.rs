//! The two-device page (issue 47: a friend on another device), a page wasm of its own that
//! index.html's loader (Trunk.toml) starts for `#/friend…`, `#/invite?…` and `#/answer?…`:
//! the host's invitation, the friend's answer, and the direct connection they make
//! (web/link), with no server between the devices.
//!
//! - `route` — the page's addresses;
//! - `check` — whether a code may be used here, and why not (`Problem`);
//! - `store` — the two-device games this device takes part in;
//! - `servers` — the connection's settings: the public STUN server, the person's own;
//! - `root` — the page's state, reducer and effects (the connection, the relay);
//! - `screens` — what it draws.

pub mod check;
pub mod root;
pub mod route;
pub mod screens;
pub mod servers;
pub mod store;
