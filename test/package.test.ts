import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';

// Specifiers in variables: the type checker must not need dist/ to exist.
const DIST_ESM = '../dist/index.js';
const DIST_CJS = '../dist/index.cjs';
const PACKAGE_NAME = 'nimkit';

// These import what ships: `npm test` builds dist before running the suite.
describe('the built package', () => {
  test('import of dist/index.js constructs a Nim', async () => {
    const esm = (await import(DIST_ESM)) as typeof import('../src/index.js');
    expect(new esm.Nim(3, 4).toRepr()).toBe('Nim(3, 4)');
    expect(() => new esm.Nim(1)).toThrow(esm.AssertionError);
  });

  test('require of dist/index.cjs constructs a Nim', () => {
    const require = createRequire(import.meta.url);
    const cjs = require(DIST_CJS) as typeof import('../src/index.js');
    expect(new cjs.Nim(1, 2).add(new cjs.Nim(3, 4)).toRepr()).toBe('Nim(4, 6)');
  });

  test('the package resolves by name both ways', async () => {
    const require = createRequire(import.meta.url);
    const cjs = require(PACKAGE_NAME) as typeof import('../src/index.js');
    const esm = (await import(PACKAGE_NAME)) as typeof import('../src/index.js');
    expect(new cjs.Nim(0, 1).toString()).toBe('1: \n2: |');
    expect(new esm.Nim(0, 1).toString()).toBe('1: \n2: |');
  });

  test('an error of one build is no instanceof the other build\'s class, but isNimkitError knows it', async () => {
    const require = createRequire(import.meta.url);
    const cjs = require(DIST_CJS) as typeof import('../src/index.js');
    const esm = (await import(DIST_ESM)) as typeof import('../src/index.js');
    const fromCjs = (() => {
      try {
        new cjs.Nim(1);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(fromCjs).toBeInstanceOf(cjs.AssertionError);
    expect(fromCjs instanceof esm.AssertionError).toBe(false);
    expect(fromCjs instanceof esm.NimkitError).toBe(false);
    expect(esm.isNimkitError(fromCjs)).toBe(true);
    expect(esm.isNimkitError(fromCjs, 'AssertionError')).toBe(true);
    expect(esm.isNimkitError(fromCjs, 'NimFileError')).toBe(false);
    expect(cjs.isNimkitError(new esm.NimFileError('line 1: x', 'empty-file', 1), 'NimFileError')).toBe(true);
    expect((fromCjs as { name: string; code: string }).name).toBe('AssertionError');
    expect((fromCjs as { name: string; code: string }).code).toBe('too-few-heaps');
  });
});
