"use strict";
// The service worker: it keeps one build of the game (the files below) in
// a cache named by the build, so the game starts with no network after a
// first visit. `make web` writes in the build's id and the wasm's name.
//
// - The wasm's name carries its content hash, so it never changes under
//   that name: it, and the other files of the build, are served from the
//   cache first, from the network only when missing. Nothing else is
//   answered by this worker, and nothing is added to the cache at run time.
// - Pages (navigations) go to the network first, so a new deploy's
//   index.html is seen at once; without network the cached index.html is
//   served. The cached files are never replaced one by one: a new build's
//   sw.js differs from this one (its build id), so the browser installs it
//   with a new cache holding the whole new build; once active it deletes
//   the old caches.
const BUILD = "__BUILD__";
const CACHE = "nilegames-" + BUILD;
const FILES = ["./", "wasm_exec.js", "__WASM_NAME__", "manifest.webmanifest",
  "icon-192.png", "icon-512.png", "icon-maskable-512.png", "apple-touch-icon.png", "favicon.png"];
// A navigation that gets no answer in this time is served from the cache.
const NAVIGATION_TIMEOUT_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache": revalidated with the server, never an older copy from
    // the HTTP cache; the wasm the page has just downloaded comes from the
    // HTTP cache after a 304, not a second download.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
    // The running page keeps its wasm in memory: the new build may take
    // over now, the next load uses it.
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("nilegames-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The precached files by their full URL: other requests (another query
// string, other files) are left to the browser and the network.
const PRECACHED = new Set(FILES.map((f) => new URL(f, self.location).href));

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === "navigate") {
    event.respondWith(navigation(req));
  } else if (PRECACHED.has(req.url)) {
    event.respondWith(cacheFirst(req));
  }
});

async function navigation(req) {
  try {
    return await withTimeout(fetch(req), NAVIGATION_TIMEOUT_MS);
  } catch (err) {
    const cache = await caches.open(CACHE);
    // Any page of the scope (index.html?test=1, ./) is the loader.
    const hit = (await cache.match("./")) || (await cache.match(req, { ignoreSearch: true }));
    if (hit) return hit;
    throw err;
  }
}

async function cacheFirst(req) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(req);
  if (hit) {
    // Tells the loader that the wasm comes from this device, not the
    // network. The cache holds the body decoded: the headers of its
    // encoding on the wire no longer apply.
    const headers = new Headers(hit.headers);
    headers.set("X-Nile-Source", "cache");
    headers.delete("Content-Encoding");
    headers.delete("Content-Length");
    return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers });
  }
  return fetch(req);
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no answer in " + ms + " ms")), ms);
    promise.then((v) => { clearTimeout(timer); resolve(v); }, (e) => { clearTimeout(timer); reject(e); });
  });
}
