// The catalog of engine games: every game by its spec (`wythoff:3,5`), shared by the CLI and the playground.
export { gameFromSpec, GAME_SPECS, matchRecordGame, sumSpecParts } from './catalog.js';
export type { GameSpecForm } from './catalog.js';
