// Recorded semicolon game files: validation and the simulation transcript.
export { createGameValidator, validateGame } from './validator.js';
export { simulateGame, simulateGameLines, MAX_TRANSCRIPT_LENGTH } from './simulate.js';
export { INVALID_GAME_TEXT, transcriptStart, transcriptMove, transcriptEnd } from './transcript.js';
export type {
  GameCheck,
  GameDiagnostic,
  GameErrorCode,
  GameMove,
  GameValidator,
  GameValidatorOptions,
  InvalidGame,
  ValidGame,
} from './types.js';
