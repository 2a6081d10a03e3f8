#!/usr/bin/env node
// npm test: nothing that ships may be GPL or AGPL. What ships is the production side of package-lock.json:
// every `packages` entry not marked `dev` (the root's and the workspaces' `dependencies`, everything they
// pull in, and the optional platform binaries, such as sharp's, for every platform). Dev tooling (build,
// lint, test, Storybook, Playwright) runs here and in CI only, and is not checked. Our own workspace
// packages are skipped: they are this repository's code.
//
// Each licence is read as an SPDX expression: `(MIT OR GPL-3.0-only)` passes, as MIT can be chosen;
// `MIT AND GPL-2.0-only` and `GPL-2.0-only WITH Classpath-exception-2.0` fail (an exception narrows a GPL,
// it does not make it another licence). The policy, per licence:
//   - GPL and AGPL, any version: fail. The server is offered over the network (AGPL) and the browser
//     bundle is distributed to every visitor (GPL).
//   - LGPL: always reported, and it fails until a person has read what the package is and added it to
//     REVIEWED_LGPL below with the reason. LGPL is fine for a library loaded unmodified and replaceable at
//     run time (sharp's libvips on the server); it is not fine once it is bundled and minified into the
//     browser's JavaScript, where the visitor can no longer swap it, so each one is looked at once.
//   - the licences in ACCEPTED (permissive, or MPL's per-file copyleft on unmodified files): pass.
//   - anything else (no licence anywhere, `UNLICENSED`, `SEE LICENSE IN …`, an id not listed here):
//     unknown, and fails with the package's name unless ALLOWED below says what it is and why it is fine.
// A licence missing from the lock file is read from the package's package.json in node_modules
// (`license`, or the old `licenses` array, which meant a choice: one OR another).
//
//   node tools/scripts/check-licences.mjs               checks package-lock.json
//   node tools/scripts/check-licences.mjs --lock FILE   checks another lock file (packages read from FILE's folder)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Licences (SPDX ids) that ship without a second look. */
export const ACCEPTED = new Set(
  [
    '0BSD', 'Apache-2.0', 'Artistic-2.0', 'BlueOak-1.0.0', 'BSD-2-Clause', 'BSD-3-Clause', 'BSD-3-Clause-Clear',
    'CC-BY-3.0', 'CC-BY-4.0', 'CC0-1.0', 'ISC', 'MIT', 'MIT-0', 'MPL-2.0', 'OFL-1.1', 'Python-2.0', 'Unicode-3.0',
    'Unicode-DFS-2016', 'Unlicense', 'W3C', 'WTFPL', 'X11', 'Zlib',
  ].map((id) => id.toLowerCase()),
);

/**
 * LGPL packages a person has looked at: [pattern of the package name, why it may ship]. Short on purpose.
 */
export const REVIEWED_LGPL = [
  [
    /^@img\/sharp-/,
    'libvips (and its Windows DLLs), the image library sharp loads at run time in the server to re-encode uploaded images; ' +
      'shipped unmodified as a separate shared library that can be replaced, never in the browser bundle',
  ],
];

/**
 * Packages whose licence cannot be read from the lock file or their package.json: name → what a person found
 * the licence to be, and why it may ship. Keep it short; prefer asking upstream to add a `license` field.
 */
export const ALLOWED = {
  // 'some-package': 'MIT: the LICENSE file in its repository; its package.json has no licence field',
  mercadopago: "MIT: the LICENSE file it ships (MIT License, Copyright (c) 2021 MercadoPago Developers), Mercado Pago's official Node SDK; its 3.6.1 package.json has no licence field",
  '@countrystatecity/countries':
    'ODbL-1.0 (data): the countries-states-cities database, read by the server only (the lookups module answers states and cities from it; ' +
    'never in the browser bundle). Its obligations are attribution and, for a database made from it and offered, the same licence: we ' +
    'serve extracts of it unmodified and credit it (README, openapi/modules/lookups.yaml). Not a software licence; no GPL reaches our code',
  'png-js': 'MIT: the LICENSE file it ships (MIT License, Copyright (c) 2017 Devon Govett, the author of pdfkit, which requires it); its 2.0.0 package.json has no licence field',
};

const RANK = { ok: 0, lgpl: 1, unknown: 2, gpl: 3 };

/** The verdict on one licence id (`GPL-2.0+`, `LGPL-3.0-or-later`, `MIT`…): ok, lgpl, gpl or unknown. */
export function classifyLicence(id) {
  const bare = id.replace(/\+$/, '');
  if (/^A?GPL(v?\d|-|$)/i.test(bare)) return 'gpl';
  if (/^LGPL(v?\d|-|$)/i.test(bare)) return 'lgpl';
  if (ACCEPTED.has(bare.toLowerCase())) return 'ok';
  return 'unknown';
}

function tokenize(expression) {
  return expression.match(/\(|\)|[^\s()]+/g) ?? [];
}

/**
 * The verdict on an SPDX expression: { verdict, because } where verdict is ok, lgpl, gpl or unknown and
 * `because` lists the licences that decided it. OR takes the best choice, AND the worst; `X WITH e` is X.
 * Anything that does not parse is unknown.
 */
