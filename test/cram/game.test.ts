import { describe, expect, it } from 'vitest';
import { createRandom, createSolver, cramGame, grundyValue, playMatch, perfectPlayer, randomPlayer } from '../../src/index.js';
import { perfectKeepsWins } from '../helpers.js';

/** A plain mex over the empty squares as a bit mask of a rows × cols board, written apart from the library. */
function plainCram(rows: number, cols: number): (empty: number) => number {
  const dominoes: number[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const square = row * cols + col;
      if (col + 1 < cols) dominoes.push((1 << square) | (1 << (square + 1)));
      if (row + 1 < rows) dominoes.push((1 << square) | (1 << (square + cols)));
    }
  }
  const memo = new Map<number, number>();
  const value = (empty: number): number => {
    const known = memo.get(empty);
    if (known !== undefined) return known;
    const seen = new Set<number>();
    for (const domino of dominoes) if ((empty & domino) === domino) seen.add(value(empty & ~domino));
    let mex = 0;
    while (seen.has(mex)) mex++;
    memo.set(empty, mex);
    return mex;
  };
  return value;
}

/** The empty squares of a board's rows as a bit mask. */
function maskOf(board: readonly string[]): number {
  return Array.from(board.join('')).reduce((mask, square, at) => (square === '.' ? mask | (1 << at) : mask), 0);
}

/** A random board with each square blocked with chance `blocked`. */
function randomBoard(rows: number, cols: number, blocked: number, random: () => number): string[] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => (random() < blocked ? '#' : '.')).join(''));
}

