// The one public entry point: every public name is listed here explicitly. Anything not re-exported is private.

export { Nim } from './nim.js';
export { NimkitError, AssertionError, NimFileError } from './errors.js';
export { createRandom, randomInt } from './random.js';

export type { AssertionErrorCode, NimFileErrorCode } from './errors.js';
export type { RandomSource } from './random.js';
export type { Move, Heap } from './types.js';
