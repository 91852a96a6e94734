// Green Hackenbush: values by the fusion and colon principles, and the engine game.
export { hackenbushValue } from './hackenbush.js';
export { hackenbushGame } from './game.js';
export type { HackenbushGame, HackenbushState } from './game.js';
export { MAX_HACKENBUSH_EDGES } from './value.js';
export type { HackenbushEdge } from './value.js';
