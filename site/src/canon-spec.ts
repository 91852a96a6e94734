// The classroom games of the match panel (Green Hackenbush, Chomp, Cram, tartans, Euclid's game, Node Kayles),
// read as `nimkit match --game` reads them, but bounded: at these sizes a depth-5 search, 1,000 MCTS playouts
// and the hint's Grundy value each answer in well under a second, and the board draws the whole position.

import { gameFromSpec } from 'nimkit';
import { InputError, parseSizeList, parseWholeNumber } from './parse.js';

export type CanonKind = 'hackenbush' | 'chomp' | 'cram' | 'tartan' | 'euclid' | 'node-kayles';

export const CANON_KINDS: readonly CanonKind[] = ['hackenbush', 'chomp', 'cram', 'tartan', 'euclid', 'node-kayles'];

/** The limits on the classroom games (measured: a 4 × 4 Cram board's Grundy value takes about 0.3 s, 3 × 5 already 0.4 s). */
export const CANON_LIMITS = {
  hackenbushEdges: 16,
  /** The largest vertex number of a Hackenbush picture (0 is the ground). */
  hackenbushVertex: 15,
  chompRows: 6,
  chompColumns: 8,
  cramSide: 4,
  tartanSide: 4,
  /** The moves of the grid all heads: no position of the game has more (each head adds its own moves). */
  tartanMoves: 40,
  euclidSize: 100,
  nodeKaylesVertices: 12,
} as const;

const L = CANON_LIMITS;

/** What the panel shows for each classroom game (see `GameKindInfo` in game-spec.ts). */
export const CANON_TEXTS: Record<CanonKind, { defaults: string; help: string; moveHelp: string }> = {
  hackenbush: {
    defaults: '0-1,1-2,2-0,2-3,3-3,0-4,4-5,4-6',
    help: `Edges U-V: 1 to ${L.hackenbushEdges} edges between vertices 0 to ${L.hackenbushVertex}; vertex 0 is the ground, U-U a loop.`,
    moveHelp: 'the number of the edge to cut, from 0 in the order given, e.g. 2.',
  },
  chomp: {
    defaults: '3x5',
    help: `RxC: rows from 1 to ${L.chompRows} by columns from 1 to ${L.chompColumns}, e.g. 3x5; the bottom-left square is poisoned.`,
    moveHelp: 'ROW,COLUMN of the square to eat (row 1 at the bottom), e.g. 2,3.',
  },
  cram: {
    defaults: '3x4',
    help: `RxC, sides from 1 to ${L.cramSide}, e.g. 3x4; or rows of . (empty) and # (blocked) joined by /, e.g. ..#/....`,
    moveHelp: 'the two squares ROW,COLUMN-ROW,COLUMN (row 1 at the top), e.g. 1,1-1,2.',
  },
  tartan: {
    defaults: 'twins:twins:THT/TTH/HTH',
    help: `RULE:RULE:ROWS: the column rule, the row rule (turtles, mock-turtles, ruler, twins, moebius, mogul), then 1 to ${L.tartanSide} rows of 1 to ${L.tartanSide} coins H and T joined by /; twins:twins is Turning Corners.`,
    moveHelp: 'the columns and the rows to turn, joined by ;, e.g. 1,3;2,3.',
  },
  euclid: {
    defaults: '12,5',
    help: `A,B: two whole numbers from 1 to ${L.euclidSize}; a move subtracts a multiple of the smaller from the larger; whoever makes a 0 wins.`,
    moveHelp: 'how many times to subtract the smaller number, e.g. 2.',
  },
  'node-kayles': {
    defaults: '0-1,1-2,2-3,3-4,4-0,0-5,2-6,5-6',
    help: `Edges U-V and lone vertices V, vertices 0 to ${L.nodeKaylesVertices - 1}; or path:N or cycle:N with N up to ${L.nodeKaylesVertices}.`,
    moveHelp: 'the number of the vertex to take, e.g. 3.',
  },
};

/** Whether `kind` is a classroom game. */
export function isCanonKind(kind: string): kind is CanonKind {
  return (CANON_KINDS as readonly string[]).includes(kind);
}

const PAIR = /^(\d+)-(\d+)$/;

/** Reads `RxC` with each side from 1 to `rows` and `columns`. */
function boardSize(text: string, label: string, rows: number, columns: number): string {
  const match = /^\s*(\d+)\s*[xX]\s*(\d+)\s*$/.exec(text);
  if (match === null) throw new InputError(`${label}: enter RxC, e.g. 3x4.`);
  return `${parseWholeNumber(match[1] ?? '', 'Rows', 1, rows)}x${parseWholeNumber(match[2] ?? '', 'Columns', 1, columns)}`;
}

