/** A typed path: the pattern for the router and a builder for links. */
export interface RoutePath<Args extends unknown[] = []> {
  path: string;
  href: (...args: Args) => string;
}

export function routePath<Args extends unknown[] = []>(
  path: string,
  href: (...args: Args) => string = (() => path) as unknown as (...args: Args) => string,
): RoutePath<Args> {
  return { path, href };
}
