// Seeded randomness shared by every game, player and match.
export { createRandom, randomInt } from './random.js';
