// The explorer panels' way into the Play panel: "Play this sum", "Play it on the board". They fill the Play
// panel's own form (its ids are the contract) and submit it, so a game started from elsewhere is checked and
// set up exactly as one typed there.

import type { Ending } from 'nimkit';

/** Sets the Play panel up to play `kind` with `parameters` and `play`, if the panel is there; says whether it was. */
export function playInMatch(kind: string, parameters: string, play: Ending): boolean {
  const kindSelect = document.getElementById('match-kind');
  const parametersField = document.getElementById('match-parameters');
  const setup = document.getElementById('match-setup');
  if (!(kindSelect instanceof HTMLSelectElement) || !(parametersField instanceof HTMLInputElement) || !(setup instanceof HTMLFormElement)) return false;
  if (![...kindSelect.options].some((option) => option.value === kind)) return false;
  kindSelect.value = kind;
  // The panel resets its parameters and ending for a new kind of game: ours go in after.
  kindSelect.dispatchEvent(new Event('change', { bubbles: true }));
  parametersField.value = parameters;
  const ending = setup.querySelector<HTMLInputElement>(`input[name=ending][value=${play}]`);
  if (ending !== null && !ending.disabled) ending.checked = true;
  setup.requestSubmit();
  (document.getElementById('match') ?? setup).scrollIntoView({ block: 'start' });
  kindSelect.focus({ preventScroll: true });
  return true;
}
