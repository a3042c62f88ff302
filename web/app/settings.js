// The player's settings, remembered on this device (localStorage "pax.settings", one JSON
// object). Each setting is one entry of `SETTINGS` (a list of definitions: its name, default,
// kind of control, and the catalogue keys of its words); the settings panel (`settingsPanel()`,
// on the start page and behind the game screen's Settings button) draws one control per entry,
// so a new setting is one more entry (`addSetting`). A setting is read where it applies
// (`getSetting`); `onSetting` tells a page that one changed.
//
//   speed    — animations and the computers' pace: "normal" (today's pace), "fast", "off"
//              (no animation, the shortest pace) (web/app/speed.js, web/games/kit/motion.js).
//   confirm  — ask "End your turn?" before a choice that ends the person's turn (web/app/confirm.js).
//   cards    — the size of the card detail panel: "small", "normal", "large" (public/style.css).
//   forced   — "play single forced moves for me": when a person's only legal move is one action
//              (a lone Levy), the game screen plays it for them. Off unless chosen.
//   hints    — offer the computer's Hint (web/app/hint.js) in hot-seat games too (games with one
//              person and learning games always offer it). Off unless chosen.

import { h } from "./dom.js";
import { t } from "./i18n.js";

const KEY = "pax.settings";

/**
 * @typedef {{name: string, default: boolean | string, label: string, note?: string,
 *   options?: string[], apply?: (value: any) => void}} SettingDef
 * A setting: `options` (catalogue keys `<label>.<option>`) makes it a choice, else a checkbox;
 * `apply` puts its value into effect on the page (called at start-up and on each change).
 */

/** Put the card size on the page: the stylesheet sizes the detail panels from it. */
function applyCards(value) {
  document.documentElement.dataset.cardSize = value;
}

/** @type {SettingDef[]} */
export const SETTINGS = [
  { name: "speed", default: "normal", label: "settings.speed", note: "settings.speed_note", options: ["off", "normal", "fast"] },
  { name: "confirm", default: false, label: "settings.confirm", note: "settings.confirm_note" },
  { name: "cards", default: "normal", label: "settings.cards", note: "settings.cards_note", options: ["small", "normal", "large"], apply: applyCards },
  { name: "forced", default: false, label: "settings.forced", note: "settings.forced_note" },
  { name: "hints", default: false, label: "settings.hints", note: "settings.hints_note" },
  // the Pax Renaissance table as a map or the compact grid (web/games/renaissance/geomap.js; also its switch in the table)
  { name: "view", default: "map", label: "settings.view", options: ["map", "compact"] },
];

/** Add a setting to the registry (and so to the panel); a name already there is replaced.
 * @param {SettingDef} def */
export function addSetting(def) {
  const i = SETTINGS.findIndex((s) => s.name === def.name);
  if (i >= 0) SETTINGS[i] = def; else SETTINGS.push(def);
}

const defOf = (name) => SETTINGS.find((s) => s.name === name);

function stored() {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) || "{}");
    return raw && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
  } catch (_) {
    return {}; // unreadable or unavailable storage: the defaults
  }
}

/** The value of setting `name` on this device (its default when never set, unreadable, or not
 * one of its options). */
export function getSetting(name) {
  const def = defOf(name);
  if (!def) return undefined;
  const v = stored()[name];
  if (typeof v !== typeof def.default) return def.default;
  return def.options && !def.options.includes(v) ? def.default : v;
}

/** @type {Set<(name: string, value: any) => void>} */
const listeners = new Set();

/** Call `fn(name, value)` whenever a setting changes on this page; returns the unsubscribe. */
export function onSetting(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Remember setting `name`; false when the device could not store it (it applies to this page). */
export function setSetting(name, value) {
  let ok = true;
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...stored(), [name]: value }));
  } catch (_) {
    ok = false;
    session[name] = value;
  }
  defOf(name)?.apply?.(value);
  for (const fn of listeners) fn(name, value);
  return ok;
}
const session = {}; // values this page could not store

/** Put every setting with an effect on the page into effect (called once at start-up). */
export function applySettings() {
  for (const def of SETTINGS) def.apply?.(session[def.name] ?? getSetting(def.name));
}

/** One setting's control: a checkbox, or a group of radio buttons for a choice. */
function control(def) {
  const id = `setting-${def.name}`;
  const note = def.note ? h("p", { class: "muted setting-note", id: `${id}-note` }, t(def.note)) : null;
  if (!def.options) {
    const box = h("input", { type: "checkbox", id, checked: getSetting(def.name), "aria-describedby": note ? `${id}-note` : null,
      onchange: () => setSetting(def.name, box.checked) });
    return [h("div", { class: "setting" }, box, h("label", { for: id }, t(def.label))), note];
  }
  const value = getSetting(def.name);
  return [h("fieldset", { class: "setting choice", id, "data-setting": def.name, "aria-describedby": note ? `${id}-note` : null },
    h("legend", {}, t(def.label)),
    def.options.map((o) => h("label", { class: "option" },
      h("input", { type: "radio", name: id, value: o, id: `${id}-${o}`, checked: o === value,
        onchange: (ev) => { if (ev.target.checked) setSetting(def.name, o); } }),
      " ", t(`${def.label}.${o}`)))), note];
}

/** The settings panel: one labelled control per setting, in the registry's order. */
export function settingsPanel() {
  return h("section", { class: "card settings", id: "settings", "aria-labelledby": "settings-h" },
    h("h2", { id: "settings-h" }, t("settings.title")),
    SETTINGS.map(control));
}

/** The settings panel as a dialog over the game screen (its Settings button), closed by its
 * Close button or Escape; the settings apply at once. */
export function openSettingsDialog() {
  document.getElementById("settings-dialog")?.remove();
  const dialog = h("dialog", { class: "settings-dialog", id: "settings-dialog", "aria-labelledby": "settings-h" },
    settingsPanel(),
    h("div", { class: "buttons" },
      h("button", { type: "button", id: "settings-close", onclick: () => { dialog.close(); dialog.remove(); } }, t("share.close"))));
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
