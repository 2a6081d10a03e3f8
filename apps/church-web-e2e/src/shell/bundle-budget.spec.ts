import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

test('the church home loads at most 120 KB of gzipped JavaScript before its first paint', () => {
  // The project's benchmark script, on the production build this suite runs against.
  const output = execFileSync('node', ['tools/scripts/bench-bundle.mjs', '--json'], { cwd: workspaceRoot, encoding: 'utf8' });
  const { totalKb, chunks } = JSON.parse(output) as { totalKb: number; chunks: { file: string }[] };
  expect(chunks.length).toBeGreaterThan(1);
  expect(totalKb).toBeGreaterThan(50);
  expect(totalKb).toBeLessThanOrEqual(120);
});
