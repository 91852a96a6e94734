// Every engine game by its spec, the text the CLI's `--game`, the playground and a game's `name` share:
// `nim:1,3,5,7`, `wythoff:3,5`, `heap:kayles:5,7`, … One reader, so each game is written one way everywhere.
// This folder is the one place that knows every game; the engine (src/play) knows none.
import { fibonacciNimGame } from '../fibonacci-nim/index.js';
import { greedyNimGame } from '../greedy-nim/index.js';
import { halvingGame } from '../halving/index.js';
import { HeapGame, heapGame } from '../heap-games/index.js';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the target of the {@link HeapGameCodeError}s below
import type { HeapGameCodeError } from '../errors/index.js';
import { digraphGame } from '../digraph/index.js';
import { describeValue } from '../internal/integers.js';
import { mooreNimGame } from '../moore-nim/index.js';
import { nimGame } from '../nim/index.js';
import { endingOf } from '../play/index.js';
import type { Game, MatchRecord } from '../play/index.js';
import { staircaseNimGame } from '../staircase-nim/index.js';
import { sticksGame } from '../sticks/index.js';
import { sumGame } from '../sums/index.js';
import { turningGame } from '../turning/index.js';
import type { TurningRule } from '../turning/index.js';
import type { Ending, EndingOptions } from '../types.js';
import { welterGame } from '../welter/index.js';
import { euclidGame } from '../euclid/index.js';
import { hackenbushGame } from '../hackenbush/index.js';
import { tartanGame } from '../tartan/index.js';
import { wythoffGame } from '../wythoff/index.js';
import { chompGame } from '../chomp/index.js';
import { cramGame } from '../cram/index.js';
import { cycleGraph, edgeListGraph, nodeKaylesGame, pathGraph } from '../node-kayles/index.js';

/**
 * One kind of game in {@link gameFromSpec}'s notation.
 *
 * @example
 * ```ts
 * GAME_SPECS.find(({ kind }) => kind === 'wythoff')?.form; // 'wythoff:X,Y[:A]'
 * ```
 *
 * @category Play
 */
export interface GameSpecForm {
  /** The word before the first colon, e.g. `'wythoff'`. */
  readonly kind: string;
  /** The form with its parameters in capitals, e.g. `'wythoff:X,Y[:A]'`. */
  readonly form: string;
  /** One line on the game. */
  readonly summary: string;
  /** The ending played when none is asked for. */
  readonly ending: Ending;
  /** Whether the game has only that ending. */
  readonly fixed: boolean;
}

interface Reader extends GameSpecForm {
  /** Builds the game from the text after the kind's colon (`undefined` when there is none). */
  build(parameters: string | undefined, play: Ending): Game<unknown>;
}

const WHOLE = /^\d+$/;

/** Reads `1,3,5` (spaces allowed around each number). */
function numberList(text: string | undefined, label: string): number[] {
  const fields = (text ?? '').split(',').map((field) => field.trim());
  if (!fields.every((field) => WHOLE.test(field))) {
    throw new RangeError(`${label} must be a comma-separated list of whole numbers, got ${describeValue(text ?? '')}`);
  }
  return fields.map(Number);
}

function wholeNumber(text: string | undefined, label: string): number {
  const trimmed = (text ?? '').trim();
  if (!WHOLE.test(trimmed)) throw new RangeError(`${label} must be a whole number, got ${describeValue(text ?? '')}`);
  return Number(trimmed);
}

/** Splits `first:rest` at the first colon; `rest` is undefined without one. */
function splitFirst(text: string): [string, string | undefined] {
  const colon = text.indexOf(':');
  return colon < 0 ? [text, undefined] : [text.slice(0, colon), text.slice(colon + 1)];
}

function required(parameters: string | undefined, form: string): string {
  if (parameters === undefined) throw new RangeError(`the game must be written ${form}`);
  return parameters;
}

/**
 * Splits a sum's spec at its `+` signs outside braces and brackets (a heap-game code may hold a `+` in its
 * braces, as `4.{2+}`); a spec without one is a list of one.
 */
