import type { ServerModule } from '@church/api-platform/server-module';
import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { CardCodes } from './card-code';
import { seedMemberCardDemo } from './demo/seed-member-card-demo';
import { memberCardHandlers } from './member-card-handlers';
import { MemberCardRepository } from './member-card-repository';
import { WalletConfigRepository } from './wallet-config';
import { keyringFrom, type SecretKeyring } from '@church/api-platform/secrets/church-secrets';

/**
 * Member card (every church): the card of a member's church account, the public check of its QR code
 * and the member's rotation of that code. Contract: openapi/modules/member-card.yaml.
 */
export const memberCardModule: ServerModule<{ walletKeyring: SecretKeyring | null }> = {
  name: 'member-card',
  dependsOn: ['church', 'account'],
  privateAreas: ['/user/member-card', '/embed/print-member-card', '/member-card/'],
  seedDemo: seedMemberCardDemo,
  /** PAYMENT_SECRETS_KEYS opens the churches' wallet keys (as it opens their gateway keys); without it no church's wallet pass is made. */
  settings: (env) => ({ walletKeyring: keyringFrom(env) }),
  routes: ({ app, database, settings, platform }) => ({
    handlers: memberCardHandlers({
      cards: new MemberCardRepository(database.db),
      codes: new CardCodes((purpose) => app.authentication.derivedKey(purpose)),
      membership: platform.membership,
      limiter: platform.rateLimiter,
      wallets: new WalletConfigRepository(database.db, settings.walletKeyring),
      siteOf: (church, hostname) => platform.siteLinks.siteOf(church, hostname),
      colourOf: async (churchId) => (await new ChurchRepository(database.db).getVisual(churchId)).corApp,
    }),
  }),
};
