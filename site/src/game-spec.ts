// The games of the match panel, read the way `nimkit match --game` reads them (nim:HEAPS, halving:N,
// sticks[:ROWS], heap:CODE:HEAPS). The site may import only the package, not the CLI, so this is its own small
// parser; it is stricter than the CLI: every size is bounded, so that no opponent (a search or MCTS over
// thousands of moves) can freeze the page.

import { GAME_SPECS, HeapGame, HeapGameCodeError, gameFromSpec, halvingGame, heapGame, nimGame, sticksGame } from 'nimkit';
import type { Ending, Game } from 'nimkit';
import { canonSpec, CANON_LIMITS, CANON_TEXTS } from './canon-spec.js';
import type { CanonKind } from './canon-spec.js';
import { InputError, parseSizeList, parseWholeNumber } from './parse.js';
import { buildSum, splitSum, SUM_LIMITS } from './sum-spec.js';

export type GameKind = 'nim' | 'halving' | 'sticks' | 'heap' | 'wythoff' | 'fibonacci' | 'staircase' | 'moore' | 'greedy' | 'welter' | 'turning' | 'sum' | CanonKind;

/**
 * The limits on what a person may type. At these sizes a depth-5 search or 1,000 MCTS playouts answer in well under
 * a second, and the board draws every match, square and coin.
 */
export const LIMITS = {
  nimHeaps: 8,
  nimSize: 15,
  halvingSize: 100,
  sticksRows: 8,
  /** The engine's own limit on a sticks board. */
  sticksTotal: 31,
  heapHeaps: 6,
  heapSize: 20,
  wythoffSize: 20,
  fibonacciSize: 100,
  staircaseSteps: 6,
  staircaseTotal: 40,
  mooreHeaps: 4,
  mooreSize: 7,
  mooreK: 3,
  /** A Moore position's moves grow as a product of heaps: beyond this a search opponent slows down. */
  mooreMoves: 500,
  greedyHeaps: 6,
  greedySize: 12,
  welterCoins: 6,
  welterSquare: 31,
  turningCoins: 10,
  ...CANON_LIMITS,
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
  /** How a move is written: a phrase that follows "Write", "Type a move:" or "write" in the help and the errors. */
  readonly moveHelp: string;
}

