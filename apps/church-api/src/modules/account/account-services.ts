import type { Captcha } from '@church/api-platform/captcha/captcha';
import type { Database } from '@church/api-platform/db/database';
import type { Authentication } from '@church/api-platform/plugins/authentication';
import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { AccountRepository } from './account-repository';
import { AddressRepository } from './address-repository';
import { ChildRepository } from './child-repository';
import { EmailTokenRepository } from './email-token-repository';
import type { ImageStorage } from '@church/api-platform/images/image-files';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import type { PlatformServices } from '@church/api-platform/platform-services';
import { MembershipRepository } from './membership-repository';
import type { PostcodeLookup } from './postcode-lookup';
import type { RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import { ReferenceDataRepository } from './reference-data-repository';
import { SessionService } from './session-service';

/** Everything the account handlers use, built once by the module. */
export interface AccountServices {
  accounts: AccountRepository;
  emailTokens: EmailTokenRepository;
  memberships: MembershipRepository;
  references: ReferenceDataRepository;
  addresses: AddressRepository;
  children: ChildRepository;
  churches: ChurchRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  outbox: MailOutbox;
  postcodes: PostcodeLookup;
  images: ImageStorage;
  /** Where the links in e-mails point: always a host name of the church itself. */
  siteLinks: ChurchSiteLinks;
  /** The captcha strangers solve to register or to ask for a reset link. */
  captcha: Captcha;
}

export function accountServices(
  db: Database,
  options: {
    authentication: Authentication;
    platform: PlatformServices;
    /** Refresh cookies marked Secure (the public scheme is https). */
    secureCookies: boolean;
    postcodes: PostcodeLookup;
  },
): AccountServices {
  const { platform } = options;
  const limiter = platform.rateLimiter;
  return {
    accounts: new AccountRepository(db),
    emailTokens: new EmailTokenRepository(db),
    memberships: new MembershipRepository(db),
    references: new ReferenceDataRepository(db),
    addresses: new AddressRepository(db),
    children: new ChildRepository(db),
    churches: new ChurchRepository(db),
    sessions: new SessionService(db, options.authentication, limiter, options.secureCookies),
    limiter,
    outbox: platform.outbox(),
    postcodes: options.postcodes,
    images: platform.images,
    siteLinks: platform.siteLinks,
    captcha: platform.captcha,
  };
}
