// The Pax Transhumanity detail panel's contents (the panel: web/games/kit/detail.js).

import { h } from "../../app/dom.js";
import { CAT, nameOf, sphereName, discName } from "./shared.js";
import { ICON } from "./pieces.js";

// (in the page's language only: the other language's text is the other language's page)
export function detailNodes(id, lang, t, view) {
  const c = CAT.cards[id];
  const prob = CAT.problems[id];
  if (prob) {
    // a problem token: its whole name in both languages, its sphere, who solved it
    const sphere = CAT.spheres.findIndex((s) => s.problems.includes(id));
    const owner = view?.problems?.[id];
    return [h("h4", {}, nameOf(id, lang)),
      h("p", { class: "d-kind" }, sphereName(sphere, lang), " · ",
        owner === null || owner === undefined ? t("trh.unsolved") : t("trh.solved_by", { name: view.players[owner]?.name ?? "" }))];
  }
  const reg = String(id).startsWith("regime:") ? CAT.regimes[String(id).slice(7)] : null;
  if (reg) {
    // the Regime card: its effect
    return [h("h4", {}, t("trh.regime", { name: reg[lang] ?? reg.en })),
      h("p", { class: "d-text", lang }, lang === "hu" ? reg.effect_hu : reg.effect_en)];
  }
  if (!c) return [h("h4", {}, nameOf(id, lang))];
  return [
    h("h4", {}, nameOf(id, lang), lang === "hu" && nameOf(id, lang) !== c.name ? h("span", { class: "d-en" }, ` (${c.name})`) : null),
    h("p", { class: "d-kind" }, t(`trh.kind.${c.kind}`), " · ", discName(c.left, lang), " | ", discName(c.right, lang),
      c.surge.length ? ` · ${t("trh.d_surge")}: ${c.surge.map((d) => discName(d, lang)).join(", ")}` : "",
      c.heat.length ? ` · ${t("trh.d_heat")}: ${c.heat.map((x) => t(x === "black" ? "trh.black" : "trh.white")).join(", ")}` : ""),
    h("ul", { class: "d-impacts" }, c.impacts.map((group) => h("li", {},
      group.map((i, k) => [k ? ` ${t("trh.or")} ` : "", h("span", { class: "impact-icon", "aria-hidden": "true" }, ICON[i.type] ?? "•"), " ", i[lang] ?? i.en])))),
    h("p", { class: "d-text", lang }, c.text[lang] ?? c.text.en),
    c.flavor ? h("p", { class: "d-flavor" }, c.flavor) : null,
    h("p", { class: "d-credit" }, t("trh.credit")),
  ];
}
