//! `incerto arena`: games between two computer players, in pairs with the same start
//! position and colours swapped, on every core; the result for the first player with a 95 %
//! Wilson interval. Every game is reproducible from the arena's seed.

use super::arena_log::{points, result_line, Score};
use super::oracle;
use super::outside::Outside;
use super::play::level_step;
use incerto_engine::bot::{Level, LevelBot, Step, Strength};
use incerto_engine::{Color, Game, Outcome, PgnTags, Variant};
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A player in the arena: a level (optionally capped in time), the all-seeing `oracle5`, or
/// an outside program speaking the line protocol (docs/ARENA.md).
#[derive(Clone, PartialEq, Debug)]
pub enum Player {
    Level { level: Level, cap: Option<f64> },
    Oracle5,
    Outside(Vec<String>),
}

/// How fast the computer's worker searches in a browser, against this native build, per
/// game: the worker's wasm in V8 searched level 5's requests at 0.77, 0.72 and 0.70 of
/// native speed (BENCHMARKS.md, "The JS package's `Bot`", 2026-12-01; the cap matters at
/// the high levels). `level<n>@browser` caps a level at its browser cap (the level table)
/// times this, in CPU time: about the nodes the worker would search within the cap on the
/// same machine.
fn browser_speed(variant: Variant) -> f64 {
    match variant {
        Variant::Incerto => 0.77,
        Variant::HiddenRandom => 0.72,
        Variant::HiddenChess => 0.70,
    }
}

impl Player {
    pub fn parse(s: &str, variant: Variant) -> Result<Player, String> {
        if s == "oracle5" {
            return Ok(Player::Oracle5);
        }
        if let Some(command) = s.strip_prefix("ext:") {
            let argv: Vec<String> = command.split_whitespace().map(str::to_owned).collect();
            if argv.is_empty() {
                return Err(format!(
                    "outside player '{s}' names no program (ext:<program> [args])"
                ));
            }
            return Ok(Player::Outside(argv));
        }
        let unknown = || {
            format!(
                "unknown player '{s}' (expected random, greedy, level1 to level5 (level5@<ms>, \
                 level5@browser: capped in time), oracle5, or ext:<program> [args])"
            )
        };
        let (name, cap) = s.split_once('@').map_or((s, None), |(n, c)| (n, Some(c)));
        let level = name.parse::<Level>().map_err(|_| unknown())?;
        let cap = match cap {
            None => None,
            Some(_) if !matches!(level, Level::Search(_)) => return Err(unknown()),
            Some("browser") => Some(f64::from(level.cap_ms()) / 1000.0 * browser_speed(variant)),
            Some(ms) => {
                let ms = ms.parse::<u32>().ok().filter(|&ms| ms > 0).ok_or_else(|| {
                    format!(
                        "invalid time cap '{ms}' in '{s}': expected milliseconds (1 or more) or browser"
                    )
                })?;
                Some(f64::from(ms) / 1000.0)
            }
        };
        Ok(Player::Level { level, cap })
    }
}

/// SplitMix64: independent seeds for every game and bot from the arena's seed.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Nanoseconds this thread has spent running on a CPU, if Linux says
/// (`/proc/thread-self/schedstat`): on a machine shared with other work, a decision may wait
/// for a CPU longer than it runs, and that wait says nothing about the bot.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Seconds `f` took: thread CPU time where available, else wall-clock time.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let (wall, cpu) = (Instant::now(), cpu_ns());
    let out = f();
    let secs = match (cpu, cpu_ns()) {
        (Some(a), Some(b)) => b.saturating_sub(a) as f64 / 1e9,
        _ => wall.elapsed().as_secs_f64(),
    };
    (out, secs)
}

/// A stop test for a search capped at `secs` of this thread's CPU time (wall-clock time
/// where Linux does not say).
fn deadline(secs: f64) -> impl Fn() -> bool {
    let (wall, cpu) = (Instant::now(), cpu_ns());
    move || match (cpu, cpu_ns()) {
        (Some(a), Some(b)) => b.saturating_sub(a) as f64 / 1e9 >= secs,
        _ => wall.elapsed().as_secs_f64() >= secs,
    }
}

