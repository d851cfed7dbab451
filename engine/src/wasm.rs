//! The JS API (feature `wasm`): wasm-bindgen exports that let any web page or Node program
//! play the three games through the engine — a `Game` class, typed player views, a
//! `RandomBot`, `perft` and `newPosition` — with a JS `Error` for every bad argument.
//!
//! Nothing here may panic: the release profile is `panic = "abort"`, and an abort kills the
//! whole wasm instance (the page's engine is gone until reload). So every argument is
//! parsed and checked here, every engine error is turned into a `JsError`, and nothing
//! calls `unwrap`.

use crate::bot::{Bot, RandomBot as EngineRandomBot, Step};
use crate::{
    perft as engine_perft, random_seed, Action, Color, Game, Pending, PlayerView, Position, Role,
    Square, StepOutcome, Variant,
};
use serde::{Deserialize, Serialize};
use std::fmt::Display;
use wasm_bindgen::prelude::*;

type JsResult<T> = Result<T, JsError>;

/// Deeper counts take minutes to hours in a page (depth 6 from an Incerto start is about
/// 1.3 billion leaves); the native `incerto perft` CLI is the tool for those.
const MAX_PERFT_DEPTH: u32 = 6;

/// The largest integer a JS number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

// Hand-written types for the plain objects the API returns, so `view()` and friends are
// typed in the generated .d.ts instead of `any`. They mirror view.rs field by field
// (camelCase, `null` for a missing value: see `to_js`); the node tests check the shapes.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** The three games: Incerto (6×8), Hidden Random Chess, Hidden Chess (ChessFrontier). */
export type Variant = "incerto" | "hidden-random" | "hidden-chess";
/** A side. */
export type Color = "white" | "black";
/** Whose view: one side, or `"all"` (the all-seeing view, only once the game is over). */
export type Viewer = Color | "all";
/** A piece identity. `cannon` exists only in hidden-random. */
export type Role = "king" | "queen" | "rook" | "bishop" | "knight" | "pawn" | "cannon";
/** An algebraic square name such as `"e4"` (files a–f on the 6-wide Incerto board). */
export type Square = string;
/**
 * What a step did: `"played"` the turn is complete; `"skipped"` (Incerto) the selected
 * disc had no legal move, so the turn passed; `"selected"` (Incerto) the disc is selected
 * and must now move; `"choose-promotion"` the move waits for `promote(role)`.
 */
export type StepStatus = "played" | "skipped" | "selected" | "choose-promotion";
/** A game seed: a BigInt or a decimal string (any u64), or a safe-integer number. */
export type Seed = bigint | number | string;

/** One player's view of the game: everything a page needs to draw it, and nothing more. */
export interface PlayerView {
  variant: Variant;
  /** The viewer, or null for the all-seeing view. */
  viewer: Color | null;
  files: number;
  ranks: number;
  /** Side to move. */
  turn: Color;
  pieces: PieceView[];
  /** Incerto: the selected disc, which must move. */
  selected: Square | null;
  /** Empty squares the selected disc can move to (Incerto). */
  available: Square[];
  /** Enemy-occupied squares the selected disc can capture on (Incerto). */
  capturable: Square[];
  /** Incerto, the viewer to move and nothing selected: the discs that may be selected. */
  selectable: Square[];
  /** A move waiting for its promotion piece, with the pieces to choose from. */
  promotion: PromotionView | null;
  /**
   * Complete actions the viewer can play now (empty when it is not their turn). In Hidden
   * Chess a face-down piece's move to the last rank has no promotion letter.
   */
  legalActions: string[];
  lastAction: ActionView | null;
  moves: ActionView[];
  captured: CapturedView[];
  /** The square of the king in check (the 8×8 games). */
  check: Square | null;
  result: ResultView | null;
  drawOffer: Color | null;
  /** Per side, the identities the viewer has not yet seen among that side's pieces. */
  unrevealed: PoolView[];
  halfmoves: number;
  fullmoves: number;
}

