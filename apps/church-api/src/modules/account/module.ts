import { captchaHandlers } from '@church/api-platform/captcha/captcha-handlers';
import type { ServerModule } from '@church/api-platform/server-module';
import { accountHandlers } from './account-handlers';
import { accountServices } from './account-services';
import { accountUploads } from './account-uploads';
import { seedAccountsDemo } from './demo/seed-accounts-demo';
import { householdHandlers } from './household-handlers';
import { membershipHandlers } from './membership-handlers';
import { postcodeLookupFor } from './postcode-lookup';
import { profileImageHandlers } from './profile-image-handlers';
import { referenceHandlers } from './reference-handlers';
import { securityHandlers } from './security-handlers';

/**
 * Accounts and sessions, church accounts (memberships), the personal data of §3 and the mail they
 * send. Contracts: openapi/modules/account.yaml (identity and session), member-profile.yaml (personal
 * data, documents, custom fields, deletion request, addresses, children, picture) and
 * reference-data.yaml (countries, occupations, marital statuses, CEP lookup), and the captcha's
 * challenge (the platform's captcha, which the forms strangers send use). Its mail, rate limits
 * and pictures are the platform's.
 */
export const accountModule: ServerModule = {
  name: 'account',
  dependsOn: ['church'],
  privateAreas: ['/user', '/access', '/login', '/register', '/reset-password'],
  seedDemo: seedAccountsDemo,
  routes({ app, database, config, platform }) {
    const services = accountServices(database.db, {
      authentication: app.authentication,
      platform,
      secureCookies: config.publicOrigin.scheme === 'https',
      postcodes: postcodeLookupFor(platform.settings.cepServiceUrl),
    });
    return {
      handlers: {
        ...securityHandlers(services),
        ...accountHandlers(services),
        ...membershipHandlers(services),
        ...householdHandlers(services),
        ...profileImageHandlers(services),
        ...referenceHandlers(services),
        ...captchaHandlers(platform.captcha),
      },
      uploads: accountUploads,
    };
  },
};