/// Statistics of one game, for the speed figures.
#[derive(Default, Clone, Copy)]
struct Work {
    decisions: u64,
    nodes: u64,
    seconds: f64,
    /// Sum over the searched decisions of the deepest iteration completed, and their count.
    depth: u64,
    searched: u64,
    /// Games lost by a bad, late or missing answer (outside players).
    forfeits: u64,
}

impl Work {
    fn add(&mut self, w: &Work) {
        self.decisions += w.decisions;
        self.nodes += w.nodes;
        self.seconds += w.seconds;
        self.depth += w.depth;
        self.searched += w.searched;
        self.forfeits += w.forfeits;
    }
}

/// A player seated at one game.
enum Seat {
    Bot {
        bot: Box<LevelBot>,
        oracle: bool,
        cap: Option<f64>,
    },
    Outside(Outside),
}

impl Seat {
    fn new(player: &Player, seed: u64, timeout: Duration) -> Result<Seat, String> {
        Ok(match player {
            Player::Level { level, cap } => Seat::Bot {
                bot: Box::new(LevelBot::new(*level, seed)),
                oracle: false,
                cap: *cap,
            },
            Player::Oracle5 => Seat::Bot {
                bot: Box::new(LevelBot::new(Level::Search(Strength::Five), seed)),
                oracle: true,
                cap: None,
            },
            Player::Outside(argv) => Seat::Outside(Outside::start(argv, seed, timeout)?),
        })
    }

    /// The seat's step in `game` (its turn), or why it forfeits; what it cost goes to `work`.
    fn decide(&mut self, game: &Game, work: &mut Work) -> Result<Option<Step>, String> {
        let turn = game.turn();
        work.decisions += 1;
        match self {
            Seat::Bot { bot, oracle, cap } => {
                let view = if *oracle {
                    oracle::view(game, turn)
                } else {
                    game.view(Some(turn))
                };
                let ((step, answer), secs) = timed(|| match cap {
                    Some(secs) => {
                        let stop = deadline(*secs);
                        level_step(bot, &view, Some(&stop))
                    }
                    None => level_step(bot, &view, None),
                });
                work.seconds += secs;
                if let Some(a) = answer {
                    work.nodes += a.nodes;
                    if a.nodes > 0 {
                        work.depth += u64::from(a.depth);
                        work.searched += 1;
                    }
                }
                Ok(step)
            }
            Seat::Outside(p) => {
                let view = game.view(Some(turn));
                let wall = Instant::now();
                let step = p.step(&view);
                work.seconds += wall.elapsed().as_secs_f64();
                step.map(Some)
            }
        }
    }

    fn finish(self, forfeited: bool) {
        if let Seat::Outside(p) = self {
            p.finish(forfeited);
        }
    }
}

/// One game's players, seeds and time limit for outside answers.
struct Table<'a> {
    variant: Variant,
    seed: u64,
    players: [&'a Player; 2],
    bot_seeds: [u64; 2],
    timeout: Duration,
}

/// What became of one game.
struct Played {
    outcome: Option<Outcome>,
    plies: usize,
    work: [Work; 2],
    /// Why a player lost by forfeit (a bad, late or missing answer), if one did.
    forfeit: Option<String>,
    /// The finished game, for `--pgn`.
    game: Game,
}

