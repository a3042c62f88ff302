// Pax Renaissance table: one SVG drawn from rules.view (a pure function of the view, the legal
// actions and this module's UI state: zoom and the card shown in the detail panel).
//
// Every legal action is reachable on the table: the engine names the table elements an action
// acts on (`targets`); each drawn element registers the ids it stands for, and an element with
// legal actions is highlighted, gets role=button, an aria-label and data-action="<index>" (one
// action) or opens a small chooser whose buttons carry data-action (several actions). Actions
// acting on nothing drawn (pass, done, decline…) are buttons in the prompt above the table.

import { h, svg, clear } from "../../app/dom.js";
import { CAT, ui, nameOf, seatColour, PIECE_FILL, PRESTIGE_FILL } from "./shared.js";
import { showDetail, hideDetail } from "./detail.js";
import { attachZoom } from "./zoom.js";

export { CAT, ui };

const W = 1500;
const MAP = { x: 10, y: 52, w: 180, h: 150, gap: 22 };
const MKT = { x: 1016, y: 52, step: 79, w: 75, h: 104 };
const BAND = { y: 400, h: 150, info: 300, banker: 850, cardW: 78, cardH: 104 };
const SIDE_FILL = { medieval: "#eadfc4", catholic: "#fbf8ef", islamic: "#5c6b61", reformist: "#e9aaa4" };
const SIDE_INK = { medieval: "#3a2a1a", catholic: "#3a2a1a", islamic: "#f4efe4", reformist: "#3a1a1a" };
const CATEGORY_FILL = { blue: "#3d6fb6", yellow: "#c99a1a", purple: "#7d4a9c", red: "#b8392e" };
const OP_LETTER = { inquisitor: "I", commerce: "C", behead: "B", tax: "T", repress: "R", vote: "V", corsair: "P", siege: "S", campaign: "W" };

export function ruleOf(kind) { return CAT.action_rules?.[kind] ?? null; }


// ---------------------------------------------------------------- drawing primitives

function text(x, y, s, attrs = {}) { return svg("text", { x, y, ...attrs }, s); }

