import { tenantLookupForHost } from '@church/tenant';
import { type CacheStats, stringBytes } from '../caching/sized-lru';
import type { DatabaseHandle } from '../db/database';
import { type CachedTenant, loadCachedTenant } from './cached-tenant';
import { type ChurchKind, ChurchRepository } from './church-repository';
import { ExpiringLoads } from './expiring-loads';
import type { PaymentMethodDescriber } from './payment-method-providers';
import type { MenuEntrySource, ShellSettings } from './tenant-bootstrap';

/** Notified with a church's id by the triggers of migrations/0001 (`*`: any church may have changed). */
export const TENANT_CHANGE_CHANNEL = 'igreja_alterada';
/** The share of `maxBytes` the names (host names, codes, slugs, ids → a church or none) may take besides the churches. */
const NAMES_SHARE = 1 / 8;
/** A name's entry beyond its key: the map's slot, the settled promise and the id. */
const NAME_OVERHEAD_BYTES = 160;

/** What names a church: a code (its subdomain), a slug, an id, or a custom host name. */
export type ChurchName = ChurchKind | 'hostname';

/** Told that a church changed; `null` when any church may have. */
export type TenantChangeListener = (churchId: number | null) => void;

export interface TenantCacheOptions extends ShellSettings {
  /** How long a church is served from memory without being read again: the bound on a lost notification. */
  ttlMs: number;
  /**
   * The approximate bytes the churches may take (TENANT_CACHE_MAX_BYTES); the least recently used go
   * first beyond it. The names they are found by may take an eighth more.
   */
  maxBytes: number;
}

/**
 * Each church's bootstrap (church, modules, visual, menu, banners, payment methods, host names) in
 * memory, so that a request for it costs no query. A church is dropped when any of it changes: the
 * church module's tables notify `igreja_alterada` with its id (triggers, so the admin site's writes
 * count too), heard by every process on the database through LISTEN/NOTIFY (PGlite: in-process), and
 * every church is read again after `ttlMs` in case a notification was lost.
 */
export class TenantCache {
  private readonly churches: ChurchRepository;
  /** `<kind>:<value>` → the church it names (null: none, kept too, so that unknown hosts cost no query). */
  private readonly names: ExpiringLoads<string, number | null>;
  private readonly tenants: ExpiringLoads<number, CachedTenant | null>;
  private readonly listeners = new Set<TenantChangeListener>();
  private stopListening: (() => Promise<void>) | null = null;
  private paymentMethods: PaymentMethodDescriber | null = null;
  private readonly menuEntries: MenuEntrySource[] = [];

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: TenantCacheOptions,
  ) {
    this.churches = new ChurchRepository(database.db);
    this.names = new ExpiringLoads(options.ttlMs, Infinity, { maxBytes: options.maxBytes * NAMES_SHARE, sizeOf: (_id, name) => stringBytes(name) + NAME_OVERHEAD_BYTES });
    this.tenants = new ExpiringLoads(options.ttlMs, Infinity, { maxBytes: options.maxBytes, sizeOf: (tenant) => tenant?.approximateBytes ?? NAME_OVERHEAD_BYTES });
  }

  /** Starts hearing the changes; resolves once listening. */
  async start(): Promise<void> {
    this.stopListening = await this.database.listen(TENANT_CHANGE_CHANNEL, (payload) => {
      const churchId = Number(payload);
      this.invalidate(payload !== '*' && Number.isSafeInteger(churchId) ? churchId : null);
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** The church served under a request's Host: its subdomain of APP_DOMAIN, or one of its custom host names. */
  forHost(host: string): Promise<CachedTenant | null> {
    const lookup = tenantLookupForHost(host, this.options.appDomain);
    if (!lookup) return Promise.resolve(null);
    return lookup.by === 'codigo' ? this.find('code', lookup.codigo) : this.find('hostname', lookup.hostname);
  }

  /** The church a code, slug, id or custom host name names, active or not. */
  async find(kind: ChurchName, value: string | number): Promise<CachedTenant | null> {
    const id = await this.names.get(`${kind}:${value}`, () => this.churches.findChurchId(kind, value));
    return id === null ? null : this.byId(id);
  }

  byId(id: number): Promise<CachedTenant | null> {
    return this.tenants.get(id, (_id, expired) => this.load(id, expired));
  }

  /**
   * Who serves each of a church's payment methods, and the public key the browser's fields need (the
   * payments module's, from each church's own gateway configuration, whose tables notify `igreja_alterada`
   * too): its bootstraps carry it from now on.
   */
  describePaymentMethods(describer: PaymentMethodDescriber): void {
    this.paymentMethods = describer;
    this.invalidate(null);
  }

  /**
   * Entries a module adds to each church's menu (the third-party apps, under their own names): every
   * church's bootstrap carries them from now on, after the church's own entries. The module's tables must
   * notify `igreja_alterada`, as the church's do, so that a change reaches the menu at once.
   */
  addMenuEntries(source: MenuEntrySource): void {
    this.menuEntries.push(source);
    this.invalidate(null);
  }

  /** Calls `listener` whenever a church changes (also when its expiry finds a change no notification told); returns how to stop. */
  onChange(listener: TenantChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drops a church (null: every church), and the unknown names, which it may now answer to. */
  invalidate(churchId: number | null): void {
    if (churchId === null) {
      this.tenants.clear();
      this.names.clear();
    } else {
      this.tenants.delete(churchId);
      this.names.deleteWhere((id) => id === null || id === churchId);
    }
    this.tell(churchId);
  }

  /** What the churches' and the names' caches have done and hold (the metrics read it). */
  stats(): { churches: CacheStats; names: CacheStats } {
    return { churches: this.tenants.stats(), names: this.names.stats() };
  }

  private async load(id: number, expired: CachedTenant | null | undefined): Promise<CachedTenant | null> {
    const tenant = await loadCachedTenant(this.churches, id, { ...this.options, paymentMethods: this.paymentMethods, menuEntries: this.menuEntries });
    if (expired !== undefined && tenant?.bootstrapBody.etag !== expired?.bootstrapBody.etag) this.tell(id);
    return tenant;
  }

  private tell(churchId: number | null): void {
    for (const listener of this.listeners) listener(churchId);
  }
}
