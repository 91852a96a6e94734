import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { heapValuesCore } from '../../src/index.js';
import { parseCode } from '../../src/heap-games/code.js';
import { RuleValues } from '../../src/heap-games/grundy.js';
import { MARKS, PLAN, RARE, setHeapValuesCore, SparseMemory, VALUES, WANTED, type HeapValuesCore } from '../../src/heap-games/sparse-core.js';
import { SPARSE_CORE_BASE64 } from '../../src/heap-games/sparse-core-bytes.js';
import { ValueStore } from '../../src/heap-games/value-store.js';
import { twoHeapCode } from '../helpers.js';

// The WebAssembly core of the sparse-space method (src/heap-games/sparse-core.ts and sparse-core.wat): the
// shipped bytes match the source, the core gives the values of the TypeScript loops byte for byte, and
// without WebAssembly the TypeScript loops run. (The value and period tests run against both cores: see the
// "typescript core" project in vitest.config.ts.)

/** The core this run's project chose (the "typescript core" project sets it in its setup file). */
const projectCore: HeapValuesCore = heapValuesCore();

afterEach(() => {
  setHeapValuesCore(projectCore);
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The values of heaps `0 … count-1` of `code`, computed by the given core. */
function valuesWith(core: HeapValuesCore, code: string, count: number): Uint32Array {
  setHeapValuesCore(core);
  const table = new RuleValues(parseCode(code));
  table.extend(count, Number.POSITIVE_INFINITY);
  return Uint32Array.from(table.values.subarray(0, count));
}

describe('sparse-core - the shipped module', () => {
  test('sparse-core-bytes.ts is what sparse-core.wat assembles to (node scripts/build-wasm.mjs --check)', () => {
    // Throws (exit 1, with the command to run) when the committed bytes are stale.
    expect(() => execFileSync(process.execPath, [new URL('../../scripts/build-wasm.mjs', import.meta.url).pathname, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  test('the module stays under the 4 KiB a browser main thread compiles synchronously', () => {
    expect(atob(SPARSE_CORE_BASE64).length).toBeLessThan(4096);
  });

  test('heapValuesCore - wasm in Node; the switch the tests use picks either', () => {
    setHeapValuesCore('wasm');
    expect(heapValuesCore()).toBe('wasm');
    setHeapValuesCore('typescript');
    expect(heapValuesCore()).toBe('typescript');
    expect(SparseMemory.create()).toBeUndefined();
  });

  test('heapValuesCore - typescript where WebAssembly is missing, with the same values', async () => {
    const expected = valuesWith('wasm', '4!', 5000);
    vi.stubGlobal('WebAssembly', undefined);
    vi.resetModules();
    const fresh = await import('../../src/index.js');
    expect(fresh.heapValuesCore()).toBe('typescript');
    expect(fresh.HeapGame.parse('4!').grundyValues(5000)).toEqual(expected);
  });

  test('heapValuesCore - typescript where WebAssembly refuses to compile the module (a browser main thread limit)', async () => {
    vi.stubGlobal('WebAssembly', {
      Module: function refuse() {
        throw new RangeError('WebAssembly.Module(): Buffer size is larger than 4 KB, use WebAssembly.compile');
      },
    });
    vi.resetModules();
    const fresh = await import('../../src/heap-games/sparse-core.js');
    expect(fresh.heapValuesCore()).toBe('typescript');
    expect(fresh.SparseMemory.create()).toBeUndefined();
  });

  test('heapValuesCore - typescript where instantiating fails: the game computes with the TypeScript loops', async () => {
    const expected = valuesWith('typescript', '0.6', 3000);
    vi.stubGlobal('WebAssembly', {
      Module: WebAssembly.Module,
      Instance: WebAssembly.Instance,
      Memory: function refuse() {
        throw new RangeError('WebAssembly.Memory(): could not allocate memory');
      },
    });
    vi.resetModules();
    const fresh = await import('../../src/heap-games/sparse-core.js');
    expect(fresh.heapValuesCore()).toBe('wasm');
    expect(fresh.SparseMemory.create()).toBeUndefined();
    const game = await import('../../src/index.js');
    expect(game.HeapGame.parse('0.6').grundyValues(3000)).toEqual(expected);
  });
});

describe('sparse-core - the same values as the TypeScript loops', () => {
  test('random two-heap codes (marks included), past the sparse start at 2048 and the re-choice at 4096', () => {
    fc.assert(
      fc.property(twoHeapCode, (code) => {
        expect(valuesWith('wasm', code, 5000), code).toEqual(valuesWith('typescript', code, 5000));
      }),
      { numRuns: 25, seed: 32 },
    );
  });

  test.each([
    // Values widen from 8 to 16 bits in the core's memory (0.6 at heap 10344, 0.04 at 9169).
    ['0.6', 10_500],
    ['0.04', 9300],
    // Many rare heaps (the rare list grows in the memory, moving the values) and splits at two sizes.
    ['0.376', 12_000],
    ['0.354', 20_000],
  ])('%s, %i values', (code, count) => {
    expect(valuesWith('wasm', code, count)).toEqual(valuesWith('typescript', code, count));
  });
});

describe('SparseMemory - regions', () => {
  test('a region grows in place and moves the later ones up with their content; the memory grows by pages', () => {
    setHeapValuesCore('wasm');
    const memory = SparseMemory.create();
    expect(memory).toBeDefined();
    if (memory === undefined) return;
    memory.reserve(VALUES, 100);
    memory.u8(VALUES, 100).set(Array.from({ length: 100 }, (_, i) => i));
    memory.reserve(RARE, 12);
    memory.i32(RARE, 3).set([7, 8, 9]);
    const before = memory.generation;
    memory.reserve(PLAN, 200_000);
    expect(memory.generation).toBeGreaterThan(before);
    // Every region on a multiple of 8 bytes, in order, none overlapping.
    const offsets = ([PLAN, WANTED, MARKS, RARE, VALUES] as const).map((region) => memory.offset(region));
    expect(offsets.every((offset) => offset % 8 === 0)).toBe(true);
    expect(offsets[1]).toBeGreaterThanOrEqual(200_000);
    expect([...memory.i32(RARE, 3)]).toEqual([7, 8, 9]);
    expect([...memory.u8(VALUES, 100)]).toEqual(Array.from({ length: 100 }, (_, i) => i));
    // A region asked for no more room than it has is left alone.
    const now = memory.generation;
    memory.reserve(RARE, 8);
    expect(memory.generation).toBe(now);
  });

  test('ValueStore - values moved into the memory stay right as they grow and widen; 32 bits move them out', () => {
    setHeapValuesCore('wasm');
    const memory = SparseMemory.create();
    if (memory === undefined) throw new Error('no WebAssembly core');
    const store = new ValueStore();
    for (let n = 0; n < 100; n++) store.push(n % 7);
    store.moveTo(memory);
    store.moveTo(memory);
    for (let n = 100; n < 5000; n++) store.push(n === 3000 ? 300 : n % 7);
    memory.reserve(RARE, 1 << 20);
    const expected = Array.from({ length: 5000 }, (_, n) => (n === 3000 ? 300 : n % 7));
    expect(store.array).toBeInstanceOf(Uint16Array);
    expect([...store.array.subarray(0, 5000)]).toEqual(expected);
    store.push(70_000);
    expect(store.array).toBeInstanceOf(Uint32Array);
    expect(store.array.byteOffset).toBe(0);
    memory.reserve(RARE, 1 << 21);
    expect([...store.array.subarray(0, 5001)]).toEqual([...expected, 70_000]);
  });
});
