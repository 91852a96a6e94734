import { describe, expect, it } from 'vitest';
import { mooreNimGame } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** The exact number of Moore moves with k >= heaps: every non-empty set of takes, prod(1 + h_i) - 1. */
function allSetsCount(heaps: readonly number[]): bigint {
  return heaps.reduce((product, size) => product * BigInt(1 + size), 1n) - 1n;
}

describe('mooreNimGame - start positions on the edge of a safe move count', () => {
  // (1 + 2) · (1 + 3,002,399,751,580,330) = 2^53 + 1 vectors: the float sum rounds to exactly 2^53, and only the
  // exact bigint recount shows that the move count, 2^53, is not a safe integer.
  it('refuses a start whose move count, 2^53, hides behind a float rounded to 2^53', () => {
    const heaps = [2, 3_002_399_751_580_330];
    expect(allSetsCount(heaps)).toBe(2n ** 53n);
    const error = thrownBy(RangeError, () => mooreNimGame(heaps, 2));
    expect(error.message).toBe(
      'mooreNimGame: the start position has more than 9007199254740991 moves with k = 2; use fewer or smaller heaps, or a smaller k',
    );
  });

  it('accepts the neighbouring start, one counter smaller, with its exact move count', () => {
    const heaps = [2, 3_002_399_751_580_329];
    const game = mooreNimGame(heaps, 2);
    expect(BigInt(game.start.moveCount())).toBe(allSetsCount(heaps));
    expect(game.start.moveCount()).toBe(9_007_199_254_740_989);
    expect(game.actionCount).toBe(9_007_199_254_740_989);
  });
});

describe('mooreNimGame - at() with a position whose move count is not safe', () => {
  it('refuses the state with the engine RangeError naming the position', () => {
    const game = mooreNimGame([1, 1], 2);
    const huge = [2 ** 52, 2 ** 52];
    // (1 + 2^52)^2 - 1 moves, far past 2^53 - 1.
    expect(allSetsCount(huge) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    const error = thrownBy(RangeError, () => game.at(huge));
    expect(error.message).toBe('moore:2:1,1 normal: the number of moves at 4503599627370496,4503599627370496 is not a safe integer');
  });

  it('still gives the exact count of a reachable position after refusing a huge one', () => {
    const game = mooreNimGame([3, 5, 6], 2);
    expect(() => game.at([2 ** 52, 2 ** 52, 2 ** 52])).toThrow(RangeError);
    // 3 + 5 + 6 + 3·5 + 3·6 + 5·6: the one-entry table cache must not serve the refused position's table.
    expect(game.at([3, 5, 6]).moveCount()).toBe(77);
    expect(game.formatMove(game.at([3, 5, 6]).moveAt(4))).toBe('1:1+2:1');
  });
});
