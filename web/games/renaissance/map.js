// The Pax Renaissance map: map cards (regions with their outlines, cities and pieces), borders
// and trade routes.

import { svg } from "../../app/dom.js";
import { text, squeeze } from "../kit/text.js";
import { CAT, nameOf, seatColour, PIECE_FILL } from "./shared.js";
import { outlineIn } from "./outlines.js";
import { MAP, SIDE_FILL, SIDE_INK } from "./layout.js";
import { piece, marked } from "./glyphs.js";
import { remembered } from "./cards.js";
import { measure } from "../kit/text.js";
import { tableView, drawGeoMap } from "./geomap.js";

// ---------------------------------------------------------- map
export function mapPos(T, m) {
  const c = CAT.map_cards[m];
  return [MAP.x + c.column * (MAP.w + MAP.gap), MAP.y + c.row * (MAP.h + MAP.gap)];
}

/** The regions area: on the real geography (the "map" view, geomap.js) or as the 5×2 grid of map
 * cards ("compact"); `view` is this device's setting unless given. */
export function map(T, view = tableView()) {
  if (view === "map") return drawGeoMap(T, { piece, marked, measure }); // the regions on the real geography (geomap.js)
  const v = T.view;
  const g = svg("g", { class: "map" });
  // trade routes first: drawn under the cards, they show between them as coloured roads
  const routes = svg("g", { class: "routes" });
  CAT.trade_routes.forEach((r, k) => {
    const off = (k % 4) * 6 - 9;
    const pts = r.path.map((p) => pointOf(T, p)).filter(Boolean).map(([px, py]) => `${px + off},${py + off}`);
    routes.append(svg("polyline", { points: pts.join(" "), class: `route route-${r.route}` }, svg("title", {}, nameOf(r.emporium))));
  });
  g.append(routes);
  const colours = v.players.map((p) => seatColour(v, p.seat));
  for (const [m, mc] of Object.entries(v.map)) {
    const emp = v.empires[m];
    const owner = emp && emp.owner !== null && emp.owner !== undefined ? emp.owner : null;
    const cities = CAT.map_cards[m].cities.map((c) => [T.marks.has(`city:${c.id}`), T.latest.has(`city:${c.id}`)]);
    const key = JSON.stringify(["map", m, mc, owner, owner === null ? null : v.players[owner]?.name, cities, colours, T.lang]);
    const card = remembered(key, () => drawMapCard(T, m, mc, owner));
    T.reg(card.querySelector(":scope > .map-head"), m);
    for (const cg of card.querySelectorAll(":scope > .city")) T.reg(cg, cg.dataset.id, `city:${cg.dataset.id}`);
    g.append(card);
  }
  for (const [b, info] of Object.entries(CAT.borders)) {
    const [bx, by] = pointOf(T, b);
    const st = v.map[info.between[0]].borders[b] ?? v.map[info.between[1]].borders[b];
    const bg = svg("g", { class: "border " + (info.sea ? "sea" : "land"), "data-id": b });
    bg.append(svg("circle", { class: "border-bg", cx: bx, cy: by, r: 19, fill: info.sea ? "#9cc3e6" : "#c9a97a", stroke: "#5d4a36", "stroke-width": 1 }));
    const moved = T.marks.has(`border:${b}`);
    if (moved) bg.classList.add("changed");
    const latest = T.latest.has(`border:${b}`);
    if (st?.concession !== null && st?.concession !== undefined) bg.append(marked(piece(`cube:${st.concession}`, bx, by, 8, v), moved, latest));
    if (st?.pirate) bg.append(marked(piece(`rook:${st.pirate}`, bx, by, 8, v), moved, latest));
    bg.append(svg("title", {}, nameOf(b, T.lang)));
    T.reg(bg, b, `border:${b}`);
    g.append(bg);
  }
  return g;
}

/** The drawing of map card `m` (its state `mc`, the Empire's owner): a pure function of them,
 * the marks on its cities and the language. */
export function drawMapCard(T, m, mc, owner) {
  const v = T.view;
  const [x, y] = mapPos(T, m);
  const side = mc.side;
  // the map card itself is not a tap target: its name strip and its city rows are, side by side
  const card = svg("g", { class: "map-card", "data-id": m });
  card.append(svg("rect", { class: "map-frame", x, y, width: MAP.w, height: MAP.h, rx: 8, fill: SIDE_FILL[side] ?? "#ddd", stroke: side === mc.religious_side ? "#b8892d" : "#6d5f55", "stroke-width": side === "medieval" ? 1.5 : 3 }));
  card.append(text(x + 10, y + MAP.h - 9, T.t(`ren.side.${side}`), { class: "map-side", fill: SIDE_INK[side] }));
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
  const name = nameOf(m, T.lang);
  head.append(text(x + 10, y + 30, name, { class: "map-name", fill: SIDE_INK[side], ...squeeze(name, MAP.w - 20, 17, 700) }));
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
    const cname = nameOf(c.id, T.lang);
    cg.append(text(x + 30, cy + 6, cname, { class: "city-name" + (c.capital ? " capital" : ""), ...squeeze(cname, nameRoom, 16, c.capital ? 700 : 400) }));
    if (emporium) {
      const colour = CAT.route_colours[emporium.route];
      cg.append(svg("circle", { cx: x + MAP.w - 20, cy, r: 9, fill: emporium.covered ? PIECE_FILL[colour] : "none", stroke: colour === "black" ? "#111" : "#888", "stroke-width": 2, "stroke-dasharray": emporium.covered ? null : "3 2", class: "emporium" }));
    }
    // pieces from the right edge (left of the emporium disc), so the city name stays readable
    const moved = T.marks.has(`city:${c.id}`);
    if (moved) cg.classList.add("changed");
    const latest = T.latest.has(`city:${c.id}`);
    toks.forEach((tk, j) => cg.append(marked(piece(tk, right - j * 18, cy, 8, v), moved, latest)));
    for (let j = toks.length; j < spaces; j++) cg.append(svg("circle", { cx: right - j * 18, cy, r: 7, fill: "none", stroke: "#9a8c7c", "stroke-dasharray": "2 2", class: "space" }));
    cg.append(svg("title", {}, `${cname}${c.capital ? " (" + T.t("ren.capital") + ")" : ""}`));
    card.append(cg);
  });
  return card;
}

/** Centre of a map card or a border marker. */
export function pointOf(T, id) {
  if (CAT.map_cards[id]) {
    const [x, y] = mapPos(T, id);
    return [x + MAP.w / 2, y + MAP.h / 2];
  }
  const b = CAT.borders[id];
  if (!b) return null;
  const [a, c] = b.between.map((m) => pointOf(T, m));
  return [(a[0] + c[0]) / 2, (a[1] + c[1]) / 2]; // in the gap between the two cards
}
