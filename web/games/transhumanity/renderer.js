// Pax Transhumanity table: one SVG drawn from rules.view alone (a pure function of the view, the
// legal actions and this module's UI state: zoom and the card shown in the detail panel).
//
// Layout, top to bottom: the header (whose turn, Regime card, draw deck, discard, credit), Human
// Progress and the Splay (strips oldest first, the Cutting Edge marked) with the card being
// decided on at its right, the four spheres side by side (problems, Market column with its price
// rows, infrastructure board, unemployment), then one board per player.
//
// Every legal action is reachable on the table: the engine names the table elements an action
// acts on (`targets`); each drawn element registers the ids it stands for, and an element with
// legal actions is highlighted, gets role=button, an aria-label and data-action="<index>" (one
// action) or opens a small chooser whose buttons carry data-action (several actions). Actions
// acting on nothing drawn (end the turn, done, skip, the turn menu) are buttons of the prompt,
// which is part of #board.

import { h, svg, clear, longPress } from "../../app/dom.js";
import { CAT, ui, DISC_FILL, DISC_INK, seatFill, nameOf, sphereName, discName } from "./shared.js";

export { CAT, ui };

const W = 1600;
const HEAD = { h: 46 };
const SPLAY = { y: 52, h: 104, x: 6, w: 1150, stripW: 84 };
const FOCUS = { x: 1166, y: 52, w: 428, h: 104 };
const COL = { y: 164, w: 392, gap: 8, x0: 6, head: 94, row: 56, price: 22 };
const BOARD = { row: 34, label: 16 };
const BAND = { h: 168, gap: 6 };
const DISCS = ["Y", "G", "B", "O"];

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