export interface PieceView {
  square: Square;
  color: Color;
  /** The identity, or null when the viewer does not know it. */
  role: Role | null;
  /** Face down (Hidden Random / Hidden Chess) or seen by nobody yet (Incerto). */
  hidden: boolean;
  /** Hidden Chess: what a face-down piece moves as (public). */
  looksLike: Role | null;
  /** For the viewer's own pieces: whether the opponent knows the identity too. */
  knownToOpponent: boolean | null;
  /** A promoted pawn (public in every game). */
  promoted: boolean;
}

export interface PromotionView {
  from: Square;
  to: Square;
  choices: Role[];
}

/** An action as the viewer saw it. */
export interface ActionView {
  /** Notation; the promotion letter is `?` when the viewer may not know it. */
  notation: string;
  color: Color;
  kind: "move" | "capture" | "flip" | "skip" | "castle";
  from: Square;
  to: Square | null;
  promotion: boolean;
  /** Milliseconds, as the caller stamped it. */
  time: number | null;
}

export interface CapturedView {
  color: Color;
  /** Null when the viewer does not know what it was. */
  role: Role | null;
  by: Color;
}

export interface ResultView {
  score: "1-0" | "0-1" | "1/2-1/2";
  winner: Color | null;
  reason:
    | "king-captured" | "checkmate" | "resignation" | "time-forfeit" | "stalemate"
    | "repetition" | "turn-rule" | "insufficient-material" | "agreement"
    | "timeout-vs-insufficient-material";
}

export interface PoolView {
  color: Color;
  counts: RoleCount[];
  total: number;
}

export interface RoleCount {
  role: Role;
  count: number;
}

/** A turn half-done: a selected Incerto disc, or a move waiting for its promotion piece. */
export type PendingStatus =
  | { kind: "selected"; square: Square }
  | { kind: "promotion"; from: Square; to: Square };

/** The public state of a game, without any identity. */
export interface GameStatus {
  variant: Variant;
  turn: Color;
  over: boolean;
  result: ResultView | null;
  pending: PendingStatus | null;
  drawOffer: Color | null;
  /** Turns played so far. */
  plies: number;
  halfmoves: number;
  fullmoves: number;
}

/** One step of a turn, as a person at the board would take it (what a bot answers). */
export interface BotStep {
  kind: "select" | "play" | "promote";
  /** A square for `select`, an action for `play`, a role for `promote`. */
  value: string;
}
"#;

/// An error for JS: an `Error` object with this message.
fn err(msg: impl Display) -> JsError {
    JsError::new(&msg.to_string())
}

/// A serde-wasm-bindgen error's message without the "Error: " its Display puts first.
fn js_message(e: serde_wasm_bindgen::Error) -> String {
    let text = e.to_string();
    text.strip_prefix("Error: ").unwrap_or(&text).to_owned()
}

/// Serialises to a plain JS object; `None` becomes `null` (as in JSON and the d.ts above),
/// not `undefined`.
fn to_js<T: Serialize>(value: &T) -> JsResult<JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value
        .serialize(&serializer)
        .map_err(|e| err(format!("cannot convert to a JS value: {}", js_message(e))))
}

/// A string argument. Every string parameter arrives as a `JsValue` and is checked here:
/// wasm-bindgen's glue for a plain `&str` parameter trusts the caller, and a number passed
/// by mistake corrupts the call ("memory access out of bounds") instead of failing cleanly.
fn text(value: &JsValue, what: &str) -> JsResult<String> {
    value.as_string().ok_or_else(|| {
        err(format!(
            "{what} must be a string, not {}",
            value
                .js_typeof()
                .as_string()
                .unwrap_or_else(|| "this value".to_owned())
        ))
    })
}

fn parse_variant(name: &JsValue) -> JsResult<Variant> {
    Ok(text(name, "the variant")?.parse::<Variant>()?)
}

