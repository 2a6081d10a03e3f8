import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evento } from '../../schedule/schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { eventDetail, eventIdByName, SLUGS } from './event-helpers';

const testApp = setupTestApp();
const get = (url: string) => testApp().app.inject({ method: 'GET', url });

describe('GET /igreja/{slug}/evento/', () => {
  it("lists the church's events that have not ended, soonest first, with their price and kind", async () => {
    const response = await get(`/api/v1/igreja/${SLUGS.grace}/evento/?limit=50`);
    expect(response.statusCode).toBe(200);
    const { eventos, total } = response.json();
    expect(total).toBe(eventos.length);
    const starts = eventos.map((event: { dataInicio: string }) => event.dataInicio);
    expect([...starts].sort()).toEqual(starts);
    expect(eventos.every((event: { dataFim: string | null; dataInicio: string }) => new Date(event.dataFim ?? event.dataInicio) >= new Date())).toBe(true);
    const names = eventos.map((event: { nome: string }) => event.nome);
    expect(names).toContain('Marriage Retreat Weekend');
    expect(names).not.toContain('Advent Choir Concert');
    expect(names).not.toContain('Conferência de Mulheres');
    expect(eventos.find((event: { nome: string }) => event.nome === 'Family Picnic on the Common')).toMatchObject({ flagGratuito: true, moeda: 'USD' });
    expect(eventos.find((event: { nome: string }) => event.nome === 'Online Course: Reading Romans')).toMatchObject({ flagOnline: true, valorMinimo: 2900 });
  });

  it('pages, and refuses a bad page or an unknown church', async () => {
    const first = (await get(`/api/v1/igreja/${SLUGS.grace}/evento/?limit=2`)).json();
    expect(first.eventos).toHaveLength(2);
    const second = (await get(`/api/v1/igreja/${SLUGS.grace}/evento/?limit=2&page=2`)).json();
    expect(second.eventos[0].id).not.toBe(first.eventos[0].id);
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/evento/?page=0`)).json().errors).toEqual([expect.objectContaining({ field: 'query.page' })]);
    expect((await get('/api/v1/igreja/nowhere/evento/')).statusCode).toBe(404);
  });
});

describe('GET /igreja/{slug}/evento/{id}/', () => {
  it('gives each ticket type its state: on sale, sold out, not yet on sale, ended', async () => {
    const { app, database } = testApp();
    const onSale = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Marriage Retreat Weekend'));
    expect(onSale.ingressos.map((ticket) => ticket.situacao)).toEqual(['A_VENDA', 'A_VENDA']);
    // A church paid in dollars offers no instalments (payments/installments.ts).
    expect(onSale).toMatchObject({ qtdeMaxParcelas: 1, perguntas: [expect.objectContaining({ flagObrigatoria: true })] });
    const reais = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    expect(reais).toMatchObject({ flagJuros: true, qtdeMaxParcelas: 10 });
    const soldOut = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Worship Night with the Hillside Band'));
    expect(soldOut.ingressos[0]).toMatchObject({ situacao: 'ESGOTADO', disponivel: 0 });
    const soon = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Leadership Summit'));
    expect(soon.ingressos[0]?.situacao).toBe('EM_BREVE');
    const [ended] = await database.handle.db.select({ id: evento.id }).from(evento).where(eq(evento.nome, 'Advent Choir Concert'));
    expect((await eventDetail(app, SLUGS.grace, ended?.id ?? 0)).ingressos[0]?.situacao).toBe('ENCERRADO');
  });

  it("offers the church's methods that suit the event: Pix and slips only in reais, cash only while there is time", async () => {
    const { app } = testApp();
    const grace = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Marriage Retreat Weekend'));
    expect(grace.metodosPagamento.sort()).toEqual(['ACH', 'CARTAO_CREDITO', 'CARTEIRA_DIGITAL']);
    const esperanca = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    expect(esperanca.metodosPagamento.sort()).toEqual(['BOLETO', 'CARTAO_CREDITO', 'DINHEIRO', 'PIX']);
    const soon = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Curso Online: Teologia Básica'));
    expect(soon.metodosPagamento.sort()).toEqual(['CARTAO_CREDITO', 'PIX']);
    const free = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Family Picnic on the Common'));
    expect(free.metodosPagamento).toEqual(['GRATUITO']);
  });

  it("answers 404 for another church's event or an unknown one, and 400 for an id that is not a number", async () => {
    const { app } = testApp();
    const esperancaEvent = await eventIdByName(app, 'Conferência de Mulheres');
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/evento/${esperancaEvent}/`)).statusCode).toBe(404);
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/evento/2147483647/`)).statusCode).toBe(404);
    const bad = await get(`/api/v1/igreja/${SLUGS.grace}/evento/abc/`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });
});

describe('GET /evento/{id}/calcular-taxas', () => {
  it("computes the method's fee on the server, and what the buyer pays", async () => {
    const { app } = testApp();
    const id = await eventIdByName(app, 'Marriage Retreat Weekend');
    const response = await get(`/api/v1/evento/${id}/calcular-taxas?valor=24900&metodoPagamento=CARTAO_CREDITO`);
    expect(response.json()).toEqual({ valor: 24900, taxa: 1076, total: 25976, moeda: 'USD', flagAssumirTaxasServico: false });
    expect((await get(`/api/v1/evento/${id}/calcular-taxas?valor=-1&metodoPagamento=PIX`)).statusCode).toBe(400);
    expect((await get(`/api/v1/evento/${id}/calcular-taxas?valor=100&metodoPagamento=BITCOIN`)).statusCode).toBe(400);
  });
});

describe('GET /event/{id}/calendar.ics on the church host', () => {
  it("serves the event as an iCalendar file, only on its own church's host", async () => {
    const { app } = testApp();
    const id = await eventIdByName(app, 'Marriage Retreat Weekend');
    const response = await app.inject({ url: `/event/${id}/calendar.ics`, headers: { host: 'grace.localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain('BEGIN:VEVENT');
    expect(response.body).toContain('SUMMARY:Marriage Retreat Weekend');
    expect((await app.inject({ url: `/event/${id}/calendar.ics`, headers: { host: 'esperanca.localhost:3000' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/event/abc/calendar.ics', headers: { host: 'grace.localhost:3000' } })).statusCode).toBe(404);
  });
});
