// Recorded semicolon game files: validation and the simulation transcript.
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