fn parse_color(name: &JsValue) -> JsResult<Color> {
    color_named(&text(name, "the colour")?)
}

fn color_named(name: &str) -> JsResult<Color> {
    Color::ALL
        .into_iter()
        .find(|c| c.name() == name)
        .ok_or_else(|| err(format!("unknown colour '{name}' (expected white or black)")))
}

fn parse_square(variant: Variant, name: &JsValue) -> JsResult<Square> {
    square_named(variant, &text(name, "a square")?)
}

fn square_named(variant: Variant, name: &str) -> JsResult<Square> {
    Square::parse(name)
        .filter(|&sq| variant.contains(sq))
        .ok_or_else(|| {
            let last = char::from(b'a' + variant.width() as u8 - 1);
            err(format!(
                "'{name}' is not a square of the {variant} board (files a-{last}, ranks 1-8, like e4)"
            ))
        })
}

/// A role by name (`queen`) or letter (`q`, either case).
fn role_named(name: &str) -> JsResult<Role> {
    let mut chars = name.chars();
    let letter = match (chars.next(), chars.next()) {
        (Some(c), None) => Role::from_char(c),
        _ => None,
    };
    letter.or_else(|| Role::from_name(name)).ok_or_else(|| {
        err(format!(
            "unknown piece '{name}' (expected queen, rook, bishop, knight or cannon, or a letter q r b n c)"
        ))
    })
}

/// An optional time stamp in milliseconds: a whole, non-negative, safe-integer number.
fn parse_time(time: Option<f64>) -> JsResult<Option<u64>> {
    match time {
        None => Ok(None),
        Some(t) if t.is_finite() && t >= 0.0 && t.fract() == 0.0 && t <= MAX_SAFE_INTEGER => {
            Ok(Some(t as u64))
        }
        Some(t) => Err(err(format!(
            "invalid time {t}: expected whole milliseconds, 0 or more"
        ))),
    }
}

/// A seed from JS: missing (`undefined`/`null`) gives `None`; a BigInt or decimal string
/// may be any u64; a number must be a safe integer (larger ones are not exact in JS).
fn parse_seed(seed: &JsValue) -> JsResult<Option<u64>> {
    let bad = || {
        err("invalid seed: expected a BigInt or decimal string from 0 to 18446744073709551615, or a whole number from 0 to 2^53-1")
    };
    if seed.is_null_or_undefined() {
        Ok(None)
    } else if seed.is_bigint() {
        u64::try_from(seed.clone()).map(Some).map_err(|_| bad())
    } else if let Some(n) = seed.as_f64() {
        match n {
            n if n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n <= MAX_SAFE_INTEGER => {
                Ok(Some(n as u64))
            }
            _ => Err(bad()),
        }
    } else if let Some(s) = seed.as_string() {
        // Digits only: u64's parser would also take a leading '+'.
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        s.parse::<u64>().map(Some).map_err(|_| bad())
    } else {
        Err(bad())
    }
}

fn seed_or_random(seed: &JsValue) -> JsResult<u64> {
    match parse_seed(seed)? {
        Some(s) => Ok(s),
        None => Ok(random_seed()?),
    }
}

fn status_name(outcome: StepOutcome) -> &'static str {
    match outcome {
        StepOutcome::Played(Action::Skip(_)) => "skipped",
        StepOutcome::Played(_) => "played",
        StepOutcome::Selected(_) => "selected",
        StepOutcome::ChoosePromotion => "choose-promotion",
    }
}

/// `GameStatus` in the d.ts.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GameStatus {
    variant: &'static str,
    turn: &'static str,
    over: bool,
    result: Option<ResultStatus>,
    pending: Option<PendingStatus>,
    draw_offer: Option<&'static str>,
    plies: usize,
    halfmoves: u32,
    fullmoves: u32,
}

#[derive(Serialize)]
struct ResultStatus {
    score: &'static str,
    winner: Option<&'static str>,
    reason: &'static str,
}

