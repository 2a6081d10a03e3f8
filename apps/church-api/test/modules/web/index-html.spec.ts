import { describe, expect, it } from 'vitest';
import type { TenantBootstrap } from '@church/data-access/schemas';
import { inlineJson, renderIndexHtml } from '../../../src/modules/web/index-html';

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
  },
  modulos: [],
  igrejaVisual: { corApp: '#B3261E' },
  metodosPagamento: [],
  igrejaAppMenus: [],
  banners: [],
  config: { appDomain: 'localhost', adminUrl: 'https://admin.example' },
});

describe('renderIndexHtml', () => {
  it('cannot be broken out of by church data', () => {
    const html = renderIndexHtml(template, bootstrap('</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>'), 'en');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    const json = /<script id="church-bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).igreja.nome).toBe('</script><script>alert(1)</script>');
  });

  it('cuts the meta description to 160 characters', () => {
    const html = renderIndexHtml(template, bootstrap('Vida', 'palabra '.repeat(60)), 'es');
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(100);
  });

  it('escapes the line separators JSON allows and scripts do not', () => {
    expect(inlineJson({ a: '\u2028<' })).toBe('{"a":"\\u2028\\u003c"}');
  });
});
