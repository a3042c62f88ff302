// Helpers for a game's movers (web/games/<game>/movers.js): pairing what left one place with
// what arrived at another, from two views.

/** Count of each item per place: `list` of [place, item] pairs → Map "place\titem" → n. */
export function tally(list) {
  const out = new Map();
  for (const [place, item] of list) {
    const k = `${place}\t${item}`;
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

/** What left and what arrived between two tallies: [{place, item}] each, one entry per unit. */
export function difference(before, after) {
  const left = [];
  const arrived = [];
  for (const k of new Set([...before.keys(), ...after.keys()])) {
    const d = (after.get(k) ?? 0) - (before.get(k) ?? 0);
    const [place, item] = k.split("\t");
    for (let i = 0; i < Math.abs(d); i++) (d > 0 ? arrived : left).push({ place, item });
  }
  return { left, arrived };
}

/** Pair each arrival with a departure of the same item (first come, first paired); an arrival
 * without one comes from `source(item)` (null: not animated). @returns {{from: string, to: string, item: string}[]} */
export function pair(left, arrived, source) {
  const out = [];
  const pool = [...left];
  for (const a of arrived) {
    const i = pool.findIndex((l) => l.item === a.item && l.place !== a.place);
    const from = i >= 0 ? pool.splice(i, 1)[0].place : source(a.item);
    if (from) out.push({ from, to: a.place, item: a.item });
  }
  return out;
}
