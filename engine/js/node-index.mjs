// The package's ES-module entry for Node (pkg/node/index.mjs): the same API and the same `init` as the browser build, over wasm-bindgen's CommonJS Node build.
//
// wasm-bindgen's nodejs build loads and compiles its .wasm synchronously when it is
// required, so `init()` and `initSync()` have nothing left to do here. They exist so that
// one piece of code (`await init(); new Game(...)`) runs unchanged in browsers and Node.
import engine from './incerto_engine.js';

export * from './incerto_engine.js';

export default async function init() {
  return engine;
}

export function initSync() {
  return engine;
}
