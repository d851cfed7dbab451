//! The JS API (feature `wasm`): wasm-bindgen exports that let any web page or Node program
//! play the three games through the engine — a `Game` class, typed player views, the
//! computer opponents (`Bot` at every level, `RandomBot`, belief `hints`), `perft` and
//! `newPosition` — with a JS `Error` for every bad argument.
//!
//! A thin boundary: arguments are read into engine types by `args`, every turn step goes
//! through [`Game::apply_step`], and results go out through serde. Nothing here may panic:
//! the release profile is `panic = "abort"`, and an abort kills the whole wasm instance (the
//! page's engine is gone until reload), so every engine error becomes a `JsError`.

mod args;

use crate::bot::{self, Bot, LevelBot, RandomBot as EngineRandomBot};
use crate::{
    perft as engine_perft, Action, Color, Game, Outcome, Pending, Position, Square, Step,
    StepOutcome, Variant,
};
use args::JsResult;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Deeper counts take minutes to hours in a page (depth 6 from an Incerto start is about
/// 1.3 billion leaves); the native `incerto perft` CLI is the tool for those.
const MAX_PERFT_DEPTH: u32 = 6;

// Hand-written types for the plain objects the API takes and returns, so `view()` and
// friends are typed in the generated .d.ts instead of `any`.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = include_str!("../js/types.d.ts");

/// What a step did, as the d.ts's `StepStatus`.
fn status(outcome: StepOutcome) -> &'static str {
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
    variant: Variant,
    turn: Color,
    over: bool,
    result: Option<Outcome>,
    pending: Option<PendingStatus>,
    draw_offer: Option<Color>,
    plies: usize,
    halfmoves: u32,
    fullmoves: u32,
}

/// `PendingStatus` in the d.ts.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum PendingStatus {
    Selected { square: Square },
    Promotion { from: Square, to: Square },
}

impl From<Pending> for PendingStatus {
    fn from(p: Pending) -> PendingStatus {
        match p {
            Pending::Selected(square) => PendingStatus::Selected { square },
            Pending::Promotion { from, to } => PendingStatus::Promotion { from, to },
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
        let variant = args::variant(&variant)?;
        let game = Game::new(variant, args::seed_or_random(&seed)?);
        Ok(JsGame { game })
    }

    /// A game from an extended FEN (RULES.md §4): lessons, puzzles, tests.
    #[wasm_bindgen(js_name = fromFen)]
    pub fn from_fen(
        #[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    ) -> JsResult<JsGame> {
        let variant = args::variant(&variant)?;
        let game = Game::from_fen(variant, &args::text(&fen, "the position")?)?;
        Ok(JsGame { game })
    }

    /// A game replayed from the JSON that `record()` gives; every action is checked.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] json: JsValue,
    ) -> JsResult<JsGame> {
        let game = Game::from_json(&args::text(&json, "the record")?)?;
        Ok(JsGame { game })
    }

    #[wasm_bindgen(getter, unchecked_return_type = "Variant")]
    pub fn variant(&self) -> String {
        self.game.variant().to_string()
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
        self.game.turn().to_string()
    }

    /// Incerto, first step of a turn: select a disc of the side to move. It is revealed to
    /// its owner and must move; a disc with no legal move skips the turn (`"skipped"`).
    #[wasm_bindgen(unchecked_return_type = "StepStatus")]
    pub fn select(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Square")] square: JsValue,
    ) -> JsResult<String> {
        let sq = args::square(self.game.variant(), &square)?;
        self.step(Step::Select(sq), None)
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
        let from = args::square(variant, &from)?;
        let to = args::square(variant, &to)?;
        let promotion = args::promotion(&promotion)?;
        let action = Action::Move {
            from,
            to,
            promotion,
        };
        self.step(Step::Play(action), args::time(time)?)
    }

    /// Chooses the piece for a pending promotion (`"queen"` or `"q"`); returns the
    /// completed action's notation.
    pub fn promote(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Role")] role: JsValue,
        time: Option<f64>,
    ) -> JsResult<String> {
        let step = Step::Promote(args::role(&role)?);
        match self.game.apply_step(step, args::time(time)?)? {
            StepOutcome::Played(action) => Ok(action.to_string()),
            other => Ok(status(other).to_owned()),
        }
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
        let action = Action::parse(self.game.variant(), &args::text(&action, "the action")?)?;
        self.step(Step::Play(action), args::time(time)?)
    }

