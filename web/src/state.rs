//! The app's one state (screen, settings, the game being played, notices), the `Action`s that
//! change it, and `reduce`, which applies them. The reducer is pure: storage, the computer's
//! thinking, timers and randomness happen in effects and event handlers, which dispatch the
//! results here.

use crate::i18n::{Key, Lang};
use incerto_engine::bot::Step;
use incerto_engine::{
    Action as Move, ActionKind, ActionView, Color, Game, Pending, PlayerView, Role, Square,
    StepOutcome, Variant,
};
use std::rc::Rc;
use yew::Reducible;

/// Who plays the other side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opponent {
    Computer,
    Human,
}

impl Opponent {
    pub const ALL: [Opponent; 2] = [Opponent::Computer, Opponent::Human];

    pub fn name(self) -> &'static str {
        match self {
            Opponent::Computer => "computer",
            Opponent::Human => "human",
        }
    }

    pub fn parse(s: &str) -> Option<Opponent> {
        Opponent::ALL.into_iter().find(|o| o.name() == s)
    }
}

/// The side asked for on the new-game screen; `Random` is resolved when the game starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SideChoice {
    White,
    Black,
    Random,
}

impl SideChoice {
    pub const ALL: [SideChoice; 3] = [SideChoice::White, SideChoice::Black, SideChoice::Random];

    pub fn name(self) -> &'static str {
        match self {
            SideChoice::White => "white",
            SideChoice::Black => "black",
            SideChoice::Random => "random",
        }
    }

    pub fn parse(s: &str) -> Option<SideChoice> {
        SideChoice::ALL.into_iter().find(|o| o.name() == s)
    }

    /// The colour this choice gives; `coin` decides `Random` (the caller draws it, so the
    /// reducer stays deterministic).
    pub fn resolve(self, coin: bool) -> Color {
        match self {
            SideChoice::White => Color::White,
            SideChoice::Black => Color::Black,
            SideChoice::Random if coin => Color::White,
            SideChoice::Random => Color::Black,
        }
    }
}

/// Computer levels offered on the new-game screen. Until the real bot lands every level
/// plays uniformly random moves, and the screen says so.
pub const LEVELS: [u8; 3] = [1, 2, 3];

/// What the player chose last time; remembered across visits (storage.rs).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Settings {
    pub lang: Lang,
    pub variant: Variant,
    pub opponent: Opponent,
    pub side: SideChoice,
    pub level: u8,
    pub coordinates: bool,
}

impl Settings {
    pub fn new(lang: Lang) -> Settings {
        Settings {
            lang,
            variant: Variant::Incerto,
            opponent: Opponent::Computer,
            side: SideChoice::White,
            level: 1,
            coordinates: true,
        }
    }
}

/// How a game is played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Against the computer; the person plays `human`.
    Computer { human: Color, level: u8 },
    /// Two people pass one device.
    Human,
}

/// A game to start: everything random is already decided.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewGame {
    pub variant: Variant,
    pub seed: u64,
    pub mode: Mode,
}

/// A game with a revision number that changes whenever the game does, so the state can be
/// compared cheaply (the engine's `Game` has no equality) and effects can key on it.
#[derive(Clone, Debug)]
pub struct Tracked {
    pub game: Game,
    pub rev: u64,
}

impl PartialEq for Tracked {
    fn eq(&self, other: &Self) -> bool {
        self.rev == other.rev
    }
}

/// Draw-offer messages for the panel (not notices: they belong to the game).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawNote {
    /// The computer declined the person's offer.
    Declined,
    /// The person offered the computer a draw; the answer is on its way.
    Offered,
    /// Pass-and-play: the offer will be put to the other player at the hand-over.
    OfferedToHuman,
}

/// The game in progress (or just finished) and how it is shown.
#[derive(Clone, PartialEq, Debug)]
pub struct Session {
    pub tracked: Tracked,
    pub mode: Mode,
    pub seed: u64,
    /// Replay: the number of actions shown; `None` is the live position.
    pub cursor: Option<usize>,
    /// 8×8 games: the square of the piece the player has picked in the UI (the engine has
    /// no such state there; in Incerto the engine's own selection is used instead).
    pub pick: Option<Square>,
    /// Pass-and-play: the board is hidden until this player takes the device.
    pub handover: Option<Color>,
    /// Whose view the board shows: the person against the computer, or whoever holds the
    /// device in pass-and-play.
    pub device: Color,
    /// The board turned round from its default (the viewer's side at the bottom).
    pub flipped: bool,
    /// After the game: show every piece (the all-seeing view).
    pub reveal_all: bool,
    pub info: Option<DrawNote>,
}

impl Session {
    pub fn new(game: Game, mode: Mode, seed: u64, rev: u64) -> Session {
        let device = match mode {
            Mode::Computer { human, .. } => human,
            Mode::Human => game.turn(),
        };
        Session {
            tracked: Tracked { game, rev },
            mode,
            seed,
            cursor: None,
            pick: None,
            handover: None,
            device,
            flipped: false,
            reveal_all: false,
            info: None,
        }
    }

    pub fn game(&self) -> &Game {
        &self.tracked.game
    }

    pub fn variant(&self) -> Variant {
        self.game().variant()
    }

    pub fn is_over(&self) -> bool {
        self.game().is_over()
    }

    pub fn human(&self) -> Option<Color> {
        match self.mode {
            Mode::Computer { human, .. } => Some(human),
            Mode::Human => None,
        }
    }

    /// The computer's colour, if it plays.
    pub fn computer(&self) -> Option<Color> {
        self.human().map(|h| !h)
    }

    /// The view of the live position the board shows.
    pub fn live_view(&self) -> PlayerView {
        if self.reveal_all && self.is_over() {
            self.game().view(None)
        } else {
            self.game().view(Some(self.device))
        }
    }

    /// The view of the position after the first `n` actions, as the device's player saw
    /// it then: the record is cut there and replayed through the rules.
    pub fn view_at(&self, n: usize) -> PlayerView {
        let mut record = self.game().record();
        record.actions.truncate(n);
        record.selected = None;
        record.result = None;
        record.draw_offer = None;
        let viewer = (!(self.reveal_all && self.is_over())).then_some(self.device);
        match Game::from_record(&record) {
            Ok(g) => g.view(viewer),
            // Cannot happen (these actions were played), but never panic: show live.
            Err(_) => self.live_view(),
        }
    }

