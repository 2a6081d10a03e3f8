import { describe, expect, it } from 'vitest';
import { failureLinesOf, runPassingThrough } from './step-failures.mjs';

const vitestOutput = `
 ✓ src/a.spec.tsx (3 tests) 120ms
\u001b[31m FAIL \u001b[39m src/stories.spec.tsx > Account > Data > renders the form
AssertionError: expected 'x' to be 'y'
 ❯ src/stories.spec.tsx:12:3

     10|   it('renders', () => {
 ✓ src/c.spec.tsx (1 test) 3ms
`;
const nxOutput = `
 NX   Running target test for 37 projects failed

Failed tasks:

- account:test
- giving:test

Hint: run with --verbose
`;

describe('failureLinesOf', () => {
  it('keeps a failed test and the start of its error, without colours', () => {
    expect(failureLinesOf(vitestOutput)).toEqual([
      ' FAIL  src/stories.spec.tsx > Account > Data > renders the form',
      '    AssertionError: expected \'x\' to be \'y\'',
      '    ❯ src/stories.spec.tsx:12:3',
      '    10|   it(\'renders\', () => {',
    ]);
  });

  it("keeps Nx's failed tasks and nothing after their list", () => {
    expect(failureLinesOf(nxOutput)).toEqual([' NX   Running target test for 37 projects failed', 'Failed tasks:', '- account:test', '- giving:test']);
  });

  it('keeps nothing from a passing output and at most the limit from a failing one', () => {
    expect(failureLinesOf(' ✓ src/a.spec.tsx (3 tests)\n')).toEqual([]);
    expect(failureLinesOf(Array.from({ length: 30 }, (_, i) => ` FAIL  src/${i}.spec.ts > t`).join('\n'), 5)).toHaveLength(5);
  });
});

describe('runPassingThrough', () => {
  it('resolves with the status and the output of both streams', async () => {
    const { status, output } = await runPassingThrough('node', ['-e', 'console.log("out"); console.error("err"); process.exit(3)']);
    expect(status).toBe(3);
    expect(output).toContain('out');
    expect(output).toContain('err');
  });
});
