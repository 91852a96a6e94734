// The match panel, the page's one place to play: any game of the play engine against any of its players, picked
// from the same lists as `nimkit match --game` and `--players`, on a drawn board (site/src/boards), with undo,
// redo, play again, a move list to step through, presets for the original games and typed moves as the text
// path. Records of the game are saved and loaded by match-records.ts.

import { createRandom } from 'nimkit';
import type { Ending, Game, NimState, State, SumState } from 'nimkit';
import { boardFor, boardHelp, boardKind } from './boards/board-for.js';
import { grundyHint } from './boards/grundy-hint.js';
import { nimHint } from './boards/nim-hint.js';
import type { Board } from './boards/types.js';
import { sumHint, valueHint, valueLine } from './boards/value-hint.js';
import { byId, create, fieldText, radioValue, readSetup } from './dom.js';
import type { Outcome } from './dom.js';
import { createOpponent, isOpponentName, matchCommandFor } from './engine-play.js';
import type { OpponentName, OpponentSettings } from './engine-play.js';
import { isCanonKind } from './canon-spec.js';
import { buildGame, GAME_KINDS, isGameKind, specOfGame } from './game-spec.js';
import type { GameKind } from './game-spec.js';
import { MatchSession, positionText } from './match-session.js';
import type { SessionSetup } from './match-session.js';
import { InputError, parseWholeNumber } from './parse.js';

/** The tunable opponents' defaults and bounds: modest, so that no answer takes long enough to freeze the page. */
const DEFAULTS: OpponentSettings = { depth: 4, iterations: 500, rate: 0.1 };
const MAX_DEPTH = 5;
const MAX_ITERATIONS = 1000;
const RATE = /^(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)$/;

/** The original games, one click each. */
const PRESETS: Readonly<Record<string, { kind: GameKind; parameters: string; ending: Ending }>> = {
  nim: { kind: 'nim', parameters: '3,4,5', ending: 'normal' },
  halving: { kind: 'halving', parameters: '20', ending: 'misere' },
  sticks: { kind: 'sticks', parameters: '7,5,3,1', ending: 'misere' },
};

/** Reads the opponent's optional setting (empty: the default) with the bounds of the page. */
function readSettings(name: OpponentName, text: string): OpponentSettings {
  const trimmed = text.trim();
  if (trimmed === '') return DEFAULTS;
  switch (name) {
    case 'search':
      return { ...DEFAULTS, depth: parseWholeNumber(trimmed, 'Search depth', 1, MAX_DEPTH) };
    case 'mcts':
      return { ...DEFAULTS, iterations: parseWholeNumber(trimmed, 'MCTS playouts', 1, MAX_ITERATIONS) };
    case 'erring':
      if (!RATE.test(trimmed)) throw new InputError(`Error rate: enter a number from 0 to 1, such as 0.25; got "${trimmed}".`);
      return { ...DEFAULTS, rate: Number(trimmed) };
    default:
      throw new InputError(`Opponent setting: the ${name} player takes no setting; leave it empty.`);
  }
}

/** What the rest of the page may do with the match panel. */
export interface MatchPanel {
  /** The game on the board, if any. */
  current(): MatchSession | null;
  /** Shows a finished or recorded game to step through: `kind` picks its board, `intro` heads the status line. */
  review(session: MatchSession, kind: GameKind, intro: string): void;
}

