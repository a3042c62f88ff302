// The Pax Transhumanity prompt: who decides what, the rule, what a payment costs, the last move
// and the actions on nothing drawn (web/games/kit/prompt.js); at the end, the winners.

import { h } from "../../app/dom.js";
import { looseButtons, victoryTitle, stoppedPrompt } from "../kit/prompt.js";
import { CAT, nameOf, seatFill } from "./shared.js";

/** The name of a scoring mode (the victory screen's title). */
export function victoryName(victory, lang) {
  const v = CAT.victories?.[victory];
  return v ? `${v[lang] ?? v.en} (${v.rules})` : String(victory);
}

/** What the last move (or the robot's step being told) did, in the log's words; a robot's step
 * names its robot itself. */
export function lastMoveLine(ctx) {
  const last = ctx.lastMove;
  if (!last || ctx.over) return null;
  return h("span", { class: "last-move-line", id: "trh-last-move" },
    String(last.text).startsWith(last.name) ? ctx.t("trh.last_move_own", { text: last.text }) : ctx.t("trh.last_move", { name: last.name, text: last.text }));
}

/** What the deciding player is asked, with the rule, what a payment costs, and the loose actions;
 * `withLast`: the last move's line too (a tablet shows it in the page bar, where it takes no
 * height from the table). */
export function prompt(ctx, loose, withLast) {
  const v = ctx.view;
  if (ctx.over) {
    // who won and how, above the table; the standings (the victory screen) are beside the table,
    // or in the drawer on a tablet (its button then says "Standings")
    return h("div", { class: "kit-prompt trh-prompt over", id: "trh-prompt", role: "status" }, victoryTitle(ctx, victoryName));
  }
  if (ctx.stopped) return stoppedPrompt("trh-prompt", "trh-prompt", ctx);
  const dec = v.decision;
  // a decision put to the person for a robot is shown as the robot's, with the rule that applies
  const forRobot = dec?.robot !== undefined && dec?.robot !== null ? dec.robot : null;
  const seat = ctx.robotStep ? ctx.robotStep.seat : forRobot ?? v.to_move;
  const who = seat !== null && seat !== undefined ? v.players[seat] : null;
  const pend = dec ? CAT.pending[dec.k] : null;
  const what = ctx.robotStep ? ctx.t("trh.robot_step", ctx.robotStep) : pend ? pend[ctx.lang] ?? pend.en : ctx.t("trh.menu_prompt");
  const rules = dec?.rules ?? pend?.rules ?? null;
  const person = forRobot !== null ? v.players[v.to_move] : null;
  const extra = [];
  if (dec?.k === "pay") {
    // one tap on the financial agents pays it all (TRH-E-5 leaves no choice between the moves):
    // what moves and what it pays is said before the tap, in the engine's words
    const money = ctx.legal.find((a) => a.kind === "money");
    const p = v.players[dec.seat];
    extra.push(money ? money.label : ctx.t("trh.pay_info", { amt: dec.amt, capital: p.capital, wealth: p.wealth, debt: p.debt }));
  }
  if (dec?.k === "found" && forRobot === null && dec.owner !== undefined && dec.owner !== dec.seat) extra.push(ctx.t("trh.for_robot", { name: v.players[dec.owner].name }));
  if (dec?.card && CAT.cards[dec.card]) extra.push(`— ${nameOf(dec.card, ctx.lang)}`);
  if (dec && dec.col !== undefined && dec.row !== undefined && v.market[dec.col]?.[dec.row]) extra.push(`— ${nameOf(v.market[dec.col][dec.row].id, ctx.lang)}`);
  return h("div", { class: "kit-prompt trh-prompt", id: "trh-prompt", role: "status", "aria-live": "polite" },
    who ? h("span", { class: "swatch", style: `background:${seatFill(v, who.seat)}` }) : null,
    h("strong", { class: "decider" }, who?.name ?? ""), " ",
    person ? h("span", { class: "for-robot" }, ctx.t("trh.robot_decides", { person: person.name, name: who?.name ?? "" }), " ") : null,
    h("span", {}, what),
    rules && !ctx.robotStep ? h("span", { class: "rule" }, ` (${rules})`) : null,
    extra.length ? h("span", { class: "extra" }, " ", extra.join(" ")) : null,
    ctx.legal.length && ctx.legal.length > loose.length ? h("span", { class: "hint" }, " " + ctx.t("trh.hint")) : null,
    withLast ? lastMoveLine(ctx) : null,
    looseButtons(loose, ctx));
}
