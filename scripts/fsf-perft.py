#!/usr/bin/env python3
# Fairy-Stockfish perft counts for face-up Hidden Random Chess positions: the oracle behind engine/tests/data/cannon-pins.tsv (run by hand, never by make test).
#
# Usage:
#   pip install pyffish                       # Fairy-Stockfish's Python binding (builds with g++)
#   INCERTO_WRITE_BUILT=/tmp/built.txt \
#     cargo test -p incerto-engine --test cannon_pins write_built
#   scripts/fsf-perft.py /tmp/built.txt > engine/tests/data/cannon-pins.tsv
#
# Input: one extended FEN per line with every piece face up (no `*`). Output: a TSV
# (fen, depth, nodes) with depth 1 and 2 for every position, and depth 3 for every tenth.
# Fairy-Stockfish plays the rules of RULES.md §2 with this variant definition: chess with
# the xiangqi cannon, pawn double steps from ranks 1-2 (7-8), en passant after any double
# step, promotion to q/r/b/n/c, no castling. Face-down pieces and flips are not modelled,
# so only face-up positions are given to it.
import sys

import pyffish as sf

VARIANT = "incertohr"
INI = f"""
[{VARIANT}:chess]
cannon = c
promotionPieceTypes = qrbnc
doubleStepRegionWhite = *1 *2
doubleStepRegionBlack = *7 *8
castling = false
"""


def perft(fen, depth):
    moves = sf.legal_moves(VARIANT, fen, [])
    if depth == 1:
        return len(moves)
    return sum(perft(sf.get_fen(VARIANT, fen, [m]), depth - 1) for m in moves)


def main():
    sf.load_variant_config(INI)
    fens = [line.strip() for line in open(sys.argv[1]) if line.strip()]
    print("# Fairy-Stockfish " + ".".join(map(str, sf.version()))
          + " perft counts, made by scripts/fsf-perft.py from engine/tests/cannon_pins.rs's built positions")
    print("fen\tdepth\tnodes")
    for i, fen in enumerate(fens):
        if "*" in fen:
            sys.exit(f"face-down piece in {fen}: Fairy-Stockfish cannot judge it")
        for depth in (1, 2, 3) if i % 10 == 0 else (1, 2):
            print(f"{fen}\t{depth}\t{perft(fen, depth)}")


if __name__ == "__main__":
    main()
