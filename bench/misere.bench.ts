// Misère play of heap-game sums (issue 29), each bench beside a naive baseline written here:
// - the misère outcome and a winning move of a large sum from the quotient, beside exact search (a plain memo
//   over sorted heap lists, no quotient) on the largest sums that search can do, and the quotient on the same;
// - the time to compute a quotient: 0.75 (final, order 8), 0.71 (final, order 36), and Kayles (0.77), final
//   (order 40, 168 heaps), beside exact search of every sum of three heaps up to 11, which the quotient answers;
// - 40 Kayles heaps up to 10^6 from its quotient, and the largest Kayles sum exact search does in a moment;
// - Dawson's Kayles (0.07): its bounded quotient (default limits: order 24, heaps to 24) computed, and a sum of
//   four heaps up to 19 answered from it, beside exact search of that sum.
// Vitest's module runner loads dist/ through its own transform (see bench/play.bench.ts).
import { bench, describe } from 'vitest';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const OPTIONS = { time: 1500, warmupTime: 300 };

/** Exact misère search, the naive way: whether the player to move wins a sum (memo by sorted heaps). */
function searchWins(options: (n: number) => number[][], heaps: readonly number[], memo: Map<string, boolean>): boolean {
  const live = heaps.filter((heap) => options(heap).length > 0).sort((a, b) => a - b);
  if (live.length === 0) return true;
  const key = live.join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let wins = false;
  for (let i = 0; i < live.length && !wins; i++) {
    for (const leave of options(live[i] ?? 0)) {
      if (!searchWins(options, live.filter((_, j) => j !== i).concat(leave), memo)) {
        wins = true;
        break;
      }
    }
  }
  memo.set(key, wins);
  return wins;
}

function optionsOf(code: string): (n: number) => number[][] {
  const game = lib.HeapGame.parse(code);
  const cache = new Map<number, number[][]>();
  return (n) => {
    let list = cache.get(n);
    if (list === undefined) {
      list = n === 0 ? [] : game.options(n);
      cache.set(n, list);
    }
    return list;
  };
}

const q75 = lib.HeapGame.parse('0.75').misereQuotient();
const LARGE = Array.from({ length: 40 }, (_, i) => 1_000_000 - 7919 * i);
const SEARCHABLE = [9, 10, 11, 12];

describe('0.75, 40 heaps up to 10^6: outcome and a winning move from the quotient', () => {
  bench('quotient (outcome + first winning move)', () => {
    q75.outcome(LARGE);
    q75.firstWinningMove(LARGE);
  }, OPTIONS);
});

describe(`0.75, the sum ${SEARCHABLE.join(' + ')} (as large as exact search does in a moment)`, () => {
  bench('quotient', () => {
    q75.outcome(SEARCHABLE);
  }, OPTIONS);
  bench('exact search (baseline, fresh memo)', () => {
    searchWins(optionsOf('0.75'), SEARCHABLE, new Map());
  }, OPTIONS);
});

describe('computing a quotient', () => {
  bench('0.75: final, order 8', () => {
    lib.HeapGame.parse('0.75').misereQuotient();
  }, { time: 1000, iterations: 3 });
  bench('0.71: final, order 36', () => {
    lib.HeapGame.parse('0.71').misereQuotient();
  }, { time: 1000, iterations: 2 });
});

const q77 = lib.HeapGame.parse('0.77').misereQuotient();
const KAYLES_SEARCHABLE = [7, 8, 9, 10];

describe('Kayles (0.77), 40 heaps up to 10^6: outcome and a winning move from the final quotient (order 40)', () => {
  bench('quotient (outcome + first winning move)', () => {
    q77.outcome(LARGE);
    q77.firstWinningMove(LARGE);
  }, OPTIONS);
});

describe(`Kayles, the sum ${KAYLES_SEARCHABLE.join(' + ')} (as large as exact search does in a moment)`, () => {
  bench('quotient', () => {
    q77.outcome(KAYLES_SEARCHABLE);
    q77.firstWinningMove(KAYLES_SEARCHABLE);
  }, OPTIONS);
  bench('exact search (baseline, fresh memo)', () => {
    searchWins(optionsOf('0.77'), KAYLES_SEARCHABLE, new Map());
  }, { time: 1000, iterations: 2 });
});

describe("computing Kayles' final quotient (168 heaps proved one by one), beside exact search of every sum of three heaps up to 11", () => {
  bench('the final quotient, then every such sum from it', () => {
    const quotient = lib.HeapGame.parse('0.77').misereQuotient();
    for (let a = 0; a <= 11; a++) for (let b = a; b <= 11; b++) for (let c = b; c <= 11; c++) quotient.outcome([a, b, c]);
  }, { time: 1000, iterations: 2 });
  bench('exact search of every such sum (baseline, one memo)', () => {
    const memo = new Map<string, boolean>();
    const options = optionsOf('0.77');
    for (let a = 0; a <= 11; a++) for (let b = a; b <= 11; b++) for (let c = b; c <= 11; c++) searchWins(options, [a, b, c], memo);
  }, { time: 1000, iterations: 2 });
});

const q07 = lib.HeapGame.parse('0.07').misereQuotient();
const DAWSON_SUM = [13, 15, 17, 19];

describe(`Dawson's Kayles (0.07), the sum ${DAWSON_SUM.join(' + ')} from its bounded quotient (order ${q07.order}, heaps to ${q07.heapsProved})`, () => {
  bench('quotient (computed once, outside the timing)', () => {
    q07.outcome(DAWSON_SUM);
  }, OPTIONS);
  bench('exact search (baseline, fresh memo)', () => {
    searchWins(optionsOf('0.07'), DAWSON_SUM, new Map());
  }, { time: 1000, iterations: 2 });
});

describe("computing Dawson's Kayles' quotient", () => {
  bench('0.07 with the default limits: bounded, order 24 to heap 24', () => {
    lib.HeapGame.parse('0.07').misereQuotient();
  }, { time: 1000, iterations: 1 });
});
