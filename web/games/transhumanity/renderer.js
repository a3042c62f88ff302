// Pax Transhumanity table: one SVG drawn from rules.view alone (a pure function of the view, the
// legal actions, the space the window gives it and this module's UI state: zoom, tab, the card
// shown in the detail panel).
//
// Two layouts of the same pieces, chosen by the space the table has (so that at Fit every text
// is at least 10 CSS px and every tap target at least 24×24):
// - "wide" (a desktop window): everything at once. The header (whose turn, Regime card, draw
//   deck, discard, credit), Human Progress and the Splay with the card being decided on at its
//   right, the four spheres side by side (problems, Market column with its price rows,
//   infrastructure board, unemployment), then one board per player.
// - "tablet" (1024×768 and other small windows): the header, then one of two pages chosen by
//   tabs above the table: "Spheres & market" (the four spheres) or "Progress & players" (the
//   Splay, the card being decided on, the player boards and the credit). Each tab says how many
//   highlighted places it holds; when a new decision has none on the page shown, the table turns
//   to the page that has them.
//
// Every legal action is reachable on the table: the engine names the table elements an action
// acts on (`targets`); each drawn element registers the ids it stands for, and an element with
// legal actions is highlighted, gets role=button, an aria-label and data-action="<index>" (one
// action) or opens a small chooser whose buttons carry data-action (several actions). Actions
// acting on nothing drawn (end the turn, done, skip, the turn menu) are buttons of the prompt,
// which is part of #board. No two tap targets overlap: a card's heat squares are a column of
// their own beside the card's body.

import { h, svg, clear, longPressWithin, dismissable } from "../../app/dom.js";
import { CAT, ui, DISC_FILL, DISC_INK, seatFill, nameOf, sphereName, discName } from "./shared.js";
import { marksFor } from "./changes.js";

export { CAT, ui };

/** Each seat's colour on the table (the victory chart draws each player in it). */
export function seatColour(view, seat) { return seatFill(view, seat); }

const DISCS = ["Y", "G", "B", "O"];
/** One icon per kind of impact (TRH-G), drawn ahead of the impact's words on a card. */
const ICON = { solve: "✓", growth: "↑", company: "⌂", heat_growth: "♨", social_resilience: "♥", nuclear_exchange: "☢",
  exoglobal_recession: "↓", industry_disruption: "⚡", game_end: "⚑" };
const PAGES = ["spheres", "people"];

// Text widths are estimated from the font size (DejaVu Sans / system-ui): an average character
// of our names and effects takes about 0.5 em, a bold one 0.58 em (with a little to spare).
const CH = 0.53;
const CHB = 0.61;
function chars(width, size, bold = false) { return Math.max(1, Math.floor(width / (size * (bold ? CHB : CH)))); }

/** The two layouts (SVG units; the smallest text is 11 units, the smallest target 26). */
const WIDE = {
  name: "wide", W: 1600, headH: 46,
  splay: { x: 6, y: 52, w: 1150, h: 104, stripW: 84 },
  focus: { x: 1166, y: 52, w: 428, h: 104 },
  col: { y: 164, x0: 6, w: 392, gap: 8, title: 32, per: 4, probW: 92, probH: 27, probStep: 29, row: 56, price: 22, label: 16, spot: 34, unemp: 30 },
  band: { h: 144, gap: 6, cols: 0 },
};
const TABLET = {
  name: "tablet", W: 1000, headH: 40,
  splay: { x: 4, y: 46, w: 992, h: 136, stripW: 82 },
  focus: { x: 4, y: 186, w: 992, h: 70 },
  col: { y: 46, x0: 4, w: 244, gap: 4, title: 30, per: 3, probW: 77, probH: 27, probStep: 29, row: 44, price: 20, label: 14, spot: 30, unemp: 28 },
  band: { h: 140, gap: 6, cols: 2, y: 260 },
};

export function ruleOf(kind) { return CAT.action_rules?.[kind] ?? null; }

/** The name of a scoring mode (the victory screen's title). */
export function victoryName(victory, lang) {
  const v = CAT.victories?.[victory];
  return v ? `${v[lang] ?? v.en} (${v.rules})` : String(victory);
}

function text(x, y, s, attrs = {}) { return svg("text", { x, y, ...attrs }, s); }

function fit(s, max) {
  s = String(s);
  return s.length > max ? s.slice(0, Math.max(1, max - 1)) + "…" : s;
}

/** Words in lines of at most `max` characters (the first line: `first`), at most `lines` lines. */
function wrap(s, max, lines = 2, first = max) {
  const words = String(s).split(/\s+/).filter(Boolean);
  const out = [];
  let cur = "";
  const room = () => (out.length ? max : first);
  for (const w of words) {
    if ((cur + " " + w).trim().length > room() && cur) { out.push(cur); cur = w; } else cur = (cur + " " + w).trim();
  }
  if (cur) out.push(cur);
  if (out.length > lines) { out.length = lines; out[lines - 1] = out[lines - 1] + "…"; }
  return out.map((ln, i) => fit(ln, i ? max : first));
}

/** A player's agent: a small square in the owner's colour (black squares get a light edge). */
function agent(view, seat, x, y, s = 10) {
  const fill = seatFill(view, seat);
  return svg("rect", { x: x - s / 2, y: y - s / 2, width: s, height: s, rx: 1.5, fill, stroke: fill === "#222222" ? "#bbb" : "#111", "stroke-width": 1, class: "agent" });
}

function disc(view, seat, x, y, r = 8) {
  const fill = seatFill(view, seat);
  return svg("circle", { cx: x, cy: y, r, fill, stroke: fill === "#222222" ? "#ddd" : "#111", "stroke-width": 1.5, class: "company-disc" });
}

class Table {
  constructor(ctx, L) {
    this.ctx = ctx;
    this.L = L;
    this.view = ctx.view;
    this.lang = ctx.lang;
    this.t = ctx.t;
    this.elements = new Map(); // id -> [svg element]
    this.pageOf = new Map(); // svg element -> the tablet page it is drawn on (null: always shown)
    this.page = null; // the page being drawn
    const v = this.view;
    this.me = v.viewer ?? null; // whose eyes the view is drawn for
  }

  reg(el, ...ids) {
    for (const id of ids) {
      if (id === null || id === undefined) continue;
      const k = String(id);
      if (!this.elements.has(k)) this.elements.set(k, []);
      this.elements.get(k).push(el);
    }
    this.pageOf.set(el, this.page);
    return el;
  }

  /** The element shows the detail of `id` on hover, long-press or tap (listeners on the table's
   * wrap: see listen()). */
  detail(el, id) {
    el.dataset.detail = id;
    return el;
  }