    /// Applies one step (a bot's answer, `RandomBot.step(view)`, or a step a Web Worker
    /// sent), the way a person would: the one function behind `select`, `move`, `play` and
    /// `promote`.
    #[wasm_bindgen(js_name = applyStep, unchecked_return_type = "StepStatus")]
    pub fn apply_step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "BotStep")] step: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] time: Option<f64>,
    ) -> JsResult<String> {
        self.step(args::step(step)?, args::time(time)?)
    }

    /// Every legal complete action of the side to move, all-seeing (it depends on hidden
    /// identities): for tools and tests. A player's choices are in `view(color)`.
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self) -> Vec<String> {
        let actions = self.game.legal_actions();
        actions.iter().map(Action::to_string).collect()
    }

    /// What `viewer` may see: `"white"`, `"black"`, or `"all"` once the game is over.
    #[wasm_bindgen(unchecked_return_type = "PlayerView")]
    pub fn view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Viewer")] viewer: JsValue,
    ) -> JsResult<JsValue> {
        args::to_js(&self.game.view(args::viewer(&viewer, &self.game)?))
    }

    /// Where `viewer`'s pieces can go now, from → [to], and the pieces they may flip: what
    /// a board needs to offer moves (derived from `view(viewer).legalActions`).
    #[wasm_bindgen(unchecked_return_type = "Dests")]
    pub fn dests(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Viewer")] viewer: JsValue,
    ) -> JsResult<JsValue> {
        args::to_js(&self.game.view(args::viewer(&viewer, &self.game)?).dests())
    }

    /// Whose turn, any pending step, the result: public facts only.
    #[wasm_bindgen(unchecked_return_type = "GameStatus")]
    pub fn status(&self) -> JsResult<JsValue> {
        let g = &self.game;
        args::to_js(&GameStatus {
            variant: g.variant(),
            turn: g.turn(),
            over: g.is_over(),
            result: g.outcome(),
            pending: g.pending().map(PendingStatus::from),
            draw_offer: g.draw_offer(),
            plies: g.history().len(),
            halfmoves: g.position().halfmoves(),
            fullmoves: g.position().fullmoves(),
        })
    }

    /// The game as JSON (format `incerto-game`), for saving; `Game.fromRecord` loads it.
    /// All-seeing: it holds the true start position.
    pub fn record(&self) -> String {
        self.game.to_json()
    }

    /// The game in PGN for other chess software (all-seeing: its FEN tag is the true
    /// start, its comments tell every hidden identity); `tags` may name the event, site,
    /// date, round and players; `reviews` (what `review` returned for this game) add
    /// their judgements as NAGs (the first review's) and comments.
    pub fn pgn(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "PgnTags | null")] tags: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Review[] | null")] reviews: JsValue,
    ) -> JsResult<String> {
        let reviews: Vec<crate::Review> = if reviews.is_null_or_undefined() {
            Vec::new()
        } else {
            serde_wasm_bindgen::from_value(reviews)
                .map_err(|e| args::err(format!("invalid reviews: {e}")))?
        };
        let reviews: Vec<&crate::Review> = reviews.iter().collect();
        Ok(self.game.pgn_analysed(&args::pgn_tags(&tags)?, &reviews))
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
        Ok(self.game.offer_draw(args::color(&color)?)?)
    }

    #[wasm_bindgen(js_name = acceptDraw)]
    pub fn accept_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> JsResult<()> {
        Ok(self.game.accept_draw(args::color(&color)?)?)
    }

    #[wasm_bindgen(js_name = declineDraw)]
    pub fn decline_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> JsResult<()> {
        Ok(self.game.decline_draw(args::color(&color)?)?)
    }

    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> JsResult<()> {
        Ok(self.game.resign(args::color(&color)?)?)
    }

    /// `color`'s clock ran out (clocks belong to the page).
    #[wasm_bindgen(js_name = timeForfeit)]
    pub fn time_forfeit(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> JsResult<()> {
        Ok(self.game.time_forfeit(args::color(&color)?)?)
    }

    /// Takes back the last `turns` turns (default 1): refused once the game is over and
    /// while a turn is half done (a selected disc, a pending promotion).
    pub fn undo(&mut self, turns: Option<f64>) -> JsResult<()> {
        Ok(self.game.undo(args::turns(turns)?)?)
    }
}

