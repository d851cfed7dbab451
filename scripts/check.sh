#!/usr/bin/env bash
# Runs every check and test in order (what `make test` and CI run), stops at the first failure, and ends with a summary of each runner.
#
# Each step is a Makefile target; its output is shown as it runs and also
# kept in target/check/<step>.log, from which the summary picks each
# runner's closing line.
set -uo pipefail
cd "$(dirname "$0")/.."

# size-check: the download budgets of the build just made (fast; fails beyond +10 %).
STEPS=(fmt links clippy doc unit wasm-check build size-check)
# The engine's JS package: once tests/pkg/ has node tests, build the package and
# run them (see `pkg` in the Makefile), before e2e, whose embed example loads it.
if compgen -G 'tests/pkg/*.test.mjs' >/dev/null; then
  STEPS+=(pkg-test)
fi
STEPS+=(e2e)

LOGS=target/check
mkdir -p "$LOGS"
summary=()
start_all=$SECONDS

# The closing line(s) that each runner prints, condensed to one line.
runner_summary() {
  local step=$1 log=$2
  case $step in
    unit)
      # cargo prints one "test result:" line per test binary and doc-test run.
      awk '/^test result:/ { n++; for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i; if ($(i+1) ~ /^ignored/) ig += $i } }
           END { printf "cargo test: %d passed, %d failed, %d ignored (%d test runs)", p, f, ig, n }' "$log" ;;
    e2e | pkg-test | links)
      # node --test (TAP) ends with "# pass N" and "# fail N".
      awk '/^# (tests|pass|fail|skipped) [0-9]+$/ { printf "%s%s %s", sep, $2, $3; sep = ", " } END { print "" }' "$log" | sed 's/^/node --test: /' ;;
    size-check)
      grep -E '^size check:|first load total' "$log" | sed -E 's/^ +//; s/ +/ /g' | tr '\n' ' '
      awk '/^# (tests|pass|fail) [0-9]+$/ { printf "%s%s %s", sep, $2, $3; sep = ", " } END { print "" }' "$log" | sed 's/^/; node --test: /' ;;
    clippy | doc | wasm-check | build)
      grep -E '^\s*Finished|^\s*(warning|error)(\[|:)' "$log" | tail -n 1 | sed 's/^ *//' ;;
    fmt)
      if grep -q '^Diff in' "$log"; then
        echo "cargo fmt --check: $(grep -c '^Diff in' "$log") places need formatting (run cargo fmt)"
      else
        echo "cargo fmt --check: no changes needed"
      fi ;;
  esac
}

print_summary() {
  echo
  echo "==================== make test summary ===================="
  printf '%s\n' "${summary[@]}"
  echo "total: $((SECONDS - start_all))s"
}

for step in "${STEPS[@]}"; do
  echo
  echo "==> $step"
  t0=$SECONDS
  # SKIP_BUILD: the build step has already run, so e2e need not rebuild.
  make --no-print-directory SKIP_BUILD=1 "$step" 2>&1 | tee "$LOGS/$step.log"
  status=${PIPESTATUS[0]}
  dt=$((SECONDS - t0))
  if [[ $status != 0 ]]; then
    summary+=("FAIL $(printf '%4ss' "$dt")  $step  $(runner_summary "$step" "$LOGS/$step.log")  (log: $LOGS/$step.log)")
    print_summary
    echo "make test: FAILED at step '$step'"
    exit 1
  fi
  summary+=("ok   $(printf '%4ss' "$dt")  $step  $(runner_summary "$step" "$LOGS/$step.log")")
done

print_summary
echo "make test: all ${#STEPS[@]} steps passed"