function hackenbushSpec(parameters: string): string {
  const fields = parameters.split(/[\s,;]+/).filter((field) => field !== '');
  if (fields.length < 1 || fields.length > L.hackenbushEdges) throw new InputError(`Edges: enter 1 to ${L.hackenbushEdges} edges U-V, e.g. 0-1,1-2.`);
  const edges = fields.map((field) => {
    const match = PAIR.exec(field);
    if (match === null) throw new InputError(`Edges: "${field}" is not an edge U-V of two vertex numbers, e.g. 1-2.`);
    return `${parseWholeNumber(match[1] ?? '', 'Vertex', 0, L.hackenbushVertex)}-${parseWholeNumber(match[2] ?? '', 'Vertex', 0, L.hackenbushVertex)}`;
  });
  return `hackenbush:${edges.join(',')}`;
}

function cramSpec(parameters: string): string {
  const text = parameters.trim();
  if (!/[.#]/.test(text)) return `cram:${boardSize(text, 'Cram', L.cramSide, L.cramSide)}`;
  const rows = text.split('/').map((row) => row.trim());
  const width = rows[0]?.length ?? 0;
  if (rows.length > L.cramSide || rows.some((row) => !/^[.#]+$/.test(row) || row.length !== width || row.length > L.cramSide)) {
    throw new InputError(`Board: 1 to ${L.cramSide} rows of 1 to ${L.cramSide} squares each, . empty and # blocked, all as long, joined by /.`);
  }
  return `cram:${rows.join('/')}`;
}

function tartanSpec(parameters: string): string {
  const [ruleA = '', ruleB = '', grid] = parameters.split(':').map((part) => part.trim());
  const rows = (grid ?? '').toUpperCase().split('/').map((row) => row.trim());
  const width = rows[0]?.length ?? 0;
  if (grid === undefined || rows.length > L.tartanSide || rows.some((row) => !/^[HT]+$/.test(row) || row.length !== width || row.length > L.tartanSide)) {
    throw new InputError(`Tartan: enter RULE:RULE:ROWS with 1 to ${L.tartanSide} rows of 1 to ${L.tartanSide} coins H and T, all as long, joined by /, e.g. twins:twins:THT/TTH/HTH.`);
  }
  const [a, b] = [ruleA.toLowerCase(), ruleB.toLowerCase()];
  let allHeads: number;
  try {
    allHeads = gameFromSpec(`tartan:${a}:${b}:${rows.map((row) => 'H'.repeat(row.length)).join('/')}`).start.moveCount();
  } catch (error) {
    // A rule the library does not know: its message names the rules it does.
    if (error instanceof RangeError || error instanceof TypeError) throw new InputError(`${error.message}.`);
    throw error;
  }
  if (allHeads > L.tartanMoves) {
    throw new InputError(`Tartan: a grid of ${a} × ${b} this size may reach ${allHeads} moves (all heads), over ${L.tartanMoves}; take a smaller grid or rules with fewer moves.`);
  }
  return `tartan:${a}:${b}:${rows.join('/')}`;
}

function nodeKaylesSpec(parameters: string): string {
  const text = parameters.trim();
  const shape = /^(path|cycle)\s*:\s*(\d+)$/.exec(text);
  if (shape !== null) return `node-kayles:${shape[1] ?? ''}:${parseWholeNumber(shape[2] ?? '', 'Vertices', shape[1] === 'path' ? 1 : 3, L.nodeKaylesVertices)}`;
  const fields = text.split(/[\s,;]+/).filter((field) => field !== '');
  if (fields.length === 0) throw new InputError('Graph: enter edges U-V and lone vertices V, e.g. 0-1,1-2,3; or path:N or cycle:N.');
  const items = fields.map((field) => {
    const ends = /^\d+$/.test(field) ? [field] : PAIR.exec(field)?.slice(1);
    if (ends === undefined) throw new InputError(`Graph: "${field}" is not an edge U-V or a vertex V, e.g. 1-2 or 3.`);
    return ends.map((end) => parseWholeNumber(end, 'Vertex', 0, L.nodeKaylesVertices - 1)).join('-');
  });
  return `node-kayles:${items.join(',')}`;
}

/** The spec of a classroom game from what the person typed, within {@link CANON_LIMITS}. */
export function canonSpec(kind: CanonKind, parameters: string): string {
  switch (kind) {
    case 'hackenbush':
      return hackenbushSpec(parameters);
    case 'chomp':
      return `chomp:${boardSize(parameters, 'Chomp', L.chompRows, L.chompColumns)}`;
    case 'cram':
      return cramSpec(parameters);
    case 'tartan':
      return tartanSpec(parameters);
    case 'euclid':
      return `euclid:${parseSizeList(parameters, 'Numbers', { minCount: 2, maxCount: 2, min: 1, max: L.euclidSize }).join(',')}`;
    case 'node-kayles':
      return nodeKaylesSpec(parameters);
  }
}