function wrap(s, max, lines = 2) {
  const words = String(s).split(/\s+/);
  const out = [];
  let cur = "";
  for (const w of words) {
    if ((cur + " " + w).trim().length > max && cur) { out.push(cur); cur = w; } else cur = (cur + " " + w).trim();
  }
  if (cur) out.push(cur);
  if (out.length > lines) { out.length = lines; out[lines - 1] = fit(out[lines - 1] + "…", max); }
  return out;
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
  constructor(ctx) {
    this.ctx = ctx;
    this.view = ctx.view;
    this.lang = ctx.lang;
    this.t = ctx.t;
    this.elements = new Map(); // id -> [svg element]
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
    return el;
  }

  detail(el, id) {
    el.dataset.detail = id;
    // hover details only where a mouse is the main pointer: on a tablet, a redrawn table must not
    // "hover" a card under the finger's last position
    el.addEventListener("pointerenter", (ev) => { if (ev.pointerType === "mouse" && HOVER.matches) showDetail(this, id); });
    el.addEventListener("pointerleave", (ev) => { if (ev.pointerType === "mouse") hideDetail(); });
    longPress(el, () => showDetail(this, id, true), () => hideDetail(true));
    return el;
  }

  // ---------------------------------------------------------- header
  header() {
    const v = this.view;
    const g = svg("g", { class: "header" });
    g.append(svg("rect", { x: 0, y: 0, width: W, height: HEAD.h, rx: 6, fill: "#1d2a3a" }));
    const mover = v.to_move !== null && v.to_move !== undefined ? v.players[v.to_move] : null;
    if (v.phase === "over") g.append(text(14, 29, this.t("trh.over"), { class: "head-text strong" }));
    else {
      const turnP = v.players[v.turn];
      g.append(svg("rect", { x: 12, y: 12, width: 22, height: 22, rx: 4, fill: seatFill(v, v.turn), stroke: "#fff" }));
      g.append(text(42, 29, this.t("trh.turn_of", { name: fit(turnP?.name ?? "", 22) }), { class: "head-text strong" }));
      for (let i = 0; i < 2; i++) g.append(svg("circle", { cx: 300 + i * 20, cy: 23, r: 7, fill: i < v.actions_left ? "#f2c14e" : "none", stroke: "#f2c14e", "stroke-width": 2 }));
      g.append(text(322, 29, this.t("trh.actions_left", { n: v.actions_left }), { class: "head-text" }));
      if (mover && mover.seat !== v.turn) g.append(text(400, 29, this.t("trh.decides", { name: fit(mover.name, 18) }), { class: "head-text" }));
    }
    // the Regime card
    const reg = CAT.regimes[v.regime];
    const rg = svg("g", { class: "regime", "data-id": `regime:${v.regime}` },
      svg("rect", { x: 520, y: 5, width: 460, height: 36, rx: 5, fill: v.regime in DISC_FILL ? DISC_FILL[v.regime] : v.regime === "PS" ? "#7d4a9c" : "#e8e2d4", stroke: "#fff" }),
      text(530, 20, this.t("trh.regime", { name: reg ? reg[this.lang] ?? reg.en : v.regime_name }), { class: "regime-name", fill: DISC_INK[v.regime] ?? (v.regime === "PS" ? "#fff" : "#1d2a3a") }),
      text(530, 35, fit(reg ? (this.lang === "hu" ? reg.effect_hu : reg.effect_en) : "", 80), { class: "regime-effect", fill: DISC_INK[v.regime] ?? (v.regime === "PS" ? "#fff" : "#1d2a3a") }));
    g.append(rg);
    // deck, discard, credit
    g.append(svg("g", { class: "deck", "data-id": "deck" },
      svg("rect", { x: 990, y: 5, width: 170, height: 36, rx: 5, fill: "#33475e", stroke: "#9fb3c8" }),
      text(998, 20, this.t("trh.deck", { n: v.deck_size }), { class: "head-text small strong" }),
      text(998, 35, this.t("trh.deck_tipping"), { class: "head-text tiny" })));
    const dis = svg("g", { class: "discard", "data-id": "discard" },
      svg("rect", { x: 1166, y: 5, width: 100, height: 36, rx: 5, fill: "#33475e", stroke: "#9fb3c8" }),
      text(1174, 28, this.t("trh.discard", { n: v.discard.length }), { class: "head-text small" }));
    this.reg(dis, "discard");
    g.append(dis);
    g.append(text(W - 8, 20, this.t("trh.credit"), { class: "head-text tiny", "text-anchor": "end" }));
    g.append(text(W - 8, 35, this.t("trh.credit2"), { class: "head-text tiny", "text-anchor": "end" }));
    return g;
  }

  // ---------------------------------------------------------- Splay
  splay() {
    const v = this.view;
    const g = svg("g", { class: "splay" });
    g.append(svg("rect", { x: SPLAY.x, y: SPLAY.y, width: SPLAY.w, height: SPLAY.h, rx: 6, class: "area-bg" }));
    g.append(text(SPLAY.x + 8, SPLAY.y + 14, this.t("trh.splay"), { class: "area-label" }));
    const n = v.splay.length + 1;
    const rows = n * SPLAY.stripW > SPLAY.w - 12 ? 2 : 1;
    const perRow = Math.ceil(n / rows);
    const sw = Math.min(SPLAY.stripW, (SPLAY.w - 12) / perRow);
    const sh = rows === 1 ? SPLAY.h - 24 : (SPLAY.h - 26) / 2;
    const cut = CAT.cutting_edge ?? 3;
    const items = [{ hp: true }, ...v.splay.map((e, i) => ({ ...e, i }))];
    items.forEach((e, k) => {
      const x = SPLAY.x + 6 + (k % perRow) * sw;
      const y = SPLAY.y + 20 + Math.floor(k / perRow) * (sh + 2);
      if (e.hp) {
        g.append(svg("g", { class: "strip hp" },
          svg("rect", { x, y, width: sw - 3, height: sh, rx: 4, fill: "#f4f0e6", stroke: "#8a8172" }),
          ...wrap(this.t("trh.human_progress"), Math.floor(sw / 6.2), 2).map((ln, j) => text(x + 4, y + 13 + j * 11, ln, { class: "strip-name" }))));
        return;
      }
      const edge = e.i >= v.splay.length - cut;
      const el = svg("g", { class: "strip" + (edge ? " edge" : ""), "data-id": `s:${e.i}` });
      el.append(svg("rect", { x, y, width: sw - 3, height: sh, rx: 4, fill: DISC_FILL[e.strip], stroke: edge ? "#ffd54a" : "#333", "stroke-width": edge ? 3 : 1, class: "strip-bg" }));
      const ink = DISC_INK[e.strip];
      wrap(nameOf(e.id), Math.max(6, Math.floor(sw / 6)), sh > 50 ? 3 : 2).forEach((ln, j) => el.append(text(x + 4, y + 12 + j * 10.5, ln, { class: "strip-name", fill: ink })));
      e.future_shock.forEach((o, j) => {
        const sx = x + 9 + j * 14;
        const sy = y + sh - 9;
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
      const x0 = SPLAY.x + 6 + (k0 % perRow) * sw;
      g.append(text(x0 + 2, SPLAY.y + SPLAY.h - 2, this.t("trh.cutting_edge"), { class: "edge-label" }));
    }
    return g;
  }

  // ---------------------------------------------------------- the card being decided on
  focus() {
    const v = this.view;
    const g = svg("g", { class: "focus" });
    g.append(svg("rect", { x: FOCUS.x, y: FOCUS.y, width: FOCUS.w, height: FOCUS.h, rx: 6, class: "area-bg" }));
    const me = this.me !== null ? v.players[this.me] : null;
    const cards = [];
    if (me && me.candidates.length) {
      g.append(text(FOCUS.x + 8, FOCUS.y + 14, this.t("trh.candidates"), { class: "area-label" }));
      cards.push(...me.candidates);
    } else if (v.held.length) {
      g.append(text(FOCUS.x + 8, FOCUS.y + 14, this.t("trh.held"), { class: "area-label" }));
      cards.push(...v.held.slice(-2));
    } else if (v.solo) {
      g.append(text(FOCUS.x + 8, FOCUS.y + 14, this.t("trh.exo_deck", { n: v.exo_deck_size }), { class: "area-label" }));
      if (v.exo_next) cards.push(v.exo_next);
      else g.append(text(FOCUS.x + 8, FOCUS.y + 40, this.t(v.solo === "hard" ? "trh.exo_hidden" : "trh.exo_empty"), { class: "muted-text" }));
    } else {
      g.append(text(FOCUS.x + 8, FOCUS.y + 14, this.t("trh.held"), { class: "area-label" }));
      g.append(text(FOCUS.x + 8, FOCUS.y + 40, this.t("trh.nothing_held"), { class: "muted-text" }));
    }
    const cw = cards.length > 1 ? (FOCUS.w - 20) / 2 : FOCUS.w - 16;
    cards.forEach((id, i) => g.append(this.card(id, null, FOCUS.x + 8 + i * (cw + 4), FOCUS.y + 20, cw, FOCUS.h - 26, null)));
    return g;
  }

  // ---------------------------------------------------------- an idea card
  /** An idea as a horizontal card: bands, name, surge arrows, heat squares, effects, syndicates. */
  card(id, slot, x, y, w, hh, where) {
    const v = this.view;
    const info = CAT.cards[id] ?? { name: id, left: "Y", right: "Y", heat: [], surge: [], impacts: [], abilities: [], kind: "idea", text: { en: "", hu: "" } };
    const g = svg("g", { class: "card " + info.kind, "data-id": id });
    const frame = info.kind === "tipping_point" ? "#b3261e" : info.kind === "plurality" ? "#6a3d9a" : "#4d5866";
    g.append(svg("rect", { x, y, width: w, height: hh, rx: 5, fill: "#fbfaf6", stroke: frame, "stroke-width": info.kind === "idea" ? 1.2 : 2.5, class: "card-bg" }));
    g.append(svg("rect", { x: x + 1, y: y + 1, width: 9, height: hh - 2, rx: 3, fill: DISC_FILL[info.left], class: "band left" }));
    g.append(svg("rect", { x: x + w - 10, y: y + 1, width: 9, height: hh - 2, rx: 3, fill: DISC_FILL[info.right], class: "band right" }));
    const heatW = info.heat.length * 26;
    const nameMax = Math.floor((w - 30 - heatW - info.surge.length * 12) / 7.1);
    g.append(text(x + 14, y + 15, fit(info.name, nameMax), { class: "card-name" }));
    info.surge.forEach((d, i) => g.append(text(x + w - 16 - heatW - (info.surge.length - i) * 12, y + 15, "▲", { class: "surge", fill: DISC_FILL[d] })));
    // heat squares (top right), covered by agents or free
    info.heat.forEach((col, i) => {
      const sx = x + w - 20 - heatW + i * 26;
      const sq = svg("g", { class: "heat " + col });
      sq.append(svg("rect", { x: sx - 6, y: y + 1, width: 26, height: 28, fill: "transparent", class: "hit" })); // a tap target of 24 px
      sq.append(svg("rect", { x: sx, y: y + 3, width: 14, height: 14, fill: col === "black" ? "#1a1a1a" : "#fff", stroke: "#555", "stroke-width": 1.2, class: "heat-bg" }));
      const o = slot?.heat?.[i];
      if (o !== null && o !== undefined) sq.append(agent(v, o, sx + 7, y + 10, 9));
      sq.append(svg("title", {}, this.t(col === "black" ? "trh.heat_black" : "trh.heat_white")));
      if (where) this.reg(sq, `h:${where[0]}:${where[1]}:${i}`);
      g.append(sq);
    });
    // effects in short words, and the ability
    const txt = info.text?.[this.lang] ?? info.text?.en ?? "";
    const lines = wrap(txt, Math.floor((w - 30) / 5.9), hh > 52 ? 3 : 2);
    lines.forEach((ln, i) => g.append(text(x + 14, y + 28 + i * 11, ln, { class: "card-text" })));
    if (info.abilities.length) g.append(text(x + w - 24, y + hh - 5, "★", { class: "ability-mark" }));
    // syndicates
    (slot?.syndicates ?? []).forEach((o, i) => g.append(agent(v, o, x + w - 34 - i * 13, y + hh - 9, 10)));
    g.append(svg("title", {}, `${info.name}: ${txt}`));
    if (where) this.reg(g, `m:${where[0]}:${where[1]}`);
    this.reg(g, id);
    this.detail(g, id);
    return g;
  }

  // ---------------------------------------------------------- the spheres
  spheres() {
    const g = svg("g", { class: "spheres" });
    CAT.spheres.forEach((sph, i) => g.append(this.sphere(sph, i, COL.x0 + i * (COL.w + COL.gap))));
    return g;
  }

  sphere(sph, i, x) {
    const v = this.view;
    const g = svg("g", { class: "sphere", "data-sphere": sph.id });
    const y = COL.y;
    const marketH = 6 * COL.row;
    const boardY = y + COL.head + marketH + 8;
    const total = COL.head + marketH + 8 + BOARD.label + 3 * BOARD.row + 38;
    g.append(svg("rect", { x, y, width: COL.w, height: total, rx: 8, fill: "#f3f1ec", stroke: DISC_FILL[sph.disc], "stroke-width": 3 }));
    g.append(svg("rect", { x, y, width: COL.w, height: 32, rx: 8, fill: DISC_FILL[sph.disc] }));
    g.append(text(x + 10, y + 22, sphereName(i, this.lang), { class: "sphere-name", fill: DISC_INK[sph.disc] }));
    // Research in this column (draws from the deck into it)
    const rb = svg("g", { class: "research", "data-id": `col:${i}` },
      svg("rect", { x: x + COL.w - 122, y: y + 2, width: 118, height: 28, rx: 10, fill: "#fff", stroke: "#333", class: "button-bg" }),
      text(x + COL.w - 63, y + 21, this.t("trh.research"), { class: "button-text", "text-anchor": "middle" }));
    this.reg(rb, `col:${i}`);
    g.append(rb);
    // problems, solved or not, and by whom
    sph.problems.forEach((pid, k) => {
      const px = x + 4 + (k % 4) * 96;
      const py = y + 35 + Math.floor(k / 4) * 29;
      const owner = v.problems[pid];
      const pe = svg("g", { class: "problem" + (owner !== null && owner !== undefined ? " solved" : ""), "data-id": pid },
        svg("rect", { x: px, y: py, width: 92, height: 27, rx: 10, fill: owner !== null && owner !== undefined ? seatFill(v, owner) : "#fff", stroke: DISC_FILL[sph.disc], "stroke-width": 1.5, class: "problem-bg" }),
        text(px + 6, py + 17.5, fit(nameOf(pid, this.lang), 15), { class: "problem-name" + (owner !== null && owner !== undefined ? " light" : "") }),
        svg("title", {}, `${nameOf(pid, this.lang)} — ${owner !== null && owner !== undefined ? this.t("trh.solved_by", { name: v.players[owner].name }) : this.t("trh.unsolved")}`));
      this.reg(pe, pid);
      g.append(pe);
    });
    // the Market column: row 5 at the top, row 0 (cheapest) at the bottom
    for (let r = 5; r >= 0; r--) {
      const ry = y + COL.head + (5 - r) * COL.row;
      g.append(text(x + 6, ry + COL.row / 2 + 5, `$${r}`, { class: "price" }));
      const slot = v.market[i][r];
      const sl = svg("g", { class: "slot", "data-id": `m:${i}:${r}` });
      sl.append(svg("rect", { x: x + COL.price, y: ry + 1, width: COL.w - COL.price - 4, height: COL.row - 4, rx: 5, fill: "none", stroke: "#c9c3b6", "stroke-dasharray": "4 3", class: "slot-bg" }));
      if (slot) sl.append(this.card(slot.id, slot, x + COL.price, ry + 1, COL.w - COL.price - 4, COL.row - 4, [i, r]));
      else this.reg(sl, `m:${i}:${r}`);
      g.append(sl);
    }
    // the infrastructure board: thinkers left, makers right
    g.append(text(x + 8, boardY + 11, this.t("trh.thinkers"), { class: "area-label" }));
    g.append(text(x + COL.w / 2 + 4, boardY + 11, this.t("trh.makers"), { class: "area-label" }));
    for (const spot of sph.spots) {
      const sx = x + 4 + (spot.side === "T" ? 0 : COL.w / 2);
      const sy = boardY + BOARD.label + (spot.row - 1) * BOARD.row;
      g.append(this.spot(spot, sx, sy, COL.w / 2 - 8));
    }
    // unemployment
    const uy = boardY + BOARD.label + 3 * BOARD.row + 2;
    const un = svg("g", { class: "unemployed", "data-id": `u:${i}` },
      svg("rect", { x: x + 4, y: uy, width: COL.w - 8, height: 30, rx: 5, fill: "#e4e0d6", stroke: "#b9b2a2", class: "unemp-bg" }),
      text(x + 10, uy + 19, this.t("trh.unemployed"), { class: "spot-name" }));
    v.unemployed[i].forEach((n, seat) => {
      if (!n) return;
      const ax = x + 140 + seat * 56;
      un.append(agent(v, seat, ax, uy + 15, 11), text(ax + 9, uy + 20, `×${n}`, { class: "count" }));
    });
    this.reg(un, `u:${i}`);
    g.append(un);
    return g;
  }

  spot(spot, x, y, w) {
    const v = this.view;
    const owner = v.companies[spot.id];
    const emps = v.employees[spot.id] ?? [];
    const el = svg("g", { class: "spot" + (spot.barrier ? " barrier" : " utility"), "data-id": spot.id });
    el.append(svg("rect", { x, y, width: w, height: BOARD.row - 4, rx: 5, fill: spot.barrier ? "#d9d3c7" : "#fff", stroke: "#8a8172", "stroke-width": 1, class: "spot-bg" }));
    if (spot.barrier) el.append(svg("rect", { x: x + 2, y: y + 2, width: 5, height: BOARD.row - 8, fill: "#6b6357" }));
    el.append(text(x + 10, y + 12, fit(spot.name, Math.floor((w - 10) / 6)), { class: "spot-name" }));
    el.append(text(x + 10, y + 25, this.t(spot.barrier ? "trh.barrier" : "trh.utility"), { class: "spot-kind" }));
    if (owner !== undefined && owner !== null) el.append(disc(v, owner, x + w - 14, y + 15, 9));
    emps.forEach((o, k) => el.append(agent(v, o, x + w - (owner !== undefined && owner !== null ? 34 : 14) - k * 13, y + 15, 10)));
    el.append(svg("title", {}, `${spot.name} (${this.t(spot.barrier ? "trh.barrier" : "trh.utility")}, ${this.t(spot.side === "T" ? "trh.thinker" : "trh.maker")})` +
      (owner !== undefined && owner !== null ? ` — ${this.t("trh.company_of", { name: v.players[owner].name })}` : "")));
    this.reg(el, spot.id);
    return el;
  }

  // ---------------------------------------------------------- player boards
  players() {
    const v = this.view;
    const g = svg("g", { class: "players" });
    const y0 = this.bandsY();
    const n = v.players.length;
    const bw = (W - 6 - (n - 1) * BAND.gap) / n;
    const order = v.players.map((p) => p.seat);
    if (this.me !== null) { order.splice(order.indexOf(this.me), 1); order.unshift(this.me); }
    order.forEach((seat, k) => g.append(this.band(v.players[seat], 3 + k * (bw + BAND.gap), y0, bw)));
    return g;
  }

  bandsY() {
    return COL.y + COL.head + 6 * COL.row + 8 + BOARD.label + 3 * BOARD.row + 38 + 8;
  }

  band(p, x, y, w) {
    const v = this.view;
    const col = seatFill(v, p.seat);
    const mine = p.seat === this.me;
    const g = svg("g", { class: "band" + (mine ? " mine" : ""), "data-seat": p.seat });
    g.append(svg("rect", { x, y, width: w, height: BAND.h, rx: 8, fill: mine ? "#fffaf0" : "#f5f3ee", stroke: col, "stroke-width": p.seat === v.to_move ? 4 : 1.5 }));
    g.append(svg("rect", { x, y, width: w, height: 22, rx: 8, fill: col }));
    g.append(svg("text", { x: x + 8, y: y + 16, class: "player-name" }, fit(p.name, Math.floor(w / 9)), svg("title", {}, p.name)));
    if (p.exoglobal) {
      g.append(text(x + 10, y + 40, this.t("trh.robot_cubes", { n: p.capital }), { class: "info" }));
      this.companiesAndProblems(g, p, x, y + 58, w);
      return g;
    }
    // Capital, Wealth and Debt as agents; the supply
    const fin = svg("g", { class: "finance", "data-id": `fin:${p.seat}` });
    fin.append(svg("rect", { x: x + 6, y: y + 27, width: 150, height: 70, rx: 5, fill: "#fff", stroke: "#b9b2a2", class: "fin-bg" }));
    [["capital", p.capital], ["wealth", p.wealth], ["debt", p.debt]].forEach(([k, n], j) => {
      const ry = y + 40 + j * 20;
      fin.append(text(x + 12, ry + 4, this.t(`trh.${k}`), { class: "info small" }));
      for (let a = 0; a < Math.min(n, 7); a++) fin.append(agent(v, p.seat, x + 78 + a * 11, ry, 9));
      fin.append(text(x + 150, ry + 4, String(n), { class: "info strong", "text-anchor": "end" }));
    });
    this.reg(fin, `fin:${p.seat}`);
    g.append(fin);
    g.append(text(x + 8, y + 112, this.t("trh.supply", { n: p.supply }), { class: "info small" }));
    // patents per discipline with their sale value
    const pat = svg("g", { class: "patents", "data-id": `patents:${p.seat}` });
    pat.append(svg("rect", { x: x + 162, y: y + 27, width: 128, height: 72, rx: 5, fill: "#fff", stroke: "#b9b2a2", class: "pat-bg" }));
    pat.append(text(x + 168, y + 39, this.t("trh.patents"), { class: "info small" }));
    g.append(pat);
    this.reg(pat, `patents:${p.seat}`);
    DISCS.forEach((d, j) => {
      const px = x + 166 + (j % 2) * 62;
      const py = y + 41 + Math.floor(j / 2) * 29;
      const pe = svg("g", { class: "patent", "data-id": `p:${d}` },
        svg("rect", { x: px, y: py, width: 58, height: 28, rx: 4, fill: DISC_FILL[d], stroke: "#333", class: "patent-bg" }),
        text(px + 5, py + 18, `${p.patents[d]}`, { class: "patent-n", fill: DISC_INK[d] }),
        text(px + 53, py + 18, `$${p.patent_values?.[d] ?? 0}`, { class: "patent-v", fill: DISC_INK[d], "text-anchor": "end" }),
        svg("title", {}, this.t("trh.patent_title", { disc: discName(d, this.lang), n: p.patents[d], value: p.patent_values?.[d] ?? 0 })));
      if (mine || p.seat === v.to_move) this.reg(pe, `p:${d}`);
      pat.append(pe);
    });
    // Think Tank
    const tank = svg("g", { class: "tank", "data-id": `tank:${p.seat}` },
      svg("rect", { x: x + 296, y: y + 27, width: Math.max(60, w - 302), height: 34, rx: 5, fill: "#fff", stroke: "#b9b2a2", class: "tank-bg" }),
      text(x + 302, y + 40, this.t("trh.tank", { n: p.think_tank_size }), { class: "info small" }),
      p.think_tank_top ? text(x + 302, y + 55, fit(nameOf(p.think_tank_top), Math.floor((w - 310) / 6.2)), { class: "info small strong" }) : null);
    if (p.think_tank_top) this.detail(tank, p.think_tank_top);
    this.reg(tank, `tank:${p.seat}`);
    g.append(tank);
    // Secret sphere: own visible, others hidden
    const sec = p.secret;
    g.append(svg("g", { class: "secret" },
      svg("rect", { x: x + 296, y: y + 64, width: Math.max(60, w - 302), height: 33, rx: 5, fill: sec ? DISC_FILL[sec] : "#555", stroke: "#333" }),
      text(x + 302, y + 78, this.t("trh.secret"), { class: "info small", fill: sec ? DISC_INK[sec] : "#fff" }),
      text(x + 302, y + 92, sec ? sphereName(DISCS.indexOf(sec), this.lang) : this.t("trh.hidden"), { class: "info small strong", fill: sec ? DISC_INK[sec] : "#fff" })));
    this.companiesAndProblems(g, p, x, y + 106, w);
    return g;
  }

  companiesAndProblems(g, p, x, y, w) {
    g.append(text(x + 120, y + 6, this.t("trh.companies", { n: p.companies.length }), { class: "info small strong" }));
    g.append(text(x + 120, y + 20, fit(p.companies.map((c) => nameOf(c)).join(", ") || "—", Math.floor((w - 126) / 5.8)), { class: "info small" }));
    g.append(text(x + 120, y + 38, this.t("trh.problems", { n: p.problems.length }), { class: "info small strong" }));
    g.append(text(x + 120, y + 52, fit(p.problems.map((c) => nameOf(c, this.lang)).join(", ") || "—", Math.floor((w - 126) / 5.8)), { class: "info small" }));
  }

  draw() {
    const height = this.bandsY() + BAND.h + 4;
    const root = svg("svg", { viewBox: `0 0 ${W} ${height}`, class: "trh-table", role: "group", "aria-label": this.t("game.table"), id: "board-svg" });
    root.append(this.header(), this.splay(), this.focus(), this.spheres(), this.players());
    return root;
  }
}

// ---------------------------------------------------------------- card detail

function detailNodes(id, lang, t) {
  const c = CAT.cards[id];
  if (!c) return [h("h4", {}, nameOf(id, lang))];
  const other = lang === "hu" ? "en" : "hu";
  return [
    h("h4", {}, c.name),
    h("p", { class: "d-kind" }, t(`trh.kind.${c.kind}`), " · ", discName(c.left, lang), " | ", discName(c.right, lang),
      c.surge.length ? ` · ${t("trh.d_surge")}: ${c.surge.map((d) => discName(d, lang)).join(", ")}` : "",
      c.heat.length ? ` · ${t("trh.d_heat")}: ${c.heat.map((x) => t(x === "black" ? "trh.black" : "trh.white")).join(", ")}` : ""),
    h("p", { class: "d-text", lang }, c.text[lang] ?? c.text.en),
    h("p", { class: "d-text other", lang: other }, c.text[other]),
    c.flavor ? h("p", { class: "d-flavor" }, c.flavor) : null,
    h("p", { class: "d-credit" }, t("trh.credit")),
  ];
}

let detailTable = null;
const HOVER = matchMedia("(hover: hover)");
function showDetail(table, id, sticky = false) {
  const box = document.getElementById("trh-detail");
  if (!box) return;
  detailTable = table;
  ui.detail = sticky ? { id } : null;
  clear(box);
  box.append(...detailNodes(id, table.lang, table.t).filter(Boolean));
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

function wire(table, ctx, wrap) {
  const byEl = new Map();
  const loose = [];
  for (const a of ctx.legal) {
    const anchor = anchorOf(a, table.elements);
    if (anchor === null) { loose.push(a); continue; }
    const el = table.elements.get(anchor)[0];
    if (!byEl.has(el)) byEl.set(el, { anchor, acts: [] });
    byEl.get(el).acts.push(a);
  }
  for (const [el, { anchor, acts }] of byEl) {
    el.classList.add("legal");
    el.setAttribute("role", "button");
    el.setAttribute("tabindex", "0");
    const what = el.dataset.id && CAT.cards[el.dataset.id] ? nameOf(el.dataset.id) : nameOf(anchor, ctx.lang);
    const label = acts.length === 1 ? acts[0].label : ctx.t("ren.choices", { name: what, n: acts.length });
    el.setAttribute("aria-label", label);
    if (acts.length === 1) el.setAttribute("data-action", acts[0].index);
    else el.setAttribute("data-actions", acts.map((a) => a.index).join(" "));
    el.setAttribute("data-target", anchor);
    const go = (ev) => {
      ev.stopPropagation();
      if (acts.length === 1) ctx.choose(acts[0].index);
      else chooser(wrap, el, acts, ctx, label);
    };
    el.addEventListener("click", go);
    el.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); go(ev); } });
  }
  return loose;
}

