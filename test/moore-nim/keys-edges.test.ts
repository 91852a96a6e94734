import { describe, expect, test } from 'vitest';
import { mooreNimGame } from '../../src/index.js';
import { boxed, thrownBy } from '../helpers.js';

/** The number of Moore moves by listing them: take vectors with 1 to k entries that are not 0. */
function bruteMoveCount(heaps: readonly number[], k: number): number {
  return boxed(heaps).filter((takes) => {
    const touched = takes.filter((take) => take > 0).length;
    return touched >= 1 && touched <= k;
  }).length;
}

describe('mooreNimGame - fromKey edges', () => {
  test('mooreNimGame - fromKey accepts exactly the heaps at most their start (all reachable: one heap at a time), move counts by listing', () => {
    const cases: [readonly number[], number][] = [[[2, 0, 3], 2], [[1, 2, 1, 1], 3], [[3], 1]];
    for (const [start, k] of cases) {
      const game = mooreNimGame(start, k);
      const name = `moore:${k}:${start.join(',')} normal`;
      const form = `PLAYER:H1,H2,... with ${start.length} heaps, each at most its start`;
      let accepted = 0;
      for (const heaps of boxed(start.map((size) => size + 1))) {
        const key = `${(heaps[0] ?? 0) % 2}:${heaps.join(',')}`;
        if (heaps.some((size, index) => size > (start[index] ?? 0))) {
          expect(thrownBy(RangeError, () => game.fromKey(key)).message).toBe(`key must be a key of ${name} (${form}), got "${key}"`);
          continue;
        }
        const state = game.fromKey(key);
        expect([state.key(), state.position, state.moveCount()]).toEqual([key, heaps, bruteMoveCount(heaps, k)]);
        accepted++;
      }
      expect(accepted).toBe(start.reduce((product, size) => product * (size + 1), 1));
    }
  });

  test.each(['', 'b', '2,0', '2,0,3,0', '2,,3', '2,0,03', '2,0,3 ', '+2,0,3', '2,0,9007199254740993'])('mooreNimGame - fromKey refuses the position text %j', (text) => {
    const game = mooreNimGame([2, 0, 3], 2, { play: 'misere' });
    const key = `1:${text}`;
    expect(thrownBy(RangeError, () => game.fromKey(key)).message).toBe(
      `key must be a key of moore:2:2,0,3 misere (PLAYER:H1,H2,... with 3 heaps, each at most its start), got ${JSON.stringify(key)}`,
    );
  });

  test('mooreNimGame - fromKey refuses a bad player and a non-string', () => {
    const game = mooreNimGame([2, 0, 3], 2);
    expect(thrownBy(RangeError, () => game.fromKey('01:2,0,3')).message).toBe(
      'key must be a key of moore:2:2,0,3 normal (PLAYER:H1,H2,... with 3 heaps, each at most its start with PLAYER 0 or 1), got "01:2,0,3"',
    );
    expect(thrownBy(TypeError, () => game.fromKey(0n as unknown as string)).message).toBe('key must be a string, got 0n');
  });
});
