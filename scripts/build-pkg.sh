#!/usr/bin/env bash
# Builds pkg/, the engine's npm package `incerto-engine` (browser + Node builds, types, package.json, README, RULES, LICENSE), ready for `npm publish`.
#
# usage: scripts/build-pkg.sh          (what `make pkg` runs)
#
#   pkg/web/    wasm-bindgen --target web: ES module + .wasm (wasm-opt -Oz) + .d.ts
#   pkg/node/   wasm-bindgen --target nodejs (CommonJS) and index.mjs, an ES-module entry
#               with the same `init` as the web build
#   pkg/fast/   the same two builds speed-first, as the app's computer worker is built
#               (cargo profile `worker`: opt-level 3; wasm-opt -O3): `incerto-engine/fast`,
#               for `Bot` (its search runs about 2x as fast) at about 40 KB more gzip
#   pkg/package.json, README.md, RULES.md (docs/RULES.md), LICENSE
#
# pkg/ is build output (gitignored); its hand-written parts live in engine/js/.
# The public address comes from `repository` in Cargo.toml's [workspace.package], the one
# place it is written: package.json gets it, and README.md's relative links become absolute
# URLs of the repository, since npmjs.com cannot follow links between files of a package.
# The build goes to a temporary folder that replaces pkg/ only once it is complete,
# so a failed build never leaves a half-made package behind.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

OUT=pkg
NAME=incerto_engine
WASM=target/wasm32-unknown-unknown/release/$NAME.wasm
FAST=target/wasm32-unknown-unknown/worker/$NAME.wasm
STAMP=$OUT/.built

# The engine is an rlib everywhere else (the app and the native tools link it); only
# here is it linked as a cdylib, with `cargo rustc --crate-type`, so no other build pays
# for an extra shared-library link. Cargo leaves the .wasm untouched when nothing changed.
for profile in release worker; do
  cargo rustc -p incerto-engine --profile $profile --target wasm32-unknown-unknown \
    --features wasm --lib --crate-type cdylib
done

# Skip the rest when pkg/ is newer than everything it is made from.
if [[ -f $STAMP && ! $WASM -nt $STAMP && ! $FAST -nt $STAMP && ! engine/Cargo.toml -nt $STAMP && ! Cargo.toml -nt $STAMP && ! $0 -nt $STAMP ]] &&
  [[ -z $(find engine/js docs/RULES.md scripts/markdown.mjs -newer "$STAMP" -print -quit) ]]; then
  echo "pkg: up to date ($OUT/)"
  exit 0
fi

version=$(sed -n 's/^version = "\(.*\)"/\1/p' engine/Cargo.toml | head -n 1)
[[ -n $version ]] || { echo "pkg: no version in engine/Cargo.toml" >&2; exit 1; }
repository=$(sed -n '/^\[workspace\.package\]/,/^\[/s/^repository = "\(.*\)"/\1/p' Cargo.toml)
[[ $repository == https://* ]] || { echo "pkg: no repository URL in Cargo.toml [workspace.package]" >&2; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/incerto-pkg.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# Each build twice: size first (the default entry) and speed first (`fast/`).
for build in size speed; do
  if [[ $build == size ]]; then dir=$tmp wasm=$WASM level=-Oz; else dir=$tmp/fast wasm=$FAST level=-O3; fi
  # The browser build is what visitors download: no name or producers sections.
  wasm-bindgen --target web --out-dir "$dir/web" --remove-name-section --remove-producers-section "$wasm"
  # The Node build keeps function names, for readable stack traces in tests and tools.
  wasm-bindgen --target nodejs --out-dir "$dir/node" "$wasm"

  # Both .wasm files of a build go through the same optimiser, so the Node tests
  # exercise the code that browsers run.
  for f in "$dir/web/${NAME}_bg.wasm" "$dir/node/${NAME}_bg.wasm"; do
    wasm-opt $level --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue \
      "$f" -o "$f"
  done

  # The root package.json says "type": "module"; the Node build is CommonJS.
  echo '{ "type": "commonjs" }' >"$dir/node/package.json"
  cp engine/js/node-index.mjs "$dir/node/index.mjs"
done
# The fast builds' types are the default builds' (one API): one .d.ts in the package.
rm "$tmp"/fast/{web,node}/*.d.ts
cp engine/js/LICENSE "$tmp/"
cp docs/RULES.md "$tmp/RULES.md"

# The README with every relative link made absolute (a file of the repository's main branch).
REPOSITORY=$repository node --input-type=module - engine/js/README.md "$tmp/README.md" <<'EOF'
import { readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { rewriteLinks, isExternal } from './scripts/markdown.mjs';
const [from, to] = process.argv.slice(2);
const base = posix.dirname(from);
const text = rewriteLinks(readFileSync(from, 'utf8'), (target) => {
  if (isExternal(target) || target.startsWith('#')) return target;
  const path = posix.normalize(posix.join(base, target));
  if (path.startsWith('..')) throw new Error(`${from}: link ${target} leaves the repository`);
  return `${process.env.REPOSITORY}/blob/main/${path}`;
});
writeFileSync(to, text);
EOF

VERSION=$version REPOSITORY=$repository node - "$tmp/package.json" <<'EOF'
// Writes the package manifest (JSON.stringify, so it is always valid JSON).
const { writeFileSync } = require('node:fs');
const repo = process.env.REPOSITORY;
const types = './web/incerto_engine.d.ts';
const manifest = {
  name: 'incerto-engine',
  version: process.env.VERSION,
  description:
    'Rules engine for Incerto, Hidden Random Chess and Hidden Chess (hidden-piece chess variants) in WebAssembly: games, player views, records, a computer opponent at five levels and belief hints.',
  keywords: [
    'chess',
    'chess-variant',
    'hidden-information',
    'incerto',
    'hidden-chess',
    'hidden-random-chess',
    'rules-engine',
    'wasm',
    'webassembly',
  ],
  homepage: `${repo}#readme`,
  repository: { type: 'git', url: `git+${repo}.git` },
  bugs: { url: `${repo}/issues` },
  license: 'MIT',
  type: 'module',
  // Browsers and bundlers get the web build; Node gets its own build, same API.
  main: './node/index.mjs',
  module: './web/incerto_engine.js',
  browser: './web/incerto_engine.js',
  types,
  exports: {
    '.': { types, node: './node/index.mjs', default: './web/incerto_engine.js' },
    './web': { types, default: './web/incerto_engine.js' },
    './node': { types, default: './node/index.mjs' },
    './incerto_engine_bg.wasm': './web/incerto_engine_bg.wasm',
    // The same API built for speed (the computer's search), for `Bot`.
    './fast': { types, node: './fast/node/index.mjs', default: './fast/web/incerto_engine.js' },
    './fast/incerto_engine_bg.wasm': './fast/web/incerto_engine_bg.wasm',
    './package.json': './package.json',
  },
  files: ['web/', 'node/', 'fast/', 'README.md', 'RULES.md', 'LICENSE'],
  engines: { node: '>=18' },
};
writeFileSync(process.argv[2], JSON.stringify(manifest, null, 2) + '\n');
EOF

rm -rf "$OUT"
mv "$tmp" "$OUT"
trap - EXIT
chmod 755 "$OUT"
touch "$STAMP"

for f in "$OUT/web/${NAME}_bg.wasm" "$OUT/fast/web/${NAME}_bg.wasm"; do
  echo "pkg: $f $(stat -c %s "$f") bytes, $(gzip -9 -n -c "$f" | wc -c) gzip -9"
done
echo "pkg: built $OUT/ (incerto-engine $version)"