function splitSum(spec: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let index = 0; index < spec.length; index++) {
    const character = spec.charAt(index);
    if (character === '{' || character === '[') depth++;
    else if (character === '}' || character === ']') depth--;
    else if (character === '+' && depth === 0) {
      parts.push(spec.slice(from, index));
      from = index + 1;
    }
  }
  parts.push(spec.slice(from));
  if (parts.length > 1 && parts.some((part) => part.trim() === '')) {
    throw new RangeError(`a sum of games must be written SPEC + SPEC + …, each part a game, got ${describeValue(spec)}`);
  }
  return parts;
}

/**
 * The parts of a spec as {@link gameFromSpec} reads a sum: split at the `+` signs outside braces and brackets
 * (a heap-game code may hold a `+`, as `4.{2+}`), each trimmed; a spec without one is a list of one. For readers
 * that check each part before building it, as the playground does.
 *
 * @param spec - The spec, e.g. `'nim:3,4 + heap:kayles:7'`.
 * @returns The parts' specs, in order.
 * @throws `TypeError` when `spec` is not a string; `RangeError` when a sum has an empty part.
 * @example
 * ```ts
 * sumSpecParts('nim:3,4 + heap:4.{2+}:6'); // ['nim:3,4', 'heap:4.{2+}:6']
 * sumSpecParts('wythoff:3,5');             // ['wythoff:3,5']
 * ```
 *
 * @category Play
 */
export function sumSpecParts(spec: string): string[] {
  if (typeof spec !== 'string') throw new TypeError(`spec must be a string, got ${describeValue(spec)}`);
  return splitSum(spec).map((part) => part.trim());
}

const DIGRAPH_FORM = 'digraph:0>F,...;1>F,...;...[:START]';

/** Reads a digraph's edges, `0>1,2;1>0;2>`: every vertex in order, `>`, the vertices it moves to. */
function digraphFollowers(text: string): number[][] {
  return text.split(';').map((entry, vertex) => {
    const arrow = entry.indexOf('>');
    if (arrow < 0 || entry.slice(0, arrow).trim() !== String(vertex)) {
      throw new RangeError(`vertex ${vertex} must be written ${vertex}>F,F,... (its followers, maybe none), got ${describeValue(entry)}`);
    }
    const list = entry.slice(arrow + 1);
    return list.trim() === '' ? [] : numberList(list, `the followers of vertex ${vertex}`);
  });
}

