// The seed's simulation transcript, line by line. Shared by `simulateGame` and the streaming CLI so both print
// exactly the same bytes.
import type { GameMove } from './validator.js';

/** What an invalid game prints, and nothing else. */
export const INVALID_GAME_TEXT = 'Invalid Game.\n';

/** The piles as the seed prints them: exactly two spaces between numbers. */
function pilesText(piles: readonly number[] | readonly bigint[]): string {
  return piles.join('  ');
}

/** `Starting State:` and the starting piles. */
export function startingStateText(piles: readonly number[] | readonly bigint[]): string {
  return `Starting State:\n${pilesText(piles)}\n`;
}

/** One move and the state after it; the pile is numbered from 1 here, unlike the file. */
export function moveText(move: GameMove): string {
  return `Player ${move.player} takes ${move.count} tokens from the pile ${move.pileIndex + 1}.\nState:\n${pilesText(move.piles)}\n`;
}

/** The last line. */
export function loserText(loser: 1 | 2): string {
  return `Player ${loser} loses.\n`;
}
