// The church site's service worker: hashed assets are served from the cache once fetched (their
// names change when their content does); pages and API calls always go to the network, and a page
// asked for while offline falls back to the last copy of that page, when there is one (as does an
// API read sent with `X-Offline-Cache: keep`).
// A page whose address hands over a credential (the auto-login's token and refreshToken, an
// activation or reset link's verifyToken and resetToken) is never stored nor answered from the cache,
// and neither are the development pages under /dev/ (the mailbox lists such links).
// v2: the caches of v1, which may hold such pages, are deleted when this worker activates.
const CACHE = 'church-web-v2';
const CREDENTIAL_PARAMS = ['token', 'refreshToken', 'verifyToken', 'resetToken'];

function carriesCredentials(url) {
  return CREDENTIAL_PARAMS.some((name) => url.searchParams.has(name)) || url.pathname.startsWith('/dev/');
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, a copy of it kept in the cache when it is a success. */
function fetchAndKeep(request) {
  return fetch(request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  });
}

/** From the network while there is one, kept each time; offline, the copy kept, else `whenNone()`. */
function networkFirst(request, whenNone) {
  return fetchAndKeep(request).catch(() => caches.match(request).then((cached) => cached || whenNone()));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((cached) => cached || fetchAndKeep(request)));
    return;
  }

  // Straight to the network, as if there were no worker: nothing stored, nothing served from the cache.
  if (carriesCredentials(url)) return;

  // An API read the page asks to keep for offline use (the Bible's chapters send `X-Offline-Cache: keep`).
  if (request.headers.get('x-offline-cache') === 'keep') {
    event.respondWith(networkFirst(request, () => Response.error()));
    return;
  }

  if (request.mode === 'navigate') event.respondWith(networkFirst(request, () => caches.match('/')));
});
