// The drawings of the Pax Renaissance "How to play" guide (howto-renaissance.html): each figure kind
// of web/games/renaissance/howto.json drawn by the table's own code (renderer.js: its Table, pieces,
// coins, operation and prestige icons) from the static catalogue and the figure's small literal
// arguments — never with the engine (the guide does not start it; app/noengine.js).
//
// KINDS: kind -> (args, lang) => SVG element. Drawings in table units come without a viewBox; the
// page script fits them to what they show (app/howto.js fitDrawing).

import { svg } from "../../app/dom.js";
import { Table } from "./renderer.js";
import { piece, coin, opIcon, prestigeIcon } from "./glyphs.js";
import { back, drawCard } from "./cards.js";
import { map as drawMap } from "./map.js";
import { markets } from "./market.js";
import { header } from "./header.js";
import { CAT, nameOf } from "./shared.js";

/** @type {{en: Record<string, string>, hu: Record<string, string>}} */
const STRINGS = await fetch(new URL("../../i18n/strings.json", import.meta.url)).then((r) => r.json());

/** The UI words in `lang`, as the table's `t` gives them. */
function tr(lang) {
  return (key, params = {}) => {
    const s = STRINGS[lang]?.[key] ?? STRINGS.en[key] ?? key;
    return s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
  };
}

/** A view with the players the drawings name (cubes take their banker's colour). */
function fakeView() {
  const bankers = Object.keys(CAT.bankers);
  return { players: bankers.map((b, seat) => ({ seat, banker: b, name: CAT.bankers[b].name })) };
}

function table(lang, view = fakeView()) {
  return new Table({ view, lang, t: tr(lang), legal: [] });
}

function root(lang, label, ...children) {
  return svg("svg", { class: "ren-table howto-drawing", role: "img", "aria-label": label, lang }, ...children);
}

function label(x, y, s, anchor = "middle") {
  return svg("text", { x, y, "text-anchor": anchor, class: "label" }, s);
}

/** Cards side by side: args.cards = [{id, side?, florins?, bishop?, silenced?}] (an id "back"
 * draws a face-down card). */
function cards(args, lang) {
  const tb = table(lang);
  const list = args.cards ?? [];
  const w = args.w ?? 110;
  const hgt = args.h ?? 154;
  const kids = list.map((c, i) => (c.id === "back"
    ? back(tb, i * (w + 12), 0, w, hgt, tr(lang)("ren.face_down"))
    : drawCard(tb, c.id, i * (w + 12), 0, w, hgt, { side: c.side, florins: c.florins, bishop: c.bishop, silenced: c.silenced })));
  return root(lang, list.map((c) => (c.id === "back" ? tr(lang)("ren.face_down") : nameOf(c.id, lang))).join(", "), ...kids);
}

/** Pieces in a row, each named under it: args.tokens = ["knight:white", "cube:0", …]. */
function pieces(args, lang) {
  const t = tr(lang);
  const kids = [];
  const names = [];
  (args.tokens ?? []).forEach((tk, i) => {
    const [kind, colour] = tk.split(":");
    const name = kind === "cube" ? t("ren.piece.pawn") : args.pirate?.includes(i) ? t("ren.piece.pirate") : t(`ren.piece.${kind}`);
    names.push(name);
    kids.push(piece(tk, 40 + i * 90, 24, 14, fakeView()), label(40 + i * 90, 66, name));
    if (kind !== "cube") kids.push(label(40 + i * 90, 86, CAT.prestige[{ white: "catholic", black: "islamic", red: "reformist" }[colour]]?.[lang] ?? colour));
  });
  return root(lang, names.join(", "), ...kids);
}

/** Prestige icons, each named: args.kinds = ["catholic", …]. */
function prestige(args, lang) {
  const list = args.kinds ?? Object.keys(CAT.prestige);
  const kids = list.flatMap((k, i) => [prestigeIcon(k, 50 + i * 100, 20, 14, lang), label(50 + i * 100, 60, CAT.prestige[k]?.[lang] ?? k)]);
  return root(lang, list.map((k) => CAT.prestige[k]?.[lang] ?? k).join(", "), ...kids);
}

/** Operation icons, each named: args.ops = ["commerce", …] (default: all nine). */
function ops(args, lang) {
  const t = tr(lang);
  const list = args.ops ?? Object.keys(CAT.op_categories);
  const kids = list.flatMap((op, i) => [
    svg("g", { transform: `translate(${40 + i * 96},22) scale(1.6)` }, opIcon(op, 0, 0, t)),
    label(40 + i * 96, 64, t(`ren.op.${op}`))]);
  return root(lang, list.map((op) => t(`ren.op.${op}`)).join(", "), ...kids);
}

