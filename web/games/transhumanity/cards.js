// A Pax Transhumanity idea card, drawn horizontally: its body and its heat squares.

import { svg } from "../../app/dom.js";
import { text, clip, wrapClip } from "../kit/text.js";
import { CAT, DISC_FILL, nameOf } from "./shared.js";
import { ICON, agent } from "./pieces.js";

/** An idea as a horizontal card: its body (bands, name, surge arrows, effects, syndicates) and,
 * at its right, a column per heat square (white or black, free or covered by an agent). */
export function card(T, id, slot, x, y, w, hh, where) {
  const v = T.view;
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
  body.append(text(x + 13, y + 14, clip(nameOf(id, T.lang), bw - 26 - surgeW, 12.5, 700), { class: "card-name" }));
  info.surge.forEach((d, i) => body.append(text(x + bw - 12 - (info.surge.length - i) * 12, y + 14, "▲", { class: "surge", fill: DISC_FILL[d] })));
  // effects in short words, and the ability
  // the impacts as icons (one per impact; "a/b" for a choice) ahead of their words
  const txt = info.text?.[T.lang] ?? info.text?.en ?? "";
  const icons = info.impacts.map((grp) => grp.map((i) => ICON[i.type] ?? "•").join("/")).join(" ");
  const lines = Math.min(3, Math.max(1, Math.floor((hh - 16) / 12)));
  const iw = icons.length * 7.5 + 4;
  body.append(text(x + 13, y + 27, icons, { class: "impact-icons" }));
  wrapClip(txt, bw - 26, lines, 11, 400, bw - 26 - iw).forEach((ln, i) =>
    body.append(text(i ? x + 13 : x + 13 + iw, y + 27 + i * 12, ln, { class: "card-text" })));
  if (info.abilities.length) body.append(text(x + bw - 22, y + hh - 4, "★", { class: "ability-mark" }));
  // syndicates
  (slot?.syndicates ?? []).forEach((o, i) => body.append(agent(v, o, x + bw - 32 - i * 13, y + hh - 8, 10)));
  body.append(svg("title", {}, `${nameOf(id, T.lang)}: ${txt}`));
  if (where) T.reg(body, `m:${where[0]}:${where[1]}`);
  T.reg(body, id);
  g.append(body);
  // heat squares, each its own tap target
  info.heat.forEach((col, i) => {
    const sx = x + bw + i * HW;
    const sq = svg("g", { class: "heat " + col });
    sq.append(svg("rect", { x: sx + 1, y, width: HW - 2, height: hh, rx: 4, fill: "#efece4", stroke: "#b9b2a2", class: "hit" }));
    sq.append(svg("rect", { x: sx + 6, y: y + hh / 2 - 7, width: 14, height: 14, fill: col === "black" ? "#1a1a1a" : "#fff", stroke: "#555", "stroke-width": 1.2, class: "heat-bg" }));
    const o = slot?.heat?.[i];
    if (o !== null && o !== undefined) sq.append(agent(v, o, sx + 13, y + hh / 2, 9));
    sq.append(svg("title", {}, T.t(col === "black" ? "trh.heat_black" : "trh.heat_white")));
    if (where) T.reg(sq, `h:${where[0]}:${where[1]}:${i}`);
    g.append(sq);
  });
  T.detail(g, id);
  return g;
}
