import { describe, expect, it } from 'vitest';
import { ApiError, expectOk, NetworkError, unwrap } from './api-error';

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
