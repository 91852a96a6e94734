import { describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { sticksHelpText } from '../../src/cli/sticks.js';
import type { CliIo } from '../../src/cli/io.js';
import {
  createRandom,
  sticksCompetition,
  sticksErringPlayer,
  sticksPerfectPlayer,
  sticksRandomPlayer,
  sticksSmartPlayer,
  sticksTournament,
} from '../../src/index.js';

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `nimkit sticks` in-process, through `main` as the binary does, with collecting sinks and the given stdin chunks. */
async function run(args: readonly string[], { input = [] as readonly (string | Uint8Array)[], tty = false } = {}): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text), isTTY: tty },
    stdin: (async function* () {
      for (const chunk of input) yield await Promise.resolve(chunk);
    })(),
  };
  const code = await main(['sticks', ...args], io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

const PRESS = 'Press 1 to display the board. Press 2 to make a move:';
const ROW = 'Enter the row number:';
const LEFT = 'Enter the index of the leftmost stick:';
const RIGHT = 'Enter the index of the rightmost stick:';

describe('nimkit sticks - competitions', () => {
  test('nimkit sticks - prints the seed lines with the seeded results', async () => {
    const result = await run(['--p1', 'smart', '--p2', 'random', '--rounds', '1000', '--seed', '7']);
    const { wins } = sticksCompetition(sticksSmartPlayer, sticksRandomPlayer, { rounds: 1000, random: createRandom(7) });
    expect(result).toEqual({
      code: 0,
      stdout: `Starting a Nim competition of 1000 rounds between a Smart player and a Random player.\nThe results are ${wins[0]}:${wins[1]}\n`,
      stderr: '',
    });
    expect(wins[0]).toBeGreaterThan(800);
    expect(await run(['--p1', 'smart', '--p2', 'random', '--rounds', '1000', '--seed', '7'])).toEqual(result);
  });

  test.each([
    // --p1, --p2 → the names in the start line
    ['erring', 'random', 'an Erring player and a Random player'],
    ['ERRING:0.5', ' Smart ', 'an Erring player and a Smart player'],
  ])('nimkit sticks - names %s and %s', async (p1, p2, names) => {
    const result = await run(['--p1', p1, '--p2', p2, '--rounds', '1', '--seed', '1']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe(`Starting a Nim competition of 1 round between ${names}.`);
    expect(result.stdout).toMatch(/\nThe results are [01]:[01]\n$/);
    // --original: the original project's line word for word.
    const original = await run(['--p1', p1, '--p2', p2, '--rounds', '1', '--seed', '1', '--original']);
    expect(original.stdout.split('\n')[0]).toBe(`Starting a Nim competition of 1 rounds between ${names}.`);
  });

  test('nimkit sticks - --rows, --error-rate and a seed pick the same games as the library', async () => {
    const result = await run(['--p1', 'erring', '--p2', 'perfect', '--rows', ' 6, 5,4 ', '--error-rate', '0.25', '--rounds', '300', '--seed=3']);
    const { wins } = sticksCompetition(sticksErringPlayer(0.25), sticksPerfectPlayer, { rounds: 300, rows: [6, 5, 4], random: createRandom(3) });
    expect(result.stdout.split('\n')[1]).toBe(`The results are ${wins[0]}:${wins[1]}`);
  });

  test('nimkit sticks - --json prints one JSON object and no seed lines', async () => {
    const result = await run(['--p1', 'erring:0.2', '--p2', 'smart', '--rounds', '50', '--seed', '4', '--json']);
    const { wins } = sticksCompetition(sticksErringPlayer(0.2), sticksSmartPlayer, { rounds: 50, random: createRandom(4) });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      p1: { kind: 'erring', name: 'Erring', errorRate: 0.2 },
      p2: { kind: 'smart', name: 'Smart' },
      rows: [7, 5, 3, 1],
      seed: 4,
      rounds: 50,
      wins,
    });
  });

  test('nimkit sticks - progress on stderr only for over 100,000 rounds on a TTY', async () => {
    // One stick: player 1 marks it and loses every round, so the rounds are quick.
    const args = ['--p1', 'perfect', '--p2', 'random', '--rows', '1', '--seed', '1', '--rounds'];
    const watched = await run([...args, '100001'], { tty: true });
    expect(watched.code).toBe(0);
    expect(watched.stderr).toContain('\rnimkit sticks: 50% (50001 of 100001 rounds)');
    expect(watched.stderr.endsWith('\r\x1b[K')).toBe(true);
    expect(watched.stdout).toBe('Starting a Nim competition of 100001 rounds between a Perfect player and a Random player.\nThe results are 0:100001\n');
    const piped = await run([...args, '100001']);
    expect(piped.stderr).toBe('');
    expect(piped.stdout).toBe(watched.stdout);
    const small = await run([...args, '100000'], { tty: true });
    expect(small.stderr).toBe('');
  });
});

