// The sticks board: rows of sticks, a move marks a contiguous run; players, matches and move text.
export { Board, STANDARD_ROWS } from './board.js';
export type { StickMove, Segment, StickMoveProblem, ReadonlyBoard } from './board.js';
export { sticksRandomPlayer, sticksSmartPlayer, sticksPerfectPlayer, sticksErringPlayer } from './players.js';
export type { StickPlayer } from './players.js';
export { playSticksRound, sticksCompetition, sticksTournament } from './matches.js';
export type {
  SticksPlayOptions,
  SticksCompetitionOptions,
  SticksRoundResult,
  SticksCompetitionResult,
  SticksTournamentResult,
} from './matches.js';
export { formatStickMove, parseStickMove } from './move-text.js';
export { sticksGame } from './game.js';
export type { SticksGame, SticksState } from './game.js';