/** Wires the match section of the page. */
export function setUpMatch(): MatchPanel {
  const section = byId('match', HTMLElement);
  const setup = byId('match-setup', HTMLFormElement);
  const kindSelect = byId('match-kind', HTMLSelectElement);
  const parametersField = byId('match-parameters', HTMLInputElement);
  const parametersHelp = byId('match-parameters-help', HTMLElement);
  const normalEnding = byId('match-normal', HTMLInputElement);
  const misereEnding = byId('match-misere', HTMLInputElement);
  const setupError = byId('match-setup-error', HTMLElement);
  const boardArea = byId('match-board', HTMLElement);
  const boardHelpView = byId('match-board-help', HTMLElement);
  const tools = byId('match-board-tools', HTMLElement);
  const note = byId('match-board-note', HTMLElement);
  const position = byId('match-position', HTMLElement);
  const moveForm = byId('match-move', HTMLFormElement);
  const moveText = byId('match-move-text', HTMLInputElement);
  const moveHelp = byId('match-move-help', HTMLElement);
  const moveError = byId('match-move-error', HTMLElement);
  const moveButton = byId('match-play', HTMLButtonElement);
  const status = byId('match-status', HTMLElement);
  const log = byId('match-log', HTMLOListElement);
  const hintButton = byId('match-hint', HTMLButtonElement);
  const hintOutput = byId('match-hint-output', HTMLElement);
  const buttons = {
    undo: byId('match-undo', HTMLButtonElement),
    redo: byId('match-redo', HTMLButtonElement),
    again: byId('match-again', HTMLButtonElement),
    first: byId('match-first', HTMLButtonElement),
    back: byId('match-back', HTMLButtonElement),
    forward: byId('match-forward', HTMLButtonElement),
    latest: byId('match-latest', HTMLButtonElement),
  };
  let session: MatchSession | null = null;
  let board: Board | null = null;
  let kindShown: GameKind = 'nim';
  /** The status line of the latest position, said again when the person steps back to it. */
  let latestStatus: { message: string; outcome: Outcome } = { message: '', outcome: 'playing' };

  function kind(): GameKind {
    return isGameKind(kindSelect.value) ? kindSelect.value : 'nim';
  }

  function say(message: string, outcome: Outcome = 'playing', latest = true): void {
    status.textContent = message;
    status.classList.toggle('won', outcome === 'won');
    status.classList.toggle('lost', outcome === 'lost');
    if (latest) latestStatus = { message, outcome };
  }

  /** A new kind of game starts from its own example parameters and usual ending. */
  function showKind(reset: boolean): void {
    const info = GAME_KINDS[kind()];
    parametersHelp.textContent = info.help;
    // A game with one ending (sticks: misère; Chomp: normal) offers only that one.
    normalEnding.disabled = info.fixed && info.ending !== 'normal';
    misereEnding.disabled = info.fixed && info.ending !== 'misere';
    if (reset) {
      parametersField.value = info.defaults;
      (info.ending === 'normal' ? normalEnding : misereEnding).checked = true;
    }
    if (info.fixed) (info.ending === 'normal' ? normalEnding : misereEnding).checked = true;
  }

  function render(focusBoard = false): void {
    const current = session;
    if (current === null || board === null) return;
    const { state, playable } = current;
    board.render({ game: current.setup.game, state, playable, last: current.last }, focusBoard);
    position.textContent = positionText(state);
    log.replaceChildren(
      ...current.plies.map((ply, index) => {
        const item = create('li');
        const button = create('button', { className: `ply${ply.byComputer ? ' by-computer' : ''}`, text: ply.sentence, attributes: { type: 'button' } });
        if (index + 1 === current.at) button.setAttribute('aria-current', 'step');
        button.addEventListener('click', () => { goTo(index + 1); });
        item.append(button);
        return item;
      }),
    );
    // The list scrolls in its own box to the move shown; the page itself stays where the person is playing.
    const shown = log.querySelector('[aria-current]');
    if (shown !== null) {
      const [box, item] = [log.getBoundingClientRect(), shown.getBoundingClientRect()];
      if (item.top < box.top || item.bottom > box.bottom) log.scrollTop += item.top - box.top - box.height / 2;
    }
    for (const control of [moveText, moveButton]) control.disabled = !playable;
    const latest = current.at === current.plies.length;
    buttons.undo.disabled = current.setup.opponent === null || current.undoTarget() === null;
    buttons.redo.disabled = current.setup.opponent === null || current.redoTarget() === null;
    buttons.first.disabled = buttons.back.disabled = current.at === 0;
    buttons.forward.disabled = buttons.latest.disabled = latest;
    buttons.again.disabled = current.setup.opponent === null;
    // A hint is for the person's move: none once the game is over ("You win!") or while the computer is to move.
    hintButton.disabled = !playable;
    if (hintButton.disabled) closeHint();
    if (!hintOutput.hidden) hintOutput.replaceChildren(hintFor(state, current.setup.ending));
  }

  /** Nim's nim-sum in binary, a sum's parts and nim-sum, and for every game the position's Grundy value. */
  function hintFor(state: State<unknown>, ending: Ending): HTMLElement {
    if (kindShown === 'sum') return sumHint(state as SumState, ending);
    if (isCanonKind(kindShown)) return grundyHint(state, ending);
    if (kindShown !== 'nim') return valueHint(state, ending);
    const hint = nimHint((state as NimState).heaps(), ending);
    hint.append(valueLine(state, ending));
    return hint;
  }

  function closeHint(): void {
    hintOutput.hidden = true;
    hintButton.setAttribute('aria-expanded', 'false');
  }

  function goTo(index: number, focusBoard = false): void {
    const current = session;
    if (current === null) return;
    current.at = Math.max(0, Math.min(index, current.plies.length));
    if (current.at === current.plies.length) say(latestStatus.message, latestStatus.outcome, false);
    else {
      const ply = current.plies[current.at - 1];
      const where = ply === undefined ? 'The start.' : `Move ${current.at} of ${current.plies.length}: ${ply.sentence}`;
      say(`${where}${current.playable ? ' Your move from here: playing drops the later moves.' : ''}`, 'playing', false);
    }
    render(focusBoard);
  }

  function finish(current: MatchSession, before: string): void {
    const { message, won } = current.ending(before);
    say(message, won ? 'won' : 'lost');
  }

  /** The computer's move at the shown state; `before` opens the status line. */
  function computerTurn(current: MatchSession, before: string): void {
    const ply = current.computerTurn();
    if (ply === false) say(current.gaveUp ?? '', 'won');
    else if (current.state.isTerminal) finish(current, ply.sentence);
    else say(`${before}${ply.sentence} Your move.`);
  }

  function personMove(move: unknown): void {
    const current = session;
    if (current?.playable !== true) return;
    const focusBoard = boardArea.contains(document.activeElement) || tools.contains(document.activeElement);
    const ply = current.play(move, false);
    moveError.textContent = '';
    if (current.state.isTerminal) finish(current, ply.sentence);
    else computerTurn(current, `${ply.sentence} `);
    render(focusBoard);
  }

  function useBoard(gameKind: GameKind, game: Game<unknown>): void {
    kindShown = gameKind;
    const surface = create('div', { className: 'board-surface' });
    boardArea.replaceChildren(surface);
    boardArea.dataset.board = boardKind(gameKind);
    boardHelpView.textContent = boardHelp(gameKind, game.name);
    // The typed move is read by the game on the board, whatever kind the settings show next.
    moveHelp.textContent = `Write ${GAME_KINDS[gameKind].moveHelp}`;
    note.textContent = '';
    tools.replaceChildren();
    board = boardFor(gameKind, game.name, { surface, tools, note, play: personMove });
  }

  function start(next: MatchSession, gameKind: GameKind, intro: string): void {
    session = next;
    useBoard(gameKind, next.setup.game);
    moveError.textContent = '';
    moveText.value = '';
    closeHint();
    if (next.state.isTerminal) finish(next, '');
    else if (next.setup.seat === 1) computerTurn(next, `${intro} `);
    else say(`${intro} Your move.`);
    render();
  }

  function newGame(): void {
    const settings = readSetup(setupError, () => {
      const name = fieldText(setup, 'opponent');
      const opponent: OpponentName = isOpponentName(name) ? name : 'perfect';
      const ending: Ending = radioValue(setup, 'ending') === 'normal' ? 'normal' : 'misere';
      const opponentSettings = readSettings(opponent, fieldText(setup, 'setting'));
      return {
        game: buildGame(kind(), parametersField.value, ending),
        ending,
        opponent,
        opponentSettings,
        player: createOpponent<unknown>(opponent, opponentSettings),
        seed: parseWholeNumber(fieldText(setup, 'seed'), 'Random seed', 0, 2 ** 32 - 1),
      };
    });
    if (settings === null) return;
    const { game, ending, opponent, opponentSettings, player, seed } = settings;
    const seat = radioValue(setup, 'first') === 'computer' ? 1 : 0;
    const players: [string, string] = seat === 0 ? ['you', opponent] : [opponent, 'you'];
    const sessionSetup: SessionSetup = { game, ending, seat, opponent: player, random: createRandom(seed), seed, players };
    const spec = specOfGame(game);
    const command = matchCommandFor({ spec, ending, defaultEnding: GAME_KINDS[kind()].ending, seed }, opponent, opponentSettings, seat === 0);
    start(new MatchSession(sessionSetup), kind(), `New game of ${game.name} against the ${opponent} player (in a terminal, the perfect player in your seat: ${command}).`);
  }

  /** The person's typed move, read with the game's parseMove and matched to a legal move by its text. */
  function typedMove(current: MatchSession): unknown {
    const { game } = current.setup;
    const typed = moveText.value.trim();
    if (typed === '') throw new InputError(`Type a move: ${GAME_KINDS[kindShown].moveHelp}`);
    const parsed = game.parseMove(typed);
    if (parsed === null) throw new InputError(`"${typed}" is not a move of this game: write ${GAME_KINDS[kindShown].moveHelp}`);
    // Compared as text, the game's canonical form, so "1 : 2" and "1:2" name the same move.
    const text = game.formatMove(parsed);
    const legal = current.state.moves().find((move) => game.formatMove(move) === text);
    if (legal === undefined) throw new InputError(`${text} is not a legal move here.`);
    return legal;
  }

  kindSelect.addEventListener('change', () => { showKind(true); });
  setup.addEventListener('submit', (event) => {
    event.preventDefault();
    newGame();
  });
  moveForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const current = session;
    if (current?.playable !== true) return;
    const move = readSetup(moveError, () => typedMove(current));
    if (move === null) return;
    moveText.value = '';
    personMove(move);
    if (!moveText.disabled) moveText.focus();
  });
  for (const button of section.querySelectorAll<HTMLButtonElement>('[data-preset]')) {
    button.addEventListener('click', () => {
      const preset = PRESETS[button.dataset.preset ?? ''];
      if (preset === undefined) return;
      kindSelect.value = preset.kind;
      showKind(true);
      parametersField.value = preset.parameters;
      (preset.ending === 'normal' ? normalEnding : misereEnding).checked = true;
      newGame();
      render(true);
    });
  }
  buttons.undo.addEventListener('click', () => { goTo(session?.undoTarget() ?? 0, false); });
  buttons.redo.addEventListener('click', () => { goTo(session?.redoTarget() ?? 0, false); });
  buttons.again.addEventListener('click', () => {
    const current = session;
    if (current === null) return;
    const again = new MatchSession({ ...current.setup, random: createRandom(current.setup.seed) });
    start(again, kindShown, `New game of ${current.setup.game.name}.`);
  });
  buttons.first.addEventListener('click', () => { goTo(0); });
  buttons.back.addEventListener('click', () => { goTo((session?.at ?? 1) - 1); });
  buttons.forward.addEventListener('click', () => { goTo((session?.at ?? 0) + 1); });
  buttons.latest.addEventListener('click', () => { goTo(session?.plies.length ?? 0); });
  hintButton.addEventListener('click', () => {
    const open = hintOutput.hidden;
    hintOutput.hidden = !open;
    hintButton.setAttribute('aria-expanded', String(open));
    render();
  });
  showKind(false);
  newGame();
  return {
    current: () => session,
    review(next, gameKind, intro) {
      session = next;
      useBoard(gameKind, next.setup.game);
      closeHint();
      latestStatus = { message: intro, outcome: 'playing' };
      goTo(0);
      say(intro, 'playing', false);
    },
  };
}
