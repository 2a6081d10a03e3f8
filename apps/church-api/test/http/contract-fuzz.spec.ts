import { existsSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_METHODS } from '../../src/platform/http/contract-operations';
import { contractOperations } from '../helpers/contract-schemas';
import { type ContractFuzzSamples, type FuzzContext, type InvalidRequest, invalidRequests, wrongAnswer } from '../helpers/invalid-requests';
import { tableCounts } from '../helpers/table-counts';
import { GRACE_HOST, setupTestApp } from '../helpers/test-app';
import { freshAddress, login, me } from '../helpers/account-helpers';

/**
 * Property-based: for every operation of openapi/api.v1.yaml, bff.yaml and chat.yaml, requests its contract
 * refuses — a parameter or body property (however deep) of the wrong type, too long or short, out of
 * range (2147483648, -1), of a bad format, not in its enum or with a control character, unknown or
 * missing properties and parameters, bodies of the wrong shape or media type, malformed JSON or
 * multipart — sent by a visitor and by a signed-in member, answer a 4xx the operation documents, as
 * problem+json, the one each mistake calls for (a 400 whose `errors[].field` names the field made
 * wrong, a 415 for a media type), and store nothing. Every value, right or wrong, is derived from the
 * contract (test/helpers/schema-samples.ts); what the contract cannot say sits in the owning module's
 * `test/contract-fuzz-samples.ts`.
 *
 * "Nothing stored" compares the row count of every table before and after each operation's runs,
 * except `tentativa_acesso`: its rate-limit counters record attempts, not data, and may grow.
 */
const NOT_DATA = ['tentativa_acesso'];
const RUNS_PER_CALLER = 25;

const testApp = setupTestApp();
const operations = contractOperations();
let context: FuzzContext;
let memberToken: string;

const modulesFolder = new URL('../../src/modules/', import.meta.url);

/** Each module's `test/contract-fuzz-samples.ts`, where there is one. */
async function moduleSamples(): Promise<ContractFuzzSamples> {
  const files = readdirSync(modulesFolder)
    .map((module) => new URL(`${module}/test/contract-fuzz-samples.ts`, modulesFolder))
    .filter((file) => existsSync(file));
  const loaded = await Promise.all(files.map(async (file) => ((await import(file.href)) as { contractFuzzSamples: ContractFuzzSamples }).contractFuzzSamples));
  return Object.assign({}, ...loaded) as ContractFuzzSamples;
}

beforeAll(async () => {
  const { app } = testApp();
  const pair = await login(app, 'member@grace.example');
  const account = await me(app, pair.token);
  const { igreja } = (await app.inject({ url: '/api/v1/igreja/codigo/grace' })).json() as { igreja: FuzzContext['church'] };
  context = { church: { id: igreja.id, slug: igreja.slug, codigo: igreja.codigo }, accountId: account.id, samples: await moduleSamples() };
  memberToken = pair.token;
});

function send(request: Pick<InvalidRequest, 'method' | 'url' | 'contentType' | 'payload' | 'headers'>, token?: string): Promise<LightMyRequestResponse> {
  return testApp().app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      host: GRACE_HOST,
      ...request.headers,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: request.payload,
    remoteAddress: freshAddress(),
  });
}

function isProblem(response: LightMyRequestResponse): boolean {
  return String(response.headers['content-type']).startsWith('application/problem+json');
}

const withInputs = operations.filter((operation) => operation.parameters.length > 0 || operation.body !== null || operation.method !== 'GET');

describe('every contract operation refuses what its contract does not allow', () => {
  it.each(withInputs.map((operation) => [`${operation.method} ${operation.path} (${operation.operationId})`, operation] as const))(
    '%s',
    async (_name, operation) => {
      const requests = invalidRequests(operation, context);
      if (!requests) throw new Error(`${operation.operationId} takes input but no invalid request was derived`);
      const db = testApp().database.handle.db;
      for (const [caller, token] of [
        ['visitor', undefined],
        ['member', memberToken],
      ] as const) {
        const before = await tableCounts(db, NOT_DATA);
        await fc.assert(
          fc.asyncProperty(requests, async (request) => {
            const response = await send(request, token);
            const wrong = wrongAnswer(operation, request, { statusCode: response.statusCode, contentType: String(response.headers['content-type']), body: response.body }, caller);
            if (wrong) {
              throw new Error(`${wrong}: ${caller} sent ${request.mutation}: ${request.method} ${request.url.slice(0, 200)} answered ${response.statusCode} ${response.body.slice(0, 300)}`);
            }
          }),
          { numRuns: RUNS_PER_CALLER },
        );
        expect(await tableCounts(db, NOT_DATA), `${caller}: rows changed`).toEqual(before);
      }
    },
  );
});

describe('a method a contract path does not have', () => {
  it('answers 405 with Allow, as problem+json', async () => {
    const methodsByPath = new Map<string, string[]>();
    for (const { path, method } of operations) methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method]);
    const wrongMethods = [...methodsByPath].flatMap(([path, methods]) =>
      CONTRACT_METHODS.filter((method) => !methods.includes(method)).map((method) => ({ path, method, allowed: methods })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...wrongMethods), fc.boolean(), async ({ path, method, allowed }, signedIn) => {
        const url = path.replace(/\{\w+\}/g, '1');
        const body = method === 'GET' ? {} : { contentType: 'application/json', payload: '{}' };
        const response = await send({ method, url, ...body }, signedIn ? memberToken : undefined);
        const verdict = `${method} ${url} answered ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode !== 405 || !isProblem(response)) throw new Error(verdict);
        const allow = String(response.headers.allow).split(', ');
        if ([...allow].sort().join() !== [...allowed].sort().join()) throw new Error(`Allow: ${allow.join(', ')} for ${verdict}`);
      }),
      { numRuns: 60 },
    );
  });
});
