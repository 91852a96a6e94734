import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HeapGame, MisereQuotient } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { referenceOptions, referenceWins } from './reference.js';

// Misère quotients against exhaustive search (written in ./reference.ts, independently of the quotient code):
// every sum of up to three heaps, winning moves that leave P-positions, the published quotients, the limits.

/** Every sum of one to three heaps of sizes 0 … largest (sorted, so each once). */
function sumsUpTo(largest: number): number[][] {
  const sums: number[][] = [];
  for (let a = 0; a <= largest; a++) {
    for (let b = a; b <= largest; b++) {
      for (let c = b; c <= largest; c++) sums.push([a, b, c]);
    }
  }
  return sums;
}

function searchOutcome(code: string, heaps: readonly number[], memo: Map<string, boolean>): 'P' | 'N' {
  return referenceWins((n) => referenceOptions(code, n), heaps, true, memo) ? 'N' : 'P';
}

describe('MisereQuotient.outcome - every sum of up to three heaps against exhaustive search', () => {
  // Final quotients: the heaps beyond those proved one by one are answered from the proved period.
  test.each([
    ['0.75', 13], // order 8, the smallest quotient that is not tame
    ['0.31', 12],
    ['0.71', 12], // order 36
    ['0.32', 12],
    ['0.51', 12],
    ['0.77', 13], // Kayles: order 40, heaps past 71 from the period
    ['0.34', 12],
  ])('%s (final), heaps up to %i', (code, largest) => {
    const quotient = HeapGame.parse(code).misereQuotient();
    expect(quotient.final).toBe(true);
    const memo = new Map<string, boolean>();
    for (const heaps of sumsUpTo(largest)) expect([heaps, quotient.outcome(heaps)]).toEqual([heaps, searchOutcome(code, heaps, memo)]);
  });

  // Bounded quotients of Kayles and Dawson's Kayles: valid for the heaps proved.
  test.each([
    ['0.77', 11],
    ['0.07', 13],
  ])('%s (bounded), heaps up to %i', (code, largest) => {
    const quotient = HeapGame.parse(code).misereQuotient({ maxHeap: largest, maxWork: Infinity });
    expect([quotient.final, quotient.stoppedBy, quotient.heapsProved]).toEqual([false, 'maxHeap', largest]);
    const memo = new Map<string, boolean>();
    for (const heaps of sumsUpTo(largest)) expect([heaps, quotient.outcome(heaps)]).toEqual([heaps, searchOutcome(code, heaps, memo)]);
  });
});

describe('MisereQuotient.outcome - Kayles beyond three small heaps', () => {
  test('0.77 - every sum of four heaps up to 9, and of two heaps up to 22, against exhaustive search', () => {
    const quotient = HeapGame.parse('0.77').misereQuotient();
    const memo = new Map<string, boolean>();
    for (let a = 1; a <= 9; a++) {
      for (let b = a; b <= 9; b++) {
        for (let c = b; c <= 9; c++) for (let d = c; d <= 9; d++) expect([[a, b, c, d], quotient.outcome([a, b, c, d])]).toEqual([[a, b, c, d], searchOutcome('0.77', [a, b, c, d], memo)]);
      }
    }
    for (let a = 1; a <= 22; a++) for (let b = a; b <= 22; b++) expect([[a, b], quotient.outcome([a, b])]).toEqual([[a, b], searchOutcome('0.77', [a, b], memo)]);
  });
});

