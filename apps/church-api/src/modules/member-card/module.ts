import type { ServerModule } from '@church/api-platform/server-module';
import { CardCodes } from './card-code';
import { seedMemberCardDemo } from './demo/seed-member-card-demo';
import { memberCardHandlers } from './member-card-handlers';
import { MemberCardRepository } from './member-card-repository';

/**
 * Member card (every church): the card of a member's church account, the public check of its QR code
 * and the member's rotation of that code. Contract: openapi/modules/member-card.yaml.
 */
export const memberCardModule: ServerModule = {
  name: 'member-card',
  dependsOn: ['church', 'account'],
  privateAreas: ['/user/member-card', '/embed/print-member-card', '/member-card/'],
  seedDemo: seedMemberCardDemo,
  routes: ({ app, database, platform }) => ({
    handlers: memberCardHandlers({
      cards: new MemberCardRepository(database.db),
      codes: new CardCodes((purpose) => app.authentication.derivedKey(purpose)),
      membership: platform.membership,
      limiter: platform.rateLimiter,
    }),
  }),
};
