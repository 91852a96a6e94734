// The games of the match panel, read the way `nimkit match --game` reads them (nim:HEAPS, halving:N,
// sticks[:ROWS], heap:CODE:HEAPS). The site may import only the package, not the CLI, so this is its own small
// parser; it is stricter than the CLI: every size is bounded, so that no opponent (a search or MCTS over
// thousands of moves) can freeze the page.

import { HeapGame, HeapGameCodeError, halvingGame, heapGame, nimGame, sticksGame } from 'nimkit';
import type { Ending, Game } from 'nimkit';
import { InputError, parseSizeList, parseWholeNumber } from './parse.js';

export type GameKind = 'nim' | 'halving' | 'sticks' | 'heap';

/** The limits on what a person may type. At these sizes a depth-5 search or 1,000 MCTS playouts answer in well under a second. */
export const LIMITS = {
  nimHeaps: 8,
  nimSize: 15,
  halvingSize: 1000,
  sticksRows: 8,
  /** The engine's own limit on a sticks board. */
  sticksTotal: 31,
  heapHeaps: 6,
  heapSize: 20,
} as const;

/** What the panel shows and starts with for each kind of game. */
export interface GameKindInfo {
  /** The parameters a new choice of kind starts with. */
  readonly defaults: string;
  /** The help under the parameters field. */
  readonly help: string;
  /** The ending a new choice of kind starts with; `fixed` when the game has only that one. */
  readonly ending: Ending;
  readonly fixed: boolean;
  /** How a move is written, for the help beside the move list. */
  readonly moveHelp: string;
}

export const GAME_KINDS: Record<GameKind, GameKindInfo> = {
  nim: {
    defaults: '1,3,5,7',
    help: `Heaps: 1 to ${LIMITS.nimHeaps} sizes from 0 to ${LIMITS.nimSize}, e.g. 1,3,5,7.`,
    ending: 'normal',
    fixed: false,
    moveHelp: 'HEAP:COUNT, e.g. 4:2 takes 2 from heap 4.',
  },
  halving: {
    defaults: '20',
    help: `Counters: a whole number from 1 to ${LIMITS.halvingSize}; a move takes 1 to half of the heap.`,
    ending: 'misere',
    fixed: false,
    moveHelp: 'How many to take, e.g. 3.',
  },
  sticks: {
    defaults: '7,5,3,1',
    help: `Rows: 1 to ${LIMITS.sticksRows} rows, at most ${LIMITS.sticksTotal} sticks in all; empty for 7,5,3,1. Always misère.`,
    ending: 'misere',
    fixed: true,
    moveHelp: 'ROW:FIRST-LAST, e.g. 1:2-4 marks sticks 2 to 4 of row 1.',
  },
  heap: {
    defaults: '0.77:5,7',
    help: `CODE:HEAPS: a take-and-break code, then 1 to ${LIMITS.heapHeaps} heaps from 0 to ${LIMITS.heapSize}; 0.77:5,7 is Kayles.`,
    ending: 'normal',
    fixed: false,
    moveHelp: 'HEAP:TAKE->LEFT, e.g. 2:1->3,3 takes 1 from heap 2 and leaves heaps of 3 and 3.',
  },
};

/** Whether `kind` is one of the game kinds. */
export function isGameKind(kind: string): kind is GameKind {
  return Object.hasOwn(GAME_KINDS, kind);
}

function heapGameOf(parameters: string, play: Ending): Game<unknown> {
  // A code never holds a colon, so the heaps start after the first one (as in `nimkit match`).
  const colon = parameters.indexOf(':');
  if (colon < 0) throw new InputError('Heap game: enter CODE:HEAPS, e.g. 0.77:5,7.');
  const heaps = parseSizeList(parameters.slice(colon + 1), 'Heaps', { minCount: 1, maxCount: LIMITS.heapHeaps, min: 0, max: LIMITS.heapSize });
  return heapGame(parseHeapCode(parameters.slice(0, colon)), heaps, { play });
}

/** Reads a heap-game code; a bad one becomes an {@link InputError} carrying the library's explanation. */
export function parseHeapCode(text: string): HeapGame {
  try {
    return HeapGame.parse(text.trim());
  } catch (error) {
    if (error instanceof HeapGameCodeError) throw new InputError(`Code: ${error.message}.`);
    throw error;
  }
}

/**
 * Builds the game of `kind` from the typed `parameters`.
 *
 * @throws InputError with a sentence for the person when the parameters are malformed or over the limits.
 */
export function buildGame(kind: GameKind, parameters: string, play: Ending): Game<unknown> {
  switch (kind) {
    case 'nim':
      return nimGame(parseSizeList(parameters, 'Heaps', { minCount: 1, maxCount: LIMITS.nimHeaps, min: 0, max: LIMITS.nimSize }), { play });
    case 'halving':
      return halvingGame(parseWholeNumber(parameters, 'Counters', 1, LIMITS.halvingSize), { play });
    case 'sticks': {
      if (parameters.trim() === '') return sticksGame();
      const rows = parseSizeList(parameters, 'Rows', { minCount: 1, maxCount: LIMITS.sticksRows, min: 1, max: LIMITS.sticksTotal });
      const total = rows.reduce((sum, row) => sum + row, 0);
      if (total > LIMITS.sticksTotal) throw new InputError(`Rows: at most ${LIMITS.sticksTotal} sticks in all, got ${total}.`);
      return sticksGame(rows);
    }
    case 'heap':
      return heapGameOf(parameters, play);
  }
}
