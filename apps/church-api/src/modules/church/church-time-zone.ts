import { eq } from 'drizzle-orm';
import { DateTime, IANAZone } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { ChurchRepository, DEFAULT_CHURCH_TIME_ZONE } from '@church/api-platform/tenancy/church-repository';
import { igrejaFusoHorario } from '@church/api-platform/tenancy/tenancy-tables';

/** What `npm run church:time-zone` was asked: the church's code, and the zone to give it (none: only show it). */
export interface ChurchTimeZoneRequest {
  church: string;
  zone?: string;
}

/** What the command answers: its lines, and its exit code (0 done, 1 refused). */
export interface ChurchTimeZoneAnswer {
  code: 0 | 1;
  lines: string[];
}

/** An IANA name's shape: letters first, then letters, digits, `_`, `+`, `-`, in parts split by `/` (no offsets as +03:00). */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The zone as it is stored: an IANA name that Intl and Luxon both know (America/Sao_Paulo, Europe/Madrid,
 * UTC), spelt as Intl spells it where only its case differed (america/sao_paulo); null for anything else
 * (a typo, an offset, a zone this runtime does not know).
 */
export function ianaTimeZone(text: string): string | null {
  const zone = text.trim();
  if (!IANA_NAME.test(zone) || !IANAZone.isValidZone(zone)) return null;
  try {
    const spelt = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return spelt.toLowerCase() === zone.toLowerCase() ? spelt : zone;
  } catch {
    return null;
  }
}

/** The church's zone as the command shows it: the zone, and the church's time now. */
function describe(church: { codigo: string; nome: string; id: number }, zone: string, own: boolean, now: DateTime): string {
  const there = now.setZone(zone);
  const set = own ? '' : ` (none set: ${DEFAULT_CHURCH_TIME_ZONE}, until one is)`;
  return `${church.nome} (${church.codigo}, id ${church.id}): ${zone}${set}; there it is now ${there.toFormat("yyyy-MM-dd HH:mm 'UTC'ZZ")}.`;
}

/**
 * The core of `npm run church:time-zone`: shows the church's time zone (igreja_fuso_horario), or sets it
 * when a zone is given. Refuses a church code that names no church and a zone that is not an IANA name.
 * Every date the church's site shows is read in that zone, on the server and in the browser; the dates
 * themselves are stored as instants, so a service keeps its instant and shows at that instant's time in the new zone.
 */
export async function churchTimeZone(db: Database, request: ChurchTimeZoneRequest, now: DateTime = DateTime.now()): Promise<ChurchTimeZoneAnswer> {
  const church = await new ChurchRepository(db).findSummary('code', request.church);
  if (!church) return { code: 1, lines: [`No church has the code '${request.church}'.`] };
  const [stored] = await db.select({ zone: igrejaFusoHorario.fusoHorario }).from(igrejaFusoHorario).where(eq(igrejaFusoHorario.igrejaId, church.id));
  if (request.zone === undefined) return { code: 0, lines: [describe(church, church.fusoHorario, stored !== undefined, now)] };

  const zone = ianaTimeZone(request.zone);
  if (!zone) {
    return {
      code: 1,
      lines: [`Refused: '${request.zone}' is not an IANA time zone (a name such as America/Sao_Paulo, America/New_York, Europe/Madrid or UTC). ${church.codigo} keeps ${church.fusoHorario}.`],
    };
  }
  if (stored?.zone === zone) return { code: 0, lines: [`${church.codigo} is in ${zone} already.`, describe(church, zone, true, now)] };
  await db
    .insert(igrejaFusoHorario)
    .values({ igrejaId: church.id, fusoHorario: zone })
    .onConflictDoUpdate({ target: igrejaFusoHorario.igrejaId, set: { fusoHorario: zone } });
  return { code: 0, lines: [`${church.codigo}: ${church.fusoHorario} → ${zone}.`, describe(church, zone, true, now)] };
}
