// The service worker: keeps every file of one build in one cache so the app starts and plays offline, and switches builds only when the page says so.
//
// scripts/postbuild.mjs (Trunk's post_build hook) fills in BUILD below with the build's
// version and every file of dist/, so files added later (lessons, the computer's worker)
// are cached without editing this file. Nothing here names a hashed file.
//
// Life of a build:
// - install: fetch every file of the build into the cache "incerto:<scope>:<version>";
//   one failed file fails the install (the browser tries again on a later visit), so a
//   build is cached whole or not at all;
// - waiting: while an older build runs a page, the new one waits; the page shows "a new
//   version is ready" and, when the person accepts, posts "skip-waiting";
// - activate: delete this scope's caches of other builds and take over the open pages
//   (which then reload, see index.html);
// - fetch: answer from this build's cache; anything not in it goes to the network.

'use strict';

// Written by scripts/postbuild.mjs; a copy of dist/ that was not post-processed caches nothing.
const BUILD = { version: 'unbuilt', files: [] };

const SCOPE = self.registration.scope;
// Two copies of the app on one origin (say /a/ and /b/) have their own scopes and so
// their own caches; neither deletes the other's.
const PREFIX = `incerto:${SCOPE}:`;
const CACHE = PREFIX + BUILD.version;
const INDEX = new URL('index.html', SCOPE).href;

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    BUILD.files.map(async (file) => {
      const url = new URL(file, SCOPE).href;
      // Past the HTTP cache: an index.html or manifest cached by the browser may be older.
      let response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      if (url === INDEX) {
        // A host half-way through uploading a new build may still serve the old page:
        // caching it under this version would mix two builds.
        const page = await response.clone().text();
        // <meta name="incerto-version" content="…">, attributes in any order, quoted or not.
        const tag = page.match(/<meta\b[^>]*\bincerto-version\b[^>]*>/)?.[0] ?? '';
        if (tag.match(/\bcontent="?([^"\s>]+)/)?.[1] !== BUILD.version) {
          throw new Error(`index.html is not build ${BUILD.version} (an upload in progress?)`);
        }
      }
      // Browsers refuse a redirected response as the answer to a navigation (some hosts
      // redirect index.html to its folder): keep only the body and headers.
      if (response.redirected) {
        response = new Response(await response.blob(), { status: response.status, headers: response.headers });
      }
      await cache.put(url, response);
    }),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The first install takes over the page that registered it, so everything it
      // loads from now on (the computer's worker, a lesson) is served from the cache.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  url.hash = '';
  // The app's folder itself, with or without a query, is its index.html.
  if (request.mode === 'navigate') url.search = '';
  const key = url.href === SCOPE ? INDEX : url.href;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      return (await cache.match(key)) ?? fetch(request);
    })(),
  );
});