describe('nimkit sticks - tournaments', () => {
  const players = { random: sticksRandomPlayer, smart: sticksSmartPlayer, erring: sticksErringPlayer(0.1), perfect: sticksPerfectPlayer };

  test('nimkit sticks - --tournament prints the win-rate table', async () => {
    const result = await run(['--tournament', '--rounds', '100', '--seed', '3']);
    const table = sticksTournament(players, { rounds: 100, random: createRandom(3) });
    const percent = (rate: number | null | undefined): string => (rate === null ? '-' : `${((rate ?? 0) * 100).toFixed(1)}%`).padStart(10);
    const labels = ['Random', 'Smart', 'Erring 0.1', 'Perfect'];
    const expected = [
      'Starting a Nim tournament on rows 7,5,3,1: 100 rounds per pairing in each seat.',
      "Win rate of each row's player against each column's player, over both seats:",
      '          ' + [...labels, 'Overall'].map((label) => ` ${label.padStart(10)}`).join(''),
      ...labels.map((label, i) => label.padEnd(10) + [...(table.winRate[i] ?? []), table.overall[i]].map((rate) => ` ${percent(rate)}`).join('')),
    ];
    expect(result).toEqual({ code: 0, stdout: `${expected.join('\n')}\n`, stderr: '' });
    expect(expected[6]).toMatch(/^Perfect {4} +100\.0% /);
  });

  test('nimkit sticks - --tournament --json', async () => {
    const result = await run(['--tournament', '--rounds', '20', '--seed', '9', '--rows', '3,3', '--error-rate', '0.3', '--json']);
    const table = sticksTournament({ ...players, erring: sticksErringPlayer(0.3) }, { rounds: 20, rows: [3, 3], random: createRandom(9) });
    expect(JSON.parse(result.stdout)).toEqual({ rows: [3, 3], seed: 9, errorRate: 0.3, ...JSON.parse(JSON.stringify(table)) });
  });

  test('nimkit sticks - --tournament shows progress past 100,000 rounds on a TTY', async () => {
    const result = await run(['--tournament', '--rounds', '8334', '--rows', '1,1', '--seed', '1'], { tty: true });
    expect(result.stderr).toContain('of 100008 rounds)');
    expect(result.stderr.endsWith('\r\x1b[K')).toBe(true);
  });
});

