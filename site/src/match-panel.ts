// The match panel: any game of the play engine against any of its players, picked from the same lists as
// `nimkit match --game` and `--players`. Moves are offered in the engine's own order and notation
// (`state.moves()`, `game.formatMove`), or typed and read back with `game.parseMove`.

import { createRandom } from 'nimkit';
import type { Ending, Game, State } from 'nimkit';
import { byId, create, fieldText, GameLog, radioValue, readSetup } from './dom.js';
import { createOpponent, createTurns, isOpponentName } from './engine-play.js';
import type { EngineMatch, OpponentName, OpponentSettings } from './engine-play.js';
import { buildGame, GAME_KINDS, isGameKind } from './game-spec.js';
import type { GameKind } from './game-spec.js';
import { InputError, parseWholeNumber } from './parse.js';

/** The tunable opponents' defaults and bounds: modest, so that no answer takes long enough to freeze the page. */
const DEFAULTS: OpponentSettings = { depth: 4, iterations: 500, rate: 0.1 };
const MAX_DEPTH = 5;
const MAX_ITERATIONS = 1000;
const RATE = /^(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)$/;

interface Match extends EngineMatch<unknown> {
  readonly game: Game<unknown>;
  readonly ending: Ending;
}

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

/** The position as the engine writes it, without the player to move or the winner (the status line says those). */
function positionText(state: State<unknown>): string {
  // Cut at the last "player" by hand: a pattern such as /,?\s*player …$/ backtracks quadratically on long runs of spaces.
  const text = String(state);
  const at = text.lastIndexOf('player ');
  const head = (at < 0 ? text : text.slice(0, at)).trimEnd();
  return head.endsWith(',') ? head.slice(0, -1) : head;
}

/** Wires the match section of the page. */
export function setUpMatch(): void {
  const setup = byId('match-setup', HTMLFormElement);
  const kindSelect = byId('match-kind', HTMLSelectElement);
  const parametersField = byId('match-parameters', HTMLInputElement);
  const parametersHelp = byId('match-parameters-help', HTMLElement);
  const normalEnding = byId('match-normal', HTMLInputElement);
  const misereEnding = byId('match-misere', HTMLInputElement);
  const setupError = byId('match-setup-error', HTMLElement);
  const position = byId('match-position', HTMLElement);
  const moveForm = byId('match-move', HTMLFormElement);
  const moveSelect = byId('match-move-select', HTMLSelectElement);
  const moveText = byId('match-move-text', HTMLInputElement);
  const moveHelp = byId('match-move-help', HTMLElement);
  const moveError = byId('match-move-error', HTMLElement);
  const moveButton = byId('match-play', HTMLButtonElement);
  const log = new GameLog(byId('match-status', HTMLElement), byId('match-log', HTMLOListElement));
  let match: Match | null = null;

  function kind(): GameKind {
    return isGameKind(kindSelect.value) ? kindSelect.value : 'nim';
  }

  /** A new kind of game starts from its own example parameters and usual ending. */
  function showKind(reset: boolean): void {
    const info = GAME_KINDS[kind()];
    parametersHelp.textContent = info.help;
    moveHelp.textContent = `Or type a move: ${info.moveHelp}`;
    normalEnding.disabled = info.fixed;
    if (reset) {
      parametersField.value = info.defaults;
      (info.ending === 'normal' ? normalEnding : misereEnding).checked = true;
    }
    if (info.fixed) misereEnding.checked = true;
  }

  function setPlayable(current: Match | null): void {
    const canPlay = current !== null && !current.state.isTerminal && current.state.player === current.seat;
    const { game, state } = current ?? {};
    moveSelect.replaceChildren(
      ...(canPlay && game && state ? state.moves().map((move, index) => create('option', { text: game.formatMove(move), attributes: { value: String(index) } })) : []),
    );
    for (const control of [moveSelect, moveText, moveButton]) control.disabled = !canPlay;
  }

  const { finish, computerTurn, personTurn } = createTurns<unknown, Match>({
    log,
    play(current, move) {
      const text = current.game.formatMove(move);
      current.state = current.state.play(move);
      const after = positionText(current.state);
      position.textContent = after;
      // A board drawn over several lines (sticks) is shown beside the log rather than repeated in a sentence.
      return `played ${text}${after.includes('\n') ? '' : `, leaving ${after}`}.`;
    },
    ending: (current) => current.ending,
    gaveUp() {
      match = null;
      setPlayable(null);
    },
  });

  function newGame(): void {
    const settings = readSetup(setupError, () => {
      const name = fieldText(setup, 'opponent');
      const opponent: OpponentName = isOpponentName(name) ? name : 'perfect';
      const ending: Ending = radioValue(setup, 'ending') === 'normal' ? 'normal' : 'misere';
      return {
        game: buildGame(kind(), parametersField.value, ending),
        ending,
        opponent,
        player: createOpponent<unknown>(opponent, readSettings(opponent, fieldText(setup, 'setting'))),
        seed: parseWholeNumber(fieldText(setup, 'seed'), 'Random seed', 0, 2 ** 32 - 1),
      };
    });
    if (settings === null) return;
    const { game, ending, opponent, player, seed } = settings;
    const seat = radioValue(setup, 'first') === 'computer' ? 1 : 0;
    const current: Match = { game, ending, state: game.start, opponent: player, random: createRandom(seed), seat };
    match = current;
    log.clear();
    moveError.textContent = '';
    moveText.value = '';
    position.textContent = positionText(current.state);
    const intro = `New game of ${game.name} against the ${opponent} player (nimkit match --game ${game.name.split(' ')[0] ?? ''}).`;
    let live = true;
    if (current.state.isTerminal) finish(current, '');
    else if (seat === 1) live = computerTurn(current, `${intro} `);
    else log.say(`${intro} Your move.`);
    if (live) setPlayable(current);
  }

  /** The person's move: typed text when there is some (read with the game's parseMove), else the chosen option. */
  function chosenMove(current: Match): unknown {
    const typed = moveText.value.trim();
    const moves = current.state.moves();
    if (typed === '') return moves[Number(moveSelect.value)];
    const parsed = current.game.parseMove(typed);
    if (parsed === null) throw new InputError(`"${typed}" is not a move of this game: write ${GAME_KINDS[kind()].moveHelp}`);
    // Compared as text, the game's canonical form, so "1 : 2" and "1:2" name the same move.
    const text = current.game.formatMove(parsed);
    const legal = moves.find((move) => current.game.formatMove(move) === text);
    if (legal === undefined) throw new InputError(`${text} is not a legal move here.`);
    return legal;
  }

  kindSelect.addEventListener('change', () => {
    showKind(true);
  });
  setup.addEventListener('submit', (event) => {
    event.preventDefault();
    newGame();
  });
  moveForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const current = match;
    if (current === null || current.state.isTerminal || current.state.player !== current.seat) return;
    const move = readSetup(moveError, () => chosenMove(current));
    if (move === null || move === undefined) return;
    moveText.value = '';
    if (personTurn(current, move)) setPlayable(current);
    if (!moveSelect.disabled) moveSelect.focus();
  });
  showKind(false);
  newGame();
}
