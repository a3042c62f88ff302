// The Pax Renaissance map table: the ten map cards as regions on the real geography of Europe,
// North Africa and the Levant (games/renaissance/land.json, made at build time by
// scripts/map.mjs from Natural Earth and web/games/renaissance/places.json), drawn in the same
// area and with the same targets as the compact 5×2 grid of map cards (map.js):
//   - each region's name strip (.map-head, with its religion side) at its place on the map;
//   - each city as a box (.city: capital ring, name, spaces and pieces, emporium) next to its real
//     place (a dot, joined to the box by a thin line), placed so that no two boxes overlap;
//   - each border's marker (.border) between its two regions, on the sea for sea borders;
//   - the trade routes over the regions (never under them), sea lanes dashed and land routes
//     solid, from each emporium through the borders a Trade Fair follows.
// The table view (map or compact) is a setting remembered on this device (web/app/settings.js).

import { svg, h, loadStylesheet } from "../../app/dom.js";
import { getSetting, setSetting } from "../../app/settings.js";
import { CAT, nameOf, seatColour, PIECE_FILL } from "./shared.js";

/** The map's geography in table units, or null when it could not be loaded (the compact view then). */
export const [GEO] = await Promise.all([
  fetch(new URL("./land.json", import.meta.url).href).then((r) => (r.ok ? r.json() : null)).catch(() => null),
  loadStylesheet("ren-map-css", new URL("./map.css", import.meta.url).href),
]);

const SIDE_FILL = { medieval: "#e6d6b0", catholic: "#f7f2e4", islamic: "#7d8c80", reformist: "#e9b3ac" };
const SIDE_INK = { medieval: "#3a2a1a", catholic: "#3a2a1a", islamic: "#f4efe4", reformist: "#3a1a1a" };
// Our own symbols of a region's side (white or dark on the strip), in a 16×16 box centred on 0,0:
// medieval a castle, Catholic a cross, Islamic a crescent, Reformist an open book.
const SIDE_GLYPH = {
  medieval: "M-7,7V-3H-4V-6H-1V-3H1V-6H4V-3H7V7H2V2H-2V7Z",
  catholic: "M-1.5,-7H1.5V-3H5V0H1.5V7H-1.5V0H-5V-3H-1.5Z",
  islamic: "M3,-6.5a7,7 0 1,0 0,13a5.5,5.5 0 1,1 0,-13Z",
  reformist: "M0,-3.5V6M0,-3.5C-3,-5.5 -5.5,-5.5 -7,-5V4.5C-5.5,4 -3,4 0,6C3,4 5.5,4 7,4.5V-5C5.5,-5.5 3,-5.5 0,-3.5Z",
};
const ROW = 40; // a city box's and a name strip's height (a tap target: ≥ 24 px at Fit on a tablet)
const BORDER_R = 20; // a border marker's radius
const GAP = 4; // the least room between two targets

/** The table's view on this device: "map" (the default) or "compact" (the 5×2 grid). */
export function tableView() {
  return GEO && getSetting("view") === "compact" ? "compact" : GEO ? "map" : "compact";
}

/** The button that switches between the map and the compact view, kept in the zoom bar; `redraw`
 * draws the table again in the view chosen. */
export function viewToggle(bar, t, redraw) {
  if (!GEO) return;
  let btn = /** @type {HTMLButtonElement} */ (bar.querySelector("#ren-view"));
  if (!btn) {
    btn = /** @type {HTMLButtonElement} */ (h("button", { type: "button", id: "ren-view", class: "ren-view", onclick: () => {
      setSetting("view", tableView() === "map" ? "compact" : "map");
      /** @type {any} */ (btn).redraw?.();
    } }));
    bar.append(btn);
  }
  /** @type {any} */ (btn).redraw = redraw;
  const map = tableView() === "map";
  btn.textContent = t(map ? "renmap.to_compact" : "renmap.to_map");
  btn.setAttribute("aria-pressed", String(!map));
  btn.dataset.view = tableView();
}

// ---------------------------------------------------------------- placing the boxes

