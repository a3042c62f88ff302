// The Pax Renaissance prompt: who decides what (with the rule), during whose turn, the last move,
// and the actions on nothing drawn as buttons (web/games/kit/prompt.js); at the end, the winners.

import { h } from "../../app/dom.js";
import { looseButtons, victoryTitle, stoppedPrompt } from "../kit/prompt.js";
import { CAT, seatColour } from "./shared.js";

/** The name of a victory type (for the shell's victory screen). */
export function victoryName(victory, lang) {
  const v = CAT.victories[victory];
  return v ? v[lang] ?? v.en : String(victory);
}

/** @param {PaxRenderCtx<PaxRenaissanceCatalog>} ctx @param {PaxLegal[]} loose @param {(open: boolean) => void} openDrawer */
export function prompt(ctx, loose, openDrawer) {
  const v = ctx.view;
  if (ctx.over) {
    // who won and by which victory, above the table; the standings are in the drawer on a tablet
    return h("div", { class: "kit-prompt ren-prompt over", id: "ren-victory", role: "status" },
      victoryTitle(ctx, victoryName),
      h("button", { type: "button", class: "drawer-open standings-open", onclick: () => openDrawer(true) }, ctx.t("kit.standings")));
  }
  if (ctx.stopped) return stoppedPrompt("ren-prompt", "ren-prompt", ctx);
  const who = v.players[v.to_move];
  const pend = CAT.pending[v.pending] ?? null;
  const what = pend ? pend[ctx.lang] ?? pend.en : ctx.t("ren.decides_generic");
  const notTurn = v.to_move !== v.current;
  return h("div", { class: "kit-prompt ren-prompt" + (notTurn ? " interrupt" : ""), id: "ren-prompt", role: "status", "aria-live": "polite" },
    h("span", { class: "swatch", style: `background:${seatColour(v, v.to_move)}` }),
    h("strong", { class: "decider" }, who?.name ?? ""), " ", h("span", {}, what),
    pend ? h("span", { class: "rule" }, ` (${pend.rules})`) : null,
    notTurn ? h("span", { class: "not-turn" }, " — " + ctx.t("ren.during_turn", { name: v.players[v.current].name })) : null,
    ctx.legal.length ? h("span", { class: "hint" }, " " + ctx.t("ren.hint"))
      : ctx.lastMove ? h("span", { class: "last-move-line", id: "ren-last-move" }, ctx.t("ren.last_move", { name: ctx.lastMove.name, text: ctx.lastMove.text })) : null,
    looseButtons(loose, ctx));
}
