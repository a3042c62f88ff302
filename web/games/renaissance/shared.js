// What the Renaissance renderer modules share: the static catalogue (catalog/renaissance.json
// written by the build, the `facade` op "catalog"; ready before Python is), the UI state that survives re-renders, names and colours.

import { catalogOf } from "../../app/engine.js";
import { loadStylesheet } from "../../app/dom.js";
import "../kit/table.js"; // the kit's stylesheet first: the game's rules come after it and win a tie

export const [CAT] = /** @type {[PaxRenaissanceCatalog, unknown]} */ (await Promise.all([
  catalogOf("renaissance"),
  loadStylesheet("ren-css", new URL("./renaissance.css", import.meta.url).href), // drawn only once styled
]));

/** UI state kept across renders: zoom factor, scroll position, the card pinned in the detail panel,
 * the tablet drawer, the sizes measured at the last fit (renderer.js fitToWindow). */
export const ui = { zoom: 1, detail: null, scroll: [0, 0], drawer: false, fit: null };

export const PIECE_FILL = { white: "#f7f3ea", black: "#2a2a2a", red: "#c0392b" };
export const PRESTIGE_FILL = { catholic: "#f3efe2", islamic: "#2f2f2f", reformist: "#c0392b", law: "#3d6fb6", discovery: "#2e8b83", patron: "#c99a1a" };
const PLAYER_COLOURS = { orange: "#e07b24", yellow: "#d8b400", purple: "#8b4ca8", green: "#3f8f4f" };
const FALLBACK_COLOURS = ["#e07b24", "#d8b400", "#8b4ca8", "#3f8f4f"];

export function seatColour(view, seat) {
  const p = view.players[seat];
  const c = p && CAT.bankers[p.banker]?.colour;
  return PLAYER_COLOURS[c] ?? FALLBACK_COLOURS[seat % 4];
}

const CITY_NAMES = {};
for (const m of Object.values(CAT.map_cards)) for (const c of m.cities) CITY_NAMES[c.id] = c.name;

/** A readable name for any engine id (card, Empire, map card, city, border, Victory card, banker). */
export function nameOf(id, lang = "en") {
  if (lang === "hu" && CAT.names_hu?.[id] && !CAT.cards[id]) return CAT.names_hu[id];
  if (CAT.cards[id]) return CAT.cards[id].name;
  if (CAT.empires[id]) return CAT.empires[id].name;
  if (CAT.map_cards[id]) return CAT.map_cards[id].name;
  if (CAT.victories[id]) return CAT.victories[id][lang] ?? CAT.victories[id].en;
  if (CAT.bankers[id]) return CAT.bankers[id].name;
  if (CITY_NAMES[id]) return CITY_NAMES[id];
  if (CAT.borders[id]) return CAT.borders[id].between.map((m) => CAT.map_cards[m].name).join("–");
  return String(id);
}
