import { fileURLToPath } from 'node:url';
import type { ServerModule } from '@church/api-platform/server-module';
import { seedPlayDemo } from './demo/seed-play-demo';
import { MediaAddresses } from './media-address';
import { MediaFiles } from './media-files';
import { memberShelfHandlers } from './member-shelf-handlers';
import { MemberShelfRepository } from './member-shelf-repository';
import { playHandlers } from './play-handlers';
import { PlayRepository } from './play-repository';
import { subscriptionHandlers } from './subscription-handlers';
import { SubscriptionRepository } from './subscription-repository';
import { watchHandlers } from './watch-handlers';
import { WatchRepository } from './watch-repository';

/** Where the area's video files are: PLAY_MEDIA_DIR, or the demo's (demo/media). */
const DEMO_MEDIA = fileURLToPath(new URL('./demo/media/', import.meta.url));

/**
 * The subscription video area's server (MOD_ASSINATURA, issue 27): its public catalogue, each member's
 * list and progress, watching behind signed media addresses, and a member's subscriptions (read and
 * cancelled; subscribing is to come). Contract: openapi/modules/play.yaml.
 * It declares its code with its feature library (libs/play), which does not exist yet: until then /play
 * is the unknown-path page, and the module has no pages for the sitemap.
 */
export const playModule: ServerModule<{ mediaDir: string }> = {
  name: 'play',
  dependsOn: ['church'],
  settings: (env) => ({ mediaDir: env.PLAY_MEDIA_DIR?.trim() || DEMO_MEDIA }),
  seedDemo: seedPlayDemo,
  routes: ({ app, database, settings }) => {
    const area = new PlayRepository(database.db);
    const watching = {
      area,
      watch: new WatchRepository(database.db),
      addresses: new MediaAddresses(() => app.authentication.derivedKey('play-media-address-hmac')),
      files: new MediaFiles(settings.mediaDir),
    };
    return { handlers: { ...playHandlers(area), ...memberShelfHandlers(area, new MemberShelfRepository(database.db)), ...watchHandlers(watching), ...subscriptionHandlers(new SubscriptionRepository(database.db)) } };
  },
};