/** What each kind shows the person; the ending and whether it is fixed come from the library's {@link GAME_SPECS}. */
const KIND_TEXTS: Record<GameKind, Omit<GameKindInfo, 'ending' | 'fixed'>> = {
  nim: {
    defaults: '3,4,5',
    help: `Heaps: 1 to ${LIMITS.nimHeaps} sizes from 0 to ${LIMITS.nimSize}, e.g. 1,3,5,7.`,
    moveHelp: 'HEAP:COUNT, e.g. 4:2 takes 2 from heap 4.',
  },
  halving: {
    defaults: '20',
    help: `Counters: a whole number from 1 to ${LIMITS.halvingSize}; a move takes 1 to half of the heap.`,
    moveHelp: 'the number of counters to take, e.g. 3.',
  },
  sticks: {
    defaults: '7,5,3,1',
    help: `Rows: 1 to ${LIMITS.sticksRows} rows, at most ${LIMITS.sticksTotal} sticks in all; empty for 7,5,3,1. Always misère.`,
    moveHelp: 'ROW:FIRST-LAST, e.g. 1:2-4 marks sticks 2 to 4 of row 1.',
  },
  heap: {
    defaults: '0.77:5,7',
    help: `CODE:HEAPS: a take-and-break code, then 1 to ${LIMITS.heapHeaps} heaps from 0 to ${LIMITS.heapSize}; 0.77:5,7 is Kayles.`,
    moveHelp: 'HEAP:TAKE->LEFT, e.g. 2:1->3,3 takes 1 from heap 2 and leaves heaps of 3 and 3.',
  },
  wythoff: {
    defaults: '3,5',
    help: `Two heaps from 0 to ${LIMITS.wythoffSize}, e.g. 3,5; add :A for Fraenkel's game (take amounts differing by less than A).`,
    moveHelp: 'FIRST,SECOND: the counters taken from each heap, e.g. 2,0 or 3,3.',
  },
  fibonacci: {
    defaults: '20',
    help: `One heap from 2 to ${LIMITS.fibonacciSize}; the first move takes less than all, each later move at most twice the last.`,
    moveHelp: 'the number of counters to take, e.g. 2.',
  },
  staircase: {
    defaults: '3,7,5',
    help: `Counters on steps 1, 2, …: 1 to ${LIMITS.staircaseSteps} steps, at most ${LIMITS.staircaseTotal} counters in all.`,
    moveHelp: 'STEP:COUNT, e.g. 2:3 moves 3 counters from step 2 down to step 1.',
  },
  moore: {
    defaults: '2:1,2,3',
    help: `K:HEAPS: a move takes from 1 to K heaps (K at most ${LIMITS.mooreK}); 1 to ${LIMITS.mooreHeaps} heaps from 0 to ${LIMITS.mooreSize}, e.g. 2:1,2,3.`,
    moveHelp: 'HEAP:COUNT+HEAP:COUNT, e.g. 1:1+3:2 takes 1 from heap 1 and 2 from heap 3.',
  },
  greedy: {
    defaults: '3,5,5',
    help: `Heaps: 1 to ${LIMITS.greedyHeaps} sizes from 0 to ${LIMITS.greedySize}; a move must take from a largest heap.`,
    moveHelp: 'HEAP:COUNT, e.g. 2:3 takes 3 from heap 2 (a largest heap).',
  },
  welter: {
    defaults: '1,4,6',
    help: `Coins on distinct squares from 0 to ${LIMITS.welterSquare}, 1 to ${LIMITS.welterCoins} coins; a coin slides left to an empty square.`,
    moveHelp: 'FROM-TO, e.g. 6-2 slides the coin on square 6 to square 2.',
  },
  turning: {
    defaults: 'ruler:HTHHT',
    help: `RULE:COINS: turtles, mock-turtles or ruler, then 1 to ${LIMITS.turningCoins} coins of H and T (square 1 on the left).`,
    moveHelp: 'the squares to turn, e.g. 2,5; a ruler run may be written 3-5.',
  },
  sum: {
    defaults: 'heap:0.77:5 + nim:2,3 + wythoff:3,5',
    help: `PART + PART: 2 to ${SUM_LIMITS.parts} games of the list above, each within its own limits, at most ${SUM_LIMITS.moves} moves in all; a move is a move in one part.`,
    moveHelp: 'PART:MOVE, the number of a part and a move of that part, e.g. 2:1:3 takes 3 from heap 1 of part 2.',
  },
  ...CANON_TEXTS,
};

export const GAME_KINDS = Object.fromEntries(
  Object.entries(KIND_TEXTS).map(([kind, texts]) => {
    const spec = GAME_SPECS.find((form) => form.kind === kind);
    return [kind, { ...texts, ending: spec?.ending ?? 'normal', fixed: spec?.fixed ?? false }];
  }),
) as Record<GameKind, GameKindInfo>;

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
      return sticksGame(limitedTotal(parameters, 'Rows', LIMITS.sticksRows, LIMITS.sticksTotal, { min: 1, unit: ' sticks' }));
    }
    case 'heap':
      return heapGameOf(parameters, play);
    case 'sum':
      return buildSum(parameters, play, sumPart);
    default:
      return familyGameOf(kind, parameters, play);
  }
}