    /// The view on screen: the replayed one while stepping through the moves.
    pub fn shown_view(&self) -> PlayerView {
        match self.cursor {
            Some(n) => self.view_at(n),
            None => self.live_view(),
        }
    }

    /// The person looking at the board may act now.
    pub fn can_act(&self) -> bool {
        self.cursor.is_none()
            && self.handover.is_none()
            && !self.is_over()
            && self.game().turn() == self.device
            && self.human().is_none_or(|h| h == self.device)
    }

    /// Nobody has done anything yet: no action, no disc picked up, no offer. Such a game
    /// holds nothing to lose (and nobody has seen anything of its deal).
    pub fn untouched(&self) -> bool {
        let g = self.game();
        g.history().is_empty() && g.pending().is_none() && g.draw_offer().is_none()
    }

    /// Leaving this game would lose something: it is under way and not finished. A link or
    /// a button asks before replacing such a game, and keeps it aside if the person leaves.
    pub fn at_stake(&self) -> bool {
        !self.is_over() && !self.untouched()
    }

    /// This game was dealt from `new`'s variant and seed.
    pub fn same_deal(&self, new: &NewGame) -> bool {
        self.variant() == new.variant && self.seed == new.seed
    }

    /// Why undo is not possible now, if it is offered at all: `Some(reason)` while a turn is
    /// half-done (an Incerto disc picked up, a promotion waiting for its piece). Undo is
    /// a practice aid against the computer only, and takes back whole turns: never a
    /// standing selection, whose identity has been seen ([D] RULES.md §1).
    pub fn undo_blocked(&self) -> Option<UndoBlock> {
        match self.game().pending() {
            Some(Pending::Selected(_)) => Some(UndoBlock::Selected),
            Some(Pending::Promotion { .. }) => Some(UndoBlock::Promotion),
            None => None,
        }
    }

    /// Whether the undo button is shown at all: against the computer, while the game is on.
    /// Not in pass-and-play (the opponent is a person who saw the move) and never after
    /// the result (the game, and after "Show all pieces" every identity, is settled).
    pub fn offers_undo(&self) -> bool {
        matches!(self.mode, Mode::Computer { .. }) && !self.is_over()
    }

    /// How many actions undo takes back: to just before the person's last action, so it
    /// is their turn again (their turn and the computer's reply, if any). `None` when
    /// undo is not possible now.
    pub fn undo_actions(&self) -> Option<usize> {
        if !self.offers_undo() || self.undo_blocked().is_some() {
            return None;
        }
        let human = self.human()?;
        let h = self.game().history();
        let last = h.iter().rposition(|p| p.color == human)?;
        Some(h.len() - last)
    }

    /// Against the computer: whether a whole turn of the person can be taken back now.
    pub fn can_undo(&self) -> bool {
        self.undo_actions().is_some()
    }

    /// Squares the board marks for the piece the player is about to move: (selected,
    /// available, capturable).
    pub fn marks(&self, view: &PlayerView) -> (Option<Square>, Vec<Square>, Vec<Square>) {
        if self.cursor.is_some() || !self.can_act() {
            return (None, Vec::new(), Vec::new());
        }
        if self.variant() == Variant::Incerto {
            return (
                view.selected,
                view.available.clone(),
                view.capturable.clone(),
            );
        }
        let Some(pick) = self.pick else {
            return (None, Vec::new(), Vec::new());
        };
        let (capturable, available) = view
            .dests()
            .targets(pick)
            .iter()
            .partition(|&&to| view.piece_at(to).is_some_and(|p| p.color != view.turn));
        (Some(pick), available, capturable)
    }

    /// Hidden Random Chess: the picked piece is face down and may be flipped.
    pub fn can_flip_pick(&self, view: &PlayerView) -> bool {
        self.pick
            .is_some_and(|p| view.legal_actions.contains(&Move::Flip(p)))
    }
}

/// Why the undo button is disabled while a turn is half-done.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UndoBlock {
    /// An Incerto disc is picked up: it has been seen and must move.
    Selected,
    /// A pawn has reached the last rank and waits for its new piece.
    Promotion,
}

/// Two modes are the same setup: both pass-and-play, or the person on the same side
/// against the computer (the level may differ).
fn same_setup(a: Mode, b: Mode) -> bool {
    match (a, b) {
        (Mode::Human, Mode::Human) => true,
        (Mode::Computer { human: a, .. }, Mode::Computer { human: b, .. }) => a == b,
        _ => false,
    }
}

/// Skipped turns the viewer should still see: among the last two actions (one round),
/// each skip whose disc has not moved or been taken since. The board marks them with a
/// cross and the panel names them.
pub fn recent_skips(view: &PlayerView) -> Vec<ActionView> {
    let n = view.moves.len();
    let recent = &view.moves[n.saturating_sub(2)..];
    recent
        .iter()
        .enumerate()
        .filter(|(i, a)| {
            a.kind == ActionKind::Skip
                && recent[i + 1..]
                    .iter()
                    .all(|b| b.from != a.from && b.to != Some(a.from))
        })
        .map(|(_, a)| a.clone())
        .collect()
}

/// Which screen is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Screen {
    NewGame,
    Play,
}

/// A message at the top of the page until the person closes it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Notice {
    pub id: u64,
    pub key: Key,
    /// Technical detail (for example the engine's reason a record was refused), in English.
    pub detail: Option<String>,
}

/// A game the person left unfinished, kept aside to be resumed: a link or a button never
/// silently discards a game under way (storage.rs keeps these too).
#[derive(Clone, Debug)]
pub struct Kept {
    /// Unique in this page's life; the list is compared by ids.
    pub id: u64,
    pub game: Game,
    pub mode: Mode,
    pub seed: u64,
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
}

#[derive(Clone, PartialEq, Debug)]
pub struct AppState {
    pub settings: Settings,
    /// The seed field of the new-game form (not remembered: a link or the person sets it).
    pub seed_text: String,
    pub screen: Screen,
    pub session: Option<Session>,
    /// Games left unfinished, newest first.
    pub kept: Vec<Kept>,
    /// A request that would replace the game at stake, until the person answers.
    pub asking: Option<Leave>,
    pub notices: Vec<Notice>,
    /// Source of revision numbers and notice ids: every one is new.
    pub counter: u64,
}

