// Deploys: a tab keeps the build it was opened on until the player reloads it. The service worker
// (public/sw.js) keeps one cache per build and serves every tab from the cache of the build that
// tab was opened on (the page tells it which: "pax-hello"), so a module loaded late (a renderer,
// a card catalogue) always comes from the tab's own build. When the worker that answers is of
// another build, a new version is ready: it is announced, and applied by a reload only when the
// player says so, once no move is in flight (every finished move is stored).

import { h } from "./dom.js";
import { whenReady } from "./engine.js";
import { translateStatic } from "./i18n.js";
import { settled } from "./sync.js";

// scripts/build.py writes this build's id here (and into sw.js).
export const BUILD = "@@BUILD@@";
const HOUR = 60 * 60 * 1000;

function announce() {
  if (document.getElementById("update-ready")) return;
  const reload = h("button", { type: "button", id: "update-reload", "data-i18n": "update.reload" });
  reload.addEventListener("click", async () => {
    reload.disabled = true;
    await settled();
    location.reload();
  });
  const bar = h("div", { class: "banner info update-ready", id: "update-ready", role: "status" },
    h("span", { "data-i18n": "update.ready" }), " ", reload);
  document.getElementById("banner").before(bar);
  translateStatic(bar); // (and again by the header's language buttons, with the rest of the page)
}

/** Register the service worker (once the engine runs and the first screen is shown (`shown`):
 * its downloads must not compete with the first start), tell it this page's build, and announce
 * a newer build when one takes over. */
export function startUpdates(shown = Promise.resolve()) {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  const sw = navigator.serviceWorker;
  const hello = () => sw.controller?.postMessage({ type: "pax-hello", build: BUILD });
  sw.addEventListener("message", (ev) => {
    if (ev.data?.type === "pax-build" && typeof ev.data.build === "string" && ev.data.build !== BUILD) announce();
  });
  sw.addEventListener("controllerchange", hello);
  hello();
  Promise.all([whenReady(), shown.catch(() => {})]).then(() => sw.register("./sw.js")).then((reg) => {
    // a tab left open asks for a new build now and then, and whenever it is shown again
    const check = () => reg.update().catch(() => {});
    setInterval(check, HOUR);
    document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") check(); });
  }).catch((err) => console.warn("service worker:", err));
}