/// Plays one game; the steps cap only guards against a bug (the rules end every game).
/// `Err`: an outside player could not be started at all (the run stops).
fn play(t: &Table) -> Result<Played, String> {
    let mut game = Game::new(t.variant, t.seed);
    let mut seats = Vec::with_capacity(2);
    for i in 0..2 {
        seats.push(Seat::new(t.players[i], t.bot_seeds[i], t.timeout)?);
    }
    let mut work = [Work::default(); 2];
    let mut forfeit = None;
    for _ in 0..20_000 {
        if game.is_over() {
            break;
        }
        let turn = game.turn();
        let i = turn.index();
        let outside = matches!(seats[i], Seat::Outside(_));
        let applied = match seats[i].decide(&game, &mut work[i]) {
            Ok(Some(step)) => game
                .apply_step(step, None)
                .map(drop)
                .map_err(|e| format!("answered {}: {e}", step_json(&step))),
            Ok(None) => Err("had no step to take".to_owned()),
            Err(why) => Err(why),
        };
        if let Err(why) = applied {
            // A player that cannot move where the rules say it can has lost.
            let _ = game.resign(turn);
            if outside {
                work[i].forfeits += 1;
                forfeit = Some(format!("{turn} {why}"));
            }
        }
    }
    for (i, seat) in seats.into_iter().enumerate() {
        seat.finish(work[i].forfeits > 0);
    }
    Ok(Played {
        outcome: game.outcome(),
        plies: game.view(None).moves.len(),
        work,
        forfeit,
        game,
    })
}

/// A step as the protocol writes it.
fn step_json(step: &Step) -> String {
    serde_json::to_string(step).unwrap_or_else(|_| format!("{step:?}"))
}

/// The arena's options after the players.
struct Options {
    games: usize,
    /// The first game to play (`--from`): a run resumed or split plays games `from..games`.
    from: usize,
    seed: u64,
    threads: usize,
    timeout: Duration,
    log: Option<String>,
    pgn: Option<String>,
}

fn options(rest: &[String], usage: &str) -> Result<Options, String> {
    let mut games = None;
    let mut o = Options {
        games: 0,
        from: 0,
        seed: 1,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        timeout: Duration::from_secs(60),
        log: None,
        pgn: None,
    };
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .ok_or_else(|| format!("arena: {flag} needs a value"))?;
        let count = |max: usize| {
            value
                .parse::<usize>()
                .ok()
                .filter(|&n| (1..=max).contains(&n))
                .ok_or_else(|| {
                    format!("invalid {flag} '{value}': expected a number from 1 to {max}")
                })
        };
        match flag.as_str() {
            "--games" => games = Some(count(1_000_000)?),
            "--from" => {
                o.from = value.parse().map_err(|_| {
                    format!("invalid --from '{value}': expected an even game number")
                })?
            }
            "--threads" => o.threads = count(256)?,
            "--seed" => {
                o.seed = value.parse().map_err(|_| {
                    format!(
                        "invalid seed '{value}': expected a number from 0 to 18446744073709551615"
                    )
                })?
            }
            "--timeout" => {
                o.timeout = value
                    .parse::<f64>()
                    .ok()
                    .filter(|s| (0.001..=3600.0).contains(s))
                    .map(Duration::from_secs_f64)
                    .ok_or_else(|| {
                        format!("invalid --timeout '{value}': expected seconds from 0.001 to 3600")
                    })?
            }
            "--log" => o.log = Some(value.clone()),
            "--pgn" => o.pgn = Some(value.clone()),
            other => return Err(format!("arena: unexpected argument '{other}'")),
        }
    }
    o.games = games.ok_or_else(|| format!("arena: --games is required ({usage})"))?;
    // From an even game, so that the pairs stay whole.
    if o.from % 2 == 1 || o.from >= o.games {
        return Err(format!(
            "invalid --from '{}': expected an even game number below --games ({})",
            o.from, o.games
        ));
    }
    o.threads = o.threads.min(o.games - o.from);
    Ok(o)
}

/// One finished game, for the log.
struct Record {
    score: Score,
    seed: u64,
    a_white: bool,
    outcome: Option<Outcome>,
    plies: usize,
    forfeit: Option<String>,
    /// The game in PGN, with `--pgn`, until it is written.
    pgn: Option<String>,
}