function wrap(s, max) {
  const words = String(s).split(/\s+/);
  const lines = [];
  let cur = "";
  for (const w of words) {
    if ((cur + " " + w).trim().length > max && cur) { lines.push(cur); cur = w; } else cur = (cur + " " + w).trim();
  }
  if (cur) lines.push(cur);
  return lines.slice(0, 3);
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

function coin(x, y, n, r = 11) {
  return svg("g", { class: "coin" },
    svg("circle", { cx: x, cy: y, r, fill: "#e3b93c", stroke: "#8a6a12", "stroke-width": 1.5 }),
    text(x, y + 4, String(n), { "text-anchor": "middle", class: "coin-n" }));
}

function opIcon(op, x, y) {
  const cat = CAT.op_categories[op.op ?? op];
  const fill = CATEGORY_FILL[CAT.category_colours[cat]] ?? "#777";
  const name = op.op ?? op;
  return svg("g", {},
    svg("rect", { x: x - 7, y: y - 7, width: 14, height: 14, rx: 3, fill, stroke: op.colour ? PIECE_FILL[op.colour] : "none", "stroke-width": op.colour ? 2 : 0 }),
    text(x, y + 4, OP_LETTER[name] ?? "?", { "text-anchor": "middle", class: "op-letter" }));
}

function prestigeIcons(list, x, y) {
  return list.map((p, i) => svg("circle", { cx: x + i * 11, cy: y, r: 4.5, fill: PRESTIGE_FILL[p], stroke: "#222", "stroke-width": 0.8 }));
}

// ---------------------------------------------------------------- the table

class Table {
  constructor(ctx) {
    this.ctx = ctx;
    this.view = ctx.view;
    this.lang = ctx.lang;
    this.t = ctx.t;
    this.elements = new Map(); // id -> [svg element]
  }

  reg(el, ...ids) {
    for (const id of ids) {
      if (!id) continue;
      if (!this.elements.has(id)) this.elements.set(id, []);
      this.elements.get(id).push(el);
    }
    return el;
  }

  /** A card (market, tableau or hand): clickable, with hover detail. */
  card(id, x, y, w, hgt, opts = {}) {
    const info = CAT.cards[id] ?? null;
    const emp = CAT.empires[id] ?? null;
    const g = svg("g", { class: "card" + (opts.silenced ? " silenced" : "") + (emp ? " empire" : ""), "data-id": id, transform: `translate(${x},${y})` });
    const region = info?.region ?? emp?.region ?? "west";
    let fill = region === "east" ? "#f3e2d2" : "#e4ebf3";
    if (info?.kind === "comet") fill = "#2c2f4a";
    if (emp) fill = opts.side === "republic" ? "#e8f0e0" : "#f6e7c1";
    g.append(svg("rect", { class: "card-bg", width: w, height: hgt, rx: 6, fill, stroke: "#6d5f55", "stroke-width": 1.2 }));
    g.append(svg("rect", { width: w, height: 5, rx: 2, fill: region === "east" ? "#b5532f" : "#3d6fb6" }));
    const title = emp ? (opts.side ? CAT.empires[id][opts.side].name : emp.name) : (info?.name ?? id);
    const lines = wrap(emp ? emp.name : title, Math.max(8, Math.floor(w / 6.2)));
    lines.forEach((ln, i) => g.append(text(4, 17 + i * 11, ln, { class: "card-name" + (info?.kind === "comet" ? " light" : "") })));
    let yy = 17 + lines.length * 11;
    if (emp && opts.side) {
      g.append(text(4, yy + 1, this.t(`ren.${opts.side}`), { class: "card-sub" }));
      yy += 10;
    }
    const ops = emp ? (opts.side ? emp[opts.side].ops.map((o) => ({ op: o })) : []) : (info?.ops ?? []);
    ops.forEach((op, i) => g.append(opIcon(op, 10 + i * 17, hgt - 26)));
    const prest = emp ? (opts.side ? emp[opts.side].prestige : []) : (info?.prestige ?? []);
    g.append(...prestigeIcons(prest, 8, hgt - 9));
    if (info?.one_shot) g.append(svg("path", { d: `M${w - 12},${hgt - 14}l5,-6l5,6l-5,6z`, fill: "#c0392b", class: "oneshot" }));
    if (info?.ability) g.append(text(w - 20, hgt - 26, "★", { class: "ability-mark" }));
    if (opts.bishop) g.append(piece(`bishop:${opts.bishop}`, w - 10, 18, 7, this.view));
    if (opts.silenced) {
      g.append(svg("line", { x1: 2, y1: hgt - 2, x2: w - 2, y2: 2, class: "silence-line" }));
      g.append(text(w / 2, hgt / 2 + 4, this.t("ren.silenced"), { "text-anchor": "middle", class: "silenced-text" }));
    }
    if (opts.florins) g.append(coin(w - 13, hgt - 14, opts.florins, 10));
    this.reg(g, id, ...(opts.alias ?? []));
    g.addEventListener("pointerenter", (ev) => { if (ev.pointerType === "mouse") showDetail(this, id, opts); });
    g.addEventListener("pointerleave", (ev) => { if (ev.pointerType === "mouse") hideDetail(); });
    longPress(g, () => showDetail(this, id, opts, true));
    g.addEventListener("focus", () => { if (g.matches(":focus-visible")) showDetail(this, id, opts); }); // keyboard only
    g.dataset.detail = "1";
    return g;
  }

  back(x, y, w, hgt, label) {
    return svg("g", { transform: `translate(${x},${y})`, class: "card back" },
      svg("rect", { width: w, height: hgt, rx: 6, fill: "#5b2a1d", stroke: "#2b1d16" }),
      svg("rect", { x: 5, y: 5, width: w - 10, height: hgt - 10, rx: 4, fill: "none", stroke: "#b8892d", "stroke-dasharray": "3 3" }),
      label ? text(w / 2, hgt / 2 + 4, label, { "text-anchor": "middle", class: "back-label" }) : null);
  }

  // ---------------------------------------------------------- header
  header() {
    const v = this.view;
    const g = svg("g", { class: "header" });
    g.append(svg("rect", { x: 0, y: 0, width: W, height: 40, fill: "#5b2a1d", rx: 6 }));
    const cur = v.players[v.current];
    g.append(text(12, 26, this.t("ren.round", { round: v.round, year: v.year }), { class: "head-text" }));
    g.append(svg("rect", { x: 190, y: 9, width: 22, height: 22, rx: 4, fill: seatColour(v, v.current), stroke: "#fff" }));
    g.append(text(220, 26, this.t("ren.turn_of", { name: cur.name }), { class: "head-text strong" }));
    for (let i = 0; i < 2; i++) {
      g.append(svg("circle", { cx: 520 + i * 22, cy: 20, r: 8, fill: i < v.actions_left ? "#e3b93c" : "none", stroke: "#e3b93c", "stroke-width": 2 }));
    }
    g.append(text(560, 26, this.t("ren.actions_left", { n: v.actions_left }), { class: "head-text" }));
    g.append(coin(760, 20, v.china, 13));
    g.append(text(780, 26, this.t("ren.china", { n: v.china }), { class: "head-text" }));
    // victory cards
    const vx = 960;
    v.victories.forEach((vic, i) => {
      const x = vx + i * 134;
      const el = svg("g", { class: "victory" + (vic.active ? " active" : ""), "data-id": `victory:${vic.id}` },
        svg("rect", { x, y: 6, width: 128, height: 28, rx: 5, fill: vic.active ? "#e3b93c" : "#7a4a3a", stroke: "#fff", "stroke-width": vic.active ? 2 : 0.5 }),
        text(x + 64, 25, nameOf(vic.id, this.lang), { "text-anchor": "middle", class: "victory-name" + (vic.active ? "" : " off") + (nameOf(vic.id, this.lang).length > 17 ? " long" : "") }));
      el.append(svg("title", {}, `${nameOf(vic.id, this.lang)} — ${this.t(vic.active ? "ren.active" : "ren.inactive")}`));
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
    const v = this.view;
    const g = svg("g", { class: "map" });
    const cityPos = {};
    // trade routes first: drawn under the cards, they show between them as coloured roads
    const routes = svg("g", { class: "routes" });
    CAT.trade_routes.forEach((r, k) => {
      const off = (k % 4) * 7 - 10;
      const pts = r.path.map((p) => this.pointOf(p)).filter(Boolean).map(([px, py]) => `${px + off},${py + off}`);
      routes.append(svg("polyline", { points: pts.join(" "), class: `route route-${r.route}` }, svg("title", {}, nameOf(r.emporium))));
    });
    g.append(routes);
    for (const [m, mc] of Object.entries(v.map)) {
      const [x, y] = this.mapPos(m);
      const side = mc.side;
      const card = svg("g", { class: "map-card", "data-id": m });
      card.append(svg("rect", { class: "map-bg", x, y, width: MAP.w, height: MAP.h, rx: 8, fill: SIDE_FILL[side] ?? "#ddd", stroke: side === mc.religious_side ? "#b8892d" : "#6d5f55", "stroke-width": side === "medieval" ? 1.5 : 3 }));
      card.append(text(x + 8, y + 18, nameOf(m, this.lang), { class: "map-name" + (nameOf(m, this.lang).length > 19 ? " long" : ""), fill: SIDE_INK[side] }));
      card.append(text(x + 8, y + MAP.h - 7, this.t(`ren.side.${side}`), { class: "map-side", fill: SIDE_INK[side] }));
      const emp = v.empires[m];
      if (emp && emp.owner !== null && emp.owner !== undefined) {
        card.append(svg("rect", { x: x + MAP.w - 16, y: y + MAP.h - 16, width: 12, height: 12, rx: 2, fill: seatColour(v, emp.owner), stroke: "#222" }));
      }
      this.reg(card, m);
      card.addEventListener("pointerenter", (ev) => { if (ev.pointerType === "mouse") showDetail(this, m, { map: true }); });
      card.addEventListener("pointerleave", (ev) => { if (ev.pointerType === "mouse") hideDetail(); });
      longPress(card, () => showDetail(this, m, { map: true }, true));
      g.append(card);
      const cities = CAT.map_cards[m].cities;
      cities.forEach((c, i) => {
        const cy = y + 40 + i * 27;
        const st = mc.cities[c.id];
        const cg = svg("g", { class: "city", "data-id": c.id });
        cg.append(svg("rect", { class: "city-bg", x: x + 4, y: cy - 12, width: MAP.w - 8, height: 24, rx: 12, fill: "rgba(255,255,255,.55)", stroke: "none" }));
        if (c.capital) cg.append(svg("circle", { cx: x + 16, cy, r: 8, fill: "none", stroke: "#8a1c1c", "stroke-width": 2 }));
        cg.append(svg("circle", { cx: x + 16, cy, r: 4, fill: c.capital ? "#8a1c1c" : "#6d5f55" }));
        cg.append(text(x + 28, cy + 4, nameOf(c.id, this.lang), { class: "city-name" + (c.capital ? " capital" : "") }));
        const emporium = mc.emporia[c.id];
        if (emporium) {
          const colour = CAT.route_colours[emporium.route];
          cg.append(svg("circle", { cx: x + MAP.w - 18, cy, r: 8, fill: emporium.covered ? PIECE_FILL[colour] : "none", stroke: colour === "black" ? "#111" : "#888", "stroke-width": 2, "stroke-dasharray": emporium.covered ? null : "3 2", class: "emporium" }));
        }
        // pieces from the right edge (left of the emporium disc), so long city names stay readable
        const toks = st?.tokens ?? [];
        const right = x + MAP.w - (emporium ? 38 : 20);
        toks.forEach((tk, j) => cg.append(piece(tk, right - j * 16, cy, 7, v)));
        if ((st?.spaces ?? 1) > toks.length) {
          for (let j = toks.length; j < st.spaces; j++) cg.append(svg("circle", { cx: right - j * 16, cy, r: 6, fill: "none", stroke: "#9a8c7c", "stroke-dasharray": "2 2" }));
        }
        cityPos[c.id] = [x + 16, cy];
        this.reg(cg, c.id, `city:${c.id}`);
        cg.append(svg("title", {}, `${nameOf(c.id, this.lang)}${c.capital ? " (" + this.t("ren.capital") + ")" : ""}`));
        card.append(cg); // inside the map card: a tap on a city that is not a target reaches the card
      });
    }
    for (const [b, info] of Object.entries(CAT.borders)) {
      const [bx, by] = this.pointOf(b);
      const st = v.map[info.between[0]].borders[b] ?? v.map[info.between[1]].borders[b];
      const bg = svg("g", { class: "border " + (info.sea ? "sea" : "land"), "data-id": b });
      bg.append(svg("circle", { class: "border-bg", cx: bx, cy: by, r: 12, fill: info.sea ? "#9cc3e6" : "#c9a97a", stroke: "#5d4a36", "stroke-width": 1 }));
      if (st?.concession !== null && st?.concession !== undefined) bg.append(piece(`cube:${st.concession}`, bx, by, 7, v));
      if (st?.pirate) bg.append(piece(`rook:${st.pirate}`, bx, by, 7, v));
      bg.append(svg("title", {}, nameOf(b, this.lang)));
      this.reg(bg, b, `border:${b}`);
      g.append(bg);
    }
    return g;
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
    return [(a[0] + c[0]) / 2, (a[1] + c[1]) / 2];
  }

  // ---------------------------------------------------------- markets
  markets() {
    const v = this.view;
    const g = svg("g", { class: "markets" });
    ["west", "east"].forEach((row, r) => {
      const y = MKT.y + r * (MKT.h + 46);
      g.append(text(MKT.x, y + 12, `${this.t(`ren.market.${row}`)} · ${this.t("ren.deck", { n: v.decks[row] })}`, { class: "label" }));
      v.market[row].forEach((slot, i) => {
        const x = MKT.x + i * MKT.step;
        const sy = y + 20;
        const id = `market:${row}:${slot.slot}`;
        let el;
        if (!slot.card && !slot.face_down) {
          el = svg("g", { class: "slot empty" }, svg("rect", { x, y: sy, width: MKT.w, height: MKT.h, rx: 6, fill: "none", stroke: "#b7a78f", "stroke-dasharray": "4 3" }));
          if (slot.florins) el.append(coin(x + MKT.w - 13, sy + MKT.h - 14, slot.florins, 10));
        } else if (slot.face_down || !slot.card) {
          el = this.back(x, sy, MKT.w, MKT.h, this.t("ren.face_down"));
          if (slot.florins) el.append(coin(MKT.w - 13, MKT.h - 14, slot.florins, 10));
        } else {
          el = this.card(slot.card, x, sy, MKT.w, MKT.h, { florins: slot.florins, alias: [id] });
        }
        this.reg(el, id);
        g.append(el);
        g.append(text(x + MKT.w / 2, sy + MKT.h + 13, this.t("ren.cost", { n: slot.slot - 1 }), { "text-anchor": "middle", class: "cost" }));
      });
    });
    return g;
  }

  // ---------------------------------------------------------- tableaux
  tableaux() {
    const v = this.view;
    const g = svg("g", { class: "tableaux" });
    // the deciding seat first, then the turn order
    const order = [...v.order];
    const me = v.seat ?? v.to_move;
    if (me !== null && me !== undefined) { order.splice(order.indexOf(me), 1); order.unshift(me); }
    order.forEach((seat, k) => g.append(this.band(v.players[seat], BAND.y + k * BAND.h, seat === me)));
    return g;
  }

  band(p, y, mine) {
    const v = this.view;
    const col = seatColour(v, p.seat);
    const g = svg("g", { class: "band" + (mine ? " mine" : ""), "data-seat": p.seat });
    g.append(svg("rect", { x: 0, y, width: W, height: BAND.h - 8, rx: 8, fill: mine ? "#fff8e8" : "#f7f1e4", stroke: col, "stroke-width": p.seat === v.to_move ? 4 : 1.5 }));
    g.append(svg("rect", { x: 0, y, width: 10, height: BAND.h - 8, rx: 4, fill: col }));
    // info (left column) and hand (right column of the info panel)
    g.append(text(18, y + 22, p.name.length > 18 ? p.name.slice(0, 17) + "…" : p.name, { class: "player-name" }, svg("title", {}, p.name)));
    g.append(text(18, y + 38, `${nameOf(p.banker)}${p.seat === v.current ? " · " + this.t("ren.their_turn") : ""}`, { class: "muted-text" }));
    g.append(coin(28, y + 55, p.florins, 10));
    g.append(text(43, y + 60, this.t("ren.florins", { n: p.florins }), { class: "info" }));
    g.append(svg("rect", { x: 22, y: y + 68, width: 12, height: 12, fill: col, stroke: "#222" }));
    g.append(text(43, y + 79, this.t("ren.cubes", { n: p.cubes_in_supply }), { class: "info small" }));
    const kinds = ["catholic", "islamic", "reformist", "law", "discovery", "patron"];
    kinds.forEach((k, i) => {
      const x = 24 + (i % 3) * 46;
      const yy = y + 96 + Math.floor(i / 3) * 18;
      g.append(svg("g", { class: "prestige" },
        svg("circle", { cx: x, cy: yy, r: 6.5, fill: PRESTIGE_FILL[k], stroke: "#222" }),
        text(x + 10, yy + 5, String(p.prestige[k]), { class: "info strong" }),
        svg("title", {}, `${CAT.prestige[k][this.lang] ?? k}: ${p.prestige[k]}`)));
    });
    g.append(text(18, y + 136, this.t("ren.summary_line", { k: p.kingdoms.length, r: p.republics.length, c: p.concessions.length }), { class: "muted-text small" }));
    const hx = 168;
    g.append(text(hx, y + 14, p.hand ? this.t("ren.hand") : this.t("ren.hand_hidden", { n: p.hand_size }), { class: "muted-text small" }));
    if (p.hand) {
      const n = p.hand.length;
      const step = n > 1 ? Math.min(66, (BAND.info - hx - 66) / (n - 1)) : 0;
      p.hand.forEach((c, i) => g.append(this.card(c, hx + i * step, y + 20, 64, 100, { hand: true })));
    } else {
      for (let i = 0; i < Math.min(p.hand_size, 4); i++) g.append(this.back(hx + i * 20, y + 20, 64, 100, ""));
    }
    // the banker (Player card) with West left and East right
    const bx = BAND.banker;
    const by = y + 10;
    const banker = svg("g", { class: "banker", "data-id": p.banker },
      svg("rect", { x: bx, y: by, width: 70, height: BAND.cardH, rx: 6, fill: col, stroke: "#2b1d16", "stroke-width": 1.5 }),
      text(bx + 35, by + 48, nameOf(p.banker), { "text-anchor": "middle", class: "banker-name" }),
      text(bx + 35, by + 64, "◀ " + this.t("ren.west") + " | " + this.t("ren.east") + " ▶", { "text-anchor": "middle", class: "banker-sides" }));
    g.append(banker);
    for (const side of ["west", "east"]) {
      const entries = p.tableau[side];
      const area = side === "west" ? [BAND.info + 10, bx - 8] : [bx + 78, W - 8];
      const sideEl = svg("g", { class: "side-area", "data-id": `tableau:${p.seat}:${side}` },
        svg("rect", { x: area[0], y: y + 4, width: area[1] - area[0], height: BAND.h - 16, rx: 6, class: "side-bg" }),
        text(side === "west" ? area[0] + 6 : area[1] - 6, y + 15, this.t(`ren.side_label.${side}`), { "text-anchor": side === "west" ? "start" : "end", class: "side-label" }));
      this.reg(sideEl, `tableau:${p.seat}:${side}`);
      g.append(sideEl);
      const n = entries.length;
      const room = area[1] - area[0] - 8;
      const step = n ? Math.min(BAND.cardW + 6, (room - BAND.cardW) / Math.max(1, n - 1)) : 0;
      entries.forEach((e, i) => {
        const x = side === "west" ? area[1] - 4 - BAND.cardW - i * step : area[0] + 4 + i * step;
        sideEl.append(this.tableauEntry(e, x, y + 18)); // inside the side: a tap on a card that is not a target operates the side
      });
    }
    if (p.old_maids.length) {
      g.append(text(BAND.info - 4, y + 140, this.t("ren.old_maids", { names: p.old_maids.map((c) => nameOf(c)).join(", ") }), { "text-anchor": "end", class: "muted-text" }));
    }
    return g;
  }

  tableauEntry(e, x, y) {
    const w = BAND.cardW;
    const hgt = BAND.cardH - 8;
    const g = svg("g", { class: "entry" });
    // vassals tucked under their suzerain (peeking out below)
    e.vassals.forEach((vs, i) => {
      const vg = this.card(vs.id, x + 4 + i * 6, y + hgt - 8 + (i + 1) * 9, w - 8, 24, { side: vs.side, bishop: vs.bishop, silenced: vs.silenced, vassal: true });
      vg.classList.add("vassal");
      g.append(vg);
    });
    g.append(this.card(e.id, x, y, w, hgt, { side: e.side, bishop: e.bishop, silenced: e.silenced }));
    if (e.queen) {
      const q = this.card(e.queen, x + 6, y + 30, w - 12, 22, { queen: true });
      q.classList.add("queen");
      g.append(q);
    }
    e.repressed.forEach((tk, i) => {
      const pg = svg("g", { class: "repressed" }, piece(tk, x + 10 + i * 13, y + hgt - 40, 5, this.view));
      this.reg(pg, `repressed:${e.id}`, tk);
      g.append(pg);
    });
    return g;
  }

  draw() {
    const height = BAND.y + this.view.players.length * BAND.h + 4;
    const root = svg("svg", { viewBox: `0 0 ${W} ${height}`, class: "ren-table", role: "group", "aria-label": this.t("game.table"), id: "board-svg" });
    root.append(this.header(), this.map(), this.markets(), this.tableaux());
    return root;
  }
}

// ---------------------------------------------------------------- interaction

function longPress(el, fn) {
  // A touch held 450 ms shows the detail instead of acting. The duration is judged by the
  // events' own time stamps: when the page is busy, the timer may run late, after a quick tap's
  // pointerup was already queued, and such a tap must still act.
  const HOLD = 450;
  let timer = null;
  let down = 0;
  let fired = false;
  el.addEventListener("pointerdown", (ev) => {
    if (ev.pointerType === "mouse") return;
    fired = false;
    down = ev.timeStamp;
    timer = setTimeout(() => { fired = true; fn(); }, HOLD);
  });
  const cancel = () => { clearTimeout(timer); timer = null; };
  el.addEventListener("pointerup", (ev) => {
    cancel();
    if (fired && ev.timeStamp - down < HOLD) { fired = false; hideDetail(true); } // it was a tap
  });
  el.addEventListener("pointercancel", cancel);
  el.addEventListener("pointermove", (ev) => { if (Math.abs(ev.movementX) + Math.abs(ev.movementY) > 6) cancel(); });
  // a long press shows the detail and does not also act
  el.addEventListener("click", (ev) => { if (fired) { ev.stopPropagation(); ev.preventDefault(); fired = false; } }, true);
}

/** The target id under which an action is offered on the table (null: not on the table). */
function anchorOf(action, elements) {
  const ts = action.targets.map((x) => String(x));
  const present = ts.filter((x) => elements.has(x));
  if (!present.length) return null;
  // place: the destination (first); others: the most specific (last) target drawn
  return action.kind === "place" ? present[0] : present[present.length - 1];
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
  const r = anchorEl.getBoundingClientRect();
  const c = container.getBoundingClientRect();
  box.style.left = `${Math.max(4, Math.min(r.left - c.left, c.width - 340))}px`;
  box.style.top = `${r.bottom - c.top + 6}px`;
  container.append(box);
  box.querySelector("button.chooser-action")?.focus();
}

function closeChooser(container) {
  container.querySelector(".ren-chooser")?.remove();
}

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
    el.setAttribute("role", "button");
    el.setAttribute("tabindex", "0");
    const label = acts.length === 1 ? acts[0].label : ctx.t("ren.choices", { name: nameOf(el.dataset.id ?? anchor.replace(/^(city|border|card):/, ""), ctx.lang), n: acts.length });
    el.setAttribute("aria-label", label);
    if (acts.length === 1) el.setAttribute("data-action", acts[0].index);
    else el.setAttribute("data-actions", acts.map((a) => a.index).join(" "));
    el.setAttribute("data-target", anchor);
    const go = (ev) => {
      ev.stopPropagation();
      if (acts.length === 1) ctx.choose(acts[0].index);
      else chooser(container, table, el, acts, ctx, label);
    };
    el.addEventListener("click", go);
    el.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); go(ev); } });
  }
  return loose;
}

