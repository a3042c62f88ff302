// The Pax Renaissance legend: the key to the table's symbols, drawn as on the table.

import { h, svg } from "../../app/dom.js";
import { CAT, PIECE_FILL, PRESTIGE_FILL } from "./shared.js";
import { OP_GLYPH, piece, opIcon, prestigeIcons } from "./glyphs.js";
import { mapLegendRows } from "./geomap.js";

/** The key to the table's symbols: each piece, space and mark drawn as on the table, named. */
export function legend(ctx) {
  const icon = (...shapes) => svg("svg", { viewBox: "0 0 30 22", width: 30, height: 22, "aria-hidden": "true", class: "legend-icon" }, ...shapes);
  const white = (k) => piece(`${k}:white`, 15, 11, 8, ctx.view);
  const rows = [
    ["knight", icon(white("knight"))],
    ["rook", icon(white("rook"))],
    ["bishop", icon(white("bishop"))],
    ["colours", icon(piece("knight:white", 6, 11, 5, ctx.view), piece("knight:black", 15, 11, 5, ctx.view), piece("knight:red", 24, 11, 5, ctx.view))],
    ["cube", icon(piece(`cube:${ctx.view.seat ?? ctx.view.to_move ?? 0}`, 15, 11, 8, ctx.view))],
    ["space", icon(svg("circle", { cx: 15, cy: 11, r: 7, fill: "none", stroke: "#9a8c7c", "stroke-dasharray": "2 2", class: "space" }))],
    ["capital", icon(svg("circle", { cx: 15, cy: 11, r: 8, fill: "none", stroke: "#8a1c1c", "stroke-width": 2 }), svg("circle", { cx: 15, cy: 11, r: 4, fill: "#8a1c1c" }))],
    ["emporium_open", icon(svg("circle", { cx: 15, cy: 11, r: 9, fill: "none", stroke: "#888", "stroke-width": 2, "stroke-dasharray": "3 2", class: "emporium" }))],
    ["emporium_covered", icon(svg("circle", { cx: 15, cy: 11, r: 9, fill: PIECE_FILL.white, stroke: "#888", "stroke-width": 2, class: "emporium" }))],
    ["route_east", icon(svg("line", { x1: 2, y1: 11, x2: 28, y2: 11, class: "route route-east" }))],
    ["route_west", icon(svg("rect", { x: 0, y: 4, width: 30, height: 14, fill: "#9a8c7c" }), svg("line", { x1: 2, y1: 11, x2: 28, y2: 11, class: "route route-west" }))],
    ["last_move", icon(svg("circle", { cx: 15, cy: 11, r: 8, fill: PIECE_FILL.white, stroke: "#1b5fbf", "stroke-width": 3 }))],
  ];
  const named = rows.map(([key, ic]) => [key, ic, ctx.t(`ren.legend.${key}`)]);
  named.push(...mapLegendRows(ctx.t, icon)); // the map view's own symbols
  // the operations' glyphs and the prestige icons, as on the cards
  for (const op of Object.keys(OP_GLYPH)) named.push([`op:${op}`, icon(opIcon(op, 15, 11, ctx.t)), ctx.t(`ren.op.${op}`)]);
  for (const k of Object.keys(PRESTIGE_FILL)) named.push([`prestige:${k}`, icon(...prestigeIcons([k], 15, 11, ctx.lang)), CAT.prestige[k]?.[ctx.lang] ?? k]);
  return h("details", { class: "ren-legend", id: "ren-legend" },
    h("summary", {}, ctx.t("ren.legend")),
    h("ul", { class: "legend-body ren-table", "aria-label": ctx.t("ren.legend") },
      named.map(([key, ic, words]) => h("li", { "data-key": key }, ic, h("span", {}, words)))));
}
