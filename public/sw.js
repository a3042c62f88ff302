// Service worker: caches the whole app on the first visit, then serves it from the cache
// (cache first), so the game starts and plays with the network cut. The build writes the
// file list and the build id below; a new build gets a new cache and the old one is removed.
// Responses are cached whole, headers included (COOP/COEP keep the page cross-origin isolated).

const BUILD = "@@BUILD@@";
const CACHE = `pax-${BUILD}`;
const PRECACHE = "@@PRECACHE@@";

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // Versioned files (vendor/, wheels/, py/<hash>/) come from the HTTP cache when the page
    // already loaded them; the rest is revalidated ("no-cache" on the server).
    await cache.addAll(PRECACHE);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("pax-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Every page of the app is index.html (the game is in the #fragment).
    const key = req.mode === "navigate" ? "./index.html" : req;
    const hit = await cache.match(key, { ignoreSearch: req.mode === "navigate" });
    if (hit) return hit;
    try {
      return await fetch(req);
    } catch (err) {
      return new Response("offline and not cached", { status: 503, statusText: "offline" });
    }
  })());
});
