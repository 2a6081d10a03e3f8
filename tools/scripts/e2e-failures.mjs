// The end-to-end tests that failed, read from Playwright's JSON report, so that the last lines of a
// run name them even when later steps print after the browser tests.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { root } from './ensure-workspace.mjs';

/** Where apps/church-web-e2e/playwright.config.mts has the JSON reporter write. */
export const E2E_REPORT = `${root}dist/e2e/report.json`;
const ERROR_LINES = 12;

function* failedTests(suite, titles = []) {
  // A file's own suite is titled with its path, which each line gives already.
  const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const failures = test.results.filter((result) => result.status === 'failed' || result.status === 'timedOut');
      if (test.status === 'unexpected' || test.status === 'flaky') {
        yield { title: [...path, spec.title].join(' › '), where: `${spec.file}:${spec.line}`, status: test.status, error: failures[0]?.error?.message ?? '' };
      }
    }
  }
  for (const child of suite.suites ?? []) yield* failedTests(child, path);
}

/** Lines naming each failed (or flaky) test with the start of its error; empty when there is no report. */
export function describeE2eFailures(reportPath = E2E_REPORT) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const lines = [];
  for (const suite of report.suites ?? []) {
    for (const failure of failedTests(suite)) {
      lines.push(`  ${failure.status === 'flaky' ? 'flaky' : 'failed'}: ${failure.where} › ${failure.title}`);
      const error = stripVTControlCharacters(failure.error).split('\n').slice(0, ERROR_LINES);
      for (const line of error) lines.push(`    ${line}`);
    }
  }
  return lines;
}