#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum PendingStatus {
    Selected { square: String },
    Promotion { from: String, to: String },
}

/// `BotStep` in the d.ts.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct BotStep {
    kind: String,
    value: String,
}

impl From<Step> for BotStep {
    fn from(step: Step) -> BotStep {
        let (kind, value) = match step {
            Step::Select(s) => ("select", s),
            Step::Play(a) => ("play", a),
            Step::Promote(r) => ("promote", r),
        };
        BotStep {
            kind: kind.to_owned(),
            value,
        }
    }
}

/// A game of one of the three variants, played through the same steps a person takes.
///
/// Views (`view("white")`) show only what that player knows; `fen()`, `legalActions()`,
/// `seed`, `record()`, `pgn()` and `view("all")` are all-seeing, for tools, tests, saving
/// and finished games.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    game: Game,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game from the start position that `seed` shuffles (a fresh random seed when it
    /// is missing). The same seed always gives the same start.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Seed | null")] seed: JsValue,
    ) -> JsResult<JsGame> {
        let variant = parse_variant(&variant)?;
        let seed = seed_or_random(&seed)?;
        Ok(JsGame {
            game: Game::new(variant, seed),
        })
    }

    /// A game from an extended FEN (RULES.md §4): lessons, puzzles, tests.
    #[wasm_bindgen(js_name = fromFen)]
    pub fn from_fen(
        #[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    ) -> JsResult<JsGame> {
        let variant = parse_variant(&variant)?;
        Ok(JsGame {
            game: Game::from_fen(variant, &text(&fen, "the position")?)?,
        })
    }

    /// A game replayed from the JSON that `record()` gives; every action is checked.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] json: JsValue,
    ) -> JsResult<JsGame> {
        Ok(JsGame {
            game: Game::from_json(&text(&json, "the record")?)?,
        })
    }

    #[wasm_bindgen(getter, unchecked_return_type = "Variant")]
    pub fn variant(&self) -> String {
        self.game.variant().name().to_owned()
    }

    /// The seed of the start shuffle as a decimal string (a u64 does not fit a JS number),
    /// or undefined for a game from a FEN. All-seeing: the seed gives every hidden
    /// identity of the start, so never show it to a player during a game.
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> Option<String> {
        self.game.seed().map(|s| s.to_string())
    }

    /// The side to move.
    #[wasm_bindgen(getter, unchecked_return_type = "Color")]
    pub fn turn(&self) -> String {
        self.game.turn().name().to_owned()
    }

    /// Incerto, first step of a turn: select a disc of the side to move. It is revealed to
    /// its owner and must move; a disc with no legal move skips the turn (`"skipped"`).
    #[wasm_bindgen(unchecked_return_type = "StepStatus")]
    pub fn select(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Square")] square: JsValue,
    ) -> JsResult<String> {
        let sq = parse_square(self.game.variant(), &square)?;
        Ok(status_name(self.game.select(sq)?).to_owned())
    }

    /// Moves a piece. In Incerto an unselected disc is selected first, as at the board: it
    /// is revealed and stays selected even if this move turns out not to be legal (so a
    /// page cannot probe identities), and if it has no legal move the turn is `"skipped"`.
    /// A pawn reaching the last rank without `promotion` returns `"choose-promotion"`.
    #[wasm_bindgen(js_name = "move", unchecked_return_type = "StepStatus")]
    pub fn move_piece(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Square")] from: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Square")] to: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Role | null")] promotion: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] time: Option<f64>,
    ) -> JsResult<String> {
        let variant = self.game.variant();
        let from = parse_square(variant, &from)?;
        let to = parse_square(variant, &to)?;
        let promotion = if promotion.is_null_or_undefined() {
            None
        } else {
            Some(role_named(&text(&promotion, "the promotion piece")?)?)
        };
        let time = parse_time(time)?;
        self.step_move(from, to, promotion, time)
    }

    /// Chooses the piece for a pending promotion (`"queen"` or `"q"`); returns the
    /// completed action's notation.
    pub fn promote(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Role")] role: JsValue,
        time: Option<f64>,
    ) -> JsResult<String> {
        self.promote_to(&text(&role, "the promotion piece")?, parse_time(time)?)
    }

    /// Plays an action in notation (`e2e4`, `a7a8q`, `@b2`; RULES.md §4) with the same
    /// steps as `move`: in Incerto the disc is selected first, and a last-rank move without
    /// its letter returns `"choose-promotion"`.
    #[wasm_bindgen(unchecked_return_type = "StepStatus")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] action: JsValue,
        time: Option<f64>,
    ) -> JsResult<String> {
        self.play_action(&text(&action, "the action")?, parse_time(time)?)
    }

    /// Applies a step a bot answered (`RandomBot.step(view)`), the way a person would.
    #[wasm_bindgen(js_name = applyStep, unchecked_return_type = "StepStatus")]
    pub fn apply_step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "BotStep")] step: JsValue,
    ) -> JsResult<String> {
        let step: BotStep = serde_wasm_bindgen::from_value(step)
            .map_err(|e| err(format!("invalid bot step: {}", js_message(e))))?;
        self.apply(&step)
    }

    /// Every legal complete action of the side to move, all-seeing (it depends on hidden
    /// identities): for tools and tests. A player's choices are in `view(color)`.
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self) -> Vec<String> {
        self.game
            .legal_actions()
            .iter()
            .map(Action::to_string)
            .collect()
    }

    /// What `viewer` may see: `"white"`, `"black"`, or `"all"` once the game is over.
    #[wasm_bindgen(unchecked_return_type = "PlayerView")]
    pub fn view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Viewer")] viewer: JsValue,
    ) -> JsResult<JsValue> {
        let viewer = text(&viewer, "the viewer")?;
        let viewer = if viewer == "all" {
            if !self.game.is_over() {
                return Err(err(
                    "the all-seeing view ('all') is only for finished games; use view('white') or view('black') (tools can read fen())",
                ));
            }
            None
        } else {
            Some(color_named(&viewer)?)
        };
        to_js(&self.game.view(viewer))
    }

    /// Whose turn, any pending step, the result: public facts only.
    #[wasm_bindgen(unchecked_return_type = "GameStatus")]
    pub fn status(&self) -> JsResult<JsValue> {
        let g = &self.game;
        let pos = g.position();
        to_js(&GameStatus {
            variant: g.variant().name(),
            turn: g.turn().name(),
            over: g.is_over(),
            result: g.outcome().map(|o| ResultStatus {
                score: o.score(),
                winner: o.winner().map(Color::name),
                reason: o.reason(),
            }),
            pending: g.pending().map(|p| match p {
                Pending::Selected(sq) => PendingStatus::Selected {
                    square: sq.to_string(),
                },
                Pending::Promotion { from, to } => PendingStatus::Promotion {
                    from: from.to_string(),
                    to: to.to_string(),
                },
            }),
            draw_offer: g.draw_offer().map(Color::name),
            plies: g.history().len(),
            halfmoves: pos.halfmoves(),
            fullmoves: pos.fullmoves(),
        })
    }

    /// The game as JSON (format `incerto-game`), for saving; `Game.fromRecord` loads it.
    /// All-seeing: it holds the true start position.
    pub fn record(&self) -> String {
        self.game.to_json()
    }

    /// A PGN-style text of the game for people (all-seeing: its FEN tag is the true start).
    pub fn pgn(&self) -> String {
        self.game.pgn()
    }

    /// The true current position as extended FEN (all-seeing: for tools and tests).
    pub fn fen(&self) -> String {
        self.game.position().fen()
    }

    /// `color` offers a draw; it stands until the opponent answers or moves.
    #[wasm_bindgen(js_name = offerDraw)]
    pub fn offer_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> JsResult<()> {
        Ok(self.game.offer_draw(parse_color(&color)?)?)
    }

    #[wasm_bindgen(js_name = acceptDraw)]
    pub fn accept_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> JsResult<()> {
        Ok(self.game.accept_draw(parse_color(&color)?)?)
    }

    #[wasm_bindgen(js_name = declineDraw)]
    pub fn decline_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> JsResult<()> {
        Ok(self.game.decline_draw(parse_color(&color)?)?)
    }

    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> JsResult<()> {
        Ok(self.game.resign(parse_color(&color)?)?)
    }

    /// `color`'s clock ran out (clocks belong to the page).
    #[wasm_bindgen(js_name = timeForfeit)]
    pub fn time_forfeit(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> JsResult<()> {
        Ok(self.game.time_forfeit(parse_color(&color)?)?)
    }

    /// Takes back the last `turns` turns (default 1): refused once the game is over and
    /// while a turn is half done (a selected disc, a pending promotion).
    pub fn undo(&mut self, turns: Option<f64>) -> JsResult<()> {
        let turns = match turns {
            None => 1,
            Some(t) if t.is_finite() && t >= 1.0 && t.fract() == 0.0 => {
                // More turns than were played simply undoes them all.
                t.min(usize::MAX as f64) as usize
            }
            Some(t) => {
                return Err(err(format!(
                    "invalid number of turns {t}: expected a whole number, 1 or more"
                )))
            }
        };
        Ok(self.game.undo(turns)?)
    }
}

