import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, unwrap } from './api-error';
import { expectOk } from './expect-ok';
import { retryAfterSeconds } from './retry-after';

const response = (status: number) => new Response(null, { status });

describe('unwrap', () => {
  it('returns the body of a successful call', async () => {
    await expect(unwrap(Promise.resolve({ data: { ok: 1 }, response: response(200) }))).resolves.toEqual({ ok: 1 });
  });

  it('raises an ApiError carrying the problem body', async () => {
    const problem = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No church has the code x.' };
    const error = await unwrap(Promise.resolve({ error: problem, response: response(404) })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, problem, message: 'No church has the code x.' });
  });

  it('raises a NetworkError when there was no response at all', async () => {
    const error = await unwrap(Promise.reject(new TypeError('fetch failed'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('fetch failed');
  });
});

describe('expectOk', () => {
  it('resolves a bodiless success and raises on an error status', async () => {
    await expect(expectOk(Promise.resolve({ response: response(204) }))).resolves.toBeUndefined();
    await expect(expectOk(Promise.resolve({ error: { title: 'x', status: 400, type: 'about:blank' }, response: response(400) }))).rejects.toBeInstanceOf(ApiError);
  });
});

describe('Retry-After', () => {
  it('is carried by the error of a 429, as sent', async () => {
    const problem = { type: 'about:blank', title: 'Too Many Requests', status: 429, code: 'RATE_LIMITED' };
    const tooMany = new Response(null, { status: 429, headers: { 'Retry-After': '125' } });
    const error = await unwrap(Promise.resolve({ error: problem, response: tooMany })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfter: '125', problem: { code: 'RATE_LIMITED' } });
  });

  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(retryAfterSeconds('60', now)).toBe(60);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 12:02:30 GMT', now)).toBe(150);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it('is null when the response had none', async () => {
    const error = await unwrap(Promise.resolve({ response: response(500) })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, retryAfter: null });
  });
});
