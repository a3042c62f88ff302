// Pax Transhumanity pieces and icons: agents, company discs, the impact icons.

import { svg } from "../../app/dom.js";
import { seatFill } from "./shared.js";

/** One icon per kind of impact (TRH-G), drawn ahead of the impact's words on a card. */
export const ICON = { solve: "✓", growth: "↑", company: "⌂", heat_growth: "♨", social_resilience: "♥", nuclear_exchange: "☢",
  exoglobal_recession: "↓", industry_disruption: "⚡", game_end: "⚑" };

/** A player's agent: a small square in the owner's colour (black squares get a light edge). */
export function agent(view, seat, x, y, s = 10) {
  const fill = seatFill(view, seat);
  return svg("rect", { x: x - s / 2, y: y - s / 2, width: s, height: s, rx: 1.5, fill, stroke: fill === "#222222" ? "#bbb" : "#111", "stroke-width": 1, class: "agent" });
}

export function disc(view, seat, x, y, r = 8) {
  const fill = seatFill(view, seat);
  return svg("circle", { cx: x, cy: y, r, fill, stroke: fill === "#222222" ? "#ddd" : "#111", "stroke-width": 1.5, class: "company-disc" });
}
