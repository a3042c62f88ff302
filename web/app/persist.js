// Persistent storage: a browser may clear a site's storage when space runs low unless the site
// was granted persistence. It is asked once, on the first save, from the player's gesture that
// makes it (browsers grant it only then, if at all); the answer is remembered ("pax.persist") and
// shown in the saved-games panel.

import { h } from "./dom.js";
import { t } from "./i18n.js";

const KEY = "pax.persist";

function remembered() {
  try { return localStorage.getItem(KEY); } catch (_) { return null; }
}

/** Ask the browser to keep this site's storage, once (call it from a click or a tap). */
export function askPersistence() {
  if (remembered() || !navigator.storage?.persist) return;
  try { localStorage.setItem(KEY, "asked"); } catch (_) { return; }
  navigator.storage.persist().then((granted) => {
    try { localStorage.setItem(KEY, granted ? "granted" : "denied"); } catch (_) { /* shown as not kept */ }
  }, () => {});
}

/** The panel's line on whether the browser keeps the saves (filled in once the browser answers). */
export function persistenceLine() {
  const line = h("p", { class: "muted persist", id: "persist-status" });
  const show = (kept) => { line.textContent = t(kept ? "persist.granted" : "persist.denied"); };
  if (navigator.storage?.persisted) navigator.storage.persisted().then(show, () => show(false));
  else show(false);
  return line;
}