/** Rectangles [x, y, w, h] overlap (with `gap` units between them counted as overlap). */
function overlap(a, b, gap = GAP) {
  const ox = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]) + gap;
  const oy = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]) + gap;
  return ox > 0 && oy > 0 ? ox * oy : 0;
}

/** The point of rectangle `r` nearest (x, y). */
function nearest(r, x, y) {
  return [Math.max(r[0], Math.min(x, r[0] + r[2])), Math.max(r[1], Math.min(y, r[1] + r[3]))];
}

const LAYOUTS = new Map();

// Laying out the boxes is most of a first map draw's script (about 100 ms on a laptop: a few
// hundred candidate places for each of some sixty boxes), and its result depends only on this
// build's geography and the widths. So the last two layouts are kept on this device (localStorage
// "pax.cache.renmap", this build's only): a returning player's table is drawn without it
// (bench/boot.py, warm table drawn). A cache: one that is unreadable, of another build or of
// another shape is not used, and the layout is made again; the saves drop it when storage is full.
const STORE = "pax.cache.renmap";
const BUILD = "@@BUILD@@";

const isRect = (r) => Array.isArray(r) && r.length === 4 && r.every(Number.isFinite);
const isObj = (o) => typeof o === "object" && o !== null && !Array.isArray(o);

/** Whether `out` places exactly the boxes of `widths`, each as a rectangle. */
function layoutFits(out, widths) {
  return isObj(out) && ["heads", "cities"].every((kind) => isObj(out[kind])
    && Object.keys(out[kind]).length === Object.keys(widths[kind]).length
    && Object.keys(widths[kind]).every((id) => Object.hasOwn(out[kind], id) && isRect(out[kind][id])));
}

/** The layouts this device keeps for this build: [{key, out}] (none when unreadable). */
function keptLayouts() {
  try {
    const all = JSON.parse(localStorage.getItem(STORE) || "null");
    return isObj(all) && all.build === BUILD && Array.isArray(all.entries) ? all.entries.filter(isObj) : [];
  } catch {
    return [];
  }
}

function keepLayout(key, out) {
  try {
    const entries = keptLayouts().filter((e) => e.key !== key).slice(-1);
    localStorage.setItem(STORE, JSON.stringify({ build: BUILD, entries: [...entries, { key, out }] }));
  } catch {
    // no storage, or full: the layout is made again next time
  }
}
/** The weights of the layout: a covered dot, crossed lines, a name strip's distance, the order. */
const LAYOUT_TUNE = { dot: 400, cross: 150, head: 0.5, headsFirst: false, rounds: 4 };

/** Whether segments p1–p2 and q1–q2 cross. */
function crosses(p1, p2, q1, q2) {
  const o = (a, b, c) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
  return o(p1, p2, q1) !== o(p1, p2, q2) && o(q1, q2, p1) !== o(q1, q2, p2);
}

/** The places of the name strips and the city boxes: a pure function of their widths (names in
 * the language, spaces in each city), so the same table is always laid out alike. Each box has a
 * few hundred candidate places around its point (a city's dot, a region's label point); each, in
 * turn, takes the cheapest: no overlap with a box placed before it or a border marker, covering no
 * other city's dot, the lines from the dots to their boxes short and uncrossed. */
