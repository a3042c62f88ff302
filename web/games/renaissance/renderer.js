// Pax Renaissance table: one SVG drawn from rules.view (a pure function of the view, the legal
// actions and this module's UI state: zoom and the card shown in the detail panel).
//
// Every legal action is reachable on the table: the engine names the table elements an action
// acts on (`targets`); each drawn element registers the ids it stands for, and an element with
// legal actions is highlighted, gets role=button, an aria-label and data-action="<index>" (one
// action) or opens a small chooser whose buttons carry data-action (several actions). Actions
// acting on nothing drawn (pass, done, decline…) are buttons in the prompt above the table.

import { h, svg, clear, longPressWithin, dismissable } from "../../app/dom.js";
import { CAT, ui, nameOf, seatColour, PIECE_FILL, PRESTIGE_FILL } from "./shared.js";
import { showDetail, hideDetail } from "./detail.js";
import { attachZoom } from "./zoom.js";
import { outlineIn } from "./outlines.js";
import { markTracker } from "../kit/marks.js";
import { tableView, viewToggle, drawGeoMap, mapLegendRows } from "./map.js"; // hook(map)

export { CAT, ui };
/** Each seat's colour on the table (the victory chart draws each player in it). */
export { seatColour };

// Geometry in table units (the SVG's viewBox). At "Fit" on a 1024×768 tablet one unit is about
// 0.67 CSS px, so every text is at least 16 units (≥ 10 px there) and every tap target at least
// 38 units (≥ 24 px), and no two tap targets overlap (a finger's touch area is snapped to the
// innermost tappable element it covers, so targets are never nested and keep apart).
const W = 1500;
const MAP = { x: 8, y: 8, w: 182, h: 228, gap: 30, head: 38, row: 40, rowH: 38, first: 46 };
const MKT = { x: 1044, y: 8, step: 76, w: 72, h: 108, rowH: 154 };
const INFO = { x: 1044, y: 322, w: 452 };
const BAND = { y: 502, h: 126, info: 208, hand: 212, banker: 958, bankerW: 76, cardW: 80, cardH: 112, step: 84 };
const FAN_MIN = 40; // fanned cards keep at least this much of each card uncovered (a tap target)
const SIDE_STRIP = 40; // a tableau side's tap target: the strip at its left end that its cards leave free
const SIDE_FILL = { medieval: "#eadfc4", catholic: "#fbf8ef", islamic: "#5c6b61", reformist: "#e9aaa4" };
const SIDE_INK = { medieval: "#3a2a1a", catholic: "#3a2a1a", islamic: "#f4efe4", reformist: "#3a1a1a" };
const CATEGORY_FILL = { blue: "#3d6fb6", yellow: "#a57c10", purple: "#7d4a9c", red: "#b8392e" };
// Our own operation glyphs, drawn in a 20×20 box centred on 0,0 (white lines on the category colour):
// Inquisitor a cross, Commerce two coins, Behead an axe, Tax a money bag, Repress a barred cell,
// Vote a ballot box, Corsair a sail, Siege a cannon, Campaign crossed swords.
const OP_GLYPH = {
  inquisitor: "M0,-7V7M-5,-2H5",
  commerce: "M-6,-2a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0M-1,3a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0",
  behead: "M-5,7L4,-4M1,-7a6,6 0 0,1 6,6L2,-2Z",
  tax: "M-3,-7h6l-2,3a6,6 0 1,1 -2,0Z",
  repress: "M-6,-6h12v12h-12ZM-2,-6v12M2,-6v12",
  vote: "M-6,0h12v7h-12ZM0,-7v5M-3,-5l3,3l3,-3",
  corsair: "M-1,-7v10M-1,-6l6,8h-6M-7,4h14l-3,3h-8Z",
  siege: "M-7,2l10,-6l2,3l-10,6ZM-5,5a2,2 0 1,0 4,0a2,2 0 1,0 -4,0M4.5,-5a1.5,1.5 0 1,0 3,0a1.5,1.5 0 1,0 -3,0",
  campaign: "M-6,-6L6,6M6,-6L-6,6M-7,1l3,3M4,-7l3,3M-4,-7l-3,3M7,1l-3,3",
};

export function ruleOf(kind) { return CAT.action_rules?.[kind] ?? null; }

// ---------------------------------------------------------------- drawing primitives

function text(x, y, s, attrs = {}) { return svg("text", { x, y, ...attrs }, s); }

let measureCtx = null;
const WIDTHS = new Map();
/** Width in table units of `s` in the table's font (`weight` 400/600/700, `size` units). */
function measure(s, size = 16, weight = 600) {
  const key = `${weight}|${size}|${s}`;
  let wd = WIDTHS.get(key);
  if (wd === undefined) {
    if (!measureCtx) measureCtx = document.createElement("canvas").getContext("2d");
    if (measureCtx) {
      measureCtx.font = `${weight} ${size}px system-ui, "DejaVu Sans", sans-serif`;
      wd = measureCtx.measureText(s).width;
    } else wd = s.length * size * 0.6;
    WIDTHS.set(key, wd);
  }
  return wd;
}

/** Break `s` into at most `maxLines` lines of `width` units, never dropping a letter: lines are
 * narrowed (SVG textLength) up to 1.6× before a word is hyphenated or a line added. */
function fitLines(s, width, maxLines, size = 16, weight = 600) {
  const words = String(s).split(/\s+/).filter(Boolean);
  const wrap = (room, hyphenate) => {
    const out = [];
    let cur = "";
    for (let w of words) {
      while (hyphenate && measure(w, size, weight) > room) { // a word longer than a line: hyphenate it
        let k = w.length - 1;
        while (k > 2 && measure(w.slice(0, k) + "-", size, weight) > room) k--;
        if (cur) { out.push(cur); cur = ""; }
        out.push(w.slice(0, k) + "-");
        w = w.slice(k);
      }
      const next = cur ? `${cur} ${w}` : w;
      if (cur && measure(next, size, weight) > room) { out.push(cur); cur = w; } else cur = next;
    }
    if (cur) out.push(cur);
    return out;
  };
  const MAXSQ = 1.6;
  let best = null;
  for (const squeeze of [1, 1.15, 1.3, 1.45, MAXSQ]) {
    const room = width * squeeze;
    const ls = wrap(room, false);
    if (ls.length <= maxLines && ls.every((ln) => measure(ln, size, weight) <= room)) { best = ls; break; }
  }
  best ??= wrap(width * MAXSQ, true);
  return best.map((ln) => ({ text: ln, squeeze: measure(ln, size, weight) > width }));
}

/** Lines of text at (x, y) with line height `lh`; a line too wide is narrowed to `width`. */
function lines(g, list, x, y, lh, width, cls, attrs = {}) {
  list.forEach((ln, i) => g.append(text(x, y + i * lh, ln.text, {
    class: cls, ...attrs, ...(ln.squeeze ? { textLength: width, lengthAdjust: "spacingAndGlyphs" } : {}) })));
}

/** A piece: knight = disc, rook = tower, bishop = mitre, cube = square in the owner's colour. */
function piece(token, x, y, r, view) {
  const [kind, rest] = token.split(":");
  if (kind === "cube") {
    return svg("rect", { x: x - r * 0.8, y: y - r * 0.8, width: r * 1.6, height: r * 1.6, rx: 2, fill: seatColour(view, Number(rest)), stroke: "#222", "stroke-width": 1, class: "piece cube" });
  }
  const fill = PIECE_FILL[rest] ?? "#999";
  const stroke = rest === "black" ? "#bbb" : "#222";
  if (kind === "knight") return svg("circle", { cx: x, cy: y, r, fill, stroke, "stroke-width": 1.4, class: "piece knight" });
  if (kind === "rook") {
    const s = r * 0.9;
    return svg("path", { d: `M${x - s},${y + s}V${y - s}h${s * 0.6}v${s * 0.5}h${s * 0.5}v${-s * 0.5}h${s * 0.3}v${s * 0.5}h${s * 0.5}v${-s * 0.5}h${s * 0.3}V${y + s}Z`, fill, stroke, "stroke-width": 1.4, class: "piece rook" });
  }
  if (kind === "bishop") return svg("path", { d: `M${x},${y - r * 1.1}L${x + r * 0.8},${y + r}H${x - r * 0.8}Z`, fill, stroke, "stroke-width": 1.4, class: "piece bishop" });
  return svg("circle", { cx: x, cy: y, r, fill: "#999" });
}

