//! Which game is on: starting one, following a link, keeping unfinished games aside and
//! asking "Leave the current game?" before replacing one that is at stake. A link or a
//! button never silently discards a game under way, and a deal whose game is unfinished is
//! never dealt again.

use super::clock::Clocks;
use super::seat::Mode;
use super::session::{Session, Tracked};
use super::settings::{Level, NewGame, Opponent, SideChoice};
use super::{AppState, Screen};
use incerto_engine::{Game, GameRecord, RecordError, Variant};
use incerto_ui::i18n::Key;
use std::rc::Rc;

/// A game the person left unfinished, kept aside to be resumed (storage.rs keeps these too).
#[derive(Clone, Debug)]
pub struct Kept {
    /// Unique in this page's life; the list is compared by ids.
    pub id: u64,
    pub game: Rc<Game>,
    pub mode: Mode,
    pub seed: u64,
    /// Its clocks, stopped, if it is played with them.
    pub clocks: Option<Clocks>,
}

impl PartialEq for Kept {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Kept {
    fn same_deal(&self, new: &NewGame) -> bool {
        self.game.variant() == new.variant && self.seed == new.seed
    }
}

/// At most this many games are kept aside; leaving one more drops the oldest, and the
/// question before it says so.
pub const MAX_KEPT: usize = 8;

/// What the person asked for over a game at stake, waiting for their answer to "Leave the
/// current game?".
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Leave {
    /// Start this game (a link, or the new-game form).
    Start(NewGame),
    /// Resume the kept game with this id. `same_deal`: a link asked for this game's deal,
    /// which is never dealt again while a game of it is unfinished.
    Resume { id: u64, same_deal: bool },
    /// Open a saved game (a record file, pasted text or a replay link).
    Open(Box<Opened>),
}

/// A saved game to open: its record (already checked: it replays) and how to show it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Opened {
    pub record: GameRecord,
    /// How an unfinished game goes on (the new-game form's choice); a finished game opens
    /// as a replay from its first position, every piece shown.
    pub mode: Mode,
}

/// What the page was asked to show by its URL, already checked and with its random parts
/// decided (`route::target`, with a coin the root tosses).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Target {
    /// No route: resume a stored game, else the new-game screen.
    Home,
    /// The new-game screen, with the form preset from the link.
    New {
        variant: Option<Variant>,
        opponent: Option<Opponent>,
        side: Option<SideChoice>,
        level: Option<Level>,
        seed: Option<u64>,
    },
    /// A game: shown if a game of this deal is under way (here or kept aside), else
    /// started, after asking if that would replace a game at stake.
    Play(NewGame),
    /// A finished game's replay link (`#/replay?…`), read and checked, or why not.
    Replay(Result<Box<GameRecord>, String>),
    /// An address of the lessons page (`#/learn…`, read there: `route::is_lessons_page`)
    /// or the embed page's (`#/embed?…`): another page's, which the app's page loads.
    Lessons,
    /// The analysis page's address (`#/analysis`): the stored finished game's analysis.
    Analysis,
    /// A link that could not be read.
    Bad(String),
}

impl AppState {
    /// Starts (or restarts) a game and shows it.
    pub fn start(&mut self, new: NewGame) {
        let rev = self.next();
        // The form's seed is now this game's: it must not be shown while the game is on.
        self.seed_text.clear();
        let game = Game::new(new.variant, new.seed);
        let clocks = new.clock.map(Clocks::new);
        self.session = Some(Session::new(game, new.mode, new.seed, rev).with_clocks(clocks));
        self.screen = Screen::Play;
    }

    /// Adopts the kept games found in storage (newest first), each with a fresh id.
    pub fn keep_loaded(&mut self, games: Vec<(Game, Mode, u64, Option<Clocks>)>) {
        for (game, mode, seed, clocks) in games.into_iter().take(MAX_KEPT) {
            let id = self.next();
            self.kept.push(Kept {
                id,
                game: Rc::new(game),
                mode,
                seed,
                clocks,
            });
        }
    }