  // ---------------------------------------------------------- header
  header() {
    const v = this.view;
    const L = this.L;
    const wide = L.name === "wide";
    const H = L.headH;
    const g = svg("g", { class: "header" });
    g.append(svg("rect", { x: 0, y: 0, width: L.W, height: H, rx: 6, fill: "#1d2a3a" }));
    const mid = H / 2;
    const mover = v.to_move !== null && v.to_move !== undefined ? v.players[v.to_move] : null;
    // whose turn; the regime box starts at rx
    const rx = wide ? 520 : 318;
    if (v.phase === "over") g.append(text(12, mid + 6, this.t("trh.over"), { class: "head-text strong" }));
    else {
      // the robots' turn (TRH-K-9) is the robot's, also while the person decides for it
      const robot = v.robot ?? null;
      const turnP = v.players[robot ?? v.turn];
      g.append(svg("rect", { x: 10, y: mid - 10, width: 20, height: 20, rx: 4, fill: seatFill(v, robot ?? v.turn), stroke: "#fff" }));
      g.append(text(38, mid + 6, fit(this.t("trh.turn_of", { name: turnP?.name ?? "" }), chars(wide ? 250 : 160, 15, true)), { class: "head-text strong", id: "trh-turn-of" }));
      const dx = wide ? 300 : 210;
      // (a robot's turn has no actions to count: the counter is the person's, for their next turn)
      if (robot !== null) {
        if (wide && mover && mover.seat !== robot) g.append(text(dx, mid + 5, fit(this.t("trh.decides", { name: mover.name }), 26), { class: "head-text small" }));
      } else {
        for (let i = 0; i < 2; i++) g.append(svg("circle", { cx: dx + i * 18, cy: mid, r: 6, fill: i < v.actions_left ? "#f2c14e" : "none", stroke: "#f2c14e", "stroke-width": 2 }));
        g.append(svg("title", {}, this.t("trh.actions_left", { n: v.actions_left })));
        if (wide) {
          g.append(text(336, mid + 5, this.t("trh.actions_left", { n: v.actions_left }), { class: "head-text small" }));
          if (mover && mover.seat !== v.turn) g.append(text(336, mid + 19, fit(this.t("trh.decides", { name: mover.name }), 26), { class: "head-text tiny" }));
        } else g.append(text(246, mid + 5, `${v.actions_left}`, { class: "head-text small strong" }));
      }
    }
    // the Regime card, its effect in words
    const reg = CAT.regimes[v.regime];
    const rw = wide ? 460 : 360;
    const ink = DISC_INK[v.regime] ?? (v.regime === "PS" ? "#fff" : "#1d2a3a");
    const effect = reg ? (this.lang === "hu" ? reg.effect_hu : reg.effect_en) : "";
    const rg = svg("g", { class: "regime", "data-id": `regime:${v.regime}` },
      svg("rect", { x: rx, y: 3, width: rw, height: H - 6, rx: 5, fill: v.regime in DISC_FILL ? DISC_FILL[v.regime] : v.regime === "PS" ? "#7d4a9c" : "#e8e2d4", stroke: "#fff" }),
      text(rx + 8, 3 + (H - 6) / 2 - 2, fit(this.t("trh.regime", { name: reg ? reg[this.lang] ?? reg.en : v.regime_name }), chars(rw - 14, 13, true)), { class: "regime-name", fill: ink }),
      text(rx + 8, 3 + (H - 6) / 2 + 12, fit(effect, chars(rw - 14, 11)), { class: "regime-effect", fill: ink }),
      svg("title", {}, effect));
    this.detail(rg, `regime:${v.regime}`);
    g.append(rg);
    // deck, discard, credit
    const kx = rx + rw + 6;
    const kw = wide ? 170 : 222;
    g.append(svg("g", { class: "deck", "data-id": "deck" },
      svg("rect", { x: kx, y: 3, width: kw, height: H - 6, rx: 5, fill: "#33475e", stroke: "#9fb3c8" }),
      text(kx + 7, 3 + (H - 6) / 2 - 2, this.t("trh.deck", { n: v.deck_size }), { class: "head-text small strong" }),
      text(kx + 7, 3 + (H - 6) / 2 + 12, fit(this.t("trh.deck_tipping"), chars(kw - 10, 11)), { class: "head-text tiny" }),
      svg("title", {}, this.t("trh.deck_tipping"))));
    const ax = kx + kw + 6;
    const aw = wide ? 100 : L.W - ax - 3;
    const dis = svg("g", { class: "discard", "data-id": "discard" },
      svg("rect", { x: ax, y: 3, width: aw, height: H - 6, rx: 5, fill: "#33475e", stroke: "#9fb3c8" }),
      text(ax + 6, mid + 5, fit(this.t("trh.discard", { n: v.discard.length }), chars(aw - 8, 13)), { class: "head-text small" }));
    this.reg(dis, "discard");
    g.append(dis);
    if (wide) g.append(this.credit(L.W - 8, 19, "end"));
    return g;
  }

  /** The "original card set" credit, two lines. */
  credit(x, y, anchor) {
    return svg("g", { class: "credit" },
      text(x, y, this.t("trh.credit"), { class: "head-text tiny credit-text", "text-anchor": anchor }),
      text(x, y + 14, this.t("trh.credit2"), { class: "head-text tiny credit-text", "text-anchor": anchor }));
  }

  // ---------------------------------------------------------- Splay
  splay() {
    const v = this.view;
    const S = this.L.splay;
    const g = svg("g", { class: "splay" });
    g.append(svg("rect", { x: S.x, y: S.y, width: S.w, height: S.h, rx: 6, class: "area-bg" }));
    g.append(text(S.x + 8, S.y + 14, this.t("trh.splay"), { class: "area-label" }));
    const n = v.splay.length + 1;
    const inner = S.w - 12;
    const maxPer = Math.floor(inner / S.stripW);
    const rows = Math.max(1, Math.ceil(n / maxPer));
    const perRow = Math.ceil(n / rows);
    const sw = Math.min(S.stripW, inner / perRow);
    const sh = (S.h - 36 - (rows - 1) * 2) / rows;
    const lines = Math.max(1, Math.floor((sh - 16) / 12));
    const cut = CAT.cutting_edge ?? 3;
    const items = [{ hp: true }, ...v.splay.map((e, i) => ({ ...e, i }))];
    items.forEach((e, k) => {
      const x = S.x + 6 + (k % perRow) * sw;
      const y = S.y + 20 + Math.floor(k / perRow) * (sh + 2);
      if (e.hp) {
        g.append(svg("g", { class: "strip hp" },
          svg("rect", { x, y, width: sw - 3, height: sh, rx: 4, fill: "#f4f0e6", stroke: "#8a8172" }),
          ...wrap(this.t("trh.human_progress"), chars(sw - 8, 11, true), Math.max(1, lines)).map((ln, j) => text(x + 4, y + 13 + j * 12, ln, { class: "strip-name" }))));
        return;
      }
      const edge = e.i >= v.splay.length - cut;
      const el = svg("g", { class: "strip" + (edge ? " edge" : ""), "data-id": `s:${e.i}` });
      el.append(svg("rect", { x, y, width: sw - 3, height: sh, rx: 4, fill: DISC_FILL[e.strip], stroke: edge ? "#ffd54a" : "#333", "stroke-width": edge ? 3 : 1, class: "strip-bg" }));
      const ink = DISC_INK[e.strip];
      wrap(nameOf(e.id), chars(sw - 14, 11, true), lines).forEach((ln, j) => el.append(text(x + 4, y + 13 + j * 12, ln, { class: "strip-name", fill: ink })));
      e.future_shock.forEach((o, j) => {
        const sx = x + 9 + j * 14;
        const sy = y + sh - 8;
        el.append(svg("rect", { x: sx - 6, y: sy - 6, width: 12, height: 12, fill: "#fff", stroke: "#111", "stroke-width": 1 }));
        if (o !== null) el.append(agent(v, o, sx, sy, 9));
      });
      el.append(svg("title", {}, `${nameOf(e.id)} — ${discName(e.strip, this.lang)}`));
      this.reg(el, `s:${e.i}`, e.id);
      this.detail(el, e.id);
      g.append(el);
    });
    if (v.splay.length >= 1) {
      const k0 = Math.max(0, n - cut);
      const x0 = S.x + 6 + (k0 % perRow) * sw;
      g.append(text(x0 + 2, S.y + S.h - 4, this.t("trh.cutting_edge"), { class: "edge-label" }));
    }
    return g;
  }

  // ---------------------------------------------------------- the card being decided on
  focus() {
    const v = this.view;
    const F = this.L.focus;
    const g = svg("g", { class: "focus" });
    g.append(svg("rect", { x: F.x, y: F.y, width: F.w, height: F.h, rx: 6, class: "area-bg" }));
    const me = this.me !== null ? v.players[this.me] : null;
    const cards = [];
    const label = (s) => g.append(text(F.x + 8, F.y + 14, s, { class: "area-label" }));
    const note = (s) => g.append(text(F.x + 8, F.y + 38, s, { class: "muted-text" }));
    if (me && me.candidates.length) { label(this.t("trh.candidates")); cards.push(...me.candidates); }
    else if (v.held.length) { label(this.t("trh.held")); cards.push(...v.held.slice(-2)); }
    else if (v.solo) {
      label(this.t("trh.exo_deck", { n: v.exo_deck_size }));
      if (v.exo_next) cards.push(v.exo_next);
      else note(this.t(v.solo === "hard" ? "trh.exo_hidden" : "trh.exo_empty"));
    } else { label(this.t("trh.held")); note(this.t("trh.nothing_held")); }
    const cw = Math.min(480, cards.length > 1 ? (F.w - 20) / 2 : F.w - 16);
    cards.forEach((id, i) => g.append(this.card(id, null, F.x + 8 + i * (cw + 4), F.y + 19, cw, F.h - 23, null)));
    return g;
  }

