import type { TenantBootstrap } from '@church/contracts-bff';
import type { Cliente } from '@church/contracts-church';
import { CachedBody } from '../http/cached-response';
import type { ChurchRepository, ChurchSummary } from './church-repository';
import { bootstrapOf, type ShellSettings } from './tenant-bootstrap';

const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * A church in memory is about this many times its bootstrap's JSON: the parsed bootstrap (objects and
 * UTF-16 strings), the JSON body with its compressed forms, and the other answers made from it (the
 * per-piece reads, the manifest, robots.txt, the sitemap). An estimate, not a measurement: it bounds
 * memory roughly, which is what the bound is for.
 */
const BYTES_PER_BOOTSTRAP_JSON_BYTE = 5;
const FIXED_BYTES = 2_048;

/**
 * One church as the tenant cache keeps it between two changes: its summary (what scopes a request),
 * its bootstrap, its host names, and the answers made from them, each serialised (and compressed) once.
 */
export class CachedTenant {
  private readonly made = new Map<string, unknown>();

  constructor(
    readonly church: ChurchSummary,
    readonly bootstrap: TenantBootstrap,
    /** Its custom host names, oldest first (its subdomain is `<codigo>.<APP_DOMAIN>`). */
    readonly customHostnames: readonly string[],
    /** Its clients, as `GET /igreja/?hostname=` answers them for its custom host names. */
    readonly clientes: readonly Cliente[],
    /** The sites allowed to frame its embeddable pages (origins). */
    readonly embedOrigins: readonly string[],
  ) {}

  /**
   * Something made from this church's data once, until the church changes (or its entry expires): a
   * response body, or the promise of one. A promise that fails is forgotten, so that the next call tries again.
   */
  memo<T>(key: string, make: () => T): T {
    if (this.made.has(key)) return this.made.get(key) as T;
    const value = make();
    this.made.set(key, value);
    if (value instanceof Promise) value.catch(() => this.made.delete(key));
    return value;
  }

  /** A JSON answer made from this church's data once. */
  json(key: string, make: () => unknown): CachedBody {
    return this.memo(key, () => CachedBody.of(JSON.stringify(make()), JSON_TYPE));
  }

  /** About how much memory this church takes while cached (what bounds the tenant cache). */
  get approximateBytes(): number {
    return this.bootstrapBody.body.length * BYTES_PER_BOOTSTRAP_JSON_BYTE + FIXED_BYTES;
  }

  /** The whole bootstrap as JSON (`GET /bff/tenant`). */
  get bootstrapBody(): CachedBody {
    return this.json('bootstrap', () => this.bootstrap);
  }
}

/** Reads a church and everything its bootstrap holds; null when there is no such church. */
export async function loadCachedTenant(churches: ChurchRepository, id: number, settings: ShellSettings): Promise<CachedTenant | null> {
  const found = await churches.findTenantChurch(id);
  if (!found) return null;
  const [bootstrap, customHostnames, clientes, embedOrigins] = await Promise.all([
    bootstrapOf(churches, found.igreja, settings),
    churches.customHostnames(id),
    churches.listClientesOfChurch(id),
    churches.embedOrigins(id),
  ]);
  return new CachedTenant(found.summary, bootstrap, customHostnames, clientes, embedOrigins);
}
