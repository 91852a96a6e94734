// Sums of games on the match panel, read the way `gameFromSpec` and `nimkit match --game` read them: specs
// joined by `+` (`heap:0.77:7 + nim:3,4 + wythoff:3,5`). Each part is read by the page's own bounded reader of
// its kind (game-spec.ts passes it in, so this module needs no game), and the sum is bounded as a whole: a
// number of parts, moves from the start (what a search or MCTS opponent looks through), and in misère play the
// positions the exact solver may have to visit.

import { HeapGame, sumGame, sumSpecParts } from 'nimkit';
import type { Ending, Game, SumGame } from 'nimkit';
import { InputError } from './parse.js';

/** The bounds on a sum, beside each part's own (LIMITS in game-spec.ts). */
export const SUM_LIMITS = {
  parts: 4,
  /** Moves from the start, all parts together: a depth-5 search over more slows the page. */
  moves: 120,
  /**
   * Misère sums are played and hinted by exact search over the product of the parts' positions (no theory adds
   * misère values, and it visits some 10,000 positions a second); past this many an answer takes seconds.
   */
  misereStates: 10_000,
} as const;

/**
 * A sum's parts as the library splits them (`sumSpecParts`), trimmed; a spec without a `+` is a list of one,
 * and an empty part is an empty string here, refused by {@link buildSum} with the page's sentence.
 */
export function splitSum(spec: string): string[] {
  try {
    return sumSpecParts(spec);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return [''];
  }
}

/**
 * A part's kind and parameters: `nim:3,4` is `nim` and `3,4`; a heap game may be written without `heap:`, by
 * its name or its code (`kayles:7`, `0.77:7`), as `gameFromSpec` reads it.
 */
export function partKind(part: string): { kind: string; parameters: string } {
  const colon = part.indexOf(':');
  const word = (colon < 0 ? part : part.slice(0, colon)).trim();
  const parameters = colon < 0 ? '' : part.slice(colon + 1);
  if (colon >= 0 && (/^\d/.test(word) || Object.hasOwn(HeapGame.names, word.toLowerCase()))) return { kind: 'heap', parameters: part.trim() };
  return { kind: word.toLowerCase(), parameters };
}

/** Reads one part: its kind and parameters to a game, or an {@link InputError} (e.g. an unknown kind). */
export type PartReader = (kind: string, parameters: string) => Game<unknown>;

/** Whether a part is a Nim game: misère sums of Nim alone are one Nim game, played by Bouton's misère rule. */
export function isNimPart(game: Game<unknown>): boolean {
  return game.name.startsWith('nim:');
}

/**
 * The number of positions reachable in `game` from its start, counted up to `cap` (then `cap + 1`): what the
 * exact solver may visit, as positions are told apart by their keys without the player to move.
 */
export function reachablePositions(game: Game<unknown>, cap: number): number {
  const seen = new Set<string>();
  const stack = [game.start];
  const position = (key: string): string => key.replace(/^[01]:/, '');
  seen.add(position(game.start.key()));
  while (stack.length > 0 && seen.size <= cap) {
    const state = stack.pop();
    if (state === undefined) break;
    for (const move of state.moves()) {
      const next = state.play(move);
      const key = position(next.key());
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(next);
    }
  }
  return Math.min(seen.size, cap + 1);
}

/**
 * Builds the sum written `parameters` (`PART + PART + …`, 2 to {@link SUM_LIMITS}.parts parts) in `play`, each
 * part read by `readPart`.
 *
 * @throws InputError with a sentence for the person: too few or too many parts, a part the page cannot play
 * (prefixed `Part N:`), or a sum over the bounds.
 */
export function buildSum(parameters: string, play: Ending, readPart: PartReader): SumGame {
  const parts = splitSum(parameters);
  if (parts.length < 2 || parts.length > SUM_LIMITS.parts || parts.some((part) => part === '')) {
    throw new InputError(`Sum: enter 2 to ${SUM_LIMITS.parts} games joined by +, e.g. heap:0.77:7 + nim:3,4 + wythoff:3,5.`);
  }
  const games = parts.map((part, index) => {
    const { kind, parameters: partParameters } = partKind(part);
    try {
      return readPart(kind, partParameters);
    } catch (error) {
      if (error instanceof InputError) throw new InputError(`Part ${index + 1} (${part}): ${error.message}`);
      throw error;
    }
  });
  const game = sumGame(games, { play });
  const moves = game.start.moveCount();
  if (moves > SUM_LIMITS.moves) throw new InputError(`Sum: at most ${SUM_LIMITS.moves} moves from the start, all parts together, got ${moves}; take smaller parts.`);
  if (play === 'misere' && !games.every(isNimPart)) checkMisereSize(game);
  return game;
}

/** Refuses a misère sum whose positions (the product of its parts') are too many to search in time. */
function checkMisereSize(game: SumGame): void {
  let product = 1;
  for (const part of game.parts) {
    // Counting stops as soon as the product is over the bound.
    product *= reachablePositions(part, Math.floor(SUM_LIMITS.misereStates / product));
    if (product > SUM_LIMITS.misereStates) {
      throw new InputError(
        `Sum: a misère sum is played by exact search, here over more than ${SUM_LIMITS.misereStates.toLocaleString('en')} positions; take smaller parts, or normal play.`,
      );
    }
  }
}
