// `nimkit match --record` and `nimkit replay`, through the built binary (`npx tsup --silent` builds dist/).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { competition, createRandom, formatMatchRecord, gameFromSpec, matchRecordGame, mctsPlayer, parseMatchRecords, perfectPlayer, randomPlayer, replayRecord, GAME_SPECS } from '../../src/index.js';
import { runCli } from './run.js';

/** Every game form, as the refusals list them. */
const GAME_FORMS = GAME_SPECS.map(({ form }) => form).join(', ');

const folder = mkdtempSync(join(tmpdir(), 'nimkit-replay-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('nimkit match --record', () => {
  test('nimkit match --record - writes one record per round, the same games as the library', () => {
    const file = join(folder, 'wythoff.txt');
    const result = runCli(['match', '--game', 'wythoff:3,5', '--players', 'perfect,mcts:50', '--rounds', '4', '--alternate', '--seed', '9', '--play', 'misere', '--record', file]);
    expect(result.status).toBe(0);
    const records = parseMatchRecords(readFileSync(file, 'utf8'));
    expect(records.map(({ round, players }) => [round, players])).toEqual([
      [1, ['perfect', 'mcts:50']],
      [2, ['mcts:50', 'perfect']],
      [3, ['perfect', 'mcts:50']],
      [4, ['mcts:50', 'perfect']],
    ]);
    const game = gameFromSpec('wythoff:3,5', { play: 'misere' });
    const moves: string[][] = [];
    competition(game, perfectPlayer, mctsPlayer({ iterations: 50 }), {
      rounds: 4,
      random: createRandom(9),
      alternate: true,
      onRound: ({ result: match }) => moves.push(match.moves.map((move) => game.formatMove(move))),
    });
    expect(records.map((record) => record.moves)).toEqual(moves);
    for (const record of records) {
      expect(record).toMatchObject({ game: 'wythoff:3,5', play: 'misere', seed: 9 });
      expect(replayRecord(matchRecordGame(record), record).failure).toBeNull();
    }
  });

  test('nimkit match - the library defaults: 1000 rounds, P1 always first, "1 round"', () => {
    const json = runCli(['match', '--game', 'nim:1,2', '--players', 'random,random', '--seed', '1', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ rounds: 1000, alternate: false });
    const wins = competition(gameFromSpec('nim:1,2'), randomPlayer, randomPlayer, { seed: 1 }).wins;
    expect((JSON.parse(json.stdout) as { wins: unknown }).wins).toEqual(wins);
    const one = runCli(['match', '--game', 'nim:1,2', '--players', 'perfect,random', '--rounds', '1', '--seed', '1']);
    expect(one.stdout.split('\n')[0]).toBe('nim:1,2 normal: perfect vs random, 1 round, perfect moving first, seed 1');
  });

  test('nimkit match --record - a file that cannot be written is exit 2', () => {
    const result = runCli(['match', '--game', 'nim:1', '--players', 'random,random', '--rounds', '1', '--seed', '1', '--record', join(folder, 'missing', 'x.txt')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^nimkit match: cannot write --record ".*missing\/x\.txt": ENOENT/);
  });
});

describe('nimkit replay', () => {
  const good = join(folder, 'good.txt');
  writeFileSync(
    good,
    'Game: nim:1,2\nPlay: normal\nFirst: perfect\nSecond: random\nResult: 1-0\nSeed: 7\nRound: 1\n\n1. 2:1\n2. 1:1\n3. 2:1\n\n' +
      'Game: nim:1,2\nPlay: normal\nFirst: random\nSecond: perfect\nResult: 0-1\nRound: 2\n\n1. 1:1\n2. 2:5\n',
  );

  test('nimkit replay - steps through a record: each move and the position after it', () => {
    expect(runCli(['replay', good])).toEqual({
      status: 0,
      stdout:
        'nim:1,2 normal: Player 1 (perfect) vs Player 2 (random), round 1, seed 7\n' +
        '0. start\n   nim 1,2, Player 1 (perfect) to move\n' +
        '1. 2:1 by Player 1 (perfect)\n   nim 1,1, Player 2 (random) to move\n' +
        '2. 1:1 by Player 2 (random)\n   nim 0,1, Player 1 (perfect) to move\n' +
        '3. 2:1 by Player 1 (perfect)\n   nim 0,0, Player 1 (perfect) won\n' +
        'Player 1 (perfect) won\n',
      stderr: '',
    });
  });

  test('nimkit replay - names the first illegal move, exit 1', () => {
    expect(runCli(['replay', good, '--round', '2'])).toEqual({
      status: 1,
      stdout: 'nim:1,2 normal: Player 1 (random) vs Player 2 (perfect), round 2\n0. start\n   nim 1,2, Player 1 (random) to move\n1. 1:1 by Player 1 (random)\n   nim 0,2, Player 2 (perfect) to move\n',
      stderr: `nimkit replay: ${good}: move 2 (2:5) is illegal: illegal move 2:5 in nim:1,2 normal: heap 2 holds 2\n`,
    });
    const json = runCli(['replay', good, '--round', '2', '--json']);
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ round: 2, failure: { index: 1, move: '2:5', code: 'illegal-move' }, steps: [{ move: null, key: '0:1,2' }, { move: '1:1', by: 'random', key: '1:0,2' }] });
  });

  test('nimkit replay - reads standard input, and a sticks record from the library', () => {
    const record = { game: 'sticks:3', play: 'misere', players: ['a', 'b'], seed: null, round: null, moves: ['1:1-2', '1:3-3'], winner: 0, forfeit: null } as const;
    const result = runCli(['replay', '-'], formatMatchRecord(record));
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').at(-2)).toBe('Player 1 (a) won');
  });

  test.each([
    [['replay'], 2, 'nimkit replay: give the FILE of match records; see nimkit replay --help\n'],
    [['replay', 'GOOD', '--round', '0'], 2, 'nimkit replay: --round must be a whole number of at least 1, got "0"; see nimkit replay --help\n'],
    [['replay', 'GOOD', '--round', '3'], 1, 'nimkit replay: GOOD holds 2 match records, not 3\n'],
    [['replay', 'BAD'], 1, 'nimkit replay: BAD: line 2: Play must be \'normal\' or \'misere\', got "sideways"\n'],
    [['replay', 'CHESS'], 1, `nimkit replay: CHESS: the game "chess": unknown game "chess": a game is ${GAME_FORMS} (a heap game also bare, kayles:5,7 or 0.77:5,7)\n`],
  ])('nimkit replay - %j exits %i', (args, status, stderr) => {
    const files: Record<string, string> = { GOOD: good, BAD: join(folder, 'bad.txt'), CHESS: join(folder, 'chess.txt') };
    writeFileSync(files.BAD ?? '', 'Game: nim:1\nPlay: sideways\nFirst: a\nSecond: b\nResult: 1-0\n');
    writeFileSync(files.CHESS ?? '', 'Game: chess\nPlay: normal\nFirst: a\nSecond: b\nResult: 1-0\n\n');
    const real = args.map((arg) => files[arg] ?? arg);
    const expected = Object.entries(files).reduce((text, [name, path]) => text.replaceAll(name, path), stderr);
    expect(runCli(real)).toEqual({ status, stdout: '', stderr: expected });
  });

  test('nimkit replay - --help, and the command is listed in nimkit --help', () => {
    expect(runCli(['replay', '--help']).stdout.split('\n')[0]).toBe('Usage: nimkit replay FILE [--round N] [--json]');
    expect(runCli(['--help']).stdout).toContain('  replay    step through a match record (nimkit match --record), naming the first illegal move\n');
  });
});
