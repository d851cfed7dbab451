//! The WebRTC peer connection and its one data channel, in the browser. The description of
//! each side travels in the invitation and the answer, complete (ICE gathering is waited
//! for, so no candidate trickles later): no signalling server. The data channel is
//! negotiated (id 0 on both sides), reliable and ordered, and carries bytes.
//!
//! With no ICE server nothing outside the local network is contacted; `Servers` adds the
//! public STUN server when the person chooses it, and their own STUN or TURN servers.

use crate::sdp::{Description, SdpError};
use js_sys::{Array, Promise, Uint8Array};
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcDataChannelType, RtcIceGatheringState, RtcIceServer, RtcPeerConnection,
    RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit,
};

/// The public STUN server offered on the invitation screen: Google's, the best known. It
/// sees each device's public address (to tell it back), never the game, which goes
/// between the devices, encrypted.
pub const PUBLIC_STUN: &str = "stun:stun.l.google.com:19302";

/// How long the browser may look for its addresses when a server is asked (a STUN server
/// that does not answer takes this long); with none, gathering ends at once.
const GATHER_MS: i32 = 5000;

/// One of the person's own servers (the settings): `stun:…`, `turn:…` or `turns:…`, with a
/// TURN server's user name and password.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Server {
    pub url: String,
    pub username: String,
    pub credential: String,
}

/// The ICE servers of a connection.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Servers {
    /// The public STUN server (`PUBLIC_STUN`).
    pub public_stun: bool,
    pub own: Vec<Server>,
}

/// What the connection is doing, as the page shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum State {
    /// The description is made; the other side's is awaited, or the devices are trying
    /// to reach each other.
    Connecting,
    /// The channel is open.
    Connected,
    /// The devices lost each other; the browser is trying to reach the other again.
    Reconnecting,
    /// The devices never reached each other (ICE failed before the channel opened).
    Unreachable,
    /// The connection is gone (the other page was closed, or the network dropped it).
    Lost,
}

/// What the connection reports.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    State(State),
    Message(Vec<u8>),
}

/// Why a description could not be made or taken.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PeerError {
    /// The browser has no WebRTC, or refused the configuration (a malformed server).
    Unavailable(String),
    /// The browser's own description could not be carried.
    Description(SdpError),
    /// The browser refused the other side's description.
    Refused(String),
}

impl fmt::Display for PeerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PeerError::Unavailable(e) => write!(f, "no peer connection: {e}"),
            PeerError::Description(e) => e.fmt(f),
            PeerError::Refused(e) => write!(f, "the other description was refused: {e}"),
        }
    }
}

fn js_text(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "unknown error".to_owned())
}

/// A connection to the other device. Dropping it closes it.
pub struct Peer {
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    /// Whether the channel has ever opened: a failure before is `Unreachable`.
    opened: Rc<RefCell<bool>>,
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Peer {
    /// A new connection and its channel, reporting to `report`.
    fn new(servers: &Servers, report: Rc<dyn Fn(Event)>) -> Result<Peer, PeerError> {
        let config = RtcConfiguration::new();
        let list = Array::new();
        if servers.public_stun {
            let s = RtcIceServer::new();
            s.set_urls(&JsValue::from_str(PUBLIC_STUN));
            list.push(&s);
        }
        for own in &servers.own {
            let s = RtcIceServer::new();
            s.set_urls(&JsValue::from_str(&own.url));
            if !own.username.is_empty() {
                s.set_username(&own.username);
                s.set_credential(&own.credential);
            }
            list.push(&s);
        }
        config.set_ice_servers(&list);
        let pc = RtcPeerConnection::new_with_configuration(&config)
            .map_err(|e| PeerError::Unavailable(js_text(&e)))?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        let channel = pc.create_data_channel_with_data_channel_dict("incerto", &init);
        channel.set_binary_type(RtcDataChannelType::Arraybuffer);
        let opened = Rc::new(RefCell::new(false));
        let mut handlers: Vec<Closure<dyn FnMut(JsValue)>> = Vec::new();

        let (r, o) = (report.clone(), opened.clone());
        let on_open = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            *o.borrow_mut() = true;
            r(Event::State(State::Connected));
        });
        channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        handlers.push(on_open);

