import { expect, test } from '../support/test';
import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';

interface NewsSummary {
  id: number;
  titulo: string;
  resumo: string | null;
  imagem: { url: string } | null;
}

const FOOD_DRIVE = 'Food drive collects over two tons';
/** What WhatsApp's link preview sends: it runs no JavaScript. */
const WHATSAPP = 'WhatsApp/2.24.22.77 A';

async function graceNewsItem(request: Parameters<typeof churchApi>[0], titulo: string): Promise<NewsSummary & { slug: string }> {
  const api = churchApi(request, 'grace');
  const { igreja } = (await (await api.get('/api/v1/igreja/codigo/grace')).json()) as { igreja: { slug: string } };
  const list = (await (await api.get(`/api/v1/igreja/${igreja.slug}/noticia/?limit=50`)).json()) as { noticias: NewsSummary[] };
  const item = list.noticias.find((news) => news.titulo === titulo);
  if (!item) throw new Error(`grace has no news item '${titulo}'`);
  return { ...item, slug: igreja.slug };
}

/** The content of the head's `<meta property|name=key>`, read from HTML as a crawler reads it. */
function metaContent(html: string, key: string): string | null {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`));
  return tag?.[1] ? tag[1].replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"') : null;
}

test.describe('a news item shared as a link', () => {
  test('arrives as HTML with its own title, picture and text, for a crawler that runs no JavaScript', async ({ request }) => {
    const item = await graceNewsItem(request, FOOD_DRIVE);
    const response = await churchApi(request, 'grace').get(`/news/${item.id}`, { 'user-agent': WHATSAPP });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();

    const origin = new URL(churchUrl('grace')).origin;
    expect(metaContent(html, 'og:title')).toContain(FOOD_DRIVE);
    expect(metaContent(html, 'og:description')).toBe(item.resumo);
    expect(metaContent(html, 'og:image')).toBe(new URL(item.imagem?.url ?? '', origin).href);
    expect(metaContent(html, 'og:url')).toBe(`${origin}/news/${item.id}`);
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<title>${FOOD_DRIVE} · Grace Community Church</title>`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/news/${item.id}">`);

    const body = html.slice(html.indexOf('<body'));
    expect(body).toContain(`<h1`);
    expect(body).toContain(FOOD_DRIVE);
    expect(body).toContain('<strong>4,300 pounds</strong>');
  });

  test('a page of another church never carries this one: the head is the page of this host', async ({ request }) => {
    const item = await graceNewsItem(request, FOOD_DRIVE);
    const html = await (await churchApi(request, 'esperanca').get(`/news/${item.id}`, { 'user-agent': WHATSAPP })).text();
    expect(html).not.toContain(FOOD_DRIVE);
    expect(metaContent(html, 'og:site_name')).toBe('Igreja Esperança');
  });

  test('hydrates with no console error and no second request for the data it came with', async ({ page, request }) => {
    const item = await graceNewsItem(request, FOOD_DRIVE);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const dataRequests: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (/^\/(api|bff)\//.test(path)) dataRequests.push(path);
    });

    await page.goto(churchUrl('grace', `/news/${item.id}`));
    await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: FOOD_DRIVE })).toBeVisible();
    // Hydrated: the header's links now move between screens without a reload.
    await page.waitForFunction(() => Boolean(document.querySelector('#root')?.hasAttribute('data-hydrated')));
    await page.waitForLoadState('networkidle');
    expect(dataRequests.filter((path) => path.includes('/noticia/'))).toEqual([]);
    expect(dataRequests.filter((path) => path.startsWith('/bff/tenant') || path.includes('/igreja/codigo/'))).toEqual([]);
    expect(errors).toEqual([]);

    await page.getByRole('link', { name: 'News', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByRole('link', { name: FOOD_DRIVE })).toBeVisible();
  });
});
