// Service worker: caches the whole app on the first visit, then serves it from the cache
// (cache first), so the game starts and plays with the network cut. The build writes the
// file list and the build id below. Responses are cached whole, headers included (COOP/COEP
// keep the page cross-origin isolated).
//
// One cache per build, and one build per tab: a tab keeps loading the files of the build it was
// opened on until it reloads, even after a newer worker has taken over (otherwise a module loaded
// late, such as a renderer or a card catalogue, would come from another build than the code that
// imports it). The worker remembers each tab's build (its navigation, and the page's own
// "pax-hello" message, web/app/update.js) in a small cache of its own, since a worker may be
// stopped and started again at any time; a build's cache is removed once no open tab uses it.
// A build being installed is no tab's yet: its worker marks it in the same small cache while it
// fills its own, so that the worker still in charge, pruning when a tab opens meanwhile, does not
// delete the cache the new build is filling (which would fail its install, or leave it active with
// nothing cached: no game offline).
//
// Navigations are answered with the page asked for (howto.html, the start page, any other file
// of the site), so "How to play" and its rule links open offline too; the app's own routes are
// all in the #fragment of index.html.

const BUILD = "@@BUILD@@";
const CACHE = `pax-${BUILD}`;
const CLIENTS = "pax-tabs"; // client id -> build (never a build's own cache: see cacheName)
const PRECACHE = "@@PRECACHE@@";

const cacheName = (build) => `pax-${build}`;
const tabKey = (id) => new URL(`__tab/${encodeURIComponent(id)}`, self.registration.scope).href;
const installKey = (build) => new URL(`__installing/${encodeURIComponent(build)}`, self.registration.scope).href;
// an install mark older than this is of a worker that was stopped mid-install: it protects nothing
const INSTALL_MARK_MS = 60 * 60 * 1000;
const known = new Map();

async function buildOf(clientId) {
  if (!clientId) return null;
  if (known.has(clientId)) return known.get(clientId);
  const hit = await (await caches.open(CLIENTS)).match(tabKey(clientId));
  const build = hit ? await hit.text() : null;
  if (build) known.set(clientId, build);
  return build;
}

async function remember(clientId, build) {
  if (!clientId || typeof build !== "string" || !/^[\w.-]{1,64}$/.test(build)) return;
  known.set(clientId, build);
  await (await caches.open(CLIENTS)).put(tabKey(clientId), new Response(build));
}

/** Forget closed tabs, and remove every build's cache that no open tab uses (but this one, and one
 * being installed). */
async function prune() {
  // the caches first, the marks after: a build whose cache is listed here marked itself before
  // opening it (see install), so its mark is read below
  const keys = await caches.keys();
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: "all" })).map((c) => c.id));
  const tabs = await caches.open(CLIENTS);
  const used = new Set([BUILD]);
  for (const req of await tabs.keys()) {
    const path = new URL(req.url).pathname;
    if (path.includes("/__installing/")) {
      const since = Number(await (await tabs.match(req))?.text());
      if (Date.now() - since < INSTALL_MARK_MS) used.add(decodeURIComponent(path.split("/__installing/")[1]));
      else await tabs.delete(req);
      continue;
    }
    const id = decodeURIComponent(path.split("/__tab/")[1] || "");
    if (open.has(id)) used.add(await (await tabs.match(req)).text());
    else { known.delete(id); await tabs.delete(req); }
  }
  for (const key of keys) {
    if (key.startsWith("pax-") && key !== CLIENTS && !used.has(key.slice(4))) await caches.delete(key);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const tabs = await caches.open(CLIENTS);
    await tabs.put(installKey(BUILD), new Response(String(Date.now())));
    try {
      const cache = await caches.open(CACHE);
      // Versioned files (vendor/, wheels/, py/<hash>/) come from the HTTP cache when the page
      // already loaded them; the rest is revalidated ("no-cache" on the server).
      await cache.addAll(PRECACHE);
    } catch (err) {
      await tabs.delete(installKey(BUILD)); // (its cache goes at the next prune)
      throw err;
    }
    // Taking over at once changes no open tab's build (see above): new tabs get this one.
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    await prune();
    await self.clients.claim();
    await (await caches.open(CLIENTS)).delete(installKey(BUILD)); // in charge now: its own cache is kept
  })());
});

self.addEventListener("message", (event) => {
  const data = event.data;
  // a tab's hello comes from a Client (a page), never from a port or another worker
  const source = event.source;
  if (!data || data.type !== "pax-hello" || !(source instanceof Client)) return;
  event.waitUntil((async () => {
    await remember(source.id, data.build);
    source.postMessage({ type: "pax-build", build: BUILD });
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    if (req.mode === "navigate") {
      // a new page: this build's copy of the page asked for; the tab it opens is of this build
      const hit = await (await caches.open(CACHE)).match(req, { ignoreSearch: true });
      if (hit) {
        event.waitUntil(remember(event.resultingClientId, BUILD).then(prune));
        return hit;
      }
      return network(req);
    }
    const build = await buildOf(event.clientId);
    const name = build && await caches.has(cacheName(build)) ? cacheName(build) : CACHE;
    return (await (await caches.open(name)).match(req)) || network(req);
  })());
});

async function network(req) {
  try {
    return await fetch(req);
  } catch (err) {
    return new Response("offline and not cached", { status: 503, statusText: "offline" });
  }
}
