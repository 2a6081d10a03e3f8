import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_METHODS } from '../../src/platform/http/contract-operations';
import { contractOperations } from '../helpers/contract-schemas';
import { type FuzzContext, type InvalidRequest, invalidRequests } from '../helpers/invalid-requests';
import { tableCounts } from '../helpers/table-counts';
import { GRACE_HOST, setupTestApp } from '../helpers/test-app';
import { churchId, freshAddress, login, me } from '../helpers/account-helpers';

/**
 * Property-based: for every operation of openapi/api.v1.yaml and bff.yaml, requests its contract
 * refuses — a parameter or body property of the wrong type, too long, out of range (2147483648, -1)
 * or with a control character, unknown or missing properties, bodies of the wrong shape or media
 * type, malformed JSON or multipart — sent by a visitor and by a signed-in member, answer a 4xx the
 * operation documents, as problem+json, and store nothing.
 *
 * "Nothing stored" compares the row count of every table before and after each operation's runs,
 * except `tentativa_acesso`: its rate-limit counters record attempts, not data, and may grow.
 */
const NOT_DATA = ['tentativa_acesso'];
/** The router refuses a path segment over `maxParamLength` for every operation alike (URI Too Long). */
const SERVER_WIDE_STATUSES = new Set([414]);
const RUNS_PER_CALLER = 25;

const testApp = setupTestApp();
const operations = contractOperations();
let context: FuzzContext;
let memberToken: string;

beforeAll(async () => {
  const { app } = testApp();
  const pair = await login(app, 'member@grace.example');
  const account = await me(app, pair.token);
  context = { accountId: account.id, churchId: await churchId(app, 'grace'), email: account.email };
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
            const verdict = `${caller} sent ${request.mutation}: ${request.method} ${request.url.slice(0, 200)} answered ${response.statusCode} ${response.body.slice(0, 300)}`;
            if (response.statusCode < 400 || response.statusCode >= 500) throw new Error(verdict);
            if (!isProblem(response)) throw new Error(`not problem+json: ${verdict}`);
            if (!operation.statuses.has(response.statusCode) && !SERVER_WIDE_STATUSES.has(response.statusCode)) throw new Error(`undocumented status: ${verdict}`);
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
