import { describe, expect, test } from 'vitest';

// The ESM build keeps class and function names (tsup.config.ts: keepNames, its calls made droppable by a
// bundler): what Node shows of dist/index.js. Specifiers in variables: the type checker must not need dist/.
const DIST_ESM = '../../dist/index.js';

describe('the ESM build', () => {
  test('keeps class names: new Board() is a Board, the errors and the Nim game say their names', async () => {
    const esm = (await import(DIST_ESM)) as typeof import('../../src/index.js');
    expect(new esm.Board().constructor.name).toBe('Board');
    expect(esm.HeapGame.name).toBe('HeapGame');
    expect(esm.AssertionError.name).toBe('AssertionError');
    expect(esm.Nim.name).toBe('Nim');
    expect(new esm.Nim(1, 2).constructor.name).toBe('Nim');
  });

  test('keeps function names: nimSum, winningMove, and the frames of a stack trace', async () => {
    const esm = (await import(DIST_ESM)) as typeof import('../../src/index.js');
    expect([esm.nimSum.name, esm.winningMove.name, esm.createRandom.name]).toEqual(['nimSum', 'winningMove', 'createRandom']);
    let stack = '';
    try {
      new esm.Nim(1, 2).remove(5, 1);
    } catch (error) {
      stack = (error as Error).stack ?? '';
    }
    // A method's frame is named after the class as written in the source, so the class must keep its name.
    expect(stack).toMatch(/\n {4}at Nim\.remove \(/);
    try {
      esm.nimSum([1, -1]);
    } catch (error) {
      stack = (error as Error).stack ?? '';
    }
    expect(stack).toMatch(/\n {4}at checkHeapSize \(/);
  });
});