impl JsGame {
    /// Applies a step and names what it did.
    fn step(&mut self, step: Step, time: Option<u64>) -> JsResult<String> {
        Ok(status(self.game.apply_step(step, time)?).to_owned())
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
        let bot = EngineRandomBot::new(args::seed_or_random(&seed)?);
        Ok(JsRandomBot { bot })
    }

    /// The next step for the viewer of `view` (from `game.view(color)`), or null when the
    /// view offers nothing to do (not that player's turn, or the game is over).
    #[wasm_bindgen(unchecked_return_type = "BotStep | null")]
    pub fn step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "PlayerView")] view: JsValue,
    ) -> JsResult<JsValue> {
        match self.bot.step(&args::view(view)?) {
            Some(step) => args::to_js(&step),
            None => Ok(JsValue::NULL),
        }
    }

    /// Plays the whole turn of the side to move in `game` (select, move, promotion) and
    /// returns the steps taken, so a page can show them (an empty list if the game is over).
    #[wasm_bindgen(js_name = playTurn, unchecked_return_type = "BotStep[]")]
    pub fn play_turn(&mut self, game: &mut JsGame) -> JsResult<JsValue> {
        let game = &mut game.game;
        let color = game.turn();
        let mut steps = Vec::new();
        // A turn is at most select, move, promote; the bound only guards against a loop.
        for _ in 0..4 {
            if game.is_over() || game.turn() != color {
                break;
            }
            let Some(step) = self.bot.step(&game.view(Some(color))) else {
                break;
            };
            game.apply_step(step, None)?;
            steps.push(step);
        }
        args::to_js(&steps)
    }
}

// The clock a bot's time limit reads (milliseconds): `Date.now()`, in browsers and Node.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;
}

/// `BotAnswer` in the d.ts: the step and what it cost.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BotAnswer {
    step: Option<Step>,
    nodes: u64,
    depth: u32,
    worlds: u32,
    score: Option<i32>,
    /// The time limit stopped the search before its node budget.
    capped: bool,
}

/// A computer opponent of one level — `random`, `greedy`, `level1` (fastest) … `level5`
/// (strongest) — with its own random numbers. Like every bot it sees only the view it is
/// given, never the game.
#[wasm_bindgen(js_name = Bot)]
pub struct JsBot {
    bot: LevelBot,
}

#[wasm_bindgen(js_class = Bot)]
impl JsBot {
    /// A bot of `level` whose choices follow `seed` (a fresh random seed when missing).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "BotLevel")] level: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Seed | null")] seed: JsValue,
    ) -> JsResult<JsBot> {
        let level = args::level(&level)?;
        Ok(JsBot {
            bot: LevelBot::new(level, args::seed_or_random(&seed)?),
        })
    }

    /// Its level's name (`"level3"`).
    #[wasm_bindgen(getter, unchecked_return_type = "BotLevel")]
    pub fn level(&self) -> String {
        self.bot.level().name()
    }

    /// The next step for the viewer of `view` (from `game.view(color)`), within the level's
    /// node budget and, if `budget.ms` is given, that many milliseconds: `step` is null when
    /// the view offers nothing to do. The search runs on the calling thread: in a page, call
    /// it from a Web Worker (the view and the answer are plain data) or keep `ms` small.
    #[wasm_bindgen(unchecked_return_type = "BotAnswer")]
    pub fn step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "PlayerView")] view: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "BotBudget | null")] budget: JsValue,
    ) -> JsResult<JsValue> {
        let view = args::view(view)?;
        let deadline = args::budget_ms(&budget)?.map(|ms| date_now() + ms);
        let capped = std::cell::Cell::new(false);
        let stop = || {
            let over = deadline.is_some_and(|d| date_now() >= d);
            capped.set(capped.get() | over);
            over
        };
        let a = self.bot.answer(&view, Some(&stop))?;
        args::to_js(&BotAnswer {
            step: a.step,
            nodes: a.nodes,
            depth: a.depth,
            worlds: a.worlds,
            score: a.score,
            capped: capped.get(),
        })
    }
}

/// `LevelInfo` in the d.ts: one row of the level table.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LevelInfo {
    level: String,
    nodes: LevelNodes,
    cap_ms: u32,
}

