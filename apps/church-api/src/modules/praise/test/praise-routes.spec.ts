import { describe, expect, it } from 'vitest';
import { churchId } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

const GRACE = 'grace-community-church';
const VIDA = 'iglesia-vida-madrid';

const churchIdOf = (code: string) => churchId(testApp().app, code);

/** The broadcast on now at a church (the live demo always has one). */
async function liveBroadcastId(slug: string): Promise<number> {
  const response = await get(`/api/v1/igreja/${slug}/transmissao/atual`);
  return response.json().transmissao.id;
}

describe('GET /igreja/{slug}/transmissao/{id}/louvores', () => {
  it("lists the broadcast service's setlist in order, each song with its key", async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/transmissao/${await liveBroadcastId(GRACE)}/louvores`);
    expect(response.statusCode).toBe(200);
    expect(response.json().itens).toEqual([
      expect.objectContaining({ titulo: 'Amazing Grace', tom: 'G', ordem: 1 }),
      expect.objectContaining({ titulo: 'Holy, Holy, Holy', tom: 'D', ordem: 2 }),
      expect.objectContaining({ titulo: 'Doxology', tom: 'F', ordem: 3 }),
    ]);
  });

  it("answers 404 for another church's broadcast, an unknown one, and 400 naming a bad id", async () => {
    const vidaBroadcast = await liveBroadcastId(VIDA);
    const other = await get(`/api/v1/igreja/${GRACE}/transmissao/${vidaBroadcast}/louvores`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('TRANSMISSAO_NAO_ENCONTRADA');
    expect((await get(`/api/v1/igreja/${GRACE}/transmissao/999999/louvores`)).statusCode).toBe(404);
    const bad = await get(`/api/v1/igreja/${GRACE}/transmissao/abc/louvores`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });
});

describe('GET /louvor/{id}/', () => {
  async function setlist(slug: string) {
    return (await get(`/api/v1/igreja/${slug}/transmissao/${await liveBroadcastId(slug)}/louvores`)).json().itens as { id: number; titulo: string }[];
  }

  it('gives a song with chords as cipher: its sections, lines with chords, key and ChordPro source', async () => {
    const [amazingGrace] = await setlist(GRACE);
    const igreja = await churchIdOf('grace');
    const response = await get(`/api/v1/louvor/${amazingGrace?.id}/?igreja=${igreja}`);
    expect(response.statusCode).toBe(200);
    const song = response.json();
    expect(song).toMatchObject({ titulo: 'Amazing Grace', autor: 'John Newton', tom: 'G', showType: 'cipher', arquivos: [] });
    expect(song.chordPro).toContain('{key: G}');
    expect(song.conteudo[0]).toMatchObject({ tipo: 'verso', rotulo: 'Verse 1' });
    expect(song.conteudo[0].linhas[0]).toEqual({
      tipo: 'letra',
      trechos: [{ trecho: 'A' }, { trecho: 'mazing grace! How ', acorde: 'G' }, { trecho: 'sweet the ', acorde: 'G7' }, { trecho: 'sound', acorde: 'C' }],
    });
  });

  it('gives a song with only a score file as score, and recalls a chorus', async () => {
    const igreja = await churchIdOf('grace');
    const songs = await setlist(GRACE);
    const doxology = (await get(`/api/v1/louvor/${songs[2]?.id}/?igreja=${igreja}`)).json();
    expect(doxology.conteudo.map((section: { tipo: string; repeticao?: boolean }) => [section.tipo, section.repeticao ?? false])).toEqual([
      ['refrao', false],
      ['outro', false],
      ['refrao', true],
    ]);
    // The score-only song is the one after the setlist's songs.
    const score = await get(`/api/v1/louvor/${(songs[2]?.id ?? 0) + 1}/?igreja=${igreja}`);
    expect(score.statusCode).toBe(200);
    expect(score.json()).toMatchObject({ showType: 'score', conteudo: [], arquivos: [{ tipo: 'imagem', url: '/demo/praise/amazing-grace-melody.svg' }] });
  });

  it("answers §8's not found for another church's song, an unknown one, and 400 naming a missing church", async () => {
    const [graceSong] = await setlist(GRACE);
    const vida = await churchIdOf('vida');
    const other = await get(`/api/v1/louvor/${graceSong?.id}/?igreja=${vida}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('LOUVOR_NAO_ENCONTRADO');
    expect((await get(`/api/v1/louvor/999999/?igreja=${vida}`)).json().code).toBe('LOUVOR_NAO_ENCONTRADO');
    const missing = await get(`/api/v1/louvor/${graceSong?.id}/`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'query.igreja' })]);
  });
});