/// The steps behind the exported methods, shared with `applyStep` and `RandomBot`.
impl JsGame {
    /// Plays an action in notation through the player's steps (see `play`).
    fn play_action(&mut self, action: &str, time: Option<u64>) -> JsResult<String> {
        let variant = self.game.variant();
        match Action::parse(variant, action)? {
            Action::Move {
                from,
                to,
                promotion,
            } => {
                // Off-board squares are refused before the Incerto selection reveals anything.
                square_named(variant, &from.to_string())?;
                square_named(variant, &to.to_string())?;
                self.step_move(from, to, promotion, time)
            }
            Action::Skip(sq) => {
                square_named(variant, &sq.to_string())?;
                if self.game.pending().is_none() {
                    if let StepOutcome::Selected(_) = self.game.select(sq)? {
                        return Err(err(format!(
                            "illegal action '{action}': the disc on {sq} has a legal move, so it is now selected and must move"
                        )));
                    }
                    return Ok("skipped".to_owned());
                }
                self.game.play(Action::Skip(sq), time)?;
                Ok("skipped".to_owned())
            }
            flip @ Action::Flip(_) => {
                self.game.play(flip, time)?;
                Ok("played".to_owned())
            }
        }
    }

    fn promote_to(&mut self, role: &str, time: Option<u64>) -> JsResult<String> {
        let role = role_named(role)?;
        Ok(self.game.promote(role, time)?.to_string())
    }

