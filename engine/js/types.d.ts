// The TypeScript types of the plain objects the JS API takes and returns (wasm-bindgen
// appends this file to the generated .d.ts, see engine/src/wasm.rs). They mirror the serde
// forms of the engine's types field by field (camelCase, `null` for a missing value); the
// Rust test tests/view_json.rs pins the JSON, tests/pkg checks the shapes.

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
  /**
   * Readable notation, close to chess's SAN, naming only what this viewer knew right after
   * the action: `"Nxa6"`, `"exd5"`, `"O-O"`, `"a8=Q"` (`"a8=?"` when the viewer does not
   * know the new piece), `"Nc3(B)"` (a Hidden Chess face-down piece that moved as a knight
   * and was a bishop), `"C@c1"` (a flip that showed a cannon), `"K@b1"` (an Incerto skip of
   * a disc the viewer knows), `+` check, `#` mate. A move of a piece the viewer does not
   * know keeps `notation` (`"b1c3"`, `"@b1"`). For people: never parse it back.
   */
  san: string;
  /** The acting piece (the pawn of a promotion; what a flip showed), or null when the viewer did not know it. */
  piece: Role | null;
  /** The piece taken, or null (no capture, or the viewer did not learn what it was). */
  captured: Role | null;
  /** The promotion piece, or null (no promotion, or the viewer may not know it). */
  promotedTo: Role | null;
  /** Castling: the corner piece that went with the king (it shows itself as it lands). */
  castledWith: Role | null;
  /** The action showed the acting piece to a player who had not seen it. */
  revealed: boolean;
  /** The action gave check (the 8×8 games). */
  check: boolean;
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

/** The tags of PGN's seven tag roster the game does not know, for `pgn(tags)`; each optional (PGN's `?` when missing; the date then comes from the first action's time). */
export interface PgnTags {
  event?: string | null;
  site?: string | null;
  /** `YYYY.MM.DD`, `??` for an unknown part. */
  date?: string | null;
  round?: string | null;
  white?: string | null;
  black?: string | null;
}

/**
 * One step of a turn, as a person at the board would take it: what a bot answers, what
 * `applyStep` takes, and what a Web Worker running a bot sends back. `select` names a
 * disc (Incerto), `play` an action in notation (as in `legalActions`; `@square` is the
 * game's flip or skip), `promote` a role (a name, or its letter).
 */
export interface BotStep {
  kind: "select" | "play" | "promote";
  /** A square for `select`, an action for `play`, a role for `promote`. */
  value: string;
}

/**
 * Where the viewer's pieces can go now (`game.dests(viewer)`), the way a board such as
 * chessground wants it: from each square the targets of its moves, and the face-down
 * pieces that may be flipped (Hidden Random Chess). In Incerto only the selected disc has
 * targets: before a selection the choice is `view.selectable`.
 */
export interface Dests {
  /** From-square → the squares that piece can move to, in square order (a1, b1, … h8). */
  moves: Partial<Record<Square, Square[]>>;
  flips: Square[];
}

/**
 * A computer opponent's level, weakest first: `"random"` (any legal step), `"greedy"`
 * (takes the most valuable piece it can see), `"level1"` (a quick search) … `"level5"` (the
 * strongest), or the number 1 to 5.
 */
export type BotLevel = "random" | "greedy" | "level1" | "level2" | "level3" | "level4" | "level5" | 1 | 2 | 3 | 4 | 5;

/** How long a bot may think besides its level's node budget. */
export interface BotBudget {
  /** A wall-clock limit in milliseconds; the search then answers with the best step so far. */
  ms?: number | null;
}

/** `levels()`: one row of the level table. */
export interface LevelInfo {
  /** The level's name, as `new Bot(level)` takes it. */
  level: "random" | "greedy" | "level1" | "level2" | "level3" | "level4" | "level5";
  /** Positions it may search a decision, per game (0 for `random` and `greedy`). */
  nodes: { incerto: number; "hidden-random": number; "hidden-chess": number };
  /** Its wall-clock cap a decision in the Incerto app, in milliseconds. */
  capMs: number;
}

/** `bot.step(view, budget)`: the step, and what it cost. */
export interface BotAnswer {
  /** Null when the view offers its player nothing to do (not their turn, game over). */
  step: BotStep | null;
  /** Positions searched (0 for `random` and `greedy`). */
  nodes: number;
  /** Deepest search iteration completed, in plies. */
  depth: number;
  /** Incerto: opponent layouts sampled. */
  worlds: number;
  /** The bot's expected result, -10000 (certain loss) to 10000 (certain win), or null. */
  score: number | null;
  /** The time limit (`budget.ms`) stopped the search before its node budget. */
  capped: boolean;
}

/** `hints(view)`: every piece the viewer cannot identify, with the odds of each identity. */
export interface Hints {
  pieces: PieceHint[];
}

export interface PieceHint {
  square: Square;
  color: Color;
  /** One of the viewer's own pieces (an Incerto disc they have not looked at, a face-down piece). */
  own: boolean;
  /** Most likely first; the probabilities add up to 1. */
  odds: RoleOdds[];
}

export interface RoleOdds {
  role: Role;
  /** From 0 to 1. */
  probability: number;
}

/** Whose turns `review` judges. */
export type ReviewSide = Color | "both";

/** `"view"`: from each player's own view at the time; `"all"`: from the true position (a finished game only). */
export type ReviewLens = "view" | "all";

/** `review`'s options; each may be left out: both sides, the view lens, level 3. */
export interface ReviewOptions {
  side?: ReviewSide | null;
  lens?: ReviewLens | null;
  /** The search level, 1 to 5. */
  level?: 1 | 2 | 3 | 4 | 5 | null;
}

/** The decision a line judges: a whole turn (the 8×8 games), or Incerto's selection and its move apart. */
export type ReviewPhase = "turn" | "select" | "move";

/** By the drop in expected score: 0, below 0.05, from 0.05, from 0.10, from 0.15. */
export type Judgement = "best" | "good" | "inaccuracy" | "mistake" | "blunder";

/** One judged step. */
export interface ReviewLine {
  /** Index of the turn's action in the record's `actions`. */
  ply: number;
  /** Move number, as in FEN and PGN. */
  turn: number;
  color: Color;
  phase: ReviewPhase;
  /** The step taken, as the judging view offered it. */
  played: BotStep;
  /** The step the computer would have chosen. */
  best: BotStep;
  /** Expected score (0–1) for `color` with `best`. */
  before: number;
  /** Expected score (0–1) for `color` with `played`; at most `before`. */
  after: number;
  judgement: Judgement;
  /** What the judging view knew of the unseen piece `best` turns on (the disc it picks up, the face-down piece it moves, the unseen piece it takes): its likeliest role and the chance (0–1). Absent when that piece was seen, and always in the `all` lens. */
  odds?: { square: Square; role: Role; probability: number };
}

/** A game's analysis: `text` is what `incerto review` prints (one line per judged step, then the accuracy). */
export interface Review {
  lens: ReviewLens;
  level: number;
  lines: ReviewLine[];
  /** 0–100 per side; null for a side not judged. */
  accuracy: { white: number | null; black: number | null };
  text: string;
}