/** Give a drawn piece the last-move mark (a ring drawn by the stylesheet); `latest`: the move
 * just played changed it (the ring flashes as the move appears). */
function marked(el, yes, latest = false) {
  if (yes) el.classList.add("last-move");
  if (yes && latest) el.classList.add("latest");
  return el;
}

/** What differs between two views of the same game: the pieces of cities and borders, cards
 * that arrived somewhere (market, hand, tableau) and players' florins. */
export function changes(prev, cur) {
  const out = new Set();
  if (!prev || !cur) return out;
  for (const [m, mc] of Object.entries(cur.map)) {
    const pm = prev.map[m];
    if (!pm) continue;
    for (const [c, st] of Object.entries(mc.cities)) {
      if (JSON.stringify(st.tokens) !== JSON.stringify(pm.cities[c]?.tokens)) out.add(`city:${c}`);
    }
    for (const [b, st] of Object.entries(mc.borders)) {
      const pb = pm.borders[b];
      if (st.concession !== pb?.concession || st.pirate !== pb?.pirate) out.add(`border:${b}`);
    }
  }
  const places = (v) => {
    const at = new Map();
    for (const row of ["west", "east"]) for (const sl of v.market[row]) if (sl.card) at.set(sl.card, `m:${row}:${sl.slot}`);
    for (const p of v.players) {
      for (const c of p.hand ?? []) at.set(c, `h:${p.seat}`);
      for (const side of ["west", "east"]) for (const e of p.tableau[side]) {
        at.set(e.id, `t:${p.seat}:${side}:${e.side ?? ""}`);
        for (const vs of e.vassals) at.set(vs.id, `v:${p.seat}:${e.id}`);
        if (e.queen) at.set(e.queen, `q:${p.seat}:${e.id}`);
      }
    }
    return at;
  };
  const before = places(prev);
  for (const [c, where] of places(cur)) if (before.get(c) !== where) out.add(`card:${c}`);
  cur.players.forEach((p, i) => { if (prev.players[i] && prev.players[i].florins !== p.florins) out.add(`florins:${p.seat}`); });
  return out;
}

function coin(x, y, n, r = 12) {
  return svg("g", { class: "coin" },
    svg("circle", { cx: x, cy: y, r, fill: "#e3b93c", stroke: "#8a6a12", "stroke-width": 1.5 }),
    text(x, y + 5.5, String(n), { "text-anchor": "middle", class: "coin-n" + (String(n).length > 2 ? " wide" : ""), ...(String(n).length > 2 ? { textLength: r * 1.7, lengthAdjust: "spacingAndGlyphs" } : {}) }));
}

function opIcon(op, x, y, t) {
  const cat = CAT.op_categories[op.op ?? op];
  const fill = CATEGORY_FILL[CAT.category_colours[cat]] ?? "#777";
  const name = op.op ?? op;
  return svg("g", { class: "op" },
    svg("rect", { x: x - 10, y: y - 10, width: 20, height: 20, rx: 3, fill, stroke: op.colour ? PIECE_FILL[op.colour] : "none", "stroke-width": op.colour ? 2.5 : 0 }),
    svg("path", { d: OP_GLYPH[name] ?? "M-4,-4L4,4M4,-4L-4,4", transform: `translate(${x},${y})`, class: `op-glyph op-${name}` }),
    svg("title", {}, t(`ren.op.${name}`)));
}

// Our own prestige symbols, drawn in a 14×14 box centred on 0,0 on the prestige colour: Catholic
// a cross, Islamic a crescent, Reformist an open book, Law a pair of scales, Discovery a compass
// star, Patron a lyre.
const PRESTIGE_GLYPH = {
  catholic: "M0,-5V5M-3.5,-1.5H3.5",
  islamic: "M2.5,-4.5a5,5 0 1,0 0,9a4,4 0 1,1 0,-9Z",
  reformist: "M0,-2.5V4.5M0,-2.5C-2,-4 -4,-4 -5,-3.5V3C-4,2.5 -2,2.5 0,4.5C2,2.5 4,2.5 5,3V-3.5C4,-4 2,-4 0,-2.5",
  law: "M0,-5V4.5M-3,4.5H3M-4.5,-3H4.5M-4.5,-3L-6,1H-3ZM4.5,-3L3,1H6Z",
  discovery: "M0,-5.5L1.4,-1.4L5.5,0L1.4,1.4L0,5.5L-1.4,1.4L-5.5,0L-1.4,-1.4Z",
  patron: "M-3.5,-4.5C-5,0 -3,4 0,4.5C3,4 5,0 3.5,-4.5M-1.5,-2.5V3M1.5,-2.5V3M-4,-1.5H4",
};
const PRESTIGE_INK = { catholic: "#3a2a1a", patron: "#3a2a00" }; // the light fills; the others white

/** One prestige icon: its symbol on its colour, named (title) in the player's language. */
function prestigeIcon(k, x, y, r, lang) {
  const name = CAT.prestige[k]?.[lang] ?? k;
  return svg("g", { class: `prestige-icon prestige-${k}` },
    svg("circle", { cx: x, cy: y, r, fill: PRESTIGE_FILL[k], stroke: "#222", "stroke-width": 0.8 }),
    svg("path", { d: PRESTIGE_GLYPH[k] ?? "", transform: `translate(${x},${y}) scale(${(r / 7).toFixed(3)})`, class: "prestige-glyph", stroke: PRESTIGE_INK[k] ?? "#fff",
      fill: k === "islamic" || k === "discovery" ? PRESTIGE_INK[k] ?? "#fff" : "none" }),
    svg("title", {}, name));
}

function prestigeIcons(list, x, y, lang) {
  return list.map((p, i) => prestigeIcon(p, x + i * 16, y, 7, lang));
}

// ---------------------------------------------------------------- the table

// Drawings of cards and map cards already made, by everything they depend on: a redraw clones
// them (one native call) instead of building them element by element. Handlers and the table's
// registry are added to each clone; the templates themselves are never shown.
const MEMO = new Map();
function remembered(key, draw) {
  let tpl = MEMO.get(key);
  if (!tpl) {
    if (MEMO.size > 3000) MEMO.clear();
    tpl = draw();
    MEMO.set(key, tpl);
  }
  return tpl.cloneNode(true);
}

class Table {
  constructor(ctx) {
    this.ctx = ctx;
    this.view = ctx.view;
    this.lang = ctx.lang;
    this.t = ctx.t;
    this.elements = new Map(); // id -> [svg element]
    this.marks = ctx.marks ?? new Set(); // what changed since the deciding person last saw the table
    this.latest = ctx.latest ?? new Set(); // what the move just played changed (part of marks)
  }

  reg(el, ...ids) {
    for (const id of ids) {
      if (!id) continue;
      if (!this.elements.has(id)) this.elements.set(id, []);
      this.elements.get(id).push(el);
    }
    return el;
  }