    /// Adopts a game restored from storage (or kept aside).
    pub fn resume(&mut self, game: Game, mode: Mode, seed: u64, clocks: Option<Clocks>) {
        let rev = self.next();
        let mut s = Session::new(game, mode, seed, rev).with_clocks(clocks);
        if mode.passes_device() && !s.is_over() {
            // Whoever holds the device now may not be the player to move.
            s.handover = Some(s.game().turn());
        }
        self.session = Some(s);
        self.screen = Screen::Play;
    }

    /// Opens the game a link or the new-game form asks for. A deal with an unfinished game
    /// here is never dealt again (that would undo what its players have seen, an Incerto
    /// selection above all): that game is shown instead. Otherwise the game starts, after
    /// asking if it would replace a game at stake.
    pub fn open(&mut self, new: NewGame) {
        if let Some(s) = self.session.as_ref().filter(|s| s.same_deal(&new)) {
            let same_mode = s.mode.same_setup(new.mode);
            if same_mode || s.at_stake() {
                if !same_mode {
                    self.notify(Key::SameDealInPlay, None);
                }
                self.asking = None;
                self.screen = Screen::Play;
                return;
            }
        }
        let kept = self
            .kept
            .iter()
            .find(|k| k.same_deal(&new))
            .map(|k| Leave::Resume {
                id: k.id,
                same_deal: !k.mode.same_setup(new.mode),
            });
        self.request(kept.unwrap_or(Leave::Start(new)));
    }

    /// The person asks to resume a kept game (after the question, if the current one is at
    /// stake).
    pub fn resume_kept(&mut self, id: u64) {
        if self.kept.iter().any(|k| k.id == id) {
            self.request(Leave::Resume {
                id,
                same_deal: false,
            });
        }
    }

    /// The answer to "Leave the current game?": leave it (kept aside) for what was asked.
    pub fn leave(&mut self) {
        if let Some(leave) = self.asking.take() {
            self.perform(leave);
        }
    }

    /// The answer to "Leave the current game?": keep playing it.
    pub fn stay(&mut self) {
        self.asking = None;
        self.show_game();
    }

    /// "Analyse" (or the analysis page's address): the analysis screen, which the analysis
    /// page (web/analysis) draws and where it analyses a finished game. With no finished
    /// game the screen says so.
    pub fn analyse(&mut self) {
        self.screen = Screen::Analysis;
        if !self.session.as_ref().is_some_and(Session::is_over) {
            self.notify(Key::NothingToAnalyse, None);
        }
    }

    /// Shows the game, if there is one.
    pub fn show_game(&mut self) {
        if self.session.is_some() {
            self.screen = Screen::Play;
        }
    }

    /// Does what was asked at once if the current game holds nothing to lose; else asks.
    fn request(&mut self, leave: Leave) {
        if self.session.as_ref().is_some_and(Session::at_stake) {
            self.asking = Some(leave);
        } else {
            self.perform(leave);
        }
    }

    /// Replaces the current game as asked; a game at stake is kept aside first.
    fn perform(&mut self, leave: Leave) {
        self.asking = None;
        let resumed = match leave {
            Leave::Resume { id, same_deal } => {
                let Some(i) = self.kept.iter().position(|k| k.id == id) else {
                    return;
                };
                Some((self.kept.remove(i), same_deal))
            }
            Leave::Start(_) | Leave::Open(_) => None,
        };
        if let Some(s) = self.session.take().filter(Session::at_stake) {
            let id = self.next();
            let clocks = s.clocks;
            let Tracked { game, .. } = s.tracked;
            self.kept.insert(
                0,
                Kept {
                    id,
                    game,
                    mode: s.mode,
                    seed: s.seed,
                    clocks,
                },
            );
            self.kept.truncate(MAX_KEPT);
            self.notify(Key::GameKept, None);
        }
        match (leave, resumed) {
            (Leave::Start(new), _) => self.start(new),
            (Leave::Open(opened), _) => self.adopt(*opened),
            (_, Some((k, same_deal))) => {
                self.resume(Rc::unwrap_or_clone(k.game), k.mode, k.seed, k.clocks);
                if same_deal {
                    self.notify(Key::SameDealInPlay, None);
                }
            }
            _ => {}
        }
    }

