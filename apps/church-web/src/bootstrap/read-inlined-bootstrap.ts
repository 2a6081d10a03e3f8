import type { TenantBootstrap } from '@church/data-access';

/** JSON the server inlined into the page in a `<script type="application/json" id=…>`, or null. */
export function readInlinedJson(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}

/** The bootstrap the server inlined into index.html, or null (no server, or a stale page). */
export function readInlinedBootstrap(doc: Document = document): TenantBootstrap | null {
  return readInlinedJson('church-bootstrap', doc) as TenantBootstrap | null;
}