/// What the page was asked to show by its URL, already checked and with its random parts
/// decided (route.rs parses, app.rs resolves).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Target {
    /// No route: resume a stored game, else the new-game screen.
    Home,
    /// The new-game screen, with the form preset from the link.
    New {
        variant: Option<Variant>,
        opponent: Option<Opponent>,
        side: Option<SideChoice>,
        level: Option<u8>,
        seed: Option<u64>,
    },
    /// A game: shown if a game of this deal is under way (here or kept aside), else
    /// started, after asking if that would replace a game at stake.
    Play(NewGame),
    /// A link that could not be read.
    Bad(String),
}

pub enum Action {
    SetLang(Lang),
    SetVariant(Variant),
    SetOpponent(Opponent),
    SetSide(SideChoice),
    SetLevel(u8),
    SetSeedText(String),
    /// The new-game form's Start: like a link, it asks before replacing a game at stake.
    Start(NewGame),
    /// Resume a kept game (asking first if the current one is at stake).
    ResumeKept(u64),
    /// The answer to "Leave the current game?": leave it (kept aside) for what was asked.
    Leave,
    /// The answer to "Leave the current game?": keep playing it.
    Stay,
    ShowNewGame,
    ContinueGame,
    Navigate(Target),
    /// A click or tap on a board square.
    Square(Square),
    /// A drag from one square to another.
    Drag(Square, Square),
    /// Hidden Random Chess: flip the picked face-down piece.
    FlipPicked,
    Promote(Role),
    /// The computer's step, for the game at revision `rev` (stale answers are dropped).
    Bot {
        rev: u64,
        step: Option<Step>,
    },
    /// The computer's answer to the person's draw offer.
    BotDrawAnswer {
        rev: u64,
        accept: bool,
    },
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
    Undo,
    StepBack,
    StepForward,
    GoTo(usize),
    Live,
    FlipBoard,
    ToggleCoordinates,
    RevealAll,
    HandoverContinue,
    /// After the result: the same setup with a new shuffle, from this fresh seed (drawn by
    /// the caller, so the reducer stays deterministic).
    Rematch(u64),
    /// After the result: the same deal again, from the finished game's seed (both players
    /// may know the deal by then: it is a labelled choice, never the default).
    ReplayDeal,
    Dismiss(u64),
}

impl AppState {
    pub fn new(settings: Settings) -> AppState {
        AppState {
            settings,
            seed_text: String::new(),
            screen: Screen::NewGame,
            session: None,
            kept: Vec::new(),
            asking: None,
            notices: Vec::new(),
            counter: 1,
        }
    }

    fn next(&mut self) -> u64 {
        self.counter += 1;
        self.counter
    }

    pub fn notify(&mut self, key: Key, detail: Option<String>) {
        let id = self.next();
        // The same message twice in a row helps nobody.
        if self
            .notices
            .last()
            .is_some_and(|n| n.key == key && n.detail == detail)
        {
            return;
        }
        self.notices.push(Notice { id, key, detail });
    }

    /// Starts (or restarts) a game and shows it.
    pub fn start(&mut self, new: NewGame) {
        let rev = self.next();
        // The form's seed is now this game's: it must not be shown while the game is on.
        self.seed_text.clear();
        let game = Game::new(new.variant, new.seed);
        self.session = Some(Session::new(game, new.mode, new.seed, rev));
        self.screen = Screen::Play;
    }

    /// Adopts the kept games found in storage (newest first), each with a fresh id.
    pub fn keep_loaded(&mut self, games: Vec<(Game, Mode, u64)>) {
        for (game, mode, seed) in games.into_iter().take(MAX_KEPT) {
            let id = self.next();
            self.kept.push(Kept {
                id,
                game,
                mode,
                seed,
            });
        }
    }

