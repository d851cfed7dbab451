#!/usr/bin/env python3
# Makes engine/tests/data/tactics.tsv, the tactics suite of the 8x8 games' computer (issue 19): positions from the bots' own games with no face-down piece, where Fairy-Stockfish finds a forced mate in 1-5 or a forced win of material, and the two positions of the issue. Run by hand (about 2.7 rows a minute: 200 rows in 73 minutes on 2026-12-03, one core), never by make test.
#
# Usage:
#   cargo build --profile fast -p incerto-engine --bin incerto --example positions
#   scripts/tactics.py [--rows 400] [--chunk 10] [--out engine/tests/data/tactics.tsv]
#   scripts/tactics.py --recheck FILE > NEW   (judge an older file's rows again, below)
#   scripts/tactics.py --extend FILE --first-round R --rows N --out NEW   (FILE's lines as they
#     are, then N rows more from the games of rounds R on; FILE's positions are not judged
#     again, and R past FILE's last round plays only new games)
#   scripts/tactics.py --bare-kings --rows 80   (writes engine/tests/data/tactics-bare-kings.tsv)
#     (mates against a bare king from other games: step 4 below)
#   (INCERTO_BIN and POSITIONS_BIN may name the two programs elsewhere.)
#
# 1. Positions: target/fast/examples/positions plays arena-style games between the engine's
#    levels (fixed seeds, below) and prints every true position with no face-down piece.
#    The matches take turns, CHUNK games of the first (the others in proportion) a round,
#    until --rows rows are found: the same arguments give the same file.
#    At most PER_GAME positions a game are kept (evenly spaced), so that no game's ending
#    fills the suite. Duplicates (the same board, side and rights) are dropped; in Hidden Random Chess a
#    position with a pawn on its own first rank is dropped too, because the Debian
#    Fairy-Stockfish (11.1) has no double step from the first rank, which RULES.md section 2
#    allows there (its variant keys doubleStepRegionWhite/Black came later).
# 2. Judge: Fairy-Stockfish (/usr/games/fairy-stockfish, UCI, one thread, 16 MB hash) plays
#    Hidden Chess positions as `chess` and Hidden Random Chess ones as chess with the
#    xiangqi cannon (`cannon = c`, promotion to q/r/b/n/c, no castling). Every position's
#    legal moves are compared with the engine's (`incerto moves`); a position where they
#    differ is dropped. A screening search of SCREEN nodes; a candidate is searched again
#    with CONFIRM nodes and MultiPV, so that every move of the best kind is listed.
#    Every search (screening, confirming, recheck, each move's verification) starts from a
#    clean state, `ucinewgame` and `isready` (hash and history emptied), so that its verdict
#    depends on its position and node budget only, not on the order of the searches before it
#    (before 2026-12-03 the hash was kept within a position, and reordering the recheck's
#    loops changed verdicts). Verdicts near a budget stay what they are: after a1c1 in
#    5n1n/p1k1ppp1/8/8/8/4K2b/8/q4c2 b, mate 7 at 100,000-400,000 nodes, 6 at 1,000,000,
#    5 at 3,000,000; after h3g4, mate 5 at 200,000 and 6 at 400,000. VERIFY stays 200,000:
#    doubling it doubles a mate row's recheck (about 16 s to 33 s) without settling them.
#    - mate: the best score is `mate k`, 1 <= k <= 5, at the confirming search; the moves
#      column lists every move that mates in k (the shortest). A position where more than a
#      third of the moves mate that fast (and more than three do) tests nothing and is
#      dropped.
#    - material: no mate for either side within 5 moves; the mover is not already ahead by
#      more than MAX_AHEAD in material; the best move's score is at least
#      MIN_SCORE centipawns; along its principal variation, once the opponent has replied
#      (an even ply from 2 to 10), the mover's material (P 100, N 310, B 320, R 500, Q 900,
#      C 450, the engine's values) is up by at least MIN_GAIN on the start and stays so one
#      more full move; and the second best move, if any, scores at least GAP below the
#      best. The moves column lists every move within NEAR of the best (other ways to win
#      the same material); length is the ply at which the gain holds.
#    At most one row of each kind comes from one game.
#    - recheck: every mate or material row is judged again against all legal moves (MultiPV
#      over every one, RECHECK nodes; for a mate row, each move it scores as a mate one or
#      two moves longer, then every move not yet known to mate as fast, searched again on
#      its own, VERIFY nodes after it), because the first judging's few MultiPV lines can
#      miss moves that mate as fast or win as much: its moves, length and score are those
#      of the recheck, and a row that no longer qualifies is dropped. `--recheck FILE`
#      applies it to a file made before (prints the kept rows; run it on the rows of older
#      runs).
# 3. The issue's two positions (kind `avoid`): 75.Ke1?? (every piece face up) and
#    23.Bxh5?? (face-down pieces: Fairy-Stockfish judges it with each face-down piece as
#    the piece it looks like, which is how it moves; the mate after 23.Bxh5 uses face-up
#    pieces only). The moves column lists the moves that do not allow a forced mate
#    (23: the moves that keep White's winning score); length is the mate the bad move
#    allows. These two rows come first.
# 4. `--bare-kings`: a second set, of mates only, against a side that has nothing but its
#    king (no face-down piece either), from games the suite never saw (BARE_MATCHES: other
#    seeds) and none of its positions: at most 3 positions a game (evenly spaced), each
#    screened and judged as a mate row above. It checks on new positions what late-move
#    pruning, which the 8x8 search does only where a king is bare, was kept for.
#
# Output columns (tab-separated): variant, fen, kind, length, moves, score (Fairy-Stockfish's
# score of the best move from the mover's side), source (`game <g> ply <p> of <A> <B> seed <S>`).
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INCERTO = os.environ.get("INCERTO_BIN", os.path.join(ROOT, "target", "fast", "incerto"))
POSITIONS = os.environ.get("POSITIONS_BIN", os.path.join(ROOT, "target", "fast", "examples", "positions"))
ENGINE = "/usr/games/fairy-stockfish"

