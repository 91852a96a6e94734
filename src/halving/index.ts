// The single-heap halving game: a move takes 1 to floor(n/2) counters.
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
