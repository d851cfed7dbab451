# The project's commands: `make serve` builds and serves the app, `make test` runs every check (CI runs it too).
#
# Every target installs the tools it needs on first use (scripts/install-tools.sh)
# and reuses them afterwards.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

# wasm-opt comes from the npm package binaryen (node_modules/.bin); Trunk and
# the wasm-bindgen CLI from `cargo install`.
export PATH := $(CURDIR)/node_modules/.bin:$(or $(CARGO_HOME),$(HOME)/.cargo)/bin:$(PATH)

HOST ?= 127.0.0.1
PORT ?= 8080
# node --test prints TAP, whose closing "# pass N" / "# fail N" lines CI reads.
NODE_TEST := node --test --test-reporter=tap

.PHONY: help serve dev test tools tools-browser fmt links clippy doc unit wasm-check build size-check e2e size pkg pkg-test bench bench-load bench-bot bench-bot-speed bench-review clean

help:
	@echo "make serve   build the app and serve it on http://$(HOST):$(PORT)/ (PORT=... to change)"
	@echo "make test    every check and test: fmt, docs, clippy, cargo doc, cargo test, wasm check, trunk build, browser tests"
	@echo "make dev     trunk serve with live reload (debug build)"
	@echo "make size    raw, gzip and brotli size of every file in dist/, against the download budgets"
	@echo "make bench   perft speed of the engine against shakmaty"
	@echo "make bench-load  time to a playable board on a throttled network and CPU (headless Chromium)"
	@echo "make bench-bot   the computer's decision times in the browser per level (p50, p95, max against the caps)"
	@echo "make bench-bot-speed  the computer's nodes per second natively and in wasm (PROFILES=1 PKG=1: other wasm builds too)"
	@echo "make bench-review  the post-game analysis of a 40-move game natively and in the analysis worker's wasm"
	@echo "make pkg     the engine as an npm package in pkg/ (make pkg-test: its Node tests)"
	@echo "single steps: make fmt | links | clippy | doc | unit | wasm-check | build | size-check | e2e"

# --- the two commands of the README ---------------------------------------

serve: build
	node tests/server.mjs --root dist --host $(HOST) --port $(PORT)

# The tools are checked once here, not again in every step.
test: tools-browser
	INCERTO_TOOLS_OK=1 scripts/check.sh

# --- tools ----------------------------------------------------------------

tools:
	@[[ -n "$${INCERTO_TOOLS_OK:-}" ]] || scripts/install-tools.sh

tools-browser:
	@[[ -n "$${INCERTO_TOOLS_OK:-}" ]] || scripts/install-tools.sh --browser

# --- single steps (scripts/check.sh runs them in this order) --------------

fmt: tools
	cargo fmt --all --check

# The documents' tests (tests/docs/, about a second): every relative link in the Markdown
# files resolves inside the repository, the embed's parameters match the code, the loader
# matches the router, commit subjects since 7e721d2 are at most 72 characters, and the two
# maps keep their limits (BENCHMARKS.md 300 lines, ARCHITECTURE.md 450, its paths real).
links: tools
	$(NODE_TEST) tests/docs/*.test.mjs

clippy: tools
	cargo clippy --workspace --all-targets -- -D warnings

# The API documentation builds without a warning (broken intra-doc links, bad HTML in doc
# comments); the binaries' private items are documented too, as cargo does for bins.
doc: tools
	RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

unit: tools
	cargo test --workspace

# The crates must build for the browser (the app and its computer worker); natively too (above).
wasm-check: tools
	cargo check --target wasm32-unknown-unknown -p incerto-engine -p incerto-computer -p incerto-ui -p incerto-app -p incerto-learn -p incerto-embed -p incerto-analysis -p incerto-tutor -p incerto-link -p incerto-friend

# Release build into dist/: opt-level z + LTO (Cargo.toml), wasm-opt -Oz (index.html).
build: tools
	trunk build --release

# The download budgets of dist/ (scripts/size.mjs): fails only when one is broken by more
# than 10 %. Reads the last build; scripts/check.sh runs it right after `build`.
# The budgets of the build just made, then the tests of the size script itself (tests/size/).
size-check:
	node scripts/size.mjs --check dist
	$(NODE_TEST) tests/size/*.test.mjs

# Browser tests in headless Chromium against dist/ on a local static server, after
# the Node tests of that server (tests/server/). Every tests/e2e/*.test.mjs is picked
# up; screenshots land in tests/artifacts/.
# It builds first, except from scripts/check.sh (SKIP_BUILD=1), which has just
# built: a no-op trunk build still reruns wasm-opt (about 10 s).
# examples/embed.html loads pkg/web, so pkg too (a no-op when it is up to date).
e2e: tools-browser $(if $(SKIP_BUILD),,build) pkg
	$(NODE_TEST) tests/server/*.test.mjs tests/e2e/*.test.mjs

# --- other ----------------------------------------------------------------

# Debug build with live reload; into target/dev-dist/ so it never replaces the release dist/.
dev: tools
	trunk serve --dist target/dev-dist --address $(HOST) --port $(PORT)

size:
	@node scripts/size.mjs dist

# Time to a playable board, first and repeat visit, on "Fast 3G" with a 4x slower CPU
# (scripts/bench-load.mjs; figures in BENCHMARKS.md). Not part of `make test`.
bench-load: tools-browser build
	node scripts/bench-load.mjs

# The computer's decision times in headless Chromium, per level 1-5 and game: p50, p95 and
# max against each level's wall-clock cap (scripts/bench-bot.mjs; figures in BENCHMARKS.md).
# Not part of `make test` (a few minutes); tests/e2e/computer-time.test.mjs checks level 5.
bench-bot: tools-browser build pkg
	node scripts/bench-bot.mjs

# The computer's speed natively and in the worker's wasm on the same requests (node budget,
# no cap): nodes and decisions per second per game and level (scripts/bench-bot-speed.mjs).
# PROFILES=1 also builds the worker with size-first profiles and compares speed and size;
# PKG=1 also times the JS package's Bot (pkg/node, built for size, and pkg/fast/node, for speed).
bench-bot-speed: tools build
	node scripts/bench-bot-speed.mjs $(if $(PROFILES),--profiles) $(if $(PKG),--pkg)

# The post-game analysis of a 40-move game of each game, both sides and lenses, natively and
# in the analysis worker's wasm, with the same lines from both (scripts/bench-review.mjs;
# figures in BENCHMARKS.md). LEVELS=3,4 to compare levels. Not part of `make test`.
bench-review: tools pkg
	node scripts/bench-review.mjs $(if $(LEVELS),--levels $(LEVELS))

# Perft speed against shakmaty (figures in BENCHMARKS.md); not part of `make test`.
bench: tools
	cargo bench -p incerto-engine --bench perft

# The engine as an npm package in pkg/ (web + Node builds, types, package.json,
# README; see scripts/build-pkg.sh). wasm-bindgen and wasm-opt only re-run when the
# engine's wasm changed. scripts/check.sh runs pkg-test when tests/pkg/*.test.mjs exist.
pkg: tools
	scripts/build-pkg.sh

# Node tests of the package, against pkg/node.
pkg-test: pkg
	$(NODE_TEST) tests/pkg/*.test.mjs

clean:
	cargo clean
	rm -rf dist tests/artifacts