  /** A card (market, tableau or hand): name in full, operations, prestige; tap or hover shows its detail. */
  card(id, x, y, w, hgt, opts = {}) {
    const key = JSON.stringify([id, x, y, w, hgt, opts, this.marks.has(`card:${id}`), this.latest.has(`card:${id}`), this.lang]);
    const g = remembered(key, () => this.drawCard(id, x, y, w, hgt, opts));
    this.reg(g, id, ...(opts.alias ?? []));
    g.addEventListener("pointerenter", (ev) => { if (ev.pointerType === "mouse") showDetail(live ?? this, id, opts); });
    g.addEventListener("pointerleave", (ev) => { if (ev.pointerType === "mouse") hideDetail(); });
    g.addEventListener("focusin", (ev) => { if (ev.target.matches(":focus-visible")) showDetail(live ?? this, id, opts); }); // keyboard only
    return g;
  }

  /** The drawing of a card (a pure function of its arguments, the marks on it and the language). */
  drawCard(id, x, y, w, hgt, opts) {
    const info = CAT.cards[id] ?? null;
    const emp = CAT.empires[id] ?? null;
    const g = svg("g", { class: "card" + (opts.silenced ? " silenced" : "") + (emp ? " empire" : ""), "data-id": id, transform: `translate(${x},${y})` });
    const region = info?.region ?? emp?.region ?? "west";
    let fill = region === "east" ? "#f3e2d2" : "#e4ebf3";
    if (info?.kind === "comet") fill = "#2c2f4a";
    if (emp) fill = opts.side === "republic" ? "#e8f0e0" : "#f6e7c1";
    g.append(svg("rect", { class: "card-bg", width: w, height: hgt, rx: 6, fill, stroke: "#6d5f55", "stroke-width": 1.2 }));
    g.append(svg("rect", { width: w, height: 5, rx: 2, fill: region === "east" ? "#b5532f" : "#3d6fb6" }));
    const ops = emp ? (opts.side ? emp[opts.side].ops.map((o) => ({ op: o })) : []) : (info?.ops ?? []);
    const prest = emp ? (opts.side ? emp[opts.side].prestige : []) : (info?.prestige ?? []);
    const marks = (opts.vassal || opts.queen || (emp && opts.side)) ? 1 : 0;
    const bottom = (ops.length ? 24 : 0) + (prest.length || opts.florins ? 16 : 0) + marks * 17;
    const maxLines = Math.max(1, Math.floor((hgt - 8 - bottom) / 17));
    const nameW = w - 8 - (opts.bishop ? 14 : 0);
    const nm = fitLines(emp ? emp.name : (info?.name ?? id), nameW, maxLines);
    lines(g, nm, 4, 21, 17, nameW, "card-name" + (info?.kind === "comet" ? " light" : ""));
    const yy = 21 + nm.length * 17;
    const mark = opts.vassal ? this.t("ren.vassal_mark") : opts.queen ? this.t("ren.queen_mark") : emp && opts.side ? this.t(`ren.${opts.side}`) : null;
    if (mark) { g.append(text(4, Math.min(yy, hgt - bottom + 14), mark, { class: "card-sub" })); }
    ops.forEach((op, i) => g.append(opIcon(op, 14 + i * 23, hgt - (prest.length || opts.florins ? 30 : 14), this.t)));
    g.append(...prestigeIcons(prest, 10, hgt - 10, this.lang));
    if (info?.one_shot) g.append(svg("path", { d: `M${w - 12},${hgt - 42}l6,-7l6,7l-6,7z`, fill: "#c0392b", class: "oneshot" }, svg("title", {}, this.t(`ren.oneshot.${info.one_shot.type}`))));
    if (info?.ability) g.append(text(w - 14, hgt - 24, "★", { class: "ability-mark" }));
    if (opts.bishop) g.append(piece(`bishop:${opts.bishop}`, w - 9, 18, 7, this.view));
    if (opts.silenced) {
      g.append(svg("line", { x1: 2, y1: hgt - 2, x2: w - 2, y2: 2, class: "silence-line" }));
      g.append(text(w / 2, hgt / 2 + 6, this.t("ren.silenced"), { "text-anchor": "middle", class: "silenced-text", textLength: w - 8, lengthAdjust: "spacingAndGlyphs" }));
    }
    if (opts.florins) g.append(coin(w - 14, hgt - 14, opts.florins, 12));
    marked(g, this.marks.has(`card:${id}`), this.latest.has(`card:${id}`));
    g.dataset.detail = "1";
    return g;
  }

  back(x, y, w, hgt, label) {
    return svg("g", { transform: `translate(${x},${y})`, class: "card back" },
      svg("rect", { width: w, height: hgt, rx: 6, fill: "#5b2a1d", stroke: "#2b1d16" }),
      svg("rect", { x: 5, y: 5, width: w - 10, height: hgt - 10, rx: 4, fill: "none", stroke: "#b8892d", "stroke-dasharray": "3 3" }),
      label ? text(w / 2, hgt / 2 + 6, label, { "text-anchor": "middle", class: "back-label", ...(measure(label, 16, 400) > w - 8 ? { textLength: w - 8, lengthAdjust: "spacingAndGlyphs" } : {}) }) : null);
  }

  // ---------------------------------------------------------- round, turn, China, Victory cards
  header() {
    const v = this.view;
    const { x, y, w } = INFO;
    const g = svg("g", { class: "header" });
    g.append(svg("rect", { x, y, width: w, height: 168, fill: "#5b2a1d", rx: 8 }));
    g.append(text(x + 10, y + 24, this.t("ren.round", { round: v.round, year: v.year }), { class: "head-text" }));
    const china = this.t("ren.china", { n: v.china });
    const cw = Math.min(measure(china, 17, 400), 230);
    g.append(coin(x + w - cw - 24, y + 18, v.china, 12));
    g.append(text(x + w - cw - 8, y + 24, china, { class: "head-text", ...(measure(china, 17, 400) > cw ? { textLength: cw, lengthAdjust: "spacingAndGlyphs" } : {}) }));
    const cur = v.players[v.current];
    g.append(svg("rect", { x: x + 10, y: y + 34, width: 20, height: 20, rx: 4, fill: seatColour(v, v.current), stroke: "#fff" }));
    const turn = this.t("ren.turn_of", { name: cur.name });
    g.append(text(x + 38, y + 50, turn, { class: "head-text strong", ...(measure(turn, 17, 700) > w - 50 ? { textLength: w - 50, lengthAdjust: "spacingAndGlyphs" } : {}) }));
    for (let i = 0; i < 2; i++) {
      g.append(svg("circle", { cx: x + 20 + i * 22, cy: y + 70, r: 8, fill: i < v.actions_left ? "#e3b93c" : "none", stroke: "#e3b93c", "stroke-width": 2 }));
    }
    g.append(text(x + 60, y + 76, this.t("ren.actions_left", { n: v.actions_left }), { class: "head-text" }));
    v.victories.forEach((vic, i) => {
      const vx = x + 6 + (i % 2) * 222;
      const vy = y + 84 + Math.floor(i / 2) * 42;
      const name = nameOf(vic.id, this.lang);
      const el = svg("g", { class: "victory" + (vic.active ? " active" : ""), "data-id": `victory:${vic.id}` },
        svg("rect", { x: vx, y: vy, width: 218, height: 38, rx: 5, fill: vic.active ? "#e3b93c" : "#7a4a3a", stroke: "#fff", "stroke-width": vic.active ? 2 : 0.5 }),
        text(vx + 109, vy + 25, name, { "text-anchor": "middle", class: "victory-name" + (vic.active ? "" : " off"), ...(measure(name, 16, 700) > 208 ? { textLength: 208, lengthAdjust: "spacingAndGlyphs" } : {}) }));
      el.append(svg("title", {}, `${name} — ${this.t(vic.active ? "ren.active" : "ren.inactive")}`));
      this.reg(el, `victory:${vic.id}`);
      g.append(el);
    });
    return g;
  }

  // ---------------------------------------------------------- map
  mapPos(m) {
    const c = CAT.map_cards[m];
    return [MAP.x + c.column * (MAP.w + MAP.gap), MAP.y + c.row * (MAP.h + MAP.gap)];
  }

