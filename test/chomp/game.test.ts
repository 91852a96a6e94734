import { describe, expect, it } from 'vitest';
import { chompGame, createRandom, createSolver, grundyValue, MAX_CHOMP_SEARCH, playMatch, perfectPlayer, randomPlayer } from '../../src/index.js';
import { perfectKeepsWins } from '../helpers.js';

/** A plain mex over Chomp diagrams (row lengths bottom first), written apart from the library. */
const plainMemo = new Map<string, number>();
function plainChomp(lengths: readonly number[]): number {
  const key = lengths.join(',');
  const known = plainMemo.get(key);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  lengths.forEach((length, row) => {
    for (let col = 0; col < length; col++) {
      if (row === 0 && col === 0) continue;
      const next = lengths.map((other, at) => (at >= row ? Math.min(other, col) : other)).filter((other) => other > 0);
      seen.add(plainChomp(next));
    }
  });
  let mex = 0;
  while (seen.has(mex)) mex++;
  plainMemo.set(key, mex);
  return mex;
}

/** Every diagram within `rows` × `cols` that keeps the poisoned square. */
function diagrams(rows: number, cols: number): number[][] {
  const all: number[][] = [];
  const extend = (prefix: number[], limit: number): void => {
    if (prefix.length > 0) all.push(prefix);
    if (prefix.length === rows) return;
    for (let length = 1; length <= limit; length++) extend([...prefix, length], length);
  };
  extend([], cols);
  return all;
}

