// Hostile input against heap games (issue 21, items 1, 4–7, 9–12, 14–16, 19–21 for heap games, and the names
// of the classic games): each test failed before its fix. The memory items also run in a child process with
// `node --max-old-space-size=512` against the built package, where a V8 fatal error would end the child.
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { analyzeGame } from '../../src/cli/analyze.js';
import { grundyCommand } from '../../src/cli/grundy.js';
import { createInterrupts, type CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { competition, HeapGame, HeapGameCodeError, heapGame, isWinning, MAX_LISTED_MOVES, perfectPlayer, randomPlayer, winningMoves, WorkLimitError } from '../../src/index.js';
import type { HeapPlayMove, HeapPlayState, State } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { ROOT } from '../cli/run.js';

const CLI = join(ROOT, 'dist/cli.js');
const DIST = join(ROOT, 'dist/index.js');
let temp = '';

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'nimkit-heap-limits-'));
});

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

/** A CliIo collecting stdout and stderr in memory. */
function memoryIo(tty = false): { io: CliIo; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text), isTTY: tty },
    stdin: (async function* () {
      // no input
    })(),
  };
  return { io, out: () => out, err: () => err };
}

/** Runs an ES module script in a child `node --max-old-space-size=512 --expose-gc`; its last stdout line is JSON. */
function runSmallHeap(script: string): { status: number | null; result: Record<string, unknown>; stderr: string } {
  const run = spawnSync(process.execPath, ['--max-old-space-size=512', '--expose-gc', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const last = run.stdout.trim().split('\n').pop() ?? '';
  return { status: run.status, result: last.startsWith('{') ? (JSON.parse(last) as Record<string, unknown>) : {}, stderr: run.stderr };
}

/** The RangeError of a misère search past its limits. */
const MISERE_TOO_LARGE =
  'misère play is solved by exact search, and this position needs more than 100000 positions, 1048576 listed moves or 67108864 characters of position keys, or lines of play longer than 1000 moves: too large to solve';

describe('item 1 - the misère search counts its move lists against its limits and drops them after each query', () => {
  // Grundy's game (4!): no misère quotient is tried for play (a marked split), so misère play is exact search.
  test("item 1 - Grundy's game [10000] in misère play: the RangeError comes from the listed moves, quickly", () => {
    const fresh = HeapGame.parse('4!');
    const answers = [fresh.outcome([3, 4], { play: 'misere' }), fresh.winningMoves([1, 2, 5], { play: 'misere' })];
    const game = HeapGame.parse('4!');
    const started = performance.now();
    expect(() => game.outcome([10_000], { play: 'misere' })).toThrow(new RangeError(MISERE_TOO_LARGE));
    expect(() => game.winningMoves([3, 60_000], { play: 'misere' })).toThrow(new RangeError(MISERE_TOO_LARGE));
    expect(performance.now() - started).toBeLessThan(10_000);
    // The game still answers afterwards, as a fresh one does.
    expect([game.outcome([3, 4], { play: 'misere' }), game.winningMoves([1, 2, 5], { play: 'misere' })]).toEqual(answers);
  });

  test('item 1 - under --max-old-space-size=512: a RangeError for [60000], and the memory returns', () => {
    const { status, result, stderr } = runSmallHeap(`
      const { HeapGame } = await import(${JSON.stringify(DIST)});
      const game = HeapGame.parse('4!');
      const out = {};
      for (const heap of [60000, 10000]) {
        try { game.outcome([heap], { play: 'misere' }); } catch (error) { out['h' + heap] = error.name + ': ' + error.message; }
      }
      globalThis.gc();
      out.heapMB = process.memoryUsage().heapUsed / 2 ** 20;
      out.small = game.outcome([4], { play: 'misere' }) === HeapGame.parse('4!').outcome([4], { play: 'misere' });
      console.log(JSON.stringify(out));
    `);
    expect([status, stderr]).toEqual([0, '']);
    expect(result).toMatchObject({ h60000: `RangeError: ${MISERE_TOO_LARGE}`, h10000: `RangeError: ${MISERE_TOO_LARGE}`, small: true });
    expect(result.heapMB).toBeLessThan(64);
  });

  // Dawson's Kayles (0.07) has no final misère quotient within play's budget: after trying it, exact search.
  test('item 1 - nimkit analyze --game 0.07 60000 --misere under 512 MB: exit 1 with the message', () => {
    const run = spawnSync(process.execPath, ['--max-old-space-size=512', CLI, 'analyze', '--game', '0.07', '60000', '--misere'], { encoding: 'utf8', timeout: 60_000 });
    expect([run.status, run.stdout, run.stderr]).toEqual([1, '', `nimkit analyze: ${MISERE_TOO_LARGE}\n`]);
  });
});

/** A valid misère record of 999 piles and `moves` one-token moves, nearly every one a blunder. */
function blunderingRecord(moves: number): string {
  const piles = 999;
  const total = moves + 1;
  let seed = 12_345;
  const random = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const heaps = new Int32Array(piles);
  for (let token = 0; token < total; token++) {
    const pile = Math.floor(random() * piles);
    heaps[pile] = (heaps[pile] ?? 0) + 1;
  }
  let nimSum = heaps.reduce((a, b) => a ^ b, 0);
  const lines = [`${total};${piles}`, heaps.join(';')];
  for (let move = 0; move < moves; move++) {
    let chosen = -1;
    for (let tries = 0; tries < 50; tries++) {
      const pile = Math.floor(random() * piles);
      const size = heaps[pile] ?? 0;
      if (size === 0) continue;
      if (chosen < 0) chosen = pile;
      // Keep the nim-sum non-zero: the next player can win too, so this move was a blunder.
      if ((nimSum ^ size ^ (size - 1)) !== 0) {
        chosen = pile;
        break;
      }
    }
    if (chosen < 0) chosen = heaps.findIndex((size) => size > 0);
    const size = heaps[chosen] ?? 0;
    nimSum ^= size ^ (size - 1);
    heaps[chosen] = size - 1;
    lines.push(`${chosen};1`);
  }
  return `${lines.join('\n')}\n`;
}

describe('item 4 - nimkit analyze streams its report and caps the missed moves listed', () => {
  test('item 4 - a 300 KB record of 999 piles and 50,000 blunders under --max-old-space-size=512', () => {
    const file = join(temp, 'blunders.txt');
    writeFileSync(file, blunderingRecord(50_000));
    const run = spawnSync(process.execPath, ['--max-old-space-size=512', CLI, 'analyze', file], { encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 30 });
    expect([run.status, run.stderr]).toEqual([0, '']);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(50_004);
    expect(lines[0]).toBe('Starting State:');
    expect(lines.at(-1)).toMatch(/^Player [12] loses\. Blunders: Player 1 \d+, Player 2 \d+\.$/);
    // Every move's line short: at most ten missed moves, and how many more (line 2 holds the 999 piles).
    expect(Math.max(...lines.slice(2).map((line) => line.length))).toBeLessThan(600);
    const blunder = lines.find((line) => line.includes('Blunder'));
    expect(blunder).toMatch(/could have won by (taking \d+ from pile \d+ or ){9}taking \d+ from pile \d+ \(or \d+ more winning moves, not listed\)\.$/);
  }, 120_000);

  test('item 4 - the JSON report: the same moves, each blunder with at most 10 missed and the count left out', async () => {
    const record = blunderingRecord(300);
    const { io, out } = memoryIo();
    const file = join(temp, 'blunders-300.txt');
    writeFileSync(file, record);
    expect(await main(['analyze', file, '--json'], io)).toBe(0);
    const report = JSON.parse(out()) as { valid: boolean; moves: { verdict: string; missed: unknown[]; missedNotListed?: number }[]; loser: number };
    expect(report.valid).toBe(true);
    expect(report.moves).toHaveLength(300);
    const blunders = report.moves.filter((move) => move.verdict === 'blunder');
    expect(blunders.length).toBeGreaterThan(250);
    expect(blunders.every((move) => move.missed.length <= 10)).toBe(true);
    expect(blunders.some((move) => move.missed.length === 10 && (move.missedNotListed ?? 0) > 0)).toBe(true);
  });
});

describe('item 4 - the move-by-move theory of the streamed analysis', () => {
  test('item 4 - every verdict and missed move agrees with isWinning and winningMoves recomputed from scratch', () => {
    const records = fc
      .tuple(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 14 }), fc.array(fc.nat(), { maxLength: 60 }))
      .filter(([piles]) => piles.reduce((a, b) => a + b, 0) >= 2);
    fc.assert(
      fc.property(records, ([start, choices]) => {
        // A valid record: each choice picks a non-empty pile and a take that leaves at least one token.
        const piles = start.slice();
        let total = piles.reduce((a, b) => a + b, 0);
        const lines = [`${total};${piles.length}`, piles.join(';')];
        // Then the game is finished from the first piles, so that it ends with one token.
        for (let index = 0; total > 1; index++) {
          const choice = choices[index] ?? 0;
          const live = piles.flatMap((size, at) => (size > 0 ? [at] : []));
          const pile = index < choices.length ? (live[choice % live.length] ?? 0) : (live[0] ?? 0);
          const most = Math.min(piles[pile] ?? 1, total - 1);
          const take = index < choices.length ? 1 + (choice % most) : most;
          piles[pile] = (piles[pile] ?? 0) - take;
          total -= take;
          lines.push(`${pile};${take}`);
        }
        const analysis = analyzeGame(`${lines.join('\n')}\n`);
        expect('invalid' in analysis).toBe(false);
        if ('invalid' in analysis) return false;
        let before = start.map(BigInt);
        for (const move of analysis.moves) {
          const after = before.slice();
          after[move.pile - 1] = (after[move.pile - 1] ?? 0n) - move.count;
          const verdict = !isWinning(before, { play: 'misere' }) ? 'neutral' : isWinning(after, { play: 'misere' }) ? 'blunder' : 'winning';
          expect(move.verdict).toBe(verdict);
          const all = verdict === 'blunder' ? winningMoves(before, { play: 'misere' }).map(({ heap, count }) => ({ pile: heap, count })) : [];
          expect(move.missed).toEqual(all.slice(0, 10));
          expect(move.missedNotListed).toBe(all.length > 10 ? all.length - 10 : undefined);
          before = after;
        }
        return true;
      }),
      { numRuns: 300, seed: 4 },
    );
  });
});

