import type { operations } from '@church/contracts-praise';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import type { PraiseRepository } from './praise-repository';
import { showTypeOf, songContentOf } from './song-content';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

export const SONG_NOT_FOUND = 'LOUVOR_NAO_ENCONTRADO';
export const BROADCAST_NOT_FOUND = 'TRANSMISSAO_NAO_ENCONTRADA';

/** §8: "music info could not be fetched", for a song that does not exist, is another church's or has nothing to show. */
const songNotFound = () => new ProblemError(404, 'Not Found', 'The music info could not be fetched.', { code: SONG_NOT_FOUND });

/** The praise calls: a song with its lines and chords, and a broadcast service's setlist. */
export function praiseHandlers(songs: PraiseRepository) {
  return {
    async getLouvor(req: Request<'getLouvor'>): Promise<Ok<'getLouvor'>> {
      const song = await songs.song(req.church.id, req.params.id);
      if (!song) throw songNotFound();
      const { conteudo, key, capo } = songContentOf(song.chordPro);
      const showType = showTypeOf(conteudo, song.arquivos.length);
      if (!showType) throw songNotFound();
      return {
        id: song.id,
        codigo: song.codigo,
        titulo: song.titulo,
        subtitulo: song.subtitulo,
        autor: song.autor,
        grupo: song.grupo,
        ritmo: song.ritmo,
        tema: song.tema,
        tom: song.tom ?? key ?? null,
        capo: capo ?? null,
        showType,
        conteudo,
        arquivos: song.arquivos,
        chordPro: song.chordPro,
      };
    },
    async listLouvoresDaTransmissao(req: Request<'listLouvoresDaTransmissao'>): Promise<Ok<'listLouvoresDaTransmissao'>> {
      const itens = await songs.setlistOfBroadcast(req.church.id, req.params.id);
      if (!itens) throw new ProblemError(404, 'Not Found', 'No such broadcast.', { code: BROADCAST_NOT_FOUND });
      return { itens };
    },
  };
}