pub fn run(args: &[String]) -> Result<String, String> {
    let usage = "arena: expected <variant> <A> <B> --games <N> [--from <g>] [--seed <u64>] \
                 [--threads <N>] [--timeout <seconds>] [--log <file>] [--pgn <file>]";
    let [variant, a, b, rest @ ..] = args else {
        return Err(usage.into());
    };
    let variant: Variant = variant
        .parse()
        .map_err(|e: incerto_engine::UnknownName| e.to_string())?;
    let players = [Player::parse(a, variant)?, Player::parse(b, variant)?];
    let o = options(rest, usage)?;
    let (games, from) = (o.games, o.from);
    let names = [a.as_str(), b.as_str()];
    // The output files are made before the games, so that a path that cannot be written
    // stops the run before it spends hours, and grow as the games finish, so that a run
    // stopped early keeps every game before the first unfinished one.
    let files = Files::create(&o, names)?;

    let next = AtomicUsize::new(from);
    let fatal: Mutex<Option<String>> = Mutex::new(None);
    let results = Mutex::new(Tally {
        records: (from..games).map(|_| None).collect(),
        work: [Work::default(); 2],
        files,
    });
    let started = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..o.threads {
            s.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= games || fatal.lock().is_ok_and(|f| f.is_some()) {
                    break;
                }
                // Game 2k and 2k+1 share a start position; the first player is White in
                // the even game and Black in the odd one.
                let pair = (g / 2) as u64;
                let game_seed = mix(o.seed ^ mix(pair));
                let a_white = g.is_multiple_of(2);
                let order = if a_white { [0, 1] } else { [1, 0] };
                let table = Table {
                    variant,
                    seed: game_seed,
                    players: [&players[order[0]], &players[order[1]]],
                    bot_seeds: [
                        mix(game_seed ^ (2 * g as u64 + 1)),
                        mix(game_seed ^ (2 * g as u64 + 2)),
                    ],
                    timeout: o.timeout,
                };
                let played = match play(&table) {
                    Ok(p) => p,
                    Err(e) => {
                        let mut f = fatal.lock().unwrap_or_else(|e| e.into_inner());
                        f.get_or_insert(format!("arena: {e}"));
                        break;
                    }
                };
                let a_color = if a_white { Color::White } else { Color::Black };
                let score = match played.outcome.and_then(|o| o.winner()) {
                    Some(w) if w == a_color => Score::Win,
                    Some(_) => Score::Loss,
                    None => Score::Draw,
                };
                // The PGN is made outside the lock: the other threads need not wait for it.
                let pgn = o.pgn.as_ref().map(|_| {
                    let (white, black) = if a_white { (a, b) } else { (b, a) };
                    played.game.pgn_with(&PgnTags {
                        event: Some("incerto arena".to_owned()),
                        round: Some((g + 1).to_string()),
                        white: Some(white.clone()),
                        black: Some(black.clone()),
                        ..PgnTags::default()
                    })
                });
                let mut r = results.lock().unwrap_or_else(|e| e.into_inner());
                // Work by player (A, B), whatever colour each had.
                for (side, w) in played.work.iter().enumerate() {
                    r.work[order[side]].add(w);
                }
                let mut err = std::io::stderr().lock();
                if let Some(why) = &played.forfeit {
                    let _ = writeln!(err, "\rarena: game {g} (seed {game_seed}): {why}; it loses");
                }
                r.records[g - from] = Some(Record {
                    score,
                    seed: game_seed,
                    a_white,
                    outcome: played.outcome,
                    plies: played.plies,
                    forfeit: played.forfeit,
                    pgn,
                });
                let Tally { records, files, .. } = &mut *r;
                if let Err(e) = files.write_ready(records) {
                    let mut f = fatal.lock().unwrap_or_else(|e| e.into_inner());
                    f.get_or_insert(e);
                }
                let done: Vec<Score> = r.records.iter().flatten().map(|x| x.score).collect();
                let _ = write!(
                    err,
                    "\rarena: {}/{} games, score {:.3}, {:.0} s ",
                    done.len(),
                    games - from,
                    points(&done) / done.len() as f64,
                    started.elapsed().as_secs_f64()
                );
                let _ = err.flush();
            });
        }
    });
    if let Some(e) = fatal.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let Tally { records, work, .. } = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let scores: Vec<Score> = records.into_iter().flatten().map(|r| r.score).collect();
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err);
    for ((name, wk), player) in names.iter().zip(work).zip(&players) {
        if wk.decisions == 0 {
            continue;
        }
        if let Player::Outside(_) = player {
            let _ = writeln!(
                err,
                "arena: {name}: {} decisions, {:.4} s per decision (wall clock, the protocol included), {} games lost by a bad, late or missing answer",
                wk.decisions,
                wk.seconds / wk.decisions as f64,
                wk.forfeits
            );
        } else if wk.seconds > 0.0 {
            let _ = writeln!(
                err,
                "arena: {name}: {} decisions, {:.1} per second, {:.0} nodes per decision, {:.0} nodes per second (thread CPU time), mean depth {:.2} over {} searches",
                wk.decisions,
                wk.decisions as f64 / wk.seconds,
                wk.nodes as f64 / wk.decisions as f64,
                wk.nodes as f64 / wk.seconds,
                wk.depth as f64 / wk.searched.max(1) as f64,
                wk.searched
            );
        }
    }
    Ok(result_line(&scores))
}