describe('MisereQuotient.winningMoves', () => {
  test('0.75 - on small sums, exactly the moves exhaustive search finds', () => {
    const quotient = HeapGame.parse('0.75').misereQuotient();
    const memo = new Map<string, boolean>();
    for (const heaps of sumsUpTo(9)) {
      const expected: string[] = [];
      heaps.forEach((size, index) => {
        for (const leave of referenceOptions('0.75', size)) {
          const after = heaps.filter((_, i) => i !== index).concat(leave);
          if (searchOutcome('0.75', after, memo) === 'P') expected.push(`${index + 1}:${[...leave].sort((a, b) => a - b).join(',')}`);
        }
      });
      const moves = quotient.winningMoves(heaps).map(({ heap, leave }) => `${heap}:${leave.join(',')}`);
      expect([heaps, moves.sort()]).toEqual([heaps, [...new Set(expected)].sort()]);
    }
  });

  test.each(['0.75', '0.71', '0.31', '0.77'])('%s - on large random sums every winning move leaves a P-position, and the first is the engine move', (code) => {
    const game = HeapGame.parse(code);
    const quotient = game.misereQuotient();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 6 }), (heaps) => {
        const moves = quotient.winningMoves(heaps);
        expect(moves.length === 0).toBe(quotient.outcome(heaps) === 'P');
        for (const { heap, take, leave } of moves) {
          expect(take + leave.reduce((a, b) => a + b, 0)).toBe(heaps[heap - 1]);
          expect(quotient.outcome(heaps.filter((_, i) => i !== heap - 1).concat(leave))).toBe('P');
        }
        expect(quotient.firstWinningMove(heaps)).toEqual(moves[0]);
      }),
      { numRuns: 40, seed: 29 },
    );
  });

  test('0.77 - the winning moves of heaps past 4096 (read by residue) are the moves whose result the quotient calls P', () => {
    const game = HeapGame.parse('0.77');
    const quotient = game.misereQuotient();
    for (const heaps of [[5000, 17], [4100, 4101, 9], [6000, 1, 2]]) {
      const expected: string[] = [];
      heaps.forEach((size, index) => {
        for (const { take, leave } of referenceOptions('0.77', size).map((left) => ({ take: size - left.reduce((a, b) => a + b, 0), leave: left }))) {
          if (quotient.outcome(heaps.filter((_, i) => i !== index).concat(leave)) === 'P') expected.push(`${index + 1}:${take}:${[...leave].sort((a, b) => a - b).join(',')}`);
        }
      });
      const moves = quotient.winningMoves(heaps).map(({ heap, take, leave }) => `${heap}:${take}:${leave.join(',')}`);
      expect(moves.sort()).toEqual(expected.sort());
    }
  });

  test('0.75 - a first winning move of a sum of forty heaps up to 10^6, found without listing the large heaps', () => {
    const game = HeapGame.parse('0.75');
    const heaps = Array.from({ length: 40 }, (_, i) => 1_000_000 - 7919 * i);
    const move = game.misereQuotient().firstWinningMove(heaps);
    const outcome = game.outcome(heaps, { play: 'misere' });
    expect(move === undefined).toBe(outcome === 'P');
    if (move !== undefined) {
      const after = heaps.filter((_, i) => i !== move.heap - 1).concat(move.leave);
      expect(game.outcome(after, { play: 'misere' })).toBe('P');
    }
  });
});

describe('HeapGame.misereQuotient - the quotients of the literature', () => {
  test('0.75: order 8, P-portion {a, b^2} (Plambeck, "Taming the wild in impartial combinatorial games", 2005)', () => {
    const quotient = HeapGame.parse('0.75').misereQuotient();
    expect(quotient.toJSON()).toEqual({
      game: '0.75',
      order: 8,
      pPortion: ['a', 'b^2'],
      elements: ['1', 'a', 'b', 'c', 'ab', 'ac', 'b^2', 'ab^2'],
      generators: [
        { name: 'a', heap: 1 },
        { name: 'b', heap: 2 },
        { name: 'c', heap: 5 },
      ],
      relations: ['a^2=1', 'bc=ab', 'c^2=b^2', 'b^3=b'],
      presentation: '<a,b,c | a^2=1, bc=ab, c^2=b^2, b^3=b>',
      pretending: quotient.pretending(),
      period: { preperiod: 8, period: 2 },
      final: true,
      heapsProved: 24,
      stoppedBy: null,
    });
    expect(quotient.pretending(12)).toEqual(['1', 'a', 'b', 'a', 'b', 'c', 'b', 'c', 'b', 'ab^2', 'b', 'ab^2']);
  });

  test('0.77 (Kayles): final, order 40, P-portion of 9, period 12 from heap 71 (not the 48 often quoted: see the guide)', () => {
    const quotient = HeapGame.parse('0.77').misereQuotient();
    expect({ ...quotient.toJSON(), pretending: undefined }).toEqual({
      game: '0.77',
      order: 40,
      pPortion: ['a', 'd', 'e', 'ac', 'b^2', 'ac^2', 'ad^2', 'ade', 'adf'],
      elements: quotient.elements,
      generators: [1, 2, 5, 9, 12, 25, 27].map((heap, index) => ({ name: 'abcdefg'[index], heap })),
      relations: quotient.relations,
      presentation:
        '<a,b,c,d,e,f,g | a^2=1, bd=bc, be=bc, bf=ab, cd=b^2, ce=b^2, dg=cg, e^2=de, eg=cg, f^2=b^2, fg=ag, g^2=b^2, b^3=b, b^2c=acf, b^2g=g, bc^2=b, c^3=c, c^2f=ab^2, c^2g=g, d^3=d, d^2f=f>',
      pretending: undefined,
      period: { preperiod: 71, period: 12 },
      final: true,
      heapsProved: 168,
      stoppedBy: null,
    });
    expect(quotient.pretending(13)).toEqual(['1', 'a', 'b', 'ab', 'a', 'c', 'ab', 'b', 'ab^2', 'd', 'b', 'bc', 'e']);
    expect(quotient.pretend(1_000_000)).toBe(quotient.pretend(71 + ((1_000_000 - 71) % 12)));
  });

  test('tame games: the quotient of misère Nim on heaps 1 and 2 is T2, order 6 (<a,b | a^2=1, b^3=b>)', () => {
    const quotient = HeapGame.parse('0.31').misereQuotient();
    expect([quotient.order, quotient.presentation, quotient.pPortion]).toEqual([6, '<a,b | a^2=1, b^3=b>', ['a', 'b^2']]);
  });

  test('every order is even (Plambeck and Siegel)', () => {
    for (const code of ['0.75', '0.31', '0.71', '0.32', '0.51']) expect(HeapGame.parse(code).misereQuotient().order % 2).toBe(0);
  });
});

