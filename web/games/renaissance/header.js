// The Pax Renaissance header: round, turn, China, the Victory cards.

import { svg } from "../../app/dom.js";
import { text, measure, squeeze } from "../kit/text.js";
import { nameOf, seatColour } from "./shared.js";
import { INFO } from "./layout.js";
import { coin } from "./glyphs.js";

// ---------------------------------------------------------- round, turn, China, Victory cards
export function header(T) {
  const v = T.view;
  const { x, y, w } = INFO;
  const g = svg("g", { class: "header" });
  g.append(svg("rect", { x, y, width: w, height: 168, fill: "#5b2a1d", rx: 8 }));
  g.append(text(x + 10, y + 24, T.t("ren.round", { round: v.round, year: v.year }), { class: "head-text" }));
  const china = T.t("ren.china", { n: v.china });
  const cw = Math.min(measure(china, 17, 400), 230);
  g.append(coin(x + w - cw - 24, y + 18, v.china, 12));
  g.append(text(x + w - cw - 8, y + 24, china, { class: "head-text", ...squeeze(china, cw, 17, 400) }));
  const cur = v.players[v.current];
  g.append(svg("rect", { x: x + 10, y: y + 34, width: 20, height: 20, rx: 4, fill: seatColour(v, v.current), stroke: "#fff" }));
  const turn = T.t("ren.turn_of", { name: cur.name });
  g.append(text(x + 38, y + 50, turn, { class: "head-text strong", ...squeeze(turn, w - 50, 17, 700) }));
  for (let i = 0; i < 2; i++) {
    g.append(svg("circle", { cx: x + 20 + i * 22, cy: y + 70, r: 8, fill: i < v.actions_left ? "#e3b93c" : "none", stroke: "#e3b93c", "stroke-width": 2 }));
  }
  g.append(text(x + 60, y + 76, T.t("ren.actions_left", { n: v.actions_left }), { class: "head-text" }));
  v.victories.forEach((vic, i) => {
    const vx = x + 6 + (i % 2) * 222;
    const vy = y + 84 + Math.floor(i / 2) * 42;
    const name = nameOf(vic.id, T.lang);
    const el = svg("g", { class: "victory" + (vic.active ? " active" : ""), "data-id": `victory:${vic.id}` },
      svg("rect", { x: vx, y: vy, width: 218, height: 38, rx: 5, fill: vic.active ? "#e3b93c" : "#7a4a3a", stroke: "#fff", "stroke-width": vic.active ? 2 : 0.5 }),
      text(vx + 109, vy + 25, name, { "text-anchor": "middle", class: "victory-name" + (vic.active ? "" : " off"), ...squeeze(name, 208, 16, 700) }));
    el.append(svg("title", {}, `${name} — ${T.t(vic.active ? "ren.active" : "ren.inactive")}`));
    T.reg(el, `victory:${vic.id}`);
    g.append(el);
  });
  return g;
}
