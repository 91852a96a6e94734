import { describe, expect, it } from 'vitest';
import { HeapGame, WorkLimitError } from '../../src/index.js';
import { parseCode } from '../../src/heap-games/code.js';
import { plainCost, WORK_LIMIT } from '../../src/heap-games/cost.js';
import { RuleValues } from '../../src/heap-games/grundy.js';
import { thrownBy } from '../helpers.js';
import { runCli } from '../cli/run.js';

const DEFAULT_LIMIT = '2^33 steps, the default, about 10 s';

describe('issue 30.7: the work estimate of walks over many heaps and of = digits is honest', () => {
  // Each of these ran 54–70 s of CPU at its limit before (a walk node or an = split weighed as one 1 ns step);
  // now a walk node weighs 7 and an = split 6, as measured. The limits below are what that model gives.
  it.each([
    ['0.[{4+}]', 78],
    ['0.*?', 94],
    ['0.[*?]', 78],
    ['0.[{23}=]', 11158],
  ])('issue 30.7: %s computes at most %i values under the default limit (92, 109, 92, 27331 before)', (code, limit) => {
    expect(HeapGame.parse(code).valueLimit()).toBe(limit);
    const rule = parseCode(code);
    expect(plainCost(rule, 0, limit)).toBeLessThanOrEqual(WORK_LIMIT);
    expect(plainCost(rule, 0, limit + 1)).toBeGreaterThan(WORK_LIMIT);
  });

  it('issue 30.7: a walk weighs more than a two-heap pair, so the same work reaches fewer heaps', () => {
    // {4} leaves exactly four heaps, 4 leaves two: with equal step counts the walk would reach as far.
    const walk = new RuleValues(parseCode('0.[{4}]')).reach(2 ** 24);
    expect(plainCost(parseCode('0.[{4}]'), 0, walk)).toBeLessThanOrEqual(2 ** 24);
    expect(walk).toBeLessThan(new RuleValues(parseCode('0.[{4}]')).reach(7 * 2 ** 24));
  });
});

describe('issue 30.15: a request cut by a limit names the limit, once, with the same figure whatever was asked', () => {
  it('issue 30.15: period({ maxCount }) cut by the work limit is a WorkLimitError naming maxWork (undefined before)', () => {
    const error = thrownBy(WorkLimitError, () => HeapGame.parse('0.376').period({ maxCount: 5_000_000, maxWork: 2 ** 22 }));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toBe('a period search over 5000000 values needs more than options.maxWork allows without a proved period (2^22 steps): give a larger options.maxWork, or Infinity');
    expect([error.name, error.task, error.count, error.maxWork, error.limit]).toEqual(['WorkLimitError', 'period', 5_000_000, 2 ** 22, 'maxWork']);
  });

  it('issue 30.15: without maxCount the cheap default search still answers undefined', () => {
    expect(HeapGame.parse('0.376').period()).toBeUndefined();
  });

  it('issue 30.15: the plain mex names the same limit for every count past it, before any work', () => {
    for (const count of [5000, 100_000, 2 ** 24]) {
      const game = HeapGame.parse('0.[8]');
      const error = thrownBy(WorkLimitError, () => game.grundyValues(count));
      expect(error.message).toBe(`the Grundy values of heaps 0 … ${count - 1} need more than options.maxWork allows without a proved period (${DEFAULT_LIMIT}): give a larger options.maxWork, or Infinity`);
      expect(game.grundyValues(10)).toHaveLength(10);
    }
  });

  it('issue 30.15: nimkit grundy names --out and one figure, whatever count was asked ("about 2985639" and "about 7411704" before)', () => {
    for (const count of [3_000_000, 16_000_000]) {
      expect(runCli(['grundy', '4!', '--count', String(count)])).toEqual({
        stdout: '',
        stderr: `nimkit grundy: the Grundy values of heaps 0 … ${count - 1} need more than nimkit's work limit of 2^33 steps (about 10 s) without a proved period: --out FILE computes them with no work limit\n`,
        status: 1,
      });
    }
  }, 60_000);

  it('issue 30.15: nimkit analyze --game names the way past the limit in the CLI, not the library option', () => {
    expect(runCli(['analyze', '--game', '0.[8]', '5000'])).toEqual({
      stdout: '',
      stderr: "nimkit analyze: the Grundy values of heaps 0 … 5000 need more than nimkit's work limit of 2^33 steps (about 10 s) without a proved period: nimkit grundy CODE --count N --out FILE computes values with none\n",
      status: 1,
    });
  });
});