  // ---------------------------------------------------------- an idea card
  /** An idea as a horizontal card: its body (bands, name, surge arrows, effects, syndicates) and,
   * at its right, a column per heat square (white or black, free or covered by an agent). */
  card(id, slot, x, y, w, hh, where) {
    const v = this.view;
    const info = CAT.cards[id] ?? { name: id, left: "Y", right: "Y", heat: [], surge: [], impacts: [], abilities: [], kind: "idea", text: { en: "", hu: "" } };
    const g = svg("g", { class: "card " + info.kind });
    const frame = info.kind === "tipping_point" ? "#b3261e" : info.kind === "plurality" ? "#6a3d9a" : "#4d5866";
    const HW = 26;
    const bw = w - info.heat.length * HW;
    const body = svg("g", { class: "card-body", "data-id": id });
    body.append(svg("rect", { x, y, width: bw, height: hh, rx: 5, fill: "#fbfaf6", stroke: frame, "stroke-width": info.kind === "idea" ? 1.2 : 2.5, class: "card-bg" }));
    body.append(svg("rect", { x: x + 1, y: y + 1, width: 8, height: hh - 2, rx: 3, fill: DISC_FILL[info.left], class: "band left" }));
    body.append(svg("rect", { x: x + bw - 9, y: y + 1, width: 8, height: hh - 2, rx: 3, fill: DISC_FILL[info.right], class: "band right" }));
    const surgeW = info.surge.length * 12;
    body.append(text(x + 13, y + 14, fit(nameOf(id, this.lang), chars(bw - 26 - surgeW, 12.5, true)), { class: "card-name" })); // hook(motion): the card's name in the page's language
    info.surge.forEach((d, i) => body.append(text(x + bw - 12 - (info.surge.length - i) * 12, y + 14, "▲", { class: "surge", fill: DISC_FILL[d] })));
    // effects in short words, and the ability
    // the impacts as icons (one per impact; "a/b" for a choice) ahead of their words
    const txt = info.text?.[this.lang] ?? info.text?.en ?? "";
    const icons = info.impacts.map((grp) => grp.map((i) => ICON[i.type] ?? "•").join("/")).join(" ");
    const lines = Math.min(3, Math.max(1, Math.floor((hh - 16) / 12)));
    const iw = icons.length * 7.5 + 4;
    body.append(text(x + 13, y + 27, icons, { class: "impact-icons" }));
    wrap(txt, chars(bw - 26, 11), lines, chars(bw - 26 - iw, 11)).forEach((ln, i) =>
      body.append(text(i ? x + 13 : x + 13 + iw, y + 27 + i * 12, ln, { class: "card-text" })));
    if (info.abilities.length) body.append(text(x + bw - 22, y + hh - 4, "★", { class: "ability-mark" }));
    // syndicates
    (slot?.syndicates ?? []).forEach((o, i) => body.append(agent(v, o, x + bw - 32 - i * 13, y + hh - 8, 10)));
    body.append(svg("title", {}, `${nameOf(id, this.lang)}: ${txt}`)); // hook(motion): the card's name in the page's language
    if (where) this.reg(body, `m:${where[0]}:${where[1]}`);
    this.reg(body, id);
    g.append(body);
    // heat squares, each its own tap target
    info.heat.forEach((col, i) => {
      const sx = x + bw + i * HW;
      const sq = svg("g", { class: "heat " + col });
      sq.append(svg("rect", { x: sx + 1, y, width: HW - 2, height: hh, rx: 4, fill: "#efece4", stroke: "#b9b2a2", class: "hit" }));
      sq.append(svg("rect", { x: sx + 6, y: y + hh / 2 - 7, width: 14, height: 14, fill: col === "black" ? "#1a1a1a" : "#fff", stroke: "#555", "stroke-width": 1.2, class: "heat-bg" }));
      const o = slot?.heat?.[i];
      if (o !== null && o !== undefined) sq.append(agent(v, o, sx + 13, y + hh / 2, 9));
      sq.append(svg("title", {}, this.t(col === "black" ? "trh.heat_black" : "trh.heat_white")));
      if (where) this.reg(sq, `h:${where[0]}:${where[1]}:${i}`);
      g.append(sq);
    });
    this.detail(g, id);
    return g;
  }

  // ---------------------------------------------------------- the spheres
  spheres() {
    const C = this.L.col;
    const g = svg("g", { class: "spheres" });
    CAT.spheres.forEach((sph, i) => g.append(this.sphere(sph, i, C.x0 + i * (C.w + C.gap))));
    return g;
  }

  /** The problem rows every sphere column leaves room for (the market columns stay level). */
  probRows() {
    return Math.max(1, ...CAT.spheres.map((s) => Math.ceil(s.problems.length / this.L.col.per)));
  }

  sphereHeight() {
    const C = this.L.col;
    return C.title + this.probRows() * C.probStep + 4 + 6 * C.row + 4 + C.label + 3 * C.spot + 2 + C.unemp + 4;
  }

