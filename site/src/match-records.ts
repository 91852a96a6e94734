// Records on the match panel: save the game on the board as a match record (download it, or copy its text),
// load one (paste it or open a file) and step through it on the board with the move list. A recorded semicolon
// game (the format of the "Check a recorded game" panel) loads too, as the Nim game it records.

import { createGameValidator, createRandom, formatMatchRecord, MatchRecordError, nimGame, parseMatchRecord, parseMatchRecords, replayRecord } from 'nimkit';
import type { MatchRecord } from 'nimkit';
import { byId } from './dom.js';
import { buildGame, isGameKind, kindOfSpec, specOfGame } from './game-spec.js';
import type { MatchPanel } from './match-panel.js';
import { MatchSession } from './match-session.js';
import { InputError } from './parse.js';

/** A semicolon game is drawn on the board only up to these sizes (the board draws every match). */
const SEMICOLON_LIMITS = { piles: 12, pile: 60, moves: 5_000 };
const SEMICOLON_START = /^\s*\d+;\d+\s*(?:\r?\n|$)/;

/** The record of the game on the board, or why there is none yet. */
function recordOf(session: MatchSession): MatchRecord | string {
  const { game, ending, players, seed, seat } = session.setup;
  const final = session.stateAt(session.plies.length);
  const gaveUp = session.gaveUp !== null;
  if (final.winner === undefined && !gaveUp) return 'The game is not over yet: a record keeps the result, so finish the game first.';
  const winner = final.winner ?? seat;
  return {
    game: specOfGame(game),
    play: ending,
    players: [players[0], players[1]],
    seed,
    round: null,
    moves: session.plies.map(({ move }) => game.formatMove(move)),
    winner,
    forfeit: gaveUp ? { seat: winner === 0 ? 1 : 0, reason: 'threw' } : null,
  };
}

/** Plays a record's moves on its game (built with the page's limits); the session to step through. */
function sessionOfRecord(record: MatchRecord): { session: MatchSession; kind: ReturnType<typeof kindOf> } {
  const kind = kindOf(record.game);
  const game = buildGame(kind, kindOfSpec(record.game).parameters, record.play);
  const seat = record.players[1] === 'you' ? 1 : 0;
  const session = new MatchSession({ game, ending: record.play, seat, opponent: null, random: createRandom(record.seed ?? 0), seed: record.seed ?? 0, players: record.players });
  // The library checks the record move by move, and says which move is illegal and why.
  const { moves, failure } = replayRecord(game, record);
  if (failure !== null) throw new InputError(`${failure.message}.`);
  for (const move of moves) {
    const mover = session.state.player;
    session.play(move, mover !== seat, `${mover === 0 ? 'First' : 'Second'} (${record.players[mover]})`);
  }
  session.at = 0;
  return { session, kind };
}

function kindOf(spec: string): Parameters<typeof buildGame>[0] {
  const { kind } = kindOfSpec(spec);
  if (!isGameKind(kind)) throw new InputError(`The record's game, ${spec}, is not one this page plays.`);
  return kind;
}

/** A recorded semicolon game as Nim in misère play (the format's loser faces the last token), to step through. */
function semicolonSession(text: string): { session: MatchSession; summary: string } {
  const moves: { pile: number; count: number }[] = [];
  const validator = createGameValidator({
    onMove: ({ pileIndex, count }) => {
      if (moves.length <= SEMICOLON_LIMITS.moves) moves.push({ pile: pileIndex, count: Number(count) });
    },
  });
  validator.write(text);
  const check = validator.end();
  if (!check.valid) throw new InputError(`The recorded game is invalid (${check.error.code}): ${check.error.message}.`);
  const start = check.start.map(Number);
  if (typeof check.counters === 'bigint' || start.length > SEMICOLON_LIMITS.piles || start.some((pile) => pile > SEMICOLON_LIMITS.pile) || check.moves > SEMICOLON_LIMITS.moves) {
    throw new InputError(`The board draws games of at most ${SEMICOLON_LIMITS.piles} piles of ${SEMICOLON_LIMITS.pile} and ${SEMICOLON_LIMITS.moves.toLocaleString('en-US')} moves; the "Check a recorded game" panel checks any size.`);
  }
  const game = nimGame(start, { play: 'misere' });
  const session = new MatchSession({ game, ending: 'misere', seat: 0, opponent: null, random: createRandom(0), seed: 0, players: ['player-1', 'player-2'] });
  for (const { pile, count } of moves) session.play({ heap: pile + 1, count }, session.state.player === 1, `Player ${session.state.player + 1}`);
  session.at = 0;
  return { session, summary: `Recorded game: ${check.moves} move${check.moves === 1 ? '' : 's'} on piles ${start.join(', ')}; player ${check.loser} loses.` };
}

