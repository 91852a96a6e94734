// Every built-in game's theory of values (Game.grundy) and of moves between values (Game.moveToValue) against a
// plain mex over the rules' own moves, computed here from moves() and play() alone, on every position reachable
// from small starts.
import { describe, expect, it } from 'vitest';
import { gameFromSpec, grundyValue, heapGame, halvingGame, nimGame, staircaseNimGame, sticksGame, turningGame, welterGame, welterValue, wythoffGame } from '../../src/index.js';
import type { State } from '../../src/index.js';
import { positionOf, reachableStates } from '../helpers.js';


/** The plain mex, memoised by position: the values of the followers, the least value missing. */
function bruteValues(): (state: State<unknown>) => number {
  const memo = new Map<string, number>();
  const value = (state: State<unknown>): number => {
    const key = positionOf(state);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const seen = new Set(state.moves().map((move) => value(state.play(move))));
    let mex = 0;
    while (seen.has(mex)) mex++;
    memo.set(key, mex);
    return mex;
  };
  return value;
}

const SPECS = [
  'nim:3,4,5',
  'heap:kayles:9,7',
  'heap:dawsons-kayles:14',
  'heap:grundy:13',
  'heap:lasker:7,6',
  'wythoff:11,13',
  'welter:1,4,6,8',
  'turning:turtles:HTHHTHTH',
  'turning:mock-turtles:HHTHHTHT',
  'turning:ruler:HHTHTHHH',
  'halving:300',
  'sticks:5,4,3',
  'staircase:3,2,3,2',
  'moore:2:3,3,2',
  'greedy:4,3,3,1',
  'fibonacci:24',
];

describe('grundyValue on every built-in game', () => {
  it.each(SPECS)('%s: equals the plain mex on every reachable position, and moveToValue reaches every lower value', (spec) => {
    const game = gameFromSpec(spec);
    const brute = bruteValues();
    const states = reachableStates(game.start);
    expect(states.length).toBeGreaterThan(20);
    for (const state of states) {
      const value = brute(state);
      expect(grundyValue(state)).toBe(value);
      if (game.moveToValue === undefined) continue;
      for (let target = 0; target <= value; target++) {
        const move = game.moveToValue(state, target);
        if (target === value) expect(move).toBeNull();
        else expect(brute(state.play(move as never))).toBe(target);
      }
    }
  });

  it('answers the theory of large positions at once', () => {
    expect(grundyValue(heapGame('kayles', [1_000_000]).start)).toBe(1);
    // Kayles is periodic from 71 with period 12 (g = 8 for n = 3 mod 12); g(70) = 6.
    expect(grundyValue(heapGame('kayles', [999_999, 70]).start)).toBe(8 ^ 6);
    expect(grundyValue(welterGame([1, 2, 2 ** 26]).start)).toBe(welterValue([1, 2, 2 ** 26]));
    expect(grundyValue(halvingGame(2 ** 53 - 1).start)).toBe(0);
    expect(grundyValue(halvingGame(2 ** 40 + 10).start)).toBe(2 ** 39 + 5); // 2^40 + 11 is odd: drop the last bit
    expect(grundyValue(staircaseNimGame([2 ** 40, 7, 3]).start)).toBe(2 ** 40 + 3);
    expect(grundyValue(turningGame('ruler', `${'T'.repeat(287)}H`).start)).toBe(32);
    expect(grundyValue(wythoffGame([4000, 4095]).start)).toBeGreaterThan(0);
    expect(grundyValue(sticksGame([31]).start)).toBe(31);
    const nim = nimGame([2 ** 40, 5]);
    expect(nim.moveToValue?.(nim.start, 3)).toEqual({ heap: 1, count: 2 ** 40 - 6 }); // leaves 6, 5
    expect(nim.moveToValue?.(nim.start, 2n ** 41n)).toBeNull();
    expect(nim.moveToValue?.(nim.start, -1)).toBeNull();
    expect(nim.moveToValue?.(nim.start, 1n)).toEqual({ heap: 1, count: 2 ** 40 - 4 }); // leaves 4, 5
  });
});
