// Figures of Pax Transhumanity's pieces and places, drawn by the table's own code (the renderer's
// Table class, agent and disc), for How to play (web/games/transhumanity/howto.json names them by
// kind) and the table's Key (key.js). Each kind is `(args, lang) => SVGElement`: literal args and
// the static catalogue only (no engine, no Python), so the figures draw on a page without one.
//
// A figure draws its part of a made-up table (a `demoView`) with the Table's methods and keeps
// just the part asked for, cropped to its box: the drawing is the table's, never a copy of it.

import { svg } from "../../app/dom.js";
import { CAT, DISC_FILL, DISC_INK, discName } from "./shared.js";
import { Table } from "./renderer.js";
import { WIDE } from "./layout.js";
import { ICON, agent, disc } from "./pieces.js";
import { card as drawCard } from "./cards.js";
import { band } from "./players.js";
import { splay as drawSplay } from "./splay.js";
import { header as drawHeader } from "./header.js";
import { sphere as drawSphere, boardSpot } from "./spheres.js";

const STRINGS = await fetch(new URL("../../i18n/strings.json", import.meta.url)).then((r) => r.json());

/** The catalogue's string `key` in `lang` (English where it has none), {name} filled in. */
export function tr(lang, key, params = {}) {
  const s = STRINGS[lang]?.[key] ?? STRINGS.en?.[key] ?? key;
  return String(s).replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

const COLOURS = ["blue", "black", "pink", "red"];
const NAMES = { en: ["Ann", "Bob", "Cleo", "Dan"], hu: ["Anna", "Bence", "Cili", "Dani"] };

/** A made-up table for the figures: four players, empty market, spots, Splay; `extra` overrides. */
function demoView(lang, extra = {}) {
  const n = CAT.spheres.length;
  return {
    players: COLOURS.map((colour, seat) => ({
      seat, colour, name: NAMES[lang]?.[seat] ?? NAMES.en[seat], exoglobal: false,
      capital: 2, wealth: 4, debt: 2, supply: 6, patents: { Y: 0, G: 0, B: 0, O: 0 }, patent_values: { Y: 0, G: 0, B: 0, O: 0 },
      think_tank_size: 0, think_tank_top: null, secret: null, companies: [], problems: [], candidates: [],
    })),
    companies: {}, employees: {}, problems: {}, splay: [], held: [], discard: [], deck_size: 28,
    market: Array.from({ length: n }, () => new Array(6).fill(null)),
    unemployed: Array.from({ length: n }, () => [0, 0, 0, 0]),
    regime: "GLOB", regime_name: "", turn: 0, to_move: 0, actions_left: 2, phase: "play", viewer: null, solo: null,
    ...extra,
  };
}

function table(lang, view, L = WIDE) {
  return new Table({ view, lang, t: (key, params) => tr(lang, key, params) }, L);
}

/** Seat number from an arg (a number, or a player colour name). */
function seatOf(x, dflt = 0) {
  if (x === null || x === undefined) return dflt;
  const i = COLOURS.indexOf(String(x));
  return i >= 0 ? i : Number(x);
}

/** The figure: `part` (already drawn) alone in an SVG cropped to its box (measured in the page),
 * labelled for assistive technology. */
function frame(part, label, pad = 3) {
  const root = svg("svg", { class: "trh-table trh-figure", role: "img", "aria-label": label, xmlns: "http://www.w3.org/2000/svg" });
  root.append(svg("title", {}, label), part);
  // measured in a hidden holder (getBBox needs the element in a rendered document)
  const holder = document.createElement("div");
  holder.style.cssText = "position:absolute;left:-10000px;top:0;visibility:hidden";
  holder.append(root);
  document.body.append(holder);
  let b = { x: 0, y: 0, width: 100, height: 40 };
  try { b = /** @type {SVGGraphicsElement} */ (/** @type {unknown} */ (part)).getBBox(); } catch (_) { /* not rendered: the default box */ }
  holder.remove();
  const w = Math.ceil(b.width + 2 * pad);
  const hh = Math.ceil(b.height + 2 * pad);
  root.setAttribute("viewBox", `${Math.floor(b.x - pad)} ${Math.floor(b.y - pad)} ${w} ${hh}`);
  root.setAttribute("width", String(w));
  root.setAttribute("height", String(hh));
  root.dataset.width = String(w);
  return root;
}

/** A catalogue card with the wanted traits (the first one in catalogue order). */
function findCard(test) {
  const hit = Object.entries(CAT.cards).find(([, c]) => test(c));
  return hit ? hit[0] : Object.keys(CAT.cards)[0];
}

function cardName(id) { return CAT.cards[id]?.name ?? String(id); }

/** One spot of a sphere board with the wanted side (T thinker / M maker) and barrier flag. */
function findSpot(side, barrier, sphere) {
  const spheres = sphere === undefined ? CAT.spheres : [CAT.spheres[sphere]];
  for (const sph of spheres) for (const sp of sph.spots) if (sp.side === side && !!sp.barrier === !!barrier) return sp;
  return CAT.spheres[0].spots[0];
}

/** An idea card as in the Market: args {id?, kind?, heat?: [seat|null], syndicates?: [seat], w?, h?}. */
function card(args, lang) {
  const id = args.id ?? findCard((c) => c.kind === (args.kind ?? "idea") && c.heat.length >= 1);
  const info = CAT.cards[id];
  const view = demoView(lang);
  const slot = { id, name: cardName(id), heat: (args.heat ?? []).map((s) => (s === null ? null : seatOf(s))), syndicates: (args.syndicates ?? []).map((s) => seatOf(s)) };
  const w = args.w ?? 360;
  const g = drawCard(table(lang, view), id, slot, 0, 0, w, args.h ?? 53, null);
  const label = `${tr(lang, `trh.kind.${info?.kind ?? "idea"}`)}: ${cardName(id)}`;
  return frame(g, label);
}

/** A heat square of a card: args {colour: "white"|"black", agent?: seat}. */
function heat(args, lang) {
  const colour = args.colour === "black" ? "black" : "white";
  const id = findCard((c) => c.heat.includes(colour));
  const i = CAT.cards[id].heat.indexOf(colour);
  const h = CAT.cards[id].heat.map(() => null);
  if (args.agent !== undefined && args.agent !== null) h[i] = seatOf(args.agent);
  const g = drawCard(table(lang, demoView(lang)), id, { id, heat: h, syndicates: [] }, 0, 0, 300, 40, null);
  const sq = g.querySelectorAll(".heat")[i];
  return frame(sq, tr(lang, colour === "black" ? "trh.heat_black" : "trh.heat_white"));
}

/** A board spot: args {side: "T"|"M" (or kind "thinker"/"maker"), barrier: bool, company?: seat, employees?: [seat]}. */
function spot(args, lang) {
  const side = args.side ?? (args.kind === "maker" ? "M" : "T");
  const sp = args.id ? CAT.spheres.flatMap((s) => s.spots).find((s) => s.id === args.id) : findSpot(side, args.barrier ?? false, args.sphere);
  const companies = {};
  const employees = {};
  if (args.company !== undefined && args.company !== null) companies[sp.id] = seatOf(args.company);
  if (args.employees) employees[sp.id] = args.employees.map((s) => seatOf(s));
  const t = table(lang, demoView(lang, { companies, employees }));
  const el = boardSpot(t, sp, 0, 0, 184, 31);
  const words = `${sp.name} (${tr(lang, sp.barrier ? "trh.barrier" : "trh.utility")}, ${tr(lang, sp.side === "T" ? "trh.thinker" : "trh.maker")})`;
  return frame(el, words);
}

/** A player's agent (cube): args {seat}. */
function agentFig(args, lang) {
  const seat = seatOf(args.seat);
  const view = demoView(lang);
  return frame(agent(view, seat, 10, 10, args.size ?? 14), `${tr(lang, "trh.key.agent")} — ${view.players[seat].name}`, 2);
}

/** A company (disc): args {seat}. */
function company(args, lang) {
  const seat = seatOf(args.seat);
  const view = demoView(lang);
  return frame(disc(view, seat, 10, 10, args.r ?? 9), `${tr(lang, "trh.key.company")} — ${view.players[seat].name}`, 2);
}

/** Human Progress and the Splay: args {strips: [{id, strip?, future_shock?: [seat|null]}], w?}. */
function splay(args, lang) {
  const items = (args.strips ?? [{ id: findCard((c) => c.kind === "idea") }]).map((s) => {
    const info = CAT.cards[s.id];
    return { id: s.id, strip: s.strip ?? info?.left ?? "Y", future_shock: (s.future_shock ?? []).map((o) => (o === null ? null : seatOf(o))) };
  });
  const L = { ...WIDE, splay: { ...WIDE.splay, x: 0, y: 0, w: 12 + (items.length + 1) * WIDE.splay.stripW, h: args.h ?? 104 } };
  const g = drawSplay(table(lang, demoView(lang, { splay: items }), L));
  return frame(g, tr(lang, "trh.splay"));
}

/** One strip of the Splay: args {id, strip?, future_shock?, edge?: bool (in the Cutting Edge)}. */
function strip(args, lang) {
  const id = args.id ?? findCard((c) => c.kind === "idea");
  const one = { id, strip: args.strip ?? CAT.cards[id]?.left ?? "Y", future_shock: (args.future_shock ?? []).map((o) => (o === null ? null : seatOf(o))) };
  // the strip drawn first of four in a Splay: in the Cutting Edge (the last three) or not
  const filler = { id, strip: one.strip, future_shock: [] };
  const items = args.edge ? [filler, one, filler, filler] : [one, filler, filler, filler];
  const L = { ...WIDE, splay: { ...WIDE.splay, x: 0, y: 0, w: 12 + 5 * WIDE.splay.stripW, h: 104 } };
  const g = drawSplay(table(lang, demoView(lang, { splay: items }), L));
  const el = g.querySelector(`[data-id="s:${args.edge ? 1 : 0}"]`);
  return frame(el, `${discName(one.strip, lang)} — ${cardName(id)}`);
}

/** A discipline's band colour: args {disc: "Y"|"G"|"B"|"O"}. */
function discipline(args, lang) {
  const d = args.disc ?? "Y";
  const g = svg("g", {},
    svg("rect", { x: 0, y: 0, width: 90, height: 24, rx: 4, fill: DISC_FILL[d], stroke: "#333" }),
    svg("text", { x: 6, y: 16, class: "strip-name", fill: DISC_INK[d] }, discName(d, lang)));
  return frame(g, discName(d, lang));
}

/** One sphere: its problems, Market column, infrastructure board and unemployment:
 * args {sphere: 0..3, market?: {row: cardId}, companies?: {spotId: seat}, employees?: {spotId: [seat]},
 * solved?: {problemId: seat}, unemployed?: [count per seat]}. */
function sphere(args, lang) {
  const i = Number(args.sphere ?? 0);
  const market = Array.from({ length: CAT.spheres.length }, () => new Array(6).fill(null));
  for (const [row, id] of Object.entries(args.market ?? {})) market[i][Number(row)] = { id, name: cardName(id), heat: CAT.cards[id].heat.map(() => null), syndicates: [] };
  const unemployed = Array.from({ length: CAT.spheres.length }, () => [0, 0, 0, 0]);
  (args.unemployed ?? []).forEach((n, s) => { unemployed[i][s] = n; });
  const companies = Object.fromEntries(Object.entries(args.companies ?? {}).map(([k, s]) => [k, seatOf(s)]));
  const employees = Object.fromEntries(Object.entries(args.employees ?? {}).map(([k, ss]) => [k, ss.map((s) => seatOf(s))]));
  const problems = Object.fromEntries(Object.entries(args.solved ?? {}).map(([k, s]) => [k, seatOf(s)]));
  const t = table(lang, demoView(lang, { market, unemployed, companies, employees, problems }));
  const L = { ...WIDE, col: { ...WIDE.col, y: 0 } };
  t.L = L;
  const g = drawSphere(t, CAT.spheres[i], i, 0);
  return frame(g, CAT.spheres[i].name[lang] ?? CAT.spheres[i].name.en);
}

/** A problem token, solved or not: args {id?, solved?: seat}. */
function problem(args, lang) {
  const id = args.id ?? Object.keys(CAT.problems)[0];
  const i = Math.max(0, CAT.spheres.findIndex((s) => s.problems.includes(id)));
  const solved = args.solved === undefined || args.solved === null ? {} : { [id]: args.solved };
  const g = sphere({ sphere: i, solved }, lang).querySelector(`.problem[data-id="${id}"]`);
  return frame(g, g.querySelector("title")?.textContent ?? id);
}

/** A player's board (tableau): args {seat, capital?, wealth?, debt?, supply?, patents?: {Y..O: n},
 * values?: {Y..O: $}, tank?: n, tank_top?: cardId, secret?: disc|null, companies?: [spot], problems?: [id], w?,
 * exoglobal?: a solo robot's board (its cubes: capital), own?: false for a rival's board, name?: text or {en, hu}}. */
function tableau(args, lang) {
  const seat = seatOf(args.seat);
  const view = demoView(lang, { viewer: args.own === false ? null : seat });
  const p = view.players[seat];
  Object.assign(p, {
    capital: args.capital ?? p.capital, wealth: args.wealth ?? p.wealth, debt: args.debt ?? p.debt, supply: args.supply ?? p.supply,
    patents: { ...p.patents, ...(args.patents ?? {}) }, patent_values: { ...p.patent_values, ...(args.values ?? {}) },
    think_tank_size: args.tank ?? 0, think_tank_top: args.tank_top ?? null, secret: args.secret ?? null,
    companies: args.companies ?? [], problems: args.problems ?? [], exoglobal: !!args.exoglobal,
  });
  if (args.name) p.name = typeof args.name === "string" ? args.name : args.name[lang] ?? args.name.en;
  const g = band(table(lang, view), p, 0, 0, args.w ?? 560);
  return frame(g, `${p.name} — ${tr(lang, "trh.key.tableau")}`);
}

/** A patent box of a player's board: args {disc, n?, value?}. */
function patent(args, lang) {
  const d = args.disc ?? "Y";
  const fig = tableau({ seat: 0, patents: { [d]: args.n ?? 1 }, values: { [d]: args.value ?? 1 } }, lang);
  const el = fig.querySelector(`.patent[data-id="p:${d}"]`);
  return frame(el, el.querySelector("title")?.textContent ?? d);
}

/** The Regime card as the table's header shows it: args {regime: "GLOB"|"Y"|"G"|"B"|"O"|"PS"}. */
function regime(args, lang) {
  const r = args.regime ?? "GLOB";
  const g = drawHeader(table(lang, demoView(lang, { regime: r }))).querySelector(".regime");
  const reg = CAT.regimes[r];
  return frame(g, tr(lang, "trh.regime", { name: reg ? reg[lang] ?? reg.en : r }));
}

/** The kinds of impact a card's icons stand for (TRH-G): each icon as on a card, with its name;
 * args {types?: [type]} (all by default). */
function icons(args, lang) {
  const types = args.types ?? Object.keys(ICON);
  const g = svg("g", { class: "icons" });
  types.forEach((type, k) => {
    const y = k * 20;
    g.append(svg("text", { x: 0, y: y + 12, class: "impact-icons", style: "font-size:15px" }, ICON[type] ?? "•"),
      svg("text", { x: 22, y: y + 12, class: "card-text" }, tr(lang, `trh.key.icon.${type}`)));
  });
  return frame(g, tr(lang, "trh.key.icons"));
}

/** One impact icon: args {type}. */
function icon(args, lang) {
  const g = svg("text", { x: 0, y: 14, class: "impact-icons", style: "font-size:16px" }, ICON[args.type] ?? "•");
  return frame(g, tr(lang, `trh.key.icon.${args.type}`), 2);
}

/** A card's surge arrow in a discipline: args {disc}. */
function surge(args, lang) {
  const d = args.disc ?? "O";
  const id = findCard((c) => c.surge.includes(d)) ;
  const el = [...drawCard(table(lang, demoView(lang)), id, null, 0, 0, 360, 53, null).querySelectorAll(".surge")]
    .find((s) => s.getAttribute("fill") === DISC_FILL[d]);
  return frame(el ?? svg("text", { x: 0, y: 12, class: "surge", fill: DISC_FILL[d] }, "▲"), `${tr(lang, "trh.d_surge")}: ${discName(d, lang)}`, 2);
}

/** @type {Record<string, (args: any, lang: string) => SVGSVGElement>} */
export const KINDS = {
  card, heat, spot, agent: agentFig, company, splay, strip, discipline, sphere, problem, tableau, patent, regime, icons, icon, surge,
};

/** Draw a figure by kind (unknown kinds throw: howto.json may name only these). */
export function figure(kind, args, lang) {
  const f = KINDS[kind];
  if (!f) throw new Error(`unknown figure kind ${kind}`);
  return f(args ?? {}, lang);
}
