import type { operations } from '@church/contracts-member-profile';
import type { FastifyReply } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { requireSelf } from '@church/api-platform/plugins/authentication';
import { accountRowOf } from './account-guards';
import type { AccountServices } from './account-services';
import { badField, MESSAGES } from '@church/api-platform/field-rules';
import { acceptUploadedImage } from '@church/api-platform/images/image-reencoding';
import type { RateLimit } from '@church/api-platform/rate-limits/rate-limiter';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** Profile pictures an account uploads: trying a few is fine, making the server decode pictures in a loop is not. */
export const PICTURES_PER_ACCOUNT: RateLimit = { name: 'picture:account', max: 20, windowSeconds: 60 * 60 };

/**
 * The account's profile picture: uploaded (read by the multipart plugin, see account-uploads.ts),
 * counted against the account's limit, then re-encoded and stored; or removed.
 */
export function profileImageHandlers({ accounts, images, limiter }: AccountServices) {
  return {
    async uploadAccountImage(req: Request<'uploadAccountImage'>): Promise<Ok<'uploadAccountImage'>> {
      const account = await requireSelf(req, req.params.id);
      const file = req.uploadedFiles?.find((f) => f.field === 'imagem');
      if (!file || file.data.length === 0) throw badField('body.imagem', MESSAGES.required);
      // Counted (atomically) before the picture is decoded: a refused upload costs no decoding.
      await limiter.hit(PICTURES_PER_ACCOUNT, String(account.id));
      const picture = await acceptUploadedImage(file.data, 'body.imagem');
      const row = await accountRowOf(accounts, account.id);
      const url = await images.save(`usuario/${account.id}`, picture.image, picture.data);
      const imagem = { url, largura: picture.image.width, altura: picture.image.height };
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