function layout(widths, tune = LAYOUT_TUNE) {
  const key = JSON.stringify(widths);
  let out = LAYOUTS.get(key);
  if (out) return out;
  const kept = tune === LAYOUT_TUNE ? keptLayouts().find((e) => e.key === key)?.out : null;
  if (kept && layoutFits(kept, widths)) {
    LAYOUTS.set(key, kept);
    return kept;
  }
  const [bx, by, bw, bh] = GEO.box;
  const fixed = Object.values(GEO.borders).map(([x, y]) => [x - BORDER_R - 1, y - BORDER_R - 1, 2 * BORDER_R + 2, 2 * BORDER_R + 2]);
  const dotRect = ([x, y]) => [x - 6, y - 6, 12, 12];
  const items = [];
  for (const [m, w] of Object.entries(widths.heads)) items.push({ kind: "heads", id: m, at: GEO.labels[m], w });
  for (const [c, w] of Object.entries(widths.cities)) items.push({ kind: "cities", id: c, at: GEO.cities[c], w });
  const dotList = Object.entries(GEO.cities).map(([c, pt]) => [c, dotRect(pt)]);
  const inBox = (r) => r[0] >= bx + 3 && r[1] >= by + 3 && r[0] + r[2] <= bx + bw - 3 && r[1] + r[3] <= by + bh - 3;
  for (const it of items) {
    const [x, y] = it.at;
    const w = it.w;
    const cands = [];
    for (let dy = -150; dy <= 150; dy += 12) {
      const xs = [x - w / 2];
      for (const dx of [-8, 8, 24, 44, 70, 100, 140, 190, 240]) xs.push(x + dx - (it.kind === "heads" ? w / 2 : 6), x - dx - w + (it.kind === "heads" ? w / 2 : 6));
      for (const left of xs) {
        const r = [left, y + dy - ROW / 2, w, ROW];
        if (!inBox(r)) continue;
        const [nx, ny] = nearest(r, x, y);
        const far = Math.hypot(nx - x, ny - y);
        // own cost: the leader's length (a strip: its distance from its label point, cheaper)
        let cost = it.kind === "heads" ? Math.hypot(left + w / 2 - x, dy) * tune.head : far + Math.abs(dy) * 0.2;
        for (const f of fixed) if (overlap(r, f) > 0) cost += 1e6; // a border marker is never covered
        for (const [c, d] of dotList) if (c !== it.id && overlap(d, r, 0) > 0) cost += tune.dot;
        cands.push({ r, cost, end: [nx, ny] });
      }
    }
    cands.sort((a, b) => a.cost - b.cost);
    it.cands = cands;
    it.pick = 0;
  }
  // the most crowded cities first, then the name strips: each takes its cheapest candidate that
  // overlaps no box placed before it and crosses no line drawn before it
  const crowd = (it) => it.kind === "heads" ? (tune.headsFirst ? 1e9 : -1) : Object.values(GEO.cities).filter(([x, y]) => Math.hypot(x - it.at[0], y - it.at[1]) < 120).length;
  const order = [...items].sort((a, b) => crowd(b) - crowd(a) || a.id.localeCompare(b.id));
  const placed = [];
  const choose = (it, others) => {
    let best = 0, bestCost = Infinity;
    it.cands.forEach((c, k) => {
      if (c.cost >= bestCost) return;
      let cost = c.cost;
      for (const p of others) {
        if (p.it === it) continue;
        const o = overlap(c.r, p.c.r);
        if (o > 0) cost += 1e5 + o; // two boxes never overlap while a free place is left
        if (it.kind === "cities" && p.it.kind === "cities" && crosses(it.at, c.end, p.it.at, p.c.end)) cost += tune.cross;
        if (cost >= bestCost) return;
      }
      best = k;
      bestCost = cost;
    });
    return best;
  };
  for (const it of order) {
    it.pick = choose(it, placed);
    placed.push({ it, c: it.cands[it.pick] });
  }
  // then, a few rounds in which each box in turn moves to its best place among all the others
  for (let round = 0; round < tune.rounds; round++) {
    for (const p of placed) {
      p.it.pick = choose(p.it, placed);
      p.c = p.it.cands[p.it.pick];
    }
  }
  out = { heads: {}, cities: {} };
  for (const it of items) out[it.kind][it.id] = it.cands[it.pick].r;
  if (LAYOUTS.size > 20) LAYOUTS.clear();
  LAYOUTS.set(key, out);
  if (tune === LAYOUT_TUNE) keepLayout(key, out);
  return out;
}

// ---------------------------------------------------------------- drawing

/**
 * The map table's regions area (the `.map` group), drawn for `table` (renderer.js's Table: its
 * view, language, words, marks and registry of targets).
 * @param {any} table
 * @param {{piece: Function, marked: Function, measure: Function}} kit the renderer's drawing
 *   helpers: a piece, the last-move mark, a text's width
 */
