// Validating recorded games: nimkit's streaming byte parser against the program the seed asks students for
// (split lines, split on ';', parse numbers, arrays). Run `npm run build` first: this imports the built package.
//
//   npx vitest bench --run bench/validator.bench.ts
//
// MB/s = 60.0 * hz for the 60 MB game. The 1 GiB run happens in a child process so its peak RSS is its own.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bench, describe } from 'vitest';

// A specifier in a variable: the type checker must not need dist/ to exist.
const DIST = '../dist/index.js';
const nimkit = (await import(DIST)) as typeof import('../src/index.js');

const MOVES = 15_000_000;
const PILES = 10;
const CHUNK_BYTES = 1 << 16;

/**
 * `moveCount` random moves `p;c\n` (pile 0-9, count 1-9, 4 bytes each) and the starting piles that make them a
 * valid game: each pile holds exactly what is taken from it, plus the one token left at the end.
 */
function generateGame(seed: number, moveCount: number): { header: string; moves: Uint8Array; piles: number[] } {
  const random = nimkit.createRandom(seed);
  const piles = new Array<number>(PILES).fill(0);
  const moves = new Uint8Array(moveCount * 4);
  for (let move = 0, offset = 0; move < moveCount; move++, offset += 4) {
    const pile = nimkit.randomInt(random, 0, PILES - 1);
    const count = nimkit.randomInt(random, 1, 9);
    piles[pile] = (piles[pile] ?? 0) + count;
    moves[offset] = 0x30 + pile;
    moves[offset + 1] = 0x3b;
    moves[offset + 2] = 0x30 + count;
    moves[offset + 3] = 0x0a;
  }
  piles[0] = (piles[0] ?? 0) + 1;
  const counters = piles.reduce((sum, pile) => sum + pile, 0);
  return { header: `${counters};${PILES}\n${piles.join(';')}\n`, moves, piles };
}

const game = generateGame(2024, MOVES);
const headerBytes = new TextEncoder().encode(game.header);
const fileBytes = new Uint8Array(headerBytes.length + game.moves.length);
fileBytes.set(headerBytes);
fileBytes.set(game.moves, headerBytes.length);
const fileText = new TextDecoder().decode(fileBytes);
const megabytes = fileBytes.length / 1e6;

function expectValid(valid: boolean): void {
  if (!valid) throw new Error('the generated game must be valid');
}

/** The baseline, exact as nimkit is: lines, `split(';')`, a regex per field and BigInt arithmetic. */
function naiveExact(text: string): boolean {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  if (lines.length < 2) return false;
  const toNumber = (field: string): bigint | null => (/^[ \t]*\d+[ \t]*$/.test(field) ? BigInt(field.trim()) : null);
  const [counters, pileCount, ...extra] = (lines[0] ?? '').split(';').map(toNumber);
  if (counters == null || pileCount == null || extra.length > 0 || counters < 1n || pileCount < 1n) return false;
  const piles = (lines[1] ?? '').split(';').map(toNumber);
  if (BigInt(piles.length) !== pileCount || piles.includes(null)) return false;
  let total = (piles as bigint[]).reduce((sum, pile) => sum + pile, 0n);
  if (total !== counters) return false;
  for (let index = 2; index < lines.length; index++) {
    if (total === 1n) return false;
    const [pile, count, ...rest] = (lines[index] ?? '').split(';').map(toNumber);
    if (pile == null || count == null || rest.length > 0 || pile >= BigInt(piles.length)) return false;
    const inPile = piles[Number(pile)] ?? 0n;
    if (count < 1n || count > inPile || count === total) return false;
    piles[Number(pile)] = inPile - count;
    total -= count;
  }
  return total === 1n;
}

/** A looser baseline: `parseInt` and doubles (inexact beyond 2^53, and lenient about junk). */
function naiveFloat(text: string): boolean {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const [counters = 0, pileCount = 0] = (lines[0] ?? '').split(';').map((field) => parseInt(field, 10));
  const piles = (lines[1] ?? '').split(';').map((field) => parseInt(field, 10));
  if (piles.length !== pileCount || piles.reduce((sum, pile) => sum + pile, 0) !== counters) return false;
  let total = counters;
  for (let index = 2; index < lines.length; index++) {
    const [pile = -1, count = 0] = (lines[index] ?? '').split(';').map((field) => parseInt(field, 10));
    const inPile = piles[pile] ?? 0;
    if (pile < 0 || pile >= pileCount || count < 1 || count > inPile || count === total) return false;
    piles[pile] = inPile - count;
    total -= count;
  }
  return total === 1;
}