/** Wires the records part of the match panel; returns what the recorded-game panel calls to show a game. */
export function setUpRecords(panel: MatchPanel): (text: string) => void {
  const textArea = byId('record-text', HTMLTextAreaElement);
  const status = byId('record-status', HTMLElement);
  const fileInput = byId('record-file', HTMLInputElement);
  const details = byId('match-records', HTMLDetailsElement);

  function say(message: string, outcome: 'won' | 'lost' | 'playing' = 'playing'): void {
    status.textContent = message;
    status.classList.toggle('lost', outcome === 'lost');
  }

  function currentRecord(): string | null {
    const session = panel.current();
    if (session?.setup.opponent == null) {
      say('There is no game of yours on the board to save.', 'lost');
      return null;
    }
    const record = recordOf(session);
    if (typeof record === 'string') {
      say(record, 'lost');
      return null;
    }
    const text = formatMatchRecord(record);
    textArea.value = text;
    return text;
  }

  function load(text: string): void {
    try {
      if (SEMICOLON_START.test(text)) {
        const { session, summary } = semicolonSession(text);
        panel.review(session, 'nim', `${summary} Step through it with the move list.`);
        say(summary);
        return;
      }
      // A file of `nimkit match --record` holds one record per round: the first is shown.
      const records = parseMatchRecords(text);
      const record = records[0] ?? parseMatchRecord(text);
      const { session, kind } = sessionOfRecord(record);
      const [first, second] = record.players;
      const which = records.length > 1 ? ` (the first of ${records.length} records)` : '';
      const summary = `Record of ${record.game} ${record.play}${which}: ${first} against ${second}, ${record.moves.length} moves, ${record.winner === null ? 'drawn' : `${record.players[record.winner]} won`}${record.forfeit === null ? '' : ' by forfeit'}.`;
      panel.review(session, kind, `${summary} Step through it with the move list.`);
      say(summary);
    } catch (error) {
      if (error instanceof MatchRecordError || error instanceof InputError) say(`This record cannot be loaded: ${error.message}`, 'lost');
      else throw error;
    }
  }

  byId('record-save', HTMLButtonElement).addEventListener('click', () => {
    const text = currentRecord();
    if (text === null) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    const game = panel.current()?.setup.game;
    link.download = `nimkit-${(game === undefined ? 'match' : specOfGame(game)).replace(/[^\w.,-]+/g, '_')}.txt`;
    link.click();
    setTimeout(() => { URL.revokeObjectURL(url); }, 10_000);
    say('Saved: the record is downloaded, and shown in the box.');
  });
  byId('record-copy', HTMLButtonElement).addEventListener('click', () => {
    const text = currentRecord();
    if (text === null) return;
    textArea.select();
    // A browser that asks for permission may never answer: after a moment the selected text is the way to copy.
    const refused = new Promise<never>((_, reject) => setTimeout(() => { reject(new Error('no answer')); }, 1500));
    Promise.race([navigator.clipboard.writeText(text), refused]).then(
      () => { say('Copied the record to the clipboard.'); },
      () => { say('The browser would not copy: the record is selected in the box, copy it from there.'); },
    );
  });
  byId('record-load', HTMLButtonElement).addEventListener('click', () => { load(textArea.value); });
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    if (file === undefined) return;
    void file.text().then((text) => {
      textArea.value = text;
      load(text);
      fileInput.value = '';
    });
  });
  // The recorded-game panel hands its game over here.
  return (text) => {
    details.open = true;
    textArea.value = text;
    load(text);
    document.getElementById('match')?.scrollIntoView();
  };
}
