// What changed on the Pax Renaissance table since the table drawn before it (change marks:
// web/games/kit/marks.js).

import { markTracker } from "../kit/marks.js";

/** What differs between two views of the same game: the pieces of cities and borders, cards
 * that arrived somewhere (market, hand, tableau) and players' florins. */
export function changes(prev, cur) {
  const out = new Set();
  if (!prev || !cur) return out;
  for (const [m, mc] of Object.entries(cur.map)) {
    const pm = prev.map[m];
    if (!pm) continue;
    for (const [c, st] of Object.entries(mc.cities)) {
      if (JSON.stringify(st.tokens) !== JSON.stringify(pm.cities[c]?.tokens)) out.add(`city:${c}`);
    }
    for (const [b, st] of Object.entries(mc.borders)) {
      const pb = pm.borders[b];
      if (st.concession !== pb?.concession || st.pirate !== pb?.pirate) out.add(`border:${b}`);
    }
  }
  const places = (v) => {
    const at = new Map();
    for (const row of ["west", "east"]) for (const sl of v.market[row]) if (sl.card) at.set(sl.card, `m:${row}:${sl.slot}`);
    for (const p of v.players) {
      for (const c of p.hand ?? []) at.set(c, `h:${p.seat}`);
      for (const side of ["west", "east"]) for (const e of p.tableau[side]) {
        at.set(e.id, `t:${p.seat}:${side}:${e.side ?? ""}`);
        for (const vs of e.vassals) at.set(vs.id, `v:${p.seat}:${e.id}`);
        if (e.queen) at.set(e.queen, `q:${p.seat}:${e.id}`);
      }
    }
    return at;
  };
  const before = places(prev);
  for (const [c, where] of places(cur)) if (before.get(c) !== where) out.add(`card:${c}`);
  cur.players.forEach((p, i) => { if (prev.players[i] && prev.players[i].florins !== p.florins) out.add(`florins:${p.seat}`); });
  return out;
}

/** The changes to mark: since the previous table of this game; while computers move (no legal
 * actions on the table), their moves add up until a person decides again (web/games/kit/marks.js). */
export const lastChanges = markTracker(changes);
