import { describe, expect, test } from 'vitest';
import { fibonacciNimGame } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** Position texts that are not comma-separated whole numbers in canonical form, or hold an unsafe integer. */
const MALFORMED = ['a', '5,x', '5,', ',5', '05,3', '5, 3', ' 5,3', '5,,3', '-1,0', '5.0,3', '9007199254740992,1'];

/** Every (heap, maxTake) reachable from a heap of n by a plain search of the rules: take 1 to maxTake, the next may take up to twice that. */
function reachable(n: number): Set<string> {
  const seen = new Set<string>();
  const stack: [number, number][] = [[n, n - 1]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [heap, maxTake] = top;
    const key = `${heap},${maxTake}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (let take = 1; take <= maxTake; take++) stack.push([heap - take, Math.min(2 * take, heap - take)]);
  }
  return seen;
}

/** The keys the documented form admits: HEAP at most n, MAX_TAKE 1 to HEAP (0 when empty), MAX_TAKE n − 1 at HEAP n. */
function documented(n: number, heap: number, maxTake: number): boolean {
  if (heap > n || maxTake > heap) return false;
  if (heap === 0) return maxTake === 0;
  return maxTake >= 1 && (heap < n || maxTake === n - 1);
}

describe('fibonacciNimGame - fromKey edges', () => {
  test('fibonacciNimGame - fromKey accepts exactly the documented keys on a grid past the start, a superset of the reachable ones', () => {
    for (const n of [2, 3, 7, 10]) {
      const game = fibonacciNimGame(n);
      const reach = reachable(n);
      let accepted = 0;
      for (let heap = 0; heap <= n + 2; heap++) {
        for (let maxTake = 0; maxTake <= n + 2; maxTake++) {
          for (const player of [0, 1] as const) {
            const key = `${player}:${heap},${maxTake}`;
            if (!documented(n, heap, maxTake)) {
              const form = `PLAYER:HEAP,MAX_TAKE with HEAP at most ${n} and MAX_TAKE from 1 to HEAP (0 for an empty heap; ${n - 1} at ${n})`;
              expect(thrownBy(RangeError, () => game.fromKey(key)).message).toBe(`key must be a key of fibonacci:${n} normal (${form}), got "${key}"`);
              expect(reach.has(`${heap},${maxTake}`)).toBe(false);
              continue;
            }
            const state = game.fromKey(key);
            expect([state.key(), state.player, state.position]).toEqual([key, player, { heap, maxTake }]);
            // The rules allow a take of 1 to maxTake, so that many moves; the empty heap ends the game.
            expect([state.moveCount(), state.isTerminal]).toEqual([maxTake, heap === 0]);
            accepted++;
          }
        }
      }
      for (const position of reach) expect(game.fromKey(`1:${position}`).key()).toBe(`1:${position}`);
      // Each heap 1 to n − 1 with each maxTake 1 to the heap, the empty heap, and the start: both players.
      expect(accepted).toBe(2 * ((n * (n - 1)) / 2 + 2));
    }
  });

  test.each(MALFORMED)('fibonacciNimGame - fromKey refuses the position text %j with the form', (text) => {
    const game = fibonacciNimGame(10, { play: 'misere' });
    const form = 'PLAYER:HEAP,MAX_TAKE with HEAP at most 10 and MAX_TAKE from 1 to HEAP (0 for an empty heap; 9 at 10)';
    expect(thrownBy(RangeError, () => game.fromKey(`0:${text}`)).message).toBe(`key must be a key of fibonacci:10 misere (${form}), got ${JSON.stringify(`0:${text}`)}`);
  });

  test('fibonacciNimGame - fromKey refuses an empty position, a third number, a bad player and a non-string', () => {
    const game = fibonacciNimGame(10);
    const form = 'HEAP,MAX_TAKE with HEAP at most 10 and MAX_TAKE from 1 to HEAP (0 for an empty heap; 9 at 10)';
    expect(thrownBy(RangeError, () => game.fromKey('0:')).message).toBe(`key must be a key of fibonacci:10 normal (PLAYER:${form}), got "0:"`);
    expect(thrownBy(RangeError, () => game.fromKey('0:5')).message).toBe(`key must be a key of fibonacci:10 normal (PLAYER:${form}), got "0:5"`);
    expect(thrownBy(RangeError, () => game.fromKey('0:5,2,0')).message).toBe(`key must be a key of fibonacci:10 normal (PLAYER:${form}), got "0:5,2,0"`);
    expect(thrownBy(RangeError, () => game.fromKey('2:5,2')).message).toBe(`key must be a key of fibonacci:10 normal (PLAYER:${form} with PLAYER 0 or 1), got "2:5,2"`);
    expect(thrownBy(TypeError, () => game.fromKey(null as unknown as string)).message).toBe('key must be a string, got null');
  });
});
