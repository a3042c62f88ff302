// The player's settings, remembered on this device (localStorage "pax.settings", one JSON
// object): each has a default, a key of the catalogue for its words, and a control in the
// settings panel (`settingsPanel()`, on the start page). A setting is read where it applies.
//
//   forced — "play single forced moves for me": when a person's only legal move is one action
//            (a lone Levy), the game screen plays it for them. Off unless chosen.

import { h } from "./dom.js";
import { t } from "./i18n.js";

const KEY = "pax.settings";
const DEFAULTS = { forced: false, view: "map" }; // view: the Pax Renaissance table as a map or compact (web/games/renaissance/map.js)

function stored() {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) || "{}");
    return raw && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
  } catch (_) {
    return {}; // unreadable or unavailable storage: the defaults
  }
}

/** The value of setting `name` on this device (its default when never set or unreadable). */
export function getSetting(name) {
  const v = stored()[name];
  return typeof v === typeof DEFAULTS[name] ? v : DEFAULTS[name];
}

/** Remember setting `name`; false when the device could not store it (it applies to this page). */
export function setSetting(name, value) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...stored(), [name]: value }));
    return true;
  } catch (_) {
    return false;
  }
}

/** The settings panel: one labelled control per setting. */
export function settingsPanel() {
  const box = h("input", { type: "checkbox", id: "setting-forced", checked: getSetting("forced"),
    onchange: () => setSetting("forced", box.checked) });
  return h("section", { class: "card settings", id: "settings", "aria-labelledby": "settings-h" },
    h("h2", { id: "settings-h" }, t("settings.title")),
    h("div", { class: "setting" }, box, h("label", { for: "setting-forced" }, t("settings.forced"))),
    h("p", { class: "muted setting-note" }, t("settings.forced_note")));
}
