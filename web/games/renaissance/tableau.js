// The Pax Renaissance player bands: each player's florins, prestige, hand, banker and tableau
// (West left, East right of the banker).

import { svg } from "../../app/dom.js";
import { text, squeeze, fitText, fitLines, lines } from "../kit/text.js";
import { CAT, nameOf, seatColour } from "./shared.js";
import { W, BAND, FAN_MIN, SIDE_STRIP, SHORT_BAND, bandHeight } from "./layout.js";
import { piece, marked, coin, prestigeIcon } from "./glyphs.js";
import { card, back } from "./cards.js";

const OLD_MAIDS_W = 120; // the Old Maids' column: "Old Maids:" and a Queen's name a line each

// ---------------------------------------------------------- tableaux
export function tableaux(T) {
  const v = T.view;
  const g = svg("g", { class: "tableaux" });
  // seat order, always the same: a band never moves between turns
  const me = v.seat ?? v.to_move;
  const bh = bandHeight(v.players.length);
  v.players.forEach((p, k) => g.append(band(T, p, BAND.y + k * bh, bh, p.seat === me)));
  return g;
}

// The info column's rows (baselines below the band's top): a tall band names the banker on a row
// of its own, a short one says "this turn" after the player's name (the banker card names it)
const ROWS = {
  tall: { name: 20, who: 38, florins: 57, cubes: 76, prestige: 95, kr: 114 },
  short: { name: 17, who: null, florins: 35, cubes: 53, prestige: 71, kr: 88 },
};

