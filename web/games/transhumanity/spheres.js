// The Pax Transhumanity spheres: problems, the Market column with its price rows, the
// infrastructure board (thinkers and makers) and unemployment.

import { svg } from "../../app/dom.js";
import { text, clip, wrapClip } from "../kit/text.js";
import { CAT, DISC_FILL, DISC_INK, seatFill, nameOf, sphereName } from "./shared.js";
import { agent, disc } from "./pieces.js";
import { card } from "./cards.js";

// ---------------------------------------------------------- the spheres
export function spheres(T) {
  const C = T.L.col;
  const g = svg("g", { class: "spheres" });
  CAT.spheres.forEach((sph, i) => g.append(sphere(T, sph, i, C.x0 + i * (C.w + C.gap))));
  return g;
}

/** The problem rows every sphere column leaves room for (the market columns stay level). */
export function probRows(T) {
  return Math.max(1, ...CAT.spheres.map((s) => Math.ceil(s.problems.length / T.L.col.per)));
}

export function sphereHeight(T) {
  const C = T.L.col;
  return C.title + probRows(T) * C.probStep + 4 + 6 * C.row + 4 + C.label + 3 * C.spot + 2 + C.unemp + 4;
}

export function sphere(T, sph, i, x) {
  const v = T.view;
  const C = T.L.col;
  const g = svg("g", { class: "sphere", "data-sphere": sph.id });
  const y = C.y;
  const marketY = y + C.title + probRows(T) * C.probStep + 4;
  const boardY = marketY + 6 * C.row + 4;
  g.append(svg("rect", { x, y, width: C.w, height: sphereHeight(T), rx: 8, fill: "#f3f1ec", stroke: DISC_FILL[sph.disc], "stroke-width": 3 }));
  g.append(svg("rect", { x, y, width: C.w, height: C.title, rx: 8, fill: DISC_FILL[sph.disc] }));
  const bwid = Math.min(118, C.w / 2 - 10);
  g.append(text(x + 9, y + C.title / 2 + 5, clip(sphereName(i, T.lang), C.w - bwid - 18, 15, 700), { class: "sphere-name", fill: DISC_INK[sph.disc] }));
  // Research in this column (draws from the deck into it)
  const rb = svg("g", { class: "research", "data-id": `col:${i}` },
    svg("rect", { x: x + C.w - bwid - 3, y: y + 2, width: bwid, height: C.title - 4, rx: 10, fill: "#fff", stroke: "#333", class: "button-bg" }),
    text(x + C.w - bwid / 2 - 3, y + C.title / 2 + 4, T.t("trh.research"), { class: "button-text", "text-anchor": "middle" }));
  T.reg(rb, `col:${i}`);
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
      ...wrapClip(nameOf(pid, T.lang), C.probW - 8, 2, 11, 400).map((ln, j, all) =>
        text(px + 6, py + C.probH / 2 + 4 + (j - (all.length - 1) / 2) * 11, ln, { class: "problem-name" + (solved ? " light" : "") })),
      svg("title", {}, `${nameOf(pid, T.lang)} — ${solved ? T.t("trh.solved_by", { name: v.players[owner].name }) : T.t("trh.unsolved")}`));
    T.reg(pe, pid);
    T.detail(pe, pid);
    g.append(pe);
  });
  // the Market column: row 5 at the top, row 0 (cheapest) at the bottom
  for (let r = 5; r >= 0; r--) {
    const ry = marketY + (5 - r) * C.row;
    g.append(text(x + 4, ry + C.row / 2 + 4, `$${r}`, { class: "price" }));
    const slot = v.market[i][r];
    const sl = svg("g", { class: "slot", "data-id": `m:${i}:${r}` });
    sl.append(svg("rect", { x: x + C.price, y: ry + 1, width: C.w - C.price - 4, height: C.row - 3, rx: 5, fill: "none", stroke: "#c9c3b6", "stroke-dasharray": "4 3", class: "slot-bg" }));
    if (slot) sl.append(card(T, slot.id, slot, x + C.price, ry + 1, C.w - C.price - 4, C.row - 3, [i, r]));
    else T.reg(sl, `m:${i}:${r}`);
    g.append(sl);
  }
  // the infrastructure board: thinkers left, makers right
  g.append(text(x + 8, boardY + C.label - 3, T.t("trh.thinkers"), { class: "area-label" }));
  g.append(text(x + C.w / 2 + 4, boardY + C.label - 3, T.t("trh.makers"), { class: "area-label" }));
  for (const spot of sph.spots) {
    const sx = x + 4 + (spot.side === "T" ? 0 : C.w / 2);
    const sy = boardY + C.label + (spot.row - 1) * C.spot;
    g.append(boardSpot(T, spot, sx, sy, C.w / 2 - 8, C.spot - 3));
  }
  // unemployment
  const uy = boardY + C.label + 3 * C.spot + 2;
  const un = svg("g", { class: "unemployed", "data-id": `u:${i}` },
    svg("rect", { x: x + 4, y: uy, width: C.w - 8, height: C.unemp, rx: 5, fill: "#e4e0d6", stroke: "#b9b2a2", class: "unemp-bg" }),
    text(x + 10, uy + C.unemp / 2 + 4, clip(T.t("trh.unemployed"), C.w * 0.5 - 22, 11, 700), { class: "spot-name" }));
  const ux = x + Math.max(124, C.w * 0.5);
  const ustep = Math.min(56, (x + C.w - 8 - ux) / Math.max(1, v.players.length));
  v.unemployed[i].forEach((n, seat) => {
    if (!n) return;
    const ax = ux + seat * ustep;
    un.append(agent(v, seat, ax, uy + C.unemp / 2, 11), text(ax + 8, uy + C.unemp / 2 + 4, `×${n}`, { class: "count" }));
  });
  T.reg(un, `u:${i}`);
  g.append(un);
  return g;
}

