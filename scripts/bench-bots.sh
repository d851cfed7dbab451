#!/usr/bin/env bash
# The bots' arena benchmarks of BENCHMARKS.md: every match of its table, 200 games each (hours on two cores); one result line per match on stdout, progress and speeds in $LOG.
#
# GAMES and SEED override the defaults (200, 1); MATCHES picks a subset by number
# (e.g. MATCHES="1 2 3"). The CLI is built once with the fast profile and copied, so
# rebuilding the tree meanwhile does not change a running benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${GAMES:-200}
seed=${SEED:-1}
log=${LOG:-/dev/null}
cargo build --profile fast -p incerto-engine --bin incerto
bin=$(mktemp -d)/incerto
cp target/fast/incerto "$bin"

matches=()
for v in incerto hidden-random hidden-chess; do matches+=("$v level3 random"); done
for pair in "level2 level1" "level3 level2" "level4 level3"; do
  for v in incerto hidden-random hidden-chess; do matches+=("$v $pair"); done
done
matches+=("incerto level5 oracle5")
for v in incerto hidden-random hidden-chess; do matches+=("$v level5 greedy"); done
for v in incerto hidden-random hidden-chess; do matches+=("$v level5 level4"); done

n=0
for m in "${matches[@]}"; do
  n=$((n + 1))
  if [[ -n "${MATCHES:-}" && " $MATCHES " != *" $n "* ]]; then
    continue
  fi
  # shellcheck disable=SC2086
  { echo "== $n: incerto arena $m --games $games --seed $seed"; } >>"$log"
  start=$SECONDS
  # shellcheck disable=SC2086
  line=$("$bin" arena $m --games "$games" --seed "$seed" 2>>"$log")
  printf '%2d  %-36s %s  (%ss)\n' "$n" "$m" "$line" "$((SECONDS - start))"
done
