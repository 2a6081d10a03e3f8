import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { churchId } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { bearer, type Caller, signIn as signInAs } from './play-callers';
import { MEDIA_ADDRESS_SECONDS } from '../media-address';

const testApp = setupTestApp();

const signIn = (email: string) => signInAs(testApp().app, email);

function get(url: string, caller?: Caller, headers: Record<string, string> = {}) {
  return testApp().app.inject({ method: 'GET', url, headers: { ...headers, ...bearer(caller) } });
}

let grace: number;
let vida: number;
let member: Caller;
let staff: Caller;
let paid: number;
let paidMp4: number;
let free: number;
let collection: number;
let vidaVideo: number;

beforeAll(async () => {
  grace = await churchId(testApp().app, 'grace');
  vida = await churchId(testApp().app, 'vida');
  [member, staff] = await Promise.all([signIn('member@grace.example'), signIn('staff@grace.example')]);
  const contents = (await get(`/api/v1/plano-assinatura-conteudo/?igreja=${grace}&limit=50`)).json().planoAssinaturaConteudos as { id: number; tipo: string; tipoVisibilidadeConteudo: string }[];
  const videos = contents.filter((content) => content.tipo === 'video');
  const { db } = testApp().database.handle;
  const mp4s = (await db.execute(sql`select conteudo_id from plano_assinatura_midia where igreja_id = ${grace} and formato = 'mp4'`)) as unknown as { rows: { conteudo_id: number }[] };
  const mp4Ids = new Set(mp4s.rows.map((row) => row.conteudo_id));
  paid = videos.find((video) => video.tipoVisibilidadeConteudo === 'assinantes' && !mp4Ids.has(video.id))?.id ?? 0;
  paidMp4 = videos.find((video) => video.tipoVisibilidadeConteudo === 'assinantes' && mp4Ids.has(video.id))?.id ?? 0;
  free = videos.find((video) => video.tipoVisibilidadeConteudo === 'gratuito')?.id ?? 0;
  collection = contents.find((content) => content.tipo === 'coletanea')?.id ?? 0;
  const vidaContents = (await get(`/api/v1/plano-assinatura-conteudo/?igreja=${vida}&limit=50`)).json().planoAssinaturaConteudos as { id: number; tipo: string }[];
  vidaVideo = vidaContents.find((content) => content.tipo === 'video')?.id ?? 0;
});

async function subscribe(caller: Caller, situacao: string, fimPeriodo: string) {
  const { db } = testApp().database.handle;
  await db.execute(sql`delete from usuario_plano_assinatura where usuario_id = ${caller.id}`);
  await db.execute(sql`
    insert into usuario_plano_assinatura (igreja_id, usuario_id, plano_id, situacao, valor, fim_periodo, metodo)
    select ${grace}, ${caller.id}, id, ${situacao}, valor, ${fimPeriodo}::timestamptz, 'CARTAO_CREDITO' from plano_assinatura where igreja_id = ${grace} order by ordem limit 1`);
}

describe('watching a video (GET /plano-assinatura-conteudo/{id}/midia/)', () => {
  it('gives a free video to any member, and a paid one only while a subscription is paid for', async () => {
    const freeMedia = await get(`/api/v1/plano-assinatura-conteudo/${free}/midia/?igreja=${grace}`, member);
    expect(freeMedia.statusCode, freeMedia.body).toBe(200);
    expect(freeMedia.headers['cache-control']).toBe('private, no-store');

    const refused = await get(`/api/v1/plano-assinatura-conteudo/${paid}/midia/?igreja=${grace}`, member);
    expect(refused.json()).toMatchObject({ status: 403, code: 'ASSINATURA_NECESSARIA' });

    await subscribe(member, 'ativo', '2999-01-01T00:00:00Z');
    const media = await get(`/api/v1/plano-assinatura-conteudo/${paid}/midia/?igreja=${grace}`, member);
    expect(media.statusCode).toBe(200);
    const { midia } = media.json();
    expect(midia).toMatchObject({ formato: 'hls', endereco: expect.stringMatching(/^\/api\/v1\/midia-plano-assinatura\/[^/]+\/video\.m3u8$/), legendas: [{ idioma: 'en', endereco: expect.stringMatching(/\/captions\.en\.vtt$/) }] });
    const expires = Date.parse(midia.expiraEm) - Date.now();
    expect(expires).toBeGreaterThan((MEDIA_ADDRESS_SECONDS - 60) * 1000);
    expect(expires).toBeLessThanOrEqual(MEDIA_ADDRESS_SECONDS * 1000);

    // Cancelled: watched until the paid period ends, then refused; a period that ended refuses too.
    await subscribe(member, 'cancelado', '2999-01-01T00:00:00Z');
    expect((await get(`/api/v1/plano-assinatura-conteudo/${paid}/midia/?igreja=${grace}`, member)).statusCode).toBe(200);
    await subscribe(member, 'cancelado', '2020-01-01T00:00:00Z');
    expect((await get(`/api/v1/plano-assinatura-conteudo/${paid}/midia/?igreja=${grace}`, member)).statusCode).toBe(403);
    await subscribe(member, 'pendente', '2999-01-01T00:00:00Z');
    expect((await get(`/api/v1/plano-assinatura-conteudo/${paid}/midia/?igreja=${grace}`, member)).statusCode).toBe(403);
    // Another member's subscription is theirs only.
    await subscribe(staff, 'ativo', '2999-01-01T00:00:00Z');
    expect((await get(`/api/v1/plano-assinatura-conteudo/${paid}/midia/?igreja=${grace}`, member)).statusCode).toBe(403);
  });

  it('refuses guests, other churches, collections and unknown videos', async () => {
    expect((await get(`/api/v1/plano-assinatura-conteudo/${free}/midia/?igreja=${grace}`)).statusCode).toBe(401);
    expect((await get(`/api/v1/plano-assinatura-conteudo/${vidaVideo}/midia/?igreja=${grace}`, member)).json()).toMatchObject({ status: 404, code: 'CONTEUDO_NAO_ENCONTRADO' });
    expect((await get(`/api/v1/plano-assinatura-conteudo/${vidaVideo}/midia/?igreja=${vida}`, member)).statusCode).toBe(403);
    expect((await get(`/api/v1/plano-assinatura-conteudo/${collection}/midia/?igreja=${grace}`, member)).statusCode).toBe(404);
    expect((await get(`/api/v1/plano-assinatura-conteudo/2147483647/midia/?igreja=${grace}`, member)).statusCode).toBe(404);
  });
});

