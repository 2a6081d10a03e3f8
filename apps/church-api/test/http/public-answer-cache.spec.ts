import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { PublicAnswerCache, type ShareableAnswer } from '../../src/platform/http/public-answer-cache';

const SHAREABLE: ShareableAnswer = { churchId: 1, varyOn: ['accept-encoding'] };
const PUBLIC = { 'cache-control': 'public, max-age=0, must-revalidate', 'content-type': 'application/json; charset=utf-8', etag: '"a"' };

function requestFor(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { method, url, headers: { host: 'grace.localhost', ...headers } } as unknown as IncomingMessage;
}

function responseSpy() {
  const writeHead = vi.fn();
  const end = vi.fn();
  return { response: { writeHead, end } as unknown as ServerResponse, writeHead, end };
}

/** What the app does for a request: the cache is asked first, and on a miss the app answers and offers its answer. */
function answerThroughApp(cache: PublicAnswerCache, request: IncomingMessage, body: string, shareable = SHAREABLE, headers: Record<string, string> = PUBLIC, status = 200) {
  const { response } = responseSpy();
  if (cache.serve(request, response)) return 'cache';
  cache.store(request, shareable, status, headers, body);
  return 'app';
}

describe('the public answer cache', () => {
  it('answers an anonymous read the app answered before, with its headers, its length and its body', () => {
    const cache = new PublicAnswerCache({ maxAnswers: 10 });
    expect(answerThroughApp(cache, requestFor('/api/v1/igreja/codigo/grace'), '{"a":1}', SHAREABLE, { ...PUBLIC, date: 'then', connection: 'keep-alive' })).toBe('app');
    const { response, writeHead, end } = responseSpy();
    expect(cache.serve(requestFor('/api/v1/igreja/codigo/grace'), response)).toBe(true);
    expect(writeHead).toHaveBeenCalledWith(200, { ...PUBLIC, 'content-length': 7 });
    expect(end).toHaveBeenCalledWith(Buffer.from('{"a":1}'));
    expect(cache.stats()).toEqual({ answers: 1, hits: 1 });
  });

  it('leaves to the app every request with credentials, a cookie or a condition, and every method but GET', () => {
    const cache = new PublicAnswerCache({ maxAnswers: 10 });
    answerThroughApp(cache, requestFor('/x'), 'public');
    for (const request of [
      requestFor('/x', { authorization: 'Bearer t' }),
      requestFor('/x', { 'x-chave-acesso': 'a-visitors-order-access-key-000' }),
      requestFor('/x', { cookie: 'a=b' }),
      requestFor('/x', { 'if-none-match': '"a"' }),
      requestFor('/x', { 'if-modified-since': 'Tue, 24 Nov 2026 00:00:00 GMT' }),
      requestFor('/x', { range: 'bytes=0-1' }),
      requestFor('/x', {}, 'HEAD'),
      requestFor('/x', {}, 'POST'),
    ]) {
      expect(cache.serve(request, responseSpy().response)).toBe(false);
    }
    expect(cache.stats().hits).toBe(0);
  });

  it('never keeps an answer to a request with credentials, nor a private, uncacheable, cookie-setting or non-200 answer', () => {
    const cache = new PublicAnswerCache({ maxAnswers: 10 });
    answerThroughApp(cache, requestFor('/a', { authorization: 'Bearer t' }), 'mine');
    answerThroughApp(cache, requestFor('/a2', { 'x-chave-acesso': 'a-visitors-order-access-key-000' }), 'mine');
    answerThroughApp(cache, requestFor('/b'), 'mine', SHAREABLE, { ...PUBLIC, 'cache-control': 'private, no-store' });
    answerThroughApp(cache, requestFor('/c'), 'mine', SHAREABLE, { ...PUBLIC, 'cache-control': 'no-cache' });
    answerThroughApp(cache, requestFor('/d'), 'mine', SHAREABLE, { ...PUBLIC, 'set-cookie': 'a=b' });
    answerThroughApp(cache, requestFor('/e'), 'gone', SHAREABLE, PUBLIC, 404);
    expect(cache.stats().answers).toBe(0);
  });

  it('keeps one answer per host, forwarded host and scheme, and value of each header the handler named', () => {
    const cache = new PublicAnswerCache({ maxAnswers: 10 });
    answerThroughApp(cache, requestFor('/p'), 'plain');
    expect(answerThroughApp(cache, requestFor('/p', { 'accept-encoding': 'br' }), 'brotli')).toBe('app');
    expect(answerThroughApp(cache, requestFor('/p', { host: 'esperanca.localhost' }), 'other church')).toBe('app');
    expect(answerThroughApp(cache, requestFor('/p', { 'x-forwarded-host': 'evil.example' }), 'forwarded')).toBe('app');
    expect(answerThroughApp(cache, requestFor('/p', { 'x-forwarded-proto': 'http' }), 'plain http')).toBe('app');
    const { response, end } = responseSpy();
    expect(cache.serve(requestFor('/p', { 'accept-encoding': 'br' }), response)).toBe(true);
    expect(end).toHaveBeenCalledWith(Buffer.from('brotli'));
    expect(cache.stats()).toEqual({ answers: 5, hits: 1 });
  });

  it('drops a church’s answers when it changes, and every answer for a change of all churches', () => {
    const cache = new PublicAnswerCache({ maxAnswers: 10 });
    answerThroughApp(cache, requestFor('/one'), 'church 1');
    answerThroughApp(cache, requestFor('/two'), 'church 2', { ...SHAREABLE, churchId: 2 });
    cache.dropChurch(1);
    expect(answerThroughApp(cache, requestFor('/one'), 'church 1 changed')).toBe('app');
    expect(answerThroughApp(cache, requestFor('/two'), 'church 2')).toBe('cache');
    cache.dropChurch(null);
    expect(cache.stats().answers).toBe(0);
  });

  it('does not keep an answer begun before a drop: it may hold what was dropped', () => {
    const cache = new PublicAnswerCache({ maxAnswers: 10 });
    const request = requestFor('/slow');
    expect(cache.serve(request, responseSpy().response)).toBe(false);
    cache.dropChurch(1);
    cache.store(request, SHAREABLE, 200, PUBLIC, 'made from the church before its change');
    expect(cache.stats().answers).toBe(0);
    expect(answerThroughApp(cache, requestFor('/slow'), 'made after')).toBe('app');
    expect(answerThroughApp(cache, requestFor('/slow'), 'made after')).toBe('cache');
  });

  it('gives an answer only for its time to live', () => {
    let now = 1_000;
    const cache = new PublicAnswerCache({ maxAnswers: 10, ttlMs: 100, now: () => now });
    answerThroughApp(cache, requestFor('/t'), 'fresh');
    now += 99;
    expect(answerThroughApp(cache, requestFor('/t'), 'fresh')).toBe('cache');
    now += 1;
    expect(answerThroughApp(cache, requestFor('/t'), 'again')).toBe('app');
  });

  it('keeps at most its number of answers, the oldest addresses going first', () => {
    const cache = new PublicAnswerCache({ maxAnswers: 3 });
    for (let i = 0; i < 50; i++) answerThroughApp(cache, requestFor(`/page?i=${i}`), `page ${i}`);
    expect(cache.stats().answers).toBe(3);
    expect(answerThroughApp(cache, requestFor('/page?i=49'), 'page 49')).toBe('cache');
    expect(answerThroughApp(cache, requestFor('/page?i=0'), 'page 0')).toBe('app');
  });

  it('answers nothing once closed', () => {
    const cache = new PublicAnswerCache({ maxAnswers: 10 });
    answerThroughApp(cache, requestFor('/c'), 'open');
    cache.close();
    expect(cache.serve(requestFor('/c'), responseSpy().response)).toBe(false);
    answerThroughApp(cache, requestFor('/c'), 'open');
    expect(cache.stats().answers).toBe(0);
  });
});
