import { describe, expect, it } from 'vitest';
import { classifyLicence, judgeExpression, judgeLock, licenceOfManifest, report } from './check-licences.mjs';

describe('classifyLicence', () => {
  it.each([
    ['GPL-2.0-only', 'gpl'],
    ['GPL-3.0-or-later', 'gpl'],
    ['GPL-2.0+', 'gpl'],
    ['GPL-3.0', 'gpl'],
    ['GPLv2', 'gpl'],
    ['AGPL-3.0-only', 'gpl'],
    ['agpl-3.0', 'gpl'],
    ['LGPL-2.1-or-later', 'lgpl'],
    ['LGPL-3.0+', 'lgpl'],
    ['MIT', 'ok'],
    ['Apache-2.0', 'ok'],
    ['BlueOak-1.0.0', 'ok'],
    ['SEE LICENSE IN LICENSE.md', 'unknown'],
    ['UNLICENSED', 'unknown'],
    ['LicenseRef-Proprietary', 'unknown'],
    ['SSPL-1.0', 'unknown'],
  ])('%s is %s', (id, verdict) => expect(classifyLicence(id)).toBe(verdict));
});

describe('judgeExpression', () => {
  const verdict = (expression) => judgeExpression(expression).verdict;

  it('lets a choice pick the permissive licence', () => {
    expect(verdict('(MIT OR GPL-3.0)')).toBe('ok');
    expect(verdict('GPL-2.0-only OR Apache-2.0')).toBe('ok');
    expect(verdict('(MPL-2.0 OR Apache-2.0)')).toBe('ok');
    expect(verdict('(LGPL-3.0-only OR GPL-3.0-only)')).toBe('lgpl');
  });

  it('holds every part of a conjunction', () => {
    expect(verdict('GPL-2.0-only')).toBe('gpl');
    expect(verdict('MIT AND GPL-2.0-only')).toBe('gpl');
    expect(verdict('Apache-2.0 AND LGPL-3.0-or-later AND MIT')).toBe('lgpl');
    expect(verdict('MIT AND (Apache-2.0 OR AGPL-3.0-only)')).toBe('ok');
    expect(verdict('(MIT OR Apache-2.0) AND AGPL-3.0-only')).toBe('gpl');
  });

  it('binds AND tighter than OR', () => {
    // MIT OR (GPL AND Apache): MIT can be chosen.
    expect(verdict('MIT OR GPL-3.0-only AND Apache-2.0')).toBe('ok');
    // (GPL AND MIT) OR UNLICENSED: neither side is acceptable as it stands.
    expect(verdict('GPL-3.0-only AND MIT OR UNLICENSED')).toBe('unknown');
  });

  it('reads an exception as the licence it narrows', () => {
    expect(verdict('GPL-2.0-only WITH Classpath-exception-2.0')).toBe('gpl');
    expect(verdict('Apache-2.0 WITH LLVM-exception')).toBe('ok');
  });

  it('calls an expression it cannot parse unknown', () => {
    expect(verdict('')).toBe('unknown');
    expect(verdict('(MIT OR')).toBe('unknown');
    expect(verdict('MIT OR OR ISC')).toBe('unknown');
    expect(verdict('MIT)')).toBe('unknown');
    expect(verdict(undefined)).toBe('unknown');
  });

  it('names the licences that decided', () => {
    expect(judgeExpression('(MIT OR GPL-3.0)').because).toEqual(['MIT']);
    expect(judgeExpression('MIT AND GPL-2.0-only').because).toEqual(['GPL-2.0-only']);
  });
});

describe('licenceOfManifest', () => {
  it('reads license, its old object form, and the old licenses array as a choice', () => {
    expect(licenceOfManifest({ license: 'ISC' })).toBe('ISC');
    expect(licenceOfManifest({ license: { type: 'MIT', url: 'x' } })).toBe('MIT');
    expect(licenceOfManifest({ licenses: [{ type: 'MIT' }, { type: 'GPL-2.0' }] })).toBe('(MIT OR GPL-2.0)');
    expect(licenceOfManifest({ licenses: ['BSD-3-Clause'] })).toBe('BSD-3-Clause');
    expect(licenceOfManifest({})).toBeNull();
    expect(licenceOfManifest(null)).toBeNull();
  });
});

