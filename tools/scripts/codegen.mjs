#!/usr/bin/env node
// Generates the typed clients' declarations from openapi/*.yaml into libs/data-access/src/generated.
// `--check` compares instead of writing and fails when the committed files are stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../../', import.meta.url);
const contracts = [
  ['openapi/api.v1.yaml', 'libs/data-access/src/generated/api-v1.ts'],
  ['openapi/bff.yaml', 'libs/data-access/src/generated/bff.ts'],
  ['openapi/chat.yaml', 'libs/data-access/src/generated/chat.ts'],
];

export async function generate(specPath) {
  const ast = await openapiTS(new URL(specPath, root), { alphabetize: false, exportType: true });
  return `// Generated from ${specPath} by tools/scripts/codegen.mjs. Do not edit; run \`npm run codegen\`.\n${astToString(ast)}`;
}

const check = process.argv.includes('--check');
let stale = 0;
for (const [spec, out] of contracts) {
  const contents = await generate(spec);
  const target = fileURLToPath(new URL(out, root));
  if (check) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {}
    if (current !== contents) {
      stale += 1;
      console.error(`${out} is stale: run npm run codegen`);
    }
  } else {
    writeFileSync(target, contents);
    console.log(`wrote ${out}`);
  }
}
if (stale) process.exit(1);