  map() {
    if (tableView() === "map") return drawGeoMap(this, { piece, marked, measure }); // hook(map): the regions area as a map
    const v = this.view;
    const g = svg("g", { class: "map" });
    // trade routes first: drawn under the cards, they show between them as coloured roads
    const routes = svg("g", { class: "routes" });
    CAT.trade_routes.forEach((r, k) => {
      const off = (k % 4) * 6 - 9;
      const pts = r.path.map((p) => this.pointOf(p)).filter(Boolean).map(([px, py]) => `${px + off},${py + off}`);
      routes.append(svg("polyline", { points: pts.join(" "), class: `route route-${r.route}` }, svg("title", {}, nameOf(r.emporium))));
    });
    g.append(routes);
    const colours = v.players.map((p) => seatColour(v, p.seat));
    for (const [m, mc] of Object.entries(v.map)) {
      const emp = v.empires[m];
      const owner = emp && emp.owner !== null && emp.owner !== undefined ? emp.owner : null;
      const cities = CAT.map_cards[m].cities.map((c) => [this.marks.has(`city:${c.id}`), this.latest.has(`city:${c.id}`)]);
      const key = JSON.stringify(["map", m, mc, owner, owner === null ? null : v.players[owner]?.name, cities, colours, this.lang]);
      const card = remembered(key, () => this.drawMapCard(m, mc, owner));
      this.reg(card.querySelector(":scope > .map-head"), m);
      for (const cg of card.querySelectorAll(":scope > .city")) this.reg(cg, cg.dataset.id, `city:${cg.dataset.id}`);
      card.addEventListener("pointerenter", (ev) => { if (ev.pointerType === "mouse") showDetail(live ?? this, m, { map: true }); });
      card.addEventListener("pointerleave", (ev) => { if (ev.pointerType === "mouse") hideDetail(); });
      g.append(card);
    }
    for (const [b, info] of Object.entries(CAT.borders)) {
      const [bx, by] = this.pointOf(b);
      const st = v.map[info.between[0]].borders[b] ?? v.map[info.between[1]].borders[b];
      const bg = svg("g", { class: "border " + (info.sea ? "sea" : "land"), "data-id": b });
      bg.append(svg("circle", { class: "border-bg", cx: bx, cy: by, r: 19, fill: info.sea ? "#9cc3e6" : "#c9a97a", stroke: "#5d4a36", "stroke-width": 1 }));
      const moved = this.marks.has(`border:${b}`);
      if (moved) bg.classList.add("changed");
      const latest = this.latest.has(`border:${b}`);
      if (st?.concession !== null && st?.concession !== undefined) bg.append(marked(piece(`cube:${st.concession}`, bx, by, 8, v), moved, latest));
      if (st?.pirate) bg.append(marked(piece(`rook:${st.pirate}`, bx, by, 8, v), moved, latest));
      bg.append(svg("title", {}, nameOf(b, this.lang)));
      this.reg(bg, b, `border:${b}`);
      g.append(bg);
    }
    return g;
  }

  /** The drawing of map card `m` (its state `mc`, the Empire's owner): a pure function of them,
   * the marks on its cities and the language. */
  drawMapCard(m, mc, owner) {
    const v = this.view;
    const [x, y] = this.mapPos(m);
    const side = mc.side;
    // the map card itself is not a tap target: its name strip and its city rows are, side by side
    const card = svg("g", { class: "map-card", "data-id": m });
    card.append(svg("rect", { class: "map-frame", x, y, width: MAP.w, height: MAP.h, rx: 8, fill: SIDE_FILL[side] ?? "#ddd", stroke: side === mc.religious_side ? "#b8892d" : "#6d5f55", "stroke-width": side === "medieval" ? 1.5 : 3 }));
    card.append(text(x + 10, y + MAP.h - 9, this.t(`ren.side.${side}`), { class: "map-side", fill: SIDE_INK[side] }));
    // the region's outline (our own coarse drawing) with its cities in place, under the city rows
    const outline = outlineIn(m, x + 8, y + MAP.first - 4, MAP.w - 16, MAP.h - MAP.first - 20);
    if (outline) {
      const ink = side === "islamic" ? " light" : "";
      card.append(svg("path", { d: outline.d, class: "region-outline" + ink }));
      const capitals = new Set(CAT.map_cards[m].cities.filter((c) => c.capital).map((c) => c.id));
      for (const [city, sx, sy] of outline.spots) {
        card.append(svg("circle", { cx: sx.toFixed(1), cy: sy.toFixed(1), r: capitals.has(city) ? 5 : 3.5, class: "city-spot" + ink + (capitals.has(city) ? " capital" : ""), "data-city": city }));
      }
    }
    if (owner !== null) {
      card.append(svg("rect", { x: x + MAP.w - 24, y: y + MAP.h - 24, width: 16, height: 16, rx: 2, fill: seatColour(v, owner), stroke: "#222" },
        svg("title", {}, v.players[owner]?.name ?? "")));
    }
    const head = svg("g", { class: "map-head", "data-id": m });
    head.append(svg("rect", { class: "map-bg", x: x + 4, y: y + 5, width: MAP.w - 8, height: MAP.head, rx: 6, fill: "rgba(255,255,255,.25)", stroke: "none" }));
    const name = nameOf(m, this.lang);
    head.append(text(x + 10, y + 30, name, { class: "map-name", fill: SIDE_INK[side], ...(measure(name, 17, 700) > MAP.w - 20 ? { textLength: MAP.w - 20, lengthAdjust: "spacingAndGlyphs" } : {}) }));
    card.append(head);
    CAT.map_cards[m].cities.forEach((c, i) => {
      const cy = y + MAP.first + i * MAP.row + MAP.rowH / 2;
      const st = mc.cities[c.id];
      const cg = svg("g", { class: "city", "data-id": c.id });
      cg.append(svg("rect", { class: "city-bg", x: x + 6, y: cy - MAP.rowH / 2, width: MAP.w - 12, height: MAP.rowH, rx: 10, fill: "rgba(255,255,255,.55)", stroke: "none" }));
      if (c.capital) cg.append(svg("circle", { cx: x + 18, cy, r: 8, fill: "none", stroke: "#8a1c1c", "stroke-width": 2 }));
      cg.append(svg("circle", { cx: x + 18, cy, r: 4, fill: c.capital ? "#8a1c1c" : "#6d5f55" }));
      const emporium = mc.emporia[c.id];
      const toks = st?.tokens ?? [];
      const spaces = Math.max(st?.spaces ?? 1, toks.length);
      const right = x + MAP.w - (emporium ? 40 : 22);
      const nameRoom = right - spaces * 18 + 8 - (x + 30);
      const cname = nameOf(c.id, this.lang);
      cg.append(text(x + 30, cy + 6, cname, { class: "city-name" + (c.capital ? " capital" : ""), ...(measure(cname, 16, c.capital ? 700 : 400) > nameRoom ? { textLength: nameRoom, lengthAdjust: "spacingAndGlyphs" } : {}) }));
      if (emporium) {
        const colour = CAT.route_colours[emporium.route];
        cg.append(svg("circle", { cx: x + MAP.w - 20, cy, r: 9, fill: emporium.covered ? PIECE_FILL[colour] : "none", stroke: colour === "black" ? "#111" : "#888", "stroke-width": 2, "stroke-dasharray": emporium.covered ? null : "3 2", class: "emporium" }));
      }
      // pieces from the right edge (left of the emporium disc), so the city name stays readable
      const moved = this.marks.has(`city:${c.id}`);
      if (moved) cg.classList.add("changed");
      const latest = this.latest.has(`city:${c.id}`);
      toks.forEach((tk, j) => cg.append(marked(piece(tk, right - j * 18, cy, 8, v), moved, latest)));
      for (let j = toks.length; j < spaces; j++) cg.append(svg("circle", { cx: right - j * 18, cy, r: 7, fill: "none", stroke: "#9a8c7c", "stroke-dasharray": "2 2", class: "space" }));
      cg.append(svg("title", {}, `${cname}${c.capital ? " (" + this.t("ren.capital") + ")" : ""}`));
      card.append(cg);
    });
    return card;
  }

