//! An outside player: another process that speaks the arena's line protocol
//! (docs/ARENA.md). The arena starts one process per game, writes the player's view as one
//! line of JSON whenever it is that player's turn and reads one line back, a step in the
//! engine's JSON form; anything else (a late answer, a line that is not a legal step, a
//! line nobody asked for, a process that dies) loses the game, with a message saying why.

use incerto_engine::{PlayerView, Step};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The longest answer line read (a step is about 40 bytes).
const MAX_LINE: usize = 4096;
/// Lines of the player's stderr kept to explain a failure.
const TAIL_LINES: usize = 6;
/// How long a player may take to exit once its stdin is closed before it is killed.
const GRACE: Duration = Duration::from_millis(500);

/// One running outside player.
pub struct Outside {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Result<String, String>>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    timeout: Duration,
}

impl Outside {
    /// Starts `argv` (a program and its arguments, no shell) with `INCERTO_SEED=seed` in its
    /// environment: the player's own random numbers for this game.
    pub fn start(argv: &[String], seed: u64, timeout: Duration) -> Result<Outside, String> {
        let (program, args) = argv
            .split_first()
            .ok_or("an outside player needs a program")?;
        let mut child = Command::new(program)
            .args(args)
            .env("INCERTO_SEED", seed.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start '{}': {e}", argv.join(" ")))?;
        let stdout = child.stdout.take().ok_or("no stdout pipe")?;
        let stderr = child.stderr.take().ok_or("no stderr pipe")?;
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut line = Vec::new();
                let read = Read::by_ref(&mut reader)
                    .take(MAX_LINE as u64 + 1)
                    .read_until(b'\n', &mut line);
                let item = match read {
                    Ok(0) => break,
                    Err(e) => Err(format!("reading its output failed: {e}")),
                    Ok(_) if line.len() > MAX_LINE => {
                        Err(format!("answered a line longer than {MAX_LINE} bytes"))
                    }
                    Ok(_) => String::from_utf8(line)
                        .map(|s| s.trim_end_matches(['\n', '\r']).to_owned())
                        .map_err(|_| "answered a line that is not UTF-8".to_owned()),
                };
                let stop = item.is_err();
                if send.send(item).is_err() || stop {
                    break;
                }
            }
        });
        let tail = Arc::new(Mutex::new(VecDeque::new()));
        let keep = tail.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                let mut t = keep.lock().unwrap_or_else(|e| e.into_inner());
                if t.len() == TAIL_LINES {
                    t.pop_front();
                }
                t.push_back(line.chars().take(300).collect());
            }
        });
        Ok(Outside {
            stdin: child.stdin.take(),
            child,
            lines,
            stderr: tail,
            timeout,
        })
    }

    /// The player's step for `view`, or why it forfeits the game.
    pub fn step(&mut self, view: &PlayerView) -> Result<Step, String> {
        match self.lines.try_recv() {
            Ok(Ok(line)) => return Err(format!("wrote a line nobody asked for: '{line}'")),
            Ok(Err(e)) => return Err(e),
            Err(TryRecvError::Empty | TryRecvError::Disconnected) => {}
        }
        let mut line = serde_json::to_string(view).map_err(|e| e.to_string())?;
        line.push('\n');
        let stdin = self.stdin.as_mut().ok_or("its input is closed")?;
        if let Err(e) = stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.flush())
        {
            return Err(self.died(&format!("could not be sent its view ({e})")));
        }
        match self.lines.recv_timeout(self.timeout) {
            Ok(Ok(answer)) => serde_json::from_str::<Step>(&answer).map_err(|e| {
                format!(
                    "answered '{answer}', which is not a step ({e}); expected one line such as \
                     {{\"kind\":\"play\",\"value\":\"e2e4\"}}"
                )
            }),
            Ok(Err(e)) => Err(e),
            Err(RecvTimeoutError::Timeout) => {
                let _ = self.child.kill();
                Err(format!(
                    "answered nothing within {:.1} s (the arena's --timeout)",
                    self.timeout.as_secs_f64()
                ))
            }
            Err(RecvTimeoutError::Disconnected) => {
                Err(self.died("closed its output before answering"))
            }
        }
    }

    /// Why a player that stopped talking stopped: its exit status, if it exited, and the
    /// last lines of its stderr.
    fn died(&mut self, what: &str) -> String {
        let status = wait_for(&mut self.child, GRACE).map_or_else(
            || "its process is still running".to_owned(),
            |s| format!("its process ended ({s})"),
        );
        // The stderr reader may still be taking the last lines in.
        std::thread::sleep(Duration::from_millis(20));
        let tail = self.stderr.lock().unwrap_or_else(|e| e.into_inner());
        let tail: Vec<&str> = tail.iter().map(String::as_str).collect();
        if tail.is_empty() {
            format!("{what}: {status}")
        } else {
            format!("{what}: {status}; its stderr ended: {}", tail.join(" | "))
        }
    }

    /// Ends the game for the player: its stdin is closed, and it is killed if it has not
    /// exited after a short grace (at once if it has just forfeited the game).
    pub fn finish(mut self, forfeited: bool) {
        drop(self.stdin.take());
        if forfeited || wait_for(&mut self.child, GRACE).is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Waits up to `limit` for `child` to exit.
fn wait_for(child: &mut Child, limit: Duration) -> Option<std::process::ExitStatus> {
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if start.elapsed() < limit => std::thread::sleep(Duration::from_millis(5)),
            _ => return None,
        }
    }
}

impl Drop for Outside {
    fn drop(&mut self) {
        // `finish` has run, or a game ended in a panic: never leave a process behind.
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