describe("a video's files behind its signed address (GET /midia-plano-assinatura/{token}/{arquivo})", () => {
  async function addressOf(video: number, caller: Caller) {
    const response = await get(`/api/v1/plano-assinatura-conteudo/${video}/midia/?igreja=${grace}`, caller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().midia as { formato: string; endereco: string; legendas: { endereco: string }[] };
  }

  it('serves the playlist, its segment by byte range, and the captions, without a bearer', async () => {
    const midia = await addressOf(free, member);
    const playlist = await get(midia.endereco);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXTM3U');
    const base = midia.endereco.replace(/[^/]+$/, '');
    const init = await get(`${base}video.mp4`, undefined, { range: 'bytes=0-752' });
    expect(init.statusCode).toBe(206);
    expect(init.headers['content-range']).toMatch(/^bytes 0-752\/\d+$/);
    expect(init.rawPayload).toHaveLength(753);
    expect(init.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const whole = await get(`${base}video.mp4`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(Number(init.headers['content-range']?.toString().split('/')[1]));
    expect((await get(`${base}video.mp4`, undefined, { range: 'bytes=99999999-' })).statusCode).toBe(416);
    expect((await get(midia.legendas[0]?.endereco ?? '')).body).toContain('WEBVTT');

    const mp4 = await get(`/api/v1/plano-assinatura-conteudo/${paidMp4}/midia/?igreja=${grace}`, staff);
    expect(mp4.json().midia).toMatchObject({ formato: 'mp4', endereco: expect.stringMatching(/\/video\.mp4$/), legendas: [] });
  });

  it('refuses an altered, foreign or expired token, and any file outside the video’s folder', async () => {
    const midia = await addressOf(free, member);
    const [, , , , token = ''] = midia.endereco.split('/');
    const [body = '', signature = ''] = token.split('.');
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString());
    const otherVideo = Buffer.from(JSON.stringify({ ...grant, conteudo: paid })).toString('base64url');
    for (const forged of [`${otherVideo}.${signature}`, `${body}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`, 'not-a-token', `${body}.`]) {
      const response = await get(`/api/v1/midia-plano-assinatura/${forged}/video.m3u8`);
      expect({ forged, status: response.statusCode }).toEqual({ forged, status: 403 });
    }
    for (const name of ['..%2F..%2Fpackage.json', '.hidden', 'README.md', 'nothing.mp4', 'video.m3u8%00.mp4']) {
      const response = await get(`/api/v1/midia-plano-assinatura/${token}/${name}`);
      expect({ name, status: response.statusCode }).toEqual({ name, status: expect.toSatisfy((status: number) => status === 400 || status === 404) });
    }
    vi.useFakeTimers({ now: Date.now() + (MEDIA_ADDRESS_SECONDS + 1) * 1000, toFake: ['Date'] });
    try {
      expect((await get(midia.endereco)).json()).toMatchObject({ status: 403, code: 'MIDIA_EXPIRADA' });
    } finally {
      vi.useRealTimers();
    }
  });
});
