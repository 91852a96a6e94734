// The halving game: a move takes 1 to floor(n/2) counters from a heap of n >= 1; misère play by default.
export { halvingGrundy, halvingMaxTake, halvingMove, halvingRobotMove, isHalvingLosing, isHalvingMoveLegal } from './halving.js';
export { halvingMultiMove } from './multi.js';
export { halvingLosingNumbers, halvingLosingNumbersUpTo } from './sequence.js';
export type { HalvingOptions, HalvingPlay, HalvingRobotOptions } from './options.js';
export { halvingGame } from './game.js';
export type { HalvingGame, HalvingState } from './game.js';
