import { describe, expect, test } from 'vitest';
import { staircaseNimGame } from '../../src/index.js';
import { boxed, reachableKeys, thrownBy } from '../helpers.js';

/** Every position reachable from `start` by a plain search of the rules: carry 1 or more counters one step down. */
function reachable(start: readonly number[]): Set<string> {
  return reachableKeys(start, (steps) =>
    steps.flatMap((size, index) =>
      Array.from({ length: size }, (_, moved) => {
        const next = steps.slice();
        next[index] = size - moved - 1;
        if (index > 0) next[index - 1] = (next[index - 1] ?? 0) + moved + 1;
        return next;
      }),
    ),
  );
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

describe('staircaseNimGame - fromKey edges', () => {
  test('staircaseNimGame - fromKey accepts exactly the steps holding at most the start\'s counters, every reachable position among them', () => {
    for (const start of [[1, 0, 2], [0, 3], [2]]) {
      const game = staircaseNimGame(start);
      const counters = sum(start);
      const form = `PLAYER:S1,S2,... with ${start.length} steps holding at most ${counters} counters in all`;
      const reach = reachable(start);
      let accepted = 0;
      for (const steps of boxed(start.map(() => counters + 1))) {
        const key = `${sum(steps) % 2}:${steps.join(',')}`;
        if (sum(steps) > counters) {
          expect(thrownBy(RangeError, () => game.fromKey(key)).message).toBe(`key must be a key of staircase:${start.join(',')} normal (${form}), got "${key}"`);
          continue;
        }
        const state = game.fromKey(key);
        // A move carries 1 to all of a step's counters, so there are as many moves as counters on the steps.
        expect([state.key(), state.position, state.moveCount(), state.isTerminal]).toEqual([key, steps, sum(steps), sum(steps) === 0]);
        accepted++;
      }
      expect(accepted).toBeGreaterThanOrEqual(reach.size);
      for (const position of reach) expect(game.fromKey(`0:${position}`).key()).toBe(`0:${position}`);
    }
  });

  test.each(['', 'x', '1,0', '1,0,2,0', '1,0,2,', '1,00,2', '1,0, 2', '1,-0,2', '1,0,9007199254740992'])('staircaseNimGame - fromKey refuses the position text %j', (text) => {
    const game = staircaseNimGame([1, 0, 2], { play: 'misere' });
    const key = `1:${text}`;
    expect(thrownBy(RangeError, () => game.fromKey(key)).message).toBe(
      `key must be a key of staircase:1,0,2 misere (PLAYER:S1,S2,... with 3 steps holding at most 3 counters in all), got ${JSON.stringify(key)}`,
    );
  });

  test('staircaseNimGame - fromKey refuses a key without a player, and a non-string', () => {
    const game = staircaseNimGame([1, 0, 2]);
    expect(thrownBy(RangeError, () => game.fromKey(':1,0,2')).message).toBe(
      'key must be a key of staircase:1,0,2 normal (PLAYER:S1,S2,... with 3 steps holding at most 3 counters in all with PLAYER 0 or 1), got ":1,0,2"',
    );
    expect(thrownBy(TypeError, () => game.fromKey(undefined as unknown as string)).message).toBe('key must be a string, got undefined');
  });
});
