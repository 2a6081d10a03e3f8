import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { igrejaOrigemIncorporacao } from '@church/api-platform/tenancy/tenancy-tables';

/** What `npm run church:embed-origins` was asked: the church's code, and the sites to add or remove (none: only show). */
export interface ChurchEmbedOriginsRequest {
  church: string;
  add?: readonly string[];
  remove?: readonly string[];
}

/** What the command answers: its lines, and its exit code (0 done, 1 refused). */
export interface ChurchEmbedOriginsAnswer {
  code: 0 | 1;
  lines: string[];
}

/** How many sites a church may name: a frame-ancestors list is sent with every embeddable page. */
export const MAX_EMBED_ORIGINS = 20;

/**
 * A site's origin as stored and sent in `frame-ancestors`: scheme, host and port of an http(s) address,
 * lower-cased (`https://www.Example.org/page` → `https://www.example.org`); null for anything else
 * (a wildcard, a keyword, another scheme, credentials, a host no browser would send).
 */
export function embedOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  if (!/^[a-z0-9.-]+$/.test(url.hostname) || url.hostname.startsWith('.') || url.hostname.endsWith('.')) return null;
  return url.origin;
}

/**
 * The core of `npm run church:embed-origins`: shows the sites allowed to frame the church's embeddable
 * pages (/embed/chat, /embed/player, /embed/praise), or adds and removes some. Refuses an unknown church,
 * anything that is not an http(s) origin, and more than MAX_EMBED_ORIGINS sites; a running server on the
 * same PostgreSQL sends the new list at once (the table notifies the church's change).
 */
export async function churchEmbedOrigins(db: Database, request: ChurchEmbedOriginsRequest): Promise<ChurchEmbedOriginsAnswer> {
  const church = await new ChurchRepository(db).findSummary('code', request.church);
  if (!church) return { code: 1, lines: [`No church has the code '${request.church}'.`] };
  const stored = async () =>
    (await db.select({ origem: igrejaOrigemIncorporacao.origem }).from(igrejaOrigemIncorporacao).where(eq(igrejaOrigemIncorporacao.igrejaId, church.id)).orderBy(asc(igrejaOrigemIncorporacao.origem))).map(
      (row) => row.origem,
    );
  const describe = (origins: string[]) =>
    origins.length === 0
      ? `${church.nome} (${church.codigo}): no other site may frame its embeddable pages.`
      : `${church.nome} (${church.codigo}): its embeddable pages may be framed by ${origins.join(', ')}.`;

  const asked = [...(request.add ?? []), ...(request.remove ?? [])];
  const refused = asked.filter((text) => embedOrigin(text) === null);
  if (refused.length > 0) {
    return { code: 1, lines: [`Refused: ${refused.map((text) => `'${text}'`).join(', ')} ${refused.length === 1 ? 'is not a site origin' : 'are not site origins'} (https://www.example.org). Nothing changed.`] };
  }
  const adding = [...new Set((request.add ?? []).map((text) => embedOrigin(text) as string))];
  const removing = [...new Set((request.remove ?? []).map((text) => embedOrigin(text) as string))];
  if (adding.length === 0 && removing.length === 0) return { code: 0, lines: [describe(await stored())] };

  const before = await stored();
  const after = [...new Set([...before.filter((origin) => !removing.includes(origin)), ...adding])].sort();
  if (after.length > MAX_EMBED_ORIGINS) return { code: 1, lines: [`Refused: a church may name at most ${MAX_EMBED_ORIGINS} sites (this would make ${after.length}). Nothing changed.`] };
  await db.transaction(async (tx) => {
    for (const origem of removing) await tx.delete(igrejaOrigemIncorporacao).where(and(eq(igrejaOrigemIncorporacao.igrejaId, church.id), eq(igrejaOrigemIncorporacao.origem, origem)));
    if (adding.length > 0) await tx.insert(igrejaOrigemIncorporacao).values(adding.map((origem) => ({ igrejaId: church.id, origem }))).onConflictDoNothing();
  });
  return { code: 0, lines: [describe(await stored())] };
}
