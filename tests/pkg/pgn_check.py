"""Reads the engine's PGN exports with an independent reader, python-chess (pinned by scripts/install-tools.sh).

Input (stdin): a JSON list of {"pgn": text, "replay": bool, "final": placement}. For every
game: python-chess's `read_headers` must read every tag line, the seven tag roster must
come first and in order, `Date` is a PGN date, `FEN` has no `*`; the movetext must be made
of python-chess's own movetext tokens (`chess.pgn.MOVETEXT_REGEX`) and move numbers only,
each move token a SAN token by `chess.SAN_REGEX` or a null move `--`, comments closed, and
the result token equal to the `Result` tag. A game marked `replay` is replayed as chess
from its `FEN` with python-chess's `Board.push_san`, and must end on `final` (the
engine's last placement), in checkmate when its result says so.

A game with "nags" (a list per move) must carry exactly those NAGs after its moves, and an
analysis comment (`view: …`).

Output (stdout): a JSON object {"games", "moves", "comments", "replayed", "errors"}.
"""

import io
import json
import re
import sys

import chess
import chess.pgn

ROSTER = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
DATE = re.compile(r"^(\d{4}|\?{4})\.(\d\d|\?\?)\.(\d\d|\?\?)$")
GAP = re.compile(r"^(?:\s+|\d+\.(?:\.\.)?)*$")


def movetext_tokens(text):
    """The movetext's tokens by python-chess's grammar; raises ValueError on anything else."""
    tokens = []
    pos = 0
    while pos < len(text):
        m = chess.pgn.MOVETEXT_REGEX.search(text, pos)
        end = m.start() if m else len(text)
        gap = text[pos:end]
        # A check or mate sign belongs to the move just before it.
        if gap[:1] in ("+", "#"):
            if not tokens or tokens[-1][0] != "move" or pos == 0:
                raise ValueError(f"a {gap[0]} after no move at {pos}")
            tokens[-1] = ("move", tokens[-1][1] + gap[0])
            gap = gap[1:]
        if not GAP.match(gap):
            raise ValueError(f"not PGN movetext: {gap!r} at {pos}")
        if not m:
            break
        token = m.group(0)
        if token.startswith("{"):
            close = text.find("}", m.start())
            if close < 0:
                raise ValueError("a comment is not closed")
            body = text[m.start() + 1:close]
            if "{" in body:
                raise ValueError(f"a comment holds a brace: {body!r}")
            tokens.append(("comment", body))
            pos = close + 1
            continue
        if m.group(1):
            tokens.append(("move", token))
        elif m.group(4):
            # A NAG after a move (the analysis's marks): $6 ?!, $2 ?, $4 ??.
            if not tokens or tokens[-1][0] != "move" or token not in ("$2", "$4", "$6"):
                raise ValueError(f"a NAG the engine does not write here: {token!r} at {pos}")
            tokens.append(("nag", token))
        elif token in ("1-0", "0-1", "1/2-1/2", "*"):
            tokens.append(("result", token))
        else:
            raise ValueError(f"a token the engine does not write: {token!r}")
        pos = m.end()
    return tokens


def check(game):
    text = game["pgn"]
    headers = chess.pgn.read_headers(io.StringIO(text))
    if headers is None:
        raise ValueError("read_headers found no game")
    tag_lines = [line for line in text.splitlines() if line.startswith("[")]
    if len(headers) != len(tag_lines):
        raise ValueError(f"read_headers read {len(headers)} of {len(tag_lines)} tags")
    if list(headers.keys())[:7] != ROSTER:
        raise ValueError(f"not the seven tag roster first: {list(headers.keys())}")
    if not DATE.match(headers["Date"]):
        raise ValueError(f"Date {headers['Date']!r}")
    for tag in ("Variant", "SetUp", "FEN"):
        if tag not in headers:
            raise ValueError(f"no {tag} tag")
    if "*" in headers["FEN"]:
        raise ValueError(f"a private mark in FEN {headers['FEN']!r}")
    movetext = text.split("\n\n", 1)[1]
    tokens = movetext_tokens(movetext)
    if not tokens or tokens[-1] != ("result", headers["Result"]):
        raise ValueError(f"the movetext does not end with {headers['Result']}")
    moves = [t for kind, t in tokens if kind == "move"]
    for move in moves:
        if move != "--" and not chess.SAN_REGEX.match(move) and not re.match(r"^O-O(-O)?[+#]?$", move):
            raise ValueError(f"not a SAN token: {move!r}")
    replayed = False
    if game.get("replay"):
        board = chess.Board(headers["FEN"])
        for move in moves:
            board.push_san(move)
        if board.board_fen() != game["final"]:
            raise ValueError(f"replayed to {board.board_fen()}, the engine has {game['final']}")
        if headers.get("ResultReason") == "checkmate" and not board.is_checkmate():
            raise ValueError("the result is mate and the replay is not")
        replayed = True
    comments = sum(1 for kind, _ in tokens if kind == "comment")
    if game.get("nags") is not None:
        # Each move's NAGs as python-chess's grammar splits the movetext (its game reader
        # stops at a Hidden Chess piece's surprise or an Incerto board): what the export's
        # analysis says.
        nags = []
        for kind, token in tokens:
            if kind == "move":
                nags.append([])
            elif kind == "nag":
                nags[-1].append(int(token[1:]))
        if nags != game["nags"]:
            raise ValueError(f"NAGs read {nags}, the analysis has {game['nags']}")
        if not any(kind == "comment" and body.startswith("view: ") for kind, body in tokens):
            raise ValueError("no analysis comment read")
    return len(moves), comments, replayed


def main():
    games = json.load(sys.stdin)
    out = {"games": 0, "moves": 0, "comments": 0, "replayed": 0, "errors": []}
    for i, game in enumerate(games):
        try:
            moves, comments, replayed = check(game)
        except ValueError as error:
            out["errors"].append(f"game {i}: {error}\n{game['pgn']}")
            continue
        out["games"] += 1
        out["moves"] += moves
        out["comments"] += comments
        out["replayed"] += int(replayed)
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
