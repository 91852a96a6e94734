// `nimkit solve --game SPEC` and `nimkit match --game` on sums of games, through the built binary.
import { describe, expect, test } from 'vitest';
import { runCli } from './run.js';

describe('nimkit solve --game SPEC', () => {
  test('prints each part with its value, the nim-sum and a winning move', () => {
    expect(runCli(['solve', '--game', 'nim:3,4 + heap:kayles:7 + wythoff:3,5'])).toEqual({
      stdout: [
        'nim:3,4 + heap:0.77:7 + wythoff:3,5 (normal play; values are normal-play nim values)',
        '   1. nim:3,4      7',
        '   2. heap:0.77:7  2',
        '   3. wythoff:3,5  0',
        '      nim-sum      5',
        'The player to move wins. Winning move: 1:2:3 (it leaves a nim-sum of 0)',
        '',
      ].join('\n'),
      stderr: '',
      status: 0,
    });
  });

  test('--json gives the value, the parts and the move', () => {
    const { stdout, status } = runCli(['solve', '--game', 'nim:1,2 + nim:3', '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      game: 'nim:1,2 + nim:3',
      play: 'normal',
      value: 0,
      parts: [
        { spec: 'nim:1,2', value: 3 },
        { spec: 'nim:3', value: 3 },
      ],
      result: 'loss',
      move: null,
    });
  });

  test('a single game, and misère sums by search', () => {
    expect(runCli(['solve', '--game', 'wythoff:3,5']).stdout).toBe(
      'wythoff:3,5 (normal play; values are normal-play nim values)\n   1. wythoff:3,5  0\nThe player to move loses against perfect play: the nim-sum is 0, so every move leaves a non-zero one.\n',
    );
    const misere = JSON.parse(runCli(['solve', '--game', 'nim:1 + heap:kayles:2', '--misere', '--json']).stdout) as { result: string; move: string; value: number };
    expect(misere).toEqual({ game: 'nim:1 + heap:0.77:2', play: 'misere', value: 1 ^ 2, parts: [{ spec: 'nim:1', value: 1 }, { spec: 'heap:0.77:2', value: 2 }], result: 'win', move: '2:1:2->0' });
  });

  test('refuses a bad part with exit 1, and the heap form keeps working', () => {
    expect(runCli(['solve', '--game', 'nim:1 +'])).toEqual({
      stdout: '',
      stderr: 'nimkit solve: --game "nim:1 +": a sum of games must be written SPEC + SPEC + …, each part a game, got "nim:1 +"\n',
      status: 1,
    });
    expect(runCli(['solve', '--game', 'kayles', '3']).status).toBe(0);
  });
});

describe('nimkit match --game on a sum', () => {
  test('the perfect player wins every round of a won sum', () => {
    const { stdout, status } = runCli(['match', '--game', 'nim:3,4 + heap:kayles:7 + wythoff:3,5', '--players', 'perfect,random', '--rounds', '6', '--seed', '1', '--json']);
    expect(status).toBe(0);
    expect((JSON.parse(stdout) as { wins: number[] }).wins).toEqual([6, 0]);
  });
});
