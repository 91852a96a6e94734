import { describe, expect, test } from 'vitest';
import { runCli } from './run.js';

// nimkit grundy and nimkit analyze --game through the built binary: stdout, stderr and exit code pinned.

describe('nimkit grundy', () => {
  test('nimkit grundy CODE --count N - the values on one line, then the proved period', () => {
    expect(runCli(['grundy', '0.77', '--count', '20'])).toEqual({
      stdout: '0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2\npreperiod 71, period 12 (proved)\n',
      stderr: '',
      status: 0,
    });
    expect(runCli(['grundy', '4!.', '--count', '12']).stdout).toBe('0 0 0 1 0 2 1 0 2 1 0 2\n');
  });

  test('nimkit grundy --json - code, values and the proved period (null when unproved)', () => {
    const kayles = runCli(['grundy', '0.7700', '--count', '5', '--json']);
    expect(kayles).toEqual({ stdout: '{"code":"0.77","values":[0,1,2,3,1],"preperiod":71,"period":12,"saltus":0}\n', stderr: '', status: 0 });
    const grundys = JSON.parse(runCli(['grundy', '4!', '--count', '3', '--json']).stdout) as unknown;
    expect(grundys).toEqual({ code: '4!.0', values: [0, 0, 0], preperiod: null, period: null, saltus: null });
  });

  test('nimkit grundy - an arithmetic period prints its saltus (text, --json, --prove)', () => {
    expect(runCli(['grundy', 'lasker', '--count', '9'])).toEqual({ stdout: '0 1 2 4 3 5 6 8 7\npreperiod 1, period 4, saltus 4 (proved)\n', stderr: '', status: 0 });
    expect(runCli(['grundy', '0.[3]', '--count', '4', '--json']).stdout).toBe('{"code":"0.[3]","values":[0,1,2,3],"preperiod":0,"period":1,"saltus":1}\n');
    expect(runCli(['grundy', '0.00[3]', '--prove']).stdout).toBe('0.00[3]: preperiod 0, period 3, saltus 1 (proved)\n');
    expect(runCli(['grundy', '0.[7]', '--prove', '--json']).stdout).toBe('{"code":"0.[7]","preperiod":0,"period":1,"saltus":1}\n');
  });

  test('nimkit grundy 0.7x - a letter past V is refused with the escape it may mean (exit 1)', () => {
    expect(runCli(['grundy', '0.7x'])).toEqual({
      stdout: '',
      stderr: 'nimkit grundy: bad heap-game code "0.7x": "x" is not a digit (digits are 0-9 and A-V, 0 to 31; write &33; for the digit 33) at position 3\n',
      status: 1,
    });
  });

  test('the default count is 100; progress stays off stderr when it is not a terminal', () => {
    const { stdout, stderr, status } = runCli(['grundy', '4!', '--count', '70000']);
    expect([stderr, status]).toEqual(['', 0]);
    expect(stdout.trimEnd().split(' ')).toHaveLength(70000);
    expect(runCli(['grundy', '0.07']).stdout.split('\n')[0]?.split(' ')).toHaveLength(100);
  });

  test.each([
    [['grundy', '0.%'], 1, 'nimkit grundy: bad heap-game code "0.%": "%" is not a digit (0-9, A-V), "&", "*", "{", ".", "!", "?", "=", "[" or "]" at position 2\n'],
    // 0.[7] has a proved arithmetic period now; a marked repeat has none.
    [['grundy', '0.[4!]', '--count', '100000'], 1, "nimkit grundy: the Grundy values of heaps 0 … 99999 need more than nimkit's work limit of 2^33 steps (about 10 s) without a proved period: --out FILE computes them with no work limit\n"],
    [['grundy'], 2, 'nimkit grundy: give exactly one CODE; see nimkit grundy --help\n'],
    [['grundy', '0.77', '--count', '-1'], 2, 'nimkit grundy: --count must be a whole number from 0 to 16777216, got "-1"; see nimkit grundy --help\n'],
  ])('nimkit %j - exits %i with one line on stderr', (args, status, stderr) => {
    expect(runCli(args)).toEqual({ stdout: '', stderr, status });
  });

  test('nimkit grundy --help', () => {
    const { stdout, status } = runCli(['grundy', '--help']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: nimkit grundy CODE \[--count N\] \[--json\]/);
    expect(stdout).toContain('Names: kayles (0.77), dawsons-kayles (0.07), dawsons-chess (0.137), grundy (4!.0), lasker (4.[3]');
  });

  test('nimkit grundy NAME - the classic games by name, in any case', () => {
    expect(runCli(['grundy', 'kayles', '--count', '5', '--json'])).toEqual({ stdout: '{"code":"0.77","values":[0,1,2,3,1],"preperiod":71,"period":12,"saltus":0}\n', stderr: '', status: 0 });
    expect(runCli(['grundy', 'Lasker', '--count', '9']).stdout).toBe('0 1 2 4 3 5 6 8 7\npreperiod 1, period 4, saltus 4 (proved)\n');
    const unknown = runCli(['grundy', 'kaylse']);
    expect([unknown.status, unknown.stdout]).toEqual([1, '']);
    expect(unknown.stderr).toBe(
      'nimkit grundy: unknown heap game "kaylse": give a take-and-break code such as 0.77, or one of the names kayles (0.77), dawsons-kayles (0.07), dawsons-chess (0.137), grundy (4!.0), lasker (4.[3]), treblecross (0.007), officers (0.6)\n',
    );
  });
});

