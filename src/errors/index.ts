// The face of nimkit's errors: one family of classes with stable codes, and the check that tells them apart.

export { AssertionError, GameValidatorError, HeapGameCodeError, IllegalMoveError, MatchRecordError, NimFileError, NimkitError, PlayerError } from './classes.js';
export { isNimkitError } from './check.js';
export type { NimkitErrorName, NimkitErrorTypes } from './check.js';
export type {
  AssertionErrorCode,
  GameValidatorErrorCode,
  HeapGameCodeErrorCode,
  IllegalMoveCode,
  MatchRecordErrorCode,
  NimFileErrorCode,
  NimkitErrorCode,
  PlayerErrorCode,
} from './codes.js';
