// What the Transhumanity renderer modules share: the static catalogue (catalog/transhumanity.json
// written by the build, the facade op "catalog"; ready before Python is), the UI state that survives re-renders, names and colours.

import { catalogOf } from "../../app/catalog.js"; // hook(howto-trh): the catalogue without starting the engine (How to play draws with this renderer)
import { loadStylesheet } from "../../app/dom.js";
import "../kit/table.js"; // the kit's stylesheet first: the game's rules come after it and win a tie
import { getLang } from "../../app/i18n.js";

export const [CAT] = /** @type {[PaxTranshumanityCatalog, unknown]} */ (await Promise.all([
  catalogOf("transhumanity"),
  loadStylesheet("trh-css", new URL("./transhumanity.css", import.meta.url).href), // drawn only once styled
]));

/** UI state kept across renders: zoom factor, scroll position, the card pinned in the detail
 * panel, the tablet's page (and the decision it was chosen for), the tablet's drawer. */
export const ui = { zoom: 1, detail: null, scroll: [0, 0], tab: "spheres", tabKey: null, drawer: false };

export const DISC_FILL = { Y: "#d8ae12", G: "#3c9a4b", B: "#3a72c4", O: "#e0782a" };
export const DISC_INK = { Y: "#3a2e00", G: "#fff", B: "#fff", O: "#2e1500" };
const PLAYER_FILL = { blue: "#1f4fa8", black: "#222222", pink: "#e46fa6", red: "#c0312b" };

export function seatFill(view, seat) {
  const p = view.players[seat];
  return PLAYER_FILL[p?.colour] ?? "#888";
}

/** A readable name for an engine id (card, spot, problem), in the page's language (or `lang`)
 * where we have one: our card set's cards and board spots have Hungarian names (data/names_hu.json). */
export function nameOf(id, lang = getLang()) {
  if (CAT.cards[id]) return lang === "hu" ? CAT.cards[id].name_hu ?? CAT.cards[id].name : CAT.cards[id].name;
  const prob = CAT.problems[id];
  if (prob) return lang === "hu" ? prob.name_hu : prob.name;
  for (const sph of CAT.spheres) {
    const spot = sph.spots.find((s) => s.id === id);
    if (spot) return lang === "hu" ? spot.name_hu ?? spot.name : spot.name;
  }
  return String(id);
}

export function sphereName(i, lang) {
  const s = CAT.spheres[i];
  return s ? s.name[lang] ?? s.name.en : "?";
}

export function discName(d, lang) {
  const x = CAT.disciplines[d];
  return x ? x[lang] ?? x.en : String(d);
}