const READERS: readonly Reader[] = [
  {
    kind: 'nim',
    form: 'nim:H1,H2,...',
    summary: 'Nim: a move takes any number from one heap',
    ending: 'normal',
    fixed: false,
    build: (text, play) => nimGame(numberList(required(text, 'nim:H1,H2,...'), 'the heaps'), { play }),
  },
  {
    kind: 'halving',
    form: 'halving:N',
    summary: 'one heap of N; a move takes 1 to half of it',
    ending: 'misere',
    fixed: false,
    build: (text, play) => halvingGame(wholeNumber(required(text, 'halving:N'), 'the heap'), { play }),
  },
  {
    kind: 'sticks',
    form: 'sticks[:R1,R2,...]',
    summary: 'rows of sticks; a move marks a run in one row (default rows 7,5,3,1)',
    ending: 'misere',
    fixed: true,
    build: (text, play) => {
      if (play === 'normal') throw new RangeError('the sticks game is always misere: whoever marks the last stick loses');
      return text === undefined ? sticksGame() : sticksGame(numberList(text, 'the rows'));
    },
  },
  {
    kind: 'heap',
    form: 'heap:CODE:H1,H2,...',
    summary: 'a take-and-break game by its code or name (heap:kayles:5,7 is heap:0.77:5,7)',
    ending: 'normal',
    fixed: false,
    build: (text, play) => {
      // A code never holds a colon, so the heaps start after the first one.
      const [code, heaps] = splitFirst(required(text, 'heap:CODE:H1,H2,...'));
      return heapGame(code.trim(), numberList(required(heaps, 'heap:CODE:H1,H2,...'), 'the heaps'), { play });
    },
  },
  {
    kind: 'wythoff',
    form: 'wythoff:X,Y[:A]',
    summary: "Wythoff's game: take from one heap, or the same from both (Fraenkel's A: amounts differing by less than A)",
    ending: 'normal',
    fixed: false,
    build: (text, play) => {
      const [heapsText, aText] = splitFirst(required(text, 'wythoff:X,Y[:A]'));
      const heaps = numberList(heapsText, 'the heaps');
      if (heaps.length !== 2) throw new RangeError(`the heaps must be two numbers, got ${heaps.length}`);
      return wythoffGame(heaps, { play, ...(aText !== undefined && { a: wholeNumber(aText, 'A') }) });
    },
  },
  {
    kind: 'fibonacci',
    form: 'fibonacci:N',
    summary: 'Fibonacci Nim: one heap; each take at most twice the last',
    ending: 'normal',
    fixed: false,
    build: (text, play) => fibonacciNimGame(wholeNumber(required(text, 'fibonacci:N'), 'the heap'), { play }),
  },
  {
    kind: 'staircase',
    form: 'staircase:S1,S2,...',
    summary: 'staircase Nim: move counters from one step down one step',
    ending: 'normal',
    fixed: false,
    build: (text, play) => staircaseNimGame(numberList(required(text, 'staircase:S1,S2,...'), 'the steps'), { play }),
  },
  {
    kind: 'moore',
    form: 'moore:K:H1,H2,...',
    summary: "Moore's Nim: take from 1 to K heaps at once",
    ending: 'normal',
    fixed: false,
    build: (text, play) => {
      const [k, heaps] = splitFirst(required(text, 'moore:K:H1,H2,...'));
      return mooreNimGame(numberList(required(heaps, 'moore:K:H1,H2,...'), 'the heaps'), wholeNumber(k, 'K'), { play });
    },
  },
  {
    kind: 'greedy',
    form: 'greedy:H1,H2,...',
    summary: 'greedy Nim: take from a largest heap',
    ending: 'normal',
    fixed: false,
    build: (text, play) => greedyNimGame(numberList(required(text, 'greedy:H1,H2,...'), 'the heaps'), { play }),
  },
  {
    kind: 'welter',
    form: 'welter:P1,P2,...',
    summary: "Welter's game: coins on distinct squares slide left",
    ending: 'normal',
    fixed: false,
    build: (text, play) => welterGame(numberList(required(text, 'welter:P1,P2,...'), 'the squares'), { play }),
  },
  {
    kind: 'turning',
    form: 'turning:RULE:COINS',
    summary: 'coin turning: RULE turtles, mock-turtles, ruler, twins, moebius or mogul; COINS a row of H and T',
    ending: 'normal',
    fixed: false,
    build: (text, play) => {
      const [rule, coins] = splitFirst(required(text, 'turning:RULE:COINS'));
      // Like the kind, the rule and the coins are read in any letter case (`turning:Turtles:htth`).
      return turningGame(rule.trim().toLowerCase() as TurningRule, required(coins, 'turning:RULE:COINS').trim().toUpperCase(), { play });
    },
  },
  {
    kind: 'digraph',
    form: 'digraph:0>F,...;1>F,...;...[:START]',
    summary: 'a token on a directed graph, cycles allowed: each vertex in order, > and the vertices it moves to',
    ending: 'normal',
    fixed: false,
    build: (text, play) => {
      const [edges, start] = splitFirst(required(text, DIGRAPH_FORM));
      return digraphGame(digraphFollowers(edges), start === undefined ? 0 : wholeNumber(start, 'START'), { play });
    },
  },
  {
    kind: 'tartan',
    form: 'tartan:RULE:RULE:ROW/ROW/...',
    summary: 'two-dimensional coin turning: column rule, row rule, rows of H and T joined by / (twins:twins is Turning Corners)',
    ending: 'normal',
    fixed: false,
    build: (text, play) => {
      const form = 'tartan:RULE:RULE:ROW/ROW/...';
      const [ruleA, rest] = splitFirst(required(text, form));
      const [ruleB, rows] = splitFirst(required(rest, form));
      const grid = required(rows, form).split('/').map((row) => row.trim());
      return tartanGame(ruleA.trim() as TurningRule, ruleB.trim() as TurningRule, grid, { play });
    },
  },
  {
    kind: 'hackenbush',
    form: 'hackenbush:U-V,U-V,...',
    summary: 'Green Hackenbush: edges U-V of a graph on the ground 0; a move cuts one',
    ending: 'normal',
    fixed: false,
    build: (text, play) => {
      const fields = required(text, 'hackenbush:U-V,U-V,...').split(',');
      const edges = fields.map((field) => {
        const match = EDGE.exec(field);
        if (match === null) throw new RangeError(`the edges must be a comma-separated list of U-V pairs of whole numbers, got ${describeValue(field)}`);
        return [Number(match[1]), Number(match[2])] as const;
      });
      return hackenbushGame(edges, { play });
    },
  },
  {
    kind: 'euclid',
    form: 'euclid:A,B',
    summary: "Euclid's game: subtract a multiple of the smaller number from the larger; whoever makes a 0 wins",
    ending: 'normal',
    fixed: false,
    build: (text, play) => {
      const numbers = numberList(required(text, 'euclid:A,B'), 'the numbers');
      if (numbers.length !== 2) throw new RangeError(`the numbers must be two, got ${numbers.length}`);
      return euclidGame(numbers[0] ?? 0, numbers[1] ?? 0, { play });
    },
  },
  {
    kind: 'chomp',
    form: 'chomp:RxC',
    summary: 'Chomp: eat a square and all above and right of it; the poisoned corner loses',
    ending: 'normal',
    fixed: true,
    build: (text, play) => {
      if (play === 'misere') throw new RangeError('Chomp is played one way: whoever is left with the poisoned square loses');
      const [rows, cols] = boardSize(required(text, 'chomp:RxC'), 'chomp:RxC');
      return chompGame(rows, cols);
    },
  },
  {
    kind: 'cram',
    form: 'cram:RxC',
    summary: "Cram: place dominoes either way round (or cram:ROW/ROW/... with '.' empty and '#' blocked)",
    ending: 'normal',
    fixed: false,
    build: (text, play) => {
      const board = required(text, 'cram:RxC').trim();
      if (board.includes('.') || board.includes('#')) return cramGame(board.split('/'), { play });
      const [rows, cols] = boardSize(board, 'cram:RxC');
      return cramGame(rows, cols, { play });
    },
  },
  {
    kind: 'node-kayles',
    form: 'node-kayles:EDGES',
    summary: 'Node Kayles: take a vertex and its neighbours; EDGES like 0-1,1-2,3 (or path:N, cycle:N)',
    ending: 'normal',
    fixed: false,
    build: (text, play) => {
      const [shape, count] = splitFirst(required(text, 'node-kayles:EDGES').trim());
      if (shape === 'path') return nodeKaylesGame(pathGraph(wholeNumber(count, 'the path')), { play });
      if (shape === 'cycle') return nodeKaylesGame(cycleGraph(wholeNumber(count, 'the cycle')), { play });
      return nodeKaylesGame(edgeListGraph(shape), { play });
    },
  },
];