  /** Centre of a map card or a border marker. */
  pointOf(id) {
    if (CAT.map_cards[id]) {
      const [x, y] = this.mapPos(id);
      return [x + MAP.w / 2, y + MAP.h / 2];
    }
    const b = CAT.borders[id];
    if (!b) return null;
    const [a, c] = b.between.map((m) => this.pointOf(m));
    return [(a[0] + c[0]) / 2, (a[1] + c[1]) / 2]; // in the gap between the two cards
  }

  // ---------------------------------------------------------- markets
  markets() {
    const v = this.view;
    const g = svg("g", { class: "markets" });
    ["west", "east"].forEach((row, r) => {
      const y = MKT.y + r * MKT.rowH;
      g.append(text(MKT.x, y + 15, `${this.t(`ren.market.${row}`)} · ${this.t("ren.deck", { n: v.decks[row] })}`, { class: "label" }));
      v.market[row].forEach((slot, i) => {
        const x = MKT.x + i * MKT.step;
        const sy = y + 22;
        const id = `market:${row}:${slot.slot}`;
        let el;
        if (!slot.card && !slot.face_down) {
          el = svg("g", { class: "slot empty" }, svg("rect", { x, y: sy, width: MKT.w, height: MKT.h, rx: 6, fill: "none", stroke: "#b7a78f", "stroke-dasharray": "4 3" }));
          if (slot.florins) el.append(coin(x + MKT.w - 14, sy + MKT.h - 14, slot.florins, 12));
        } else if (slot.face_down || !slot.card) {
          el = this.back(x, sy, MKT.w, MKT.h, this.t("ren.face_down"));
          if (slot.florins) el.append(coin(MKT.w - 14, MKT.h - 14, slot.florins, 12));
        } else {
          el = this.card(slot.card, x, sy, MKT.w, MKT.h, { florins: slot.florins, alias: [id] });
        }
        this.reg(el, id);
        g.append(el);
        g.append(text(x + MKT.w / 2, sy + MKT.h + 18, this.t("ren.cost", { n: slot.slot - 1 }), { "text-anchor": "middle", class: "cost" }));
      });
    });
    return g;
  }

  // ---------------------------------------------------------- tableaux
  tableaux() {
    const v = this.view;
    const g = svg("g", { class: "tableaux" });
    // seat order, always the same: a band never moves between turns
    const me = v.seat ?? v.to_move;
    v.players.forEach((p, k) => g.append(this.band(p, BAND.y + k * BAND.h, p.seat === me)));
    return g;
  }

  band(p, y, mine) {
    const v = this.view;
    const col = seatColour(v, p.seat);
    const inner = BAND.h - 8;
    const g = svg("g", { class: "band" + (mine ? " mine" : ""), "data-seat": p.seat });
    g.append(svg("rect", { x: 0, y, width: W, height: inner, rx: 8, fill: mine ? "#fff8e8" : "#f7f1e4", stroke: col, "stroke-width": p.seat === v.to_move ? 4 : 1.5 }));
    g.append(svg("rect", { x: 0, y, width: 8, height: inner, rx: 4, fill: col }));
    const nameW = BAND.info - 20;
    g.append(text(14, y + 20, p.name, { class: "player-name", ...(measure(p.name, 17, 700) > nameW ? { textLength: nameW, lengthAdjust: "spacingAndGlyphs" } : {}) }));
    g.append(text(14, y + 38, `${nameOf(p.banker)}${p.seat === v.current ? " · " + this.t("ren.their_turn") : ""}`, { class: "muted-text" }));
    g.append(marked(coin(24, y + 51, p.florins, 11), this.marks.has(`florins:${p.seat}`), this.latest.has(`florins:${p.seat}`)));
    g.append(text(38, y + 57, this.t("ren.florins", { n: p.florins }), { class: "info strong" }));
    g.append(svg("rect", { x: 17, y: y + 63, width: 14, height: 14, fill: col, stroke: "#222" }));
    const cubes = this.t("ren.cubes_short", { n: p.cubes_in_supply, c: p.concessions.length });
    g.append(text(38, y + 76, cubes, { class: "info", ...(measure(cubes, 16, 400) > BAND.info - 42 ? { textLength: BAND.info - 42, lengthAdjust: "spacingAndGlyphs" } : {}) }));
    ["catholic", "islamic", "reformist", "law", "discovery", "patron"].forEach((k, i) => {
      const x = 22 + i * 31;
      const label = `${CAT.prestige[k][this.lang] ?? k}: ${p.prestige[k]}`;
      g.append(svg("g", { class: "prestige", role: "img", "aria-label": label },
        prestigeIcon(k, x, y + 89, 7, this.lang),
        text(x + 9, y + 95, String(p.prestige[k]), { class: "info strong" }),
        svg("title", {}, label)));
    });
    const kr = this.t("ren.kr_words", { k: p.kingdoms.length, r: p.republics.length });
    g.append(text(14, y + 114, kr, { class: "muted-text", ...(measure(kr, 16, 400) > BAND.info - 16 ? { textLength: BAND.info - 16, lengthAdjust: "spacingAndGlyphs" } : {}) }));
    // the hand: its cards side by side (a rival's as backs)
    const hx = BAND.hand;
    if (p.hand) {
      const n = p.hand.length;
      const room = BAND.banker - 10 - hx; // shared with the West tableau: the hand comes first
      const handW = 70;
      const step = n > 1 ? Math.max(FAN_MIN, Math.min(handW + 4, (Math.min(room, 3 * (handW + 4)) - handW) / (n - 1))) : 0;
      p.hand.forEach((c, i) => g.append(this.card(c, hx + i * step, y + 4, handW, inner - 8, { hand: true })));
      this.handEnd = hx + (n ? (n - 1) * step + handW : 0);
    } else {
      const n = Math.min(p.hand_size, 3);
      for (let i = 0; i < n; i++) g.append(this.back(hx + i * 24, y + 4, 60, inner - 8, ""));
      g.append(text(hx + 4, y + inner - 10, this.t("ren.hand_hidden", { n: p.hand_size }), { class: "muted-text hand-count" }));
      this.handEnd = hx + (n ? (n - 1) * 24 + 60 : 70);
    }
    // the banker (Player card) with West left and East right
    const bx = BAND.banker;
    const banker = svg("g", { class: "banker", "data-id": p.banker },
      svg("rect", { x: bx, y: y + 4, width: BAND.bankerW, height: inner - 8, rx: 6, fill: col, stroke: "#2b1d16", "stroke-width": 1.5 }),
      text(bx + BAND.bankerW / 2, y + 44, nameOf(p.banker), { "text-anchor": "middle", class: "banker-name", ...(measure(nameOf(p.banker), 16, 700) > BAND.bankerW - 6 ? { textLength: BAND.bankerW - 6, lengthAdjust: "spacingAndGlyphs" } : {}) }),
      text(bx + 6, y + 72, "◀ " + this.t("ren.west"), { class: "banker-sides" }),
      text(bx + BAND.bankerW - 6, y + 94, this.t("ren.east") + " ▶", { "text-anchor": "end", class: "banker-sides" }));
    g.append(banker);
    for (const side of ["west", "east"]) {
      // a vassal follows its suzerain and a Queen her King, each a card of its own
      const cards = [];
      for (const e of p.tableau[side]) {
        cards.push([e.id, { side: e.side, bishop: e.bishop, silenced: e.silenced }, e]);
        for (const vs of e.vassals) cards.push([vs.id, { side: vs.side, bishop: vs.bishop, silenced: vs.silenced, vassal: true }, null]);
        if (e.queen) cards.push([e.queen, { queen: true }, null]);
      }
      const area = side === "west" ? [Math.max(this.handEnd + 6, BAND.hand + 214), bx - 6] : [bx + BAND.bankerW + 6, W - 4];
      const sideEl = svg("g", { class: "side-area", "data-id": `tableau:${p.seat}:${side}` },
        svg("rect", { x: area[0], y: y + 2, width: area[1] - area[0], height: inner - 4, rx: 6, class: "side-bg" }));
      this.reg(sideEl, `tableau:${p.seat}:${side}`);
      g.append(sideEl);
      // the cards lie beside the side's own target, never inside it (no nested controls); a tap on
      // a card that is not a target itself operates the side (see wire)
      const areaId = `tableau:${p.seat}:${side}`;
      const cardsEl = svg("g", { class: "side-cards", "data-cards-of": areaId });
      // a tap on one of these cards that is not a target of its own operates the side: the
      // side's control as it is on the table now (it may have been redrawn since this group)
      cardsEl.addEventListener("click", (ev) => {
        if (ev.target.closest(".legal")) return;
        const control = cardsEl.parentNode?.querySelector(`:scope > .side-area.legal[data-id="${areaId}"]`);
        if (!control) return;
        ev.stopPropagation();
        control.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      });
      g.append(cardsEl);
      const n = cards.length;
      // the side's own control keeps a strip (at its left end) that no card covers
      const room = area[1] - area[0] - 8 - SIDE_STRIP;
      const step = n > 1 ? Math.max(FAN_MIN, Math.min(BAND.step, (room - BAND.cardW) / (n - 1))) : 0;
      cards.forEach(([id, opts, e], i) => {
        // West grows leftwards from the banker, East rightwards: the later card lies on top
        const x = side === "west" ? area[1] - 4 - BAND.cardW - i * step : area[0] + 4 + SIDE_STRIP + i * step;
        const cg = this.card(id, x, y + 4, BAND.cardW, inner - 8, opts);
        if (opts.vassal) cg.classList.add("vassal");
        if (opts.queen) cg.classList.add("queen");
        cardsEl.append(cg);
        if (e) e.repressed.forEach((tk, j) => {
          const pg = svg("g", { class: "repressed" }, piece(tk, x + 12 + j * 18, y + 4 + inner - 8 - 52, 7, this.view));
          this.reg(pg, `repressed:${e.id}`, tk);
          cardsEl.append(pg);
        });
      });
    }
    if (p.old_maids.length) {
      const om = this.t("ren.old_maids", { names: p.old_maids.map((c) => nameOf(c)).join(", ") });
      g.append(text(BAND.banker - 10, y + inner - 6, om, { "text-anchor": "end", class: "muted-text" }));
    }
    return g;
  }