/** What the deciding player is asked, with the rule, what a payment costs, and the loose actions. */
function prompt(ctx, loose) {
  const v = ctx.view;
  if (ctx.over) return h("div", { class: "trh-prompt over", id: "trh-prompt" }, ctx.t("game.over"));
  const who = v.to_move !== null && v.to_move !== undefined ? v.players[v.to_move] : null;
  const dec = v.decision;
  const pend = dec ? CAT.pending[dec.k] : null;
  const what = pend ? pend[ctx.lang] ?? pend.en : ctx.t("trh.menu_prompt");
  const extra = [];
  if (dec?.k === "pay") {
    const p = v.players[dec.seat];
    extra.push(ctx.t("trh.pay_info", { amt: dec.amt, capital: p.capital, wealth: p.wealth, debt: p.debt }));
  }
  if (dec?.k === "found" && dec.owner !== undefined && dec.owner !== dec.seat) extra.push(ctx.t("trh.for_robot", { name: v.players[dec.owner].name }));
  if (dec?.card && CAT.cards[dec.card]) extra.push(`— ${CAT.cards[dec.card].name}`);
  if (dec && dec.col !== undefined && dec.row !== undefined && v.market[dec.col]?.[dec.row]) extra.push(`— ${v.market[dec.col][dec.row].name}`);
  return h("div", { class: "trh-prompt", id: "trh-prompt", role: "status", "aria-live": "polite" },
    who ? h("span", { class: "swatch", style: `background:${seatFill(v, who.seat)}` }) : null,
    h("strong", { class: "decider" }, who?.name ?? ""), " ", h("span", {}, what),
    pend ? h("span", { class: "rule" }, ` (${pend.rules})`) : null,
    extra.length ? h("span", { class: "extra" }, " ", extra.join(" ")) : null,
    ctx.legal.length && ctx.legal.length > loose.length ? h("span", { class: "hint" }, " " + ctx.t("trh.hint")) : null,
    loose.length ? h("div", { class: "loose" }, loose.map((a) => h("button", {
      type: "button", class: "loose-action", "data-action": a.index, "data-kind": a.kind, "aria-label": a.label,
      onclick: () => ctx.choose(a.index),
    }, a.label))) : null);
}

