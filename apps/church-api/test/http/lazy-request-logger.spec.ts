import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory, LazyRequestLogger } from '../../src/platform/http/lazy-request-logger';

async function appLoggingAt(level: string, lines: string[]) {
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(line) } },
    childLoggerFactory: lazyChildLoggerFactory,
    disableRequestLogging: true,
  });
  app.get('/', async (request) => {
    request.log.info({ step: 'info' }, 'an info line');
    request.log.warn({ step: 'warn' }, 'a warning');
    return { lazy: request.log instanceof LazyRequestLogger };
  });
  app.get('/quiet', async (request) => ({ level: request.log.level }));
  app.get('/own-level', { logLevel: 'error' }, async (request) => ({ lazy: request.log instanceof LazyRequestLogger, level: request.log.level }));
  await app.ready();
  return app;
}

describe('the lazy request logger', () => {
  it('writes the lines at the enabled levels with the request id, and none below', async () => {
    const lines: string[] = [];
    const app = await appLoggingAt('warn', lines);
    const response = await app.inject('/');
    expect(response.json()).toEqual({ lazy: true });
    const written = lines.map((line) => JSON.parse(line));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 40, msg: 'a warning', step: 'warn', reqId: expect.any(String) });
    await app.close();
  });

  it('writes info lines too when the app logs at info, each with its request id', async () => {
    const lines: string[] = [];
    const app = await appLoggingAt('info', lines);
    await app.inject('/');
    await app.inject('/');
    const written = lines.map((line) => JSON.parse(line));
    expect(written.map((line) => line.msg)).toEqual(['an info line', 'a warning', 'an info line', 'a warning']);
    expect(new Set(written.map((line) => line.reqId)).size).toBe(2);
    await app.close();
  });

  it('reports the level and gives a route with a level of its own a real child at once', async () => {
    const app = await appLoggingAt('warn', []);
    expect((await app.inject('/quiet')).json()).toEqual({ level: 'warn' });
    expect((await app.inject('/own-level')).json()).toEqual({ lazy: false, level: 'error' });
    await app.close();
  });
});
