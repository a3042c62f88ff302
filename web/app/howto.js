// The How to play pages (howto.html, the index, and the guides howto-<game>.html that
// scripts/howto.py writes): one language shown at a time (the player's choice, shared with the
// game through localStorage "pax.lang"); the rule named in the address (#REN-D-2) is scrolled to
// and highlighted by CSS (:target). On a guide, each <figure data-kind> is drawn by the game's
// figures.js (its renderer's own drawing code) in the shown language; on the index, an old link
// (howto.html#TRH-D-4, howto.html#transhumanity) goes on to that game's guide.

import "./noengine.js"; // first: a guide draws with the renderer, never with the engine

const KEY = "pax.lang";

function pick() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked === "en" || asked === "hu") return asked;
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === "en" || saved === "hu") return saved;
  } catch (_) { /* storage unavailable */ }
  return (navigator.language || "en").toLowerCase().startsWith("hu") ? "hu" : "en";
}

/** The index forwards an old address: a rule ID to the guide of the game its prefix names, a
 * game's id to its guide. True when it did. */
function forward() {
  const want = decodeURIComponent(location.hash.slice(1));
  if (!want || !document.body.classList.contains("howto-index")) return false;
  for (const a of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll(".guides a[data-prefix]"))) {
    if (want === a.dataset.game || want.startsWith(`${a.dataset.prefix}-`)) {
      location.replace(a.dataset.game === want ? a.href : `${a.href}#${encodeURIComponent(want)}`);
      return true;
    }
  }
  return false;
}

/** @type {Record<string, (args: any, lang: string) => Element> | null} */
let kinds = null;

/** Draw every figure of the guide in `lang` (again on a language switch: its words change). */
function drawFigures(lang) {
  if (!kinds) return;
  for (const fig of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("figure[data-kind]"))) {
    const art = fig.querySelector(".figure-art");
    const draw = kinds[fig.dataset.kind];
    try {
      if (!draw) throw new Error(`no figure kind ${fig.dataset.kind}`);
      const el = draw(JSON.parse(fig.dataset.args || "{}"), lang);
      art.replaceChildren(el);
      fitDrawing(el);
      fig.dataset.drawn = "yes";
    } catch (err) {
      console.error("figure", fig.dataset.kind, err);
      fig.dataset.drawn = "error";
    }
  }
}

/** An SVG drawn in table units without its own viewBox gets the box of what it shows. */
function fitDrawing(el) {
  if (!(el instanceof SVGSVGElement) || el.getAttribute("viewBox")) return;
  const b = el.getBBox();
  const pad = 6;
  el.setAttribute("viewBox", `${b.x - pad} ${b.y - pad} ${b.width + 2 * pad} ${b.height + 2 * pad}`);
  el.setAttribute("width", String(Math.round(b.width + 2 * pad)));
}

function set(lang) {
  document.documentElement.lang = lang;
  document.documentElement.dataset.lang = lang;
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("button[data-lang]"))) b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
  try { localStorage.setItem(KEY, lang); } catch (_) { /* not remembered */ }
  drawFigures(lang);
}

function scrollToTarget() {
  if (location.hash.length > 1) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
}

if (!forward()) {
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("button[data-lang]"))) b.addEventListener("click", () => set(b.dataset.lang));
  set(pick());
  scrollToTarget();
  const game = document.body.dataset.game;
  if (game && document.querySelector("figure[data-kind]")) {
    import(`../games/${encodeURIComponent(game)}/figures.js`).then((mod) => {
      kinds = mod.KINDS;
      drawFigures(document.documentElement.dataset.lang);
      document.body.dataset.figures = "drawn";
      scrollToTarget(); // the drawings moved the entry asked for
    }).catch((err) => {
      console.error("the figures could not be drawn:", err);
      document.body.dataset.figures = "error";
    });
  }
}
