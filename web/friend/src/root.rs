//! The two-device page's root: what the address asks (`route::Start`) taken through its
//! stages (`Stage`: the invitation made and shown, the answer made and shown, an answer
//! handed to the waiting tab, a refusal), the connection (`incerto_link::peer`) and the
//! relay between this device's tabs (`incerto_link::relay`) as effects beside a reducer of
//! one line per message. The screens are in `screens`.

use crate::check::{self, Problem};
use crate::route::{self, Start};
use crate::screens;
use crate::servers::Settings;
use crate::store::{FriendGame, Role, Store};
use incerto_app::state::clock::TimeControl;
use incerto_app::state::SideChoice;
use incerto_engine::{Color, Variant};
use incerto_link::code::{self, Answer, Code, GameSetup, Invitation, Purpose};
use incerto_link::peer::{Event, Peer, State};
use incerto_link::relay::{Heard, Relay};
use incerto_ui::browser;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How long an answer's tab waits for another tab to take its answer.
const RELAY_WAIT_MS: u32 = 1500;

/// What the game is, as both devices know it from the invitation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Game {
    pub id: u64,
    /// This device's side.
    pub side: Color,
    pub variant: Variant,
    pub clock: Option<TimeControl>,
}

/// Where the page is.
#[derive(Clone, PartialEq, Debug)]
pub enum Stage {
    /// Making this device's invitation, or its answer.
    Making { answer: bool },
    /// The invitation is shown; the answer is awaited.
    Inviting {
        invitation: Invitation,
        digits: String,
    },
    /// An invitation that asks for the public STUN server: this device is asked first.
    Consent {
        invitation: Invitation,
        digits: String,
    },
    /// The answer is shown; the inviting device is to open it.
    Answered { digits: String },
    /// An answer's tab, offering its answer to the tab that waits for it.
    Checking { digits: String },
    /// The answer went to the waiting tab.
    Passed,
    /// What the address asked cannot be done.
    Refused(Problem),
}

/// The page's state.
#[derive(Clone, PartialEq, Debug)]
pub struct Page {
    pub stage: Stage,
    /// The game, once known (the host's choice, or the invitation's).
    pub game: Option<Game>,
    /// The connection's state, once there is one.
    pub link: Option<State>,
    /// The other device said it is of this game (its first message).
    pub greeted: bool,
    /// Why the pasted answer was refused (the invitation stays).
    pub pasted: Option<Problem>,
}

pub enum Msg {
    Stage(Stage),
    Game(Game),
    Link(State),
    Greeted,
    Pasted(Option<Problem>),
    /// No tab took this tab's answer in time.
    NoTaker,
    /// A new connection is being made: the old one's state is gone.
    Fresh,
}

impl Reducible for Page {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut p = (*self).clone();
        match msg {
            Msg::Stage(stage) => p.stage = stage,
            Msg::Game(game) => p.game = Some(game),
            Msg::Link(state) => p.link = Some(state),
            Msg::Greeted => p.greeted = true,
            Msg::Pasted(problem) => p.pasted = problem,
            Msg::NoTaker if matches!(p.stage, Stage::Checking { .. }) => {
                p.stage = Stage::Refused(Problem::NoWaitingTab)
            }
            Msg::NoTaker => {}
            Msg::Fresh => {
                p.link = None;
                p.greeted = false;
                p.pasted = None;
            }
        }
        Rc::new(p)
    }
}

/// The minute it is (since 1970, UTC), as codes are stamped.
fn minute() -> u32 {
    (js_sys::Date::now() / 60_000.0) as u32
}

/// The connection and the relay, which live as long as the page.
#[derive(Default)]
struct Links {
    peer: Option<Peer>,
    relay: Option<Relay>,
}

/// The page's effects: each reads the state it needs and dispatches what happened.
#[derive(Clone)]
pub struct Actions {
    page: UseReducerHandle<Page>,
    links: Rc<RefCell<Links>>,
    settings: UseStateHandle<Settings>,
}

impl PartialEq for Actions {
    fn eq(&self, other: &Self) -> bool {
        self.page == other.page && self.settings == other.settings
    }
}

