// The board games' values through grundyValue, each beside a baseline:
// - Cram: the game as defined (regions valued apart, each in one form under the board's symmetries) against the
//   same rules without `components` (every position valued whole by its mex);
// - Chomp: grundyValue against a plain mex over row lengths written here (a Chomp board never splits, so its
//   game has no components to take away: the figure is the engine's cost over a bare memo);
// - Node Kayles on a path: with components against without.
import { bench, describe } from 'vitest';
import type { Game, State } from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const OPTIONS = { time: 1500, warmupTime: 300 };

/** The same game with no `components` rule: its positions are the original states, played and keyed by them. */
function whole<M>(game: Game<M>): Game<State<M>> {
  return lib.defineGame<State<M>, M>({
    name: `${game.name.split(' ')[0] ?? ''}-whole`,
    start: game.start,
    moves: (state) => state.moves(),
    play: (state, move) => state.play(move),
    key: (state) => state.key().slice(2),
    readMove: (value) => value as M,
    formatMove: (move) => game.formatMove(move),
    parseMove: (text) => game.parseMove(text),
    actionCount: 0,
    actionOf: () => 0,
    moveOfAction: () => undefined,
  }) as unknown as Game<State<M>>;
}

/** Chomp by a plain mex over row lengths (bottom first), remembered by their text. */
function plainChomp(lengths: readonly number[], memo: Map<string, number>): number {
  const key = lengths.join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  lengths.forEach((length, row) => {
    for (let col = row === 0 ? 1 : 0; col < length; col++) {
      seen.add(plainChomp(lengths.map((other, at) => (at >= row ? Math.min(other, col) : other)).filter((other) => other > 0), memo));
    }
  });
  let mex = 0;
  while (seen.has(mex)) mex++;
  memo.set(key, mex);
  return mex;
}

describe('Cram 4 x 4: grundyValue', () => {
  const game = lib.cramGame(4, 4);
  bench('with components (regions in one form)', () => void lib.grundyValue(game.start), OPTIONS);
  bench('baseline: without components', () => void lib.grundyValue(whole(game).start), OPTIONS);
});

describe('Cram 3 x 7 with blocked squares: grundyValue', () => {
  const game = lib.cramGame(['...#...', '.......', '...#...']);
  bench('with components (regions in one form)', () => void lib.grundyValue(game.start), OPTIONS);
  bench('baseline: without components', () => void lib.grundyValue(whole(game).start), OPTIONS);
});

describe('Node Kayles on a path of 24: grundyValue', () => {
  const game = lib.nodeKaylesGame(lib.pathGraph(24));
  bench('with components (relabelled parts)', () => void lib.grundyValue(game.start), OPTIONS);
  bench('baseline: without components', () => void lib.grundyValue(whole(game).start), OPTIONS);
});

describe('Chomp 5 x 8: grundyValue', () => {
  const game = lib.chompGame(5, 8);
  bench('grundyValue (the engine, no components: Chomp never splits)', () => void lib.grundyValue(game.start), OPTIONS);
  bench('baseline: a plain mex over row lengths', () => void plainChomp([8, 8, 8, 8, 8], new Map()), OPTIONS);
});
