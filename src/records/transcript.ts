// The original course project's simulation transcript, piece by piece. `simulateGame`, `simulateGameLines` and the
// streaming CLI all print through these functions, so every path prints exactly the same bytes.
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

/**
 * The transcript's first two lines: `Starting State:` and the starting piles, two spaces apart.
 *
 * @param piles - The starting piles, as `GameValidatorOptions.onStart` receives them.
 * @returns `Starting State:\n` and the piles, ending in `\n`.
 * @example
 * ```ts
 * transcriptStart([3, 3, 6]); // 'Starting State:\n3  3  6\n'
 * ```
 *
 * @category Records
 */
export function transcriptStart(piles: readonly number[] | readonly bigint[]): string {
  return `Starting State:\n${pilesText(piles)}\n`;
}

/**
 * The transcript's three lines for one move: who took how many from which pile (numbered from 1 here,
 * unlike the file, which numbers piles from 0), `State:`, and the piles after the move.
 *
 * @param move - The move, as `GameValidatorOptions.onMove` receives it.
 * @returns The three lines, each ending in `\n`.
 * @example
 * ```ts
 * transcriptMove({ moveIndex: 0, player: 1, pileIndex: 0, count: 3, piles: [0, 3, 6] });
 * // 'Player 1 takes 3 tokens from the pile 1.\nState:\n0  3  6\n'
 * ```
 *
 * @category Records
 */
export function transcriptMove(move: GameMove): string {
  return `Player ${move.player} takes ${move.count} tokens from the pile ${move.pileIndex + 1}.\nState:\n${pilesText(move.piles)}\n`;
}

/**
 * The transcript's last line: who loses (the player to move when one token remains).
 *
 * @param loser - `ValidGame.loser`.
 * @returns `Player N loses.\n`.
 * @example
 * ```ts
 * transcriptEnd(2); // 'Player 2 loses.\n'
 * ```
 *
 * @category Records
 */
export function transcriptEnd(loser: 1 | 2): string {
  return `Player ${loser} loses.\n`;
}
