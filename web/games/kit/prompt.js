// The prompt above a table: who decides what (each game's words), the actions that act on
// nothing drawn as buttons, the move limit's notice, and the winners at the end.

import { h } from "../../app/dom.js";

/** The loose actions (pass, done, decline…) as buttons; null when there are none. */
export function looseButtons(loose, ctx) {
  return loose.length ? h("div", { class: "loose" }, loose.map((a) => h("button", {
    type: "button", class: "loose-action", "data-action": a.index, "data-kind": a.kind, "aria-label": a.label,
    onclick: () => ctx.choose(a.index),
  }, a.label))) : null;
}

/** "X won: <victory>" (the game's name of its victory type). */
export function victoryTitle(ctx, victoryName) {
  const r = ctx.result ?? { winners: [], victory: "" };
  const names = r.winners.map((s) => ctx.view.players[s]?.name ?? `#${s + 1}`).join(", ");
  return h("strong", { class: "victory-title" }, ctx.t("kit.victory_banner", { names, victory: victoryName(r.victory, ctx.lang) }));
}

/** At the move limit: the prompt says so and offers nothing. */
export function stoppedPrompt(cls, id, ctx) {
  return h("div", { class: `kit-prompt ${cls} over`, id, role: "status" }, h("strong", {}, ctx.stopped));
}
