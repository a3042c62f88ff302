// The Pax Transhumanity victory screen's breakdown of the final standings.

import { h } from "../../app/dom.js";
import { CAT, sphereName } from "./shared.js";
import { DISCS } from "./layout.js";

/** The victory screen's breakdown: scoring mode, then per player the companies and solved
 * problems of each sphere, Future Shock agents, Secret sphere, and the Capital and Wealth
 * tie-breaks (TRH-I-6..16). */
export function victoryDetails(view, result, lang, t) {
  const spotSphere = {};
  CAT.spheres.forEach((sph, i) => sph.spots.forEach((sp) => { spotSphere[sp.id] = i; }));
  const probSphere = {};
  CAT.spheres.forEach((sph, i) => sph.problems.forEach((pid) => { probSphere[pid] = i; }));
  const shock = view.players.map(() => 0);
  for (const e of view.splay) for (const o of e.future_shock) if (o !== null) shock[o] += 1;
  const reg = CAT.regimes[view.regime];
  const vic = CAT.victories[result.victory];
  const rows = result.standings.map((st) => {
    const p = view.players[st.seat];
    const cells = CAT.spheres.map((sph, i) => {
      const c = p.companies.filter((s) => spotSphere[s] === i).length;
      const pr = p.problems.filter((x) => probSphere[x] === i).length;
      return h("td", { class: `sph-${sph.id}` }, `${c} / ${pr}`);
    });
    return h("tr", { class: result.winners.includes(st.seat) ? "winner" : null },
      h("th", { scope: "row" }, p.name),
      ...cells,
      h("td", {}, String(shock[st.seat])),
      h("td", {}, p.secret ? sphereName(DISCS.indexOf(p.secret), lang) : "—"),
      h("td", {}, String(st.points)), h("td", {}, String(st.capital)), h("td", {}, String(st.wealth)));
  });
  return h("div", { class: "trh-breakdown" },
    h("p", { class: "scoring-mode" }, t("trh.v_mode", { mode: vic ? vic[lang] ?? vic.en : result.victory, rules: vic?.rules ?? "" }),
      " ", t("trh.v_regime", { regime: reg ? reg[lang] ?? reg.en : view.regime })),
    h("table", { class: "standings breakdown" },
      h("caption", {}, t("trh.v_caption")),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("game.player")),
        ...CAT.spheres.map((sph, i) => h("th", { scope: "col" }, sphereName(i, lang))),
        h("th", { scope: "col" }, t("trh.v_shock")), h("th", { scope: "col" }, t("trh.secret")),
        h("th", { scope: "col" }, t("game.col.points")), h("th", { scope: "col" }, t("trh.capital")), h("th", { scope: "col" }, t("trh.wealth")))),
      h("tbody", {}, rows)));
}
