// What moves on the Pax Renaissance table (web/games/kit/motion.js), from two views: cards by
// their id (a bought card from the market to the hand, a played one to its tableau side: the
// same card element in both tables slides); pieces from the place they left to the city or
// border they reached (a new one from the acting player's band), a repressed piece to its Empire
// card; florins between China, the players and the market cards; a card bought into a hidden
// hand flies to its owner's band.

import { tally, difference, pair } from "../kit/flows.js";
import { seatColour, PIECE_FILL } from "./shared.js";

/** Every piece on the map: [place (city or border id), token]. */
function pieces(v) {
  const out = [];
  for (const mc of Object.values(v.map ?? {})) {
    for (const [c, st] of Object.entries(mc.cities ?? {})) for (const tk of st.tokens ?? []) out.push([c, tk]);
    for (const [b, st] of Object.entries(mc.borders ?? {})) {
      if (st.concession !== null && st.concession !== undefined) out.push([b, `cube:${st.concession}`]);
      if (st.pirate) out.push([b, `rook:${st.pirate}`]);
    }
  }
  return out;
}

/** Repressed pieces on Empire cards: [card id, token]. */
function repressed(v) {
  const out = [];
  for (const p of v.players ?? []) for (const side of ["west", "east"]) for (const e of p.tableau?.[side] ?? []) {
    for (const tk of e.repressed ?? []) out.push([e.id, tk]);
  }
  return out;
}

/** Florins by holder: China, each seat, each market card. */
function florins(v) {
  const out = new Map([["china", v.china ?? 0]]);
  for (const p of v.players ?? []) out.set(`seat:${p.seat}`, p.florins ?? 0);
  for (const row of ["west", "east"]) for (const sl of v.market?.[row] ?? []) if (sl.card && sl.florins) out.set(sl.card, sl.florins);
  return out;
}

function colourOf(v, token) {
  const [kind, rest] = token.split(":");
  return kind === "cube" ? seatColour(v, Number(rest)) : PIECE_FILL[rest] ?? "#999";
}

/** @type {import("../kit/motion.js").Movers} */
export const movers = {
  keyed: "g.card[data-id]",
  places: { china: ".header .coin" },
  flights(prev, cur) {
    const out = [];
    const actor = `seat:${prev.current ?? cur.current ?? 0}`;
    // pieces: between places, new ones from the acting player's band
    const before = tally(pieces(prev));
    const after = tally(pieces(cur));
    const { left, arrived } = difference(before, after);
    for (const f of pair(left, arrived, () => actor)) {
      out.push({ from: f.from, to: f.to, pick: `.piece.${f.item.split(":")[0]}`, colour: colourOf(cur, f.item), chip: "disc" });
    }
    // repressed: from the map to the Empire card
    const rep = difference(tally(repressed(prev)), tally(repressed(cur)));
    for (const f of pair(left, rep.arrived, () => null)) out.push({ from: f.from, to: f.to, colour: colourOf(cur, f.item), chip: "disc" });
    // florins: from those who have fewer to those who have more
    const fb = florins(prev);
    const fa = florins(cur);
    const losers = [];
    const gainers = [];
    for (const k of new Set([...fb.keys(), ...fa.keys()])) {
      const d = (fa.get(k) ?? 0) - (fb.get(k) ?? 0);
      if (d < 0) losers.push(k); else if (d > 0) gainers.push(k);
    }
    for (const g of gainers) for (const l of losers) out.push({ from: l, to: g, colour: "#e3b93c", chip: "coin" });
    // a card into a hidden hand (a rival's): it flies to the rival's band
    for (const p of cur.players ?? []) {
      const q = prev.players?.[p.seat];
      if (p.hand || !q || (p.hand_size ?? 0) <= (q.hand_size ?? 0)) continue;
      const was = new Set(["west", "east"].flatMap((r) => (prev.market?.[r] ?? []).map((s) => s.card)).filter(Boolean));
      const now = new Set(["west", "east"].flatMap((r) => (cur.market?.[r] ?? []).map((s) => s.card)).filter(Boolean));
      for (const c of was) if (!now.has(c)) out.push({ from: c, to: `seat:${p.seat}`, colour: "#5b2a1d", chip: "card" });
    }
    return out;
  },
};

// The main actions of a turn (the turn frame's choices, pax/renaissance/turn.py): taken with the
// last action left, one ends the turn once it has resolved (REN-D-1).
const MAIN = new Set(["buy", "play", "sell", "operate", "fair", "declare", "pass"]);

/** Whether choosing `action` on `view` ends the person's turn (for the confirm setting). */
export function endsTurn(view, action) {
  return view?.actions_left === 1 && MAIN.has(action.kind);
}
