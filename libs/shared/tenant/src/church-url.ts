/** The address of another church of the same deployment, keeping the current scheme and port. */
export function churchSiteUrl(codigo: string, appDomain: string, current: { protocol: string; port: string }): string {
  const port = current.port ? `:${current.port}` : '';
  return `${current.protocol}//${codigo}.${appDomain}${port}/`;
}
