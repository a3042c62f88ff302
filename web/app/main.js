// Start-up and routing. The shell (this module) renders at once; the Python engine starts in
// parallel in its worker (web/app/engine.js) and screens that need it wait for it.
//   #            start page
//   #play=<id>   a saved game (every game is saved; reloading keeps you in it)
//   #g=<code>    a shared game (pax.core.share code); opening it makes a new save
//   ?learn=<game> a new guided first game of that game ("Learn by playing", web/app/learn.js)

import { loadCatalogue, setLang, t, translateStatic } from "./i18n.js";
import { engineReady, startAfter, whenReady } from "./engine.js";
import { showStart } from "./start.js";
import { showGame, openShared, preloadTable } from "./game.js";
import { clear } from "./dom.js";
import { hideBanner, showBanner } from "./ui.js";
import { startUpdates } from "./update.js";
import { startLearning } from "./learn.js";
import "./worker.js"; // window.paxWorkerCall for tests and benchmarks
import { applySettings, openSettingsDialog } from "./settings.js";

applySettings(); // the card size and other settings with an effect on the page (settings.js)

const app = document.getElementById("app");
const status = document.getElementById("engine-status");

function showStatus() {
  status.textContent = engineReady() ? "" : t("engine.starting");
  status.hidden = engineReady();
}

let routing = Promise.resolve();
function route() {
  routing = routing.then(async () => {
    hideBanner();
    clear(app);
    const params = new URLSearchParams(location.hash.slice(1));
    try {
      const learn = new URLSearchParams(location.search).get("learn");
      if (learn !== null) await startLearning(app, learn);
      else if (params.has("g")) await openShared(app, params.get("g"), params.get("s"), params.get("learning"));
      else if (params.has("play")) await showGame(app, params.get("play"));
      else await showStart(app);
    } catch (err) {
      console.warn(err);
      showBanner(t("error.unexpected", { message: String(err && err.message || err) }), "error");
    }
  });
  return routing;
}

async function start() {
  await loadCatalogue();
  translateStatic();
  showStatus();
  whenReady().then(showStatus);
  for (const btn of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-lang]"))) {
    btn.addEventListener("click", () => {
      setLang(btn.dataset.lang);
      translateStatic();
      showStatus();
      // The click is answered by the next frame (the header and its buttons in the new language);
      // the screen is drawn again only after that frame is painted, because redrawing a whole table
      // (at once from its cached view while a computer thinks) can take longer than a frame.
      // Until then the shown game is not ready: it is about to be replaced.
      for (const game of /** @type {NodeListOf<HTMLElement>} */ (app.querySelectorAll(".game"))) game.dataset.ready = "no";
      requestAnimationFrame(() => setTimeout(route, 0));
    });
  }
  // the settings, from every screen: in the page's header (the game screen's top row has no room)
  document.getElementById("settings-open")?.addEventListener("click", () => openSettingsDialog());
  window.addEventListener("hashchange", route);
  // The service worker caches the whole app, one cache per build (web/app/update.js), once the
  // first screen is shown (a shared link's table: its caching would compete with that start).
  startUpdates(route());
}

// A returning player's table comes first: its renderer and catalogue load now, and the engine
// starts once it is drawn (at most 600 ms later); any other page starts the engine at once.
startAfter(Promise.race([preloadTable(new URLSearchParams(location.hash.slice(1)).get("play")),
  new Promise((resolve) => setTimeout(resolve, 600))]));
start();