    /// Opens the game a link or the new-game form asks for. A deal with an unfinished game
    /// here is never dealt again (that would undo what its players have seen, an Incerto
    /// selection above all): that game is shown instead. Otherwise the game starts, after
    /// asking if it would replace a game at stake.
    pub fn open(&mut self, new: NewGame) {
        if let Some(s) = self.session.as_ref().filter(|s| s.same_deal(&new)) {
            let same_mode = same_setup(s.mode, new.mode);
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
                same_deal: !same_setup(k.mode, new.mode),
            });
        self.request(kept.unwrap_or(Leave::Start(new)));
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
            Leave::Start(_) => None,
        };
        if let Some(s) = self.session.take().filter(Session::at_stake) {
            let id = self.next();
            let Tracked { game, .. } = s.tracked;
            self.kept.insert(
                0,
                Kept {
                    id,
                    game,
                    mode: s.mode,
                    seed: s.seed,
                },
            );
            self.kept.truncate(MAX_KEPT);
            self.notify(Key::GameKept, None);
        }
        match (leave, resumed) {
            (Leave::Start(new), _) => self.start(new),
            (_, Some((k, same_deal))) => {
                self.resume(k.game, k.mode, k.seed);
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
    fn again(&mut self, seed: Option<u64>) {
        if let Some(s) = self.session.as_ref().filter(|s| s.is_over()) {
            let new = NewGame {
                variant: s.variant(),
                seed: seed.unwrap_or(s.seed),
                mode: s.mode,
            };
            self.start(new);
        }
    }

    /// Adopts a game restored from storage.
    pub fn resume(&mut self, game: Game, mode: Mode, seed: u64) {
        let rev = self.next();
        let mut s = Session::new(game, mode, seed, rev);
        if mode == Mode::Human && !s.is_over() {
            // Whoever holds the device now may not be the player to move.
            s.handover = Some(s.game().turn());
        }
        self.session = Some(s);
        self.screen = Screen::Play;
    }

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
            Target::Bad(detail) => {
                self.notify(Key::BadLink, Some(detail));
                self.screen = Screen::NewGame;
            }
        }
    }

    /// Runs a game operation on the live game and tidies the session after it.
    fn with_game(
        &mut self,
        op: impl FnOnce(&mut Session) -> Result<(), String>,
    ) -> Result<(), String> {
        let rev = self.next();
        let Some(s) = self.session.as_mut() else {
            return Ok(());
        };
        let before = s.game().history().len();
        let was_over = s.is_over();
        // Any change shows the live position, unless the operation keeps a replay open.
        s.cursor = None;
        let result = op(s);
        s.tracked.rev = rev;
        let after = s.game().history().len();
        if after != before {
            // A turn was completed (or taken back): start the next one clean.
            s.pick = None;
            if after > before {
                s.info = None;
            }
            if s.mode == Mode::Human && after > before && !s.is_over() {
                s.handover = Some(s.game().turn());
            }
        }
        if !was_over && s.is_over() {
            s.handover = None;
        }
        result
    }

    fn game_op(&mut self, op: impl FnOnce(&mut Session) -> Result<(), String>) {
        if let Err(e) = self.with_game(op) {
            self.notify(Key::ActionRefused, Some(e));
        }
    }

    fn click(&mut self, sq: Square) {
        let Some(s) = self.session.as_ref() else {
            return;
        };
        if !s.can_act() {
            return;
        }
        let view = s.live_view();
        if view.promotion.is_some() {
            return;
        }
        let variant = s.variant();
        let dests = view.dests();
        if variant == Variant::Incerto {
            match view.selected {
                Some(from) if dests.has_move(from, sq) => {
                    self.game_op(|s| move_piece(s, from, sq));
                }
                // Any other click: the selection stands (RULES.md §1), nothing happens.
                Some(_) => {}
                None if view.selectable.contains(&sq) => self.game_op(|s| select(s, sq)),
                None => {}
            }
            return;
        }
        let pick = s.pick;
        if pick == Some(sq) {
            if s.can_flip_pick(&view) {
                // The second click on a picked face-down piece flips it.
                self.game_op(|s| flip(s, sq));
            } else if let Some(s) = self.session.as_mut() {
                s.pick = None;
            }
        } else if let Some(from) = pick.filter(|&p| dests.has_move(p, sq)) {
            self.game_op(|s| move_piece(s, from, sq));
        } else if let Some(s) = self.session.as_mut() {
            s.pick = dests.can_act(sq).then_some(sq);
        }
    }

    fn drag(&mut self, from: Square, to: Square) {
        let Some(s) = self.session.as_ref() else {
            return;
        };
        if !s.can_act() {
            return;
        }
        let view = s.live_view();
        if view.promotion.is_some() {
            return;
        }
        if s.variant() == Variant::Incerto {
            match view.selected {
                Some(sel) if sel == from => self.click(to),
                Some(_) => {}
                None if view.selectable.contains(&from) => {
                    // Picking a disc up reveals it, as on a real board: the selection
                    // stands even if the drop square turns out not to be legal.
                    self.game_op(|s| select(s, from));
                    let ok = self.session.as_ref().is_some_and(|s| {
                        let v = s.live_view();
                        v.selected == Some(from) && v.dests().has_move(from, to)
                    });
                    if ok {
                        self.game_op(|s| move_piece(s, from, to));
                    }
                }
                None => {}
            }
            return;
        }
        let dests = view.dests();
        if dests.has_move(from, to) {
            self.game_op(|s| move_piece(s, from, to));
        } else if let Some(s) = self.session.as_mut() {
            // A drop that is not a move leaves the piece picked, as a click would.
            s.pick = dests.can_act(from).then_some(from);
        }
    }

    fn bot(&mut self, rev: u64, step: Option<Step>) {
        let Some(s) = self.session.as_ref() else {
            return;
        };
        let Some(bot) = s.computer() else { return };
        if s.tracked.rev != rev || s.is_over() || s.game().turn() != bot {
            return;
        }
        let Some(step) = step else {
            return;
        };
        // Someone looking back through the moves stays there while the computer plays.
        let cursor = s.cursor;
        self.game_op(|s| {
            s.cursor = cursor;
            step_in(s, step).map(drop)
        });
    }
}

/// Applies one step of the turn protocol to the session's game.
fn step_in(s: &mut Session, step: Step) -> Result<StepOutcome, String> {
    s.tracked
        .game
        .apply_step(step, None)
        .map_err(|e| e.to_string())
}

fn select(s: &mut Session, sq: Square) -> Result<(), String> {
    step_in(s, Step::Select(sq)).map(drop)
}

fn move_piece(s: &mut Session, from: Square, to: Square) -> Result<(), String> {
    let action = Move::Move {
        from,
        to,
        promotion: None,
    };
    if step_in(s, Step::Play(action))? == StepOutcome::ChoosePromotion {
        // The chooser comes from the view's pending promotion; keep the piece marked.
        s.pick = Some(from);
    }
    Ok(())
}