/// The games finished so far, each player's work, and the files they go to.
struct Tally {
    records: Vec<Option<Record>>,
    work: [Work; 2],
    files: Files,
}

/// The `--log` and `--pgn` files, written in game order as the games finish.
struct Files {
    log: Option<(std::fs::File, String)>,
    pgn: Option<(std::fs::File, String)>,
    /// The run's number of the first game here (`--from`).
    first: usize,
    /// The first game not written yet, counted from `first`.
    next: usize,
}

impl Files {
    /// Creates the files and writes the log's first line (docs/ARENA.md).
    fn create(o: &Options, names: [&str; 2]) -> Result<Files, String> {
        let open = |path: &Option<String>, what: &str| {
            path.as_ref()
                .map(|p| {
                    std::fs::File::create(p)
                        .map(|f| (f, p.clone()))
                        .map_err(|e| format!("arena: cannot write the {what} '{p}': {e}"))
                })
                .transpose()
        };
        let mut files = Files {
            log: open(&o.log, "log")?,
            pgn: open(&o.pgn, "PGN file")?,
            first: o.from,
            next: 0,
        };
        if let Some((f, path)) = &mut files.log {
            writeln!(f, "# A {}\tB {}", names[0], names[1])
                .map_err(|e| format!("arena: cannot write the log '{path}': {e}"))?;
        }
        Ok(files)
    }

    /// Writes every finished game from the first not written up to the first unfinished.
    /// A game's PGN is dropped once written.
    fn write_ready(&mut self, records: &mut [Option<Record>]) -> Result<(), String> {
        while let Some(Some(r)) = records.get_mut(self.next) {
            let g = self.first + self.next;
            // The PGN first: a run killed between the two writes has the game there.
            if let (Some((f, path)), Some(pgn)) = (&mut self.pgn, r.pgn.take()) {
                let gap = if self.next == 0 { "" } else { "\n" };
                f.write_all(format!("{gap}{pgn}").as_bytes())
                    .map_err(|e| format!("arena: cannot write the PGN file '{path}': {e}"))?;
            }
            if let Some((f, path)) = &mut self.log {
                f.write_all(log_line(g, r).as_bytes())
                    .map_err(|e| format!("arena: cannot write the log '{path}': {e}"))?;
            }
            self.next += 1;
        }
        Ok(())
    }
}

/// Game `g`'s line in the `--log` file (docs/ARENA.md).
fn log_line(g: usize, r: &Record) -> String {
    let (white, black) = if r.a_white { ("A", "B") } else { ("B", "A") };
    let (result, reason) = r
        .outcome
        .map_or(("*", "unfinished"), |o| (o.score(), o.reason()));
    let a = r.score.as_str();
    let mut out = format!(
        "game {g}\tseed {}\twhite {white}\tblack {black}\tresult {result}\t{reason}\tplies {}\tA {a}",
        r.seed, r.plies
    );
    if let Some(why) = &r.forfeit {
        out.push_str(&format!("\tforfeit {why}"));
    }
    out.push('\n');
    out
}