describe('cramGame', () => {
  it('cramGame - values every board up to 4 x 4 as a plain mex does', () => {
    for (let rows = 1; rows <= 4; rows++) {
      for (let cols = 1; cols <= 4; cols++) {
        expect(grundyValue(cramGame(rows, cols).start), `${rows}x${cols}`).toBe(plainCram(rows, cols)((1 << (rows * cols)) - 1));
      }
    }
  });

  it('cramGame - values 80 random blocked boards up to 4 x 4 as a plain mex does', () => {
    const random = createRandom(28);
    for (let round = 0; round < 80; round++) {
      const rows = 1 + Math.floor(random() * 4);
      const cols = 1 + Math.floor(random() * 4);
      const board = randomBoard(rows, cols, random() * 0.4, random);
      expect(grundyValue(cramGame(board).start), board.join('/')).toBe(plainCram(rows, cols)(maskOf(board)));
    }
  });

  it('cramGame - splits a board into regions in one form under the eight symmetries', () => {
    const game = cramGame(['..#.', '#.##', '##..']);
    expect(game.components?.(game.start).map((part) => part.key())).toEqual(['0:#./..', '0:.', '0:..']);
    // The same L-shaped region turned and mirrored gets one key.
    const turned = cramGame(['.##..', '..#.#']);
    expect(turned.components?.(turned.start).map((part) => part.key())).toEqual(['0:#./..', '0:#./..']);
    expect(grundyValue(turned.start)).toBe(0);
    const whole = cramGame(3, 3);
    expect(whole.components?.(whole.start)).toEqual([]);
  });

  it('cramGame - the mirror strategy: lost with both sides even, won by the central pair with one', () => {
    for (let rows = 1; rows <= 4; rows++) {
      for (let cols = 1; cols <= 4; cols++) {
        const game = cramGame(rows, cols);
        const move = game.winningMove?.(game.start);
        const value = plainCram(rows, cols)((1 << (rows * cols)) - 1);
        expect(move === null, `${rows}x${cols}`).toBe(value === 0);
        if (rows % 2 === 0 && cols % 2 === 0) expect(move).toBeNull();
      }
    }
    const tall = cramGame(4, 5);
    expect(tall.winningMove?.(tall.start)).toEqual({ row: 2, col: 3, direction: 'down' });
    const wide = cramGame(5, 4);
    expect(wide.winningMove?.(wide.start)).toEqual({ row: 3, col: 2, direction: 'right' });
    // 60 x 61 and 100 x 100: instant, far past what any search could value.
    const large = cramGame(60, 61);
    expect(large.winningMove?.(large.start)).toEqual({ row: 30, col: 31, direction: 'down' });
    const square = cramGame(100, 100);
    const reply = square.start.play({ row: 1, col: 1, direction: 'right' });
    expect(square.winningMove?.(reply)).toEqual({ row: 100, col: 99, direction: 'right' });
    expect(square.winningMove?.(square.start)).toBeNull();
  });

  it('cramGame - winningMove agrees with the plain mex on random positions of small boards', () => {
    const random = createRandom(7);
    for (let round = 0; round < 50; round++) {
      const rows = 1 + Math.floor(random() * 4);
      const cols = 1 + Math.floor(random() * 5);
      const plain = plainCram(rows, cols);
      let state = cramGame(randomBoard(rows, cols, random() * 0.3, random)).start;
      while (!state.isTerminal) {
        const move = state.game.winningMove?.(state) ?? null;
        const mask = maskOf(state.position.split('/'));
        expect(move === null).toBe(plain(mask) === 0);
        if (move !== null) expect(plain(maskOf(state.play(move).position.split('/')))).toBe(0);
        state = state.play(randomPlayer(state, random));
      }
    }
  });

  it('cramGame - the perfect player wins large even boards against random play at once', () => {
    for (const [rows, cols, seat] of [[20, 21, 0], [20, 20, 1], [9, 30, 0]] as const) {
      for (let seed = 1; seed <= 3; seed++) {
        const players = seat === 0 ? ([perfectPlayer, randomPlayer] as const) : ([randomPlayer, perfectPlayer] as const);
        expect(playMatch(cramGame(rows, cols), players, { seed }).winner).toBe(seat);
      }
    }
  });

  it('cramGame - never loses a won position on small boards in either ending', () => {
    const solver = createSolver();
    for (const board of [['...', '...', '...'], ['....', '.#..', '....'], ['.....', '.....']]) {
      for (const play of ['normal', 'misere'] as const) {
        const game = cramGame(board, { play });
        expect(game.winningMove === undefined).toBe(play === 'misere');
        for (const seat of [0, 1] as const) for (let seed = 1; seed <= 3; seed++) expect(perfectKeepsWins(game.start, randomPlayer, seat, seed, solver)).toBe(true);
      }
    }
  });

  it('cramGame - names, plays, reads moves and keys', () => {
    const game = cramGame(2, 3);
    expect(game.name).toBe('cram:2x3 normal');
    expect(cramGame(['..#', '...'], { play: 'misere' }).name).toBe('cram:..#/... misere');
    expect(game.actionCount).toBe(12);
    expect(game.start.moves().map((move) => game.formatMove(move))).toEqual(['1,1-1,2', '1,1-2,1', '1,2-1,3', '1,2-2,2', '1,3-2,3', '2,1-2,2', '2,2-2,3']);
    expect(game.start.actions()).toEqual([0, 1, 2, 3, 5, 6, 8]);
    expect(game.start.playAction(3).position).toBe('.#./.#.');
    expect(game.parseMove(' 2 , 2 - 1 , 2 ')).toEqual({ row: 1, col: 2, direction: 'down' });
    expect(game.parseMove('1,1-2,2')).toBeNull();
    expect(game.parseMove('1,1')).toBeNull();
    const after = game.start.play({ row: 1, col: 2, direction: 'down' });
    expect(after.toString()).toBe('.#./.#., player 1 to move');
    expect(() => after.play({ row: 1, col: 1, direction: 'right' })).toThrow('illegal move 1,1-1,2 in cram:2x3 normal: a square of 1,1-1,2 is not empty');
    expect(() => after.play({ row: 2, col: 3, direction: 'right' })).toThrow('illegal move 2,3-2,4 in cram:2x3 normal: the domino 2,3-2,4 leaves the 2x3 board');
    expect(() => after.play({ row: 0, col: 3, direction: 'right' })).toThrow('not a move of cram:2x3 normal');
    expect(() => after.play({ row: 1, col: 3, direction: 'up' } as never)).toThrow('not a move of cram:2x3 normal');
    expect(game.fromKey('1:##./...').position).toBe('##./...');
    expect(() => cramGame(['..#', '...']).fromKey('0:.../...')).toThrow(RangeError);
    expect(() => game.fromKey('0:..../...')).toThrow(RangeError);
    expect(() => game.fromKey('0:..x/...')).toThrow(RangeError);
  });

  it('cramGame - refuses bad boards with the argument named', () => {
    expect(() => cramGame(0, 3)).toThrow(new RangeError('rows must be a whole number from 1 to 100, got 0'));
    expect(() => cramGame(3, 101)).toThrow(new RangeError('cols must be a whole number from 1 to 100, got 101'));
    expect(() => cramGame(2.5, 3)).toThrow(RangeError);
    expect(() => cramGame('3' as never, 3)).toThrow(new TypeError('rows must be a number, got "3"'));
    expect(() => cramGame(3, undefined as never)).toThrow(new TypeError('cols must be a number, got undefined'));
    expect(() => cramGame(null as never)).toThrow(new TypeError('board must be an array of strings, got null'));
    expect(() => cramGame([])).toThrow(new RangeError('board must have from 1 to 100 rows, got 0'));
    expect(() => cramGame([3 as never])).toThrow(new TypeError('board[0] must be a string, got 3'));
    expect(() => cramGame(['..', '.x'])).toThrow(new RangeError(`board[1] must be 1 to 100 squares '.' (empty) or '#' (blocked), got ".x"`));
    expect(() => cramGame(['..', '...'])).toThrow(new RangeError('board[1] must have 2 squares like board[0], got 3'));
    expect(() => cramGame(['']) ).toThrow(RangeError);
    expect(() => cramGame(2, 2, { play: 'x' as never })).toThrow(RangeError);
    expect(() => cramGame(['..'], 'x' as never)).toThrow(TypeError);
  });
});
