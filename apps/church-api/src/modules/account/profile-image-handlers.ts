import type { operations } from '@church/contracts-account';
import type { FastifyReply } from 'fastify';
import type { OperationOk, OperationRequest } from '../../http/operation';
import { ProblemError } from '../../http/problem';
import { requireSelf } from '../../plugins/authentication';
import { accountRowOf } from './account-guards';
import type { AccountServices } from './account-services';
import { badField, MESSAGES } from './field-rules';
import { sniffImage } from './image-files';
import { reencodeImage } from './image-reencoding';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The account's profile picture: uploaded (read by the multipart plugin, see account-uploads.ts), re-encoded and stored, or removed. */
export function profileImageHandlers({ accounts, images }: AccountServices) {
  return {
    async uploadAccountImage(req: Request<'uploadAccountImage'>): Promise<Ok<'uploadAccountImage'>> {
      const account = await requireSelf(req, req.params.id);
      const file = req.uploadedFiles?.find((f) => f.field === 'imagem');
      if (!file || file.data.length === 0) throw badField('body.imagem', MESSAGES.required);
      const image = sniffImage(file.data);
      const reencoded = image ? await reencodeImage(file.data, image) : null;
      if (!image || !reencoded) {
        throw new ProblemError(415, 'Unsupported Media Type', 'The picture must be a JPEG, PNG or WebP image.', {
          code: 'IMG_UNSUPPORTED_TYPE',
          errors: [{ field: 'body.imagem', message: 'Envie uma imagem JPEG, PNG ou WebP.' }],
        });
      }
      const row = await accountRowOf(accounts, account.id);
      const stored = { ...image, width: reencoded.width, height: reencoded.height };
      const url = await images.save(`usuario/${account.id}`, stored, reencoded.data);
      const imagem = { url, largura: stored.width, altura: stored.height };
      await accounts.setImage(account.id, imagem);
      if (row.imagem?.url) await images.remove(row.imagem.url);
      return { imagem };
    },

    async deleteAccountImage(req: Request<'deleteAccountImage'>, reply: FastifyReply): Promise<void> {
      const account = await requireSelf(req, req.params.id);
      const row = await accountRowOf(accounts, account.id);
      await accounts.setImage(account.id, null);
      if (row.imagem?.url) await images.remove(row.imagem.url);
      return reply.code(204).send();
    },
  };
}
