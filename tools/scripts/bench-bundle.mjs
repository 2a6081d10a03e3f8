#!/usr/bin/env node
// Prints the gzip size of the JavaScript the church home loads before its first paint: the entry
// chunk and everything it imports statically, what the start always imports (React DOM), the home
// route's lazy chunk and its imports, and the
// catalogs the home needs in its heaviest locale. Reads Vite's manifest of the production build (npm run build first).
// `--json` prints the numbers for tests; `--max-kb N` exits 1 when the total is over N.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../../apps/church-web/dist/', import.meta.url));
const HOME_ROUTE = '../../libs/church-home/src/home/home-page.tsx';
/** What every start imports dynamically and awaits: React DOM, in a chunk of its own (src/boot/mount-app.tsx). */
const START_IMPORTS = ['src/boot/mount-app.tsx'];
const LOCALES = ['en', 'pt-BR', 'es'];
/** The catalogs the home needs: the first-paint catalog (which holds the home's messages too). */
const HOME_CATALOGS = ['../../libs/shared/i18n/src/locales'];

export function measureHomeBundle() {
  const manifestPath = `${dist}.vite/manifest.json`;
  if (!existsSync(manifestPath)) throw new Error('No production build: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const addWithImports = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) addWithImports(imported);
  };
  addWithImports('index.html');
  for (const key of START_IMPORTS) addWithImports(key);
  if (manifest[HOME_ROUTE]) addWithImports(HOME_ROUTE);
  const gz = (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
  const catalogsOf = (locale) =>
    HOME_CATALOGS.map((folder) => {
      const chunk = manifest[`${folder}/${locale}.po`];
      if (!chunk) throw new Error(`${folder}/${locale}.po is not in the build manifest`);
      return { file: chunk.file, bytes: gz(chunk.file) };
    });
  const sum = (items) => items.reduce((total, item) => total + item.bytes, 0);
  const heaviest = LOCALES.map((locale) => ({ locale, catalogs: catalogsOf(locale) })).reduce((a, b) =>
    sum(b.catalogs) > sum(a.catalogs) ? b : a,
  );
  const chunks = [...files].map((file) => ({ file, bytes: gz(file) }));
  for (const catalog of heaviest.catalogs) chunks.push({ file: `${catalog.file} (${heaviest.locale} catalog)`, bytes: catalog.bytes });
  const total = sum(chunks);
  return { chunks, totalBytes: total, totalKb: Math.round((total / 1024) * 10) / 10 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measureHomeBundle();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
  } else {
    console.log('JavaScript the church home loads before first paint (gzip -9):');
    for (const chunk of result.chunks) console.log(`  ${(chunk.bytes / 1024).toFixed(1).padStart(7)} KB  ${chunk.file}`);
    console.log(`  ${result.totalKb.toFixed(1).padStart(7)} KB  total`);
  }
  const maxIndex = process.argv.indexOf('--max-kb');
  if (maxIndex > 0 && result.totalKb > Number(process.argv[maxIndex + 1])) {
    console.error(`Over budget: ${result.totalKb} KB > ${process.argv[maxIndex + 1]} KB`);
    process.exit(1);
  }
}
