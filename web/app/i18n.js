// UI strings come only from the catalogue web/i18n/strings.json (English and Hungarian).
// tests/web/test_i18n.py fails when a key used here or in the HTML is missing in a language.

const LANG_KEY = "pax.lang";
export const LANGS = ["en", "hu"];
let catalogue = { en: {}, hu: {} };
let lang = "en";

export async function loadCatalogue() {
  const res = await fetch(new URL("../i18n/strings.json", import.meta.url));
  catalogue = await res.json();
  lang = pickLang();
  document.documentElement.lang = lang;
}

function pickLang() {
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (LANGS.includes(saved)) return saved;
  } catch (_) { /* storage unavailable: fall back to the browser language */ }
  return (navigator.language || "en").toLowerCase().startsWith("hu") ? "hu" : "en";
}

export function getLang() { return lang; }

export function setLang(next) {
  if (!LANGS.includes(next)) return;
  lang = next;
  document.documentElement.lang = lang;
  try { localStorage.setItem(LANG_KEY, lang); } catch (_) { /* not remembered; still switched */ }
}

/** The string for `key` in the current language, with {name} placeholders filled in as text. */
export function t(key, params = {}) {
  const s = catalogue[lang]?.[key] ?? catalogue.en?.[key];
  if (s === undefined) {
    console.warn(`missing string ${key}`);
    return key;
  }
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** Whether the catalogue has `key` (in English, the fallback language). */
export function hasString(key) { return catalogue.en?.[key] !== undefined; }

/** Fill every [data-i18n] element below `root` (static text in index.html). */
export function translateStatic(root = document) {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n]"))) el.textContent = t(el.dataset.i18n);
}