function zoomBar(scroller, root, t) {
  const MIN = 1;
  const MAX = 3;
  const label = h("span", { class: "zoom-level", "aria-live": "polite" }, "");
  const set = (z) => { ui.zoom = Math.min(MAX, Math.max(MIN, z)); root.style.width = `${Math.round(ui.zoom * 100)}%`; label.textContent = `${Math.round(ui.zoom * 100)}%`; };
  const bar = h("div", { class: "trh-zoom", role: "group", "aria-label": t("ren.zoom") },
    h("button", { type: "button", id: "zoom-out", "aria-label": t("ren.zoom_out"), onclick: () => set(ui.zoom / 1.25) }, "−"),
    label,
    h("button", { type: "button", id: "zoom-in", "aria-label": t("ren.zoom_in"), onclick: () => set(ui.zoom * 1.25) }, "+"),
    h("button", { type: "button", id: "zoom-fit", onclick: () => set(1) }, t("ren.zoom_fit")));
  set(ui.zoom);
  scroller.addEventListener("wheel", (ev) => {
    if (!ev.ctrlKey && !ev.metaKey) return;
    ev.preventDefault();
    set(ui.zoom * (ev.deltaY < 0 ? 1.1 : 1 / 1.1));
  }, { passive: false });
  return bar;
}