const fast = { time: 0, iterations: 8, warmupTime: 0, warmupIterations: 2 };
const slow = { time: 0, iterations: 2, warmupTime: 0, warmupIterations: 0 };

describe(`validate a ${megabytes.toFixed(0)} MB, ${MOVES / 1e6}-million-move game`, () => {
  bench(
    'createGameValidator, 64 KiB Uint8Array chunks',
    () => {
      const validator = nimkit.createGameValidator();
      for (let offset = 0; offset < fileBytes.length; offset += CHUNK_BYTES) {
        validator.write(fileBytes.subarray(offset, offset + CHUNK_BYTES));
      }
      expectValid(validator.end().valid);
    },
    fast,
  );

  bench(
    'validateGame, one string (encoded in slices)',
    () => {
      expectValid(nimkit.validateGame(fileText).valid);
    },
    fast,
  );

  bench(
    'baseline: split lines, split on ";", BigInt (exact)',
    () => {
      expectValid(naiveExact(fileText));
    },
    slow,
  );

  bench(
    'baseline: split lines, split on ";", parseInt (inexact)',
    () => {
      expectValid(naiveFloat(fileText));
    },
    slow,
  );
});

// Streams 1 GiB (1024 copies of a seeded 1 MiB block of moves, 268 million moves) through one validator in
// 64 KiB chunks, in a fresh process, and reports its throughput and peak RSS. Nothing touches the disk.
const CHILD = `
import { readFileSync } from 'node:fs';
import { createGameValidator, createRandom, randomInt } from ${JSON.stringify(fileURLToPath(new URL(DIST, import.meta.url)))};
const BLOCK_MOVES = 1 << 18, BLOCKS = 1024, PILES = ${PILES};
const random = createRandom(1), taken = new Array(PILES).fill(0), block = new Uint8Array(BLOCK_MOVES * 4);
for (let move = 0, offset = 0; move < BLOCK_MOVES; move++, offset += 4) {
  const pile = randomInt(random, 0, PILES - 1), count = randomInt(random, 1, 9);
  taken[pile] += count;
  block[offset] = 0x30 + pile;
  block[offset + 1] = 0x3b;
  block[offset + 2] = 0x30 + count;
  block[offset + 3] = 0x0a;
}
const piles = taken.map((sum, pile) => sum * BLOCKS + (pile === 0 ? 1 : 0));
// The kernel's high-water mark for this process image. (getrusage's maxRSS would be wrong here: Linux keeps
// the forking parent's peak across exec, and the parent is the whole vitest worker.)
function peakRssMb() {
  const status = readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\\s+(\\d+) kB/);
  return status ? Math.round(Number(status[1]) / 1024) : null;
}
const rssBeforeMb = Math.round(process.memoryUsage().rss / 2 ** 20);
const validator = createGameValidator();
const started = performance.now();
validator.write(piles.reduce((a, b) => a + b, 0) + ';' + PILES + '\\n' + piles.join(';') + '\\n');
let sampledPeak = 0;
for (let copy = 0; copy < BLOCKS; copy++) {
  for (let offset = 0; offset < block.length; offset += ${CHUNK_BYTES}) validator.write(block.subarray(offset, offset + ${CHUNK_BYTES}));
  sampledPeak = Math.max(sampledPeak, process.memoryUsage().rss);
}
const check = validator.end();
const seconds = (performance.now() - started) / 1000;
if (!check.valid || check.moves !== BLOCK_MOVES * BLOCKS) throw new Error('the 1 GiB game must be valid');
console.log(JSON.stringify({ gib: 1, moves: check.moves, seconds: +seconds.toFixed(2), mbPerSecond: Math.round(2 ** 30 / 1e6 / seconds), rssBeforeMb, peakRssMb: peakRssMb(), sampledPeakRssMb: Math.round(sampledPeak / 2 ** 20) }));
`;

describe('stream 1 GiB through createGameValidator (child process)', () => {
  bench(
    'createGameValidator, 1 GiB in 64 KiB chunks: peak RSS',
    () => {
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(child.stderr);
      console.log(`1 GiB stream: ${child.stdout.trim()}`);
    },
    { time: 0, iterations: 1, warmupTime: 0, warmupIterations: 0 },
  );
});