impl Actions {
    /// Makes this device's invitation to `game` (a new one with its setup, or to resume).
    pub fn invite_with(&self, game: Game, purpose: Purpose, stun: bool) {
        let d = self.page.dispatcher();
        d.dispatch(Msg::Game(game));
        d.dispatch(Msg::Fresh);
        d.dispatch(Msg::Stage(Stage::Making { answer: false }));
        self.links.borrow_mut().peer = None;
        let servers = self.settings.servers(stun);
        let (links, this) = (self.links.clone(), self.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let report = this.with_game(game).report();
            match Peer::offer(&servers, report).await {
                Ok((peer, offer)) => {
                    links.borrow_mut().peer = Some(peer);
                    // Kept at once, so that the invitation opened on this device is known
                    // as its own.
                    remember(game, Role::Host, minute(), None);
                    let invitation = Invitation {
                        game: game.id,
                        made: minute(),
                        stun,
                        side: game.side,
                        purpose,
                        offer,
                    };
                    let digits = code::write(&Code::Invitation(invitation.clone()));
                    d.dispatch(Msg::Stage(Stage::Inviting { invitation, digits }));
                }
                Err(e) => d.dispatch(Msg::Stage(Stage::Refused(Problem::Browser(e.to_string())))),
            }
        });
    }

    /// These actions with the game known (before the reducer has it).
    fn with_game(&self, game: Game) -> GameActions {
        GameActions {
            page: self.page.dispatcher(),
            links: self.links.clone(),
            game,
        }
    }

    /// Answers `invitation` (whose digits are `digits`).
    pub fn answer(&self, invitation: Invitation, digits: &str) {
        let d = self.page.dispatcher();
        let game = Game {
            id: invitation.game,
            side: !invitation.side,
            variant: Variant::Incerto,
            clock: None,
        };
        let store = Store::load();
        let game = match (invitation.purpose, store.game(invitation.game)) {
            (Purpose::New(setup), _) => Game {
                variant: setup.variant,
                clock: setup
                    .clock
                    .and_then(|(m, i)| TimeControl::checked(m.into(), i.into())),
                ..game
            },
            (Purpose::Resume, Some(g)) => Game {
                variant: g.variant,
                clock: g.clock,
                ..game
            },
            (Purpose::Resume, None) => game,
        };
        d.dispatch(Msg::Game(game));
        d.dispatch(Msg::Fresh);
        d.dispatch(Msg::Stage(Stage::Making { answer: true }));
        self.links.borrow_mut().peer = None;
        let servers = self.settings.servers(invitation.stun);
        let check = check::check_of(digits);
        let (links, this) = (self.links.clone(), self.with_game(game));
        wasm_bindgen_futures::spawn_local(async move {
            match Peer::answer(&servers, &invitation.offer, this.report()).await {
                Ok((peer, description)) => {
                    links.borrow_mut().peer = Some(peer);
                    let answer = Answer {
                        game: game.id,
                        made: minute(),
                        side: game.side,
                        invitation: check,
                        answer: description,
                    };
                    remember(game, Role::Guest, invitation.made, Some(check));
                    let digits = code::write(&Code::Answer(answer));
                    d.dispatch(Msg::Link(State::Connecting));
                    d.dispatch(Msg::Stage(Stage::Answered { digits }));
                }
                Err(e) => d.dispatch(Msg::Stage(Stage::Refused(Problem::Browser(e.to_string())))),
            }
        });
    }

    /// Takes an answer (pasted, or from another tab) to the invitation shown; `false` when
    /// it is not this invitation's (the reason is shown for a pasted one).
    pub fn take_answer(&self, text: &str) -> bool {
        let Stage::Inviting { invitation, digits } = &self.page.stage else {
            return false;
        };
        let d = self.page.dispatcher();
        let answer = match check::answer(text, minute(), invitation, check::check_of(digits)) {
            Ok(a) => a,
            Err(p) => {
                d.dispatch(Msg::Pasted(Some(p)));
                return false;
            }
        };
        d.dispatch(Msg::Pasted(None));
        d.dispatch(Msg::Link(State::Connecting));
        let links = self.links.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let accepted = links
                .borrow()
                .peer
                .as_ref()
                .map(|p| p.accept(&answer.answer));
            let Some(accepted) = accepted else {
                return;
            };
            if let Err(e) = accepted.await {
                d.dispatch(Msg::Stage(Stage::Refused(Problem::Browser(e.to_string()))));
            }
        });
        true
    }

    /// The connection settings, changed and stored.
    pub fn set_settings(&self, s: Settings) {
        s.save();
        self.settings.set(s);
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn page(&self) -> &Page {
        &self.page
    }
}

/// The actions of a connection being made, for one game.
struct GameActions {
    page: UseReducerDispatcher<Page>,
    links: Rc<RefCell<Links>>,
    game: Game,
}

impl GameActions {
    fn report(&self) -> Rc<dyn Fn(Event)> {
        let (d, links, g) = (self.page.clone(), self.links.clone(), self.game);
        Rc::new(move |e| match e {
            Event::State(s) => {
                if s == State::Connected {
                    if let Some(peer) = links.borrow().peer.as_ref() {
                        peer.send(hello(g.id, g.side).as_bytes());
                    }
                }
                d.dispatch(Msg::Link(s));
            }
            Event::Message(bytes) => {
                if bytes == hello(g.id, !g.side).as_bytes() {
                    let mut store = Store::load();
                    store.update(g.id, |kept| kept.connected = true);
                    store.save();
                    d.dispatch(Msg::Greeted);
                }
            }
        })
    }
}

/// The first message each device sends on the channel: the format, the game and its side,
/// so that each knows the other is of this game.
fn hello(game: u64, side: Color) -> String {
    format!("incerto-link {} {game:016x} {side}", code::VERSION)
}