  sphere(sph, i, x) {
    const v = this.view;
    const C = this.L.col;
    const g = svg("g", { class: "sphere", "data-sphere": sph.id });
    const y = C.y;
    const marketY = y + C.title + this.probRows() * C.probStep + 4;
    const boardY = marketY + 6 * C.row + 4;
    g.append(svg("rect", { x, y, width: C.w, height: this.sphereHeight(), rx: 8, fill: "#f3f1ec", stroke: DISC_FILL[sph.disc], "stroke-width": 3 }));
    g.append(svg("rect", { x, y, width: C.w, height: C.title, rx: 8, fill: DISC_FILL[sph.disc] }));
    const bwid = Math.min(118, C.w / 2 - 10);
    g.append(text(x + 9, y + C.title / 2 + 5, fit(sphereName(i, this.lang), chars(C.w - bwid - 18, 15, true)), { class: "sphere-name", fill: DISC_INK[sph.disc] }));
    // Research in this column (draws from the deck into it)
    const rb = svg("g", { class: "research", "data-id": `col:${i}` },
      svg("rect", { x: x + C.w - bwid - 3, y: y + 2, width: bwid, height: C.title - 4, rx: 10, fill: "#fff", stroke: "#333", class: "button-bg" }),
      text(x + C.w - bwid / 2 - 3, y + C.title / 2 + 4, this.t("trh.research"), { class: "button-text", "text-anchor": "middle" }));
    this.reg(rb, `col:${i}`);
    g.append(rb);
    // problems, solved or not, and by whom
    sph.problems.forEach((pid, k) => {
      const px = x + 4 + (k % C.per) * (C.probW + 4);
      const py = y + C.title + 2 + Math.floor(k / C.per) * C.probStep;
      const owner = v.problems[pid];
      const solved = owner !== null && owner !== undefined;
      const pe = svg("g", { class: "problem" + (solved ? " solved" : ""), "data-id": pid },
        svg("rect", { x: px, y: py, width: C.probW, height: C.probH, rx: 10, fill: solved ? seatFill(v, owner) : "#fff", stroke: DISC_FILL[sph.disc], "stroke-width": 1.5, class: "problem-bg" }),
        // the name in one or two lines (the whole name: its detail, on tap, long-press or hover)
        ...wrap(nameOf(pid, this.lang), chars(C.probW - 10, 11), 2).map((ln, j, all) =>
          text(px + 6, py + C.probH / 2 + 4 + (j - (all.length - 1) / 2) * 11, ln, { class: "problem-name" + (solved ? " light" : "") })),
        svg("title", {}, `${nameOf(pid, this.lang)} — ${solved ? this.t("trh.solved_by", { name: v.players[owner].name }) : this.t("trh.unsolved")}`));
      this.reg(pe, pid);
      this.detail(pe, pid);
      g.append(pe);
    });
    // the Market column: row 5 at the top, row 0 (cheapest) at the bottom
    for (let r = 5; r >= 0; r--) {
      const ry = marketY + (5 - r) * C.row;
      g.append(text(x + 4, ry + C.row / 2 + 4, `$${r}`, { class: "price" }));
      const slot = v.market[i][r];
      const sl = svg("g", { class: "slot", "data-id": `m:${i}:${r}` });
      sl.append(svg("rect", { x: x + C.price, y: ry + 1, width: C.w - C.price - 4, height: C.row - 3, rx: 5, fill: "none", stroke: "#c9c3b6", "stroke-dasharray": "4 3", class: "slot-bg" }));
      if (slot) sl.append(this.card(slot.id, slot, x + C.price, ry + 1, C.w - C.price - 4, C.row - 3, [i, r]));
      else this.reg(sl, `m:${i}:${r}`);
      g.append(sl);
    }
    // the infrastructure board: thinkers left, makers right
    g.append(text(x + 8, boardY + C.label - 3, this.t("trh.thinkers"), { class: "area-label" }));
    g.append(text(x + C.w / 2 + 4, boardY + C.label - 3, this.t("trh.makers"), { class: "area-label" }));
    for (const spot of sph.spots) {
      const sx = x + 4 + (spot.side === "T" ? 0 : C.w / 2);
      const sy = boardY + C.label + (spot.row - 1) * C.spot;
      g.append(this.spot(spot, sx, sy, C.w / 2 - 8, C.spot - 3));
    }
    // unemployment
    const uy = boardY + C.label + 3 * C.spot + 2;
    const un = svg("g", { class: "unemployed", "data-id": `u:${i}` },
      svg("rect", { x: x + 4, y: uy, width: C.w - 8, height: C.unemp, rx: 5, fill: "#e4e0d6", stroke: "#b9b2a2", class: "unemp-bg" }),
      text(x + 10, uy + C.unemp / 2 + 4, fit(this.t("trh.unemployed"), chars(C.w * 0.5 - 22, 11, true)), { class: "spot-name" }));
    const ux = x + Math.max(124, C.w * 0.5);
    const ustep = Math.min(56, (x + C.w - 8 - ux) / Math.max(1, v.players.length));
    v.unemployed[i].forEach((n, seat) => {
      if (!n) return;
      const ax = ux + seat * ustep;
      un.append(agent(v, seat, ax, uy + C.unemp / 2, 11), text(ax + 8, uy + C.unemp / 2 + 4, `×${n}`, { class: "count" }));
    });
    this.reg(un, `u:${i}`);
    g.append(un);
    return g;
  }

  /** A board spot: name on top; below, its kind (wide layout) and the company and employees. */
  spot(spot, x, y, w, hh) {
    const v = this.view;
    const owner = v.companies[spot.id];
    const emps = v.employees[spot.id] ?? [];
    const wide = this.L.name === "wide";
    const el = svg("g", { class: "spot" + (spot.barrier ? " barrier" : " utility"), "data-id": spot.id });
    el.append(svg("rect", { x, y, width: w, height: hh, rx: 5, fill: spot.barrier ? "#d9d3c7" : "#fff", stroke: "#8a8172", "stroke-width": 1, class: "spot-bg" }));
    if (spot.barrier) el.append(svg("rect", { x: x + 2, y: y + 2, width: 5, height: hh - 4, fill: "#6b6357" }));
    el.append(text(x + 10, y + 12, fit(spot.name, chars(w - 12, 11, true)), { class: "spot-name" }));
    const ly = y + hh - 8; // the second line
    if (wide) el.append(text(x + 10, ly + 4, this.t(spot.barrier ? "trh.barrier" : "trh.utility"), { class: "spot-kind" }));
    const hasOwner = owner !== undefined && owner !== null;
    if (hasOwner) el.append(disc(v, owner, x + w - 10, ly, wide ? 8 : 6));
    emps.forEach((o, k) => el.append(agent(v, o, x + w - (hasOwner ? 28 : 10) - k * 12, ly, 9)));
    el.append(svg("title", {}, `${spot.name} (${this.t(spot.barrier ? "trh.barrier" : "trh.utility")}, ${this.t(spot.side === "T" ? "trh.thinker" : "trh.maker")})` +
      (hasOwner ? ` — ${this.t("trh.company_of", { name: v.players[owner].name })}` : "")));
    this.reg(el, spot.id);
    return el;
  }

  // ---------------------------------------------------------- player boards
  players(y0, width) {
    const v = this.view;
    const B = this.L.band;
    const g = svg("g", { class: "players" });
    const n = v.players.length;
    const cols = B.cols || n;
    const bw = (width - (cols - 1) * B.gap) / cols;
    const order = v.players.map((p) => p.seat);
    if (this.me !== null) { order.splice(order.indexOf(this.me), 1); order.unshift(this.me); }
    order.forEach((seat, k) => g.append(this.band(v.players[seat], this.L.col.x0 + (k % cols) * (bw + B.gap), y0 + Math.floor(k / cols) * (B.h + B.gap), bw)));
    return g;
  }