  draw() {
    const height = BAND.y + this.view.players.length * BAND.h;
    const root = svg("svg", { viewBox: `0 0 ${W} ${height}`, class: "ren-table", role: "group", "aria-label": this.t("game.table"), id: "board-svg" });
    root.append(this.map(), this.markets(), this.header(), this.tableaux());
    return root;
  }
}

// ---------------------------------------------------------------- interaction

/** The target id under which an action is offered on the table (null: not on the table). */
function anchorOf(action, elements) {
  const ts = action.targets.map((x) => String(x));
  const present = ts.filter((x) => elements.has(x));
  if (!present.length) return null;
  // place: the destination (first); others: the most specific (last) target drawn
  return action.kind === "place" ? present[0] : present[present.length - 1];
}

/** A transparent copy of an element's outline shape (its first rect or circle), on top of it. */
function hitShape(el) {
  const base = el.querySelector(":scope > .card-bg, :scope > .map-bg, :scope > .city-bg, :scope > .border-bg, :scope > .side-bg")
    ?? el.querySelector(":scope > rect, :scope > circle, :scope > path");
  let shape;
  if (base?.tagName === "circle") shape = svg("circle", { cx: base.getAttribute("cx"), cy: base.getAttribute("cy"), r: base.getAttribute("r") });
  else if (base?.tagName === "rect") {
    shape = svg("rect", { x: base.getAttribute("x") ?? 0, y: base.getAttribute("y") ?? 0, width: base.getAttribute("width"), height: base.getAttribute("height"), rx: base.getAttribute("rx") ?? 0 });
  } else if (base) shape = svg("path", { d: base.getAttribute("d") });
  else shape = svg("rect", { width: 1, height: 1 });
  shape.setAttribute("class", "hit");
  return shape;
}

function chooser(container, table, anchorEl, acts, ctx, title) {
  closeChooser(container);
  const box = h("div", { class: "ren-chooser", role: "dialog", "aria-label": title },
    h("div", { class: "chooser-head" }, h("strong", {}, title),
      h("button", { type: "button", class: "chooser-close", "aria-label": ctx.t("ren.close"), onclick: () => closeChooser(container) }, "×")),
    h("ul", {}, acts.map((a) => h("li", {}, h("button", {
      type: "button", class: "chooser-action", "data-action": a.index, "data-kind": a.kind, "aria-label": a.label,
      onclick: () => { closeChooser(container); ctx.choose(a.index); },
    }, a.label)))));
  // next to what was tapped (below it, or above when there is no room), always inside the window
  container.append(box);
  const r = anchorEl.getBoundingClientRect();
  const bw = box.offsetWidth;
  const bh = box.offsetHeight;
  const left = Math.max(4, Math.min(r.left, window.innerWidth - bw - 4));
  let top = r.bottom + 4;
  if (top + bh > window.innerHeight - 4) top = r.top - bh - 4 >= 4 ? r.top - bh - 4 : Math.max(4, window.innerHeight - bh - 4);
  box.style.left = `${left}px`;
  box.style.top = `${top}px`;
  box.querySelector("button.chooser-action")?.focus();
}

function closeChooser(container) {
  container.querySelector(".ren-chooser")?.remove();
}

// Actions that give away a card or a piece the player may have meant to use (selling a hand or
// tableau card, discarding, killing a repressed token): a tap on their element opens a chooser
// naming the action, never plays it at once.
const ASK_FIRST = new Set(["sell", "discard", "kill"]);

function wire(table, ctx, container) {
  // group the actions by drawn element (one element may stand for several ids, e.g. a market
  // card is both its card id and its slot), so each element gets exactly one handler
  const byEl = new Map();
  const loose = [];
  for (const a of ctx.legal) {
    const anchor = anchorOf(a, table.elements);
    if (anchor === null) { loose.push(a); continue; }
    for (const el of new Set(table.elements.get(anchor))) {
      if (!byEl.has(el)) byEl.set(el, { anchor, acts: [] });
      byEl.get(el).acts.push(a);
    }
  }
  for (const [el, { anchor, acts }] of byEl) {
    el.classList.add("legal");
    const shown = nameOf(el.dataset.id ?? anchor.replace(/^(city|border|card):/, ""), ctx.lang);
    const label = acts.length === 1 ? acts[0].label : ctx.t("ren.choices", { name: shown, n: acts.length });
    // an element with several actions, or one that would give something away, asks first
    const ask = acts.length > 1 || acts.some((a) => ASK_FIRST.has(a.kind));
    // the control is a transparent shape over the drawing: what the drawing shows (names cut
    // into lines, icons, numbers) is graphics, and the control's name is the action's label
    const hit = hitShape(el);
    hit.setAttribute("role", "button");
    hit.setAttribute("tabindex", "0");
    hit.setAttribute("aria-label", label);
    if (!ask) hit.setAttribute("data-action", acts[0].index);
    else hit.setAttribute("data-actions", acts.map((a) => a.index).join(" "));
    hit.setAttribute("data-target", anchor);
    el.append(hit);
    const go = (ev) => {
      ev.stopPropagation();
      if (!ask) ctx.choose(acts[0].index);
      else chooser(container, table, hit, acts, ctx, acts.length > 1 ? label : ctx.t("table.confirm", { name: shown }));
    };
    el.addEventListener("click", go);
    el.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); go(ev); } });
  }
  return loose;
}

