import { accountSettingsFrom } from '../account/account-settings';
import { MAX_IMAGE_BYTES } from '../account/account-uploads';
import { LocalImageStorage } from '../account/image-files';
import { RateLimiter } from '../account/rate-limiter';
import { S3ImageStorage } from '../account/s3-image-storage';
import type { ServerModule } from '../server-module';
import { requireAccount } from '../../plugins/authentication';
import { seedPrayerDemo } from './demo/seed-prayer-demo';
import { prayerHandlers } from './prayer-handlers';
import { PrayerRepository } from './prayer-repository';

export const PRAYER_WALL_CODE = 'MOD_MURAL_ORACAO';

/**
 * The prayer wall and prayer requests (MOD_MURAL_ORACAO). Contract: openapi/modules/prayer.yaml.
 * Pictures go to the account module's image storage (UPLOADS_DIR, or the S3_* bucket), under
 * `oracao/<church id>/`, with the same type and size checks as profile pictures.
 */
export const prayerModule: ServerModule<ReturnType<typeof accountSettingsFrom>> = {
  name: 'prayer',
  dependsOn: ['church', 'account'],
  code: PRAYER_WALL_CODE,
  settings: accountSettingsFrom,
  sitemap: async (db, church, limit) => ['/prayer', ...(await new PrayerRepository(db).wallIds(church.id, limit)).map((id) => `/prayer/${id}`)],
  seedDemo: seedPrayerDemo,
  routes: ({ app, database, settings }) => ({
    handlers: prayerHandlers({
      prayers: new PrayerRepository(database.db),
      images: settings.s3 ? new S3ImageStorage(settings.s3) : new LocalImageStorage(settings.uploadsDir),
      limiter: new RateLimiter(database.db),
      wallIsOn: async (igrejaId) => {
        const tenant = await app.tenantCache.find('id', igrejaId);
        return Boolean(tenant?.church.flagAtivo && tenant.bootstrap.modulos.some((modulo) => modulo.codigo === PRAYER_WALL_CODE));
      },
    }),
    // A picture is read only from a signed-in account (membership is checked once the form is read).
    uploads: { createOracao: { guard: requireAccount, limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } } },
  }),
};
