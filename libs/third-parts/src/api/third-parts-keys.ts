/** Query keys of the third-party apps, one factory so that every query agrees. */
export const thirdPartsKeys = {
  all: (slug: string) => ['third-parts', slug] as const,
  list: (slug: string) => [...thirdPartsKeys.all(slug), 'list'] as const,
  token: (slug: string, app: string) => [...thirdPartsKeys.all(slug), 'token', app] as const,
};
