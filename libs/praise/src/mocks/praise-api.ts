import type { paths as AccountPaths } from '@church/contracts-account';
import type { Louvor, LouvorAtual, LouvorAtualAlteracao, LouvorResumo, LouvorSecao, paths } from '@church/contracts-praise';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The praise contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const praiseApi = contractHttp<paths>();

const line = (...pieces: [trecho: string, acorde?: string][]) => ({
  tipo: 'letra' as const,
  trechos: pieces.map(([trecho, acorde]) => (acorde ? { trecho, acorde } : { trecho })),
});

/** The first verse of "Amazing Grace" in G, and a chorus in the manner of the Doxology's last line. */
const conteudo: LouvorSecao[] = [
  {
    tipo: 'verso',
    rotulo: 'Verse 1',
    linhas: [
      line(['A'], ['mazing grace! How ', 'G'], ['sweet the ', 'G7'], ['sound', 'C']),
      line(['That '], ['saved a wretch like ', 'G'], ['me!', 'D/F#']),
      line(['I '], ['once was lost, but ', 'G'], ['now am ', 'G7'], ['found;', 'C']),
      line(['Was '], ['blind, but ', 'G'], ['now ', 'Em'], ['I ', 'D7'], ['see.', 'G']),
    ],
  },
  { tipo: 'outro', linhas: [{ tipo: 'comentario', texto: 'All together' }] },
  { tipo: 'refrao', linhas: [line(['Praise Father, ', 'C'], ['Son, and ', 'F'], ['Holy ', 'Bb'], ['Ghost.', 'C7'])] },
];

export const storySong: Louvor = {
  id: 11,
  codigo: 'AG-001',
  titulo: 'Amazing Grace',
  subtitulo: 'John Newton, 1779',
  autor: 'John Newton',
  grupo: 'Hymns',
  ritmo: '3/4',
  tema: 'Grace',
  tom: 'G',
  capo: null,
  showType: 'cipher',
  conteudo,
  arquivos: [{ nome: 'Amazing Grace — the melody', url: '/demo/praise/amazing-grace-melody.svg', tipo: 'imagem' }],
  chordPro: '{title: Amazing Grace}\n{key: G}\n…',
};

/** The same words with no chords. */
export const storyLyricSong: Louvor = {
  ...storySong,
  id: 12,
  showType: 'lyric',
  arquivos: [],
  conteudo: conteudo.map((section) => ({ ...section, linhas: section.linhas.map((l) => (l.trechos ? { ...l, trechos: l.trechos.map(({ trecho }) => ({ trecho })) } : l)) })),
};

/** Only a score file. */
export const storyScoreSong: Louvor = { ...storySong, id: 13, titulo: 'Amazing Grace (melody)', showType: 'score', conteudo: [], tom: 'G' };

export const storySetlist: LouvorResumo[] = [
  { id: 11, titulo: 'Amazing Grace', autor: 'John Newton', tom: 'G', ordem: 1 },
  { id: 14, titulo: 'Holy, Holy, Holy', autor: 'Reginald Heber', tom: 'D', ordem: 2 },
];

/** `GET /louvor/{id}/`: the song of the given id among these. */
export const praiseSong = (songs: Louvor[] = [storySong, storyLyricSong, storyScoreSong]) =>
  praiseApi.get('/louvor/{id}/', ({ params, response }) => {
    const song = songs.find((candidate) => candidate.id === Number(params.id));
    return song
      ? response(200).json(song)
      : response(404).json(problem(404, { code: 'LOUVOR_NAO_ENCONTRADO' }));
  });
export const praiseSongLoading = () => praiseApi.get('/louvor/{id}/', neverAnswer);
export const praiseSongFailing = () => praiseApi.get('/louvor/{id}/', serverError);

/** `GET /igreja/{slug}/transmissao/{id}/louvores`: the given setlist. */
export const praiseSetlist = (itens: LouvorResumo[] = storySetlist) =>
  praiseApi.get('/igreja/{slug}/transmissao/{id}/louvores', ({ response }) => response(200).json({ itens }));
export const praiseSetlistLoading = () => praiseApi.get('/igreja/{slug}/transmissao/{id}/louvores', neverAnswer);
export const praiseSetlistFailing = () => praiseApi.get('/igreja/{slug}/transmissao/{id}/louvores', serverError);

/** `GET …/louvor-atual`: the song being sung now (none by default). */
export const praiseCurrentSong = (current: LouvorAtual = noCurrentSong) =>
  praiseApi.get('/igreja/{slug}/transmissao/{id}/louvor-atual', ({ response }) => response(200).json(current));
export const praiseCurrentSongFailing = () => praiseApi.get('/igreja/{slug}/transmissao/{id}/louvor-atual', serverError);

export const noCurrentSong: LouvorAtual = { idLouvor: null, titulo: null, alteradoEm: null };

/** The current song as the server answers it for a song of the setlist. */
export const currentSongOf = (song: LouvorResumo, alteradoEm = '2026-11-29T11:05:00-05:00'): LouvorAtual => ({ idLouvor: song.id, titulo: song.titulo, alteradoEm });

/** `PUT …/louvor-atual` by staff: answers the song of the setlist it names (or none), and hands each body to `onSet`. */
export const praiseSetCurrentSong = (onSet: (idLouvor: number | null) => void = () => undefined, itens: LouvorResumo[] = storySetlist) =>
  praiseApi.put('/igreja/{slug}/transmissao/{id}/louvor-atual', async ({ request, response }) => {
    const { idLouvor } = (await request.json()) as LouvorAtualAlteracao;
    onSet(idLouvor);
    const song = itens.find((candidate) => candidate.id === idLouvor);
    return response(200).json(song ? currentSongOf(song) : { ...noCurrentSong, alteradoEm: '2026-11-29T11:06:00-05:00' });
  });
export const praiseSetCurrentSongFailing = () => praiseApi.put('/igreja/{slug}/transmissao/{id}/louvor-atual', serverError);
export const praiseSetCurrentSongLoading = () => praiseApi.put('/igreja/{slug}/transmissao/{id}/louvor-atual', neverAnswer);

const accountApi = contractHttp<AccountPaths>();

/** The signed-in member's roles as staff (ROLE_ADMIN), ahead of the story session's plain member's. */
export const staffRoles = () =>
  accountApi.get('/user/{id}/role', ({ query, response }) => response(200).json({ userIgrejaRoles: [{ role: 'ROLE_ADMIN', idIgreja: Number(query.get('igreja')) }] }));