export function drawGeoMap(table, kit) {
  const { piece, marked, measure } = kit;
  const v = table.view;
  const t = table.t;
  const lang = table.lang;
  const [bx, by, bw, bh] = GEO.box;
  const g = svg("g", { class: "map geo" });

  // the widths of the name strips and city boxes
  const headText = (m) => [nameOf(m, lang), t(`ren.side.${v.map[m].side}`)];
  // a strip: the side's symbol, the name, the owner's colour
  const ownerOf = (m) => { const e = v.empires[m]; return e && e.owner !== null && e.owner !== undefined ? e.owner : null; };
  const widths = { heads: {}, cities: {} };
  const cityInfo = {};
  for (const [m, mc] of Object.entries(v.map)) {
    const [name] = headText(m);
    widths.heads[m] = Math.ceil(30 + measure(name, 17, 700) + 10 + (ownerOf(m) !== null ? 22 : 0));
    for (const c of CAT.map_cards[m].cities) {
      const st = mc.cities[c.id];
      const spaces = Math.max(st?.spaces ?? 1, st?.tokens?.length ?? 0, 1);
      const cname = nameOf(c.id, lang);
      const nameW = measure(cname, 16, c.capital ? 700 : 400);
      cityInfo[c.id] = { m, c, st, spaces, cname, nameW, emporium: mc.emporia[c.id] };
      widths.cities[c.id] = Math.ceil(8 + nameW + 6 + spaces * 18 + (mc.emporia[c.id] ? 22 : 0) + 2);
    }
  }
  const places = layout(widths);

  // sea, land, the regions' colours (clipped to the land), the lines between regions, the coast
  g.append(svg("rect", { class: "geo-sea", x: bx, y: by, width: bw, height: bh, rx: 8 }));
  g.append(svg("defs", {}, svg("clipPath", { id: "ren-land-clip" }, svg("path", { d: GEO.land }))));
  g.append(svg("path", { class: "geo-land", d: GEO.land }));
  const fills = svg("g", { class: "region-fills", "clip-path": "url(#ren-land-clip)" });
  for (const [m, mc] of Object.entries(v.map)) {
    fills.append(svg("path", { class: `region-fill side-${mc.side}`, "data-region": m, d: GEO.regions[m], fill: SIDE_FILL[mc.side] ?? "#ddd" }));
  }
  fills.append(svg("path", { class: "region-lines", d: GEO.region_lines }));
  g.append(fills);
  g.append(svg("path", { class: "coast", d: GEO.land }));

  // the trade routes, over the regions: each emporium's route, leg by leg through the borders
  const routes = svg("g", { class: "routes" });
  for (const r of GEO.routes) {
    const line = svg("g", { class: `route-line route-line-${r.route}`, "data-emporium": r.emporium });
    for (const leg of r.legs) line.append(svg("path", { d: leg.d, class: `route-casing route-casing-${r.route}` }));
    for (const leg of r.legs) line.append(svg("path", { d: leg.d, class: `route route-${r.route} ${leg.sea ? "lane-sea" : "lane-land"}` }));
    line.append(svg("title", {}, `${t(`ren.legend.route_${r.route}`)}: ${nameOf(r.emporium, lang)}`));
    routes.append(line);
  }
  g.append(routes);

  // the far trading posts drawn at the map's edge
  for (const c of GEO.insets ?? []) {
    const [x, y] = GEO.cities[c];
    g.append(svg("circle", { class: "inset-ring", cx: x, cy: y, r: 14 }));
  }

  // each region: its outline (for the detail and hit tests, not drawn), its cities' dots, the
  // lines from each dot to its box, its name strip and its city boxes
  for (const [m, mc] of Object.entries(v.map)) {
    const owner = ownerOf(m);
    const card = svg("g", { class: "map-card", "data-id": m });
    let outline = GEO.regions[m];
    for (const c of CAT.map_cards[m].cities) {
      if (!(GEO.insets ?? []).includes(c.id)) continue;
      const [x, y] = GEO.cities[c.id];
      outline += `M${x - 14},${y}a14,14 0 1,1 28,0a14,14 0 1,1 -28,0Z`;
    }
    card.append(svg("path", { class: "region-outline geo", d: outline }));
    for (const c of CAT.map_cards[m].cities) {
      const [x, y] = GEO.cities[c.id];
      const r = places.cities[c.id];
      const [lx, ly] = nearest(r, x, y);
      if (Math.hypot(lx - x, ly - y) > 6) card.append(svg("line", { class: "leader", x1: x, y1: y, x2: lx.toFixed(1), y2: ly.toFixed(1) }));
      if (c.capital) card.append(svg("circle", { cx: x, cy: y, r: 8.5, class: "capital-ring" }));
      card.append(svg("circle", { cx: x, cy: y, r: c.capital ? 4.5 : 4, class: "city-spot" + (c.capital ? " capital" : ""), "data-city": c.id }));
    }
    // the name strip: the region's name and its religion side (gold edge: its religious side is up)
    const [hx, hy, hw] = places.heads[m];
    const [name, side] = headText(m);
    const head = svg("g", { class: "map-head", "data-id": m });
    head.append(svg("rect", { class: "map-bg", x: hx, y: hy, width: hw, height: ROW, rx: 8, fill: SIDE_FILL[mc.side] ?? "#ddd",
      stroke: mc.side === mc.religious_side ? "#b8892d" : "#6d5f55", "stroke-width": mc.side === mc.religious_side ? 3 : 1.5 }));
    head.append(svg("path", { class: `side-glyph side-${mc.side}`, d: SIDE_GLYPH[mc.side] ?? "", transform: `translate(${hx + 16},${hy + ROW / 2})`, fill: SIDE_INK[mc.side] }));
    head.append(svg("text", { x: hx + 30, y: hy + ROW / 2 + 6, class: "map-name", fill: SIDE_INK[mc.side] }, name));
    head.append(svg("title", {}, `${name} — ${side}`));
    if (owner !== null) {
      head.append(svg("rect", { x: hx + hw - 24, y: hy + ROW / 2 - 8, width: 16, height: 16, rx: 2, fill: seatColour(v, owner), stroke: "#222" },
        svg("title", {}, v.players[owner]?.name ?? "")));
    }
    card.append(head);
    table.reg(head, m);
    for (const c of CAT.map_cards[m].cities) card.append(cityBox(table, kit, cityInfo[c.id], places.cities[c.id]));
    g.append(card);
  }

  // the borders' markers: a Concession (cube) and a Pirate (rook) each
  for (const [b, info] of Object.entries(CAT.borders)) {
    const [x, y] = GEO.borders[b];
    const st = v.map[info.between[0]].borders[b] ?? v.map[info.between[1]].borders[b];
    const bg = svg("g", { class: "border " + (info.sea ? "sea" : "land"), "data-id": b });
    bg.append(svg("circle", { class: "border-bg", cx: x, cy: y, r: BORDER_R, fill: info.sea ? "#9cc3e6" : "#c9a97a", stroke: "#5d4a36", "stroke-width": 1.5 }));
    const moved = table.marks.has(`border:${b}`);
    if (moved) bg.classList.add("changed");
    const latest = table.latest.has(`border:${b}`);
    const both = st?.concession !== null && st?.concession !== undefined && st?.pirate;
    if (st?.concession !== null && st?.concession !== undefined) bg.append(marked(piece(`cube:${st.concession}`, x - (both ? 7 : 0), y, 8, v), moved, latest));
    if (st?.pirate) bg.append(marked(piece(`rook:${st.pirate}`, x + (both ? 7 : 0), y, 8, v), moved, latest));
    bg.append(svg("title", {}, nameOf(b, lang)));
    table.reg(bg, b, `border:${b}`);
    g.append(bg);
  }
  return g;
}

