// Tests of scripts/short-imports.mjs: the wasm's import names and the glue's keys renamed alike, and the build failing on a glue it cannot rename safely.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renameImports, renameInGlue, shortName } from '../../scripts/short-imports.mjs';

const bytes = (s) => [...Buffer.from(s, 'utf8')];
const name = (s) => [s.length, ...bytes(s)];

/** A module importing two functions from `./page_bg.js`, a memory and a function from `env`. */
function module() {
  const types = [0x01, 0x60, 0x00, 0x00]; // one type: () -> ()
  const imports = [
    0x04,
    ...name('./page_bg.js'), ...name('__wbg_first_0123456789abcdef'), 0x00, 0x00,
    ...name('env'), ...name('memory'), 0x02, 0x01, 0x01, 0x02, // a memory, limits 1..2
    ...name('./page_bg.js'), ...name('__wbg_second_fedcba9876543210'), 0x00, 0x00,
    ...name('env'), ...name('keep'), 0x00, 0x00,
  ];
  return Buffer.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    0x01, types.length, ...types,
    0x02, imports.length, ...imports,
  ]);
}

test('short names are JavaScript identifiers, a to Z, then two letters', () => {
  assert.deepEqual([0, 1, 25, 26, 51, 52, 53, 52 + 52 * 52 - 1].map(shortName), ['a', 'b', 'z', 'A', 'Z', 'aa', 'ab', 'ZZ']);
});

test("the page glue's imports are renamed in the wasm, the others kept", () => {
  const [renamed, names] = renameImports(module(), './page_bg.js', (_, i) => shortName(i));
  assert.deepEqual(names, ['__wbg_first_0123456789abcdef', '__wbg_second_fedcba9876543210']);
  const imports = WebAssembly.Module.imports(new WebAssembly.Module(renamed));
  assert.deepEqual(imports, [
    { module: './page_bg.js', name: 'a', kind: 'function' },
    { module: 'env', name: 'memory', kind: 'memory' },
    { module: './page_bg.js', name: 'b', kind: 'function' },
    { module: 'env', name: 'keep', kind: 'function' },
  ]);
});

test('the glue keys are renamed as whole words, and a name that stands twice fails', () => {
  const names = ['__wbg_first_0123456789abcdef', '__wbg_second_fedcba9876543210'];
  const glue = '{__proto__:null,__wbg_first_0123456789abcdef:function(){},__wbg_second_fedcba9876543210:function(){}}';
  assert.equal(renameInGlue(glue, names, 'glue.js'), '{__proto__:null,a:function(){},b:function(){}}');
  assert.throws(() => renameInGlue(`${glue};x.__wbg_first_0123456789abcdef()`, names, 'glue.js'), /stands 2 times/);
  assert.throws(() => renameInGlue('{__wbg_first_0123456789abcdef:1}', names, 'glue.js'), /second.*stands 0 times/);
});
