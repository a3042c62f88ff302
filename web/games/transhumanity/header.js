// The Pax Transhumanity header: whose turn, actions left, the Regime card, deck, discard, credit.

import { svg } from "../../app/dom.js";
import { text, clip } from "../kit/text.js";
import { CAT, DISC_FILL, DISC_INK, seatFill } from "./shared.js";

// ---------------------------------------------------------- header
export function header(T) {
  const v = T.view;
  const L = T.L;
  const wide = L.name === "wide";
  const H = L.headH;
  const g = svg("g", { class: "header" });
  g.append(svg("rect", { x: 0, y: 0, width: L.W, height: H, rx: 6, fill: "#1d2a3a" }));
  const mid = H / 2;
  const mover = v.to_move !== null && v.to_move !== undefined ? v.players[v.to_move] : null;
  // whose turn; the regime box starts at rx
  const rx = wide ? 520 : 318;
  if (v.phase === "over") g.append(text(12, mid + 6, T.t("trh.over"), { class: "head-text strong" }));
  else {
    // the robots' turn (TRH-K-9) is the robot's, also while the person decides for it
    const robot = v.robot ?? null;
    const turnP = v.players[robot ?? v.turn];
    g.append(svg("rect", { x: 10, y: mid - 10, width: 20, height: 20, rx: 4, fill: seatFill(v, robot ?? v.turn), stroke: "#fff" }));
    g.append(text(38, mid + 6, clip(T.t("trh.turn_of", { name: turnP?.name ?? "" }), wide ? 250 : 160, 15, 700), { class: "head-text strong", id: "trh-turn-of" }));
    const dx = wide ? 300 : 210;
    // (a robot's turn has no actions to count: the counter is the person's, for their next turn)
    if (robot !== null) {
      if (wide && mover && mover.seat !== robot) g.append(text(dx, mid + 5, clip(T.t("trh.decides", { name: mover.name }), 180, 13, 400), { class: "head-text small" }));
    } else {
      for (let i = 0; i < 2; i++) g.append(svg("circle", { cx: dx + i * 18, cy: mid, r: 6, fill: i < v.actions_left ? "#f2c14e" : "none", stroke: "#f2c14e", "stroke-width": 2 }));
      g.append(svg("title", {}, T.t("trh.actions_left", { n: v.actions_left })));
      if (wide) {
        g.append(text(336, mid + 5, T.t("trh.actions_left", { n: v.actions_left }), { class: "head-text small" }));
        if (mover && mover.seat !== v.turn) g.append(text(336, mid + 19, clip(T.t("trh.decides", { name: mover.name }), 180, 13, 400), { class: "head-text tiny" }));
      } else g.append(text(246, mid + 5, `${v.actions_left}`, { class: "head-text small strong" }));
    }
  }
  // the Regime card, its effect in words
  const reg = CAT.regimes[v.regime];
  const rw = wide ? 460 : 360;
  const ink = DISC_INK[v.regime] ?? (v.regime === "PS" ? "#fff" : "#1d2a3a");
  const effect = reg ? (T.lang === "hu" ? reg.effect_hu : reg.effect_en) : "";
  const rg = svg("g", { class: "regime", "data-id": `regime:${v.regime}` },
    svg("rect", { x: rx, y: 3, width: rw, height: H - 6, rx: 5, fill: v.regime in DISC_FILL ? DISC_FILL[v.regime] : v.regime === "PS" ? "#7d4a9c" : "#e8e2d4", stroke: "#fff" }),
    text(rx + 8, 3 + (H - 6) / 2 - 2, clip(T.t("trh.regime", { name: reg ? reg[T.lang] ?? reg.en : v.regime_name }), rw - 14, 13, 700), { class: "regime-name", fill: ink }),
    text(rx + 8, 3 + (H - 6) / 2 + 12, clip(effect, rw - 14, 11, 400), { class: "regime-effect", fill: ink }),
    svg("title", {}, effect));
  T.detail(rg, `regime:${v.regime}`);
  g.append(rg);
  // deck, discard, credit
  const kx = rx + rw + 6;
  const kw = wide ? 170 : 222;
  g.append(svg("g", { class: "deck", "data-id": "deck" },
    svg("rect", { x: kx, y: 3, width: kw, height: H - 6, rx: 5, fill: "#33475e", stroke: "#9fb3c8" }),
    text(kx + 7, 3 + (H - 6) / 2 - 2, T.t("trh.deck", { n: v.deck_size }), { class: "head-text small strong" }),
    text(kx + 7, 3 + (H - 6) / 2 + 12, clip(T.t("trh.deck_tipping"), kw - 10, 11, 400), { class: "head-text tiny" }),
    svg("title", {}, T.t("trh.deck_tipping"))));
  const ax = kx + kw + 6;
  const aw = wide ? 100 : L.W - ax - 3;
  const dis = svg("g", { class: "discard", "data-id": "discard" },
    svg("rect", { x: ax, y: 3, width: aw, height: H - 6, rx: 5, fill: "#33475e", stroke: "#9fb3c8" }),
    text(ax + 6, mid + 5, clip(T.t("trh.discard", { n: v.discard.length }), aw - 8, 13, 400), { class: "head-text small" }));
  T.reg(dis, "discard");
  g.append(dis);
  if (wide) g.append(credit(T, L.W - 8, 19, "end"));
  return g;
}

/** The "original card set" credit, two lines. */
export function credit(T, x, y, anchor) {
  return svg("g", { class: "credit" },
    text(x, y, T.t("trh.credit"), { class: "head-text tiny credit-text", "text-anchor": anchor }),
    text(x, y + 14, T.t("trh.credit2"), { class: "head-text tiny credit-text", "text-anchor": anchor }));
}
