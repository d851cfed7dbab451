// Gives the imports of each page's wasm short names (`a`, `b`, … `aa`, …) in the wasm and in its JS glue alike: a build step of scripts/postbuild.mjs.
//
// wasm-bindgen names every function the wasm imports from its glue after the Rust item
// and a hash (`__wbg_lastChild_d03af7c29f69e2ad`), and writes each name twice: in the
// wasm's import section and as a key of the glue's import object. The hashes are random
// to gzip: about 230 of them cost each page some 5 KB of its first download. Binaryen's
// `--minify-imports` renames only Emscripten's `env` imports, so this does it for the
// glue's own module. Renaming is safe only if the glue names each import exactly once
// (its key), which is checked: anything else fails the build.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads an unsigned LEB128 at `at`: [value, next offset]. */
function uleb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

/** An unsigned LEB128's bytes. */
function writeUleb(value) {
  const out = [];
  do {
    let b = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) b |= 0x80;
    out.push(b);
  } while (value > 0);
  return out;
}

/** The `i`-th short name: a…z, A…Z, then two letters and so on (JavaScript identifiers). */
export function shortName(i) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  for (let n = i; ; n = Math.floor(n / letters.length) - 1) {
    name = letters[n % letters.length] + name;
    if (n < letters.length) return name;
  }
}

/** Where an import's description (after its kind byte) ends. */
function skipDesc(bytes, kind, at) {
  const limits = (p) => {
    const flags = bytes[p++];
    [, p] = uleb(bytes, p);
    if (flags & 1) [, p] = uleb(bytes, p);
    return p;
  };
  switch (kind) {
    case 0: return uleb(bytes, at)[1]; // a function: its type index
    case 1: return limits(at + 1); // a table: its element type, limits
    case 2: return limits(at); // a memory
    case 3: return at + 2; // a global: its value type, mutability
    case 4: return uleb(bytes, at + 1)[1]; // a tag: attribute, type index
    default: throw new Error(`wasm: an import of unknown kind ${kind}`);
  }
}

/**
 * The wasm `bytes` with the imports of module `module` renamed by `rename(name, i)`;
 * returns [new bytes, the old names in order].
 */
export function renameImports(bytes, module, rename) {
  if (bytes.readUInt32LE(0) !== 0x6d736100) throw new Error('wasm: not a WebAssembly module');
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = uleb(bytes, at + 1);
    if (id !== 2) {
      at = body + size;
      continue;
    }
    const names = [];
    const out = [];
    let [count, p] = uleb(bytes, body);
    out.push(...writeUleb(count));
    const text = (from, to) => bytes.subarray(from, to).toString('utf8');
    while (count--) {
      const [modLen, modAt] = uleb(bytes, p);
      const mod = text(modAt, modAt + modLen);
      const nameLenAt = modAt + modLen;
      const [nameLen, nameAt] = uleb(bytes, nameLenAt);
      const name = text(nameAt, nameAt + nameLen);
      const kind = bytes[nameAt + nameLen];
      const end = skipDesc(bytes, kind, nameAt + nameLen + 1);
      const newName = mod === module ? rename(name, names.push(name) - 1) : name;
      const encoded = Buffer.from(newName, 'utf8');
      out.push(...bytes.subarray(p, nameLenAt));
      out.push(...writeUleb(encoded.length), ...encoded, ...bytes.subarray(nameAt + nameLen, end));
      p = end;
    }
    if (p !== body + size) throw new Error('wasm: the import section did not end where its size says');
    const section = Buffer.from([2, ...writeUleb(out.length), ...out]);
    return [Buffer.concat([bytes.subarray(0, at), section, bytes.subarray(body + size)]), names];
  }
  return [bytes, []];
}

/**
 * The glue `js` with each of `names` (each must stand in it exactly once, as a whole
 * word: its key in the import object, which holds nothing else) replaced by its short
 * name.
 */
export function renameInGlue(js, names, file) {
  const short = new Map(names.map((n, i) => [n, shortName(i)]));
  const seen = new Map();
  const out = js.replace(/[A-Za-z_$][\w$]*/g, (word) => {
    if (!short.has(word)) return word;
    seen.set(word, (seen.get(word) ?? 0) + 1);
    return short.get(word);
  });
  for (const n of names) {
    if (seen.get(n) !== 1) throw new Error(`${file}: the import ${n} stands ${seen.get(n) ?? 0} times, not once`);
  }
  return out;
}

/**
 * Renames the imports of every page wasm in `dir` (an ES-module glue `<name>.js` beside
 * `<name>_bg.wasm`; the workers' classic-script glue is left as it is). Run before
 * `minifyGlue` and `hashPages`. Returns [file, number of imports renamed] pairs.
 */
export function shortenImports(dir, files) {
  const done = [];
  for (const f of files) {
    if (!f.endsWith('.js') || f.includes('/')) continue;
    const wasmFile = f.replace(/\.js$/, '_bg.wasm');
    if (!files.includes(wasmFile)) continue;
    const js = readFileSync(join(dir, f), 'utf8');
    if (!/(^|[;}])\s*export\b/m.test(js)) continue;
    // The glue's module name as the wasm imports it: `./<name>_bg.js`.
    // Trunk's hash is a 64-bit number in hex without leading zeros: 8 to 16 digits.
    const module = `./${f.replace(/-[0-9a-f]{8,16}\.js$|\.js$/, '')}_bg.js`;
    const [wasm, names] = renameImports(readFileSync(join(dir, wasmFile)), module, (_, i) => shortName(i));
    if (names.length === 0) throw new Error(`${wasmFile}: no imports from ${module}`);
    writeFileSync(join(dir, f), renameInGlue(js, names, f));
    writeFileSync(join(dir, wasmFile), wasm);
    done.push([f, names.length]);
  }
  return done;
}
