import { describe, expect, test } from 'vitest';
import { HeapGame, heapGame, solve } from '../../src/index.js';

// Perfect misère play from a final quotient: HeapGame.outcome and winningMoves, and the engine's perfect
// player, on sums far beyond exact search, checked against the quotient and, on small sums, against search.

describe('HeapGame misère play from the quotient', () => {
  test('0.75 - outcome and winning moves of a sum of forty heaps up to 10^6 come from the final quotient', () => {
    const game = HeapGame.parse('0.75');
    const heaps = Array.from({ length: 40 }, (_, i) => 1_000_000 - 104_729 * (i % 9) - i);
    const quotient = game.misereQuotient();
    expect(game.outcome(heaps, { play: 'misere' })).toBe(quotient.outcome(heaps));
    const [move] = game.winningMoves(heaps.slice(0, 3), { play: 'misere' });
    if (move !== undefined) expect(quotient.outcome(heaps.slice(0, 3).filter((_, i) => i !== move.heap - 1).concat(move.leave))).toBe('P');
  });

  test("0.75 - the engine's perfect player moves to a P-position on a large sum, and agrees with search on a small one", () => {
    const rules = HeapGame.parse('0.75');
    const heaps = [1_000_000, 999_999, 3, 77];
    const game = heapGame(rules, heaps, { play: 'misere' });
    const move = game.winningMove?.(game.start) ?? null;
    expect(move === null).toBe(rules.outcome(heaps, { play: 'misere' }) === 'P');
    if (move !== null) expect(rules.outcome(game.start.play(move).heaps(), { play: 'misere' })).toBe('P');
    // On a small sum the engine's solver (exact search) agrees with the quotient.
    const small = heapGame(rules, [4, 5, 6], { play: 'misere' });
    expect(solve(small.start).result === 'win').toBe(rules.outcome([4, 5, 6], { play: 'misere' }) === 'N');
    const smallMove = small.winningMove?.(small.start) ?? null;
    if (smallMove !== null) expect(solve(small.start.play(smallMove)).result).toBe('loss');
  });

  test('0.77 (Kayles) - forty heaps up to 10^6: outcome, winning moves and the engine move from the final quotient', () => {
    const kayles = HeapGame.parse('0.77');
    const heaps = Array.from({ length: 40 }, (_, i) => 1_000_000 - 7919 * i);
    const quotient = kayles.misereQuotient();
    expect(kayles.outcome(heaps, { play: 'misere' })).toBe(quotient.outcome(heaps));
    expect(kayles.outcome(heaps, { play: 'misere' })).toBe('N');
    const moves = kayles.winningMoves(heaps, { play: 'misere' });
    expect(moves.length).toBe(170);
    expect(moves[0]).toEqual({ heap: 1, take: 1, leave: [22, 999_977] });
    for (const { heap, leave } of moves) expect(quotient.outcome(heaps.filter((_, i) => i !== heap - 1).concat(leave))).toBe('P');
    const game = heapGame(kayles, heaps, { play: 'misere' });
    expect(game.winningMove?.(game.start)).toBeDefined();
  });

  test('a game without a final quotient within the play budget still plays by exact search', () => {
    const dawson = HeapGame.parse('0.07');
    expect(dawson.outcome([2], { play: 'misere' })).toBe('P');
    // Emptying one heap of 2 leaves the other player the lone heap of 2, which they must empty.
    expect(dawson.winningMoves([2, 2], { play: 'misere' })).toEqual([
      { heap: 1, take: 2, leave: [] },
      { heap: 2, take: 2, leave: [] },
    ]);
  });
});
