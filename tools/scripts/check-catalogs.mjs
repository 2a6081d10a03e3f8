#!/usr/bin/env node
// Every message of every catalog is translated in pt-BR and es, and the same message the same way in
// every catalog. Extracts first (as npm run i18n:extract does, dropping messages the code no longer
// has), so a new message counts; in CI a catalog that extraction changed means the committed catalogs
// were stale.
//
// The Spanish catalogs address the reader as usted, as the shell does ("Inicie sesión o cree su
// cuenta"), never as tú: a page shows several libraries' messages at once, and two registers on it
// read as careless. Each es.po msgstr is searched for a short list of words that only tú uses (TU_WORDS,
// whole words, any case, placeholders left out), and the file, message and word are reported. Forms
// that usted or an impersonal text uses too (elige, vuelve, escribe, comparte, busca, espera, empieza:
// "el plan vuelve a empezar", "mientras escribe", "se comparte") are left out of the list. The server's
// own Spanish (its e-mails, the receipts' PDF, its error pages) is held to the same list.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import ts from 'typescript';

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

/** Each message of a catalog file (its context and id) with its translation. */
function entriesOf(file) {
  const entries = [];
  for (const entry of readFileSync(file, 'utf8').split(/\n\n+/)) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    if (!id) continue;
    entries.push({ context: /^msgctxt "(.*)"$/m.exec(entry)?.[1] ?? '', id, translation: /^msgstr "(.*)"$/m.exec(entry)?.[1] ?? '' });
  }
  return entries;
}

let problems = 0;

// A message is one entry of the locale's messages once compiled (its id is made of its text and
// context): the server renders with every catalog at once and the browser with those it has loaded,
// so two catalogs translating it differently show one or the other, and the page the server rendered
// differs from the browser's (React's hydration error #418). Two meanings take a context of their own.
for (const locale of TRANSLATED) {
  const seen = new Map();
  for (const { path } of config.catalogs) {
    const file = `${path.replace('{locale}', locale)}.po`;
    for (const { context, id, translation } of entriesOf(file)) {
      // An untranslated message is reported below.
      if (!translation) continue;
      const key = `${context}\u0004${id}`;
      const first = seen.get(key);
      if (!first) seen.set(key, { file, translation });
      else if (first.translation !== translation) {
        problems += 1;
        console.error(
          `"${id}"${context ? ` (context "${context}")` : ''} is "${first.translation}" in ${first.file.replace(root, '')} but "${translation}" in ${file.replace(root, '')}: ` +
            'translate it the same, or give one a context (t({ context, message }))',
        );
      }
    }
  }
}

// Words only tú uses: possessives and pronouns, second-person verb forms, and tú imperatives that
// are not also the third person (which usted shares).
const TU_WORDS = [
  'tu', 'tus', 'te', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas',
  'quieres', 'puedes', 'tienes', 'has', 'estás', 'eres', 'debes', 'necesitas', 'irás', 'volverás', 'recibirás',
  'inicia', 'añade', 'revisa', 'intenta', 'inténtalo', 'introduce', 'instala', 'pulsa', 'ingresa', 'descubre',
  'únete', 'revísalo', 'guárdalo', 'cópialo',
];
const tuWord = new RegExp(`(?<![\\p{L}\\p{N}])(${TU_WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
for (const { path } of config.catalogs) {
  const file = `${path.replace('{locale}', 'es')}.po`;
  for (const { context, id, translation } of entriesOf(file)) {
    // Placeholders ({name}) and tags (<0>) are not words of the text.
    const word = tuWord.exec(translation.replace(/\{\w+\}|<\/?\d+\/?>/g, ' '))?.[1];
    if (!word) continue;
    problems += 1;
    console.error(
      `${file.replace(root, '')}: "${id}"${context ? ` (context "${context}")` : ''} addresses the reader as tú ("${word}" in "${translation}"): use usted`,
    );
  }
}

// The server's own Spanish (e-mails, the receipts' PDF, its error pages) addresses the reader as the web
// app does: every string in an `es: { … }` object of its code (demo content and tests aside).
for (const { file, text } of serverSpanishTexts()) {
  const word = tuWord.exec(text.replace(/\$\{[^}]*\}/g, ' '))?.[1];
  if (!word) continue;
  problems += 1;
  console.error(`${file}: "${text}" addresses the reader as tú ("${word}"): use usted`);
}

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

/** The strings (and templates, with their placeholders) inside every `es: { … }` object of the server's own code. */
function* serverSpanishTexts() {
  const server = `${root}apps/church-api/src`;
  const files = readdirSync(server, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !/(^|\/)(demo|test)\/|\.spec\.ts$/.test(file));
  for (const file of files) {
    const source = readFileSync(`${server}/${file}`, 'utf8');
    if (!source.includes('es:')) continue;
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    const texts = [];
    const collect = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
      else if (ts.isTemplateExpression(node)) texts.push(node.getText(tree).slice(1, -1));
      ts.forEachChild(node, collect);
    };
    const visit = (node) => {
      if (ts.isPropertyAssignment(node) && node.name.getText(tree) === 'es' && ts.isObjectLiteralExpression(node.initializer)) collect(node.initializer);
      else ts.forEachChild(node, visit);
    };
    visit(tree);
    for (const text of texts) yield { file: `apps/church-api/src/${file}`, text };
  }
}