/** One city's box at rectangle `r`: capital ring and dot, name, pieces and empty spaces, emporium. */
function cityBox(table, kit, info, r) {
  const { piece, marked } = kit;
  const v = table.view;
  const { c, st, spaces, cname, emporium } = info;
  const [x, y, w] = r;
  const cy = y + ROW / 2;
  const cg = svg("g", { class: "city", "data-id": c.id });
  cg.append(svg("rect", { class: "city-bg", x, y, width: w, height: ROW, rx: 10, fill: "rgba(255,253,246,.92)", stroke: "#8a7a62", "stroke-width": 1 }));
  cg.append(svg("text", { x: x + 8, y: cy + 6, class: "city-name" + (c.capital ? " capital" : "") }, cname));
  const right = x + w - (emporium ? 22 : 0) - 11;
  if (emporium) {
    const colour = CAT.route_colours[emporium.route];
    cg.append(svg("circle", { cx: x + w - 14, cy, r: 9, fill: emporium.covered ? PIECE_FILL[colour] : "none", stroke: colour === "black" ? "#111" : "#888",
      "stroke-width": 2, "stroke-dasharray": emporium.covered ? null : "3 2", class: "emporium" }));
  }
  const moved = table.marks.has(`city:${c.id}`);
  if (moved) cg.classList.add("changed");
  const latest = table.latest.has(`city:${c.id}`);
  const toks = st?.tokens ?? [];
  toks.forEach((tk, j) => cg.append(marked(piece(tk, right - j * 18, cy, 8, v), moved, latest)));
  for (let j = toks.length; j < spaces; j++) cg.append(svg("circle", { cx: right - j * 18, cy, r: 7, fill: "none", stroke: "#9a8c7c", "stroke-dasharray": "2 2", class: "space" }));
  cg.append(svg("title", {}, `${cname}${c.capital ? " (" + table.t("ren.capital") + ")" : ""}`));
  table.reg(cg, c.id, `city:${c.id}`);
  return cg;
}