describe('chompGame', () => {
  it('chompGame - values every board up to 4 x 7 as a plain mex does, and every one but 1 x 1 is won', () => {
    for (let rows = 1; rows <= 4; rows++) {
      for (let cols = 1; cols <= 7; cols++) {
        const value = grundyValue(chompGame(rows, cols).start);
        expect(value, `${rows}x${cols}`).toBe(plainChomp(Array.from({ length: rows }, () => cols)));
        expect(value === 0).toBe(rows === 1 && cols === 1);
      }
    }
  });

  it('chompGame - winningMove wins from every won position within 4 x 7 and 3 x 10, and says lost for the rest', () => {
    for (const [rows, cols] of [[4, 7], [3, 10]] as const) {
      const game = chompGame(rows, cols);
      for (const lengths of diagrams(rows, cols)) {
        if (lengths.length === 1 && lengths[0] === 1) continue;
        const move = game.winningMove?.(game.at(lengths)) ?? null;
        expect(move === null, lengths.join(',')).toBe(plainChomp(lengths) === 0);
        if (move !== null) expect(plainChomp(game.at(lengths).play(move).position)).toBe(0);
      }
    }
  });

  it('chompGame - the theory is right on every square, L, two-row and two-column position within 8 x 8', () => {
    const game = chompGame(8, 8);
    // The shapes the theory covers, recognised here on their own: one row or column, an L, a square, two rows or columns.
    const covered = (lengths: readonly number[]): boolean =>
      lengths.length <= 2 ||
      (lengths[0] ?? 0) <= 2 ||
      lengths.every((length, index) => index === 0 || length === 1) ||
      lengths.every((length) => length === lengths.length);
    for (const lengths of diagrams(8, 8).filter(covered)) {
      if (lengths.length === 1 && lengths[0] === 1) continue;
      const move = game.winningMove?.(game.at(lengths)) ?? null;
      expect(move === null, lengths.join(',')).toBe(plainChomp(lengths) === 0);
      if (move !== null) expect(plainChomp(game.at(lengths).play(move).position)).toBe(0);
    }
  });

  it('chompGame - plays squares, two rows, two columns and bars of any size from the theory', () => {
    const huge = chompGame(1000, 1000);
    expect(huge.winningMove?.(huge.start)).toEqual({ row: 2, col: 2 });
    const square = chompGame(200, 200);
    for (let seed = 1; seed <= 2; seed++) expect(playMatch(square, [perfectPlayer, randomPlayer], { seed }).winner).toBe(0);
    const bar = chompGame(2, 1000);
    expect(bar.winningMove?.(bar.start)).toEqual({ row: 2, col: 1000 });
    expect(bar.winningMove?.(bar.at([1000, 999]))).toBeNull();
    expect(bar.winningMove?.(bar.at([1000, 3]))).toEqual({ row: 1, col: 5 });
    const tall = chompGame(1000, 2);
    expect(tall.winningMove?.(tall.start)).toEqual({ row: 1000, col: 2 });
    expect(tall.winningMove?.(tall.at([2, 2, 1, 1, 1]))).toEqual({ row: 4, col: 1 });
    for (const [rows, cols, move] of [[1, 9, { row: 1, col: 2 }], [9, 1, { row: 2, col: 1 }]] as const) {
      const game = chompGame(rows, cols);
      expect(game.winningMove?.(game.start)).toEqual(move);
    }
    for (let seed = 1; seed <= 2; seed++) {
      expect(playMatch(chompGame(2, 300), [perfectPlayer, randomPlayer], { seed }).winner).toBe(0);
      expect(playMatch(chompGame(300, 2), [perfectPlayer, randomPlayer], { seed }).winner).toBe(0);
    }
  });

  it('chompGame - the perfect player never loses a won position against random play', () => {
    const solver = createSolver();
    for (const [rows, cols] of [[3, 5], [4, 7], [5, 6], [6, 6]] as const) {
      for (const seat of [0, 1] as const) for (let seed = 1; seed <= 4; seed++) expect(perfectKeepsWins(chompGame(rows, cols).start, randomPlayer, seat, seed, solver)).toBe(true);
    }
  });

  it('chompGame - refuses to search past MAX_CHOMP_SEARCH where no theorem applies', () => {
    const game = chompGame(20, 20);
    expect(() => game.winningMove?.(game.at([20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 19]))).toThrow(
      new RangeError(`chomp: no theorem covers the position 20,20,20,20,20,20,20,20,20,20,20,20,20,19, and more than MAX_CHOMP_SEARCH = ${MAX_CHOMP_SEARCH} positions lie below it to search`),
    );
  });

  it('chompGame - names, plays, reads moves and keys', () => {
    const game = chompGame(2, 3);
    expect(game.name).toBe('chomp:2x3 normal');
    expect(game.actionCount).toBe(6);
    expect(game.start.moves()).toEqual([
      { row: 1, col: 2 },
      { row: 1, col: 3 },
      { row: 2, col: 1 },
      { row: 2, col: 2 },
      { row: 2, col: 3 },
    ]);
    expect(game.start.actions()).toEqual([1, 2, 3, 4, 5]);
    expect(game.start.playAction(4).position).toEqual([3, 1]);
    expect(game.start.play({ row: 2, col: 1 }).key()).toBe('1:3');
    expect(game.start.play({ row: 1, col: 2 }).play({ row: 2, col: 1 }).toString()).toBe('1, player 1 won');
    expect(() => game.start.play({ row: 1, col: 1 })).toThrow('illegal move 1,1 in chomp:2x3 normal: the poisoned square 1,1 is never eaten');
    expect(() => game.start.play({ row: 1, col: 2 }).play({ row: 2, col: 3 })).toThrow('illegal move 2,3 in chomp:2x3 normal: square 2,3 is already eaten');
    expect(() => game.start.play({ row: 0, col: 2 })).toThrow('not a move of chomp:2x3 normal');
    expect(game.parseMove(' 2 , 3 ')).toEqual({ row: 2, col: 3 });
    expect(game.parseMove('0,3')).toBeNull();
    expect(game.parseMove('2;3')).toBeNull();
    expect(game.fromKey('1:3,1').position).toEqual([3, 1]);
    for (const bad of ['0:1,2', '0:4', '0:3,3,3', '0:0', '0:3,0']) expect(() => game.fromKey(bad)).toThrow(RangeError);
  });

  it('chompGame - refuses bad sizes with the argument named', () => {
    expect(() => chompGame(0, 3)).toThrow(new RangeError('rows must be a whole number from 1 to 1000, got 0'));
    expect(() => chompGame(3, 1001)).toThrow(new RangeError('cols must be a whole number from 1 to 1000, got 1001'));
    expect(() => chompGame(3, Number.NaN)).toThrow(new RangeError('cols must be a whole number from 1 to 1000, got NaN'));
    expect(() => chompGame(2n as never, 3)).toThrow(new TypeError('rows must be a number, got 2n'));
    expect(() => chompGame(1.5, 3)).toThrow(RangeError);
  });

  it('chompGame - the 1 x 1 board is over at once, lost for the first player', () => {
    const game = chompGame(1, 1);
    expect(game.start.isTerminal).toBe(true);
    expect(game.start.winner).toBe(1);
    expect(createRandom(1)).toBeTypeOf('function');
  });
});