  band(p, x, y, w) {
    const v = this.view;
    const B = this.L.band;
    const col = seatFill(v, p.seat);
    const mine = p.seat === this.me;
    const g = svg("g", { class: "band" + (mine ? " mine" : ""), "data-seat": p.seat });
    g.append(svg("rect", { x, y, width: w, height: B.h, rx: 8, fill: mine ? "#fffaf0" : "#f5f3ee", stroke: col, "stroke-width": p.seat === v.to_move ? 4 : 1.5 }));
    g.append(svg("rect", { x, y, width: w, height: 22, rx: 8, fill: col }));
    g.append(svg("text", { x: x + 8, y: y + 16, class: "player-name" }, fit(p.name, chars(w - 16, 14, true)), svg("title", {}, p.name)));
    const lineW = chars(w - 16, 11);
    const lines = (ly) => {
      g.append(text(x + 8, ly, fit(`${this.t("trh.companies", { n: p.companies.length })} ${p.companies.map((c) => nameOf(c)).join(", ") || "—"}`, lineW), { class: "info small" }));
      g.append(text(x + 8, ly + 15, fit(`${this.t("trh.problems", { n: p.problems.length })} ${p.problems.map((c) => nameOf(c, this.lang)).join(", ") || "—"}`, lineW), { class: "info small" }));
    };
    if (p.exoglobal) {
      g.append(text(x + 10, y + 42, this.t("trh.robot_cubes", { n: p.capital }), { class: "info" }));
      lines(y + B.h - 24);
      return g;
    }
    // Capital, Wealth and Debt as agents; the supply
    const fin = svg("g", { class: "finance", "data-id": `fin:${p.seat}` });
    fin.append(svg("rect", { x: x + 6, y: y + 26, width: 150, height: 78, rx: 5, fill: "#fff", stroke: "#b9b2a2", class: "fin-bg" }));
    [["capital", p.capital], ["wealth", p.wealth], ["debt", p.debt]].forEach(([k, n], j) => {
      const ry = y + 38 + j * 18;
      fin.append(text(x + 12, ry + 4, this.t(`trh.${k}`), { class: "info small" }));
      for (let a = 0; a < Math.min(n, 5); a++) fin.append(agent(v, p.seat, x + 84 + a * 11, ry, 9));
      fin.append(text(x + 150, ry + 4, String(n), { class: "info strong", "text-anchor": "end" }));
    });
    fin.append(text(x + 12, y + 98, this.t("trh.supply", { n: p.supply }), { class: "info small" }));
    this.reg(fin, `fin:${p.seat}`);
    g.append(fin);
    // patents per discipline with their sale value
    const pat = svg("g", { class: "patents", "data-id": `patents:${p.seat}` });
    pat.append(svg("rect", { x: x + 162, y: y + 26, width: 128, height: 78, rx: 5, fill: "#fff", stroke: "#b9b2a2", class: "pat-bg" }));
    pat.append(text(x + 167, y + 38, fit(this.t("trh.patents"), chars(120, 11)), { class: "info small" }));
    g.append(pat);
    this.reg(pat, `patents:${p.seat}`);
    DISCS.forEach((d, j) => {
      const px = x + 165 + (j % 2) * 62;
      const py = y + 42 + Math.floor(j / 2) * 31;
      const pe = svg("g", { class: "patent", "data-id": `p:${d}` },
        svg("rect", { x: px, y: py, width: 60, height: 29, rx: 4, fill: DISC_FILL[d], stroke: "#333", class: "patent-bg" }),
        text(px + 5, py + 19, `${p.patents[d]}`, { class: "patent-n", fill: DISC_INK[d] }),
        text(px + 55, py + 19, `$${p.patent_values?.[d] ?? 0}`, { class: "patent-v", fill: DISC_INK[d], "text-anchor": "end" }),
        svg("title", {}, this.t("trh.patent_title", { disc: discName(d, this.lang), n: p.patents[d], value: p.patent_values?.[d] ?? 0 })));
      if (mine || p.seat === v.to_move) this.reg(pe, `p:${d}`);
      pat.append(pe);
    });
    // Think Tank
    const tw = Math.max(60, w - 302);
    const tank = svg("g", { class: "tank", "data-id": `tank:${p.seat}` },
      svg("rect", { x: x + 296, y: y + 26, width: tw, height: 37, rx: 5, fill: "#fff", stroke: "#b9b2a2", class: "tank-bg" }),
      text(x + 302, y + 39, fit(this.t("trh.tank", { n: p.think_tank_size }), chars(tw - 10, 11)), { class: "info small" }),
      p.think_tank_top ? text(x + 302, y + 55, fit(nameOf(p.think_tank_top), chars(tw - 10, 11, true)), { class: "info small strong" }) : null);
    if (p.think_tank_top) this.detail(tank, p.think_tank_top);
    this.reg(tank, `tank:${p.seat}`);
    g.append(tank);
    // Secret sphere: own visible, others hidden
    const sec = p.secret;
    g.append(svg("g", { class: "secret" },
      svg("rect", { x: x + 296, y: y + 67, width: tw, height: 37, rx: 5, fill: sec ? DISC_FILL[sec] : "#555", stroke: "#333" }),
      text(x + 302, y + 81, fit(this.t("trh.secret"), chars(tw - 10, 11)), { class: "info small", fill: sec ? DISC_INK[sec] : "#fff" }),
      text(x + 302, y + 97, fit(sec ? sphereName(DISCS.indexOf(sec), this.lang) : this.t("trh.hidden"), chars(tw - 10, 11, true)), { class: "info small strong", fill: sec ? DISC_INK[sec] : "#fff" })));
    lines(y + 120);
    return g;
  }

  /** The table's size in SVG units. */
  size() {
    const L = this.L;
    const sph = L.col.y + this.sphereHeight();
    if (L.name === "wide") {
      const rows = 1;
      return [L.W, sph + 4 + rows * L.band.h + 4];
    }
    const rows = Math.ceil(this.view.players.length / L.band.cols);
    const people = L.band.y + rows * (L.band.h + L.band.gap) + 30;
    return [L.W, Math.max(sph + 4, people)];
  }

  page_(name, ...parts) {
    return svg("g", { class: "page", "data-page": name }, ...parts);
  }

  draw() {
    const L = this.L;
    const [W, H] = this.size();
    const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: `trh-table ${L.name}`, role: "group", "aria-label": this.t("game.table"), id: "board-svg" });
    root.append(this.header());
    if (L.name === "wide") {
      root.append(this.splay(), this.focus(), this.spheres(), this.players(L.col.y + this.sphereHeight() + 4, W - 2 * L.col.x0));
      return root;
    }
    this.page = "spheres";
    const spheres = this.page_("spheres", this.spheres());
    this.page = "people";
    const people = this.page_("people", this.splay(), this.focus(), this.players(L.band.y, W - 2 * L.col.x0), this.credit(W / 2, H - 18, "middle"));
    this.page = null;
    people.querySelectorAll(".credit-text").forEach((t) => t.classList.add("dark"));
    root.append(spheres, people);
    return root;
  }
}
// ---------------------------------------------------------------- card detail

// (in the page's language only: the other language's text is the other language's page)
function detailNodes(id, lang, t, view) {
  const c = CAT.cards[id];
  const prob = CAT.problems[id];
  if (prob) {
    // a problem token: its whole name in both languages, its sphere, who solved it
    const sphere = CAT.spheres.findIndex((s) => s.problems.includes(id));
    const owner = view?.problems?.[id];
    return [h("h4", {}, nameOf(id, lang)),
      h("p", { class: "d-kind" }, sphereName(sphere, lang), " · ",
        owner === null || owner === undefined ? t("trh.unsolved") : t("trh.solved_by", { name: view.players[owner]?.name ?? "" }))];
  }
  const reg = String(id).startsWith("regime:") ? CAT.regimes[String(id).slice(7)] : null;
  if (reg) {
    // the Regime card: its effect
    return [h("h4", {}, t("trh.regime", { name: reg[lang] ?? reg.en })),
      h("p", { class: "d-text", lang }, lang === "hu" ? reg.effect_hu : reg.effect_en)];
  }
  if (!c) return [h("h4", {}, nameOf(id, lang))];
  return [
    h("h4", {}, nameOf(id, lang), lang === "hu" && nameOf(id, lang) !== c.name ? h("span", { class: "d-en" }, ` (${c.name})`) : null), // hook(motion): the Hungarian name, the English one beside it
    h("p", { class: "d-kind" }, t(`trh.kind.${c.kind}`), " · ", discName(c.left, lang), " | ", discName(c.right, lang),
      c.surge.length ? ` · ${t("trh.d_surge")}: ${c.surge.map((d) => discName(d, lang)).join(", ")}` : "",
      c.heat.length ? ` · ${t("trh.d_heat")}: ${c.heat.map((x) => t(x === "black" ? "trh.black" : "trh.white")).join(", ")}` : ""),
    h("ul", { class: "d-impacts" }, c.impacts.map((group) => h("li", {},
      group.map((i, k) => [k ? ` ${t("trh.or")} ` : "", h("span", { class: "impact-icon", "aria-hidden": "true" }, ICON[i.type] ?? "•"), " ", i[lang] ?? i.en])))),
    h("p", { class: "d-text", lang }, c.text[lang] ?? c.text.en),
    c.flavor ? h("p", { class: "d-flavor" }, c.flavor) : null,
    h("p", { class: "d-credit" }, t("trh.credit")),
  ];
}

const HOVER = matchMedia("(hover: hover)");
function showDetail(table, id, sticky = false) {
  const box = document.getElementById("trh-detail");
  if (!box) return;
  ui.detail = sticky ? { id } : null;
  clear(box);
  box.append(...detailNodes(id, table.lang, table.t, table.view).filter(Boolean));
  if (sticky) {
    box.append(h("button", { type: "button", class: "d-close", "aria-label": table.t("ren.close"), onclick: () => hideDetail(true) }, "×"));
    box.classList.add("sticky");
  } else box.classList.remove("sticky");
  box.hidden = false;
}

function hideDetail(force = false) {
  const box = document.getElementById("trh-detail");
  if (!box || (!force && box.classList.contains("sticky"))) return;
  box.hidden = true;
  box.classList.remove("sticky");
  if (force) ui.detail = null;
}

// ---------------------------------------------------------------- interaction

// Actions that give away something the player may have meant to use (selling or divesting a
// patent, an agent or a company, discarding, removing or losing a card or agent): a tap on their
// element opens a chooser naming the action, never plays it at once.
const ASK_FIRST = new Set(["sell", "divest", "discard", "remove", "lose", "nuke"]);

// Actions whose first target is the thing they act on (the later ones say where the labor is).
const FIRST = new Set(["commercialize", "research", "syndicate", "import", "to", "chain", "divest", "orient", "alt", "secret"]);

