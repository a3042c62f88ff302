// The Pax Transhumanity Splay (Human Progress and the strips, the Cutting Edge, Future Shock)
// and the card being decided on.

import { svg } from "../../app/dom.js";
import { text, wrapClip } from "../kit/text.js";
import { CAT, DISC_FILL, DISC_INK, nameOf, discName } from "./shared.js";
import { agent } from "./pieces.js";
import { card } from "./cards.js";

// ---------------------------------------------------------- Splay
export function splay(T) {
  const v = T.view;
  const S = T.L.splay;
  const g = svg("g", { class: "splay" });
  g.append(svg("rect", { x: S.x, y: S.y, width: S.w, height: S.h, rx: 6, class: "area-bg" }));
  g.append(text(S.x + 8, S.y + 14, T.t("trh.splay"), { class: "area-label" }));
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
        ...wrapClip(T.t("trh.human_progress"), sw - 8, Math.max(1, lines), 11, 700).map((ln, j) => text(x + 4, y + 13 + j * 12, ln, { class: "strip-name" }))));
      return;
    }
    const edge = e.i >= v.splay.length - cut;
    const el = svg("g", { class: "strip" + (edge ? " edge" : ""), "data-id": `s:${e.i}` });
    el.append(svg("rect", { x, y, width: sw - 3, height: sh, rx: 4, fill: DISC_FILL[e.strip], stroke: edge ? "#ffd54a" : "#333", "stroke-width": edge ? 3 : 1, class: "strip-bg" }));
    const ink = DISC_INK[e.strip];
    wrapClip(nameOf(e.id), sw - 14, lines, 11, 700).forEach((ln, j) => el.append(text(x + 4, y + 13 + j * 12, ln, { class: "strip-name", fill: ink })));
    e.future_shock.forEach((o, j) => {
      const sx = x + 9 + j * 14;
      const sy = y + sh - 8;
      el.append(svg("rect", { x: sx - 6, y: sy - 6, width: 12, height: 12, fill: "#fff", stroke: "#111", "stroke-width": 1 }));
      if (o !== null) el.append(agent(v, o, sx, sy, 9));
    });
    el.append(svg("title", {}, `${nameOf(e.id)} — ${discName(e.strip, T.lang)}`));
    T.reg(el, `s:${e.i}`, e.id);
    T.detail(el, e.id);
    g.append(el);
  });
  if (v.splay.length >= 1) {
    const k0 = Math.max(0, n - cut);
    const x0 = S.x + 6 + (k0 % perRow) * sw;
    g.append(text(x0 + 2, S.y + S.h - 4, T.t("trh.cutting_edge"), { class: "edge-label" }));
  }
  return g;
}

// ---------------------------------------------------------- the card being decided on
export function focus(T) {
  const v = T.view;
  const F = T.L.focus;
  const g = svg("g", { class: "focus" });
  g.append(svg("rect", { x: F.x, y: F.y, width: F.w, height: F.h, rx: 6, class: "area-bg" }));
  const me = T.me !== null ? v.players[T.me] : null;
  const cards = [];
  const label = (s) => g.append(text(F.x + 8, F.y + 14, s, { class: "area-label" }));
  const note = (s) => g.append(text(F.x + 8, F.y + 38, s, { class: "muted-text" }));
  if (me && me.candidates.length) { label(T.t("trh.candidates")); cards.push(...me.candidates); }
  else if (v.held.length) { label(T.t("trh.held")); cards.push(...v.held.slice(-2)); }
  else if (v.solo) {
    label(T.t("trh.exo_deck", { n: v.exo_deck_size }));
    if (v.exo_next) cards.push(v.exo_next);
    else note(T.t(v.solo === "hard" ? "trh.exo_hidden" : "trh.exo_empty"));
  } else { label(T.t("trh.held")); note(T.t("trh.nothing_held")); }
  const cw = Math.min(480, cards.length > 1 ? (F.w - 20) / 2 : F.w - 16);
  cards.forEach((id, i) => g.append(card(T, id, null, F.x + 8 + i * (cw + 4), F.y + 19, cw, F.h - 23, null)));
  return g;
}