/** Draw the table for `ctx` into `container` (see web/games/registry.js for the contract). */
export function render(container, ctx) {
  clear(container);
  const table = new Table(ctx);
  const root = table.draw();
  const wrap = h("div", { class: "trh-wrap", id: "board", "data-game": "transhumanity" });
  const loose = wire(table, ctx, wrap);
  const scroller = h("div", { class: "trh-scroll" }, root);
  const detail = h("aside", { class: "trh-detail", id: "trh-detail", hidden: true, "aria-live": "polite" });
  wrap.append(h("div", { class: "trh-top" }, prompt(ctx, loose), zoomBar(scroller, root, ctx.t)), scroller, detail);
  container.classList.add("trh-board");
  container.append(wrap);
  wrap.addEventListener("click", (ev) => {
    if (!ev.target.closest(".trh-chooser")) closeChooser(wrap);
    const card = ev.target.closest?.("[data-detail]");
    // a tap that plays a move (on an element inside a card) does not also open the card's detail
    if (card && !card.classList.contains("legal") && !ev.target.closest("[data-action], [data-actions], .legal")) showDetail(table, card.dataset.detail, true);
  });
  requestAnimationFrame(() => { scroller.scrollLeft = ui.scroll[0]; scroller.scrollTop = ui.scroll[1]; });
  scroller.addEventListener("scroll", () => { ui.scroll = [scroller.scrollLeft, scroller.scrollTop]; });
  if (ui.detail) showDetail(table, ui.detail.id, true);
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
