// The victory screen's "Chances": each seat's chance of winning over the finished game as the hard
// level's learned evaluation judges it (facade op `chances`, pax/teach.py), computed on demand a few positions per
// request, with its progress shown, and drawn with the standings' line chart (chart.js). After
// the game nothing is hidden any more, so every position may be judged in full.

import { h, clear } from "./dom.js";
import { t } from "./i18n.js";
import { call, EngineError } from "./engine.js";
import { lineChart } from "./chart.js";

/**
 * The "Chances" button and the place its chart goes.
 * @param {PaxPayload} p the finished game's payload
 * @param {(seat: number) => string} name each seat's name
 * @param {(seat: number) => (string | null)} colour each seat's colour on the table, if any
 */
export function chancesBox(p, name, colour) {
  const holder = h("div", { class: "chances-holder", id: "chances-chart" });
  const progress = h("progress", { id: "chances-progress", max: 1, value: 0, hidden: true, "aria-label": t("teach.chances_title") });
  const status = h("p", { class: "muted chances-status", id: "chances-status", role: "status" });
  const button = h("button", { type: "button", id: "chances-button", class: "chances-button", onclick: () => run() }, t("teach.chances"));
  const run = async () => {
    button.disabled = true;
    clear(holder);
    progress.hidden = false;
    const points = [];
    let seats = 0;
    let from = 0;
    try {
      while (from !== null && from !== undefined) {
        const reply = await call("chances", { setup: p.setup, actions: p.actions, from });
        seats = reply.seats;
        points.push(...reply.points);
        const total = reply.moves.length;
        progress.max = Math.max(1, total);
        progress.value = points.length;
        status.textContent = t("teach.chances_progress", { done: points.length, total });
        from = reply.next;
        if (!button.isConnected) return; // the screen was left
      }
    } catch (err) {
      status.textContent = err instanceof EngineError ? err.message : String(err);
      button.disabled = false;
      progress.hidden = true;
      return;
    }
    progress.hidden = true;
    status.textContent = "";
    if (!points.length) { status.textContent = t("teach.chances_none"); return; }
    holder.append(lineChart({
      title: t("teach.chances_title"), xLabel: t("game.chart_turn"),
      x: points.map((pt) => pt.move),
      series: [...Array(seats).keys()].map((seat) => ({ name: name(seat), colour: colour(seat),
        values: points.map((pt) => Math.round(100 * pt.chances[seat])) })),
    }));
    holder.dataset.points = String(points.length);
  };
  return h("div", { class: "chances", id: "chances" }, button, progress, status, holder);
}
