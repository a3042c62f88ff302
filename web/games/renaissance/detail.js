// The card detail panel: name, region, location, operations, agents, one-shot, prestige and
// ability of a card (or an Empire's two sides, or a map card's cities), explained in our own
// words with rule IDs, in the current language. Shown on hover (mouse), long-press or tap
// (touch) and keyboard focus (the panel: web/games/kit/detail.js). All text goes in as text nodes.

import { h, svg } from "../../app/dom.js";
import { outlineIn } from "./outlines.js";
import { CAT, nameOf } from "./shared.js";

function row(label, ...value) {
  return h("div", { class: "d-row" }, h("span", { class: "d-label" }, label), h("span", { class: "d-value" }, ...value));
}

function explained(entry, lang, name) {
  if (!entry) return name;
  return [h("strong", {}, name), ": ", entry[lang] ?? entry.en, " ", h("span", { class: "rule" }, `(${entry.rules})`)];
}

function opLine(op, lang, t) {
  const extra = [op.colour && t(`ren.colour.${op.colour}`), op.market && t(`ren.market.${op.market}`), op.region && t(`ren.${op.region}`),
    op.pieces?.length && op.pieces.join("/")].filter(Boolean).join(", ");
  return h("li", {}, explained(CAT.ops[op.op], lang, t(`ren.op.${op.op}`) + (extra ? ` [${extra}]` : "")));
}

/** A printed location or target: a map card, or a whole region ("west"/"east"). */
function place(id, lang, t) {
  return id === "west" || id === "east" ? t(`ren.${id}`) : nameOf(id, lang);
}

/** The detail of one id (card, Empire, map card) as DOM nodes. */
export function detailNodes(id, lang, t, view) {
  const out = [];
  const card = CAT.cards[id];
  const emp = CAT.empires[id];
  const mapCard = CAT.map_cards[id];
  if (card) {
    out.push(h("h4", {}, card.name));
    out.push(row(t("ren.d.region"), t(`ren.${card.region}`)));
    if (card.kind === "comet") out.push(h("p", {}, t("ren.d.comet")));
    if (card.location) out.push(row(t("ren.d.location"), place(card.location, lang, t)));
    if (card.kind === "queen") out.push(row(t("ren.d.suitors"), card.suitors.map((s) => nameOf(s, lang)).join(", ")));
    if (card.ops.length) out.push(row(t("ren.d.ops"), h("ul", { class: "d-list" }, card.ops.map((op) => opLine(op, lang, t)))));
    if (card.agents.length) {
      out.push(row(t("ren.d.agents"), card.agents.map((a) => a.piece === "pawn" ? t("ren.piece.pawn") : `${t(`ren.colour.${a.colour}`)} ${t(`ren.piece.${a.piece}`)}`).join(", "),
        " ", h("span", { class: "rule" }, "(REN-E-13)")));
    }
    if (card.one_shot) {
      const os = card.one_shot;
      const target = os.target ? place(os.target, lang, t) : os.emporium ? nameOf(os.emporium, lang) : "";
      out.push(row(t("ren.d.one_shot"), explained(CAT.one_shots[os.type], lang, t(`ren.oneshot.${os.type}`) + (target ? ` → ${target}` : ""))));
    }
    if (card.prestige.length) out.push(row(t("ren.d.prestige"), card.prestige.map((p) => CAT.prestige[p][lang] ?? p).join(", "), " ", h("span", { class: "rule" }, "(REN-L-5)")));
    if (card.ability) out.push(row(t("ren.d.ability"), explained(CAT.abilities[card.ability], lang, "★")));
  } else if (emp) {
    out.push(h("h4", {}, emp.name));
    out.push(row(t("ren.d.region"), t(`ren.${emp.region}`)));
    const st = view?.empires?.[id];
    if (st) {
      const owner = st.owner === null || st.owner === undefined ? t("ren.d.in_deck") : view.players[st.owner].name;
      out.push(row(t("ren.d.owner"), owner + (st.side ? ` · ${t(`ren.${st.side}`)}` : "") + (st.suzerain ? ` · ${t("ren.vassal_of", { name: nameOf(st.suzerain, lang) })}` : "")));
    }
    for (const side of ["kingdom", "republic"]) {
      const s = emp[side];
      out.push(row(t(`ren.${side}`), h("em", {}, s.name), h("ul", { class: "d-list" },
        s.ops.map((op) => opLine({ op }, lang, t)),
        s.prestige.length ? h("li", {}, `${t("ren.d.prestige")}: ${s.prestige.map((p) => CAT.prestige[p][lang] ?? p).join(", ")}`) : null)));
    }
  }
  if (mapCard) {
    out.push(h("h4", {}, `${nameOf(id, lang)} (${t("ren.d.map")})`));
    const st = view?.map?.[id];
    if (st) out.push(row(t("ren.d.side"), t(`ren.side.${st.side}`) + ` · ${t("ren.d.religious_side")}: ${t(`ren.side.${st.religious_side}`)}`, " ", h("span", { class: "rule" }, "(REN-C-2)")));
    out.push(row(t("ren.d.cities"), mapCard.cities.map((c) => nameOf(c.id, lang) + (c.capital ? ` (${t("ren.capital")})` : "")).join(", ")));
    // the region's outline with each city named in its place
    const o = outlineIn(id, 10, 8, 260, 150);
    if (o) {
      const capital = new Set(mapCard.cities.filter((c) => c.capital).map((c) => c.id));
      out.push(svg("svg", { viewBox: "0 0 280 166", class: "d-outline ren-table", role: "img", "aria-label": t("ren.d.outline", { name: nameOf(id, lang) }) },
        svg("path", { d: o.d, class: "region-outline" }),
        ...o.spots.flatMap(([city, x, y]) => [
          svg("circle", { cx: x, cy: y, r: capital.has(city) ? 5 : 3.5, class: "city-spot" + (capital.has(city) ? " capital" : "") }),
          svg("text", { x: x + (x > 200 ? -8 : 8), y: y + 5, "text-anchor": x > 200 ? "end" : "start", class: "d-city" }, nameOf(city, lang))])));
    }
  }
  if (!out.length) out.push(h("p", {}, nameOf(id, lang)));
  return out;
}