/** The target id under which an action is offered on the table (null: not on the table). */
function anchorOf(action, elements) {
  const present = action.targets.map(String).filter((x) => elements.has(x));
  if (!present.length) return null;
  return FIRST.has(action.kind) ? present[0] : present[present.length - 1];
}

function chooser(wrap, anchorEl, acts, ctx, title) {
  closeChooser(wrap);
  const box = h("div", { class: "trh-chooser", role: "dialog", "aria-label": title },
    h("div", { class: "chooser-head" }, h("strong", {}, title),
      h("button", { type: "button", class: "chooser-close", "aria-label": ctx.t("ren.close"), onclick: () => closeChooser(wrap) }, "×")),
    h("ul", {}, acts.map((a) => h("li", {}, h("button", {
      type: "button", class: "chooser-action", "data-action": a.index, "data-kind": a.kind, "aria-label": a.label,
      onclick: (ev) => { ev.stopPropagation(); closeChooser(wrap); ctx.choose(a.index); },
    }, a.label)))));
  const r = anchorEl.getBoundingClientRect();
  const c = wrap.getBoundingClientRect();
  box.style.left = `${Math.max(4, Math.min(r.left - c.left, c.width - 360))}px`;
  box.style.top = `${Math.max(4, Math.min(r.bottom - c.top + 6, c.height - 120))}px`;
  wrap.append(box);
  box.querySelector("button.chooser-action")?.focus();
}

function closeChooser(wrap) {
  wrap.querySelector(".trh-chooser")?.remove();
}


/** Make every element with legal actions tappable; the actions on nothing drawn are returned
 * (the prompt's buttons). Counts the highlighted places on each tablet page. */
function wire(table, ctx) {
  const byEl = new Map();
  const loose = [];
  for (const a of ctx.legal) {
    const anchor = anchorOf(a, table.elements);
    if (anchor === null) { loose.push(a); continue; }
    const el = table.elements.get(anchor)[0];
    if (!byEl.has(el)) byEl.set(el, { anchor, acts: [] });
    byEl.get(el).acts.push(a);
  }
  const perPage = { spheres: 0, people: 0 };
  for (const [el, { anchor, acts }] of byEl) {
    const page = table.pageOf.get(el);
    if (page) perPage[page] += 1;
    el.classList.add("legal");
    el.setAttribute("role", "button");
    el.setAttribute("tabindex", "0");
    const what = el.dataset.id && CAT.cards[el.dataset.id] ? nameOf(el.dataset.id) : nameOf(anchor, ctx.lang);
    const label = acts.length === 1 ? acts[0].label : ctx.t("ren.choices", { name: what, n: acts.length });
    el.setAttribute("aria-label", label);
    if (acts.length === 1 && !acts.some((a) => ASK_FIRST.has(a.kind))) el.setAttribute("data-action", acts[0].index);
    else el.setAttribute("data-actions", acts.map((a) => a.index).join(" "));
    el.setAttribute("data-target", anchor);
    if (acts.length === 1) el.dataset.confirm = ctx.t("table.confirm", { name: what });
  }
  return { loose, perPage };
}

/** What the last move (or the robot's step being told) did, in the log's words; a robot's step
 * names its robot itself. */
function lastMoveLine(ctx) {
  const last = ctx.lastMove;
  if (!last || ctx.over) return null;
  return h("span", { class: "last-move-line", id: "trh-last-move" },
    String(last.text).startsWith(last.name) ? ctx.t("trh.last_move_own", { text: last.text }) : ctx.t("trh.last_move", { name: last.name, text: last.text }));
}

/** What the deciding player is asked, with the rule, what a payment costs, and the loose actions;
 * `withLast`: the last move's line too (a tablet shows it in the page bar, where it takes no
 * height from the table). */
function prompt(ctx, loose, withLast) {
  const v = ctx.view;
  if (ctx.over) {
    // who won and how, above the table; the standings (the victory screen) are beside the table,
    // or in the drawer on a tablet (its button then says "Standings")
    const r = ctx.result ?? { winners: [], victory: "" };
    const names = r.winners.map((s) => v.players[s]?.name ?? `#${s + 1}`).join(", ");
    return h("div", { class: "trh-prompt over", id: "trh-prompt", role: "status" },
      h("strong", { class: "victory-title" }, ctx.t("ren.victory_banner", { names, victory: victoryName(r.victory, ctx.lang) })));
  }
  if (ctx.stopped) return h("div", { class: "trh-prompt over", id: "trh-prompt", role: "status" }, h("strong", {}, ctx.stopped));
  const dec = v.decision;
  // a decision put to the person for a robot is shown as the robot's, with the rule that applies
  const forRobot = dec?.robot !== undefined && dec?.robot !== null ? dec.robot : null;
  const seat = ctx.robotStep ? ctx.robotStep.seat : forRobot ?? v.to_move;
  const who = seat !== null && seat !== undefined ? v.players[seat] : null;
  const pend = dec ? CAT.pending[dec.k] : null;
  const what = ctx.robotStep ? ctx.t("trh.robot_step", ctx.robotStep) : pend ? pend[ctx.lang] ?? pend.en : ctx.t("trh.menu_prompt");
  const rules = dec?.rules ?? pend?.rules ?? null;
  const person = forRobot !== null ? v.players[v.to_move] : null;
  const extra = [];
  if (dec?.k === "pay") {
    // one tap on the financial agents pays it all (TRH-E-5 leaves no choice between the moves):
    // what moves and what it pays is said before the tap, in the engine's words
    const money = ctx.legal.find((a) => a.kind === "money");
    const p = v.players[dec.seat];
    extra.push(money ? money.label : ctx.t("trh.pay_info", { amt: dec.amt, capital: p.capital, wealth: p.wealth, debt: p.debt }));
  }
  if (dec?.k === "found" && forRobot === null && dec.owner !== undefined && dec.owner !== dec.seat) extra.push(ctx.t("trh.for_robot", { name: v.players[dec.owner].name }));
  if (dec?.card && CAT.cards[dec.card]) extra.push(`— ${CAT.cards[dec.card].name}`);
  if (dec && dec.col !== undefined && dec.row !== undefined && v.market[dec.col]?.[dec.row]) extra.push(`— ${v.market[dec.col][dec.row].name}`);
  return h("div", { class: "trh-prompt", id: "trh-prompt", role: "status", "aria-live": "polite" },
    who ? h("span", { class: "swatch", style: `background:${seatFill(v, who.seat)}` }) : null,
    h("strong", { class: "decider" }, who?.name ?? ""), " ",
    person ? h("span", { class: "for-robot" }, ctx.t("trh.robot_decides", { person: person.name, name: who?.name ?? "" }), " ") : null,
    h("span", {}, what),
    rules && !ctx.robotStep ? h("span", { class: "rule" }, ` (${rules})`) : null,
    extra.length ? h("span", { class: "extra" }, " ", extra.join(" ")) : null,
    ctx.legal.length && ctx.legal.length > loose.length ? h("span", { class: "hint" }, " " + ctx.t("trh.hint")) : null,
    withLast ? lastMoveLine(ctx) : null,
    loose.length ? h("div", { class: "loose" }, loose.map((a) => h("button", {
      type: "button", class: "loose-action", "data-action": a.index, "data-kind": a.kind, "aria-label": a.label,
      onclick: () => ctx.choose(a.index),
    }, a.label))) : null);
}

// ---------------------------------------------------------------- the page around the table

const TABLET_MQ = matchMedia("(max-width: 1100px)");
let current = null; // the table drawn last: redrawn or refitted when the window changes size
window.addEventListener("resize", () => current?.());
// the detail panel closes on Escape and on a press anywhere else (that press still does what it
// does); the tablet drawer too, and a tap beside it only closes it
dismissable(() => !!document.getElementById("trh-detail") && !document.getElementById("trh-detail").hidden,
  (el) => !!el.closest?.("#trh-detail"), () => hideDetail(true));
