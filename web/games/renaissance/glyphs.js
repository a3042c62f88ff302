// Pax Renaissance pieces and symbols: knights, rooks, bishops and cubes, coins, the operation
// glyphs and the prestige icons (our own drawings).

import { svg } from "../../app/dom.js";
import { text } from "../kit/text.js";
import { CAT, seatColour, PIECE_FILL, PRESTIGE_FILL } from "./shared.js";

export const CATEGORY_FILL = { blue: "#3d6fb6", yellow: "#a57c10", purple: "#7d4a9c", red: "#b8392e" };
// Our own operation glyphs, drawn in a 20×20 box centred on 0,0 (white lines on the category colour):
// Inquisitor a cross, Commerce two coins, Behead an axe, Tax a money bag, Repress a barred cell,
// Vote a ballot box, Corsair a sail, Siege a cannon, Campaign crossed swords.
export const OP_GLYPH = {
  inquisitor: "M0,-7V7M-5,-2H5",
  commerce: "M-6,-2a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0M-1,3a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0",
  behead: "M-5,7L4,-4M1,-7a6,6 0 0,1 6,6L2,-2Z",
  tax: "M-3,-7h6l-2,3a6,6 0 1,1 -2,0Z",
  repress: "M-6,-6h12v12h-12ZM-2,-6v12M2,-6v12",
  vote: "M-6,0h12v7h-12ZM0,-7v5M-3,-5l3,3l3,-3",
  corsair: "M-1,-7v10M-1,-6l6,8h-6M-7,4h14l-3,3h-8Z",
  siege: "M-7,2l10,-6l2,3l-10,6ZM-5,5a2,2 0 1,0 4,0a2,2 0 1,0 -4,0M4.5,-5a1.5,1.5 0 1,0 3,0a1.5,1.5 0 1,0 -3,0",
  campaign: "M-6,-6L6,6M6,-6L-6,6M-7,1l3,3M4,-7l3,3M-4,-7l-3,3M7,1l-3,3",
};

/** A piece: knight = disc, rook = tower, bishop = mitre, cube = square in the owner's colour. */
export function piece(token, x, y, r, view) {
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

/** Give a drawn piece the last-move mark (a ring drawn by the stylesheet); `latest`: the move
 * just played changed it (the ring flashes as the move appears). */
export function marked(el, yes, latest = false) {
  if (yes) el.classList.add("last-move");
  if (yes && latest) el.classList.add("latest");
  return el;
}


export function coin(x, y, n, r = 12) {
  return svg("g", { class: "coin" },
    svg("circle", { cx: x, cy: y, r, fill: "#e3b93c", stroke: "#8a6a12", "stroke-width": 1.5 }),
    text(x, y + 5.5, String(n), { "text-anchor": "middle", class: "coin-n" + (String(n).length > 2 ? " wide" : ""), ...(String(n).length > 2 ? { textLength: r * 1.7, lengthAdjust: "spacingAndGlyphs" } : {}) }));
}

export function opIcon(op, x, y, t) {
  const cat = CAT.op_categories[op.op ?? op];
  const fill = CATEGORY_FILL[CAT.category_colours[cat]] ?? "#777";
  const name = op.op ?? op;
  return svg("g", { class: "op" },
    svg("rect", { x: x - 10, y: y - 10, width: 20, height: 20, rx: 3, fill, stroke: op.colour ? PIECE_FILL[op.colour] : "none", "stroke-width": op.colour ? 2.5 : 0 }),
    svg("path", { d: OP_GLYPH[name] ?? "M-4,-4L4,4M4,-4L-4,4", transform: `translate(${x},${y})`, class: `op-glyph op-${name}` }),
    svg("title", {}, t(`ren.op.${name}`)));
}

// Our own prestige symbols, drawn in a 14×14 box centred on 0,0 on the prestige colour: Catholic
// a cross, Islamic a crescent, Reformist an open book, Law a pair of scales, Discovery a compass
// star, Patron a lyre.
export const PRESTIGE_GLYPH = {
  catholic: "M0,-5V5M-3.5,-1.5H3.5",
  islamic: "M2.5,-4.5a5,5 0 1,0 0,9a4,4 0 1,1 0,-9Z",
  reformist: "M0,-2.5V4.5M0,-2.5C-2,-4 -4,-4 -5,-3.5V3C-4,2.5 -2,2.5 0,4.5C2,2.5 4,2.5 5,3V-3.5C4,-4 2,-4 0,-2.5",
  law: "M0,-5V4.5M-3,4.5H3M-4.5,-3H4.5M-4.5,-3L-6,1H-3ZM4.5,-3L3,1H6Z",
  discovery: "M0,-5.5L1.4,-1.4L5.5,0L1.4,1.4L0,5.5L-1.4,1.4L-5.5,0L-1.4,-1.4Z",
  patron: "M-3.5,-4.5C-5,0 -3,4 0,4.5C3,4 5,0 3.5,-4.5M-1.5,-2.5V3M1.5,-2.5V3M-4,-1.5H4",
};
export const PRESTIGE_INK = { catholic: "#3a2a1a", patron: "#3a2a00" }; // the light fills; the others white

/** One prestige icon: its symbol on its colour, named (title) in the player's language. */
export function prestigeIcon(k, x, y, r, lang) {
  const name = CAT.prestige[k]?.[lang] ?? k;
  return svg("g", { class: `prestige-icon prestige-${k}` },
    svg("circle", { cx: x, cy: y, r, fill: PRESTIGE_FILL[k], stroke: "#222", "stroke-width": 0.8 }),
    svg("path", { d: PRESTIGE_GLYPH[k] ?? "", transform: `translate(${x},${y}) scale(${(r / 7).toFixed(3)})`, class: "prestige-glyph", stroke: PRESTIGE_INK[k] ?? "#fff",
      fill: k === "islamic" || k === "discovery" ? PRESTIGE_INK[k] ?? "#fff" : "none" }),
    svg("title", {}, name));
}

export function prestigeIcons(list, x, y, lang) {
  return list.map((p, i) => prestigeIcon(p, x + i * 16, y, 7, lang));
}
