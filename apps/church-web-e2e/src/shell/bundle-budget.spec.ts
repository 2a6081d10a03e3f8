import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The project's benchmark script, on the production build this suite runs against. */
function measuredBundle() {
  const output = execFileSync('node', ['tools/scripts/bench-bundle.mjs', '--json'], { cwd: workspaceRoot, encoding: 'utf8' });
  return JSON.parse(output) as { totalKb: number; chunks: { file: string }[] };
}

test('the church home loads at most 120 KB of gzipped JavaScript before its first paint', () => {
  const { totalKb, chunks } = measuredBundle();
  expect(chunks.length).toBeGreaterThan(1);
  expect(totalKb).toBeGreaterThan(50);
  expect(totalKb).toBeLessThanOrEqual(120);
});

test("the entry and React DOM ask V8 to compile them while they download (Chrome's explicit compile hint)", () => {
  const firstLine = (file: string) => readFileSync(`${workspaceRoot}apps/church-web/dist/${file}`, 'utf8').split('\n', 1)[0];
  const hinted = measuredBundle()
    .chunks.filter(({ file }) => file.endsWith('.js') && firstLine(file) === '//# allFunctionsCalledOnLoad')
    .map(({ file }) => file);
  expect(hinted).toEqual([expect.stringMatching(/^assets\/index-/), expect.stringMatching(/^assets\/react-dom-/)]);
});
