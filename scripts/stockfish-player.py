#!/usr/bin/env python3
# The Stockfish sparring partner for Hidden Chess: an outside player of the arena (docs/ARENA.md) that plays Fairy-Stockfish's move in an ordinary chess position built from its own view.
#
# Every face-down piece is taken as the piece it looks like (in Hidden Chess a face-down
# piece moves and attacks as the piece that starts on its square), every face-up piece as
# what it is. Fairy-Stockfish (UCI, Debian's /usr/games/fairy-stockfish) searches that
# position for NODES nodes (default 100,000) on one thread. Its move is played when the
# game lists it; when not, the search is run again with `searchmoves` limited to the
# game's legal actions, and its best among them is played (the first legal action if
# Stockfish knows none of them). A pending promotion gets a queen. The counts of such
# corrections are written to stderr when stdin ends.
#
# Usage: scripts/stockfish-player.py [--nodes N] [--engine PATH] [--log FILE] [--check]
#   incerto arena hidden-chess level5 "ext:python3 scripts/stockfish-player.py" --games 100
# --log FILE appends one line per decision: the FEN Stockfish saw, its move, what was
# played. --check also compares, at every decision, the game's legal actions with the
# moves of the position Stockfish sees (`go perft 1`) and logs every difference. The
# player has no random numbers of its own (INCERTO_SEED is not used): with a node limit
# and one thread, Stockfish's search is deterministic.
import json
import subprocess
import sys

ENGINE = "/usr/games/fairy-stockfish"
LETTER = {"king": "k", "queen": "q", "rook": "r", "bishop": "b", "knight": "n", "pawn": "p"}


def fen(view):
    """The ordinary chess position the view shows, face-down pieces as their looks."""
    board = {}
    for p in view["pieces"]:
        role = p["role"] or p["looksLike"]
        if role not in LETTER:
            raise ValueError(f"no chess piece for {p}")
        letter = LETTER[role]
        board[p["square"]] = letter.upper() if p["color"] == "white" else letter
    rows = []
    for rank in "87654321":
        row, empty = "", 0
        for file in "abcdefgh":
            piece = board.get(file + rank)
            if piece is None:
                empty += 1
            else:
                row += (str(empty) if empty else "") + piece
                empty = 0
        rows.append(row + (str(empty) if empty else ""))
    # A castling right stands while neither the king's nor the corner's square has been
    # the start or the end of a move (the corner piece is then still face down there).
    touched = set()
    for m in view["moves"]:
        touched.add(m["from"])
        if m["to"]:
            touched.add(m["to"])
    rights = ""
    for king, corner, flag, piece in [
        ("e1", "h1", "K", "K"), ("e1", "a1", "Q", "K"), ("e8", "h8", "k", "k"), ("e8", "a8", "q", "k")
    ]:
        if board.get(king) == piece and corner in board and not {king, corner} & touched:
            rights += flag
    # En passant: the last move was a two-square step from the second rank by what is now
    # known to be a pawn (RULES.md §3: only a true pawn's step gives the right).
    ep = "-"
    last = view["lastAction"]
    if last and last["kind"] == "move" and last["to"]:
        f, t = last["from"], last["to"]
        piece = next((p for p in view["pieces"] if p["square"] == t), None)
        if piece and piece["role"] == "pawn" and f[0] == t[0]:
            if (f[1], t[1]) == ("2", "4"):
                ep = f[0] + "3"
            elif (f[1], t[1]) == ("7", "5"):
                ep = f[0] + "6"
    turn = "w" if view["turn"] == "white" else "b"
    return f"{'/'.join(rows)} {turn} {rights or '-'} {ep} {view['halfmoves']} {view['fullmoves']}"


class Engine:
    def __init__(self, path, nodes):
        self.nodes = nodes
        self.p = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("fairy-stockfish exited")
            if line.split()[:1] == [word]:
                return line.split()

    def best(self, position, among=None):
        self.send(f"position fen {position}")
        go = f"go nodes {self.nodes}"
        if among:
            go += " searchmoves " + " ".join(among)
        self.send(go)
        words = self.wait("bestmove")
        return words[1] if len(words) > 1 else "(none)"

    def moves(self, position):
        """The legal moves Stockfish sees in `position` (`go perft 1`)."""
        self.send(f"position fen {position}")
        self.send("go perft 1")
        found = set()
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("fairy-stockfish exited")
            if line.startswith("Nodes searched"):
                return found
            if ": " in line:
                found.add(line.split(":")[0].strip())

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=2)
        except Exception:
            self.p.kill()


def main():
    args = sys.argv[1:]
    nodes, path, log, check = 100_000, ENGINE, None, False
    while args:
        flag = args.pop(0)
        if flag == "--nodes" and args:
            nodes = int(args.pop(0))
        elif flag == "--engine" and args:
            path = args.pop(0)
        elif flag == "--log" and args:
            log = open(args.pop(0), "a")
        elif flag == "--check":
            check = True
        else:
            sys.exit(f"stockfish-player: unexpected argument '{flag}'")
    engine = None
    counts = {"decisions": 0, "stockfish": 0, "searchmoves": 0, "first legal": 0, "promotion": 0}
    if check:
        counts["moves differ"] = 0
    for line in sys.stdin:
        view = json.loads(line)
        if view["variant"] != "hidden-chess":
            sys.exit(f"stockfish-player: plays Hidden Chess only, not {view['variant']}")
        counts["decisions"] += 1
        if view["promotion"]:
            choices = view["promotion"]["choices"]
            step = {"kind": "promote", "value": "queen" if "queen" in choices else choices[0]}
            counts["promotion"] += 1
            print(json.dumps(step), flush=True)
            continue
        engine = engine or Engine(path, nodes)
        position = fen(view)
        legal = view["legalActions"]
        if check:
            # The game's legal actions against the moves of the position Stockfish sees (a
            # face-down piece's move to the last rank is a move of its look in both).
            ours = set(legal)
            theirs = engine.moves(position)
            if ours != theirs:
                counts["moves differ"] += 1
                if log:
                    only = sorted(ours - theirs), sorted(theirs - ours)
                    log.write(f"{position}\tmoves differ: game only {only[0]}, stockfish only {only[1]}\n")
        move = engine.best(position)
        how = "stockfish"
        if move not in legal:
            # Stockfish's best among the game's legal actions; a legal action it does not
            # know (none today: docs/ARENA.md) is not searched.
            retry = engine.best(position, legal)
            move, how = (retry, "searchmoves") if retry in legal else (legal[0], "first legal")
        counts[how] += 1
        if log:
            log.write(f"{position}\t{how}\t{move}\n")
            log.flush()
        print(json.dumps({"kind": "play", "value": move}), flush=True)
    if engine:
        engine.close()
    print("stockfish-player: " + ", ".join(f"{k} {v}" for k, v in counts.items()), file=sys.stderr)


if __name__ == "__main__":
    main()
