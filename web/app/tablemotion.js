// The game screen's side of motion (web/games/kit/motion.js): the shown table's boxes are taken
// before a new table is drawn and what moved is animated after; each game's movers module
// (web/games/movers.js) is loaded with its renderer, and also answers which choice ends a turn.

import { snapshot, play } from "../games/kit/motion.js";
import { MOVERS } from "../games/movers.js";

/** @type {Map<string, any>} */
const loaded = new Map();
/** @type {Map<string, Promise<void>>} */
const loading = new Map();

/** Load the movers module of `game` (once); resolves when it is loaded, or could not be (then the
 * table has no motion). The game screen draws a renderer's first table only once this has
 * resolved, so the first move after a table appears moves too. */
export function loadMovers(game) {
  if (!loading.has(game)) {
    loading.set(game, Object.hasOwn(MOVERS, game)
      ? MOVERS[game]().then((m) => { loaded.set(game, m); }).catch((err) => console.warn("movers not loaded", err))
      : Promise.resolve());
  }
  return /** @type {Promise<void>} */ (loading.get(game));
}

/** The movers module of `game` once loaded (its loading starts on the first ask). */
function moversOf(game) {
  loadMovers(game);
  return loaded.get(game) ?? null;
}

/** The boxes of the table `board` shows (of `game`, drawn from `view`), before it is replaced. */
export function beforeTable(board, game, view) {
  const m = moversOf(game);
  try { return m && board ? snapshot(board, m.movers, view, game) : null; } catch (err) { console.warn("motion", err); return null; }
}

/** A move was asked on the table `board` shows (of `game`, drawn from `view`): its boxes are
 * taken now, while the engine works, for the next table's `beforeTable`. */
export function moveAsked(board, game, view) {
  const m = moversOf(game);
  try { if (m && board) snapshot(board, m.movers, view, game, true); } catch (err) { console.warn("motion", err); }
}

/** Animate what moved since `snap`, now that `board` shows the table of `view`. */
export function afterTable(board, game, snap, view) {
  const m = moversOf(game);
  try { if (m && snap) play(board, m.movers, snap, view, game); } catch (err) { console.warn("motion", err); }
}

/** Whether choosing `action` on `view` ends the person's turn in `game` (false when unknown). */
export function endsTurn(game, view, action) {
  const m = moversOf(game);
  return !!(m?.endsTurn && action && m.endsTurn(view, action));
}
