// The tablet's two pages of the Pax Transhumanity table and the tabs that choose between them.

import { h } from "../../app/dom.js";
import { ui } from "./shared.js";
import { PAGES } from "./layout.js";

/** Tablet: show one page of the table (the other stays in the document, hidden). */
export function showPage(root, tabs, page) {
  ui.tab = page;
  pagesShown(root, page);
  for (const b of tabs.querySelectorAll("[role=tab]")) {
    const on = b.dataset.tab === page;
    b.setAttribute("aria-selected", on ? "true" : "false");
    b.setAttribute("tabindex", on ? "0" : "-1");
  }
}

/** Show one page of the tablet table, hide the other (attributes written only when they change:
 * a changed `display` lays the whole page out again). */
export function pagesShown(root, page) {
  for (const g of root.querySelectorAll("g.page")) {
    const want = g.dataset.page === page ? "inline" : "none";
    if (g.getAttribute("display") !== want) g.setAttribute("display", want);
  }
}

/** The tablet page to show: a new decision whose places are all on the other page turns the
 * table to it. */
export function choosePage(ctx, perPage) {
  const key = JSON.stringify([ctx.view.turn, ctx.view.decision ?? null, ctx.legal.map((a) => a.targets)]);
  if (ctx.legal.length && key !== ui.tabKey) {
    ui.tabKey = key;
    const other = PAGES.find((p) => p !== ui.tab);
    if (!perPage[ui.tab] && perPage[other]) ui.tab = other;
  }
  return ui.tab;
}

/** The tablet's page tabs; a tab with highlighted places says how many. */
export function pageTabs(root, ctx, perPage) {
  const tabs = h("div", { class: "trh-tabs", role: "tablist", "aria-label": ctx.t("game.table") },
    PAGES.map((p) => h("button", {
      type: "button", role: "tab", id: `trh-tab-${p}`, "data-tab": p, class: perPage[p] ? "has-legal" : null,
      onclick: () => showPage(root, tabs, p),
    }, ctx.t(`trh.tab_${p}`), perPage[p] ? h("span", { class: "badge" }, String(perPage[p])) : null)));
  showPage(root, tabs, ui.tab);
  return tabs;
}
