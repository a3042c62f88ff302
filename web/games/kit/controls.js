// The table's controls. The engine names the table elements each legal action acts on
// (`targets`); each drawn element registers the ids it stands for (Drawing.reg), and an element
// with legal actions becomes a control: highlighted (class "legal"), role=button, an aria-label,
// and data-action="<index>" (one action) or data-actions="<i> <j>…" (several, or one that gives
// something away: a chooser asks first). The control is the element itself or a transparent
// shape on top of it (a game's `control`). Actions on nothing drawn are "loose": the prompt's
// buttons. One listener on the table's wrap acts on them all (events.js).

import { openChooser } from "./chooser.js";

/**
 * Make every element with legal actions a control; returns the loose actions and, per element,
 * its anchor id and actions.
 * @param {Map<string, Element[]>} elements the table's registry (id → drawn elements)
 * @param {PaxRenderCtx<any>} ctx
 * @param {{anchorOf: (a: PaxLegal, elements: Map<string, Element[]>) => string | null, askFirst: Set<string>,
 *   nameFor: (el: Element, anchor: string) => string, control?: (el: Element) => Element, all?: boolean}} spec
 *   `all`: an anchor drawn in several places is a control in each (else in its first only).
 */
export function wireControls(elements, ctx, spec) {
  /** @type {Map<Element, {anchor: string, acts: PaxLegal[]}>} */
  const byEl = new Map();
  const loose = [];
  for (const a of ctx.legal) {
    const anchor = spec.anchorOf(a, elements);
    if (anchor === null) { loose.push(a); continue; }
    const els = elements.get(anchor);
    for (const el of spec.all ? new Set(els) : [els[0]]) {
      if (!byEl.has(el)) byEl.set(el, { anchor, acts: [] });
      byEl.get(el).acts.push(a);
    }
  }
  for (const [el, { anchor, acts }] of byEl) {
    el.classList.add("legal");
    const what = spec.nameFor(el, anchor);
    const label = acts.length === 1 ? acts[0].label : ctx.t("kit.choices", { name: what, n: acts.length });
    const ask = acts.length > 1 || acts.some((a) => spec.askFirst.has(a.kind));
    const c = spec.control ? spec.control(el) : el;
    c.setAttribute("role", "button");
    c.setAttribute("tabindex", "0");
    c.setAttribute("aria-label", label);
    if (!ask) c.setAttribute("data-action", String(acts[0].index));
    else c.setAttribute("data-actions", acts.map((a) => a.index).join(" "));
    c.setAttribute("data-target", anchor);
    if (acts.length === 1) c.setAttribute("data-confirm", ctx.t("table.confirm", { name: what }));
    if (c !== el) el.append(c);
  }
  return { loose, byEl };
}

/** The control of a highlighted element (itself, or its transparent shape). */
export function controlOf(el) {
  return el.matches("[data-action], [data-actions]") ? el : el.querySelector(":scope > [data-action], :scope > [data-actions]") ?? el;
}

/** A highlighted element was chosen: its one action, or a chooser of its actions (in `host`,
 * with the game's chooser class `cls`). */
export function actOn(host, el, ctx, cls) {
  const c = controlOf(el);
  if (c.hasAttribute("data-action")) { ctx.choose(Number(c.getAttribute("data-action"))); return; }
  const idx = (c.getAttribute("data-actions") || "").split(" ").map(Number);
  const acts = idx.map((i) => ctx.legal.find((a) => a.index === i)).filter(Boolean);
  if (acts.length) openChooser(host, c, acts, ctx, (acts.length === 1 ? c.getAttribute("data-confirm") : null) ?? c.getAttribute("aria-label") ?? "", cls);
}