/** The Key's rows for the map: the region colours by side, sea lanes and land routes, a city's
 * place and box, a far trading post, the border markers. `icon(...shapes)` draws a key icon. */
export function mapLegendRows(t, icon) {
  if (tableView() !== "map") return [];
  const lane = (cls) => icon(svg("rect", { x: 0, y: 4, width: 30, height: 14, fill: "#e6d6b0" }),
    svg("path", { d: "M2,11H28", class: `route-casing route-casing-${cls[0]}` }), svg("path", { d: "M2,11H28", class: `route route-${cls[0]} ${cls[1]}` }));
  return [
    ["map_sea_lane", lane(["east", "lane-sea"]), t("renmap.legend.sea_lane")],
    ["map_land_route", lane(["east", "lane-land"]), t("renmap.legend.land_route")],
    ["map_side_medieval", icon(svg("rect", { x: 3, y: 3, width: 24, height: 16, fill: SIDE_FILL.medieval, stroke: "#6d5f55" })), t("renmap.legend.side_medieval")],
    ["map_side_religious", icon(svg("rect", { x: 3, y: 3, width: 24, height: 16, fill: SIDE_FILL.islamic, stroke: "#b8892d", "stroke-width": 3 })), t("renmap.legend.side_religious")],
    ["map_city", icon(svg("line", { x1: 4, y1: 18, x2: 12, y2: 11, class: "leader" }), svg("circle", { cx: 4, cy: 18, r: 3.5, class: "city-spot" }),
      svg("rect", { x: 12, y: 4, width: 17, height: 14, rx: 4, fill: "#fffdf6", stroke: "#8a7a62" })), t("renmap.legend.city")],
    ["map_far", icon(svg("circle", { cx: 15, cy: 11, r: 9, class: "inset-ring" })), t("renmap.legend.far")],
    ["map_border_sea", icon(svg("circle", { cx: 15, cy: 11, r: 9, fill: "#9cc3e6", stroke: "#5d4a36" })), t("renmap.legend.border_sea")],
    ["map_border_land", icon(svg("circle", { cx: 15, cy: 11, r: 9, fill: "#c9a97a", stroke: "#5d4a36" })), t("renmap.legend.border_land")],
  ];
}
