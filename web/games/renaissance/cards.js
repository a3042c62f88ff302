// Pax Renaissance cards (market, hand, tableau): name in full, operations, prestige, marks.

import { svg } from "../../app/dom.js";
import { text, fitText, fitLines, lines, squeeze } from "../kit/text.js";
import { CAT } from "./shared.js";
import { piece, marked, coin, opIcon, prestigeIcons } from "./glyphs.js";

// Drawings of cards and map cards already made, by everything they depend on: a redraw clones
// them (one native call) instead of building them element by element. Handlers and the table's
// registry are added to each clone; the templates themselves are never shown.
export const MEMO = new Map();
export function remembered(key, draw) {
  let tpl = MEMO.get(key);
  if (!tpl) {
    if (MEMO.size > 3000) MEMO.clear();
    tpl = draw();
    MEMO.set(key, tpl);
  }
  return tpl.cloneNode(true);
}

/** A card (market, tableau or hand): name in full, operations, prestige; tap, hover or long press shows its detail. */
export function card(T, id, x, y, w, hgt, opts = {}) {
  const key = JSON.stringify([id, x, y, w, hgt, opts, T.marks.has(`card:${id}`), T.latest.has(`card:${id}`), T.lang]);
  const g = remembered(key, () => drawCard(T, id, x, y, w, hgt, opts));
  T.reg(g, id, ...(opts.alias ?? []));
  return g;
}

/** The drawing of a card (a pure function of its arguments, the marks on it and the language). */
export function drawCard(T, id, x, y, w, hgt, opts) {
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
  const mark = opts.vassal ? T.t("ren.vassal_mark") : opts.queen ? T.t("ren.queen_mark") : emp && opts.side ? T.t(`ren.${opts.side}`) : null;
  if (mark) g.append(fitText(4, Math.min(yy, hgt - bottom + 14), mark, w - 8, 16, 400, { class: "card-sub" }));
  ops.forEach((op, i) => g.append(opIcon(op, 14 + i * 23, hgt - (prest.length || opts.florins ? 30 : 14), T.t)));
  g.append(...prestigeIcons(prest, 10, hgt - 10, T.lang));
  if (info?.one_shot) g.append(svg("path", { d: `M${w - 12},${hgt - 42}l6,-7l6,7l-6,7z`, fill: "#c0392b", class: "oneshot" }, svg("title", {}, T.t(`ren.oneshot.${info.one_shot.type}`))));
  if (info?.ability) g.append(text(w - 14, hgt - 24, "★", { class: "ability-mark" }));
  if (opts.bishop) g.append(piece(`bishop:${opts.bishop}`, w - 9, 18, 7, T.view));
  if (opts.silenced) {
    g.append(svg("line", { x1: 2, y1: hgt - 2, x2: w - 2, y2: 2, class: "silence-line" }));
    g.append(text(w / 2, hgt / 2 + 6, T.t("ren.silenced"), { "text-anchor": "middle", class: "silenced-text", textLength: w - 8, lengthAdjust: "spacingAndGlyphs" }));
  }
  if (opts.florins) g.append(coin(w - 14, hgt - 14, opts.florins, 12));
  marked(g, T.marks.has(`card:${id}`), T.latest.has(`card:${id}`));
  g.dataset.detail = id; // hover, focus, tap and long press show its detail (web/games/kit/events.js)
  return g;
}

export function back(T, x, y, w, hgt, label) {
  return svg("g", { transform: `translate(${x},${y})`, class: "card back" },
    svg("rect", { width: w, height: hgt, rx: 6, fill: "#5b2a1d", stroke: "#2b1d16" }),
    svg("rect", { x: 5, y: 5, width: w - 10, height: hgt - 10, rx: 4, fill: "none", stroke: "#b8892d", "stroke-dasharray": "3 3" }),
    label ? text(w / 2, hgt / 2 + 6, label, { "text-anchor": "middle", class: "back-label", ...squeeze(label, w - 8, 16, 400) }) : null);
}