describe('judgeLock', () => {
  const lock = {
    lockfileVersion: 3,
    packages: {
      '': { name: 'root', dependencies: { good: '^1', 'bad-gpl': '^1', bare: '^1', sharp: '^0.35' }, devDependencies: { 'dev-gpl': '^1' } },
      'apps/web': { name: '@church/web', version: '0.1.0' },
      'node_modules/@church/web': { resolved: 'apps/web', link: true },
      'node_modules/good': { version: '1.0.0', license: '(MIT OR GPL-3.0)' },
      'node_modules/bad-gpl': { version: '1.2.0', license: 'GPL-2.0-only' },
      'node_modules/good/node_modules/nested-agpl': { version: '0.1.0', license: 'AGPL-3.0-or-later' },
      'node_modules/bare': { version: '2.0.0' },
      'node_modules/dev-gpl': { version: '1.0.0', license: 'GPL-3.0-only', dev: true },
      'node_modules/@img/sharp-libvips-linux-x64': { version: '1.2.0', license: 'LGPL-3.0-or-later', optional: true },
      'node_modules/new-lgpl': { version: '1.0.0', license: 'LGPL-2.1-only' },
    },
  };
  const manifests = { 'node_modules/bare': { licenses: [{ type: 'BSD-2-Clause' }] } };
  const results = judgeLock(lock, (path) => manifests[path] ?? null);
  const byName = Object.fromEntries(results.map((r) => [r.name, r]));

  it('checks production packages only, not dev tooling or our own workspaces', () => {
    expect(Object.keys(byName).sort()).toEqual(['@img/sharp-libvips-linux-x64', 'bad-gpl', 'bare', 'good', 'nested-agpl', 'new-lgpl']);
  });

  it('fails a GPL or AGPL package, however deep, and passes a dual licence', () => {
    expect(byName['bad-gpl'].verdict).toBe('gpl');
    expect(byName['nested-agpl'].verdict).toBe('gpl');
    expect(byName.good.verdict).toBe('ok');
  });

  it('reads a licence missing from the lock in the package.json, and calls a missing one unknown', () => {
    expect(byName.bare).toMatchObject({ licence: 'BSD-2-Clause', verdict: 'ok' });
    const unread = judgeLock(lock, () => null).find((r) => r.name === 'bare');
    expect(unread).toMatchObject({ licence: null, verdict: 'unknown' });
  });

  it('passes a reviewed LGPL package with its reason, not a new one', () => {
    expect(byName['@img/sharp-libvips-linux-x64'].reason).toMatch(/libvips/);
    expect(byName['new-lgpl']).toMatchObject({ verdict: 'lgpl', reason: undefined });
  });

  it('reports a deliberate bad entry and fails; the same lock without it passes', () => {
    const lines = [];
    expect(report(lock, results, (line) => lines.push(line))).toBe(false);
    expect(lines.filter((line) => line.startsWith('✖'))).toEqual([
      expect.stringMatching(/^✖ bad-gpl@1\.2\.0 .*GPL-2\.0-only is a GPL licence; required by the root package\.json$/),
      expect.stringMatching(/^✖ nested-agpl@0\.1\.0 .*AGPL-3\.0-or-later is a GPL licence/),
      expect.stringMatching(/^✖ new-lgpl@1\.0\.0 .*nobody has reviewed it/),
    ]);
    const clean = structuredClone(lock);
    for (const path of ['node_modules/bad-gpl', 'node_modules/good/node_modules/nested-agpl', 'node_modules/new-lgpl']) delete clean.packages[path];
    expect(report(clean, judgeLock(clean, (path) => manifests[path] ?? null), () => {})).toBe(true);
  });
});