function prompt(ctx, loose) {
  const v = ctx.view;
  if (ctx.over) return h("div", { class: "ren-prompt over" }, ctx.t("game.over"));
  const who = v.players[v.to_move];
  const pend = CAT.pending[v.pending] ?? null;
  const what = pend ? pend[ctx.lang] ?? pend.en : ctx.t("ren.decides_generic");
  const notTurn = v.to_move !== v.current;
  return h("div", { class: "ren-prompt" + (notTurn ? " interrupt" : ""), id: "ren-prompt", role: "status", "aria-live": "polite" },
    h("span", { class: "swatch", style: `background:${seatColour(v, v.to_move)}` }),
    h("strong", { class: "decider" }, who?.name ?? ""), " ", h("span", {}, what),
    pend ? h("span", { class: "rule" }, ` (${pend.rules})`) : null,
    notTurn ? h("span", { class: "not-turn" }, " — " + ctx.t("ren.during_turn", { name: v.players[v.current].name })) : null,
    ctx.legal.length ? h("span", { class: "hint" }, " " + ctx.t("ren.hint")) : null,
    loose.length ? h("div", { class: "loose" }, loose.map((a) => h("button", {
      type: "button", class: "loose-action", "data-action": a.index, "data-kind": a.kind, "aria-label": a.label,
      onclick: () => ctx.choose(a.index),
    }, a.label))) : null);
}