/** A board spot: name on top; below, its kind (wide layout) and the company and employees. */
export function boardSpot(T, spot, x, y, w, hh) {
  const v = T.view;
  const owner = v.companies[spot.id];
  const emps = v.employees[spot.id] ?? [];
  const wide = T.L.name === "wide";
  const name = nameOf(spot.id, T.lang);
  const el = svg("g", { class: "spot" + (spot.barrier ? " barrier" : " utility"), "data-id": spot.id });
  el.append(svg("rect", { x, y, width: w, height: hh, rx: 5, fill: spot.barrier ? "#d9d3c7" : "#fff", stroke: "#8a8172", "stroke-width": 1, class: "spot-bg" }));
  if (spot.barrier) el.append(svg("rect", { x: x + 2, y: y + 2, width: 5, height: hh - 4, fill: "#6b6357" }));
  el.append(text(x + 10, y + 12, clip(name, w - 12, 11, 700), { class: "spot-name" }));
  const ly = y + hh - 8; // the second line
  if (wide) el.append(text(x + 10, ly + 4, T.t(spot.barrier ? "trh.barrier" : "trh.utility"), { class: "spot-kind" }));
  const hasOwner = owner !== undefined && owner !== null;
  if (hasOwner) el.append(disc(v, owner, x + w - 10, ly, wide ? 8 : 6));
  emps.forEach((o, k) => el.append(agent(v, o, x + w - (hasOwner ? 28 : 10) - k * 12, ly, 9)));
  el.append(svg("title", {}, `${name} (${T.t(spot.barrier ? "trh.barrier" : "trh.utility")}, ${T.t(spot.side === "T" ? "trh.thinker" : "trh.maker")})` +
    (hasOwner ? ` — ${T.t("trh.company_of", { name: v.players[owner].name })}` : "")));
  T.reg(el, spot.id);
  return el;
}