/// A level's node budget in each game.
#[derive(Serialize)]
struct LevelNodes {
    incerto: u64,
    #[serde(rename = "hidden-random")]
    hidden_random: u64,
    #[serde(rename = "hidden-chess")]
    hidden_chess: u64,
}

/// The level table, weakest first: each level's node budget a decision in every game and
/// its wall-clock cap in the Incerto app, in milliseconds (`random` and `greedy` search
/// nothing). `bot.step(view, { ms })` is how a page applies a cap of its own.
#[wasm_bindgen(unchecked_return_type = "LevelInfo[]")]
pub fn levels() -> JsResult<JsValue> {
    let rows: Vec<LevelInfo> = bot::Level::ALL
        .iter()
        .map(|&l| LevelInfo {
            level: l.name(),
            nodes: LevelNodes {
                incerto: l.nodes(Variant::Incerto),
                hidden_random: l.nodes(Variant::HiddenRandom),
                hidden_chess: l.nodes(Variant::HiddenChess),
            },
            cap_ms: l.cap_ms(),
        })
        .collect();
    args::to_js(&rows)
}

/// Belief hints for the viewer of `view`: each piece they cannot identify with the odds of
/// every identity it may have, worked out from the view alone (what that player has seen).
#[wasm_bindgen(unchecked_return_type = "Hints")]
pub fn hints(
    #[wasm_bindgen(unchecked_param_type = "PlayerView")] view: JsValue,
) -> JsResult<JsValue> {
    args::to_js(&bot::hints(&args::view(view)?)?)
}

/// `Review` in the d.ts: the analysis, and the lines as the CLI prints them.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ReviewAnswer<'a> {
    #[serde(flatten)]
    review: &'a crate::Review,
    text: String,
}

/// The post-game analysis of a game record (the JSON `record()` gives): for each judged
/// step, the step the computer would have chosen from that player's view then, the
/// expected scores before and after it, and its judgement; `options` chooses the `side`
/// (`"white"`, `"black"`, `"both"`), the `lens` (`"view"`, or `"all"` for a finished game)
/// and the search `level` (1–5, default 3). The search runs on the calling thread (seconds
/// for a whole game): in a page, call it from a Web Worker, or use the app's computer
/// worker's `review` job, which reports progress.
#[wasm_bindgen(unchecked_return_type = "Review")]
pub fn review(
    #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "ReviewOptions | null")] options: JsValue,
) -> JsResult<JsValue> {
    let game = Game::from_json(&args::text(&record, "the record")?)?;
    let options = args::review_options(&options)?;
    let review = crate::review(&game, options, &mut |_, _| {}, None).map_err(args::err)?;
    args::to_js(&ReviewAnswer {
        text: review.to_string(),
        review: &review,
    })
}

/// Counts the leaves of the all-seeing game tree `depth` plies deep from `fen` (RULES.md
/// §4). Depth is limited to 6 so a page cannot freeze for hours by accident.
#[wasm_bindgen]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    depth: f64,
) -> JsResult<f64> {
    let variant = args::variant(&variant)?;
    if !(depth.is_finite() && depth >= 0.0 && depth.fract() == 0.0)
        || depth > f64::from(MAX_PERFT_DEPTH)
    {
        return Err(args::err(format!(
            "invalid perft depth {depth}: expected a whole number from 0 to {MAX_PERFT_DEPTH} (deeper counts: the native `incerto perft` command)"
        )));
    }
    let pos = Position::from_fen(variant, &args::text(&fen, "the position")?)?;
    // Counts at depth 6 stay far below 2^53, so the number is exact.
    Ok(engine_perft(&pos, depth as u32) as f64)
}

/// The extended FEN of the start position `seed` shuffles (a random one without a seed).
#[wasm_bindgen(js_name = newPosition)]
pub fn new_position(
    #[wasm_bindgen(unchecked_param_type = "Variant")] variant: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "Seed | null")] seed: JsValue,
) -> JsResult<String> {
    let variant = args::variant(&variant)?;
    Ok(Position::new_game(variant, args::seed_or_random(&seed)?).fen())
}

/// The variant names: `["incerto", "hidden-random", "hidden-chess"]`.
#[wasm_bindgen(unchecked_return_type = "Variant[]")]
pub fn variants() -> Vec<String> {
    Variant::ALL.iter().map(Variant::to_string).collect()
}
