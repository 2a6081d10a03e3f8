import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/database';
import type { PlatformServices } from './platform-services';
import type { UploadRule } from './plugins/multipart-uploads';
import type { ChurchSummary } from './tenancy/church-repository';

/** What a module is given when the app is built. */
export interface ModuleContext<Settings> {
  /** The app: the app plugins' decorations (`app.authentication`) and where a module registers its own HTTP plugin. */
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  settings: Settings;
  /** Mail, rate limits, pictures, membership and the platform's settings, shared by every module. */
  platform: PlatformServices;
}

/**
 * A contract of its own that a module serves beside the main API: a root file of openapi/ (as bff.yaml
 * is the platform's), mounted under its own prefix with the main API's input boundary and security.
 */
export interface ModuleContract {
  /** The file in openapi/: `chat.yaml`. */
  file: string;
  /** Where it is served (its `servers` url): `/chat/v1`. */
  prefix: string;
  /** The handlers of every operation of the file, by operationId. */
  handlers: object;
}

/** What a module serves through the API contract (openapi/api.v1.yaml), and any contract of its own. */
export interface ModuleRoutes {
  /** The handlers of the operations of openapi/modules/<name>.yaml, by operationId. */
  handlers: object;
  /** Its multipart operations, by operationId: who may upload and how much. */
  uploads?: Record<string, UploadRule>;
  /** Contracts it alone serves, each a root file of openapi/ under its own prefix (the chat's chat.yaml under /chat/v1). */
  contracts?: readonly ModuleContract[];
}

/**
 * A server module: one folder, src/modules/<name>/, holding its schema (schema.ts), its migrations
 * (migrations/, generated from the schema by drizzle-kit, with its own journal table), its demo data,
 * its repositories and its handlers, and a module.ts that exports this descriptor. The app finds the
 * modules by their module.ts (load-server-modules.ts); nothing outside the folder lists them.
 */
/** What the demo seed is asked for beyond the demo churches. */
export interface DemoSeedOptions {
  /** How many churches of the generated demo network to add (the church module's demo-network.ts). */
  networkChurches: number;
}

export interface ServerModule<Settings = unknown> {
  /** Its folder's name, which also names its migration set. */
  name: string;
  /** The modules it needs first: their tables are migrated and their demo data seeded before its own. */
  dependsOn: readonly string[];
  /** The module code a church switches it on with (`MOD_NOTICIA`, its library's manifest's); none: every church has it. */
  code?: string;
  /**
   * Its public pages for a church that has it on, as site paths (`/news`, `/news/12`), at most `limit`
   * item pages: the church's sitemap.xml lists them.
   */
  sitemap?(db: Database, church: ChurchSummary, limit: number): Promise<string[]>;
  /**
   * Its site paths that are not public pages (member areas, forms that need login), as prefixes:
   * robots.txt asks crawlers to keep out of them. End one with `/` where the bare prefix would also
   * cover a public page.
   */
  privateAreas?: readonly string[];
  /**
   * Its pages that take payments (a checkout, the give page, the cards pages), as site paths each
   * covering what is under it: only their CSP lets the card provider's own fields in (Stripe.js).
   */
  payingAreas?: readonly string[];
  /**
   * Its pages that play a church's own stream (HLS through hls.js, from whatever host the church
   * streams on), as site paths each covering what is under it: only their CSP lets media in from
   * `blob:` and reads from any https host.
   */
  streamingAreas?: readonly string[];
  /**
   * Its pages made to be framed by other sites (/embed/chat), as site paths each covering what is under
   * it: only they allow the sites the church names (CSP `frame-ancestors`); every other page refuses.
   */
  embedAreas?: readonly string[];
  /**
   * Hosts its pages' scripts connect to beyond the site (CSP `connect-src`), as configured (the chat's
   * Ably, with `ABLY_API_KEY`): added to every page's CSP, since the shell reaches a page without loading it.
   */
  connectSources?(env: NodeJS.ProcessEnv): readonly string[];
  /** Its settings, read from the environment when the app is built; one it refuses throws a ConfigError. */
  settings?(env: NodeJS.ProcessEnv, config: AppConfig): Settings;
  /** Seeds its demo data for the demo churches that exist; leaves what is already there as it is. */
  seedDemo?(db: Database, options: DemoSeedOptions): Promise<void>;
  /** Builds its services, registers what it serves outside the contract, and returns its handlers. */
  routes?(context: ModuleContext<Settings>): ModuleRoutes | Promise<ModuleRoutes>;
}
