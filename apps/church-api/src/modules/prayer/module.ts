import { MAX_IMAGE_BYTES } from '@church/api-platform/images/image-files';
import type { ServerModule } from '@church/api-platform/server-module';
import { requireAccount } from '@church/api-platform/plugins/authentication';
import { seedPrayerDemo } from './demo/seed-prayer-demo';
import { prayerHandlers } from './prayer-handlers';
import { PrayerRepository } from './prayer-repository';

export const PRAYER_WALL_CODE = 'MOD_MURAL_ORACAO';

/**
 * The prayer wall and prayer requests (MOD_MURAL_ORACAO). Contract: openapi/modules/prayer.yaml.
 * Pictures go to the platform's image storage (UPLOADS_DIR, or the S3_* bucket), under
 * `oracao/<church id>/`, with the same type and size checks as profile pictures.
 */
export const prayerModule: ServerModule = {
  name: 'prayer',
  dependsOn: ['church', 'account'],
  code: PRAYER_WALL_CODE,
  privateAreas: ['/prayer/new'],
  sitemap: async (db, church, limit) => ['/prayer', ...(await new PrayerRepository(db).wallIds(church.id, limit)).map((id) => `/prayer/${id}`)],
  seedDemo: seedPrayerDemo,
  routes: ({ app, database, platform }) => ({
    handlers: prayerHandlers({
      prayers: new PrayerRepository(database.db),
      images: platform.images,
      limiter: platform.rateLimiter,
      membership: platform.membership,
      wallIsOn: async (igrejaId) => {
        const tenant = await app.tenantCache.find('id', igrejaId);
        return Boolean(tenant?.church.flagAtivo && tenant.bootstrap.modulos.some((modulo) => modulo.codigo === PRAYER_WALL_CODE));
      },
    }),
    // A picture is read only from a signed-in account (membership is checked once the form is read).
    uploads: { createOracao: { guard: requireAccount, limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } } },
  }),
};
