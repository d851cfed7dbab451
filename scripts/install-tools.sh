#!/usr/bin/env bash
# Installs, once, every tool the build and tests need, and checks the pinned versions; a second run only checks (about a second).
#
# usage: scripts/install-tools.sh [--browser]
#   always:     wasm32-unknown-unknown target, rustfmt, clippy, Trunk, the
#               wasm-bindgen CLI matching Cargo.lock, npm packages (wasm-opt, playwright-core),
#               python-chess (PyPI, into target/python) for the PGN test
#   --browser:  also Debian's Chromium for the browser tests
#
# Only package registries are reachable on these machines (crates.io, npm,
# PyPI, Debian), so every tool comes from one of them and nothing downloads a
# prebuilt binary by itself (hence Trunk's offline mode, and never
# `playwright install`).
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14 # 0.22 needs a newer rustc than the machines have
BROWSER=0
for arg in "$@"; do
  case "$arg" in
    --browser) BROWSER=1 ;;
    *) echo "usage: $0 [--browser]" >&2; exit 2 ;;
  esac
done

say() { echo "tools: $*"; }
die() { echo "tools: error: $*" >&2; exit 1; }
have() { command -v "$1" >/dev/null 2>&1; }

for cmd in rustup cargo node npm; do
  have "$cmd" || die "$cmd is not installed; this project needs rustup/cargo and Node.js with npm"
done
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# --- Rust target and components -------------------------------------------
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
installed_components=$(rustup component list --installed)
for comp in rustfmt clippy; do
  if ! grep -q "^$comp" <<<"$installed_components"; then
    say "adding rustup component $comp"
    rustup component add "$comp"
  fi
done

# --- Trunk -----------------------------------------------------------------
if [[ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]]; then
  say "installing trunk $TRUNK_VERSION (takes about 6 minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked --force
fi

# --- wasm-bindgen CLI: must be exactly the crate version in Cargo.lock -----
# Cargo.lock is the truth; Trunk.toml repeats the version because Trunk wants
# it pinned when offline, so make sure the two agree.
wbg=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[[ -n "$wbg" ]] || die "no wasm-bindgen entry in Cargo.lock"
trunk_wbg=$(sed -n 's/^wasm_bindgen *= *"\(.*\)"/\1/p' Trunk.toml)
[[ "$trunk_wbg" == "$wbg" ]] ||
  die "Trunk.toml pins wasm_bindgen = \"$trunk_wbg\" but Cargo.lock has wasm-bindgen $wbg; make them equal"
if [[ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $wbg" ]]; then
  say "installing wasm-bindgen-cli $wbg (takes a few minutes)"
  # Not --locked: its lock file names a crate version missing from the registry.
  cargo install wasm-bindgen-cli --version "$wbg" --force
fi

# --- npm packages (wasm-opt from binaryen, playwright-core) ---------------
# Reinstall when package.json or the lock file is newer than the last install.
stamp=node_modules/.incerto-installed
if [[ ! -f $stamp || package.json -nt $stamp || package-lock.json -nt $stamp ]]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
  touch "$stamp"
fi
[[ "$(node_modules/.bin/wasm-opt --version)" == *"version 132"* ]] ||
  die "node_modules/.bin/wasm-opt is not version 132 (Trunk.toml pins version_132)"

# --- python-chess: the independent PGN reader of tests/pkg/pgn.test.mjs ----
# Into target/python (PYTHONPATH), not the system's Python: no virtualenv needed, and
# `pip --target` installs even where the system Python is marked externally managed.
PYTHON_CHESS_VERSION=1.11.2
have python3 || die "python3 is not installed; the PGN test reads exports with python-chess"
if ! PYTHONPATH=target/python python3 -c "import chess, sys; sys.exit(chess.__version__ != '$PYTHON_CHESS_VERSION')" 2>/dev/null; then
  say "installing python-chess $PYTHON_CHESS_VERSION into target/python"
  rm -rf target/python
  python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location \
    --root-user-action=ignore --target target/python "chess==$PYTHON_CHESS_VERSION"
fi

# --- Chromium for the browser tests ---------------------------------------
if [[ $BROWSER == 1 && ! -x /usr/bin/chromium ]]; then
  say "installing Debian's chromium"
  sudo=()
  [[ $(id -u) == 0 ]] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq chromium chromium-driver
fi

say "ok (trunk $TRUNK_VERSION, wasm-bindgen $wbg, wasm-opt 132, python-chess $PYTHON_CHESS_VERSION$([[ $BROWSER == 1 ]] && echo ", $(/usr/bin/chromium --version 2>/dev/null)"))"
