/** Every metric of the app is named `church_<name>`, so that a scrape of many services keeps them apart. */
export const METRIC_PREFIX = 'church_';

const METRIC_NAME = /^[a-z][a-z0-9_]*$/;
const LABEL_NAME = /^[a-z][a-z0-9_]*$/;

/** A module's metric name, prefixed; refuses what Prometheus would (or what would collide with the prefix's own). */
export function metricName(name: string): string {
  if (!METRIC_NAME.test(name)) throw new Error(`A metric name is lower-case letters, digits and underscores, not '${name}'.`);
  return `${METRIC_PREFIX}${name}`;
}

export function checkLabelNames(labelNames: readonly string[]): string[] {
  for (const label of labelNames) if (!LABEL_NAME.test(label)) throw new Error(`A metric label is lower-case letters, digits and underscores, not '${label}'.`);
  return [...labelNames];
}
