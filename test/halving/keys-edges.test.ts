import { describe, expect, test } from 'vitest';
import { halvingGame } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** Every heap reachable from n by a plain search of the rules: take 1 to floor(heap / 2). */
function reachable(n: number): Set<number> {
  const seen = new Set<number>();
  const stack = [n];
  for (let heap = stack.pop(); heap !== undefined; heap = stack.pop()) {
    if (seen.has(heap)) continue;
    seen.add(heap);
    for (let take = 1; 2 * take <= heap; take++) stack.push(heap - take);
  }
  return seen;
}

const FORM = 'PLAYER:N with N from 1 to the starting heap';

describe('halvingGame - fromKey edges', () => {
  test('halvingGame - fromKey accepts exactly the reachable heaps, with either player, and refuses the rest', () => {
    for (const n of [1, 2, 9, 20]) {
      const game = halvingGame(n);
      const reach = reachable(n);
      for (let heap = 0; heap <= n + 3; heap++) {
        for (const player of [0, 1] as const) {
          const key = `${player}:${heap}`;
          if (!reach.has(heap)) {
            expect(thrownBy(RangeError, () => game.fromKey(key)).message).toBe(`key must be a key of halving:${n} misere (${FORM}), got "${key}"`);
            continue;
          }
          const state = game.fromKey(key);
          expect([state.key(), state.size, state.player, state.moveCount(), state.isTerminal]).toEqual([key, heap, player, Math.floor(heap / 2), heap <= 1]);
        }
      }
    }
  });

  test.each(['', 'x', '5,', '5,1', '05', ' 5', '5 ', '-5', '5.0', '9007199254740992', '1e1'])('halvingGame - fromKey refuses the position text %j', (text) => {
    const game = halvingGame(20, { play: 'normal' });
    const key = `1:${text}`;
    expect(thrownBy(RangeError, () => game.fromKey(key)).message).toBe(`key must be a key of halving:20 normal (${FORM}), got ${JSON.stringify(key)}`);
  });

  test('halvingGame - fromKey refuses a bad player and a non-string', () => {
    const game = halvingGame(20);
    expect(thrownBy(RangeError, () => game.fromKey('5')).message).toBe('key must be a key of halving:20 misere (PLAYER:N with PLAYER 0 or 1), got "5"');
    expect(thrownBy(TypeError, () => game.fromKey(5 as unknown as string)).message).toBe('key must be a string, got 5');
  });
});