    /// A move through the player's steps (see `move`).
    fn step_move(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        time: Option<u64>,
    ) -> JsResult<String> {
        // `move_piece` picks an Incerto disc up itself, after checking what needs no
        // identity (a promotion letter of this game), so that it can judge an unseen piece
        // by what its owner knew.
        let selected_before = self.game.pending().is_some();
        match self.game.move_piece(from, to, promotion, time) {
            Ok(outcome) => Ok(status_name(outcome).to_owned()),
            Err(e)
                if !selected_before
                    && self.game.pending() == Some(crate::game::Pending::Selected(from)) =>
            {
                Err(err(format!(
                    "{e}; the disc on {from} is now selected and must move"
                )))
            }
            Err(e) => Err(e.into()),
        }
    }

    fn apply(&mut self, step: &BotStep) -> JsResult<String> {
        match step.kind.as_str() {
            "select" => {
                let sq = square_named(self.game.variant(), &step.value)?;
                Ok(status_name(self.game.select(sq)?).to_owned())
            }
            "play" => self.play_action(&step.value, None),
            "promote" => self
                .promote_to(&step.value, None)
                .map(|_| "played".to_owned()),
            other => Err(err(format!(
                "invalid bot step kind '{other}' (expected select, play or promote)"
            ))),
        }
    }
}

