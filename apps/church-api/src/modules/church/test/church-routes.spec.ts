import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

async function churchByCode(code: string) {
  const response = await get(`/api/v1/igreja/codigo/${code}`);
  return response.json().igreja as { id: number; slug: string; slugOrganizacao: string };
}

describe('GET /igreja/codigo/{code}', () => {
  it('returns the church with the fields of §3', async () => {
    const response = await get('/api/v1/igreja/codigo/esperanca');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.igreja).toMatchObject({
      codigo: 'esperanca',
      slug: 'igreja-esperanca-sao-paulo',
      idioma: 'pt_BR',
      slugOrganizacao: 'rede-esperanca',
      flagAtivo: true,
      nome: 'Igreja Esperança',
      moeda: 'BRL',
    });
    expect(body.igreja.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Array.isArray(body.igreja.imagens)).toBe(true);
  });

  it('returns an inactive church as inactive', async () => {
    const body = (await get('/api/v1/igreja/codigo/fechada')).json();
    expect(body.igreja.flagAtivo).toBe(false);
  });

  it('answers 404 problem+json for an unknown code and 400 for a malformed one', async () => {
    const unknown = await get('/api/v1/igreja/codigo/nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json()).toMatchObject({ status: 404, title: 'Not Found' });

    const malformed = await get('/api/v1/igreja/codigo/Not_A_Code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'params.code' })]);
  });
});

describe('GET /igreja/?hostname=', () => {
  it('finds the clients of a custom host name', async () => {
    const body = (await get('/api/v1/igreja/?hostname=www.gracechurch.test')).json();
    expect(body.clientes).toHaveLength(1);
    expect(body.clientes[0]).toMatchObject({ codigo: 'grace', nome: 'Grace Community Church' });
  });

  it('answers an empty list for a host that serves no church', async () => {
    expect((await get('/api/v1/igreja/?hostname=unknown.example')).json()).toEqual({ clientes: [] });
  });

  it('names the missing hostname', async () => {
    const response = await get('/api/v1/igreja/');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'query.hostname' })]);
  });
});

