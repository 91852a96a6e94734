import { describe, expect, test } from 'vitest';
import { runCli } from './run.js';

// nimkit misere through the built binary: stdout, stderr and exit code pinned.

describe('nimkit misere', () => {
  test('nimkit misere CODE - order, P-portion, presentation, pretending function, period, final', () => {
    const run = runCli(['misere', '0.75']);
    expect([run.stderr, run.status]).toEqual(['', 0]);
    expect(run.stdout.split('\n')).toEqual([
      'Misère quotient of 0.75',
      '  order         8',
      '  P-portion     {a, b^2} (2 elements)',
      '  presentation  <a,b,c | a^2=1, bc=ab, c^2=b^2, b^3=b>',
      '  generators    a = heap 1, b = heap 2, c = heap 5',
      '  pretending    0:1 1:a 2:b 3:a 4:b 5:c 6:b 7:c 8:b 9:ab^2 10:b 11:ab^2 12:b 13:ab^2 14:b 15:ab^2 16:b 17:ab^2 18:b 19:ab^2 20:b 21:ab^2 22:b 23:ab^2 24:b',
      '  period        2 from heap 8 (proved)',
      '  final         yes: valid for every heap size',
      '',
    ]);
  });

  test('--max-heap gives a bounded quotient; --json its data', () => {
    const run = runCli(['misere', 'kayles', '--max-heap', '6', '--json']);
    expect([run.stderr, run.status]).toEqual(['', 0]);
    expect(JSON.parse(run.stdout)).toMatchObject({
      game: '0.77',
      order: 12,
      pPortion: ['a', 'ac', 'b^2'],
      presentation: '<a,b,c | a^2=1, c^2=1, b^3=b>',
      pretending: ['1', 'a', 'b', 'ab', 'a', 'c', 'ab'],
      period: null,
      final: false,
      heapsProved: 6,
      stoppedBy: 'maxHeap',
    });
    expect(runCli(['misere', '0.77', '--max-heap', '3']).stdout).toContain('  final         no: bounded, valid for heaps up to 3 (stopped by maxHeap)\n');
  });

  test.each([
    [['misere'], 2, 'nimkit misere: give a heap-game code or name; see nimkit misere --help\n'],
    [['misere', '0.75', '0.77'], 2, 'nimkit misere: give one heap-game code or name; see nimkit misere --help\n'],
    [['misere', '0.75', '--max-heap', '0'], 2, 'nimkit misere: --max-heap must be a whole number from 1 to 65536, got "0"; see nimkit misere --help\n'],
    [['misere', '0.75', '--normal'], 2, 'nimkit misere: the misère quotient describes misère play: --play normal is not offered; see nimkit misere --help\n'],
    [['misere', '0.9('], 1, 'nimkit misere: bad heap-game code "0.9(": "(" is not a digit (0-9, A-V), "&", "*", "{", ".", "!", "?", "=", "[" or "]" at position 3\n'],
  ])('%j - exit %i', (args, status, stderr) => {
    expect(runCli(args)).toEqual({ stdout: '', stderr, status });
  });

  test('--help, and nimkit solve --game CODE --misere plays from the quotient', () => {
    expect(runCli(['misere', '--help']).stdout.split('\n')[0]).toBe('Usage: nimkit misere CODE|NAME [--max-heap N] [--max-order N] [--json]');
    const solved = runCli(['solve', '--game', '0.75', '10000', '9999', '3', '--misere', '--json']);
    const { outcome, winningMoves } = JSON.parse(solved.stdout) as { outcome: string; winningMoves: { heap: number }[] };
    expect([outcome, winningMoves.length > 0, solved.status]).toEqual(['N', true, 0]);
  });

  test('nimkit solve --game 0.77 with forty heaps up to 10^6 --misere: Kayles played from its final quotient', () => {
    const heaps = Array.from({ length: 40 }, (_, i) => String(1_000_000 - 7919 * i));
    const solved = runCli(['solve', '--game', '0.77', ...heaps, '--misere', '--json']);
    const { outcome, winningMoves } = JSON.parse(solved.stdout) as { outcome: string; winningMoves: { heap: number; take: number; leave: number[] }[] };
    expect([outcome, winningMoves.length, winningMoves[0], solved.status]).toEqual(['N', 170, { heap: 1, take: 1, leave: [22, 999_977] }, 0]);
    const printed = runCli(['misere', 'kayles']).stdout.split('\n');
    expect([printed[1], printed[6], printed[7]]).toEqual(['  order         40', '  period        12 from heap 71 (proved)', '  final         yes: valid for every heap size']);
  });
});