describe('nimkit sticks - usage', () => {
  test('nimkit sticks - --help', async () => {
    expect(await run(['--help'])).toEqual({ code: 0, stdout: sticksHelpText, stderr: '' });
    expect((await run(['-h'])).stdout).toBe(sticksHelpText);
    expect(sticksHelpText).toContain('Exit codes: 0 done (also when input ends during a human\'s game), 2 usage error.');
  });

  test.each([
    [['--p1', 'smart'], 'give both --p1 and --p2, or --tournament'],
    [[], 'give both --p1 and --p2, or --tournament'],
    [['--p1', 'smart', '--p2', 'genius'], '--p2 must be random, smart, perfect, erring, erring:RATE or human, got "genius"'],
    [['--p1', 'random:0.1', '--p2', 'smart'], '--p1 must be random, smart, perfect, erring, erring:RATE or human, got "random:0.1"'],
    [['--p1', 'erring:2', '--p2', 'smart'], 'the error rate in --p1 must be a number from 0 to 1, got "2"'],
    [['--p1', 'erring:', '--p2', 'smart'], 'the error rate in --p1 must be a number from 0 to 1, got ""'],
    [['--p1', 'erring', '--p2', 'smart', '--error-rate', 'NaN'], '--error-rate must be a number from 0 to 1, got "NaN"'],
    [['--p1', 'perfect', '--p2', 'smart', '--error-rate', '0.2'], '--error-rate needs an erring player'],
    [['--p1', 'smart', '--p2', 'random', '--rounds', '0'], '--rounds must be a whole number of at least 1, got "0"'],
    [['--p1', 'smart', '--p2', 'random', '--rounds', '1.5'], '--rounds must be a whole number of at least 1, got "1.5"'],
    [['--p1', 'smart', '--p2', 'random', '--rounds', '1e3'], '--rounds must be a whole number of at least 1, got "1e3"'],
    [['--p1', 'smart', '--p2', 'random', '--rounds', '99999999999999999'], '--rounds must be a whole number of at least 1, got "99999999999999999"'],
    [['--p1', 'smart', '--p2', 'random', '--seed', 'abc'], '--seed must be a whole number from 0 to 4294967295, got "abc"'],
    [['--p1', 'smart', '--p2', 'random', '--seed', '-3'], '--seed must be a whole number from 0 to 4294967295, got "-3"'],
    [['--p1', 'smart', '--p2', 'random', '--seed', '4294967296'], '--seed must be a whole number from 0 to 4294967295, got "4294967296"'],
    [['--p1', 'smart', '--p2', 'random', '--rows', '7,0'], '--rows must be a comma-separated list of row lengths from 1 to 32, got "7,0"'],
    [['--p1', 'smart', '--p2', 'random', '--rows', '33'], '--rows must be a comma-separated list of row lengths from 1 to 32, got "33"'],
    [['--p1', 'smart', '--p2', 'random', '--rows', ''], '--rows must be a comma-separated list of row lengths from 1 to 32, got ""'],
    [['--p1', 'smart', '--p2', 'random', '--rows', '7,,3'], '--rows must be a comma-separated list of row lengths from 1 to 32, got "7,,3"'],
    [['--p1', 'human', '--p2', 'random', '--json'], '--json cannot be used with a human player'],
    [['--tournament', '--p1', 'smart'], '--tournament picks its own players: drop --p1 and --p2'],
    [['--tournament', '--rounds', 'many'], '--rounds must be a whole number of at least 1, got "many"'],
  ])('nimkit sticks - %j is a usage error', async (args, message) => {
    expect(await run(args)).toEqual({ code: 2, stdout: '', stderr: `nimkit sticks: ${message}; see nimkit sticks --help\n` });
  });

  test.each([
    [['--p1', 'smart', '--p2', 'random', '--speed', '9']],
    [['--p1', 'smart', '--p2', 'random', 'extra']],
    [['--p1']],
    [['--json=yes', '--p1', 'smart', '--p2', 'random']],
  ])('nimkit sticks - parseArgs rejects %j with one line (and the usage line for an option error)', async (args) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^nimkit sticks: [^\n]+\n(Usage: nimkit sticks [^\n]+\n)?$/);
  });
});

