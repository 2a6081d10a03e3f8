import type { Database } from '../../db/database';
import type { Authentication } from '../../plugins/authentication';
import { AccountRepository } from './account-repository';
import type { ImageStorage } from './image-files';
import { MailOutbox } from './mail/outbox';
import type { PostcodeLookup } from './postcode-lookup';
import { RateLimiter } from './rate-limiter';
import { SessionService } from './session-service';

/** Everything the account handlers use, built once by the app. */
export interface AccountServices {
  accounts: AccountRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  outbox: MailOutbox;
  postcodes: PostcodeLookup;
  images: ImageStorage;
  /** Church subdomains live under it; e-mail links only go to a host of the church. */
  appDomain: string;
}

export function accountServices(
  db: Database,
  options: { authentication: Authentication; mailFrom: string; postcodes: PostcodeLookup; images: ImageStorage; appDomain: string },
): AccountServices {
  const limiter = new RateLimiter(db);
  return {
    accounts: new AccountRepository(db),
    sessions: new SessionService(db, options.authentication, limiter),
    limiter,
    outbox: new MailOutbox(db, options.mailFrom),
    postcodes: options.postcodes,
    images: options.images,
    appDomain: options.appDomain,
  };
}
