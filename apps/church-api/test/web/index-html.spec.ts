import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TenantBootstrap } from '@church/contracts-bff';
import { inlineJson, type PageDocument, renderIndexHtml } from '../../src/web/index-html';
import { churchMeta, pageHeadTags } from '../../src/web/page-head';
import { REPLACEMENT_PATTERNS, textWithReplacementPatterns } from '../helpers/text-samples';

const template = '<!doctype html><html lang="en"><head><title>Church</title></head><body><div id="root"></div></body></html>';

const bootstrap = (nome: string, descricao: string): TenantBootstrap => ({
  igreja: {
    id: 1,
    slug: 's',
    uuid: '00000000-0000-0000-0000-000000000000',
    codigo: 'c',
    idioma: 'es',
    slugOrganizacao: 'o',
    flagAtivo: true,
    nome,
    descricao,
    imagens: [],
    moeda: 'EUR',
    dataCadastro: '2026-01-01T00:00:00.000Z',
    fusoHorario: 'Europe/Madrid',
  },
  modulos: [],
  igrejaVisual: { corApp: '#B3261E' },
  metodosPagamento: [],
  igrejaAppMenus: [],
  banners: [],
  config: { appDomain: 'localhost', adminUrl: 'https://admin.example' },
});

const page = (data: TenantBootstrap, body?: string, pageState: unknown = [{ queryKey: ['x'], data: '</script>', dataUpdatedAt: 1 }]) =>
  renderIndexHtml(template, {
    bootstrap: data,
    locale: 'es',
    head: pageHeadTags({ bootstrap: data, meta: churchMeta(data), canonicalUrl: 'https://c.example/', origin: 'https://c.example', locale: 'es' }),
    ...(body === undefined ? {} : { body, pageState }),
  });

describe('renderIndexHtml', () => {
  it('cannot be broken out of by church data', () => {
    const html = page(bootstrap('</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>'), '<p>rendered</p>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    const json = /<script id="church-bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).igreja.nome).toBe('</script><script>alert(1)</script>');
  });

  it('cuts the meta description to 160 characters', () => {
    const html = page(bootstrap('Vida', 'palabra '.repeat(60)));
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(100);
  });

  it("starts a server-rendered page's app with the start script after the page, in place of the build's scripts; a page left to the browser keeps them", () => {
    const built =
      '<!doctype html><html lang="en"><head><title>Church</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/style-1.css"></head><body><div id="root"></div></body></html>';
    const data = bootstrap('Vida', 'x');
    const render = (extra: Partial<PageDocument>) => renderIndexHtml(built, { bootstrap: data, locale: 'es', head: [], ...extra });
    const rendered = render({ body: '<img src="/banner.svg">', pageState: [], startScript: '/assets/start-abc.js' });
    expect(rendered).not.toContain('<script type="module"');
    expect(rendered).not.toContain('modulepreload');
    expect(rendered).toMatch(/<img src="\/banner.svg"><\/div>\s*<script src="\/assets\/start-abc.js" defer><\/script>\s*<\/body>/);
    expect(rendered.indexOf('<link rel="stylesheet"')).toBeLessThan(rendered.indexOf('</head>'));
    const withoutStart = render({ body: '<img src="/banner.svg">', pageState: [] });
    expect(withoutStart.indexOf('<img src="/banner.svg">')).toBeLessThan(withoutStart.indexOf('<script type="module"'));
    const left = render({});
    expect(left.indexOf('<script type="module"')).toBeLessThan(left.indexOf('</head>'));
  });

  it('puts a server-rendered page in #root, with its data, and drops the no-JavaScript notice', () => {
    const html = page(bootstrap('Vida', 'x'), '<h1>Vida</h1>');
    expect(html).toContain('<div id="root" data-server-rendered><h1>Vida</h1></div>');
    const state = /<script id="church-page-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(state)[0].data).toBe('</script>');
    expect(html).toContain('<html lang="es">');
  });

  it("keeps text with String.replace's patterns ($', $&, $1, $$ …) as it is, in the page, its head, the bootstrap and the page state", () => {
    const jsonOf = (html: string, id: string) => JSON.parse(new RegExp(`<script id="${id}" type="application/json">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? 'null');
    const check = (nome: string, descricao: string, said: string) => {
      const html = page(bootstrap(nome, descricao), `<p>${said}</p>`, [{ queryKey: ['oracao', 1], state: { data: { mensagem: said } } }]);
      expect(jsonOf(html, 'church-bootstrap').igreja).toMatchObject({ nome, descricao });
      expect(jsonOf(html, 'church-page-state')).toEqual([{ queryKey: ['oracao', 1], state: { data: { mensagem: said } } }]);
      expect(html).toContain(`<div id="root" data-server-rendered><p>${said}</p></div>`);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
    };
    for (const pattern of REPLACEMENT_PATTERNS) check(`Grace ${pattern}`, `Come ${pattern} see`, `Pray ${pattern} for us`);
    fc.assert(
      fc.property(textWithReplacementPatterns(), textWithReplacementPatterns(), textWithReplacementPatterns().map((text) => text.replace(/[<>&]/g, () => '')), check),
      { numRuns: 200 },
    );
  });

  it('escapes the line separators JSON allows and scripts do not', () => {
    expect(inlineJson({ a: '\u2028<' })).toBe('{"a":"\\u2028\\u003c"}');
  });

  it('calls a page with a VideoObject a video for Open Graph, the home the website and any other page an article', () => {
    const data = bootstrap('Vida', 'x');
    const ogType = (canonicalUrl: string, structuredData?: Record<string, unknown>) =>
      pageHeadTags({ bootstrap: data, meta: { title: 't', ...(structuredData ? { structuredData } : {}) }, canonicalUrl, origin: 'https://c.example', locale: 'es' }).find(
        (tag) => tag.includes('og:type'),
      );
    expect(ogType('https://c.example/')).toBe('<meta property="og:type" content="website">');
    expect(ogType('https://c.example/videos/abc', { '@type': 'VideoObject' })).toBe('<meta property="og:type" content="video.other">');
    expect(ogType('https://c.example/news/1')).toBe('<meta property="og:type" content="article">');
  });
});
