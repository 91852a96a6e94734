// The one public entry point: every public name is listed here explicitly. Anything not re-exported is private.

export { Nim } from './nim.js';
export { NimkitError, AssertionError, NimFileError } from './errors.js';
export { createRandom, randomInt } from './random.js';

export type { AssertionErrorCode, NimFileErrorCode } from './errors.js';
export type { RandomSource } from './random.js';
export type { Move, Heap } from './types.js';

// bouton (seed 001): exports go here
export { nimSum, winningMove, winningMoves, isWinning, solveNimFile } from './bouton.js';
export type { BoutonOptions } from './bouton.js';

// halving (seed 002)
export {
  halvingGrundy,
  halvingLosingNumbers,
  halvingLosingNumbersUpTo,
  halvingMaxTake,
  halvingMove,
  halvingMultiMove,
  halvingRobotMove,
  isHalvingLosing,
  isHalvingMoveLegal,
} from './halving.js';
export type { HalvingOptions, HalvingPlay, HalvingRobotOptions } from './halving.js';

// validator (seed 004): exports go here
export { createGameValidator, validateGame, simulateGame } from './validator.js';
export type {
  GameCheck,
  GameDiagnostic,
  GameErrorCode,
  GameMove,
  GameValidator,
  GameValidatorOptions,
  InvalidGame,
  ValidGame,
} from './validator.js';

// sticks (seed 003)
export {
  Board,
  STANDARD_ROWS,
  randomPlayer,
  smartPlayer,
  perfectPlayer,
  heuristicPlayer,
  erringPlayer,
  playRound,
  competition,
  tournament,
  formatMove,
  parseMove,
} from './sticks.js';
export type {
  StickMove,
  Segment,
  StickMoveProblem,
  ReadonlyBoard,
  Player,
  PlayOptions,
  CompetitionOptions,
  RoundResult,
  IllegalMoveCause,
  CompetitionResult,
  TournamentResult,
} from './sticks.js';

// heap games (issue 13)
export { HeapGame } from './heap-games/index.js';
export { HeapGameCodeError } from './errors.js';
export type { HeapGameCodeErrorCode } from './errors.js';
export type { HeapGameMove, HeapGamePeriod, HeapPlay, HeapPlayOptions, PeriodOptions, SubtractionOptions } from './heap-games/index.js';
