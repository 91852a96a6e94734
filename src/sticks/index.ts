// The sticks board: rows of sticks, a move marks a contiguous run; players, matches and move text.
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
