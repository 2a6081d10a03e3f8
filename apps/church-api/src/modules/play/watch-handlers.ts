import { posix } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { operations } from '@church/contracts-play';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import { requireMemberOf } from '@church/api-platform/plugins/authentication';
import type { MediaAddresses } from './media-address';
import type { MediaFiles } from './media-files';
import { CONTENT_NOT_FOUND } from './play-handlers';
import type { WatchRepository } from './watch-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

const MEDIA_PATH = '/api/v1/midia-plano-assinatura';

export interface WatchDeps {
  watch: WatchRepository;
  addresses: MediaAddresses;
  files: MediaFiles;
}

/** Watching (§2 "watch/{id}"): a video's media for a member who may watch it, and its files behind signed addresses. */
export function watchHandlers({ watch, addresses, files }: WatchDeps) {
  return {
    async getMidiaPlanoAssinaturaConteudo(req: Request<'getMidiaPlanoAssinaturaConteudo'>, reply: FastifyReply): Promise<Ok<'getMidiaPlanoAssinaturaConteudo'>> {
      const member = await requireMemberOf(req, req.church.id);
      const media = await watch.media(req.church.id, req.params.id);
      if (!media) throw new ProblemError(404, 'Not Found', `This church has no video ${req.params.id} to watch.`, { code: CONTENT_NOT_FOUND });
      if (media.visibilidade === 'assinantes' && !(await watch.subscribed(req.church.id, member.id))) {
        throw new ProblemError(403, 'Forbidden', 'Watching this video takes an active subscription.', { code: 'ASSINATURA_NECESSARIA' });
      }
      void reply.header('cache-control', 'private, no-store');
      if (media.formato === 'youtube' || media.formato === 'vimeo') {
        return { midia: { formato: media.formato, endereco: media.endereco, expiraEm: null, legendas: [] } };
      }
      const { token, expiresAt } = await addresses.sign({ igreja: req.church.id, usuario: member.id, conteudo: req.params.id });
      const address = (file: string) => `${MEDIA_PATH}/${token}/${file}`;
      return {
        midia: {
          formato: media.formato,
          endereco: address(posix.basename(media.endereco)),
          expiraEm: expiresAt.toISOString(),
          legendas: media.legendas.map((caption) => ({ idioma: caption.idioma, endereco: address(caption.arquivo) })),
        },
      };
    },

    async getArquivoMidiaPlanoAssinatura(req: Request<'getArquivoMidiaPlanoAssinatura'>, reply: FastifyReply): Promise<unknown> {
      const grant = await addresses.read(req.params.token);
      if (!grant) throw new ProblemError(403, 'Forbidden', 'This media address has expired or is not one this server gave.', { code: 'MIDIA_EXPIRADA' });
      const media = await watch.media(grant.igreja, grant.conteudo);
      const answer = media && (media.formato === 'hls' || media.formato === 'mp4') ? await files.open(media.endereco, req.params.arquivo, req.headers.range) : { kind: 'missing' as const };
      if (answer.kind === 'missing') throw new ProblemError(404, 'Not Found', `The video has no file ${req.params.arquivo}.`, { code: 'ARQUIVO_NAO_ENCONTRADO' });
      if (answer.kind === 'unsatisfiable') {
        throw new ProblemError(416, 'Range Not Satisfiable', `The file has ${answer.size} bytes.`, { headers: { 'content-range': `bytes */${answer.size}` } });
      }
      void reply
        .code(answer.status)
        .header('content-type', answer.type)
        .header('content-length', answer.length)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=600');
      if (answer.range) void reply.header('content-range', answer.range);
      return reply.send(answer.body);
    },
  };
}