/** Draw the table for `ctx` into `container` (see web/games/registry.js for the contract). */
export function render(container, ctx) {
  clear(container);
  const table = new Table(ctx);
  const root = table.draw();
  const loose = wire(table, ctx, container);
  const scroller = h("div", { class: "ren-scroll", id: "board", "data-game": "renaissance" });
  scroller.append(root);
  const detail = h("aside", { class: "ren-detail", id: "ren-detail", hidden: true, "aria-live": "polite" });
  container.classList.add("ren-wrap");
  container.append(h("div", { class: "ren-top" }, prompt(ctx, loose), attachZoom(scroller, root, ui, ctx.t)), scroller, detail);
  container.addEventListener("click", (ev) => {
    if (!ev.target.closest(".ren-chooser")) closeChooser(container);
    const card = ev.target.closest?.("[data-detail]");
    if (card && !card.classList.contains("legal")) showDetail(table, card.dataset.id, {}, true);
  });
  requestAnimationFrame(() => { scroller.scrollLeft = ui.scroll[0]; scroller.scrollTop = ui.scroll[1]; });
  scroller.addEventListener("scroll", () => { ui.scroll = [scroller.scrollLeft, scroller.scrollTop]; });
  if (ui.detail) showDetail(table, ui.detail.id, ui.detail.opts, ui.detail.sticky);
}

/** The name of a victory type (for the shell's victory screen). */
export function victoryName(victory, lang) {
  const v = CAT.victories[victory];
  return v ? v[lang] ?? v.en : String(victory);
}
