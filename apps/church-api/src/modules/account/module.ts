import type { ServerModule } from '../server-module';
import { accountHandlers } from './account-handlers';
import { accountHttp } from './account-http';
import { accountServices } from './account-services';
import { type AccountSettings, accountSettingsFrom } from './account-settings';
import { accountUploads } from './account-uploads';
import { seedAccountsDemo } from './demo/seed-accounts-demo';
import { householdHandlers } from './household-handlers';
import { LocalImageStorage } from './image-files';
import { SmtpTransport } from './mail/mail-transport';
import { membershipHandlers } from './membership-handlers';
import { postcodeLookupFor } from './postcode-lookup';
import { profileImageHandlers } from './profile-image-handlers';
import { referenceHandlers } from './reference-handlers';
import { S3ImageStorage } from './s3-image-storage';
import { securityHandlers } from './security-handlers';

/**
 * Accounts and sessions, church accounts (memberships), the personal data of §3 and the mail they
 * send. Contract: openapi/modules/account.yaml. Outside it: pictures under /uploads/, the development
 * mailbox and the outbox worker (account-http.ts).
 */
export const accountModule: ServerModule<AccountSettings> = {
  name: 'account',
  dependsOn: ['church'],
  settings: accountSettingsFrom,
  seedDemo: seedAccountsDemo,
  async routes({ app, database, config, settings }) {
    const services = accountServices(database.db, {
      authentication: app.authentication,
      mailFrom: settings.mailFrom,
      appDomain: config.appDomain,
      publicOrigin: config.publicOrigin,
      postcodes: postcodeLookupFor(settings.cepServiceUrl),
      images: settings.s3 ? new S3ImageStorage(settings.s3) : new LocalImageStorage(settings.uploadsDir),
    });
    await app.register(accountHttp, {
      outbox: services.outbox,
      transport: settings.smtpUrl ? new SmtpTransport(settings.smtpUrl) : null,
      mailboxEnabled: settings.mailboxEnabled,
      uploadsDir: settings.s3 ? null : settings.uploadsDir,
    });
    return {
      handlers: {
        ...securityHandlers(services),
        ...accountHandlers(services),
        ...membershipHandlers(services),
        ...householdHandlers(services),
        ...profileImageHandlers(services),
        ...referenceHandlers(services),
      },
      uploads: accountUploads,
    };
  },
};