describe('church lists by slug', () => {
  it('lists the payment methods, with Pix and bank slip for esperanca', async () => {
    const { slug } = await churchByCode('esperanca');
    const body = (await get(`/api/v1/igreja/${slug}/metodo-pagamento/`)).json();
    const codes = body.metodosPagamento.map((m: { codigo: string }) => m.codigo);
    expect(codes).toEqual(expect.arrayContaining(['PIX', 'BOLETO', 'CARTAO_CREDITO']));
    expect(body.metodosPagamento.find((m: { codigo: string }) => m.codigo === 'CARTAO_CREDITO').idGatewayPagamento).toBe(1);
  });

  it('lists only the enabled modules', async () => {
    const vida = await churchByCode('vida');
    const vidaModules = (await get(`/api/v1/igreja/${vida.slug}/modulo/`)).json().modulos.map((m: { codigo: string }) => m.codigo);
    expect(vidaModules.sort()).toEqual(['MOD_DOACAO', 'MOD_EVENTO', 'MOD_NOTICIA']);

    const esperanca = await churchByCode('esperanca');
    const esperancaModules = (await get(`/api/v1/igreja/${esperanca.slug}/modulo/`)).json().modulos.map((m: { codigo: string }) => m.codigo);
    expect(esperancaModules).not.toContain('MOD_APP_EXTERNO_2');
    expect(esperancaModules).toContain('MOD_EVENTO');

    const grace = await churchByCode('grace');
    expect((await get(`/api/v1/igreja/${grace.slug}/modulo/`)).json().modulos).toHaveLength(12);
  });

  it('returns the visual settings with the primary colour', async () => {
    const { slug } = await churchByCode('grace');
    expect((await get(`/api/v1/igreja/${slug}/visual/`)).json()).toEqual({ igrejaVisual: { corApp: '#1F4E9E' } });
  });

  it('answers 404 for an unknown slug', async () => {
    for (const path of ['metodo-pagamento/', 'modulo/', 'visual/']) {
      const response = await get(`/api/v1/igreja/no-such-church/${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });
});

describe('church lists by id', () => {
  it('lists the menu in order', async () => {
    const { id } = await churchByCode('esperanca');
    const body = (await get(`/api/v1/igreja-app-menu?igreja=${id}`)).json();
    // The church's own entries, then what its modules add (its switched-on external app, under its own name).
    expect(body.igrejaAppMenus.map((item: { titulo: string }) => item.titulo)).toEqual(['Início', 'Quem somos', 'Nossas igrejas', 'Agenda', 'Notícias', 'Devocionais', 'Vídeos', 'Estudos em Grupo']);
    expect(body.igrejaAppMenus.map((item: { ordem: number }) => item.ordem)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('lists banners with their image sizes', async () => {
    const { id } = await churchByCode('grace');
    const body = (await get(`/api/v1/banner/?igreja=${id}`)).json();
    expect(body.banners).toHaveLength(2);
    expect(body.banners[0].imagem).toEqual({ url: '/demo/banners/grace-1.svg', largura: 1200, altura: 400 });
  });

  it('lists congregations', async () => {
    const { id } = await churchByCode('vida');
    const names = (await get(`/api/v1/congregacao/?igreja=${id}`)).json().congregacoes.map((c: { nome: string }) => c.nome);
    expect(names).toEqual(['Vida Chamberí', 'Vida Lavapiés']);
  });

  it('keeps each church’s lists to itself', async () => {
    const grace = await churchByCode('grace');
    const vida = await churchByCode('vida');
    const graceBanners = (await get(`/api/v1/banner/?igreja=${grace.id}`)).json().banners;
    const vidaBanners = (await get(`/api/v1/banner/?igreja=${vida.id}`)).json().banners;
    expect(graceBanners.every((b: { imagem: { url: string } }) => b.imagem.url.includes('/grace-'))).toBe(true);
    expect(vidaBanners.every((b: { imagem: { url: string } }) => b.imagem.url.includes('/vida-'))).toBe(true);
  });

  it('validates the church id', async () => {
    const notANumber = await get('/api/v1/igreja-app-menu?igreja=abc');
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().errors).toEqual([expect.objectContaining({ field: 'query.igreja' })]);
    expect((await get('/api/v1/banner/?igreja=0')).statusCode).toBe(400);
    expect((await get('/api/v1/congregacao/?igreja=999999')).statusCode).toBe(404);
  });
});

describe('organization and clients', () => {
  it('returns the organization', async () => {
    expect((await get('/api/v1/organizacao/rede-esperanca')).json().organizacao).toMatchObject({ slug: 'rede-esperanca', nome: 'Rede Esperança' });
    expect((await get('/api/v1/organizacao/none')).statusCode).toBe(404);
  });

  it('lists the active churches by name, without distances', async () => {
    const body = (await get('/api/v1/cliente/?organizacao=rede-esperanca')).json();
    // By name: Grace Community Church, Iglesia Vida, Igreja Esperança; fechada is inactive.
    expect(body.clientes.map((c: { codigo: string }) => c.codigo)).toEqual(['grace', 'vida', 'esperanca']);
    expect(body.clientes.every((c: { distancia: unknown }) => c.distancia === null)).toBe(true);
  });

  it('lists the nearest first when given a position', async () => {
    // From Rio de Janeiro: São Paulo (~360 km), then Boston (~7,700 km), then Madrid (~8,100 km).
    const body = (await get('/api/v1/cliente/?organizacao=rede-esperanca&latitude=-22.9068&longitude=-43.1729')).json();
    expect(body.clientes.map((c: { codigo: string }) => c.codigo)).toEqual(['esperanca', 'grace', 'vida']);
    expect(body.clientes[0].distancia).toBeGreaterThan(300);
    expect(body.clientes[0].distancia).toBeLessThan(400);
  });

  it('refuses half a position and positions out of range, naming the field', async () => {
    const half = await get('/api/v1/cliente/?organizacao=rede-esperanca&latitude=10');
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual([expect.objectContaining({ field: 'query.longitude' })]);
    const outOfRange = await get('/api/v1/cliente/?organizacao=rede-esperanca&latitude=91&longitude=0');
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().errors[0].field).toBe('query.latitude');
    expect((await get('/api/v1/cliente/?organizacao=nobody')).statusCode).toBe(404);
  });
});
