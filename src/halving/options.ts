// The option types of the halving functions.

import type { Ending, EndingOptions, RandomSource } from '../types.js';

/**
 * How a game of halving ends: the shared {@link Ending}, under the name earlier versions used.
 *
 * - `'misere'` (the halving functions' default, because the original game is misère: its code makes the
 *   player who leaves a single counter, and so makes the last possible move, lose). Losing sizes: 2, 5, 11, 23,
 *   47, ... = 3·2^k − 1. The player facing 1 cannot move and has won.
 * - `'normal'` (the original text's prose): the player who cannot move loses. Losing sizes: 1, 3, 7, 15, ... =
 *   2^k − 1 with k ≥ 1.
 *
 * @example
 * ```ts
 * const play: HalvingPlay = 'normal';
 * isHalvingLosing(7, { play }); // true
 * ```
 *
 * @category Halving
 */
export type HalvingPlay = Ending;

/**
 * Options for the halving functions: `play`, whose default here is `'misere'` (the original game's ending).
 *
 * @example
 * ```ts
 * const options: HalvingOptions = { play: 'normal' };
 * halvingMove(10, options); // 3, leaving 7
 * ```
 *
 * @category Halving
 */
export interface HalvingOptions extends EndingOptions {
  /** How the game ends; `'misere'` (the original game) unless given. See {@link HalvingPlay}. */
  readonly play?: Ending;
}

/**
 * Options for {@link halvingRobotMove}.
 *
 * @example
 * ```ts
 * const options: HalvingRobotOptions = { play: 'misere', random: createRandom(42) };
 * halvingRobotMove(5, options); // 1 or 2, reproducibly
 * ```
 *
 * @category Halving
 */
export interface HalvingRobotOptions extends HalvingOptions {
  /**
   * Uniform numbers in [0, 1) for the random take when there is no winning move; `Math.random` unless
   * given. Pass {@link createRandom}`(seed)` for reproducible games.
   */
  readonly random?: RandomSource;
}
