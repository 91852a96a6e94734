import { describe, expect, test } from 'vitest';
import { greedyNimGame } from '../../src/index.js';
import { boxed, reachableKeys, thrownBy } from '../helpers.js';

/** Every position reachable from `start` by a plain search of the rules: take 1 or more from a largest heap. */
function reachable(start: readonly number[]): Set<string> {
  return reachableKeys(start, (heaps) => {
    const largest = Math.max(...heaps);
    return heaps.flatMap((size, index) =>
      size !== largest ? [] : Array.from({ length: size }, (_, take) => heaps.map((other, at) => (at === index ? other - take - 1 : other))),
    );
  });
}

describe('greedyNimGame - fromKey edges', () => {
  test('greedyNimGame - fromKey accepts exactly the heaps at most their start, every reachable position among them', () => {
    for (const start of [[3, 1, 2], [2, 0, 2], [4]]) {
      const game = greedyNimGame(start);
      const name = `greedy:${start.join(',')} normal`;
      const form = `PLAYER:H1,H2,... with ${start.length} heaps, each at most its start`;
      const reach = reachable(start);
      let accepted = 0;
      for (const heaps of boxed(start.map(() => Math.max(...start) + 1))) {
        const key = `${accepted % 2}:${heaps.join(',')}`;
        if (heaps.some((size, index) => size > (start[index] ?? 0))) {
          expect(thrownBy(RangeError, () => game.fromKey(key)).message).toBe(`key must be a key of ${name} (${form}), got "${key}"`);
          continue;
        }
        const state = game.fromKey(key);
        const largest = Math.max(...heaps);
        expect([state.key(), state.position, state.moveCount()]).toEqual([key, heaps, largest * heaps.filter((size) => size === largest).length]);
        accepted++;
      }
      expect(accepted).toBe(start.reduce((product, size) => product * (size + 1), 1));
      for (const position of reach) expect(game.fromKey(`1:${position}`).key()).toBe(`1:${position}`);
    }
  });

  test.each(['', 'a', '3,1', '3,1,2,0', '3,1,', '03,1,2', '3, 1,2', '3,-1,2', '9007199254740992,1,2'])('greedyNimGame - fromKey refuses the position text %j', (text) => {
    const game = greedyNimGame([3, 1, 2], { play: 'misere' });
    const key = `0:${text}`;
    expect(thrownBy(RangeError, () => game.fromKey(key)).message).toBe(
      `key must be a key of greedy:3,1,2 misere (PLAYER:H1,H2,... with 3 heaps, each at most its start), got ${JSON.stringify(key)}`,
    );
  });

  test('greedyNimGame - fromKey refuses a key without a player, and a non-string', () => {
    const game = greedyNimGame([3, 1, 2]);
    expect(thrownBy(RangeError, () => game.fromKey('3,1,2')).message).toBe(
      'key must be a key of greedy:3,1,2 normal (PLAYER:H1,H2,... with 3 heaps, each at most its start with PLAYER 0 or 1), got "3,1,2"',
    );
    expect(thrownBy(TypeError, () => game.fromKey(['0:3,1,2'] as unknown as string)).message).toBe('key must be a string, got an array');
  });
});
