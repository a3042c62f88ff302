// The Pax Transhumanity player boards: Capital, Wealth and Debt, patents, Think Tank, Secret
// sphere, companies and problems.

import { svg } from "../../app/dom.js";
import { text, fit, fitText, fitLines, lines } from "../kit/text.js";
import { DISC_FILL, DISC_INK, seatFill, nameOf, sphereName, discName } from "./shared.js";
import { DISCS } from "./layout.js";
import { agent } from "./pieces.js";

// ---------------------------------------------------------- player boards
export function players(T, y0, width) {
  const v = T.view;
  const B = T.L.band;
  const g = svg("g", { class: "players" });
  const n = v.players.length;
  const cols = B.cols || n;
  const bw = (width - (cols - 1) * B.gap) / cols;
  const order = v.players.map((p) => p.seat);
  if (T.me !== null) { order.splice(order.indexOf(T.me), 1); order.unshift(T.me); }
  order.forEach((seat, k) => g.append(band(T, v.players[seat], T.L.col.x0 + (k % cols) * (bw + B.gap), y0 + Math.floor(k / cols) * (B.h + B.gap), bw)));
  return g;
}

export function band(T, p, x, y, w) {
  const v = T.view;
  const B = T.L.band;
  const col = seatFill(v, p.seat);
  const mine = p.seat === T.me;
  const g = svg("g", { class: "band" + (mine ? " mine" : ""), "data-seat": p.seat });
  g.append(svg("rect", { x, y, width: w, height: B.h, rx: 8, fill: mine ? "#fffaf0" : "#f5f3ee", stroke: col, "stroke-width": p.seat === v.to_move ? 4 : 1.5 }));
  g.append(svg("rect", { x, y, width: w, height: 22, rx: 8, fill: col }));
  const nm = fit(p.name, w - 16, 14, 700);
  g.append(svg("text", { x: x + 8, y: y + 16, class: "player-name", ...nm.attrs }, nm.text, svg("title", {}, p.name)));
  const lineW = w - 16;
  const lists = (ly) => {
    g.append(fitText(x + 8, ly, `${T.t("trh.companies", { n: p.companies.length })} ${p.companies.map((c) => nameOf(c)).join(", ") || "—"}`, lineW, 11, 400, { class: "info small" }));
    g.append(fitText(x + 8, ly + 15, `${T.t("trh.problems", { n: p.problems.length })} ${p.problems.map((c) => nameOf(c, T.lang)).join(", ") || "—"}`, lineW, 11, 400, { class: "info small" }));
  };
  if (p.exoglobal) {
    g.append(fitText(x + 10, y + 42, T.t("trh.robot_cubes", { n: p.capital }), w - 20, 12, 400, { class: "info" }));
    lists(y + B.h - 24);
    return g;
  }
  // Capital, Wealth and Debt as agents; the supply
  const fin = svg("g", { class: "finance", "data-id": `fin:${p.seat}` });
  fin.append(svg("rect", { x: x + 6, y: y + 26, width: 150, height: 78, rx: 5, fill: "#fff", stroke: "#b9b2a2", class: "fin-bg" }));
  [["capital", p.capital], ["wealth", p.wealth], ["debt", p.debt]].forEach(([k, n], j) => {
    const ry = y + 38 + j * 18;
    fin.append(fitText(x + 12, ry + 4, T.t(`trh.${k}`), 64, 11, 400, { class: "info small" })); // the agents start at x + 80
    for (let a = 0; a < Math.min(n, 5); a++) fin.append(agent(v, p.seat, x + 84 + a * 11, ry, 9));
    fin.append(text(x + 150, ry + 4, String(n), { class: "info strong", "text-anchor": "end" }));
  });
  fin.append(fitText(x + 12, y + 98, T.t("trh.supply", { n: p.supply }), 140, 11, 400, { class: "info small" }));
  T.reg(fin, `fin:${p.seat}`);
  g.append(fin);
  // patents per discipline with their sale value
  const pat = svg("g", { class: "patents", "data-id": `patents:${p.seat}` });
  pat.append(svg("rect", { x: x + 162, y: y + 26, width: 128, height: 78, rx: 5, fill: "#fff", stroke: "#b9b2a2", class: "pat-bg" }));
  pat.append(fitText(x + 167, y + 38, T.t("trh.patents"), 118, 11, 400, { class: "info small" }));
  g.append(pat);
  T.reg(pat, `patents:${p.seat}`);
  DISCS.forEach((d, j) => {
    const px = x + 165 + (j % 2) * 62;
    const py = y + 42 + Math.floor(j / 2) * 31;
    const pe = svg("g", { class: "patent", "data-id": `p:${d}` },
      svg("rect", { x: px, y: py, width: 60, height: 29, rx: 4, fill: DISC_FILL[d], stroke: "#333", class: "patent-bg" }),
      text(px + 5, py + 19, `${p.patents[d]}`, { class: "patent-n", fill: DISC_INK[d] }),
      text(px + 55, py + 19, `$${p.patent_values?.[d] ?? 0}`, { class: "patent-v", fill: DISC_INK[d], "text-anchor": "end" }),
      svg("title", {}, T.t("trh.patent_title", { disc: discName(d, T.lang), n: p.patents[d], value: p.patent_values?.[d] ?? 0 })));
    if (mine || p.seat === v.to_move) T.reg(pe, `p:${d}`);
    pat.append(pe);
  });
  // Think Tank
  const tw = Math.max(60, w - 302);
  // its top card's name in one line, or in two (the label moved up) when one would be too narrow
  const top = p.think_tank_top ? fitLines(nameOf(p.think_tank_top), tw - 12, 2, 11, 700) : [];
  const two = top.length > 1;
  const tank = svg("g", { class: "tank", "data-id": `tank:${p.seat}` },
    svg("rect", { x: x + 296, y: y + 26, width: tw, height: 37, rx: 5, fill: "#fff", stroke: "#b9b2a2", class: "tank-bg" }),
    fitText(x + 302, y + (two ? 37 : 39), T.t("trh.tank", { n: p.think_tank_size }), tw - 12, 11, 400, { class: "info small" }));
  lines(tank, top, x + 302, y + (two ? 49 : 55), 11, tw - 12, "info small strong");
  if (p.think_tank_top) T.detail(tank, p.think_tank_top);
  T.reg(tank, `tank:${p.seat}`);
  g.append(tank);
  // Secret sphere: own visible, others hidden
  const sec = p.secret;
  g.append(svg("g", { class: "secret" },
    svg("rect", { x: x + 296, y: y + 67, width: tw, height: 37, rx: 5, fill: sec ? DISC_FILL[sec] : "#555", stroke: "#333" }),
    fitText(x + 302, y + 81, T.t("trh.secret"), tw - 12, 11, 400, { class: "info small", fill: sec ? DISC_INK[sec] : "#fff" }),
    fitText(x + 302, y + 97, sec ? sphereName(DISCS.indexOf(sec), T.lang) : T.t("trh.hidden"), tw - 12, 11, 700, { class: "info small strong", fill: sec ? DISC_INK[sec] : "#fff" })));
  lists(y + 120);
  return g;
}