dismissable(() => drawerShown(), (el) => !!el.closest?.(".game[data-game='transhumanity'] .side, #trh-drawer"), () => setDrawer(false), true);

/** Whether the tablet drawer is open over the table (on a desktop the side panel is no drawer). */
function drawerShown() {
  const game = document.querySelector(".game[data-game='transhumanity'][data-drawer='open']");
  const side = game?.querySelector(".side");
  return !!side && getComputedStyle(side).position === "fixed";
}

/** Which layout the space calls for: the wide one only where all of it fits at Fit with its
 * smallest text (11 units) at 10 CSS px or more. */
function layoutFor(avail, players) {
  if (TABLET_MQ.matches) return TABLET;
  const probe = new Table({ view: { players: new Array(players).fill({}) }, t: () => "", lang: "en" }, WIDE);
  const [W, H] = probe.size();
  return Math.min(avail[0] / W, avail[1] / H) * 11 >= 10.2 ? WIDE : TABLET;
}

/** The room the table has: the container's width, and down to the bottom of the window. */
function room(scroller) {
  const r = scroller.getBoundingClientRect();
  return [Math.max(200, scroller.clientWidth || r.width), Math.max(240, Math.floor(window.innerHeight - r.top - 14))];
}

/** Fit: the whole table in the room (the SVG's width from both sides' limits); zoom multiplies. */
function fitTable(scroller, root) {
  const [aw, ah] = room(scroller);
  scroller.style.height = `${ah}px`;
  const vb = root.viewBox.baseVal;
  const w = Math.floor(Math.min(aw, ah * vb.width / vb.height));
  root.style.width = `${Math.round(w * ui.zoom)}px`;
  scroller.classList.toggle("fitted", ui.zoom <= 1);
}

function zoomBar(scroller, root, t) {
  const MIN = 1;
  const MAX = 3;
  const label = h("span", { class: "zoom-level", "aria-live": "polite" }, "");
  const set = (z) => { ui.zoom = Math.min(MAX, Math.max(MIN, z)); fitTable(scroller, root); label.textContent = `${Math.round(ui.zoom * 100)}%`; };
  const bar = h("div", { class: "trh-zoom", role: "group", "aria-label": t("ren.zoom") },
    h("button", { type: "button", id: "zoom-out", "aria-label": t("ren.zoom_out"), onclick: () => set(ui.zoom / 1.25) }, "−"),
    label,
    h("button", { type: "button", id: "zoom-in", "aria-label": t("ren.zoom_in"), onclick: () => set(ui.zoom * 1.25) }, "+"),
    h("button", { type: "button", id: "zoom-fit", onclick: () => set(1) }, t("ren.zoom_fit")));
  label.textContent = `${Math.round(ui.zoom * 100)}%`;
  bar.zoomTo = set;
  return bar;
}

/** Tablet: show one page of the table (the other stays in the document, hidden). */
function showPage(root, tabs, page) {
  ui.tab = page;
  pagesShown(root, page);
  for (const b of tabs.querySelectorAll("[role=tab]")) {
    const on = b.dataset.tab === page;
    b.setAttribute("aria-selected", on ? "true" : "false");
    b.setAttribute("tabindex", on ? "0" : "-1");
  }
}

/** Show one page of the tablet table, hide the other (attributes written only when they change:
 * a changed `display` lays the whole page out again). */
function pagesShown(root, page) {
  for (const g of root.querySelectorAll("g.page")) {
    const want = g.dataset.page === page ? "inline" : "none";
    if (g.getAttribute("display") !== want) g.setAttribute("display", want);
  }
}

/** The tablet page to show: a new decision whose places are all on the other page turns the
 * table to it. */
function choosePage(ctx, perPage) {
  const key = JSON.stringify([ctx.view.turn, ctx.view.decision ?? null, ctx.legal.map((a) => a.targets)]);
  if (ctx.legal.length && key !== ui.tabKey) {
    ui.tabKey = key;
    const other = PAGES.find((p) => p !== ui.tab);
    if (!perPage[ui.tab] && perPage[other]) ui.tab = other;
  }
  return ui.tab;
}

/** The tablet's page tabs; a tab with highlighted places says how many. */
function pageTabs(root, ctx, perPage) {
  const tabs = h("div", { class: "trh-tabs", role: "tablist", "aria-label": ctx.t("game.table") },
    PAGES.map((p) => h("button", {
      type: "button", role: "tab", id: `trh-tab-${p}`, "data-tab": p, class: perPage[p] ? "has-legal" : null,
      onclick: () => showPage(root, tabs, p),
    }, ctx.t(`trh.tab_${p}`), perPage[p] ? h("span", { class: "badge" }, String(perPage[p])) : null)));
  showPage(root, tabs, ui.tab);
  return tabs;
}

/** On a tablet the choices, the replay and the log are a drawer over the table's right edge. */
function setDrawer(open) {
  ui.drawer = open;
  const game = /** @type {HTMLElement} */ (document.querySelector(".game[data-game='transhumanity']"));
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
  const game = container.closest(".game");
  const side = game?.querySelector(".side");
  if (!game || !side) return null;
  game.dataset.drawer = ui.drawer ? "open" : "closed";
  side.id = "trh-side";
  if (!side.querySelector(".drawer-close")) {
    side.prepend(h("button", { type: "button", class: "drawer-close", "aria-label": ctx.t("ren.close"), onclick: () => setDrawer(false) }, "×"));
  }
  return h("button", { type: "button", class: "drawer-open", id: "trh-drawer", "aria-controls": "trh-side", onclick: () => setDrawer(game.dataset.drawer !== "open") },
    ctx.over ? ctx.t("ren.standings") : ctx.t("ren.drawer", { n: ctx.legal.length }));
}

// The table's wrap keeps the table drawn last (its Table, ctx and layout) for its listeners.
const DRAWN = new WeakMap();

/** Make `live` (in the page) equal to `next` (just drawn, not in the page): attributes and text
 * are updated in place, children matched by position; only what differs is laid out again. */
function morph(live, next) {
  for (let i = live.attributes.length - 1; i >= 0; i--) {
    const name = live.attributes[i].name;
    if (!next.hasAttribute(name)) live.removeAttribute(name);
  }
  for (const a of next.attributes) if (live.getAttribute(a.name) !== a.value) live.setAttribute(a.name, a.value);
  let a = live.firstChild;
  let b = next.firstChild;
  while (b) {
    const nextB = b.nextSibling;
    if (!a) live.append(b);
    else if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) {
      const nextA = a.nextSibling;
      live.replaceChild(b, a);
      a = nextA;
    } else {
      if (a.nodeType === Node.ELEMENT_NODE) { if (!a.isEqualNode(b)) morph(a, b); } // (compared natively: most parts did not change)
      else if (a.nodeValue !== b.nodeValue) a.nodeValue = b.nodeValue;
      a = a.nextSibling;
    }
    b = nextB;
  }
  while (a) { const nextA = a.nextSibling; a.remove(); a = nextA; }
}

/** A highlighted table element was chosen: its one action, or a chooser of its actions. */
function actOn(wrap, el) {
  const { ctx } = DRAWN.get(wrap);
  if (el.hasAttribute("data-action")) { ctx.choose(Number(el.getAttribute("data-action"))); return; }
  const idx = (el.getAttribute("data-actions") || "").split(" ").map(Number);
  const acts = idx.map((i) => ctx.legal.find((a) => a.index === i)).filter(Boolean);
  if (acts.length) chooser(wrap, el, acts, ctx, (acts.length === 1 ? el.dataset.confirm : null) ?? el.getAttribute("aria-label") ?? "");
}

/** The wrap's listeners, once per wrap: taps and keys on highlighted elements, card details on
 * hover (where a mouse is the main pointer: on a tablet, a redrawn table must not "hover" a card
 * under the finger's last position), long-press and tap, Ctrl+wheel zoom, the scroll position. */