describe('HeapGame.misereQuotient - limits and bad input', () => {
  test('a bounded quotient refuses heaps beyond it, naming the heap', () => {
    const quotient = HeapGame.parse('0.77').misereQuotient({ maxHeap: 4 });
    expect([quotient.final, quotient.stoppedBy, quotient.heapsProved]).toEqual([false, 'maxHeap', 4]);
    expect(thrownBy(RangeError, () => quotient.outcome([1, 5])).message).toBe('heaps[1] is 5, beyond heap 4, the largest this bounded quotient of 0.77 covers');
    expect(thrownBy(RangeError, () => quotient.pretend(9)).message).toBe('n is 9, beyond heap 4, the largest this bounded quotient of 0.77 covers');
  });

  test('maxOrder and maxWork give bounded quotients that say which limit stopped them', () => {
    const small = HeapGame.parse('0.71').misereQuotient({ maxOrder: 8 });
    expect([small.final, small.stoppedBy, small.order <= 8]).toEqual([false, 'maxOrder', true]);
    const short = HeapGame.parse('0.71').misereQuotient({ maxWork: 1000 });
    expect([short.final, short.stoppedBy]).toEqual([false, 'maxWork']);
  });

  test.each([
    [{ maxHeap: 0 }, RangeError, 'options.maxHeap must be a positive safe integer, got 0'],
    [{ maxHeap: 1.5 }, RangeError, 'options.maxHeap must be a positive safe integer, got 1.5'],
    [{ maxHeap: 70_000 }, RangeError, 'options.maxHeap must be at most 65536, got 70000'],
    [{ maxOrder: '8' }, TypeError, 'options.maxOrder must be a number, got "8"'],
    [{ maxOrder: 5000 }, RangeError, 'options.maxOrder must be at most 4096, got 5000'],
    [{ maxWork: Number.NaN }, RangeError, 'options.maxWork must be a positive safe integer or Infinity, got NaN'],
    [{ maxWork: true }, TypeError, 'options.maxWork must be a number, got true'],
  ])('%o', (options, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, () => HeapGame.parse('0.75').misereQuotient(options as never)).message).toBe(message);
  });

  test('options that are not an object', () => {
    expect(thrownBy(TypeError, () => HeapGame.parse('0.75').misereQuotient(null as never)).message).toBe('options must be an object, got null');
  });

  test('cached per game and limits; a rule given as a function has a bounded quotient', () => {
    const game = HeapGame.parse('0.75');
    expect(game.misereQuotient()).toBe(game.misereQuotient({}));
    expect(game.misereQuotient()).toBeInstanceOf(MisereQuotient);
    const halving = HeapGame.fromRule('halving', (n) => Array.from({ length: Math.floor(n / 2) }, (_, i) => [n - 1 - i]));
    const quotient = halving.misereQuotient({ maxHeap: 12 });
    expect([quotient.final, quotient.stoppedBy]).toEqual([false, 'maxHeap']);
    const memo = new Map<string, boolean>();
    const options = (n: number): number[][] => Array.from({ length: Math.floor(n / 2) }, (_, i) => [n - 1 - i]);
    for (const heaps of sumsUpTo(12)) expect(quotient.outcome(heaps)).toBe(referenceWins(options, heaps, true, memo) ? 'N' : 'P');
  });

  test('pretending checks its count', () => {
    const quotient = HeapGame.parse('0.75').misereQuotient();
    expect(quotient.pretending(100).length).toBe(100);
    expect(thrownBy(RangeError, () => quotient.pretending(2 ** 21)).message).toBe('count must be at most 2^20, got 2097152');
  });
});