describe('nimkit analyze --game', () => {
  test('normal play: outcome, Grundy values and every winning move', () => {
    expect(runCli(['analyze', '--game', '0.77', '3', '5', '7'])).toEqual({
      stdout: [
        'Game 0.77 (normal play: whoever cannot move loses), heaps 3 5 7',
        'Grundy values: 3 4 2 (nim-sum 5)',
        'Outcome: N (the player to move wins)',
        'Winning moves:',
        '  heap 2: take 1, leaving 4',
        '',
      ].join('\n'),
      stderr: '',
      status: 0,
    });
  });

  test('a name instead of a code: --game kayles', () => {
    expect(runCli(['analyze', '--game', 'kayles', '3', '5', '7']).stdout).toBe(runCli(['analyze', '--game', '0.77', '3', '5', '7']).stdout);
    expect(JSON.parse(runCli(['analyze', '--game', 'grundy', '7', '--json']).stdout)).toMatchObject({ code: '4!.0', heaps: [7], grundy: [0] });
  });

  test('misère play and JSON', () => {
    const { stdout, status } = runCli(['analyze', '--game', '0.[3]', '2', '2', '--misere', '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ code: '0.[3]', play: 'misere', heaps: [2, 2], grundy: [2, 2], outcome: 'P', winningMoves: [] });
    expect(runCli(['analyze', '--game', '4!', '7', '--misere']).stdout).toContain('Outcome: ');
  });

  test('bad input: a bad code or heap exits 1, no heaps or --misere without --game exits 2', () => {
    expect(runCli(['analyze', '--game', '2.1', '3'])).toMatchObject({ status: 1, stdout: '' });
    expect(runCli(['analyze', '--game', '0.77', '3', 'x'])).toEqual({ stdout: '', stderr: 'nimkit analyze: heap 2 must be a non-negative whole number, got "x"\n', status: 1 });
    expect(runCli(['analyze', '--game', '0.77'])).toEqual({ stdout: '', stderr: 'nimkit analyze: give the heap sizes after --game CODE; see nimkit analyze --help\n', status: 2 });
    expect(runCli(['analyze', 'game.txt', '--misere']).status).toBe(2);
  });

  test('the recorded-game mode is unchanged and its help names both forms', () => {
    expect(runCli(['analyze', 'x', 'y']).stderr).toBe('nimkit analyze: give exactly one FILE; see nimkit analyze --help\n');
    const help = runCli(['analyze', '--help']).stdout;
    expect(help).toMatch(/^Usage: nimkit analyze FILE \[--json\]\n {7}nimkit analyze --game CODE HEAP\.\.\. \[--play normal\|misere\] \[--json\]\n/);
  });
});