export function band(T, p, y, bh, mine) {
  const v = T.view;
  const col = seatColour(v, p.seat);
  const inner = bh - 8;
  const row = bh <= SHORT_BAND ? ROWS.short : ROWS.tall;
  const g = svg("g", { class: "band" + (mine ? " mine" : ""), "data-seat": p.seat });
  g.append(svg("rect", { x: 0, y, width: W, height: inner, rx: 8, fill: mine ? "#fff8e8" : "#f7f1e4", stroke: col, "stroke-width": p.seat === v.to_move ? 4 : 1.5 }));
  g.append(svg("rect", { x: 0, y, width: 8, height: inner, rx: 4, fill: col }));
  const nameW = BAND.info - 20;
  const now = p.seat === v.current ? T.t("ren.their_turn") : "";
  if (row.who !== null) {
    g.append(text(14, y + row.name, p.name, { class: "player-name", ...squeeze(p.name, nameW, 17, 700) }));
    // the banker and whose turn it is, inside the info column (the hand's cards start beside it)
    g.append(fitText(14, y + row.who, `${nameOf(p.banker)}${now ? " · " + now : ""}`, nameW - 2, 16, 400, { class: "muted-text" }));
  } else {
    const named = now ? `${p.name} · ${now}` : p.name;
    g.append(text(14, y + row.name, named, { class: "player-name", ...squeeze(named, nameW, 17, 700) }));
  }
  g.append(marked(coin(24, y + row.florins - 6, p.florins, 11), T.marks.has(`florins:${p.seat}`), T.latest.has(`florins:${p.seat}`)));
  g.append(text(38, y + row.florins, T.t("ren.florins", { n: p.florins }), { class: "info strong" }));
  g.append(svg("rect", { x: 17, y: y + row.cubes - 13, width: 14, height: 14, fill: col, stroke: "#222" }));
  const cubes = T.t("ren.cubes_short", { n: p.cubes_in_supply, c: p.concessions.length });
  g.append(text(38, y + row.cubes, cubes, { class: "info", ...squeeze(cubes, BAND.info - 42, 16, 400) }));
  ["catholic", "islamic", "reformist", "law", "discovery", "patron"].forEach((k, i) => {
    const x = 22 + i * 31;
    const label = `${CAT.prestige[k][T.lang] ?? k}: ${p.prestige[k]}`;
    g.append(svg("g", { class: "prestige", role: "img", "aria-label": label },
      prestigeIcon(k, x, y + row.prestige - 6, 7, T.lang),
      text(x + 9, y + row.prestige, String(p.prestige[k]), { class: "info strong" }),
      svg("title", {}, label)));
  });
  const kr = T.t("ren.kr_words", { k: p.kingdoms.length, r: p.republics.length });
  g.append(text(14, y + row.kr, kr, { class: "muted-text", ...squeeze(kr, BAND.info - 16, 16, 400) }));
  // the hand: its cards side by side (a rival's as backs)
  const hx = BAND.hand;
  if (p.hand) {
    const n = p.hand.length;
    const room = BAND.banker - 10 - hx; // shared with the West tableau: the hand comes first
    const handW = 70;
    const step = n > 1 ? Math.max(FAN_MIN, Math.min(handW + 4, (Math.min(room, 3 * (handW + 4)) - handW) / (n - 1))) : 0;
    p.hand.forEach((c, i) => g.append(card(T, c, hx + i * step, y + 4, handW, inner - 8, { hand: true })));
    T.handEnd = hx + (n ? (n - 1) * step + handW : 0);
  } else {
    // a rival's hand: up to 3 backs, the top one saying how many cards there are
    const n = Math.min(p.hand_size, 3);
    const count = T.t("ren.hand_hidden", { n: p.hand_size });
    for (let i = 0; i < n; i++) g.append(back(T, hx + i * 24, y + 4, 60, inner - 8, i === n - 1 ? count : ""));
    if (!n) g.append(fitText(hx + 4, y + inner - 10, count, 66, 16, 400, { class: "muted-text hand-count" }));
    T.handEnd = hx + (n ? (n - 1) * 24 + 60 : 70);
  }
  // the Old Maids (REN-E-11: under the tableau, not in it) are named in a column of their own
  // after the hand, which the West tableau leaves free
  let westFrom = BAND.hand + 214;
  if (p.old_maids.length) {
    const om = T.t("ren.old_maids", { names: p.old_maids.map((c) => nameOf(c)).join(", ") });
    const ox = T.handEnd + 8;
    lines(g, fitLines(om, OLD_MAIDS_W, Math.floor((inner - 8) / 17), 16, 400), ox, y + 20, 17, OLD_MAIDS_W, "muted-text old-maids");
    westFrom = Math.max(westFrom, ox + OLD_MAIDS_W + 6);
  }
  // the banker (Player card) with West left and East right
  const bx = BAND.banker;
  const banker = svg("g", { class: "banker", "data-id": p.banker },
    svg("rect", { x: bx, y: y + 4, width: BAND.bankerW, height: inner - 8, rx: 6, fill: col, stroke: "#2b1d16", "stroke-width": 1.5 }),
    text(bx + BAND.bankerW / 2, y + 4 + Math.round((inner - 8) * 0.37), nameOf(p.banker), { "text-anchor": "middle", class: "banker-name", ...squeeze(nameOf(p.banker), BAND.bankerW - 6, 16, 700) }),
    fitText(bx + 6, y + 4 + Math.round((inner - 8) * 0.62), "◀ " + T.t("ren.west"), BAND.bankerW - 12, 16, 400, { class: "banker-sides" }),
    fitText(bx + BAND.bankerW - 6, y + 4 + Math.round((inner - 8) * 0.82), T.t("ren.east") + " ▶", BAND.bankerW - 12, 16, 400, { "text-anchor": "end", class: "banker-sides" }));
  g.append(banker);
  for (const side of ["west", "east"]) {
    // a vassal follows its suzerain and a Queen her King, each a card of its own
    const cards = [];
    for (const e of p.tableau[side]) {
      cards.push([e.id, { side: e.side, bishop: e.bishop, silenced: e.silenced }, e]);
      for (const vs of e.vassals) cards.push([vs.id, { side: vs.side, bishop: vs.bishop, silenced: vs.silenced, vassal: true }, null]);
      if (e.queen) cards.push([e.queen, { queen: true }, null]);
    }
    const area = side === "west" ? [Math.max(T.handEnd + 6, westFrom), bx - 6] : [bx + BAND.bankerW + 6, W - 4];
    const sideEl = svg("g", { class: "side-area", "data-id": `tableau:${p.seat}:${side}` },
      svg("rect", { x: area[0], y: y + 2, width: area[1] - area[0], height: inner - 4, rx: 6, class: "side-bg" }));
    T.reg(sideEl, `tableau:${p.seat}:${side}`);
    g.append(sideEl);
    // the cards lie beside the side's own target, never inside it (no nested controls); a tap on
    // a card that is not a target itself operates the side (see wire)
    const areaId = `tableau:${p.seat}:${side}`;
    const cardsEl = svg("g", { class: "side-cards", "data-cards-of": areaId });
    // a tap on one of these cards that is not a target of its own operates the side (renderer.js
    // sideOf: the side's control as it is on the table when tapped)
    g.append(cardsEl);
    const n = cards.length;
    // the side's own control keeps a strip (at its left end) that no card covers
    const room = area[1] - area[0] - 8 - SIDE_STRIP;
    const step = n > 1 ? Math.max(FAN_MIN, Math.min(BAND.step, (room - BAND.cardW) / (n - 1))) : 0;
    // West grows leftwards from the banker, East rightwards; on both sides a card lies over its
    // left-hand neighbour (West: drawn outermost first), so a covered card shows its left part,
    // where its name and its repressed pieces start
    const drawn = cards.map((c, i) => [...c, i]);
    if (side === "west") drawn.reverse();
    drawn.forEach(([id, opts, e, i]) => {
      const x = side === "west" ? area[1] - 4 - BAND.cardW - i * step : area[0] + 4 + SIDE_STRIP + i * step;
      const cg = card(T, id, x, y + 4, BAND.cardW, inner - 8, opts);
      if (opts.vassal) cg.classList.add("vassal");
      if (opts.queen) cg.classList.add("queen");
      cardsEl.append(cg);
      if (e) e.repressed.forEach((tk, j) => {
        const pg = svg("g", { class: "repressed" }, piece(tk, x + 12 + j * 18, y + 4 + inner - 8 - 52, 7, T.view));
        T.reg(pg, `repressed:${e.id}`, tk);
        cardsEl.append(pg);
      });
    });
  }
  return g;
}
