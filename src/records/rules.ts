// The rules of the semicolon game format (the course project's), applied to each number and line as the parser finishes
// it: the header, the starting piles and their sum, each move, and the end of the game. The parser
// (parser.ts) extends this class with the byte-level reading; the two halves share the position fields.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` indexes piles within bounds checked just before */
import type { Details, Failure } from './diagnostic.js';
import { sequenceLength } from './utf8.js';
import type { GameCheck, GameErrorCode, GameMove } from './types.js';

/** `1 token`, `3 tokens`.
 *
 * @category Records
 */
export function tokens(count: number | bigint): string {
  return count === 1 || count === 1n ? '1 token' : `${count} tokens`;
}

/** `1 pile`, `3 piles`.
 *
 * @category Records
 */
export function piles(count: number | bigint): string {
  return count === 1 || count === 1n ? '1 pile' : `${count} piles`;
}

/** The game's state and rules; the parser feeds it numbers and line ends.
 *
 * @category Records
 */
export abstract class GameRules {
  protected readonly onStart: ((piles: readonly number[] | readonly bigint[]) => void) | undefined;
  protected readonly onMove: ((move: GameMove) => void) | undefined;

  protected line = 1;
  /** The stream offset of the current line's first character. */
  protected lineStart = 0;
  protected lastContentLine = 0;
  /** Whether the fast path may take the next line. */
  protected fastReady = false;

  protected lineHasContent = false;
  protected fieldIndex = 0;
  protected fieldStart = 0;
  protected counters: number | bigint = 0;
  protected pileCount: number | bigint = 0;
  /** `pileCount` as a number; Infinity when it is a bigint (line 2 can never reach it). */
  protected pileLimit = 0;
  /** Whether the counters exceed the safe range, so every pile and count is a bigint. */
  protected big = false;
  protected readonly piles: number[] = [];
  protected readonly bigPiles: bigint[] = [];
  protected start: readonly number[] | readonly bigint[] = [];
  protected startSum = 0;
  /** The exact sum of line 2 once it leaves the safe range (from the start in bigint games). */
  protected bigStartSum: bigint | null = null;
  protected remaining = 0;
  protected bigRemaining = 0n;
  protected moves = 0;
  /** Exactly one token remains: the game is over. */
  protected ended = false;
  protected movePile = 0;
  protected moveCount: number | bigint = 0;

  protected failure: Failure | null = null;
  protected addStartPile(value: number | bigint): void {
    if (this.big) this.bigPiles.push(BigInt(value));
    else this.piles.push(typeof value === 'number' ? value : 0); // a bigint pile already breaks the sum
    if (this.bigStartSum !== null) {
      this.bigStartSum += BigInt(value);
      return;
    }
    if (typeof value === 'number') {
      const sum = this.startSum + value;
      // Both terms are safe, so a rounded sum is above the safe range exactly when the true sum is.
      if (sum <= Number.MAX_SAFE_INTEGER) {
        this.startSum = sum;
        return;
      }
    }
    this.bigStartSum = BigInt(this.startSum) + BigInt(value);
  }

  protected checkPileIndex(value: number | bigint): void {
    if (typeof value === 'bigint' || value >= this.pileLimit) {
      const range = this.pileLimit === 1 ? 'the only pile has index 0' : `the piles are numbered 0 to ${this.pileLimit - 1}`;
      this.failAt('pile-out-of-range', this.fieldStart, `pile index ${value} does not exist, ${range}`, { actual: value });
      return;
    }
    this.movePile = value;
  }

  protected checkCount(value: number | bigint): void {
    if (value === 0) {
      this.failAt('count-zero', this.fieldStart, 'a move must take at least 1 token');
      return;
    }
    const inPile = this.big ? this.bigPiles[this.movePile]! : this.piles[this.movePile]!;
    const count = this.big ? BigInt(value) : value;
    if (count > inPile) {
      this.failAt('count-exceeds-pile', this.fieldStart, `pile index ${this.movePile} has ${tokens(inPile)}, cannot take ${count}`, {
        expected: inPile,
        actual: count,
      });
    } else if (count === (this.big ? this.bigRemaining : this.remaining)) {
      this.failAt('empties-all-piles', this.fieldStart, `taking ${tokens(count)} from pile index ${this.movePile} would leave no token at all`);
    }
    this.moveCount = count;
  }

  protected finishHeader(eolOffset: number): void {
    if (this.fieldIndex < 1) {
      this.failAt('header-fields', eolOffset, 'expected ";" and the number of piles, found the end of the line');
      return;
    }
    this.big = typeof this.counters === 'bigint';
    if (this.big) this.bigStartSum = 0n;
  }

