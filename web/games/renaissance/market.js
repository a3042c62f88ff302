// The Pax Renaissance markets: West and East, their decks, the cards and their costs.

import { svg } from "../../app/dom.js";
import { text } from "../kit/text.js";
import { MKT } from "./layout.js";
import { coin } from "./glyphs.js";
import { card, back } from "./cards.js";

// ---------------------------------------------------------- markets
export function markets(T) {
  const v = T.view;
  const g = svg("g", { class: "markets" });
  ["west", "east"].forEach((row, r) => {
    const y = MKT.y + r * MKT.rowH;
    g.append(text(MKT.x, y + 15, `${T.t(`ren.market.${row}`)} · ${T.t("ren.deck", { n: v.decks[row] })}`, { class: "label" }));
    v.market[row].forEach((slot, i) => {
      const x = MKT.x + i * MKT.step;
      const sy = y + 22;
      const id = `market:${row}:${slot.slot}`;
      let el;
      if (!slot.card && !slot.face_down) {
        el = svg("g", { class: "slot empty" }, svg("rect", { x, y: sy, width: MKT.w, height: MKT.h, rx: 6, fill: "none", stroke: "#b7a78f", "stroke-dasharray": "4 3" }));
        if (slot.florins) el.append(coin(x + MKT.w - 14, sy + MKT.h - 14, slot.florins, 12));
      } else if (slot.face_down || !slot.card) {
        el = back(T, x, sy, MKT.w, MKT.h, T.t("ren.face_down"));
        if (slot.florins) el.append(coin(MKT.w - 14, MKT.h - 14, slot.florins, 12));
      } else {
        el = card(T, slot.card, x, sy, MKT.w, MKT.h, { florins: slot.florins, alias: [id] });
      }
      T.reg(el, id);
      g.append(el);
      g.append(text(x + MKT.w / 2, sy + MKT.h + 18, T.t("ren.cost", { n: slot.slot - 1 }), { "text-anchor": "middle", class: "cost" }));
    });
  });
  return g;
}