/** One edge `U-V` of a Hackenbush spec (spaces allowed around each number). */
const EDGE = /^\s*(\d{1,16})\s*-\s*(\d{1,16})\s*$/;

/** Reads `RxC` (an `x` or `X`, spaces allowed) as two whole numbers. */
function boardSize(text: string, form: string): [number, number] {
  const match = /^\s*(\d+)\s*[xX]\s*(\d+)\s*$/.exec(text);
  if (match === null) throw new RangeError(`the game must be written ${form}, got ${describeValue(text)}`);
  return [Number(match[1]), Number(match[2])];
}

/**
 * The kinds of game {@link gameFromSpec} reads, in the order the CLI's help lists them.
 *
 * @example
 * ```ts
 * GAME_SPECS.map(({ form }) => form); // ['nim:H1,H2,...', 'halving:N', …, 'node-kayles:EDGES']
 * ```
 *
 * @category Play
 */
export const GAME_SPECS: readonly GameSpecForm[] = /* @__PURE__ */ Object.freeze(
  READERS.map(({ kind, form, summary, ending, fixed }) => Object.freeze({ kind, form, summary, ending, fixed })),
);

/**
 * Builds an engine game from its spec, the text `nimkit match --game` takes and every game's
 * {@link Game.name} starts with (in canonical form), so `gameFromSpec` rebuilds a game from its name's first word.
 *
 * Kinds: `nim:H1,…`, `halving:N`, `sticks[:R1,…]`, `heap:CODE:H1,…` (a code or a classic name such as
 * `kayles`), `wythoff:X,Y[:A]`, `fibonacci:N`, `staircase:S1,…`, `moore:K:H1,…`, `greedy:H1,…`,
 * `welter:P1,…`, `turning:RULE:COINS`, `digraph:0>F,…;1>F,…;…[:START]` (a graph's vertices in order, each
 * with the vertices it moves to: `digraph:0>1,2;1>0;2>`), `tartan:RULE:RULE:ROW/ROW/…`, `hackenbush:U-V,U-V,…`,
 * `euclid:A,B`, `chomp:RxC`, `cram:RxC` (or `cram:ROW/ROW/…` with `#` for blocked squares) and
 * `node-kayles:EDGES` (or `node-kayles:path:N`, `node-kayles:cycle:N`) ({@link GAME_SPECS}). The kind is read
 * without regard to case. A heap game may also be written without its kind, by its name or code (`kayles:5,7`,
 * `0.77:5,7`). Specs joined by `+` are their {@link sumGame} (`nim:3,4 + heap:kayles:7`): each part is built in
 * its own default ending, which does not matter in a sum, and `play` is the sum's (default normal).
 *
 * @param spec - The spec, e.g. `'wythoff:3,5'`.
 * @param options - `play`: the ending (default: the kind's own, misère for halving and sticks, else normal).
 * @returns The game.
 * @throws `TypeError` when `spec` is not a string; `RangeError` for an unknown kind, a spec without its
 * parameters, an empty part of a sum, or parameters the game refuses (its own message); {@link HeapGameCodeError} for a bad
 * heap-game code.
 * @example
 * ```ts
 * gameFromSpec('wythoff:3,5').name;                     // 'wythoff:3,5 normal'
 * gameFromSpec('heap:kayles:5,7', { play: 'misere' });  // Kayles on heaps of 5 and 7, misère
 * gameFromSpec('nim:3,4 + heap:kayles:7').name;         // 'nim:3,4 + heap:0.77:7 normal'
 * ```
 *
 * @category Play
 */
