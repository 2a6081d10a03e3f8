#!/usr/bin/env node
// Every message of every catalog is translated in pt-BR and es. Extracts first (as npm run
// i18n:extract does, dropping messages the code no longer has), so a new message counts; in CI a
// catalog that extraction changed means the committed catalogs were stale.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TRANSLATED = ['pt-BR', 'es'];

execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'ignore' });

// Node 20 cannot import the TypeScript config, and its catalogs are derived from the folders:
// Lingui's own loader reads it (catalog paths come back absolute).
const config = getConfig({ configPath: `${root}lingui.config.ts` });
if (config.catalogs.length === 0) throw new Error('No catalogs found in lingui.config.ts');

function untranslated(file) {
  const entries = readFileSync(file, 'utf8').split(/\n\n+/);
  const missing = [];
  for (const entry of entries) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    const translation = /^msgstr "(.*)"$/m.exec(entry)?.[1];
    if (id && !translation) missing.push(id);
  }
  return missing;
}

let problems = 0;
for (const { path } of config.catalogs) {
  for (const locale of TRANSLATED) {
    const file = `${path.replace('{locale}', locale)}.po`;
    for (const id of untranslated(file)) {
      problems += 1;
      console.error(`${file.replace(root, '')}: no ${locale} translation for "${id}"`);
    }
  }
}

if (process.env.CI) {
  const changed = execFileSync('git', ['status', '--porcelain', '--', '*.po'], { cwd: root, encoding: 'utf8' }).trim();
  if (changed) {
    problems += 1;
    console.error(`The committed catalogs were stale (run npm run i18n:extract and commit):\n${changed}`);
  }
}

if (problems) process.exit(1);
console.log(`Every message is translated in ${TRANSLATED.join(' and ')} across ${config.catalogs.length} catalogs.`);
