// The original course project's simulation transcript, piece by piece. `simulateGame`, `simulateGameLines` and the
// streaming CLI all print through these functions, so every path prints exactly the same bytes.
import { checkHeapList, checkHeapSize, checkNumberSize, describeValue } from '../internal/integers.js';
import type { GameMove } from './types.js';

/**
 * What an invalid game prints, and nothing else: the course project's exact text, `Invalid Game.` and a newline.
 *
 * @example
 * ```ts
 * simulateGame('3;2\n1;2\n1;3\n') === INVALID_GAME_TEXT; // true
 * ```
 *
 * @category Records
 */
export const INVALID_GAME_TEXT = 'Invalid Game.\n';

/** The piles as the original course project prints them: exactly two spaces between numbers. */
function pilesText(piles: readonly number[] | readonly bigint[]): string {
  return piles.join('  ');
}

/** Checks that `value` names a player: 1 or 2. */
function checkPlayer(value: unknown, label: string): void {
  if (typeof value !== 'number') throw new TypeError(`${label} must be 1 or 2, got ${describeValue(value)}`);
  if (value !== 1 && value !== 2) throw new RangeError(`${label} must be 1 or 2, got ${describeValue(value)}`);
}

/** {@link transcriptStart} without the checks, for the validator's own piles (the streaming hot path). */
export function startText(piles: readonly number[] | readonly bigint[]): string {
  return `Starting State:\n${pilesText(piles)}\n`;
}

/** {@link transcriptMove} without the checks, for the validator's own moves. */
export function moveText(move: GameMove): string {
  return `Player ${move.player} takes ${move.count} tokens from the pile ${move.pileIndex + 1}.\nState:\n${pilesText(move.piles)}\n`;
}

/** {@link transcriptEnd} without the check. */
export function endText(loser: 1 | 2): string {
  return `Player ${loser} loses.\n`;
}

/**
 * The transcript's first two lines: `Starting State:` and the starting piles, two spaces apart.
 *
 * @param piles - The starting piles, as `GameValidatorOptions.onStart` receives them: at least one pile,
 *   non-negative safe integers or non-negative bigints, never mixed.
 * @returns `Starting State:\n` and the piles, ending in `\n`.
 * @throws `TypeError` when `piles` is not an array or holds something other than numbers or bigints (or
 *   mixes them); `RangeError` when it is empty or a pile is negative, fractional or beyond 2^53 - 1.
 * @example
 * ```ts
 * transcriptStart([3, 3, 6]); // 'Starting State:\n3  3  6\n'
 * ```
 *
 * @category Records
 */
export function transcriptStart(piles: readonly number[] | readonly bigint[]): string {
  checkHeapList(piles, 'piles');
  if (piles.length === 0) throw new RangeError('piles must hold at least one pile, got an empty array');
  return startText(piles);
}

/**
 * The transcript's three lines for one move: who took how many from which pile (numbered from 1 here,
 * unlike the file, which numbers piles from 0), `State:`, and the piles after the move.
 *
 * @param move - The move, as `GameValidatorOptions.onMove` receives it.
 * @returns The three lines, each ending in `\n`.
 * @throws `TypeError` when `move` is not an object or a field has the wrong type; `RangeError` when
 *   `player` is not 1 or 2, `moveIndex` or `pileIndex` is not a non-negative safe integer, `pileIndex` is
 *   not below the number of piles, `count` is below 1, or the piles are not valid for
 *   {@link transcriptStart}; `TypeError` also when `count` and the piles mix numbers and bigints.
 * @example
 * ```ts
 * transcriptMove({ moveIndex: 0, player: 1, pileIndex: 0, count: 3, piles: [0, 3, 6] });
 * // 'Player 1 takes 3 tokens from the pile 1.\nState:\n0  3  6\n'
 * ```
 *
 * @category Records
 */
export function transcriptMove(move: GameMove): string {
  if (typeof move !== 'object' || (move as unknown) === null) throw new TypeError(`move must be an object, got ${describeValue(move)}`);
  const { moveIndex, player, pileIndex, count, piles } = move;
  checkNumberSize(moveIndex, 'move.moveIndex');
  checkNumberSize(pileIndex, 'move.pileIndex');
  checkPlayer(player, 'move.player');
  const taken = checkHeapSize(count, 'move.count');
  if (taken === 0 || taken === 0n) throw new RangeError(`move.count must be at least 1, got ${describeValue(count)}`);
  const kind = checkHeapList(piles, 'move.piles');
  if (typeof taken !== kind && piles.length > 0) {
    throw new TypeError(`move.count is a ${typeof taken} but move.piles holds ${kind}s: do not mix numbers and bigints`);
  }
  if (pileIndex >= piles.length) {
    throw new RangeError(`move.pileIndex must be below the number of piles (${piles.length}), got ${pileIndex}`);
  }
  return moveText(move);
}

/**
 * The transcript's last line: who loses (the player to move when one token remains).
 *
 * @param loser - `ValidGame.loser`: 1 or 2.
 * @returns `Player N loses.\n`.
 * @throws `TypeError` when `loser` is not a number; `RangeError` when it is not 1 or 2.
 * @example
 * ```ts
 * transcriptEnd(2); // 'Player 2 loses.\n'
 * ```
 *
 * @category Records
 */
export function transcriptEnd(loser: 1 | 2): string {
  checkPlayer(loser, 'loser');
  return endText(loser);
}
