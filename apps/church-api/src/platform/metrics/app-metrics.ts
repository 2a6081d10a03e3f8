import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheStats } from '../caching/sized-lru';
import type { JobRunRecorder } from '../jobs/job-runs';
import { checkLabelNames, METRIC_PREFIX, metricName } from './metric-names';
import { processMetrics } from './process-metrics';

export type MetricLabels<L extends string> = Partial<Record<L, string | number>>;

export interface MetricDefinition<L extends string> {
  /** Lower-case, digits and underscores; the app prefixes it with `church_` (a counter's ends in `_total`). */
  name: string;
  help: string;
  labelNames?: readonly L[];
}

export interface CounterMetric<L extends string = string> {
  inc(labels?: MetricLabels<L>, by?: number): void;
}

export interface GaugeMetric<L extends string = string> {
  set(value: number, labels?: MetricLabels<L>): void;
  inc(labels?: MetricLabels<L>, by?: number): void;
  dec(labels?: MetricLabels<L>, by?: number): void;
}

/**
 * What a module may record (`platform.metrics`): its own counters and gauges, and its repeating jobs'
 * runs. Asking twice for the same name gives the same metric.
 */
export interface ModuleMetrics {
  counter<L extends string = never>(definition: MetricDefinition<L>): CounterMetric<L>;
  gauge<L extends string = never>(definition: MetricDefinition<L>): GaugeMetric<L>;
  /** The recorder to give `repeatEvery` for the job of this name (kebab-case, e.g. `gift-receipts`). */
  jobRuns(job: string): JobRunRecorder;
  /** Reports a module's in-process cache (its counts and size at each scrape) under `cache="<name>"`. */
  watchCache(name: string, read: () => CacheStats): void;
}

/** Seconds: a cached read takes about a millisecond, a purchase tens, a slow page render seconds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60];

type CacheReader = () => CacheStats;

/**
 * The app's metrics in Prometheus's text format: request durations by route pattern, the in-process
 * caches, the repeating jobs, what modules register, and the process's own (`process-metrics.ts`). One
 * per app, so that the tests' many apps in one process keep their counts apart.
 */
export class AppMetrics implements ModuleMetrics {
  readonly registry = new Registry();
  private readonly caches = new Map<string, CacheReader>();
  private readonly requests: Histogram<'method' | 'route' | 'status_class'>;
  private readonly jobRunCount: Counter<'job'>;
  private readonly jobFailures: Counter<'job'>;
  private readonly jobDurations: Histogram<'job'>;
  private readonly owned = new Map<string, CounterMetric<string> | GaugeMetric<string>>();

  constructor() {
    const registers = [this.registry];
    this.requests = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time from a request reaching the app to its answer, by method, route pattern and status class (answers from the public answer cache are not among them)',
      labelNames: ['method', 'route', 'status_class'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.jobRunCount = new Counter({ name: `${METRIC_PREFIX}job_runs_total`, help: 'Runs of each repeating job', labelNames: ['job'], registers });
    this.jobFailures = new Counter({ name: `${METRIC_PREFIX}job_failures_total`, help: 'Runs of each repeating job that failed', labelNames: ['job'], registers });
    this.jobDurations = new Histogram({ name: `${METRIC_PREFIX}job_duration_seconds`, help: 'How long each repeating job ran', labelNames: ['job'], buckets: JOB_BUCKETS, registers });
    this.registerCacheMetrics();
  }

  /** Records one answered request; `route` is the route's pattern, never the address asked for. */
  recordRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requests.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
  }

  /** Reports a cache's counts and size at each scrape, under `cache="<name>"`. */
  watchCache(name: string, read: CacheReader): void {
    this.caches.set(name, read);
  }

  jobRuns(job: string): JobRunRecorder {
    return {
      run: async (runOnce) => {
        const stopTimer = this.jobDurations.startTimer({ job });
        this.jobRunCount.inc({ job });
        try {
          return await runOnce();
        } catch (error) {
          this.jobFailures.inc({ job });
          throw error;
        } finally {
          stopTimer();
        }
      },
    };
  }

  counter<L extends string = never>(definition: MetricDefinition<L>): CounterMetric<L> {
    return this.own(definition, (options) => {
      const counter = new Counter(options);
      return { inc: (labels = {}, by = 1) => counter.inc(labels, by) };
    });
  }

  gauge<L extends string = never>(definition: MetricDefinition<L>): GaugeMetric<L> {
    return this.own(definition, (options) => {
      const gauge = new Gauge(options);
      return {
        set: (value, labels = {}) => gauge.set(labels, value),
        inc: (labels = {}, by = 1) => gauge.inc(labels, by),
        dec: (labels = {}, by = 1) => gauge.dec(labels, by),
      };
    });
  }

  contentType(): string {
    return this.registry.contentType;
  }

  /** Everything, in Prometheus's text format: the app's metrics, then the process's. */
  async text(): Promise<string> {
    return `${await this.registry.metrics()}\n${await processMetrics().metrics()}`;
  }

  private own<M extends CounterMetric<string> | GaugeMetric<string>>(
    { name, help, labelNames = [] }: MetricDefinition<string>,
    make: (options: { name: string; help: string; labelNames: string[]; registers: Registry[] }) => M,
  ): M {
    const fullName = metricName(name);
    const found = this.owned.get(fullName);
    if (found) return found as M;
    const made = make({ name: fullName, help, labelNames: checkLabelNames(labelNames), registers: [this.registry] });
    this.owned.set(fullName, made);
    return made;
  }

  /** Counters and gauges filled from the watched caches' own counts at each scrape. */
  private registerCacheMetrics(): void {
    const caches = this.caches;
    const registers = [this.registry];
    const labelNames = ['cache'] as const;
    const counted = (field: 'hits' | 'misses' | 'evictions', help: string) =>
      new Counter({
        name: `${METRIC_PREFIX}cache_${field}_total`,
        help,
        labelNames,
        registers,
        collect() {
          this.reset();
          for (const [cache, read] of caches) this.inc({ cache }, read()[field]);
        },
      });
    const measured = (field: 'entries' | 'bytes', help: string) =>
      new Gauge({
        name: `${METRIC_PREFIX}cache_${field}`,
        help,
        labelNames,
        registers,
        collect() {
          this.reset();
          for (const [cache, read] of caches) this.set({ cache }, read()[field]);
        },
      });
    counted('hits', 'Reads each in-process cache answered');
    counted('misses', 'Reads each in-process cache did not answer (absent or expired)');
    counted('evictions', 'Entries each in-process cache dropped to stay within its size bound');
    measured('entries', 'Entries each in-process cache holds');
    measured('bytes', 'Approximate bytes each in-process cache holds, against its bound');
  }
}