/** Checks a family game's parameters against the limits, then builds it from its spec as `nimkit match` does. */
function familyGameOf(kind: Exclude<GameKind, 'nim' | 'halving' | 'sticks' | 'heap' | 'sum'>, parameters: string, play: Ending): Game<unknown> {
  const [first = '', second] = parameters.split(/:(.*)/s);
  let spec: string;
  switch (kind) {
    case 'wythoff': {
      const heaps = parseSizeList(first, 'Heaps', { minCount: 2, maxCount: 2, min: 0, max: LIMITS.wythoffSize });
      const a = second === undefined ? '' : `:${parseWholeNumber(second, 'A', 1, 10)}`;
      spec = `wythoff:${heaps.join(',')}${a}`;
      break;
    }
    case 'fibonacci':
      spec = `fibonacci:${parseWholeNumber(parameters, 'Heap', 2, LIMITS.fibonacciSize)}`;
      break;
    case 'staircase':
      spec = `staircase:${limitedTotal(parameters, 'Steps', LIMITS.staircaseSteps, LIMITS.staircaseTotal).join(',')}`;
      break;
    case 'moore': {
      if (second === undefined) throw new InputError("Moore's Nim: enter K:HEAPS, e.g. 2:1,2,3.");
      const k = parseWholeNumber(first, 'K', 1, LIMITS.mooreK);
      spec = `moore:${k}:${parseSizeList(second, 'Heaps', { minCount: 1, maxCount: LIMITS.mooreHeaps, min: 0, max: LIMITS.mooreSize }).join(',')}`;
      break;
    }
    case 'greedy':
      spec = `greedy:${parseSizeList(parameters, 'Heaps', { minCount: 1, maxCount: LIMITS.greedyHeaps, min: 0, max: LIMITS.greedySize }).join(',')}`;
      break;
    case 'welter':
      spec = `welter:${parseSizeList(parameters, 'Squares', { minCount: 1, maxCount: LIMITS.welterCoins, min: 0, max: LIMITS.welterSquare }).join(',')}`;
      break;
    case 'turning': {
      const coins = (second ?? '').trim().toUpperCase();
      if (!/^[HT]+$/.test(coins) || coins.length > LIMITS.turningCoins) {
        throw new InputError(`Coins: enter RULE:COINS with 1 to ${LIMITS.turningCoins} coins of H and T, e.g. ruler:HTHHT.`);
      }
      spec = `turning:${first.trim().toLowerCase()}:${coins}`;
      break;
    }
    default:
      spec = canonSpec(kind, parameters);
  }
  try {
    const game = gameFromSpec(spec, { play });
    if (kind === 'moore' && game.start.moveCount() > LIMITS.mooreMoves) {
      throw new InputError(`Moore's Nim: at most ${LIMITS.mooreMoves} moves from the start, got ${game.start.moveCount()}; take smaller heaps or a smaller K.`);
    }
    return game;
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) throw new InputError(`${error.message}.`);
    throw error;
  }
}

/** Reads a list of sizes (each from `min`) with a limit on their number and on their total, counted in `unit`. */
function limitedTotal(parameters: string, label: string, maxCount: number, maxTotal: number, { min = 0, unit = '' } = {}): number[] {
  const sizes = parseSizeList(parameters, label, { minCount: 1, maxCount, min, max: maxTotal });
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total > maxTotal) throw new InputError(`${label}: at most ${maxTotal}${unit} in all, got ${total}.`);
  return sizes;
}

/** A part of a sum: a game of any other kind, within that kind's limits (its ending does not matter in a sum). */
function sumPart(kind: string, parameters: string): Game<unknown> {
  if (!isGameKind(kind) || kind === 'sum') {
    const kinds = Object.keys(GAME_KINDS).filter((name) => name !== 'sum');
    throw new InputError(`"${kind}" is not a game of this page: a part is ${kinds.join(', ')} (e.g. nim:3,4).`);
  }
  return buildGame(kind, parameters, 'normal');
}

/** A game's spec: its name without the ending (`nim:3,4 + heap:0.77:7` of a sum), as `nimkit match --game` takes it. */
export function specOfGame(game: Game<unknown>): string {
  return game.name.replace(/ (?:normal|misere)$/, '');
}

/** The kind and parameters of a spec as `buildGame` takes them: `sum` and the whole spec for a sum. */
export function kindOfSpec(spec: string): { kind: string; parameters: string } {
  if (splitSum(spec).length > 1) return { kind: 'sum', parameters: spec };
  const colon = spec.indexOf(':');
  return { kind: spec.slice(0, colon < 0 ? spec.length : colon), parameters: colon < 0 ? '' : spec.slice(colon + 1) };
}
