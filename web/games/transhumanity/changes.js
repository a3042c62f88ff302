// What changed on the Pax Transhumanity table since the table drawn before it: the ids of the
// places the renderer draws (market slots "m:<col>:<row>", Splay strips "s:<i>", problems and
// board spots by id, "fin:<seat>", "patents:<seat>", "tank:<seat>", unemployment "u:<sphere>").
// The renderer rings them (class "last-move", on their frames, never on their words), so a
// person sees what a robot's step or another player's move did.

import { markTracker } from "../kit/marks.js";

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The places that differ between two views of the same game. */
export function changes(a, b) {
  const out = new Set();
  if (!a || !b) return out;
  b.market.forEach((col, c) => col.forEach((slot, r) => {
    if (!same(slot, a.market?.[c]?.[r])) out.add(`m:${c}:${r}`);
  }));
  const before = new Map((a.splay ?? []).map((e) => [e.id, e]));
  b.splay.forEach((e, i) => { if (!same(e, before.get(e.id))) out.add(`s:${i}`); });
  for (const [pid, owner] of Object.entries(b.problems)) if ((a.problems?.[pid] ?? null) !== (owner ?? null)) out.add(pid);
  const spots = new Set([...Object.keys(a.companies ?? {}), ...Object.keys(b.companies), ...Object.keys(a.employees ?? {}), ...Object.keys(b.employees)]);
  for (const sp of spots) {
    if ((a.companies?.[sp] ?? null) !== (b.companies[sp] ?? null) || !same(a.employees?.[sp] ?? [], b.employees[sp] ?? [])) out.add(sp);
  }
  b.unemployed.forEach((u, i) => { if (!same(u, a.unemployed?.[i])) out.add(`u:${i}`); });
  b.players.forEach((p, seat) => {
    const q = a.players?.[seat];
    if (!q) return;
    if (p.capital !== q.capital || p.wealth !== q.wealth || p.debt !== q.debt) out.add(`fin:${seat}`);
    if (!same(p.patents, q.patents)) out.add(`patents:${seat}`);
    if (p.think_tank_size !== q.think_tank_size || p.think_tank_top !== q.think_tank_top) out.add(`tank:${seat}`);
  });
  return out;
}

const track = markTracker(changes); // the table drawn last, and its marks (web/games/kit/marks.js)

/** The places to mark on the table of `ctx`: on a robot's step (ctx.robotStep) what that step
 * changed; otherwise what changed since the table drawn before it, and while nobody at the table
 * chose (a robot's steps, a computer's moves) the changes add up, so the person who decides next
 * sees all that happened since they last chose. */
export function marksFor(ctx) {
  const { marks, latest } = track(ctx);
  return ctx.robotStep ? latest : marks;
}