export function judgeExpression(expression) {
  const tokens = tokenize(String(expression ?? '').trim());
  let at = 0;
  const peek = () => tokens[at]?.toUpperCase();
  const fail = () => {
    throw new Error('unparsable');
  };
  const combine = (parts, pick) =>
    parts.reduce((a, b) => {
      if (RANK[a.verdict] === RANK[b.verdict]) return { verdict: a.verdict, because: [...a.because, ...b.because] };
      return pick(RANK[a.verdict], RANK[b.verdict]) ? a : b;
    });
  function atom() {
    const token = tokens[at++];
    if (token === undefined || token === ')') fail();
    if (token === '(') {
      const inner = or();
      if (tokens[at++] !== ')') fail();
      return inner;
    }
    if (['AND', 'OR', 'WITH'].includes(token.toUpperCase())) fail();
    if (peek() === 'WITH') {
      at += 1;
      const exception = tokens[at++];
      if (!exception || '()'.includes(exception)) fail();
    }
    return { verdict: classifyLicence(token), because: [token] };
  }
  function and() {
    const parts = [atom()];
    while (peek() === 'AND') {
      at += 1;
      parts.push(atom());
    }
    return combine(parts, (a, b) => a >= b);
  }
  function or() {
    const parts = [and()];
    while (peek() === 'OR') {
      at += 1;
      parts.push(and());
    }
    return combine(parts, (a, b) => a <= b);
  }
  try {
    if (tokens.length === 0) fail();
    const result = or();
    if (at !== tokens.length) fail();
    return result;
  } catch {
    return { verdict: 'unknown', because: [String(expression ?? 'no licence')] };
  }
}

/** A package.json's licence as one SPDX expression, or null: `license` (a string or { type }), or `licenses`. */
export function licenceOfManifest(manifest) {
  const text = (value) => (typeof value === 'string' ? value : typeof value?.type === 'string' ? value.type : null);
  const single = text(manifest?.license);
  if (single) return single;
  const list = Array.isArray(manifest?.licenses) ? manifest.licenses.map(text).filter(Boolean) : [];
  if (list.length === 1) return list[0];
  if (list.length > 1) return `(${list.join(' OR ')})`;
  return null;
}

const nameOf = (path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * Every production package of a lock file (lockfileVersion 2 or 3) and what its licence allows:
 * [{ path, name, version, licence, verdict, because, reason }], our own workspace packages left out.
 * `readManifest(path)` reads the package.json of an installed package (for a licence the lock lacks).
 */
export function judgeLock(lock, readManifest = () => null) {
  const packages = lock.packages ?? {};
  const workspaces = new Set(Object.keys(packages).filter((path) => path && !path.includes('node_modules/')));
  const results = [];
  for (const [path, entry] of Object.entries(packages)) {
    if (!path || entry.dev || !path.includes('node_modules/')) continue;
    if (entry.link && workspaces.has(entry.resolved)) continue;
    const name = entry.name ?? nameOf(path);
    const licence = typeof entry.license === 'string' ? entry.license : licenceOfManifest(readManifest(path));
    let { verdict, because } = licence ? judgeExpression(licence) : { verdict: 'unknown', because: ['no licence'] };
    let reason;
    if (verdict === 'lgpl') reason = REVIEWED_LGPL.find(([pattern]) => pattern.test(name))?.[1];
    if (verdict === 'unknown' && ALLOWED[name]) [verdict, reason] = ['ok', ALLOWED[name]];
    results.push({ path, name, version: entry.version, licence: licence ?? null, verdict, because, reason });
  }
  return results;
}

/** The packages that require `name`, as written in the lock (for telling where a bad one comes from). */
function requirersOf(lock, name) {
  const users = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const wanted = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    if (name in wanted) users.push(path === '' ? 'the root package.json' : entry.name ?? (path.includes('node_modules/') ? nameOf(path) : path));
  }
  return [...new Set(users)];
}

/** Prints the report; true when everything may ship. */
export function report(lock, results, log = console.log) {
  const failures = results.filter((r) => r.verdict === 'gpl' || r.verdict === 'unknown' || (r.verdict === 'lgpl' && !r.reason));
  const lgpl = results.filter((r) => r.verdict === 'lgpl' && r.reason);
  const counts = {};
  for (const r of results) counts[r.licence ?? 'none'] = (counts[r.licence ?? 'none'] ?? 0) + 1;
  const summary = Object.entries(counts).sort((a, b) => b[1] - a[1]).map(([licence, n]) => `${n} ${licence}`).join(', ');
  log(`› ${results.length} production packages (dev tooling not counted): ${summary}`);
  if (lgpl.length) {
    log(`› LGPL, reviewed (REVIEWED_LGPL in tools/scripts/check-licences.mjs):`);
    const reasons = [...new Set(lgpl.map((r) => r.reason))];
    for (const reason of reasons) {
      log(`  ${lgpl.filter((r) => r.reason === reason).map((r) => r.name).join(', ')}`);
      log(`    ${reason}`);
    }
  }
  for (const r of failures) {
    const why = {
      gpl: `${r.because.join(', ')} is a GPL licence`,
      lgpl: `${r.because.join(', ')} is LGPL and nobody has reviewed it (REVIEWED_LGPL)`,
      unknown: r.licence ? `${r.because.join(', ')} is not a licence this check knows (ACCEPTED, or ALLOWED with a reason)` : 'it has no licence in the lock file or its package.json (ALLOWED with a reason, if a person finds one)',
    }[r.verdict];
    log(`✖ ${r.name}@${r.version ?? '?'} (${r.path}): ${r.licence ? `licence ${JSON.stringify(r.licence)}: ` : ''}${why}; required by ${requirersOf(lock, r.name).join(', ') || 'nothing listed'}`);
  }
  if (failures.length === 0) log('✔ Nothing that ships is GPL or AGPL, and every licence is known.');
  return failures.length === 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const at = process.argv.indexOf('--lock');
  const lockPath = at > 0 ? resolve(process.argv[at + 1]) : join(root, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const readManifest = (path) => {
    const file = join(dirname(lockPath), path, 'package.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  };
  process.exit(report(lock, judgeLock(lock, readManifest)) ? 0 : 1);
}
