import type { FastifyRequest } from 'fastify';
import type { UploadRule } from '@church/api-platform/plugins/multipart-uploads';
import { requireSelf } from '@church/api-platform/plugins/authentication';
import { MAX_IMAGE_BYTES } from '@church/api-platform/images/image-files';

/** The path's account id as sent (not validated yet): anything but one's own id is refused. */
function pathAccountId(request: FastifyRequest): number {
  return Number((request.params as { id?: string }).id);
}

/** The account's uploads: a picture of at most 5 MB, sent only by the account itself (checked before reading it). */
export const accountUploads: Record<string, UploadRule> = {
  uploadAccountImage: {
    guard: (request) => requireSelf(request, pathAccountId(request)),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 },
  },
};
