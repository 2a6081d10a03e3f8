import type { TenantBootstrap } from '@church/data-access';

/** The bootstrap the server inlined into index.html, or null (no server, or a stale page). */
export function readInlinedBootstrap(doc: Document = document): TenantBootstrap | null {
  const element = doc.getElementById('church-bootstrap');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as TenantBootstrap;
  } catch {
    return null;
  }
}