/** Coins: args.values = [1, 3, …]. */
function coins(args, lang) {
  const list = args.values ?? [1];
  return root(lang, list.join(", "), ...list.map((n, i) => coin(20 + i * 40, 20, n, 14)));
}

/** Map state of map card `m` for the table's drawing, from the catalogue and the figure's args:
 * args.sides {map: side}, args.religious {map: side}, args.tokens {city: [token]},
 * args.borders {border: {concession?: seat, pirate?: colour}}, args.covered [emporium city]. */
function mapState(m, args) {
  const info = CAT.map_cards[m];
  const covered = new Set(args.covered ?? ["timbuktu", "novgorod", "spiceIslands"]);
  const cities = {};
  for (const c of info.cities) cities[c.id] = { tokens: args.tokens?.[c.id] ?? [], spaces: c.id === "constantinople" ? 3 : 1, covered: covered.has(c.id) };
  const emporia = {};
  for (const r of CAT.trade_routes) if (cities[r.emporium]) emporia[r.emporium] = { route: r.route, covered: covered.has(r.emporium) };
  const borders = {};
  for (const [b, bi] of Object.entries(CAT.borders)) {
    if (bi.between.includes(m)) borders[b] = { concession: args.borders?.[b]?.concession ?? null, pirate: args.borders?.[b]?.pirate ?? null, sea: bi.sea };
  }
  return { name: info.name, region: info.region, side: args.sides?.[m] ?? "medieval", religious_side: args.religious?.[m] ?? null, cities, borders, emporia };
}

/** The map as the table draws it (routes, map cards, cities, borders); args.only lists the map
 * cards to show (default: all ten), with the borders between them. */
function map(args, lang) {
  const view = fakeView();
  view.map = Object.fromEntries(Object.keys(CAT.map_cards).map((m) => [m, mapState(m, args)]));
  view.empires = Object.fromEntries(Object.keys(CAT.map_cards).map((m) => [m, { owner: args.owners?.[m] ?? null }]));
  const drawn = drawMap(table(lang, view), args.only ? "compact" : undefined); // a few map cards: as cards
  const only = args.only ? new Set(args.only) : null;
  if (only) {
    for (const el of drawn.querySelectorAll(":scope > .map-card")) if (!only.has(el.getAttribute("data-id"))) el.remove();
    for (const el of drawn.querySelectorAll(":scope > .border")) {
      if (!CAT.borders[el.getAttribute("data-id")].between.every((m) => only.has(m))) el.remove();
    }
    if (!args.routes) drawn.querySelector(":scope > .routes")?.remove();
  }
  const names = (args.only ?? Object.keys(CAT.map_cards)).map((m) => nameOf(m, lang)).join(", ");
  return root(lang, names, drawn);
}

/** The two market rows as the table draws them: args.west / args.east = [card id | null (empty) |
 * "back" (face down)], args.florins {"west:2": n}. */
function market(args, lang) {
  const view = fakeView();
  view.decks = { west: args.decks?.west ?? 20, east: args.decks?.east ?? 14 };
  view.market = {};
  for (const row of ["west", "east"]) {
    view.market[row] = (args[row] ?? []).map((c, i) => ({ slot: i + 1, card: c === "back" ? null : c, face_down: c === "back", florins: args.florins?.[`${row}:${i + 1}`] ?? 0 }));
  }
  const t = tr(lang);
  return root(lang, `${t("ren.market.west")}, ${t("ren.market.east")}`, markets(table(lang, view)));
}

/** The table's head: round and year, China, whose turn, actions left and the four Victory cards
 * (args.active: the ids of the active ones; args.round, args.china, args.actions). */
function victories(args, lang) {
  const view = fakeView();
  const round = args.round ?? 1;
  Object.assign(view, { round, year: 1460 + 2 * (round - 1), china: args.china ?? 30, current: 0, actions_left: args.actions ?? 2,
    victories: ["holy", "imperial", "globalization", "renaissance"].map((id) => ({ id, active: (args.active ?? []).includes(id) })) });
  const names = view.victories.map((v) => nameOf(v.id, lang)).join(", ");
  return root(lang, names, header(table(lang, view)));
}

/** @type {Record<string, (args: any, lang: string) => Element>} */
export const KINDS = { cards, pieces, prestige, ops, coins, map, market, victories };