SCREEN = 100_000
CONFIRM = 500_000
RECHECK = 500_000
VERIFY = 200_000
MIN_SCORE = 150
MIN_GAIN = 200
GAP = 150
NEAR = 60
MAX_MATE = 5
MAX_AHEAD = 300
PER_GAME = 12

# (variant, A, B, seed, share of the round's games): the bots' own games. Weaker levels
# blunder more, so their games hold more tactics, and cost little to play; every pair plays
# both colours (paired games). Hidden Chess games rarely reach a position with no
# face-down piece (most pieces never move), Hidden Random Chess games often do.
MATCHES = [
    ("hidden-random", "greedy", "level1", 203, 1.0),
    ("hidden-random", "level1", "level2", 201, 0.6),
    ("hidden-random", "random", "level1", 204, 0.4),
    ("hidden-random", "level2", "level3", 202, 0.2),
    ("hidden-chess", "greedy", "level1", 103, 1.0),
    ("hidden-chess", "level1", "level2", 101, 0.6),
    ("hidden-chess", "level2", "level3", 102, 0.2),
]

# `--bare-kings`: (variant, A, B, seed), 20 games of each a round, in this order.
BARE_MATCHES = [
    ("hidden-random", "greedy", "level1", 9301),
    ("hidden-random", "level1", "level2", 9302),
    ("hidden-chess", "level1", "level2", 9303),
    ("hidden-chess", "greedy", "level1", 9304),
]
BARE_PER_GAME = 3

VALUE = {"p": 100, "n": 310, "b": 320, "r": 500, "q": 900, "c": 450, "k": 0}

HRC_INI = """
[incertohr:chess]
cannon = c
promotionPieceTypes = qrbnc
castling = false
"""

ISSUE_ROWS = [
    # 75.Ke1?? (level 3): every piece face up; 75.Ke1 allows mate in 4.
    ("hidden-chess", "8/8/8/4n3/8/4k3/1r6/R4K2 w - - 4 75", "f1e1", "issue 19: 75.Ke1?? (level 3)"),
    # 23.Bxh5?? (level 5): mated in 5 by face-up pieces; 23.Qb7 keeps a winning position.
    ("hidden-chess", "5n2/q*4rk1/2Q3p1/4p2p/4P2K/3r1B2/R*R*1N*3P*/P*P*P*n3N* w - - 0 23", "f3h5",
     "issue 19: 23.Bxh5?? (level 5)"),
]

# What a face-down Hidden Chess piece looks like, by file, on its side's first rank.
LOOKS = "rnbqkbnr"


