// The How to play page: one language shown at a time (the player's choice, shared with the
// game through localStorage "pax.lang"); the rule named in the address (#TRH-D-4) is scrolled to
// and highlighted by CSS (:target).

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

function set(lang) {
  document.documentElement.lang = lang;
  document.documentElement.dataset.lang = lang;
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("button[data-lang]"))) b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
  try { localStorage.setItem(KEY, lang); } catch (_) { /* not remembered */ }
}

for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("button[data-lang]"))) b.addEventListener("click", () => set(b.dataset.lang));
set(pick());
if (location.hash.length > 1) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
