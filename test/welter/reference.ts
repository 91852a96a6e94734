// Plain references for Welter's game, written from the rules alone: every option listed by hand, Grundy values
// by the mex of the options, misère wins by search. The theory is checked against these.

/** Every set of `count` distinct squares below `size`, ascending, in lexicographic order. */
export function allPositions(count: number, size: number): number[][] {
  const out: number[][] = [];
  const current: number[] = [];
  const extend = (from: number): void => {
    if (current.length === count) {
      out.push(current.slice());
      return;
    }
    for (let square = from; square < size; square++) {
      current.push(square);
      extend(square + 1);
      current.pop();
    }
  };
  extend(0);
  return out;
}

/** Every move `[from, to]` of an ascending position, by from ascending then to ascending. */
export function bruteMoves(squares: readonly number[]): [number, number][] {
  const taken = new Set(squares);
  const moves: [number, number][] = [];
  for (const from of squares) for (let to = 0; to < from; to++) if (!taken.has(to)) moves.push([from, to]);
  return moves;
}

/** The position after sliding `from` to `to`, ascending. */
export function slide(squares: readonly number[], from: number, to: number): number[] {
  return squares.map((square) => (square === from ? to : square)).sort((a, b) => a - b);
}

const grundy = new Map<string, number>();

/** The Grundy value by the plain mex of the options' values. */
export function mexValue(squares: readonly number[]): number {
  const key = squares.join(',');
  const known = grundy.get(key);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  for (const [from, to] of bruteMoves(squares)) seen.add(mexValue(slide(squares, from, to)));
  let value = 0;
  while (seen.has(value)) value++;
  grundy.set(key, value);
  return value;
}

const misereWins = new Map<string, boolean>();

/** Whether the player to move wins in misère play (whoever cannot move has won), by plain search. */
export function wonMisere(squares: readonly number[]): boolean {
  const key = squares.join(',');
  const known = misereWins.get(key);
  if (known !== undefined) return known;
  const moves = bruteMoves(squares);
  const won = moves.length === 0 || moves.some(([from, to]) => !wonMisere(slide(squares, from, to)));
  misereWins.set(key, won);
  return won;
}