class Engine:
    """One Fairy-Stockfish process, spoken to over UCI."""

    def __init__(self, ini_path):
        self.p = subprocess.Popen([ENGINE], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")
        self.send(f"setoption name VariantPath value {ini_path}")
        self.variant = None

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, token):
        out = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit("fairy-stockfish ended")
            out.append(line.rstrip("\n"))
            if line.startswith(token):
                return out

    def set_variant(self, variant):
        name = "chess" if variant == "hidden-chess" else "incertohr"
        if name != self.variant:
            self.send(f"setoption name UCI_Variant value {name}")
            self.variant = name
        self.clear()

    def clear(self):
        """A clean state (hash and history tables emptied): every search starts from it, so
        that a verdict depends on its position and node budget only, not on what was
        searched before it."""
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")

    def perft1(self, fen):
        self.send(f"position fen {fen}")
        self.send("go perft 1")
        lines = self.wait("Nodes searched")
        return sorted(l.split(":")[0] for l in lines if re.match(r"^[a-h][1-8][a-h][1-8][a-z]?: ", l))

    def search(self, fen, nodes, multipv=1):
        """{multipv: (kind, value, pv)} of the last complete iteration; kind 'cp' or 'mate'."""
        self.clear()
        self.send(f"setoption name MultiPV value {multipv}")
        self.send(f"position fen {fen}")
        self.send(f"go nodes {nodes}")
        lines = self.wait("bestmove")
        found = {}
        for l in lines:
            if "lowerbound" in l or "upperbound" in l:
                continue
            m = re.search(r"multipv (\d+) score (cp|mate) (-?\d+) .*? pv (.+)$", l)
            if m:
                found[int(m.group(1))] = (m.group(2), int(m.group(3)), m.group(4).split())
        return found