        let r = report.clone();
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let Some(e) = e.dyn_ref::<MessageEvent>() else {
                return;
            };
            let data = e.data();
            if data.is_instance_of::<js_sys::ArrayBuffer>() {
                r(Event::Message(Uint8Array::new(&data).to_vec()));
            }
        });
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        handlers.push(on_message);

        let r = report.clone();
        let on_close = Closure::<dyn FnMut(JsValue)>::new(move |_| r(Event::State(State::Lost)));
        channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        handlers.push(on_close);

        let (r, o, p) = (report, opened.clone(), pc.clone());
        let on_state = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            let state = match p.connection_state() {
                RtcPeerConnectionState::Connected if *o.borrow() => State::Connected,
                RtcPeerConnectionState::Disconnected => State::Reconnecting,
                RtcPeerConnectionState::Failed if !*o.borrow() => State::Unreachable,
                RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed => State::Lost,
                _ => return,
            };
            r(Event::State(state));
        });
        pc.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
        handlers.push(on_state);

        Ok(Peer {
            pc,
            channel,
            opened,
            _handlers: handlers,
        })
    }

    /// A connection that invites: its offer, complete with its candidates.
    pub async fn offer(
        servers: &Servers,
        report: Rc<dyn Fn(Event)>,
    ) -> Result<(Peer, Description), PeerError> {
        let peer = Peer::new(servers, report)?;
        let offer = JsFuture::from(peer.pc.create_offer())
            .await
            .map_err(|e| PeerError::Unavailable(js_text(&e)))?;
        let sdp = js_sys::Reflect::get(&offer, &"sdp".into())
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default();
        let description = peer.set_local(RtcSdpType::Offer, &sdp).await?;
        Ok((peer, description))
    }

    /// A connection that answers `offer`: its answer, complete with its candidates.
    pub async fn answer(
        servers: &Servers,
        offer: &Description,
        report: Rc<dyn Fn(Event)>,
    ) -> Result<(Peer, Description), PeerError> {
        let peer = Peer::new(servers, report)?;
        peer.set_remote(RtcSdpType::Offer, offer).await?;
        let answer = JsFuture::from(peer.pc.create_answer())
            .await
            .map_err(|e| PeerError::Unavailable(js_text(&e)))?;
        let sdp = js_sys::Reflect::get(&answer, &"sdp".into())
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default();
        let description = peer.set_local(RtcSdpType::Answer, &sdp).await?;
        Ok((peer, description))
    }

    /// Takes the answer to this connection's offer: the devices then reach each other.
    /// The future holds the connection, not this `Peer`.
    pub fn accept(
        &self,
        answer: &Description,
    ) -> impl std::future::Future<Output = Result<(), PeerError>> + 'static {
        self.set_remote(RtcSdpType::Answer, answer)
    }

    fn set_remote(
        &self,
        kind: RtcSdpType,
        d: &Description,
    ) -> impl std::future::Future<Output = Result<(), PeerError>> + 'static {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(&d.rebuild());
        let set = JsFuture::from(self.pc.set_remote_description(&init));
        async move {
            set.await
                .map(drop)
                .map_err(|e| PeerError::Refused(js_text(&e)))
        }
    }

    /// Sets the local description and waits for its candidates (`GATHER_MS` at most).
    async fn set_local(&self, kind: RtcSdpType, sdp: &str) -> Result<Description, PeerError> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(sdp);
        JsFuture::from(self.pc.set_local_description(&init))
            .await
            .map_err(|e| PeerError::Unavailable(js_text(&e)))?;
        let slot: Rc<RefCell<Option<js_sys::Function>>> = Rc::default();
        let (d, p) = (slot.clone(), self.pc.clone());
        let on_change = Closure::<dyn FnMut()>::new(move || {
            if p.ice_gathering_state() == RtcIceGatheringState::Complete {
                if let Some(done) = d.borrow().as_ref() {
                    let _ = done.call0(&JsValue::NULL);
                }
            }
        });
        self.pc
            .set_onicegatheringstatechange(Some(on_change.as_ref().unchecked_ref()));
        let pc = &self.pc;
        let gathered = Promise::new(&mut |done, _| {
            if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                let _ = done.call0(&JsValue::NULL);
            } else if let Some(w) = web_sys::window() {
                let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&done, GATHER_MS);
            }
            *slot.borrow_mut() = Some(done);
        });
        let _ = JsFuture::from(gathered).await;
        self.pc.set_onicegatheringstatechange(None);
        drop(on_change);
        let sdp = self
            .pc
            .local_description()
            .map(|d| d.sdp())
            .unwrap_or_default();
        Description::strip(&sdp).map_err(PeerError::Description)
    }

    /// Sends `bytes` on the channel; `false` when it is not open.
    pub fn send(&self, bytes: &[u8]) -> bool {
        self.channel.ready_state() == RtcDataChannelState::Open
            && self.channel.send_with_u8_array(bytes).is_ok()
    }

    /// Whether the channel has opened (and may still be open).
    pub fn has_opened(&self) -> bool {
        *self.opened.borrow()
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        self.channel.set_onclose(None);
        self.pc.set_onconnectionstatechange(None);
        self.channel.close();
        self.pc.close();
    }
}
