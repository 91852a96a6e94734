// Argument checks and result arithmetic shared by the matches of the play engine (src/play) and of the sticks
// board (src/sticks), which run their own rounds but take the same options. Internal: not re-exported.
import { describeValue } from './integers.js';

/** Checks that `value` is a function, naming it (`label`) in the `TypeError`. */
export function checkFunction(value: unknown, label: string): void {
  if (typeof value !== 'function') throw new TypeError(`${label} must be a function, got ${describeValue(value)}`);
}

/** Checks a round count: a non-negative safe integer (at least 1 when `min` is 1). */
export function checkRounds(value: unknown, min: 0 | 1): void {
  if (typeof value !== 'number') throw new TypeError(`rounds must be a number, got ${describeValue(value)}`);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`rounds must be an integer of at least ${min}, got ${describeValue(value)}`);
  }
}

/** Checks a tournament's entrants, an object of at least two named players, and returns names and players. */
export function checkNamedPlayers<P>(players: Readonly<Record<string, P>>): { names: string[]; entrants: P[] } {
  if (typeof players !== 'object' || (players as unknown) === null || Array.isArray(players)) {
    throw new TypeError(`players must be an object of named players, got ${describeValue(players)}`);
  }
  const named: Readonly<Record<string, unknown>> = players;
  const names = Object.keys(named);
  if (names.length < 2) throw new RangeError(`players must name at least two players, got ${names.length}`);
  const entrants = names.map((name) => {
    const player = named[name];
    checkFunction(player, `players.${name}`);
    return player as P;
  });
  return { names, entrants };
}

/**
 * A tournament's rates from its win table (`wins[i][j]`: games `i` won against `j`, out of `2 * rounds`):
 * each pairing's share and each player's share of all its games.
 */
export function tournamentRates(wins: readonly (readonly number[])[], rounds: number): { winRate: (number | null)[][]; overall: number[] } {
  const games = 2 * rounds;
  return {
    winRate: wins.map((row, i) => row.map((won, j) => (i === j ? null : won / games))),
    overall: wins.map((row) => row.reduce((sum, won) => sum + won, 0) / (games * (wins.length - 1))),
  };
}