describe('item 5 - grundyValues is limited to 2^30 values', () => {
  test('item 5 - 2^30 + 1 values are refused, even with a proved period', () => {
    expect(() => HeapGame.parse('0.77').grundyValues(2 ** 30 + 1)).toThrow(new RangeError('count must be at most 2^30 (1073741824 values), got 1073741825'));
    expect(HeapGame.parse('0.77').grundyValues(2 ** 24)).toHaveLength(2 ** 24);
  });

  test('item 5 - under --max-old-space-size=512: grundyValues(2 ** 31) is a RangeError, not a fatal error', () => {
    const { status, result } = runSmallHeap(`
      const { HeapGame } = await import(${JSON.stringify(DIST)});
      const out = {};
      try { HeapGame.parse('0.77').grundyValues(2 ** 31); } catch (error) { out.error = error.name + ': ' + error.message; }
      console.log(JSON.stringify(out));
    `);
    expect([status, result.error]).toEqual([0, 'RangeError: count must be at most 2^30 (1073741824 values), got 2147483648']);
  });
});

describe('item 6 - a period search within the game limits answers undefined, and ten values come at once', () => {
  test('item 6 - 0.8 and a code of 100 eights: period() is undefined, quickly', () => {
    const started = performance.now();
    expect(HeapGame.parse('0.8').period()).toBeUndefined();
    expect(HeapGame.parse(`0.${'8'.repeat(100)}`).period()).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(5000);
  }, 20_000);

  test('item 6 - nimkit grundy 0.8 --count 10 and 100 eights print ten values at once', async () => {
    for (const code of ['0.8', `0.${'8'.repeat(100)}`]) {
      const { io, out, err } = memoryIo();
      const started = performance.now();
      expect(await main(['grundy', code, '--count', '10'], io)).toBe(0);
      expect(performance.now() - started).toBeLessThan(5000);
      expect([out().trimEnd().split(' ').length, err()]).toEqual([10, '']);
    }
  }, 20_000);
});

