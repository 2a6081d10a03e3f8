import type { PublicOrigin } from '../../config';
import type { Database } from '../../db/database';
import type { Authentication } from '../../plugins/authentication';
import { ChurchRepository } from '../church/church-repository';
import { AccountRepository } from './account-repository';
import { AddressRepository } from './address-repository';
import { ChildRepository } from './child-repository';
import { EmailTokenRepository } from './email-token-repository';
import type { ImageStorage } from './image-files';
import { ChurchSiteLinks } from './mail/church-site-links';
import { MailOutbox } from './mail/outbox';
import { MembershipRepository } from './membership-repository';
import type { PostcodeLookup } from './postcode-lookup';
import { RateLimiter } from './rate-limiter';
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
}

export function accountServices(
  db: Database,
  options: {
    authentication: Authentication;
    mailFrom: string;
    postcodes: PostcodeLookup;
    images: ImageStorage;
    appDomain: string;
    publicOrigin: PublicOrigin;
  },
): AccountServices {
  const limiter = new RateLimiter(db);
  const churches = new ChurchRepository(db);
  return {
    accounts: new AccountRepository(db),
    emailTokens: new EmailTokenRepository(db),
    memberships: new MembershipRepository(db),
    references: new ReferenceDataRepository(db),
    addresses: new AddressRepository(db),
    children: new ChildRepository(db),
    churches,
    sessions: new SessionService(db, options.authentication, limiter, options.publicOrigin.scheme === 'https'),
    limiter,
    outbox: new MailOutbox(db, options.mailFrom),
    postcodes: options.postcodes,
    images: options.images,
    siteLinks: new ChurchSiteLinks(churches, options.appDomain, options.publicOrigin),
  };
}