    /// After the result, the same setup again: a new deal from `seed`, or with `None` the
    /// finished game's own deal. Nothing happens before the result: a rematch would discard
    /// the game, and replaying its deal would hand out every identity of a game in progress.
    pub fn again(&mut self, seed: Option<u64>) {
        if let Some(s) = self.session.as_ref().filter(|s| s.is_over()) {
            let new = NewGame {
                variant: s.variant(),
                seed: seed.unwrap_or(s.seed),
                mode: s.mode,
                clock: s.clocks.map(|c| c.control),
            };
            self.start(new);
        }
    }

    /// Opens a saved game's record (a file or pasted text): refused with a notice, and
    /// nothing changed, unless it replays through the rules; an unfinished game goes on
    /// with `mode`. It replaces the game on screen only after asking, as a link does.
    pub fn open_record(&mut self, text: &str, mode: Mode) {
        // The record's JSON read as the engine's `Game::from_json` does (incerto_ui::json).
        let read = incerto_ui::json::from_str::<GameRecord>(text)
            .map_err(RecordError::Json)
            .and_then(|r| Game::from_record(&r));
        match read {
            Ok(g) if g.seed().is_none() => self.notify(
                Key::RecordRefused,
                Some("the record starts from a position, not from a deal of this app".into()),
            ),
            Ok(g) => self.request(Leave::Open(Box::new(Opened {
                record: g.record(),
                mode,
            }))),
            Err(e) => self.notify(Key::RecordRefused, Some(e.to_string())),
        }
    }

    /// Shows a checked saved game: a finished one as a replay from its start with every
    /// piece shown, an unfinished one to play on.
    fn adopt(&mut self, opened: Opened) {
        // Checked when it was read, so this cannot fail; if it did, say so and stay.
        let (game, seed) = match Game::from_record(&opened.record) {
            Ok(g) => {
                let seed = g.seed().unwrap_or(0);
                (g, seed)
            }
            Err(e) => return self.notify(Key::RecordRefused, Some(e.to_string())),
        };
        if game.is_over() {
            self.resume(game, Mode::Human, seed, None);
            if let Some(s) = self.session.as_mut() {
                s.reveal_all = true;
                s.cursor = Some(0);
                s.refresh();
            }
        } else {
            self.resume(game, opened.mode, seed, None);
        }
    }

    /// Follows what the URL asks for.
    pub fn navigate(&mut self, target: Target) {
        match target {
            Target::Home => {
                self.screen = if self.session.is_some() {
                    Screen::Play
                } else {
                    Screen::NewGame
                }
            }
            Target::New {
                variant,
                opponent,
                side,
                level,
                seed,
            } => {
                let s = &mut self.settings;
                s.variant = variant.unwrap_or(s.variant);
                s.opponent = opponent.unwrap_or(s.opponent);
                s.side = side.unwrap_or(s.side);
                s.level = level.unwrap_or(s.level);
                if let Some(seed) = seed {
                    self.seed_text = seed.to_string();
                }
                self.screen = Screen::NewGame;
            }
            Target::Play(new) => self.open(new),
            Target::Replay(Ok(record)) => self.request(Leave::Open(Box::new(Opened {
                record: *record,
                mode: Mode::Human,
            }))),
            Target::Replay(Err(detail)) => {
                self.notify(Key::BadGameLink, Some(detail));
                if self.session.is_none() {
                    self.screen = Screen::NewGame;
                }
            }
            // The lessons page reads the address itself (web/learn); the app's page
            // loads that page for it (`root.rs`).
            Target::Lessons => self.screen = Screen::Learn,
            Target::Analysis => self.analyse(),
            Target::Bad(detail) => {
                self.notify(Key::BadLink, Some(detail));
                self.screen = Screen::NewGame;
            }
        }
    }
}
