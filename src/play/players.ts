// The generic players: they read only the State interface, so they play every game of the engine.
import { describeValue } from '../internal/integers.js';
import { randomInt } from '../random/index.js';
import { checkLive } from './game.js';
import type { GenericPlayer, Player, State, SyncPlayer } from './game.js';
import { solve } from './solve.js';

/**
 * Picks a legal move uniformly at random with the library's exact {@link randomInt} (one draw per move for
 * fewer than 2^32 moves), without listing the moves.
 *
 * @param state - A state that is not terminal.
 * @param random - The source of randomness.
 * @returns A legal move.
 * @throws `RangeError` when the state is terminal.
 * @example
 * ```ts
 * randomPlayer(nimGame([1, 3, 5, 7]).start, createRandom(1)); // the same move for the same seed
 * ```
 *
 * @category Play
 */
export function randomPlayer<M>(state: State<M>, random: () => number): M {
  const count = state.moveCount();
  if (count === 0) checkLive(state);
  return state.moveAt(randomInt(random, 0, count - 1));
}

/**
 * Plays perfectly: the game's theory ({@link Game.winningMove}: Bouton for Nim in either ending, the halving
 * formula, the sticks perfect strategy) when it has one, else the exact {@link solve}r. From a lost position
 * it plays the first legal move. It never uses `random`.
 *
 * @param state - A state that is not terminal.
 * @returns A winning move whenever the position is won.
 * @throws `RangeError` when the state is terminal, or when the solver needs more than its default state limit.
 * @example
 * ```ts
 * perfectPlayer(nimGame([1, 2]).start); // { heap: 2, count: 1 }
 * ```
 *
 * @category Play
 */
export function perfectPlayer<M>(state: State<M>): M {
  checkLive(state);
  const { game } = state;
  if (game.winningMove !== undefined) return game.winningMove(state) ?? state.moveAt(0);
  return solve(state).move ?? state.moveAt(0);
}

/**
 * A player of tunable strength: with probability `rate` it plays like {@link randomPlayer}, otherwise like
 * `base`, the player it errs from (default {@link perfectPlayer}). It draws one number from `random` per move
 * to decide, then lets the chosen player draw.
 *
 * @param rate - The chance of a random move, from 0 to 1.
 * @returns The player (asynchronous exactly when `base` answers with a promise).
 * @throws `TypeError` when `rate` is not a number or `base` not a function; `RangeError` for a rate outside
 * [0, 1].
 * @example
 * ```ts
 * const sloppy = erringPlayer(0.2);
 * playMatch(nimGame([1, 3, 5, 7]), [sloppy, randomPlayer], { seed: 1 }).winner;
 * ```
 *
 * @category Play
 */
export function erringPlayer(rate: number): GenericPlayer;
export function erringPlayer<M>(rate: number, base: SyncPlayer<M>): SyncPlayer<M>;
export function erringPlayer<M>(rate: number, base: Player<M>): Player<M>;
export function erringPlayer<M>(rate: number, base: Player<M> = perfectPlayer): Player<M> {
  if (typeof rate !== 'number') throw new TypeError(`rate must be a number, got ${describeValue(rate)}`);
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`rate must be between 0 and 1, got ${describeValue(rate)}`);
  if (typeof base !== 'function') throw new TypeError(`base must be a player function, got ${describeValue(base)}`);
  return (state, random) => (random() < rate ? randomPlayer(state, random) : base(state, random));
}
