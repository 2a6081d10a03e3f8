import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { readTranslationFile } from '../bible-data';
import { searchableText } from '../bible-search-text';
import type { TranslationCode } from '../bible-translations';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();

interface Found {
  livro: string;
  capitulo: number;
  versiculo: number;
  texto: string;
}

interface SearchAnswer {
  resultados: (Found & { nomeLivro: string })[];
  total: number;
  page: number;
  limit: number;
}

async function search(code: TranslationCode, q: string, query: { page?: number; limit?: number } = {}): Promise<SearchAnswer> {
  const params = new URLSearchParams({ q, ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const response = await call(testApp().app, { url: `/api/v1/biblia/${code}/busca?${params}` });
  expect(response.statusCode, `${code} ${q}: ${response.body}`).toBe(200);
  return response.json();
}

/** Every verse of a translation's file with its searchable text, in canon order (read once per translation). */
const fileVerses = new Map<TranslationCode, Promise<(Found & { searchable: string })[]>>();
function versesOf(code: TranslationCode) {
  let verses = fileVerses.get(code);
  if (!verses) {
    verses = readTranslationFile(code).then((file) =>
      file.books.flatMap((book) =>
        book.chapters.flatMap((chapter, chapterIndex) =>
          chapter.map((texto, verseIndex) => ({ livro: book.osis, capitulo: chapterIndex + 1, versiculo: verseIndex + 1, texto, searchable: searchableText(texto) })),
        ),
      ),
    );
    fileVerses.set(code, verses);
  }
  return verses;
}

/**
 * The contract's meaning, written again without the database: whole words, in order, ignoring case,
 * accents and the spacing between them, punctuation as typed. Every verse of the translation's file
 * is matched, in canon order.
 */
async function versesHolding(code: TranslationCode, q: string): Promise<Found[]> {
  const text = searchableText(q);
  const wordCharacter = /[\p{L}\p{N}_]/u;
  const escaped = text
    .split(' ')
    .map((word) => word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
    .join('\\s+');
  const pattern = new RegExp(`${wordCharacter.test(text.at(0) ?? '') ? '(?<![\\p{L}\\p{N}_])' : ''}${escaped}${wordCharacter.test(text.at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : ''}`, 'u');
  return (await versesOf(code)).filter((verse) => pattern.test(verse.searchable)).map(({ livro, capitulo, versiculo, texto }) => ({ livro, capitulo, versiculo, texto }));
}

const withoutNames = (answer: SearchAnswer): Found[] => answer.resultados.map(({ livro, capitulo, versiculo, texto }) => ({ livro, capitulo, versiculo, texto }));

/**
 * Queries of each translation: words found through the language's index (stems that must not widen
 * the results: `loved` is not `love`), words the language's configuration leaves out (stop words:
 * `the`, `of the`, `de`, `el`), phrases, apostrophes, punctuation, accents and case.
 */
const QUERIES: Record<TranslationCode, string[]> = {
  web: ['love', 'LOVE', 'loved', 'the love of God', 'so  LOVED the world', 'the', 'of the', "didn't", 'Yahweh’s', 'burnt offering', 'well pleased', 'Nicodemus', 'Lord,', 'xylophone'],
  alm1911: ['coração', 'CORACAO', 'coracao', 'Deus amou o mundo', 'não', 'de', 'Jesus Cristo', 'Senhor,', 'mãe'],
  rv1909: ['corazón', 'CORAZON', 'Jesús respondió', 'JESUS RESPONDIO', 'el', 'de la', '¿Quién', 'niño', 'Señor'],
};

describe('GET /biblia/{versao}/busca finds what the contract says, in each language', () => {
  it.each(Object.keys(QUERIES) as TranslationCode[])('%s: every query gives the verses that hold it as whole words, whatever the case and accents, in canon order', async (code) => {
    for (const q of QUERIES[code]) {
      const expected = await versesHolding(code, q);
      const first = await search(code, q, { limit: 50 });
      expect(first.total, `${code} “${q}”`).toBe(expected.length);
      expect(withoutNames(first), `${code} “${q}”`).toEqual(expected.slice(0, 50));
      const lastPage = Math.max(1, Math.ceil(expected.length / 50));
      if (lastPage > 1) expect(withoutNames(await search(code, q, { limit: 50, page: lastPage })), `${code} “${q}” page ${lastPage}`).toEqual(expected.slice((lastPage - 1) * 50));
    }
  }, 120_000); // each builds its translation's search index first: a few seconds, longer on a busy machine

  it('finds the same verses for a query in any case and with or without accents', async () => {
    expect((await search('alm1911', 'CORAÇÃO', { limit: 50 })).resultados).toEqual((await search('alm1911', 'coracao', { limit: 50 })).resultados);
    expect((await search('rv1909', 'jesus RESPONDIO')).total).toBe((await search('rv1909', 'Jesús respondió')).total);
  });
});

/** A statement that read the Bible's text, with the statements its transaction ran before it (its settings). */
interface Statement {
  query: SQL;
  before: SQL[];
}

const dialect = new PgDialect();
const textOf = (query: SQL) => dialect.sqlToQuery(query).sql;

/** The tables that hold the Bible's text: its chapters, and the verses the search reads. */
const TEXT_TABLES = ['biblia_capitulo', 'biblia_versiculo'];

/** The statements that read the Bible's text, as a search runs them (in a transaction or not; the rate limit's counter left out). */
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const { db } = testApp().database.handle;
  type Executor = { execute: typeof db.execute };
  const seen: Statement[] = [];
  // The executor's own execute (its class's), whatever this test put on the object itself.
  const recording = (executor: Executor, before: SQL[]) =>
    ((query: SQL) => {
      if (TEXT_TABLES.some((table) => textOf(query).includes(table))) seen.push({ query, before: [...before] });
      else before.push(query);
      return (Object.getPrototypeOf(executor) as Executor).execute.call(executor, query);
    }) as typeof db.execute;
  const transaction = db.transaction.bind(db);
  const spies = [
    vi.spyOn(db, 'execute').mockImplementation(recording(db, [])),
    vi.spyOn(db, 'transaction').mockImplementation(((work: (tx: typeof db) => Promise<unknown>, config?: never) =>
      transaction((tx) => {
        const execute = recording(tx, []);
        return work(new Proxy(tx, { get: (target, property, receiver) => (property === 'execute' ? execute : Reflect.get(target, property, receiver)) }) as unknown as typeof db);
      }, config)) as unknown as typeof db.transaction),
  ];
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return seen;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** The plan of a statement as it ran (EXPLAIN ANALYZE, after what its transaction ran before it), flattened. */
async function planOf(statement: Statement): Promise<PlanNode[]> {
  const { db } = testApp().database.handle;
  const result = await db.transaction(async (tx) => {
    for (const before of statement.before) await tx.execute(before);
    return tx.execute(sql`explain (analyze, format json) ${statement.query}`);
  });
  const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(result);
  const plan = typeof row?.['QUERY PLAN'] === 'string' ? (JSON.parse(row['QUERY PLAN']) as [{ Plan: PlanNode }]) : row?.['QUERY PLAN'];
  if (!plan) throw new Error('No plan');
  return nodesOf(plan[0].Plan);
}

/** Rows the statement read from the text's tables (verses or chapters): those it kept and those its filters and rechecks dropped. */
function rowsRead(nodes: PlanNode[]): number {
  return nodes
    .filter((node) => TEXT_TABLES.includes(node['Relation Name'] ?? ''))
    .reduce((total, node) => total + ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 1), 0);
}

describe('the search is cheap', () => {
  // The WEB's search index is built at its first search, before the statements of these are watched.
  beforeAll(() => search('web', 'Moses'), 120_000);
  afterEach(() => vi.restoreAllMocks());

  it.each([
    // Nicodemus is in 5 of the WEB's 31 102 verses; love in 319, its stem (love, loves, loved, loving) in 624.
    ['Nicodemus', 20],
    ['love', 1_000],
    ['Jerusalem', 1_000],
  ])('looks “%s” up in the translation’s full-text index and reads at most %i rows of text', async (word, bound) => {
    const statements = await statementsOf(() => search('web', word));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const nodes = await planOf(statement);
      expect(nodes.map((node) => node['Index Name']), textOf(statement.query)).toContain('biblia_versiculo_web_palavras_idx');
      expect(rowsRead(nodes), textOf(statement.query)).toBeLessThanOrEqual(bound);
    }
  });

  it('pushes the page’s LIMIT into the scan: the first page of words in most verses reads a few pages’ worth of verses, not the 31 102', async () => {
    const statements = await statementsOf(() => search('web', 'and the', { limit: 10 }));
    const pages = statements.filter((statement) => textOf(statement.query).includes('limit'));
    expect(pages).toHaveLength(1);
    const [page] = pages;
    if (!page) throw new Error('No page statement');
    expect(rowsRead(await planOf(page))).toBeLessThanOrEqual(200);
  });

  it('reads the verses once for ten identical searches at once, and not at all for a search asked before', async () => {
    // Two words in more verses than a page holds: one statement reads the page and counts.
    const alone = await statementsOf(() => search('web', 'Samaria'));
    expect(alone).toHaveLength(1);
    const together = await statementsOf(() => Promise.all(Array.from({ length: 10 }, () => search('web', 'Galilee'))));
    expect(together).toHaveLength(alone.length);
    const answers = await Promise.all(Array.from({ length: 10 }, () => search('web', 'galilee')));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.total).toBeGreaterThan(10);
    // Asked again, in another case and spacing: the cache answers, the database is not asked.
    expect(await statementsOf(() => search('web', '  GALILEE '))).toHaveLength(0);
    expect(await statementsOf(() => search('web', 'Samaria'))).toHaveLength(0);
    // Another page of a known search: its total is known, only the page is read.
    expect(await statementsOf(() => search('web', 'Samaria', { page: 2 }))).toHaveLength(1);
    expect(await statementsOf(() => search('web', 'samaria', { page: 2 }))).toHaveLength(0);
  });

  it('answers a page past the end of a known search without reading the verses', async () => {
    const { total } = await search('web', 'Nazareth', { limit: 10 });
    expect(total).toBeGreaterThan(0);
    const statements = await statementsOf(async () => expect((await search('web', 'Nazareth', { limit: 10, page: 500 })).resultados).toEqual([]));
    expect(statements).toHaveLength(0);
  });
});