export function gameFromSpec(spec: string, options: EndingOptions = {}): Game<unknown> {
  if (typeof spec !== 'string') throw new TypeError(`spec must be a string, got ${describeValue(spec)}`);
  const parts = splitSum(spec);
  if (parts.length > 1) {
    // Each part keeps its own default ending, which does not matter in a sum: the sum's `play` decides.
    return sumGame(parts.map((part) => gameFromSpec(part.trim())), { play: endingOf(options, 'normal') });
  }
  const [kind, parameters] = splitFirst(spec.trim());
  const reader = READERS.find((candidate) => candidate.kind === kind.trim().toLowerCase());
  if (reader !== undefined) return reader.build(parameters, endingOf(options, reader.ending));
  const heap = READERS.find((candidate) => candidate.kind === 'heap');
  if (heap !== undefined && isBareHeapGame(kind, parameters)) return heap.build(spec.trim(), endingOf(options, heap.ending));
  throw new RangeError(`unknown game ${describeValue(spec)}: a game is ${READERS.map(({ form }) => form).join(', ')} (a heap game also bare, kayles:5,7 or 0.77:5,7)`);
}

/**
 * Whether `kind:parameters` is a heap game written without its `heap:` kind, by a name (`kayles`) or a code
 * (`0.77`, `4!.0`: codes start with a digit, no kind does), as `grundy` and `solve --game` read it.
 */
function isBareHeapGame(kind: string, parameters: string | undefined): boolean {
  const word = kind.trim();
  return parameters !== undefined && (/^\d/.test(word) || Object.hasOwn(HeapGame.names, word.toLowerCase()));
}

/**
 * The game a match record is of: its spec and its ending read by {@link gameFromSpec}. Replay the record on it
 * with {@link replayRecord}.
 *
 * @param record - A record, e.g. from {@link parseMatchRecord}.
 * @returns The game.
 * @throws `TypeError` when `record` is not an object; otherwise as {@link gameFromSpec} (a `RangeError` for
 * an unknown game or parameters it refuses, a {@link HeapGameCodeError} for a bad heap-game code).
 * @example
 * ```ts
 * const record = parseMatchRecord(text);
 * replayRecord(matchRecordGame(record), record).failure; // null for a good record
 * ```
 *
 * @category Records
 */
export function matchRecordGame(record: Pick<MatchRecord, 'game' | 'play'>): Game<unknown> {
  if (typeof record !== 'object' || (record as unknown) === null) throw new TypeError(`record must be an object, got ${describeValue(record)}`);
  return gameFromSpec(record.game, { play: record.play });
}