/// A computer opponent that picks uniformly among the steps its player's view offers. It
/// sees only that view, never the true position.
#[wasm_bindgen(js_name = RandomBot)]
pub struct JsRandomBot {
    bot: EngineRandomBot,
}

#[wasm_bindgen(js_class = RandomBot)]
impl JsRandomBot {
    /// A bot with its own random numbers (a fresh random seed when `seed` is missing).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "Seed | null")] seed: JsValue,
    ) -> JsResult<JsRandomBot> {
        Ok(JsRandomBot {
            bot: EngineRandomBot::new(seed_or_random(&seed)?),
        })
    }

    /// The next step for the viewer of `view` (from `game.view(color)`), or null when the
    /// view offers nothing to do (not that player's turn, or the game is over).
    #[wasm_bindgen(unchecked_return_type = "BotStep | null")]
    pub fn step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "PlayerView")] view: JsValue,
    ) -> JsResult<JsValue> {
        let view: PlayerView = serde_wasm_bindgen::from_value(view)
            .map_err(|e| err(format!("invalid view: {}", js_message(e))))?;
        match self.bot.step(&view) {
            Some(step) => to_js(&BotStep::from(step)),
            None => Ok(JsValue::NULL),
        }
    }

    /// Plays the whole turn of the side to move in `game` (select, move, promotion) and
    /// returns the steps taken, so a page can show them (an empty list if the game is over).
    #[wasm_bindgen(js_name = playTurn, unchecked_return_type = "BotStep[]")]
    pub fn play_turn(&mut self, game: &mut JsGame) -> JsResult<JsValue> {
        let color = game.game.turn();
        let mut steps = Vec::new();
        // A turn is at most select, move, promote; the bound only guards against a loop.
        for _ in 0..4 {
            if game.game.is_over() || game.game.turn() != color {
                break;
            }
            let Some(step) = self.bot.step(&game.game.view(Some(color))) else {
                break;
            };
            let step = BotStep::from(step);
            game.apply(&step)?;
            steps.push(step);
        }
        to_js(&steps)
    }
}

/// Counts the leaves of the all-seeing game tree `depth` plies deep from `fen` (RULES.md
/// §4). Depth is limited to 6 so a page cannot freeze for hours by accident.
#[wasm_bindgen]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    depth: f64,
) -> JsResult<f64> {
    let variant = parse_variant(&variant)?;
    if !(depth.is_finite() && depth >= 0.0 && depth.fract() == 0.0)
        || depth > f64::from(MAX_PERFT_DEPTH)
    {
        return Err(err(format!(
            "invalid perft depth {depth}: expected a whole number from 0 to {MAX_PERFT_DEPTH} (deeper counts: the native `incerto perft` command)"
        )));
    }
    let pos = Position::from_fen(variant, &text(&fen, "the position")?)?;
    // Counts at depth 6 stay far below 2^53, so the number is exact.
    Ok(engine_perft(&pos, depth as u32) as f64)
}

/// The extended FEN of the start position `seed` shuffles (a random one without a seed).
#[wasm_bindgen(js_name = newPosition)]
pub fn new_position(
    #[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "Seed | null")] seed: JsValue,
) -> JsResult<String> {
    let variant = parse_variant(&variant)?;
    Ok(Position::new_game(variant, seed_or_random(&seed)?).fen())
}

/// The variant names: `["incerto", "hidden-random", "hidden-chess"]`.
#[wasm_bindgen(unchecked_return_type = "Variant[]")]
pub fn variants() -> Vec<String> {
    Variant::ALL.iter().map(|v| v.name().to_owned()).collect()
}
