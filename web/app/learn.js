// "Learn by playing": ./?learn=<game> starts that game's guided first game (the engine's
// `tutorial` op: a fixed deal, its seats and computer levels), stores it as an ordinary save marked
// `learning: true` and opens it (web/app/guide.js guides it). The address then names the save
// (#play=<id>, without ?learn), so a reload continues the same game instead of starting another.
// Which games have a guided first game is the engine's word (the `games` reply), never this page's.

import { h } from "./dom.js";
import { t, getLang } from "./i18n.js";
import { call, whenReady, EngineError } from "./engine.js";
import * as saves from "./saves.js";
import { showGame } from "./game.js";
import { showBanner } from "./ui.js";
import { showStart } from "./start.js";

/** Back to the start page, saying why the guided game did not start. */
async function refuse(app, message) {
  history.replaceState(null, "", `${location.pathname}#`);
  app.replaceChildren();
  await showStart(app);
  showBanner(message, "error");
}

/** Start the guided first game of `game` (text from the address: checked against the engine's list). */
export async function startLearning(app, game) {
  app.append(h("p", { class: "muted", id: "learn-starting" }, t("guide.starting")));
  await whenReady();
  const { games } = await call("games");
  const offered = games.find((g) => g.id === game && g.available && g.tutorial === true);
  if (!offered) return refuse(app, t("guide.none"));
  let payload;
  try {
    payload = await call("tutorial", { game: offered.id, lang: getLang() });
  } catch (err) {
    return refuse(app, err instanceof EngineError ? err.message : String(err));
  }
  const id = saves.newId();
  const seats = saves.cleanSeats(payload.seats, payload.setup.players);
  const levels = seats?.includes("computer") ? saves.cleanLevels(payload.levels, seats) : undefined;
  saves.put({ ...saves.fromPayload(id, payload), seats, levels, learning: true }); // (reported by the game screen)
  history.replaceState(null, "", `${location.pathname}#play=${id}`);
  app.replaceChildren();
  await showGame(app, id, payload);
}