describe('nimkit sticks - a human player', () => {
  test('nimkit sticks - a scripted game with junk, a board display and an invalid move', async () => {
    const input = ['hello\n', '1\n', '2\n', 'x\n', '1\n', '1\n', '9\n', '2\n', '1\n', '1\n', '2\n'];
    const result = await run(['--p1', 'human', '--p2', 'perfect', '--rows', '2,1'], { input });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([
      'Starting a Nim competition of 1 round between a Human player and a Perfect player.',
      'Welcome to the sticks game!',
      'Player 1, it is now your turn!',
      PRESS,
      'Unknown input.', // hello
      PRESS,
      '1: | |', // 1: the board
      '2: |',
      PRESS,
      ROW, // 2
      'Unknown input. Please type a whole number.', // x
      ROW,
      LEFT,
      RIGHT,
      'Invalid move. Enter another:', // 1:1-9 is off the board
      PRESS,
      ROW,
      LEFT,
      RIGHT,
      'Player 1 made the move: 1:1-2',
      'Player 2, it is now your turn!',
      'Player 2 made the move: 2:1-1',
      'Player 1 won!',
      'The results are 1:0',
      '',
    ]);
  });

  test('nimkit sticks - a human in seat 2, over two rounds, with CRLF, a BOM and chunks split mid-line', async () => {
    // Rows 1,1: player 1 (perfect) marks a stick, the human marks the last one and loses, twice.
    const bytes = new TextEncoder().encode('\uFEFF2\r\n2\r\n1\r\n1\r\n 2 \r\n 2\r\n1\r\n1');
    const input = [bytes.slice(0, 5), bytes.slice(5, 13), bytes.slice(13)];
    const result = await run(['--p1', 'perfect', '--p2', 'human', '--rows', '1,1', '--rounds', '2'], { input });
    const round = ['Welcome to the sticks game!', 'Player 1, it is now your turn!', 'Player 1 made the move: 1:1-1', 'Player 2, it is now your turn!', PRESS, ROW, LEFT, RIGHT, 'Player 2 made the move: 2:1-1', 'Player 1 won!'];
    expect(result.stdout.split('\n')).toEqual([
      'Starting a Nim competition of 2 rounds between a Perfect player and a Human player.',
      ...round,
      ...round,
      'The results are 2:0',
      '',
    ]);
    expect(result.code).toBe(0);
  });

  test('nimkit sticks - a human who marks the last stick loses', async () => {
    const result = await run(['--p1', 'human', '--p2', 'smart', '--rows', '1'], { input: ['2\n1\n1\n1\n'] });
    expect(result.stdout.split('\n').slice(-4)).toEqual(['Player 1 made the move: 1:1-1', 'Player 2 won!', 'The results are 0:1', '']);
  });

  test('nimkit sticks - a marked stick is an invalid move too', async () => {
    const input = ['2', '1', '1', '1', '2', '1', '1', '1', '2', '1', '2', '2'].map((line) => `${line}\n`);
    const result = await run(['--p1', 'human', '--p2', 'human', '--rows', '2'], { input });
    expect(result.stdout.split('\n').slice(-9)).toEqual([
      'Invalid move. Enter another:', // 1:1-1 again
      PRESS,
      ROW,
      LEFT,
      RIGHT,
      'Player 2 made the move: 1:2-2',
      'Player 1 won!',
      'The results are 1:0',
      '',
    ]);
  });

  test.each([
    // input → the last line before the abandonment
    ['', PRESS], // no input at all
    ['1\n', PRESS], // only a board display
    ['2\n', ROW],
    ['2\n1\n', LEFT],
    ['2\n1\n1\n', RIGHT],
    ['2\n1\n1\n5\n', PRESS], // an invalid move, then nothing
  ])('nimkit sticks - input ending (%j) abandons the game cleanly', async (text, last) => {
    const result = await run(['--p1', 'human', '--p2', 'random', '--rows', '1,1'], { input: [text] });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n');
    expect(lines.slice(-3)).toEqual([last, 'Input ended: the game was abandoned.', '']);
    expect(result.stdout).not.toContain('The results are');
  });
});
