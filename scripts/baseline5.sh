#!/usr/bin/env bash
# Builds `baseline5`, the computer as it stood at commit 7e721d2 (tag baseline5), as an outside player of the arena, in target/baseline5/.
#
# That commit's tree (git archive) plus only the protocol's adapter
# (scripts/baseline5-player.rs, compiled as an example of that commit's engine: its bot,
# levels and budgets unchanged). docs/ARENA.md says how to play it.
#
# Usage: scripts/baseline5.sh [--force]
#   target/baseline5/bin/baseline5 [level]   the old level (default level5) over the protocol
#   target/baseline5/bin/incerto             the old CLI itself (its own arena, perft, ...)
# Works in any clone holding the commit (tags are not needed); a shallow clone must fetch
# its history first (git fetch --unshallow).
set -euo pipefail

COMMIT=7e721d2c7cd8b798c754826be25c11078287f05c
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/target/baseline5"
stamp="$out/bin/COMMIT"

if [[ "${1:-}" != "--force" && -x "$out/bin/baseline5" && -x "$out/bin/incerto" ]] &&
    [[ "$(cat "$stamp" 2>/dev/null)" == "$COMMIT" ]]; then
    echo "baseline5: up to date in $out/bin (scripts/baseline5.sh --force rebuilds it)"
    exit 0
fi
if ! git -C "$root" cat-file -e "$COMMIT^{commit}" 2>/dev/null; then
    echo "baseline5: commit $COMMIT is not in this clone (a shallow clone? git fetch --unshallow)" >&2
    exit 1
fi

rm -rf "$out/src" "$out/bin"
mkdir -p "$out/src" "$out/bin"
git -C "$root" archive "$COMMIT" | tar -x -C "$out/src"
# The adapter is the only file added to the old tree.
mkdir -p "$out/src/engine/examples"
cp "$root/scripts/baseline5-player.rs" "$out/src/engine/examples/baseline5.rs"
# The old tree's own lock file and `fast` profile (opt-level 3), its own target directory.
CARGO_TARGET_DIR="$out/target" cargo build --locked --profile fast \
    --manifest-path "$out/src/Cargo.toml" -p incerto-engine --bin incerto --example baseline5
cp "$out/target/fast/incerto" "$out/bin/incerto"
cp "$out/target/fast/examples/baseline5" "$out/bin/baseline5"
echo "$COMMIT" > "$stamp"
echo "baseline5: built $out/bin/baseline5 and $out/bin/incerto from $COMMIT"