fn flip(s: &mut Session, sq: Square) -> Result<(), String> {
    step_in(s, Step::Play(Move::Flip(sq))).map(drop)
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut st = (*self).clone();
        match action {
            Action::SetLang(l) => st.settings.lang = l,
            Action::SetVariant(v) => st.settings.variant = v,
            Action::SetOpponent(o) => st.settings.opponent = o,
            Action::SetSide(side) => st.settings.side = side,
            Action::SetLevel(l) => st.settings.level = l,
            Action::SetSeedText(t) => st.seed_text = t,
            Action::Start(new) => st.open(new),
            Action::ResumeKept(id) => {
                if st.kept.iter().any(|k| k.id == id) {
                    st.request(Leave::Resume {
                        id,
                        same_deal: false,
                    });
                }
            }
            Action::Leave => {
                if let Some(leave) = st.asking.take() {
                    st.perform(leave);
                }
            }
            Action::Stay => {
                st.asking = None;
                if st.session.is_some() {
                    st.screen = Screen::Play;
                }
            }
            Action::ShowNewGame => st.screen = Screen::NewGame,
            Action::ContinueGame => {
                if st.session.is_some() {
                    st.screen = Screen::Play;
                }
            }
            Action::Navigate(t) => st.navigate(t),
            Action::Square(sq) => st.click(sq),
            Action::Drag(from, to) => st.drag(from, to),
            Action::FlipPicked => {
                let pick = st.session.as_ref().and_then(|s| {
                    let v = s.live_view();
                    (s.can_act() && s.can_flip_pick(&v))
                        .then_some(s.pick)
                        .flatten()
                });
                if let Some(p) = pick {
                    st.game_op(|s| flip(s, p));
                }
            }
            Action::Promote(role) => {
                if st.session.as_ref().is_some_and(Session::can_act) {
                    st.game_op(|s| {
                        s.tracked
                            .game
                            .promote(role, None)
                            .map(|_| ())
                            .map_err(|e| e.to_string())
                    });
                }
            }
            Action::Bot { rev, step } => st.bot(rev, step),
            Action::BotDrawAnswer { rev, accept } => {
                let ok = st.session.as_ref().is_some_and(|s| {
                    s.tracked.rev == rev
                        && s.human().is_some()
                        && s.game().draw_offer() == s.human()
                });
                if ok {
                    st.game_op(|s| {
                        let bot = s.computer().unwrap_or(Color::Black);
                        let g = &mut s.tracked.game;
                        if accept {
                            g.accept_draw(bot).map_err(|e| e.to_string())
                        } else {
                            s.info = Some(DrawNote::Declined);
                            g.decline_draw(bot).map_err(|e| e.to_string())
                        }
                    });
                }
            }
            Action::OfferDraw => {
                let ok = st.session.as_ref().is_some_and(|s| {
                    !s.is_over() && s.handover.is_none() && s.game().draw_offer().is_none()
                });
                if ok {
                    st.game_op(|s| {
                        s.info = Some(match s.mode {
                            Mode::Computer { .. } => DrawNote::Offered,
                            Mode::Human => DrawNote::OfferedToHuman,
                        });
                        let who = s.device;
                        s.tracked.game.offer_draw(who).map_err(|e| e.to_string())
                    });
                }
            }
            Action::AcceptDraw | Action::DeclineDraw => {
                let accept = matches!(action, Action::AcceptDraw);
                // Only a person answers here: the one the offer was made to.
                let who = st.session.as_ref().and_then(|s| {
                    let offer = s.game().draw_offer()?;
                    let answerer = s.handover.unwrap_or(s.device);
                    (offer != answerer && s.human().is_none_or(|h| h == answerer))
                        .then_some(answerer)
                });
                if let Some(who) = who {
                    st.game_op(|s| {
                        if s.handover.is_some() {
                            // Answering on the hand-over panel means taking the device.
                            s.handover = None;
                            s.device = who;
                        }
                        let g = &mut s.tracked.game;
                        if accept {
                            g.accept_draw(who).map_err(|e| e.to_string())
                        } else {
                            g.decline_draw(who).map_err(|e| e.to_string())
                        }
                    });
                }
            }
            Action::Resign => {
                let ok = st
                    .session
                    .as_ref()
                    .is_some_and(|s| !s.is_over() && s.handover.is_none());
                if ok {
                    st.game_op(|s| {
                        let who = s.device;
                        s.tracked.game.resign(who).map_err(|e| e.to_string())
                    });
                }
            }
            Action::Undo => {
                if let Some(n) = st.session.as_ref().and_then(Session::undo_actions) {
                    st.game_op(|s| {
                        s.info = None;
                        s.tracked.game.undo(n).map_err(|e| e.to_string())
                    });
                }
            }
            Action::StepBack | Action::StepForward | Action::GoTo(_) | Action::Live => {
                if let Some(s) = st.session.as_mut() {
                    if s.handover.is_none() {
                        let len = s.game().history().len();
                        let now = s.cursor.unwrap_or(len);
                        let to = match action {
                            Action::StepBack => now.saturating_sub(1),
                            Action::StepForward => now + 1,
                            Action::GoTo(n) => n,
                            _ => len,
                        };
                        s.cursor = (to < len).then_some(to);
                    }
                }
            }
            Action::FlipBoard => {
                if let Some(s) = st.session.as_mut() {
                    s.flipped = !s.flipped;
                }
            }
            Action::ToggleCoordinates => st.settings.coordinates = !st.settings.coordinates,
            Action::RevealAll => {
                if let Some(s) = st.session.as_mut() {
                    if s.is_over() {
                        s.reveal_all = !s.reveal_all;
                    }
                }
            }
            Action::HandoverContinue => {
                if let Some(s) = st.session.as_mut() {
                    if let Some(c) = s.handover.take() {
                        s.device = c;
                        s.cursor = None;
                    }
                }
            }
            Action::Rematch(seed) => st.again(Some(seed)),
            Action::ReplayDeal => st.again(None),
            Action::Dismiss(id) => st.notices.retain(|n| n.id != id),
        }
        Rc::new(st)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(variant: Variant, mode: Mode) -> AppState {
        let mut st = AppState::new(Settings::new(Lang::En));
        st.start(NewGame {
            variant,
            seed: 7,
            mode,
        });
        st
    }

    fn send(st: AppState, a: Action) -> AppState {
        (*Rc::new(st).reduce(a)).clone()
    }

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    /// Whether White knows the identity of the piece on `s`.
    fn white_knows(st: &AppState, s: &str) -> bool {
        let g = st.session.as_ref().unwrap().game();
        g.info(sq(s)).known_by.contains(Color::White)
    }

    #[test]
    fn incerto_selection_cannot_change() {
        // At the start every disc on rank 2 has a move (the square in front is empty), so
        // picking a2 up always leaves it selected: no skip, whatever the shuffle.
        let mut st = play(Variant::Incerto, Mode::Human);
        assert!(!white_knows(&st, "a2"));
        st = send(st, Action::Square(sq("a2")));
        let selected = |st: &AppState| st.session.as_ref().unwrap().game().pending();
        assert_eq!(selected(&st), Some(Pending::Selected(sq("a2"))));
        assert!(white_knows(&st, "a2"), "picking a2 up revealed it to White");
        let s = st.session.as_ref().unwrap();
        assert!(s.game().history().is_empty() && s.handover.is_none() && s.can_act());
        // Another disc: by click, by dragging it, by dragging it onto a2's targets.
        let target = s.live_view().available[0];
        st = send(st, Action::Square(sq("b2")));
        st = send(st, Action::Drag(sq("c2"), sq("c3")));
        st = send(st, Action::Drag(sq("b2"), target));
        st = send(st, Action::Square(sq("f1")));
        assert_eq!(selected(&st), Some(Pending::Selected(sq("a2"))));
        for other in ["b2", "c2", "f1"] {
            assert!(!white_knows(&st, other), "{other} was not revealed");
        }
        assert!(st.session.as_ref().unwrap().game().history().is_empty());
        // The selected disc is the one that moves.
        st = send(st, Action::Square(target));
        let s = st.session.as_ref().unwrap();
        let moved = s
            .game()
            .history()
            .iter()
            .map(|p| p.action)
            .collect::<Vec<_>>();
        assert_eq!(
            moved,
            vec![Move::Move {
                from: sq("a2"),
                to: target,
                promotion: None
            }]
        );
        assert_eq!(s.handover, Some(Color::Black));
    }

    #[test]
    fn pass_and_play_hands_over_after_a_move() {
        let mut st = play(Variant::HiddenChess, Mode::Human);
        st = send(st, Action::Square(sq("e2")));
        assert_eq!(
            st.session.as_ref().unwrap().pick,
            Some(sq("e2")),
            "e2 looks like a pawn and can move"
        );
        st = send(st, Action::Square(sq("e4")));
        let s = st.session.as_ref().unwrap();
        assert_eq!(s.game().history().len(), 1);
        assert_eq!(s.handover, Some(Color::Black));
        assert!(!s.can_act());
        st = send(st, Action::HandoverContinue);
        let s = st.session.as_ref().unwrap();
        assert_eq!(s.device, Color::Black);
        assert!(s.can_act());
    }

    #[test]
    fn undo_returns_to_the_person() {
        let mut st = play(
            Variant::HiddenRandom,
            Mode::Computer {
                human: Color::White,
                level: 1,
            },
        );
        st = send(st, Action::Square(sq("e2")));
        st = send(st, Action::Square(sq("e4")));
        let rev = st.session.as_ref().unwrap().tracked.rev;
        let view = st.session.as_ref().unwrap().game().view(Some(Color::Black));
        let step = Step::Play(view.legal_actions[0]);
        st = send(
            st,
            Action::Bot {
                rev,
                step: Some(step),
            },
        );
        assert_eq!(st.session.as_ref().unwrap().game().history().len(), 2);
        st = send(st, Action::Undo);
        let s = st.session.as_ref().unwrap();
        assert_eq!(s.game().history().len(), 0);
        assert!(s.can_act());
    }

    const VS_COMPUTER: Mode = Mode::Computer {
        human: Color::White,
        level: 1,
    };

    /// Lets the computer (a seeded random bot) play until it is the person's turn again.
    fn computer_replies(mut st: AppState) -> AppState {
        use incerto_engine::bot::{Bot, RandomBot};
        let mut bot = RandomBot::new(5);
        for _ in 0..4 {
            let s = st.session.as_ref().unwrap();
            let Some(c) = s
                .computer()
                .filter(|&c| s.game().turn() == c && !s.is_over())
            else {
                break;
            };
            let step = bot.step(&s.game().view(Some(c)));
            let rev = s.tracked.rev;
            st = send(st, Action::Bot { rev, step });
        }
        let s = st.session.as_ref().unwrap();
        assert_eq!(
            s.game().turn(),
            Color::White,
            "the computer finished its turn"
        );
        st
    }

    /// Incerto against the computer: White's a2 moved, the computer replied, and White has
    /// picked up another rank-2 disc with an empty square in front, so it stands selected.
    fn incerto_selection_after_a_turn() -> AppState {
        let mut st = play(Variant::Incerto, VS_COMPUTER);
        st = send(st, Action::Square(sq("a2")));
        let to = st.session.as_ref().unwrap().live_view().available[0];
        st = send(st, Action::Square(to));
        st = computer_replies(st);
        let s = st.session.as_ref().unwrap();
        let pos = s.game().position();
        let disc = ["b2", "c2", "d2", "e2", "f2"]
            .into_iter()
            .find(|f| {
                let front = format!("{}3", &f[..1]);
                pos.piece_at(sq(f)).is_some() && pos.piece_at(sq(&front)).is_none()
            })
            .unwrap();
        st = send(st, Action::Square(sq(disc)));
        let s = st.session.as_ref().unwrap();
        assert_eq!(s.game().pending(), Some(Pending::Selected(sq(disc))));
        st
    }

    #[test]
    fn undo_never_takes_back_a_standing_selection() {
        let st = incerto_selection_after_a_turn();
        let s = st.session.as_ref().unwrap();
        let (pending, len) = (s.game().pending(), s.game().history().len());
        assert!(
            len >= 2,
            "a whole turn of White stands before the selection"
        );
        assert!(s.offers_undo());
        assert_eq!(s.undo_blocked(), Some(UndoBlock::Selected));
        assert!(!s.can_undo());
        let st = send(st, Action::Undo);
        let s = st.session.as_ref().unwrap();
        assert_eq!(
            (s.game().pending(), s.game().history().len()),
            (pending, len)
        );
    }

    #[test]
    fn undo_never_takes_back_a_pending_promotion() {
        let mut st = AppState::new(Settings::new(Lang::En));
        let game = Game::from_fen(Variant::HiddenChess, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        st.resume(game, VS_COMPUTER, 0);
        st = send(st, Action::Square(sq("e1")));
        st = send(st, Action::Square(sq("d1")));
        st = computer_replies(st);
        st = send(st, Action::Square(sq("a7")));
        st = send(st, Action::Square(sq("a8")));
        let s = st.session.as_ref().unwrap();
        let pending = s.game().pending();
        assert!(
            matches!(pending, Some(Pending::Promotion { .. })),
            "{pending:?}"
        );
        assert_eq!(s.undo_blocked(), Some(UndoBlock::Promotion));
        assert!(!s.can_undo());
        let st = send(st, Action::Undo);
        let s = st.session.as_ref().unwrap();
        assert_eq!((s.game().pending(), s.game().history().len()), (pending, 2));
        // Once the piece is chosen the turn is whole, and undo takes it back.
        let st = send(st, Action::Promote(Role::Queen));
        assert!(st.session.as_ref().unwrap().can_undo());
        let st = send(st, Action::Undo);
        let s = st.session.as_ref().unwrap();
        assert_eq!((s.game().pending(), s.game().history().len()), (None, 2));
    }

    #[test]
    fn undo_is_not_offered_after_the_result_nor_in_pass_and_play() {
        let mut st = play(Variant::HiddenChess, VS_COMPUTER);
        st = send(st, Action::Square(sq("e2")));
        st = send(st, Action::Square(sq("e4")));
        st = computer_replies(st);
        assert!(st.session.as_ref().unwrap().can_undo());
        st = send(st, Action::Resign);
        st = send(st, Action::RevealAll);
        let s = st.session.as_ref().unwrap();
        assert!(s.is_over() && s.reveal_all);
        assert!(!s.offers_undo() && !s.can_undo());
        let st = send(st, Action::Undo);
        let s = st.session.as_ref().unwrap();
        assert!(s.is_over(), "the result stands");
        assert_eq!(s.game().history().len(), 2);

        let mut st = play(Variant::HiddenChess, Mode::Human);
        st = send(st, Action::Square(sq("e2")));
        st = send(st, Action::Square(sq("e4")));
        st = send(st, Action::HandoverContinue);
        let s = st.session.as_ref().unwrap();
        assert_eq!(s.game().history().len(), 1);
        assert!(!s.offers_undo() && !s.can_undo());
        let st = send(st, Action::Undo);
        assert_eq!(st.session.as_ref().unwrap().game().history().len(), 1);
    }

    #[test]
    fn rematch_deals_a_new_shuffle_and_replay_the_same() {
        let mut st = play(Variant::Incerto, VS_COMPUTER);
        // Not before the result: a rematch would throw the game away.
        st = send(st, Action::Rematch(99));
        assert_eq!(st.session.as_ref().unwrap().seed, 7);
        st = send(st, Action::ReplayDeal);
        st = send(st, Action::Square(sq("a2")));
        let rev = st.session.as_ref().unwrap().tracked.rev;
        st = send(st, Action::Resign);
        assert!(st.session.as_ref().unwrap().tracked.rev > rev);
        let st = send(st, Action::Rematch(99));
        let s = st.session.as_ref().unwrap();
        assert_eq!(
            (s.seed, s.mode, s.variant()),
            (99, VS_COMPUTER, Variant::Incerto)
        );
        assert!(s.game().history().is_empty() && !s.is_over());
        assert_ne!(
            s.game().position().fen(),
            Game::new(Variant::Incerto, 7).position().fen(),
            "a new shuffle"
        );
        let mut st = send(st, Action::Resign);
        st = send(st, Action::ReplayDeal);
        let s = st.session.as_ref().unwrap();
        assert_eq!(s.seed, 99);
        assert!(s.game().history().is_empty() && !s.is_over());
        assert_eq!(
            s.game().position().fen(),
            Game::new(Variant::Incerto, 99).position().fen()
        );
    }

    fn link(variant: Variant, seed: u64, mode: Mode) -> Action {
        Action::Navigate(Target::Play(NewGame {
            variant,
            seed,
            mode,
        }))
    }

    fn current(st: &AppState) -> (Variant, u64, Option<Pending>, usize) {
        let s = st.session.as_ref().unwrap();
        let g = s.game();
        (g.variant(), s.seed, g.pending(), g.history().len())
    }

    fn keys(st: &AppState) -> Vec<Key> {
        st.notices.iter().map(|n| n.key).collect()
    }

    /// Incerto against the computer, seed 7, with White's a2 picked up (seen, must move).
    fn incerto_a2_selected() -> AppState {
        let st = send(
            play(Variant::Incerto, VS_COMPUTER),
            Action::Square(sq("a2")),
        );
        assert_eq!(current(&st).2, Some(Pending::Selected(sq("a2"))));
        st
    }

    #[test]
    fn a_link_over_a_game_at_stake_asks_and_keeps_the_game() {
        let a2 = Some(Pending::Selected(sq("a2")));
        let mut st = incerto_a2_selected();
        let other = link(Variant::HiddenChess, 99, VS_COMPUTER);
        st = send(st, other);
        let asked = Leave::Start(NewGame {
            variant: Variant::HiddenChess,
            seed: 99,
            mode: VS_COMPUTER,
        });
        assert_eq!(st.asking, Some(asked.clone()));
        assert_eq!(
            current(&st),
            (Variant::Incerto, 7, a2, 0),
            "nothing replaced yet"
        );
        // Keep playing: the question goes, the game stays.
        st = send(st, Action::Stay);
        assert_eq!((st.asking.clone(), st.screen), (None, Screen::Play));
        assert_eq!(current(&st), (Variant::Incerto, 7, a2, 0));
        assert!(st.kept.is_empty());
        // Leave: the new game starts and the old one is kept, selection and all.
        st = send(st, link(Variant::HiddenChess, 99, VS_COMPUTER));
        assert_eq!(st.asking, Some(asked));
        st = send(st, Action::Leave);
        assert_eq!(current(&st), (Variant::HiddenChess, 99, None, 0));
        assert_eq!(st.asking, None);
        assert_eq!(keys(&st), vec![Key::GameKept]);
        let kept: Vec<_> = st.kept.iter().map(|k| (k.seed, k.game.pending())).collect();
        assert_eq!(kept, vec![(7, a2)]);
        // Resuming it: the new game is untouched, so nothing is asked and nothing kept.
        let id = st.kept[0].id;
        st = send(st, Action::ResumeKept(id));
        assert_eq!(st.asking, None);
        assert_eq!(current(&st), (Variant::Incerto, 7, a2, 0));
        assert!(st.kept.is_empty());
    }

    #[test]
    fn a_link_never_deals_again_a_shuffle_whose_game_is_unfinished() {
        let a2 = Some(Pending::Selected(sq("a2")));
        // The same deal as the game on screen, in another mode: that game goes on.
        let mut st = send(
            incerto_a2_selected(),
            link(Variant::Incerto, 7, Mode::Human),
        );
        assert_eq!(st.asking, None);
        assert_eq!(current(&st), (Variant::Incerto, 7, a2, 0));
        assert_eq!(st.session.as_ref().unwrap().mode, VS_COMPUTER);
        assert_eq!(keys(&st), vec![Key::SameDealInPlay]);
        // Left for another game that is under way in turn...
        st = send(st, link(Variant::HiddenChess, 99, Mode::Human));
        st = send(st, Action::Leave);
        st = send(st, Action::Square(sq("e2")));
        st = send(st, Action::Square(sq("e4")));
        assert_eq!(current(&st), (Variant::HiddenChess, 99, None, 1));
        // ...the old link brings back the kept game, not a fresh deal.
        st = send(st, link(Variant::Incerto, 7, VS_COMPUTER));
        let id = st.kept[0].id;
        assert_eq!(
            st.asking,
            Some(Leave::Resume {
                id,
                same_deal: false
            })
        );
        st = send(st, Action::Leave);
        assert_eq!(current(&st), (Variant::Incerto, 7, a2, 0));
        let kept: Vec<_> = st
            .kept
            .iter()
            .map(|k| (k.seed, k.game.history().len()))
            .collect();
        assert_eq!(kept, vec![(99, 1)]);
        // The same with the form's Start button.
        st = send(
            st,
            Action::Start(NewGame {
                variant: Variant::HiddenChess,
                seed: 99,
                mode: Mode::Human,
            }),
        );
        assert!(matches!(st.asking, Some(Leave::Resume { .. })));
        st = send(st, Action::Leave);
        assert_eq!(current(&st), (Variant::HiddenChess, 99, None, 1));
        assert_eq!(current_kept_seeds(&st), vec![7]);
    }

    fn current_kept_seeds(st: &AppState) -> Vec<u64> {
        st.kept.iter().map(|k| k.seed).collect()
    }

    #[test]
    fn the_new_game_form_asks_before_replacing_a_game_at_stake() {
        let st = send(
            incerto_a2_selected(),
            Action::Start(NewGame {
                variant: Variant::Incerto,
                seed: 8,
                mode: VS_COMPUTER,
            }),
        );
        assert!(matches!(st.asking, Some(Leave::Start(_))));
        assert_eq!(current(&st).1, 7);
    }

    #[test]
    fn an_untouched_or_finished_game_is_replaced_without_asking() {
        let st = send(
            play(Variant::Incerto, VS_COMPUTER),
            link(Variant::Incerto, 8, VS_COMPUTER),
        );
        assert_eq!((st.asking.clone(), current(&st).1), (None, 8));
        assert!(st.kept.is_empty() && st.notices.is_empty());
        let st = send(incerto_a2_selected(), Action::Resign);
        let st = send(st, link(Variant::Incerto, 8, VS_COMPUTER));
        assert_eq!((st.asking.clone(), current(&st).1), (None, 8));
        assert!(st.kept.is_empty());
    }

    #[test]
    fn at_most_max_kept_games_are_kept_newest_first() {
        let mut st = AppState::new(Settings::new(Lang::En));
        for seed in 0..MAX_KEPT as u64 + 2 {
            st = send(st, link(Variant::HiddenChess, seed, Mode::Human));
            st = send(st, Action::Leave);
            st = send(st, Action::Square(sq("e2")));
            st = send(st, Action::Square(sq("e4")));
            assert_eq!(current(&st), (Variant::HiddenChess, seed, None, 1));
        }
        let seeds: Vec<u64> = (1..=MAX_KEPT as u64).rev().collect();
        assert_eq!(current_kept_seeds(&st), seeds);
    }

    #[test]
    fn the_form_forgets_its_seed_when_the_game_starts() {
        let mut st = AppState::new(Settings::new(Lang::En));
        st = send(
            st,
            Action::Navigate(Target::New {
                variant: None,
                opponent: None,
                side: None,
                level: None,
                seed: Some(123),
            }),
        );
        assert_eq!(st.seed_text, "123");
        st = send(
            st,
            Action::Start(NewGame {
                variant: Variant::Incerto,
                seed: 123,
                mode: Mode::Human,
            }),
        );
        assert_eq!((st.seed_text.as_str(), current(&st).1), ("", 123));
    }

    #[test]
    fn the_computer_moving_keeps_a_replay_open() {
        let mut st = play(
            Variant::HiddenChess,
            Mode::Computer {
                human: Color::White,
                level: 1,
            },
        );
        st = send(st, Action::Square(sq("e2")));
        st = send(st, Action::Square(sq("e4")));
        st = send(st, Action::StepBack);
        let s = st.session.as_ref().unwrap();
        let (rev, view) = (s.tracked.rev, s.game().view(Some(Color::Black)));
        let step = Some(Step::Play(view.legal_actions[0]));
        st = send(st, Action::Bot { rev, step });
        let s = st.session.as_ref().unwrap();
        assert_eq!((s.game().history().len(), s.cursor), (2, Some(0)));
    }

    #[test]
    fn stale_bot_steps_are_ignored() {
        let mut st = play(
            Variant::HiddenChess,
            Mode::Computer {
                human: Color::Black,
                level: 1,
            },
        );
        let s = st.session.as_ref().unwrap();
        let (rev, view) = (s.tracked.rev, s.game().view(Some(Color::White)));
        let step = Some(Step::Play(view.legal_actions[0]));
        st = send(st, Action::Bot { rev: rev - 1, step });
        assert!(st.session.as_ref().unwrap().game().history().is_empty());
        // The same step for the current revision is played: only its age refused it.
        st = send(st, Action::Bot { rev, step });
        assert_eq!(st.session.as_ref().unwrap().game().history().len(), 1);
    }

    #[test]
    fn replay_steps_and_returns_live() {
        let mut st = play(Variant::HiddenChess, Mode::Human);
        for (a, b) in [("e2", "e4"), ("e7", "e5")] {
            st = send(st, Action::Square(sq(a)));
            st = send(st, Action::Square(sq(b)));
            st = send(st, Action::HandoverContinue);
        }
        st = send(st, Action::StepBack);
        let s = st.session.as_ref().unwrap();
        assert_eq!(s.cursor, Some(1));
        assert_eq!(s.shown_view().moves.len(), 1);
        assert!(!s.can_act());
        st = send(st, Action::StepForward);
        assert_eq!(st.session.as_ref().unwrap().cursor, None);
        st = send(st, Action::GoTo(0));
        let s = st.session.as_ref().unwrap();
        assert_eq!((s.cursor, s.shown_view().moves.len()), (Some(0), 0));
        st = send(st, Action::Live);
        assert_eq!(st.session.as_ref().unwrap().cursor, None);
    }

    #[test]
    fn skips_stay_marked_for_a_round() {
        let v = |moves: &[(&str, &str, Option<&str>)]| PlayerView {
            moves: moves
                .iter()
                .map(|(kind, from, to)| ActionView {
                    notation: String::new(),
                    color: Color::White,
                    kind: kind.parse().unwrap(),
                    from: sq(from),
                    to: to.map(sq),
                    promotion: false,
                    time: None,
                })
                .collect(),
            ..Game::new(Variant::Incerto, 1).view(Some(Color::White))
        };
        assert_eq!(recent_skips(&v(&[("skip", "a1", None)])).len(), 1);
        assert_eq!(
            recent_skips(&v(&[("skip", "a1", None), ("move", "b7", Some("b6"))])).len(),
            1
        );
        assert!(
            recent_skips(&v(&[("skip", "a1", None), ("capture", "b3", Some("a1"))])).is_empty()
        );
    }
}