def run(*args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def material(fen):
    """White's material minus Black's, in the engine's centipawns, and the side to move."""
    board, turn = fen.split()[0], fen.split()[1]
    v = 0
    for ch in board.replace("*", ""):
        if ch.lower() in VALUE:
            v += VALUE[ch.lower()] if ch.isupper() else -VALUE[ch.lower()]
    return v, turn


def mover_material(fen, mover):
    v, _ = material(fen)
    return v if mover == "w" else -v


def key(fen):
    return " ".join(fen.split()[:4])


def first_rank_pawn(fen):
    ranks = fen.split()[0].split("/")
    return "P" in ranks[7] or "p" in ranks[0]


def as_looks(fen):
    """A Hidden Chess FEN with every face-down piece as the piece it looks like."""
    parts = fen.split()
    rows = []
    for r, row in enumerate(parts[0].split("/")):
        out, f, i = "", 0, 0
        while i < len(row):
            ch = row[i]
            hidden = i + 1 < len(row) and row[i + 1] == "*"
            if ch.isdigit():
                out += ch
                f += int(ch)
            else:
                if hidden:
                    rank = 8 - r
                    look = "p" if rank in (2, 7) else LOOKS[f]
                    ch = look.upper() if ch.isupper() else look
                out += ch
                f += 1
            i += 2 if hidden else 1
        rows.append(out)
    parts[0] = "/".join(rows)
    return " ".join(parts)


def judge_mate(eng, fen, legal):
    n = min(len(legal), 8)
    while True:
        lines = eng.search(fen, CONFIRM, n)
        if not lines or lines[1][0] != "mate" or not 1 <= lines[1][1] <= MAX_MATE:
            return None
        k = lines[1][1]
        best = [lines[i][2][0] for i in sorted(lines) if lines[i][:2] == ("mate", k)]
        if len(best) < n or n == len(legal):
            if len(best) > 3 and 3 * len(best) > len(legal):
                return None
            return k, sorted(best), f"mate {k}"
        n = len(legal)


def judge_material(eng, variant, fen, legal, screen):
    kind, value, pv = screen[1]
    if kind != "cp" or value < MIN_SCORE:
        return None
    if mover_material(fen, fen.split()[1]) > MAX_AHEAD:
        return None
    lines = eng.search(fen, CONFIRM, min(len(legal), 4))
    if not lines or lines[1][0] != "cp" or lines[1][1] < MIN_SCORE:
        return None
    best_cp = lines[1][1]
    if any(l[0] == "mate" for l in lines.values()):
        return None
    pv = lines[1][2]
    mover = fen.split()[1]
    start = mover_material(fen, mover)
    after = []
    for p in range(1, min(len(pv), 12) + 1):
        try:
            f = run(INCERTO, "apply", variant, fen, *pv[:p]).strip()
        except subprocess.CalledProcessError:
            return None
        after.append(mover_material(f, mover) - start)
    length = None
    for p in range(2, 11, 2):
        if p + 2 <= len(after) and min(after[p - 1:p + 2]) >= MIN_GAIN:
            length = p
            break
    if length is None:
        return None
    near = [lines[i][2][0] for i in sorted(lines) if lines[i][0] == "cp" and lines[i][1] >= best_cp - NEAR]
    others = [lines[i] for i in sorted(lines) if lines[i][2][0] not in near]
    if len(near) == len(legal) or (others and others[0][1] > best_cp - GAP):
        return None
    return length, sorted(near), f"cp {best_cp}", after[length - 1]


def after_move(eng, fen, move, nodes):
    """Fairy-Stockfish's score after `move` from the side that played it: ('mate', k) when
    it mates in k (1 when the move mates at once), else ('cp', v)."""
    eng.clear()
    eng.send("setoption name MultiPV value 1")
    eng.send(f"position fen {fen} moves {move}")
    eng.send(f"go nodes {nodes}")
    last = None
    for l in eng.wait("bestmove"):
        if "lowerbound" in l or "upperbound" in l:
            continue
        m = re.search(r"score (cp|mate) (-?\d+)", l)
        if m:
            last = (m.group(1), int(m.group(2)))
    if last is None:
        return ("cp", 0)
    kind, v = last
    if kind == "mate":
        # The opponent is mated in -v moves after ours (0: at once).
        return ("mate", 1 - v) if v <= 0 else ("mate", -v)
    return ("cp", -v)


def recheck(eng, row):
    """A mate or material row judged again against every legal move, not only the MultiPV
    lines of the first judging: a search of RECHECK nodes over all of them, then every move
    it scores as a mate one or two moves longer searched on its own (VERIFY nodes after it), so that the
    moves column lists every move that mates in k (k the shortest) or wins as much. The row
    with its moves, length and score made exact, or None when it no longer qualifies."""
    variant, fen, kind, length, moves, score, source = row[:7]
    if kind not in ("mate", "material"):
        return row
    eng.set_variant(variant)
    legal = eng.perft1(fen)
    lines = eng.search(fen, RECHECK, len(legal))
    if not lines:
        return None
    if kind == "mate":
        mates = {lines[i][2][0]: lines[i][1] for i in lines if lines[i][0] == "mate" and lines[i][1] > 0}
        for m, k in list(mates.items()):
            if k > 1 and k <= min(mates.values()) + 2:
                a = after_move(eng, fen, m, VERIFY)
                if a[0] == "mate" and a[1] > 0:
                    mates[m] = min(k, a[1])
        # Every other move searched on its own too: the search over all of them can score
        # a move that mates as fast as no mate at all (2R5/6k1/3N4/8/4B3/5K2/8/8 w: c8c7
        # mates in 5 like c8e8, but the 500,000 nodes spread over 25 lines did not see it).
        for m in legal:
            if mates and mates.get(m, MAX_MATE + 1) > min(mates.values()):
                a = after_move(eng, fen, m, VERIFY)
                if a[0] == "mate" and 0 < a[1] <= min(mates.values()):
                    mates[m] = a[1]
        if not mates or min(mates.values()) > MAX_MATE:
            return None
        k = min(mates.values())
        best = sorted(m for m, v in mates.items() if v == k)
        if len(best) > 3 and 3 * len(best) > len(legal):
            return None
        return (variant, fen, "mate", str(k), " ".join(best), f"mate {k}", source)
    if any(l[0] == "mate" and l[1] > 0 for l in lines.values()) or lines[1][0] != "cp":
        return None
    best_cp = lines[1][1]
    if best_cp < MIN_SCORE:
        return None
    near = sorted(lines[i][2][0] for i in lines if lines[i][0] == "cp" and lines[i][1] >= best_cp - NEAR)
    others = [lines[i] for i in sorted(lines) if lines[i][2][0] not in near]
    if len(near) == len(legal) or (others and others[0][1] > best_cp - GAP):
        return None
    return (variant, fen, "material", length, " ".join(near), f"cp {best_cp}", source)


def judge_avoid(eng, fen, bad):
    """The moves that do not allow a forced mate (in a winning position: that keep it
    winning), and the length of the mate the bad move allows."""
    board = as_looks(fen) if "*" in fen else fen
    legal = eng.perft1(board)
    lines = eng.search(board, 4 * CONFIRM, len(legal))
    good = sorted(lines[i][2][0] for i in lines if not (lines[i][0] == "mate" and lines[i][1] < 0))
    allowed = [-lines[i][1] for i in lines if lines[i][2][0] == bad and lines[i][0] == "mate"]
    best = lines[1]
    if best[0] == "cp" and best[1] > 300:
        good = sorted(lines[i][2][0] for i in lines if lines[i][0] == "cp" and lines[i][1] > 300)
    assert allowed and bad not in good, f"{fen}: {bad} allows no mate"
    return allowed[0], good, f"{best[0]} {best[1]}"


def screened(eng, variant, fen):
    """(legal moves, the screening search) of a position whose legal moves Fairy-Stockfish
    and the engine agree on, or None."""
    eng.set_variant(variant)
    legal = eng.perft1(fen)
    ours = sorted(run(INCERTO, "moves", variant, fen).split())
    if legal != ours or not legal:
        return None
    screen = eng.search(fen, SCREEN)
    return (legal, screen) if screen else None


def screened_mate(screen):
    return screen[1][0] == "mate" and 0 < screen[1][1] <= MAX_MATE + 2


def mate_row(eng, variant, fen, legal, source):
    """The mate row of a position the screening found a mate in, or None."""
    m = judge_mate(eng, fen, legal)
    if not m:
        return None
    k, best, score = m
    return recheck(eng, (variant, fen, "mate", str(k), " ".join(best), score, source))


def judge(eng, variant, fen, source, used):
    """The suite's row for one position, or None."""
    s = screened(eng, variant, fen)
    if not s:
        return None
    legal, screen = s
    game = source.split(" ply")[0] + source.split(" of ")[1]
    if screened_mate(screen):
        if (game, "mate") in used:
            return None
        row = mate_row(eng, variant, fen, legal, source)
        if row:
            used.add((game, "mate"))
        return row
    if screen[1][0] == "mate" or (game, "material") in used:
        return None
    m = judge_material(eng, variant, fen, legal, screen)
    if not m:
        return None
    length, best, score, gain = m
    row = recheck(eng, (variant, fen, "material", str(length), " ".join(best), score, source + f" gain {gain}"))
    if row:
        used.add((game, "material"))
    return row


def opponent_is_bare(fen):
    """Whether the side not to move has nothing but its king."""
    board, turn = fen.split()[0], fen.split()[1]
    theirs = [c for c in board if c.isalpha() and (c.islower() if turn == "w" else c.isupper())]
    return len(theirs) == 1


def bare_kings(eng, rows, out_path):
    """Step 4 of the header: `rows` mates against a bare king, written to `out_path`."""
    suite = os.path.join(ROOT, "engine", "tests", "data", "tactics.tsv")
    seen = {key(l.split("\t")[1]) for l in open(suite)
            if not l.startswith("#") and not l.startswith("variant\t") and l.count("\t") >= 6}
    out = open(out_path, "w")
    out.write("# Mates against a bare king (issue 19), made by `scripts/tactics.py --bare-kings "
              f"--rows {rows}`; see its header.\n")
    out.write("variant\tfen\tkind\tlength\tmoves\tscore\tsource\n")
    found, games = 0, 20
    for chunk in range(10_000):
        for variant, a, b, seed in BARE_MATCHES:
            lines = run(POSITIONS, variant, a, b, "--games", str(games), "--seed", str(seed),
                        "--from", str(chunk * games))
            by_game = {}
            for line in lines.splitlines():
                v, g, ply, fen = line.split("\t")
                if not opponent_is_bare(fen) or key(fen) in seen:
                    continue
                if v == "hidden-random" and first_rank_pawn(fen):
                    continue
                by_game.setdefault(g, []).append((ply, fen))
            for g, items in by_game.items():
                for ply, fen in items[::max(1, len(items) // BARE_PER_GAME)][:BARE_PER_GAME]:
                    seen.add(key(fen))
                    s = screened(eng, variant, fen)
                    if not s or not screened_mate(s[1]):
                        continue
                    source = f"game {g} ply {ply} of {a} {b} seed {seed}"
                    row = mate_row(eng, variant, fen, s[0], source)
                    if row:
                        out.write("\t".join(row) + "\n")
                        out.flush()
                        found += 1
                        if found >= rows:
                            out.close()
                            print(f"tactics: wrote {found} rows to {out_path}", file=sys.stderr)
                            return
            print(f"tactics: round {chunk} {variant} {a} {b}: {found} rows", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=400, help="stop once this many rows are found")
    ap.add_argument("--chunk", type=int, default=10, help="games of the first match a round; the others in proportion")
    ap.add_argument("--out", help="the file written (default engine/tests/data/tactics.tsv, with --bare-kings tactics-bare-kings.tsv)")
    ap.add_argument("--recheck", metavar="FILE", help="judge FILE's rows again (see recheck) and print the kept ones")
    ap.add_argument("--extend", metavar="FILE", help="start from FILE's lines, kept as they are, and add --rows new rows")
    ap.add_argument("--first-round", type=int, default=0, help="the first round of games played")
    ap.add_argument("--bare-kings", action="store_true", help="mates against a bare king from other games (header, step 4)")
    args = ap.parse_args()
    data = os.path.join(ROOT, "engine", "tests", "data")
    args.out = args.out or os.path.join(data, "tactics-bare-kings.tsv" if args.bare_kings else "tactics.tsv")
    ini = os.path.join(ROOT, "target", "tactics-variants.ini")
    with open(ini, "w") as f:
        f.write(HRC_INI)
    eng = Engine(ini)
    if args.bare_kings:
        bare_kings(eng, args.rows, args.out)
        return
    if args.recheck:
        for line in open(args.recheck):
            if line.startswith("#") or line.startswith("variant\t") or not line.strip():
                print(line, end="", flush=True)
                continue
            row = recheck(eng, tuple(line.rstrip("\n").split("\t")))
            if row:
                print("\t".join(row), flush=True)
            else:
                print(f"tactics: dropped {line.strip()}", file=sys.stderr)
        return
    seen, used, counts, found = set(), set(), {}, 0
    out = open(args.out, "w")
    if args.extend:
        # FILE's lines first, as they are (`--recheck` judges them again); its positions are
        # not judged again, nor their games' kinds.
        lines = open(args.extend).read().splitlines()
        kept = sum(1 for l in lines if l.strip() and not l.startswith("#") and not l.startswith("variant\t"))
        note = (f"# The rows after the first {kept}: `scripts/tactics.py --extend FILE --first-round "
                f"{args.first_round} --rows {args.rows} --chunk {args.chunk}`.")
        for i, line in enumerate(lines):
            if line.startswith("variant\t"):
                out.write(note + "\n")
            out.write(line + "\n")
            f = line.split("\t")
            if line.startswith("#") or line.startswith("variant\t") or len(f) < 7:
                continue
            seen.add(key(f[1]))
            if f[6].startswith("game "):
                used.add((f[6].split(" ply")[0] + f[6].split(" of ")[1].split(" gain")[0], f[2]))
    else:
        out.write("# The 8x8 tactics suite (issue 19), made by scripts/tactics.py; see its header for how.\n")
        out.write("variant\tfen\tkind\tlength\tmoves\tscore\tsource\n")
        for variant, fen, bad, source in ISSUE_ROWS:
            eng.set_variant(variant)
            length, good, score = judge_avoid(eng, fen, bad)
            out.write("\t".join((variant, fen, "avoid", str(length), " ".join(good), score, source)) + "\n")
    out.flush()

    for chunk in range(args.first_round, 10_000):
        if found >= args.rows:
            break
        for variant, a, b, seed, share in MATCHES:
            games = max(2, int(args.chunk * share) // 2 * 2)
            lines = run(POSITIONS, variant, a, b, "--games", str(games), "--seed", str(seed),
                        "--from", str(chunk * games))
            by_game = {}
            for line in lines.splitlines():
                v, g, ply, fen = line.split("\t")
                if key(fen) in seen or (v == "hidden-random" and first_rank_pawn(fen)):
                    continue
                seen.add(key(fen))
                by_game.setdefault(g, []).append((v, fen, f"game {g} ply {ply} of {a} {b} seed {seed}"))
            for items in by_game.values():
                step = max(1, len(items) / PER_GAME)
                for i in range(min(PER_GAME, len(items))):
                    row = judge(eng, *items[int(i * step)], used)
                    if row and found < args.rows:
                        out.write("\t".join(row) + "\n")
                        out.flush()
                        found += 1
                        counts[row[2]] = counts.get(row[2], 0) + 1
        print(f"tactics: round {chunk}: {found} rows {counts}", file=sys.stderr)
    out.close()
    print(f"tactics: wrote {found} rows and the issue's two to {args.out}: {counts}", file=sys.stderr)


if __name__ == "__main__":
    main()
