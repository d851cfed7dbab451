#!/usr/bin/env bash
# Checks that web/vendor/serde-wasm-bindgen is the published crate plus web/vendor/serde-wasm-bindgen.patch, and nothing else.
#
# usage: scripts/vendor-check.sh   (downloads the crate from crates.io; not part of make test)
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.6.5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
curl -fsSL "https://static.crates.io/crates/serde-wasm-bindgen/serde-wasm-bindgen-$version.crate" | tar -xz -C "$tmp"
up="$tmp/serde-wasm-bindgen-$version"
rm -rf "$up/tests" "$up/.cargo" "$up/.github" "$up/.gitignore" "$up/Cargo.toml.orig" "$up/.cargo_vcs_info.json"
(cd "$up" && patch -s -p1 < "$OLDPWD/web/vendor/serde-wasm-bindgen.patch")
diff -r "$up" web/vendor/serde-wasm-bindgen && echo "vendor: serde-wasm-bindgen $version + the patch, and nothing else"
