// Rounds per second on the standard board (7, 5, 3, 1) for each pairing: the built library (a bitmask per
// row) beside a straightforward baseline written here, the same players' logic over arrays of booleans.
// One bench operation plays ROUNDS rounds, so rounds/s = ops/s * ROUNDS.
import { bench, describe } from 'vitest';
import type { RandomSource, StickMove, StickPlayer } from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const ROUNDS = 1000;
const OPTIONS = { time: 1500, warmupTime: 300 };

// ---------------------------------------------------------------------------------------------------------
// The baseline: a board is an array of rows of booleans (true = unmarked); runs are found by walking them.

type Rows = boolean[][];
type NaivePlayer = (rows: Rows, random: RandomSource) => StickMove;
interface Run {
  row: number;
  left: number;
  length: number;
}

function naiveRuns(rows: Rows): Run[] {
  const runs: Run[] = [];
  rows.forEach((row, index) => {
    let start = -1;
    for (let stick = 0; stick <= row.length; stick++) {
      if (stick < row.length && row[stick] === true) {
        if (start < 0) start = stick;
      } else if (start >= 0) {
        runs.push({ row: index + 1, left: start + 1, length: stick - start });
        start = -1;
      }
    }
  });
  return runs;
}

const naiveRandom: NaivePlayer = (rows, random) => {
  const live = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.includes(true));
  const chosen = live[Math.floor(random() * live.length)];
  if (chosen === undefined) throw new Error('no move');
  const unmarked = chosen.row.flatMap((unmarkedStick, stick) => (unmarkedStick ? [stick] : []));
  const left = unmarked[Math.floor(random() * unmarked.length)] ?? 0;
  let right = left;
  while (right + 1 < chosen.row.length && chosen.row[right + 1] === true && random() < 0.5) right++;
  return { row: chosen.index + 1, left: left + 1, right: right + 1 };
};

function naiveFinish(run: Run, lonely: number): StickMove {
  const right = run.left + run.length - 1;
  return { row: run.row, left: run.left, right: lonely % 2 === 1 ? right : right - 1 };
}

const naiveSmart: NaivePlayer = (rows, random) => {
  const runs = naiveRuns(rows);
  const sequences = runs.filter((run) => run.length >= 2);
  const [sequence] = sequences;
  if (sequences.length === 1 && sequence !== undefined) return naiveFinish(sequence, runs.length - 1);
  return naiveRandom(rows, random);
};

const naivePerfect: NaivePlayer = (rows) => {
  const runs = naiveRuns(rows);
  const sequences = runs.filter((run) => run.length >= 2);
  const [sequence] = sequences;
  if (sequences.length === 1 && sequence !== undefined) return naiveFinish(sequence, runs.length - 1);
  const nimSum = runs.reduce((sum, run) => sum ^ run.length, 0);
  if (sequences.length >= 2 && nimSum !== 0) {
    const run = runs.find((candidate) => (candidate.length ^ nimSum) < candidate.length);
    if (run !== undefined) return { row: run.row, left: run.left, right: run.left + run.length - (run.length ^ nimSum) - 1 };
  }
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best));
  return { row: longest.row, left: longest.left, right: longest.left };
};

const naiveErring =
  (errorRate: number): NaivePlayer =>
  (rows, random) =>
    random() < errorRate ? naiveRandom(rows, random) : naivePerfect(rows, random);

function naiveCompetition(first: NaivePlayer, second: NaivePlayer, rounds: number, random: RandomSource): [number, number] {
  const wins: [number, number] = [0, 0];
  for (let round = 0; round < rounds; round++) {
    const rows: Rows = [7, 5, 3, 1].map((length) => new Array<boolean>(length).fill(true));
    let left = 16;
    for (let seat = 1; ; seat = 3 - seat) {
      const move = (seat === 1 ? first : second)(rows, random);
      const row = rows[move.row - 1];
      if (row === undefined || move.left < 1 || move.right > row.length || move.left > move.right) throw new Error('invalid move');
      for (let stick = move.left - 1; stick < move.right; stick++) if (row[stick] !== true) throw new Error('invalid move');
      for (let stick = move.left - 1; stick < move.right; stick++) row[stick] = false;
      left -= move.right - move.left + 1;
      if (left === 0) {
        wins[seat === 1 ? 1 : 0]++;
        break;
      }
    }
  }
  return wins;
}

// ---------------------------------------------------------------------------------------------------------

const pairings: [string, StickPlayer, StickPlayer, NaivePlayer, NaivePlayer][] = [
  ['perfect vs random', lib.sticksPerfectPlayer, lib.sticksRandomPlayer, naivePerfect, naiveRandom],
  ['random vs perfect', lib.sticksRandomPlayer, lib.sticksPerfectPlayer, naiveRandom, naivePerfect],
  ['random vs random', lib.sticksRandomPlayer, lib.sticksRandomPlayer, naiveRandom, naiveRandom],
  ['smart vs random', lib.sticksSmartPlayer, lib.sticksRandomPlayer, naiveSmart, naiveRandom],
  ['erring(0.1) vs perfect', lib.sticksErringPlayer(0.1), lib.sticksPerfectPlayer, naiveErring(0.1), naivePerfect],
  ['perfect vs perfect', lib.sticksPerfectPlayer, lib.sticksPerfectPlayer, naivePerfect, naivePerfect],
];

for (const [name, first, second, naiveFirst, naiveSecond] of pairings) {
  describe(`${name}: ${ROUNDS} rounds on 7,5,3,1`, () => {
    const random = lib.createRandom(7);
    const naiveRandomSource = lib.createRandom(7);
    bench('nimkit competition (bitmask rows)', () => {
      lib.sticksCompetition(first, second, { rounds: ROUNDS, random });
    }, OPTIONS);
    bench('baseline (arrays of booleans)', () => {
      naiveCompetition(naiveFirst, naiveSecond, ROUNDS, naiveRandomSource);
    }, OPTIONS);
  });
}
