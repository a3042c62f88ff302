// What moves on the Pax Transhumanity table (web/games/kit/motion.js), from two views: agents
// between boxes (board spots, unemployment, heat squares of market cards, Future Shock squares of
// the Splay, a player's finance), companies from their owner's board to a spot, and an idea from
// the market to the Splay (its card slides to its new strip); robots' steps too, since each step
// is a table of its own.

import { tally, difference, pair } from "../kit/flows.js";
import { seatFill } from "./shared.js";

/** Every agent on the table outside the players' boards: [place, owner seat]. */
function agents(v) {
  const out = [];
  for (const [sp, owners] of Object.entries(v.employees ?? {})) for (const o of owners) out.push([sp, String(o)]);
  (v.unemployed ?? []).forEach((u, i) => u.forEach((n, seat) => { for (let k = 0; k < n; k++) out.push([`u:${i}`, String(seat)]); }));
  (v.market ?? []).forEach((col, c) => col.forEach((slot, r) => {
    for (const o of slot?.heat ?? []) if (o !== null && o !== undefined) out.push([`m:${c}:${r}`, String(o)]);
  }));
  (v.splay ?? []).forEach((e, i) => { for (const o of e.future_shock ?? []) if (o !== null && o !== undefined) out.push([`s:${i}`, String(o)]); });
  return out;
}

/** Companies: [spot, owner seat]. */
function companies(v) {
  return Object.entries(v.companies ?? {}).filter(([, o]) => o !== null && o !== undefined).map(([sp, o]) => [sp, String(o)]);
}

/** @type {import("../kit/motion.js").Movers} */
export const movers = {
  keyed: "g.card-body[data-id]",
  flights(prev, cur) {
    const out = [];
    const home = (seat) => (cur.players?.[Number(seat)]?.exoglobal ? `seat:${seat}` : `fin:${seat}`);
    const a = difference(tally(agents(prev)), tally(agents(cur)));
    for (const f of pair(a.left, a.arrived, home)) out.push({ from: f.from, to: f.to, pick: ".agent", colour: seatFill(cur, Number(f.item)), chip: "disc" });
    const c = difference(tally(companies(prev)), tally(companies(cur)));
    for (const f of pair(c.left, c.arrived, home)) out.push({ from: f.from, to: f.to, pick: ".company-disc", colour: seatFill(cur, Number(f.item)), chip: "disc" });
    // an idea into the Splay: from where it was (its market card) to its strip
    const was = new Set((prev.splay ?? []).map((e) => e.id));
    (cur.splay ?? []).forEach((e, i) => {
      if (!was.has(e.id)) out.push({ from: e.id, to: `s:${i}`, pick: "self", colour: "#fbfaf6", chip: "card" });
    });
    return out;
  },
};

/** Whether choosing `action` on `view` ends the person's turn (for the confirm setting): the
 * explicit end of the turn (TRH-D-2). */
export function endsTurn(view, action) {
  return action.kind === "end";
}
