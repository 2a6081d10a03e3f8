import type { FastifyInstance } from 'fastify';

/** Where the demo app is served, on every church's site. */
export const DEMO_APP_PATH = '/demo/third-parts/app.html';
const DEMO_SCRIPT_PATH = '/demo/third-parts/app.js';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>Demo app</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #1f2937; background: #f8fafc; }
  main { max-width: 36rem; margin: 0 auto; }
  h1 { font-size: 1.5rem; margin: 0 0 .75rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; font-size: .9rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  [data-verified="false"] h1 { color: #b91c1c; }
</style>
</head>
<body>
<main id="app" aria-live="polite" data-verified="pending"><h1 id="title">…</h1><p id="detail"></p><dl id="claims"></dl></main>
<script type="module" src="${DEMO_SCRIPT_PATH}"></script>
</body>
</html>
`;

/**
 * The demo app: it takes its token from the address's fragment (and takes the fragment out of the
 * address), verifies its EdDSA signature with WebCrypto against the church's JWKS, its issuer (this
 * site), its audience (\`?aud=\`) and its expiry, and greets the member. A real app does the same on its
 * own server, with the church's JWKS address and its audience configured.
 */
const SCRIPT = `const words = {
  en: { hello: (name) => 'Hello, ' + name, verified: 'Your church vouched for you: the token verified against its public keys.', bad: 'The token could not be verified.', none: 'No token was given.', name: 'Name', email: 'E-mail', church: 'Church', expires: 'Expires' },
  pt: { hello: (name) => 'Olá, ' + name, verified: 'Sua igreja confirmou quem você é: o token foi verificado com as chaves públicas dela.', bad: 'Não foi possível verificar o token.', none: 'Nenhum token foi recebido.', name: 'Nome', email: 'E-mail', church: 'Igreja', expires: 'Expira' },
  es: { hello: (name) => 'Hola, ' + name, verified: 'Su iglesia confirmó quién es usted: el token se verificó con sus claves públicas.', bad: 'No se pudo verificar el token.', none: 'No se recibió ningún token.', name: 'Nombre', email: 'Correo electrónico', church: 'Iglesia', expires: 'Vence' },
};
const language = (navigator.language || 'en').slice(0, 2).toLowerCase();
const say = words[language] || words.en;
document.documentElement.lang = words[language] ? language : 'en';
const main = document.getElementById('app');
const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const json = (text) => JSON.parse(new TextDecoder().decode(bytes(text)));

function show(verified, title, detail, claims) {
  main.dataset.verified = String(verified);
  document.getElementById('title').textContent = title;
  document.getElementById('detail').textContent = detail;
  const list = document.getElementById('claims');
  for (const [term, value] of claims) {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.textContent = value;
    list.append(dt, dd);
  }
}

async function verify(token) {
  const [head, body, signature] = token.split('.');
  const header = json(head);
  const claims = json(body);
  if (header.alg !== 'EdDSA' || typeof claims.igreja !== 'string') return null;
  const answer = await fetch('/api/v1/igreja/' + encodeURIComponent(claims.igreja) + '/app-externo/jwks.json');
  const jwk = (await answer.json()).keys.find((key) => key.kid === header.kid);
  if (!jwk) return null;
  const key = await crypto.subtle.importKey('jwk', { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, { name: 'Ed25519' }, false, ['verify']);
  const valid = await crypto.subtle.verify({ name: 'Ed25519' }, key, bytes(signature), new TextEncoder().encode(head + '.' + body));
  const audience = new URLSearchParams(location.search).get('aud');
  const now = Date.now() / 1000;
  return valid && claims.iss === location.origin && claims.aud === audience && claims.exp > now && claims.iat <= now + 60 ? claims : null;
}

const token = new URLSearchParams(location.hash.slice(1)).get('token');
history.replaceState(null, '', location.pathname + location.search);
if (!token) show(false, say.none, '', []);
else {
  verify(token)
    .then((claims) => {
      if (!claims) return show(false, say.bad, '', []);
      show(true, say.hello(claims.name), say.verified, [
        [say.name, claims.name],
        [say.email, claims.email],
        [say.church, claims.igreja],
        [say.expires, new Date(claims.exp * 1000).toLocaleTimeString()],
      ]);
    })
    .catch(() => show(false, say.bad, '', []));
}
`;

/** Serves the demo app's page and script (no token ever reaches the server: it travels in the fragment). */
export async function demoAppRoutes(app: FastifyInstance): Promise<void> {
  app.get(DEMO_APP_PATH, (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE));
  app.get(DEMO_SCRIPT_PATH, (_request, reply) => reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SCRIPT));
}