function prompt(ctx, loose) {
  const v = ctx.view;
  if (ctx.over) return victoryBanner(ctx);
  if (ctx.stopped) return h("div", { class: "ren-prompt over", id: "ren-prompt", role: "status" }, h("strong", {}, ctx.stopped));
  const who = v.players[v.to_move];
  const pend = CAT.pending[v.pending] ?? null;
  const what = pend ? pend[ctx.lang] ?? pend.en : ctx.t("ren.decides_generic");
  const notTurn = v.to_move !== v.current;
  return h("div", { class: "ren-prompt" + (notTurn ? " interrupt" : ""), id: "ren-prompt", role: "status", "aria-live": "polite" },
    h("span", { class: "swatch", style: `background:${seatColour(v, v.to_move)}` }),
    h("strong", { class: "decider" }, who?.name ?? ""), " ", h("span", {}, what),
    pend ? h("span", { class: "rule" }, ` (${pend.rules})`) : null,
    notTurn ? h("span", { class: "not-turn" }, " — " + ctx.t("ren.during_turn", { name: v.players[v.current].name })) : null,
    ctx.legal.length ? h("span", { class: "hint" }, " " + ctx.t("ren.hint"))
      : ctx.lastMove ? h("span", { class: "last-move-line", id: "ren-last-move" }, ctx.t("ren.last_move", { name: ctx.lastMove.name, text: ctx.lastMove.text })) : null,
    loose.length ? h("div", { class: "loose" }, loose.map((a) => h("button", {
      type: "button", class: "loose-action", "data-action": a.index, "data-kind": a.kind, "aria-label": a.label,
      onclick: () => ctx.choose(a.index),
    }, a.label))) : null);
}

/** At the end: who won and by which victory, above the table. */
function victoryBanner(ctx) {
  const r = ctx.result ?? { winners: [], victory: "" };
  const names = r.winners.map((s) => ctx.view.players[s]?.name ?? `#${s + 1}`).join(", ");
  return h("div", { class: "ren-prompt over", id: "ren-victory", role: "status" },
    h("strong", { class: "victory-title" }, ctx.t("ren.victory_banner", { names, victory: victoryName(r.victory, ctx.lang) })),
    h("button", { type: "button", class: "drawer-open standings-open", onclick: () => setDrawer(true) }, ctx.t("ren.standings")));
}

// ---------------------------------------------------------------- the legend

/** The key to the table's symbols: each piece, space and mark drawn as on the table, named. */
function legend(ctx) {
  const icon = (...shapes) => svg("svg", { viewBox: "0 0 30 22", width: 30, height: 22, "aria-hidden": "true", class: "legend-icon" }, ...shapes);
  const white = (k) => piece(`${k}:white`, 15, 11, 8, ctx.view);
  const rows = [
    ["knight", icon(white("knight"))],
    ["rook", icon(white("rook"))],
    ["bishop", icon(white("bishop"))],
    ["colours", icon(piece("knight:white", 6, 11, 5, ctx.view), piece("knight:black", 15, 11, 5, ctx.view), piece("knight:red", 24, 11, 5, ctx.view))],
    ["cube", icon(piece(`cube:${ctx.view.seat ?? ctx.view.to_move ?? 0}`, 15, 11, 8, ctx.view))],
    ["space", icon(svg("circle", { cx: 15, cy: 11, r: 7, fill: "none", stroke: "#9a8c7c", "stroke-dasharray": "2 2", class: "space" }))],
    ["capital", icon(svg("circle", { cx: 15, cy: 11, r: 8, fill: "none", stroke: "#8a1c1c", "stroke-width": 2 }), svg("circle", { cx: 15, cy: 11, r: 4, fill: "#8a1c1c" }))],
    ["emporium_open", icon(svg("circle", { cx: 15, cy: 11, r: 9, fill: "none", stroke: "#888", "stroke-width": 2, "stroke-dasharray": "3 2", class: "emporium" }))],
    ["emporium_covered", icon(svg("circle", { cx: 15, cy: 11, r: 9, fill: PIECE_FILL.white, stroke: "#888", "stroke-width": 2, class: "emporium" }))],
    ["route_east", icon(svg("line", { x1: 2, y1: 11, x2: 28, y2: 11, class: "route route-east" }))],
    ["route_west", icon(svg("rect", { x: 0, y: 4, width: 30, height: 14, fill: "#9a8c7c" }), svg("line", { x1: 2, y1: 11, x2: 28, y2: 11, class: "route route-west" }))],
    ["last_move", icon(svg("circle", { cx: 15, cy: 11, r: 8, fill: PIECE_FILL.white, stroke: "#1b5fbf", "stroke-width": 3 }))],
  ];
  const named = rows.map(([key, ic]) => [key, ic, ctx.t(`ren.legend.${key}`)]);
  named.push(...mapLegendRows(ctx.t, icon)); // hook(map): the map's own symbols in the Key
  // the operations' glyphs and the prestige icons, as on the cards
  for (const op of Object.keys(OP_GLYPH)) named.push([`op:${op}`, icon(opIcon(op, 15, 11, ctx.t)), ctx.t(`ren.op.${op}`)]);
  for (const k of Object.keys(PRESTIGE_FILL)) named.push([`prestige:${k}`, icon(...prestigeIcons([k], 15, 11, ctx.lang)), CAT.prestige[k]?.[ctx.lang] ?? k]);
  return h("details", { class: "ren-legend", id: "ren-legend" },
    h("summary", {}, ctx.t("ren.legend")),
    h("ul", { class: "legend-body ren-table", "aria-label": ctx.t("ren.legend") },
      named.map(([key, ic, words]) => h("li", { "data-key": key }, ic, h("span", {}, words)))));
}

// ---------------------------------------------------------------- the page around the table

let current = null; // the table drawn last: its refit runs when the window changes size
window.addEventListener("resize", () => current?.());
// the detail panel closes on Escape and on a press anywhere else (that press still does what it
// does); the tablet drawer too, and a tap beside it only closes it
dismissable(() => !document.getElementById("ren-detail")?.hidden && !!document.getElementById("ren-detail"),
  (el) => !!el.closest?.("#ren-detail"), () => { ui.detail = null; hideDetail(true); });
dismissable(() => drawerShown(), (el) => !!el.closest?.(".game[data-game='renaissance'] .side, #ren-drawer"), () => setDrawer(false), true);

/** Whether the tablet drawer is open over the table (on a desktop the side panel is no drawer). */
function drawerShown() {
  const game = document.querySelector(".game[data-game='renaissance'][data-drawer='open']");
  const side = game?.querySelector(".side");
  return !!side && getComputedStyle(side).position === "fixed";
}

function gameEl(container) { return container.closest(".game"); }

/** On a tablet the choices, the replay and the log are a drawer over the table's right edge. */
function setDrawer(open) {
  ui.drawer = open;
  const game = /** @type {HTMLElement} */ (document.querySelector(".game[data-game='renaissance']"));
  if (!game) return;
  game.dataset.drawer = open ? "open" : "closed";
  if (open) {
    const side = game.querySelector(".side");
    /** @type {HTMLElement} */ (side?.querySelector("button:not([disabled]), [tabindex]"))?.focus?.({ preventScroll: true });
    // the log opens on its newest entry
    const log = side?.querySelector(".log-list");
    if (log) log.scrollTop = log.scrollHeight;
  }
}