function listen(wrap, scroller) {
  const LEGAL = "#board-svg .legal";
  const table = () => DRAWN.get(wrap).table;
  wrap.addEventListener("click", (ev) => {
    if (!ev.target.closest(".trh-chooser")) closeChooser(wrap);
    const el = ev.target.closest?.(LEGAL);
    if (el) { ev.stopPropagation(); actOn(wrap, el); return; }
    // a tap that plays a move (on an element inside a card) does not also open the card's detail
    const card = ev.target.closest?.("#board-svg [data-detail]");
    if (card) showDetail(table(), card.dataset.detail, true);
  });
  wrap.addEventListener("keydown", (ev) => {
    const el = ev.target.closest?.(LEGAL);
    if (el && (ev.key === "Enter" || ev.key === " ")) { ev.preventDefault(); ev.stopPropagation(); actOn(wrap, el); }
  });
  wrap.addEventListener("pointerover", (ev) => {
    const d = ev.target.closest?.("#board-svg [data-detail]");
    if (ev.pointerType === "mouse" && HOVER.matches && d && !d.contains(ev.relatedTarget)) showDetail(table(), d.dataset.detail);
  });
  wrap.addEventListener("pointerout", (ev) => {
    const d = ev.target.closest?.("#board-svg [data-detail]");
    if (ev.pointerType === "mouse" && d && !d.contains(ev.relatedTarget)) hideDetail();
  });
  longPressWithin(wrap, "#board-svg [data-detail]", (el) => showDetail(table(), el.dataset.detail, true), () => hideDetail(true));
  scroller.addEventListener("wheel", (ev) => {
    if (!ev.ctrlKey && !ev.metaKey) return;
    ev.preventDefault();
    wrap.querySelector(".trh-zoom")?.zoomTo(ui.zoom * (ev.deltaY < 0 ? 1.1 : 1 / 1.1));
  }, { passive: false });
  scroller.addEventListener("scroll", () => { ui.scroll = [scroller.scrollLeft, scroller.scrollTop]; });
}

/** game.js keeps this renderer's board element from one position to the next (see render). */
export const patches = true;

/** Draw the table for `ctx` into `container` (see web/games/registry.js for the contract). A
 * container that already holds this table in the same layout is updated in place (morph).
 * @param {HTMLElement} container @param {PaxRenderCtx<PaxTranshumanityCatalog>} ctx */
export function render(container, ctx) {
  // a card pinned in the detail panel belongs to its game screen: another game (or the same one
  // opened again) starts without it
  const old = container.querySelector(":scope > .trh-wrap");
  const game = JSON.stringify(ctx.setup);
  if (ui.detailGame !== game || !old) { ui.detail = null; ui.detailGame = game; }
  const before = old ? DRAWN.get(old) : null;
  // the layout is a function of the window's size: measured again only when that changed
  const size = `${window.innerWidth}x${window.innerHeight}:${ctx.view.players.length}`;
  const again = before && before.size === size ? before.L : null;
  let wrap, scroller, detail, top;
  if (again) {
    wrap = old;
    scroller = wrap.querySelector(":scope > .trh-scroll");
    detail = wrap.querySelector(":scope > .trh-detail");
    top = wrap.querySelector(":scope > .trh-top");
    clear(top);
    wrap.querySelector(":scope > .trh-pagebar")?.remove();
    closeChooser(wrap);
  } else {
    clear(container);
    container.classList.add("trh-board");
    wrap = h("div", { class: "trh-wrap", id: "board", "data-game": "transhumanity" });
    scroller = h("div", { class: "trh-scroll" });
    detail = h("aside", { class: "trh-detail", id: "trh-detail", hidden: true, "aria-live": "polite" });
    top = h("div", { class: "trh-top" });
    wrap.append(top, scroller, detail);
    container.append(wrap);
    listen(wrap, scroller);
  }
  const drawerButton = drawer(container, ctx);
  const L = again ?? layoutFor(room(scroller), ctx.view.players.length);
  const table = new Table(ctx, L);
  const drawn = table.draw();
  for (const key of marksFor(ctx)) for (const el of table.elements.get(key) ?? []) el.classList.add("last-move");
  const { loose, perPage } = wire(table, ctx);
  let root = drawn;
  if (L === TABLET) pagesShown(drawn, choosePage(ctx, perPage));
  if (again) {
    // what the page around the table set on it stays as it is (its size for Fit)
    root = scroller.querySelector(":scope > svg");
    if (root.hasAttribute("style")) drawn.setAttribute("style", root.getAttribute("style"));
    morph(root, drawn);
  } else scroller.append(root);
  DRAWN.set(wrap, { table, ctx, L, size });
  const zoom = zoomBar(scroller, root, ctx.t);
  top.append(...[prompt(ctx, loose, L === WIDE), drawerButton, L === WIDE ? zoom : null].filter(Boolean));
  if (L === TABLET) wrap.insertBefore(h("div", { class: "trh-pagebar" }, pageTabs(root, ctx, perPage), lastMoveLine(ctx), zoom), scroller);
  wrap.dataset.layout = L.name;
  fitTable(scroller, root);
  current = () => {
    if (!container.isConnected) return;
    if (layoutFor(room(scroller), ctx.view.players.length) !== L) render(container, ctx);
    else {
      fitTable(scroller, root);
      const now = DRAWN.get(wrap);
      if (now?.table === table) now.size = `${window.innerWidth}x${window.innerHeight}:${ctx.view.players.length}`;
    }
  };
  if (!again) requestAnimationFrame(() => { scroller.scrollLeft = ui.scroll[0]; scroller.scrollTop = ui.scroll[1]; });
  if (ui.detail) showDetail(table, ui.detail.id, true);
  else if (!detail.hidden) hideDetail(true);
}

/** The victory screen's breakdown: scoring mode, then per player the companies and solved
 * problems of each sphere, Future Shock agents, Secret sphere, and the Capital and Wealth
 * tie-breaks (TRH-I-6..16). */
export function victoryDetails(view, result, lang, t) {
  const spotSphere = {};
  CAT.spheres.forEach((sph, i) => sph.spots.forEach((sp) => { spotSphere[sp.id] = i; }));
  const probSphere = {};
  CAT.spheres.forEach((sph, i) => sph.problems.forEach((pid) => { probSphere[pid] = i; }));
  const shock = view.players.map(() => 0);
  for (const e of view.splay) for (const o of e.future_shock) if (o !== null) shock[o] += 1;
  const reg = CAT.regimes[view.regime];
  const vic = CAT.victories[result.victory];
  const rows = result.standings.map((st) => {
    const p = view.players[st.seat];
    const cells = CAT.spheres.map((sph, i) => {
      const c = p.companies.filter((s) => spotSphere[s] === i).length;
      const pr = p.problems.filter((x) => probSphere[x] === i).length;
      return h("td", { class: `sph-${sph.id}` }, `${c} / ${pr}`);
    });
    return h("tr", { class: result.winners.includes(st.seat) ? "winner" : null },
      h("th", { scope: "row" }, p.name),
      ...cells,
      h("td", {}, String(shock[st.seat])),
      h("td", {}, p.secret ? sphereName(DISCS.indexOf(p.secret), lang) : "—"),
      h("td", {}, String(st.points)), h("td", {}, String(st.capital)), h("td", {}, String(st.wealth)));
  });
  return h("div", { class: "trh-breakdown" },
    h("p", { class: "scoring-mode" }, t("trh.v_mode", { mode: vic ? vic[lang] ?? vic.en : result.victory, rules: vic?.rules ?? "" }),
      " ", t("trh.v_regime", { regime: reg ? reg[lang] ?? reg.en : view.regime })),
    h("table", { class: "standings breakdown" },
      h("caption", {}, t("trh.v_caption")),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("game.player")),
        ...CAT.spheres.map((sph, i) => h("th", { scope: "col" }, sphereName(i, lang))),
        h("th", { scope: "col" }, t("trh.v_shock")), h("th", { scope: "col" }, t("trh.secret")),
        h("th", { scope: "col" }, t("game.col.points")), h("th", { scope: "col" }, t("trh.capital")), h("th", { scope: "col" }, t("trh.wealth")))),
      h("tbody", {}, rows)));
}