/// Keeps `game` among this device's two-device games (as first kept: who invited first, and
/// when).
fn remember(game: Game, role: Role, made: u32, answered: Option<u16>) {
    let mut store = Store::load();
    let old = store.game(game.id).cloned();
    let (role, made) = old.as_ref().map_or((role, made), |g| (g.role, g.made));
    store.add(FriendGame {
        id: game.id,
        role,
        side: game.side,
        variant: game.variant,
        clock: game.clock,
        made,
        answered: answered.or(old.as_ref().and_then(|g| g.answered)),
        connected: old.is_some_and(|g| g.connected),
    });
    store.save();
    browser::replace_hash(&route::game_hash(game.id));
}

fn first_page() -> Page {
    Page {
        stage: Stage::Making {
            answer: browser::current_hash().starts_with("#/invite"),
        },
        game: None,
        link: None,
        greeted: false,
        pasted: None,
    }
}

#[function_component(FriendPage)]
pub fn friend_page() -> Html {
    let page = use_reducer(first_page);
    let links = use_mut_ref(Links::default);
    let settings = use_state(Settings::load);
    let actions = Actions {
        page: page.clone(),
        links: links.clone(),
        settings: settings.clone(),
    };
    let lang = incerto_app::storage::stored_lang().unwrap_or_else(browser::lang);
    use_effect_with((), move |_| browser::set_document_lang(lang));

    // The relay first (the start may post on it), with what it hears handled by the
    // current state.
    {
        let actions = actions.clone();
        let latest = use_mut_ref(|| actions.clone());
        *latest.borrow_mut() = actions.clone();
        use_effect_with((), move |_| {
            let heard: Rc<dyn Fn(Heard)> = Rc::new(move |h| {
                let a = latest.borrow().clone();
                relayed(&a, h);
            });
            actions.links.borrow_mut().relay = Relay::open(heard);
        });
    }
    // What the address asks, once.
    {
        let actions = actions.clone();
        use_effect_with((), move |_| start(&actions));
    }
    screens::page(lang, &actions)
}

/// Starts what the address asks.
fn start(actions: &Actions) {
    let d = actions.page.dispatcher();
    let refuse = |p| d.dispatch(Msg::Stage(Stage::Refused(p)));
    match route::parse(&browser::current_hash()) {
        Err(_) => refuse(Problem::BadAddress),
        Ok(Start::Host {
            variant,
            side,
            clock,
        }) => {
            let side = match side {
                SideChoice::Random => SideChoice::Random.resolve(browser::coin()),
                s => s.resolve(true),
            };
            let game = Game {
                id: browser::fresh_seed(),
                side,
                variant,
                clock,
            };
            actions.invite_with(game, Purpose::New(setup_of(game)), actions.settings.stun);
        }
        Ok(Start::Invitation(digits)) => {
            match check::invitation(&digits, minute(), &Store::load()) {
                Err(p) => refuse(p),
                Ok(invitation) if invitation.stun => {
                    d.dispatch(Msg::Stage(Stage::Consent { invitation, digits }))
                }
                Ok(invitation) => actions.answer(invitation, &digits),
            }
        }
        Ok(Start::Game(id)) => match Store::load().game(id) {
            None => refuse(Problem::UnknownGame),
            Some(kept) => {
                let game = Game {
                    id,
                    side: kept.side,
                    variant: kept.variant,
                    clock: kept.clock,
                };
                // The other device has the game once it answered or was connected.
                let purpose = if kept.connected || kept.role == Role::Guest {
                    Purpose::Resume
                } else {
                    Purpose::New(setup_of(game))
                };
                actions.invite_with(game, purpose, actions.settings.stun);
            }
        },
        Ok(Start::Answer(digits)) => match code::read(&digits) {
            Err(_) => refuse(Problem::Damaged),
            Ok(Code::Invitation(_)) => refuse(Problem::NotAnAnswer),
            Ok(Code::Answer(_)) => {
                d.dispatch(Msg::Stage(Stage::Checking {
                    digits: digits.clone(),
                }));
                if let Some(relay) = actions.links.borrow().relay.as_ref() {
                    relay.offer(&digits);
                }
                let d = d.clone();
                gloo::timers::callback::Timeout::new(RELAY_WAIT_MS, move || {
                    d.dispatch(Msg::NoTaker)
                })
                .forget();
            }
        },
    }
}

/// A new game's setup, as its invitation carries it.
fn setup_of(game: Game) -> GameSetup {
    GameSetup {
        variant: game.variant,
        clock: game.clock.map(|c| (c.minutes as u8, c.increment as u8)),
    }
}

/// What another tab said on the relay.
fn relayed(actions: &Actions, heard: Heard) {
    match heard {
        Heard::Offered(digits) => {
            let taken = matches!(actions.page.stage, Stage::Inviting { .. })
                && actions.page.link.is_none()
                && actions.take_answer(&digits);
            if taken {
                if let Some(relay) = actions.links.borrow().relay.as_ref() {
                    relay.taken(&digits);
                }
            } else {
                // Another tab's answer is no fault of this page's paste box.
                actions.page.dispatch(Msg::Pasted(None));
            }
        }
        Heard::Taken(digits) => {
            if matches!(&actions.page.stage, Stage::Checking { digits: mine } if *mine == digits) {
                actions.page.dispatch(Msg::Stage(Stage::Passed));
            }
        }
    }
}
