// One game, one writer. Every tab of this site shares localStorage, and each keeps its own copy
// of the position it shows: a tab that moves on an old position would store a save without the
// moves another tab made since. So a tab learns of other tabs' writes (the `storage` event, which
// fires in every other tab of the origin), and, because that event may come late, a move is
// checked against the stored save before the engine is asked and again before its result is
// stored: a tab whose position is no longer the stored one takes the stored one instead, and says
// so. Moves in flight are tracked too, so that a reload for a new build waits for them.

import * as saves from "./saves.js";

const same = (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The actions stored for saved game `id` when they are no longer `actions` (another tab wrote
 * them), else null. A game whose latest position this tab could not store is this tab's alone. */
export function changedElsewhere(id, actions) {
  if (saves.unsavedReason(id)) return null;
  const stored = saves.storedActions(id);
  return stored && !same(stored, actions) ? stored : null;
}

/** Call `onChange()` whenever another tab writes saved game `id` (or clears the storage); returns
 * the function that stops listening. */
export function watch(id, onChange) {
  const key = saves.SAVE_PREFIX + id;
  const listener = (ev) => { if (ev.key === key || ev.key === null) onChange(); };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

const inFlight = new Set();

/** Count `promise` (a move being applied and stored) as in flight until it settles. */
export function track(promise) {
  inFlight.add(promise);
  const done = () => inFlight.delete(promise);
  promise.then(done, done);
  return promise;
}

/** Resolves once no move of this page is in flight (each one stored, or refused). */
export async function settled() {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}