function drawer(container, ctx) {
  const game = gameEl(container);
  const side = game?.querySelector(".side");
  if (!game || !side) return null;
  game.dataset.drawer = ui.drawer ? "open" : "closed";
  if (!side.querySelector(".drawer-close")) {
    side.prepend(h("button", { type: "button", class: "drawer-close", "aria-label": ctx.t("ren.close"), onclick: () => setDrawer(false) }, "×"));
  }
  const n = ctx.legal.length;
  return h("button", { type: "button", class: "drawer-open", id: "ren-drawer", "aria-controls": "ren-side", onclick: () => setDrawer(game.dataset.drawer !== "open") },
    ctx.over ? ctx.t("ren.standings") : ctx.t("ren.drawer", { n }));
}

/** The scroll area ends at the bottom of the window; the side panel too (it scrolls inside).
 * Measuring forces a layout of the whole page, so a redraw in the same window applies the sizes
 * measured last time (no read) and measures again in the next frame, before it is painted (the
 * layout that frame needs anyway), correcting them only if the page around the table changed. */
function fitToWindow(container, scroller, zoomBar, cached = null) {
  const game = gameEl(container);
  const side = game?.querySelector(".side");
  if (side) side.id = "ren-side";
  const key = `${window.innerWidth}x${window.innerHeight}`;
  if (cached && cached.key === key) {
    scroller.style.height = cached.height;
    if (side) side.style.maxHeight = cached.side;
    zoomBar.refit(cached.box);
    return cached;
  }
  const top = scroller.getBoundingClientRect().top + window.scrollY;
  scroller.style.height = `${Math.max(280, Math.floor(window.innerHeight - top - 14))}px`;
  if (side) {
    const st = side.getBoundingClientRect().top + window.scrollY;
    side.style.maxHeight = getComputedStyle(side).position === "fixed" ? "" : `${Math.max(280, Math.floor(window.innerHeight - st - 10))}px`;
  }
  const box = [scroller.clientWidth, scroller.clientHeight];
  zoomBar.refit(box);
  return { key, height: scroller.style.height, side: side?.style.maxHeight ?? "", box };
}

/** The changes to mark: since the previous table of this game; while computers move (no legal
 * actions on the table), their moves add up until a person decides again (web/games/kit/marks.js). */
const lastChanges = markTracker(changes);

// The table on screen in each container (its SVG, scroll area, zoom bar, detail panel), and the
// table drawn last: a kept part's hover and long-press show the detail from the newest view.
const SHOWN = new WeakMap();
let live = null;

/** This renderer patches its table in place (web/app/game.js keeps its board element). */
export const patches = true;

/** Move into `shown` (the table on screen) the parts of `fresh` (the same table newly drawn) that
 * differ from it, three levels deep (the map, markets, header and tableaux; each map card,
 * border, market slot, Victory card and player band; their pieces: city rows, cards, sides…),
 * and keep the parts that are equal. A kept part's handlers act as the fresh one's would: a
 * control (.legal) is kept only whole and equal (its actions, index and label, are in its
 * markup), and the other handlers look up what they act on when they run. An element holding
 * text is compared whole. */
function patch(shown, fresh, depth = 3) {
  const a = [...shown.children];
  const b = [...fresh.children];
  if (a.length !== b.length) { shown.replaceChildren(...b); return; }
  a.forEach((old, i) => {
    const nw = b[i];
    if (old.isEqualNode(nw)) return;
    if (depth > 1 && old.tagName === nw.tagName && old.children.length === nw.children.length && old.getAttribute("class") === nw.getAttribute("class")
      && !old.classList.contains("legal") && old.childNodes.length === old.children.length && nw.childNodes.length === nw.children.length
      && old.attributes.length === nw.attributes.length && [...old.attributes].every((at) => nw.getAttribute(at.name) === at.value)) patch(old, nw, depth - 1);
    else old.replaceWith(nw);
  });
}

/** Draw the table for `ctx` into `container` (see web/games/registry.js for the contract); a
 * container that already shows this game's table gets only the parts that changed.
 * @param {HTMLElement} container @param {PaxRenderCtx<PaxRenaissanceCatalog>} ctx */
export function render(container, ctx) {
  // a card pinned in the detail panel belongs to its game screen: another game (or the same one
  // opened again) starts without it
  const game = JSON.stringify(ctx.setup);
  if (ui.detailGame !== game || !SHOWN.get(container)) { ui.detail = null; ui.detailGame = game; }
  ctx = { ...ctx, ...lastChanges(ctx) };
  const table = new Table(ctx);
  live = table;
  const fresh = table.draw();
  closeChooser(container);
  const loose = wire(table, ctx, container);
  let shown = SHOWN.get(container);
  if (shown && (!container.contains(shown.scroller) || shown.root.getAttribute("viewBox") !== fresh.getAttribute("viewBox"))) shown = null;
  // the legend depends only on the language and the colour of the cube it shows: kept (and left
  // open or closed) while they stay the same
  const legendKey = `${ctx.lang}|${seatColour(ctx.view, ctx.view.seat ?? ctx.view.to_move ?? 0)}|${tableView()}`; // hook(map): view in the key
  const keepLegend = shown && shown.legendKey === legendKey;
  const top = [prompt(ctx, loose), keepLegend ? shown.top[1] : legend(ctx), drawer(container, ctx)];
  if (shown) {
    patch(shown.root, fresh);
    const [oldPrompt, oldLegend, oldDrawer] = shown.top;
    oldPrompt.replaceWith(top[0]);
    if (!keepLegend) { top[1].open = oldLegend.open; oldLegend.replaceWith(top[1]); }
    if (oldDrawer && top[2]) oldDrawer.replaceWith(top[2]);
    else if (top[2]) shown.zoomBar.before(top[2]);
    else oldDrawer?.remove();
    shown.top = top;
    shown.legendKey = legendKey;
  } else {
    clear(container);
    const scroller = h("div", { class: "ren-scroll", id: "board", "data-game": "renaissance" });
    scroller.append(fresh);
    const detail = h("aside", { class: "ren-detail", id: "ren-detail", hidden: true, "aria-live": "polite" });
    container.classList.add("ren-wrap");
    const zoomBar = attachZoom(scroller, fresh, ui, ctx.t);
    container.append(h("div", { class: "ren-top" }, ...top, zoomBar), scroller, detail);
    shown = { root: fresh, scroller, zoomBar, top, legendKey };
    SHOWN.set(container, shown);
    // a long press anywhere on the table shows what it is (a card or map card: its detail) and
    // never plays anything
    longPressWithin(container, "#board-svg [data-detail], #board-svg .map-card",
      (el) => showDetail(live, el.dataset.id, el.classList.contains("map-card") ? { map: true } : {}, true),
      () => { ui.detail = null; hideDetail(true); });
    container.addEventListener("click", (ev) => {
      const target = /** @type {HTMLElement} */ (ev.target);
      if (!target.closest(".ren-chooser")) closeChooser(container);
      const card = /** @type {HTMLElement} */ (target.closest?.("[data-detail]"));
      if (card && !card.classList.contains("legal")) showDetail(live, card.dataset.id, {}, true);
    });
    requestAnimationFrame(() => { scroller.scrollLeft = ui.scroll[0]; scroller.scrollTop = ui.scroll[1]; });
    scroller.addEventListener("scroll", () => { ui.scroll = [scroller.scrollLeft, scroller.scrollTop]; });
  }
  const { scroller, zoomBar } = shown;
  viewToggle(zoomBar, ctx.t, () => render(container, ctx)); // hook(map): the map/compact switch
  const refit = () => { if (container.isConnected) ui.fit = fitToWindow(container, scroller, zoomBar); };
  ui.fit = fitToWindow(container, scroller, zoomBar, ui.fit);
  current = refit;
  requestAnimationFrame(refit);
  if (ui.detail) showDetail(table, ui.detail.id, ui.detail.opts, ui.detail.sticky);
  else hideDetail(true);
}

/** The name of a victory type (for the shell's victory screen). */
export function victoryName(victory, lang) {
  const v = CAT.victories[victory];
  return v ? v[lang] ?? v.en : String(victory);
}