describe('item 7 - value limits follow the real cost, refused before any work', () => {
  test.each([
    // [code, its limit, what one value costs]
    ['0.[8]', 953, 'O(n^3): three heaps for every removal size'],
    ['0.8', 5908, 'O(n^2): three heaps'],
    // 0.[7] (two heaps for every removal size) left this table: its arithmetic period is proved now.
  ])('item 7 - %s computes at most %i values (%s), and more is refused at once', (code, limit) => {
    const game = HeapGame.parse(code);
    expect(game.valueLimit()).toBe(limit);
    const started = performance.now();
    expect(() => game.grundyValues(2 ** 24)).toThrow(new WorkLimitError('values', 2 ** 24, 2 ** 33));
    expect(() => game.grundyValues(2 ** 24)).toThrow(`the Grundy values of heaps 0 … ${2 ** 24 - 1} need more than options.maxWork allows without a proved period (2^33 steps, the default, about 10 s): give a larger options.maxWork, or Infinity`);
    expect(() => game.grundy(limit)).toThrow(RangeError);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  test("item 7 - Grundy's game (sparse space): 2^24 values are refused from the metered work, within seconds", () => {
    const game = HeapGame.parse('4!');
    const started = performance.now();
    const error = thrownBy(RangeError, () => game.grundyValues(2 ** 24));
    expect(error).toBeInstanceOf(WorkLimitError);
    expect(error.message).toBe('the Grundy values of heaps 0 … 16777215 need more than options.maxWork allows without a proved period (2^33 steps, the default, about 10 s): give a larger options.maxWork, or Infinity');
    expect(performance.now() - started).toBeLessThan(5000);
    // What it foresees is millions of values, and a few thousand more come at once.
    expect(game.valueLimit()).toBeGreaterThan(1_000_000);
    expect(game.grundy(10_000)).toBe(HeapGame.parse('4!').grundyValues(10_001)[10_000]);
  }, 20_000);
});

describe('item 9 - the action numbering of a heap game is worked out in closed form', () => {
  test('item 9 - Kayles from a heap of 16000: actionCount, actions() and playAction at once', () => {
    const started = performance.now();
    const game = heapGame('0.77', [16_000]);
    // Width: a heap of 16000 has 16000 options; it breaks into at most 8000 heaps.
    expect(game.actionCount).toBe(16_000 * 8000);
    const actions = game.start.actions();
    expect(actions).toHaveLength(16_000);
    expect(game.start.playAction(actions[1] ?? 0).heaps()).toEqual([1, 15_998]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test('item 9 - on random playouts, every position holds at most the heaps and options the numbering allows', () => {
    let seed = 7;
    const random = (): number => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (const code of ['0.77', '0.07', '4!', '0.137', '0.8', '0.4!', '0.c', '8', '0.[3]', '0.1', '0.51', '4.[3]', '0.[7]']) {
      for (const start of [[9], [12, 5], [0, 7, 3]]) {
        const game = heapGame(code, start);
        const bound = game.actionCount;
        for (let round = 0; round < 20; round++) {
          let state: HeapPlayState = game.start;
          while (!state.isTerminal) {
            const actions = state.actions();
            expect(actions.every((id) => id < bound), `${code} ${state.heaps().join(',')}`).toBe(true);
            state = state.playAction(actions[Math.floor(random() * actions.length)] ?? 0);
          }
        }
      }
    }
  });
});

describe('item 10 - winningMoves lists each heap size once', () => {
  test('item 10 - many heaps of one size: the rule is asked for that size once per query', () => {
    const asked = new Map<number, number>();
    const kayles = HeapGame.parse('0.77');
    const counting = HeapGame.fromRule('counting kayles', (n) => {
      asked.set(n, (asked.get(n) ?? 0) + 1);
      return kayles.options(n);
    });
    counting.grundy(60);
    asked.clear();
    const heaps = [...new Array<number>(40).fill(60), 7];
    const moves = counting.winningMoves(heaps);
    expect(moves).toEqual(kayles.winningMoves(heaps));
    expect(asked.get(60)).toBe(1);
  });
});

describe('item 11 - Ctrl-C during nimkit grundy on a terminal', () => {
  test('item 11 - a SIGINT while the values are computed clears the progress line and exits 130 promptly', async () => {
    const signals = new EventEmitter();
    const exits: number[] = [];
    const terminal = memoryIo(true);
    let signalled = false;
    const io: CliIo = {
      ...terminal.io,
      interrupts: createInterrupts(signals, (code) => exits.push(code)),
      stderr: {
        isTTY: true,
        write: (text: string) => {
          terminal.io.stderr.write(text);
          // A real Ctrl-C arrives from outside, whenever the event loop gets a turn.
          if (!signalled && text.includes('nimkit grundy: ')) {
            signalled = true;
            setTimeout(() => signals.emit('SIGINT', 'SIGINT'), 0);
          }
        },
      },
    };
    const started = performance.now();
    expect(await grundyCommand(['4!', '--count', '2000000'], io)).toBe(130);
    expect(performance.now() - started).toBeLessThan(4000);
    expect(exits).toEqual([130]);
    expect(terminal.out()).toBe('');
    // The progress lines, then the erasing of the line (carriage return, ESC [K).
    const erase = `\r${String.fromCharCode(27)}[K`;
    expect(terminal.err().endsWith(erase)).toBe(true);
    // Each redraw erases the line first: done, total, share, rate and time left.
    const lines = terminal.err().slice(0, -erase.length).split(erase).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^nimkit grundy: [\d,]+ of 2,000,000 values \([\d.]+%\)[^\r]*$/);
    expect([signals.listenerCount('SIGINT'), signals.listenerCount('SIGTERM')]).toEqual([0, 0]);
  }, 20_000);
});

describe('item 12 - a player cannot corrupt a heap game through state.game.rules', () => {
  test('item 12 - the HeapGame is frozen and keeps its tables private', () => {
    const rules = heapGame('0.77', [5]).rules;
    expect(Object.isFrozen(rules)).toBe(true);
    expect(Object.keys(rules)).toEqual(['code', 'name']);
    expect(() => {
      (rules as { grundy: unknown }).grundy = () => 0;
    }).toThrow(TypeError);
    expect(() => Object.defineProperty(rules, 'options', { value: () => [[1, 1, 1]] })).toThrow(TypeError);
    expect(rules.grundy(5)).toBe(4);
  });

  test('item 12 - a random player that tries to zero the Grundy values loses every round the perfect player starts', () => {
    let attempts = 0;
    const corrupter = (state: State<HeapPlayMove>, random: () => number): HeapPlayMove => {
      try {
        attempts++;
        ((state as HeapPlayState).game.rules as { grundy: unknown }).grundy = () => 0;
      } catch {
        // frozen: the attempt fails, the player goes on
      }
      return randomPlayer(state, random);
    };
    const result = competition(heapGame('0.77', [5, 7, 9]), perfectPlayer, corrupter, { rounds: 200, seed: 21 });
    expect(attempts).toBeGreaterThan(0);
    expect(result.forfeits).toEqual([]);
    // 5, 7, 9 is a first-player win: the perfect player wins its 100 starts, and the rest only if it can.
    expect(result.wins[0]).toBeGreaterThanOrEqual(100);
    expect(heapGame('0.77', [5, 7, 9]).rules.grundy(9)).toBe(4);
  });
});

describe('item 14 - a function rule may not add counters', () => {
  const grows = HeapGame.fromRule('grows', (n) => (n >= 3 ? [[n - 1, n - 1]] : []));
  const message = 'rule "grows" left heaps adding up to 4 from heap 3: the heaps left must add up to at most 3';

  test('item 14 - options, grundy and the engine refuse it at the rule, naming it', () => {
    expect(() => grows.options(3)).toThrow(new RangeError(message));
    expect(() => grows.grundy(3)).toThrow(new RangeError(message));
    expect(() => heapGame(grows, [3])).toThrow(new RangeError(message));
  });
});

describe('item 15 - a hole in a subtraction set is refused', () => {
  test('item 15 - HeapGame.subtraction([1, , 3]) names set[1]', () => {
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point
    expect(() => HeapGame.subtraction([1, , 3] as number[])).toThrow(new TypeError('set[1] must be a number, got undefined'));
  });
});

describe('item 16 - outcome and winningMoves read each heap once', () => {
  test('item 16 - a getter that changes its answer is read once, and its first answer is the one used', () => {
    for (const call of ['outcome', 'winningMoves'] as const) {
      let reads = 0;
      const heaps = [3, 0];
      Object.defineProperty(heaps, 1, {
        get: () => (++reads === 1 ? 5 : 2 ** 60),
        enumerable: true,
      });
      const game = HeapGame.parse('0.77');
      const answer = call === 'outcome' ? game.outcome(heaps) : game.winningMoves(heaps);
      expect(reads).toBe(1);
      expect(answer).toEqual(call === 'outcome' ? game.outcome([3, 5]) : game.winningMoves([3, 5]));
    }
  });
});

describe('item 19 - messages quote at most 100 characters and never run user code', () => {
  test('item 19 - a fromRule name of 1 MB and a leave with a toString trap', () => {
    const name = 'x'.repeat(1_000_000);
    const long = thrownBy(RangeError, () => HeapGame.fromRule(name, (n) => (n > 0 ? [[n]] : [])).grundy(1));
    expect(long.message).toBe(`rule "${'x'.repeat(100)}…" (1000000 characters) left a heap of 1 from heap 1: every heap left must be a whole number below 1`);
    let converted = 0;
    const trap = {
      toString: () => {
        converted++;
        return '0';
      },
    };
    const error = thrownBy(RangeError, () => HeapGame.fromRule('trap', (n) => (n > 0 ? [[trap as unknown as number]] : [])).options(2));
    expect([error.message, converted]).toEqual(['rule "trap" left a heap of an object from heap 2: every heap left must be a whole number below 2', 0]);
  });

  test('item 19 - nimkit analyze --game 0.77 with a heap of a million digits: one short line', async () => {
    const { io, out, err } = memoryIo();
    const started = performance.now();
    expect(await main(['analyze', '--game', '0.77', '9'.repeat(1_000_000)], io)).toBe(1);
    expect(performance.now() - started).toBeLessThan(2000);
    expect([out(), err()]).toEqual(['', `nimkit analyze: heap 1 must be at most 2^53 - 1, got "${'9'.repeat(100)}"… (1000000 characters)\n`]);
  });

  test('item 19 - a code quote never cuts an emoji in half', () => {
    // Emoji at 39–40 (the old cut at 40 characters) and at 99–100 (the cut at 100).
    const code = `0.${'7'.repeat(37)}😀${'7'.repeat(58)}😀${'7'.repeat(60)}`;
    const error = thrownBy(HeapGameCodeError, () => HeapGame.parse(code));
    expect(error.message).toBe(`bad heap-game code "${code.slice(0, 99)}…" (${code.length} characters): "😀" is not a digit (0-9, A-V), "&", "*", "{", ".", "!", "?", "=", "[" or "]" at position 39`);
    expect(error.message).not.toMatch(/\\u|[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('item 20 - no stack overflow for long valid input', () => {
  test('item 20 - HeapGame.subtraction of 200,000 members, and a heap game of 125,000 heaps', () => {
    expect(HeapGame.subtraction(new Array<number>(200_000).fill(1)).code).toBe('0.3');
    const many = heapGame('0.77', new Array<number>(125_000).fill(1));
    expect(many.start.moveCount()).toBe(125_000);
    expect(many.start.play({ heap: 2, take: 1, leave: [] }).heaps()).toHaveLength(124_999);
    expect(many.start.playAction(0).heaps()).toHaveLength(124_999);
  });
});

describe('item 21 - a function rule that returns no iterable is named; a huge heap is a documented RangeError', () => {
  test('item 21 - fromRule returning 5: a TypeError naming the rule', () => {
    const broken = HeapGame.fromRule('broken', () => 5 as unknown as number[][]);
    expect(() => broken.grundy(3)).toThrow(new TypeError('rule "broken" gave 5 for heap 0: it must return an iterable (an array, say) of lists of heaps'));
    expect(() => HeapGame.fromRule('endless', function* () {
      for (;;) yield [];
    }).options(1)).toThrow(new RangeError('rule "endless" gave more than 1000000 results for heap 1: too many to list'));
  });

  test('item 21 - winningMoves([2 ** 53 - 1, 1]) in Kayles throws the RangeError its @throws names', () => {
    expect(() => HeapGame.parse('0.77').winningMoves([2 ** 53 - 1, 1])).toThrow(new RangeError(`heap ${2 ** 53 - 1} has more than 1000000 options: too many to list`));
  });
});

describe('item 3 (heap games) - moves() and actions() refuse past MAX_LISTED_MOVES; moveAt goes on', () => {
  test('item 3 - two heaps of Kayles with 600,000 options each', () => {
    const game = heapGame('0.77', [600_000, 600_001]);
    const { start } = game;
    expect(start.moveCount()).toBe(1_200_001);
    const message = `heap:0.77:600000,600001 normal has 1200001 legal moves here, more than MAX_LISTED_MOVES = ${MAX_LISTED_MOVES} can list; use moveCount() and moveAt(index)`;
    expect(() => start.moves()).toThrow(new RangeError(message));
    expect(() => start.actions()).toThrow(new RangeError(message));
    expect(start.moveAt(1_200_000)).toEqual({ heap: 2, take: 2, leave: [299_999, 300_000] });
  });
});

describe('issue 20, item 8 - the classic heap games by name', () => {
  test.each(Object.entries({ kayles: '0.77', 'dawsons-kayles': '0.07', 'dawsons-chess': '0.137', grundy: '4!.0', lasker: '4.[3]', treblecross: '0.007', officers: '0.6' }))(
    'names - %s is %s, through named, parse (any case) and heapGame',
    (name, code) => {
      expect(HeapGame.names[name as keyof typeof HeapGame.names]).toBe(code);
      expect(HeapGame.named(name as keyof typeof HeapGame.names).code).toBe(code);
      expect(HeapGame.parse(name.toUpperCase()).code).toBe(code);
      expect(HeapGame.parse(code).code).toBe(code);
      expect(heapGame(name, [3]).name).toBe(`heap:${code}:3 normal`);
    },
  );

  test("names - Lasker's Nim 4.[3]: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3", () => {
    const values = HeapGame.named('lasker').grundyValues(200);
    values.forEach((value, n) => {
      const expected = n === 0 ? 0 : n % 4 === 3 ? n + 1 : n % 4 === 0 ? n - 1 : n;
      expect(value, `G(${n})`).toBe(expected);
    });
  });

  test('names - an unknown name is a HeapGameCodeError listing the names', () => {
    const list = 'kayles (0.77), dawsons-kayles (0.07), dawsons-chess (0.137), grundy (4!.0), lasker (4.[3]), treblecross (0.007), officers (0.6)';
    const typo = thrownBy(HeapGameCodeError, () => HeapGame.parse('kaylse'));
    expect([typo.code, typo.position, typo.message]).toEqual([
      'bad-character',
      0,
      `unknown heap game "kaylse": give a take-and-break code such as 0.77, or one of the names ${list}`,
    ]);
    expect(thrownBy(HeapGameCodeError, () => HeapGame.parse('dawsons-king')).position).toBe(7); // "-"
    const named = thrownBy(HeapGameCodeError, () => HeapGame.named('0.77' as 'kayles'));
    expect([named.code, named.position, named.message]).toEqual(['bad-character', 0, `unknown heap game "0.77": give a take-and-break code such as 0.77, or one of the names ${list}`]);
    expect(() => HeapGame.named(7 as unknown as 'kayles')).toThrow(new TypeError('name must be a string, got 7'));
    // Text that could be a code is read as one.
    expect(thrownBy(HeapGameCodeError, () => HeapGame.parse('dead')).code).toBe('bad-character');
  });

  test('names - nimkit grundy kayles and nimkit analyze --game kayles', async () => {
    const grundy = memoryIo();
    expect(await main(['grundy', 'kayles', '--count', '8', '--json'], grundy.io)).toBe(0);
    expect(grundy.out()).toBe('{"code":"0.77","values":[0,1,2,3,1,4,3,2],"preperiod":71,"period":12,"saltus":0}\n');
    const analyze = memoryIo();
    expect(await main(['analyze', '--game', 'kayles', '3', '5', '7'], analyze.io)).toBe(0);
    expect(analyze.out()).toContain('Game 0.77 (normal play: whoever cannot move loses), heaps 3 5 7\n');
    const unknown = memoryIo();
    expect(await main(['grundy', 'kaylse'], unknown.io)).toBe(1);
    expect(unknown.err()).toMatch(/^nimkit grundy: unknown heap game "kaylse": give a take-and-break code such as 0\.77, or one of the names kayles \(0\.77\), /);
  });
});
