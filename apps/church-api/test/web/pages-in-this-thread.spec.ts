import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpGet } from '../helpers/http-get';
import { setupTestApp } from '../helpers/test-app';

// A build whose server renderer renders the home and the prayer wall from the API (fixtures/web-rendered),
// rendered in the server's own thread (RENDER_WORKERS=0).
const webDist = fileURLToPath(new URL('../fixtures/web-rendered', import.meta.url));
const testApp = setupTestApp({ webDist, renderWorkers: 0 });
let port = 0;

beforeAll(async () => {
  await testApp().app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp().app.server.address() as AddressInfo).port;
});

describe('church pages rendered in the server thread', () => {
  it("renders a page from the app's own API answers, its data given with it for hydration", async () => {
    const page = await httpGet(port, '/prayer');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<main><ul><li>[^<]+: [^<]+<\/li>/);
    expect(page.body).toMatch(/<script id="church-page-state" type="application\/json">\[\{"queryKey":\["oracao"/);
  });

  it('gives the status of the API answer a page was rendered from', async () => {
    expect((await httpGet(port, '/prayer/999999999')).status).toBe(404);
  });

  it('has no render threads to report', async () => {
    expect(await testApp().app.metrics.text()).not.toContain('church_render_thread_heap_bytes{');
  });
});