  protected finishStart(eolOffset: number): void {
    const count = this.fieldIndex + 1;
    if (count < this.pileLimit) {
      this.failAt('piles-count-mismatch', eolOffset, `the header says ${piles(this.pileCount)}, but this line has ${count}`, {
        expected: this.pileCount,
        actual: count,
      });
      return;
    }
    const sum = this.bigStartSum ?? this.startSum;
    if (sum !== this.counters) {
      this.fail('piles-sum-mismatch', 2, 1, `the piles hold ${tokens(sum)} in all, but the header says ${this.counters} counters`, {
        expected: this.counters,
        actual: sum,
      });
      return;
    }
    if (typeof this.counters === 'bigint') {
      this.bigRemaining = this.counters;
      this.start = this.bigPiles.slice();
      this.ended = this.bigRemaining === 1n;
    } else {
      this.remaining = this.counters;
      this.start = this.piles.slice();
      this.ended = this.remaining === 1;
    }
    this.onStart?.(this.big ? this.bigPiles : this.piles);
  }

  protected finishMove(eolOffset: number): void {
    if (this.fieldIndex < 1) {
      this.failAt('move-fields', eolOffset, 'expected ";" and the number of tokens to take, found the end of the line');
      return;
    }
    const pile = this.movePile;
    const count = this.moveCount;
    if (typeof count === 'bigint') {
      this.bigPiles[pile] = this.bigPiles[pile]! - count;
      this.bigRemaining -= count;
      this.ended = this.bigRemaining === 1n;
    } else {
      this.piles[pile] = this.piles[pile]! - count;
      this.remaining -= count;
      this.ended = this.remaining === 1;
    }
    this.moves++;
    this.onMove?.({
      moveIndex: this.moves - 1,
      player: this.moves % 2 === 1 ? 1 : 2,
      pileIndex: pile,
      count,
      piles: this.big ? this.bigPiles : this.piles,
    });
  }

  /** The input is over and every line was fine: the file must hold a header, a start and a finished game. */
  protected checkEndOfFile(): void {
    if (this.lastContentLine === 0) {
      this.fail('empty-file', 1, 1, 'the file is empty, expected the header "counters;piles"', {});
    } else if (this.lastContentLine === 1) {
      this.fail('missing-start', 2, 1, 'expected the starting piles, found the end of the file', {});
    } else if (!this.ended) {
      const left = this.big ? this.bigRemaining : this.remaining;
      this.fail(
        'not-finished',
        this.lastContentLine + 1,
        1,
        `the game is not finished: ${tokens(left)} remain, but the last move must leave exactly 1`,
        { expected: 1, actual: left },
      );
    }
  }

  protected validResult(): GameCheck {
    return {
      valid: true,
      counters: this.counters,
      start: this.start,
      moves: this.moves,
      loser: this.moves % 2 === 0 ? 1 : 2,
    };
  }

  /** Records a problem at stream offset `offset` of the current line. */
  protected failAt(code: GameErrorCode, offset: number, text: string, details: Details = {}, found: number | null = null): void {
    const onMoveLine = this.line >= 3 && this.lineHasContent;
    const column = offset - this.lineStart + 1;
    this.fail(code, this.line, column, text, onMoveLine ? { moveIndex: this.line - 3, ...details } : details, found);
  }

  /** A method, not a field test, so the type checker does not assume a call left it unchanged. */
  protected hasFailed(): boolean {
    return this.failure !== null;
  }

  protected fail(code: GameErrorCode, line: number, column: number, text: string, details: Details, found: number | null = null): void {
    this.failure ??= {
      code,
      line,
      column,
      text,
      details,
      found: found === null ? null : [found],
      foundNeed: found === null ? 0 : sequenceLength(found) - 1,
    };
    this.fastReady = false;
  }


  /** Checks a finished number, the field `fieldIndex` of line `line`, against the rules for its place. */
  protected acceptNumber(value: number | bigint): void {
    if (this.line === 1) {
      if (this.fieldIndex === 0) {
        if (value === 0) this.failAt('counters-not-positive', this.fieldStart, 'the number of counters must be greater than 0');
        this.counters = value;
      } else {
        if (value === 0) this.failAt('piles-not-positive', this.fieldStart, 'the number of piles must be greater than 0');
        this.pileCount = value;
        this.pileLimit = typeof value === 'number' ? value : Number.POSITIVE_INFINITY;
      }
    } else if (this.line === 2) {
      this.addStartPile(value);
    } else if (this.fieldIndex === 0) {
      this.checkPileIndex(value);
    } else {
      this.checkCount(value);
    }
  }

  constructor(
    onStart: ((piles: readonly number[] | readonly bigint[]) => void) | undefined,
    onMove: ((move: GameMove) => void) | undefined,
  ) {
    this.onStart = onStart;
    this.onMove = onMove;
  }
}
