import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../database';
import { notificacao } from '../schema/account';
import { igreja } from '../schema/church';
import { culto, devocional, ebd, noticia } from '../schema/content';

/** The notification types that open content (§3 Notification, isRoute). */
const ROUTE_TYPES = ['CULTO', 'NOTICIA', 'DEVOCIONAL', 'EBD'] as const;
type RouteType = (typeof ROUTE_TYPES)[number];

const english: Record<RouteType, string> = { CULTO: 'This week: {title}', NOTICIA: 'News: {title}', DEVOCIONAL: "Today's devotional: {title}", EBD: 'Sunday school: {title}' };
const wording: Record<string, Record<RouteType, string>> = {
  en: english,
  pt: { CULTO: 'Nesta semana: {title}', NOTICIA: 'Notícia: {title}', DEVOCIONAL: 'Devocional de hoje: {title}', EBD: 'Escola bíblica: {title}' },
  es: { CULTO: 'Esta semana: {title}', NOTICIA: 'Noticia: {title}', DEVOCIONAL: 'Devocional de hoy: {title}', EBD: 'Escuela dominical: {title}' },
};

/**
 * Demo notifications about each active church's content — its latest news, devotional and
 * Sunday-school class and its next service — so that members see notifications that open what they
 * are about. Runs after the account and content seeds; a church that has such notifications is left alone.
 */
export async function seedContentNotifications(db: Database): Promise<void> {
  const churches = await db.select({ id: igreja.id, idioma: igreja.idioma }).from(igreja).where(eq(igreja.flagAtivo, true));
  const now = new Date();
  for (const church of churches) {
    const [existing] = await db
      .select({ id: notificacao.id })
      .from(notificacao)
      .where(and(eq(notificacao.igrejaId, church.id), inArray(notificacao.tipoCodigo, [...ROUTE_TYPES])))
      .limit(1);
    if (existing) continue;

    const [news] = await db
      .select({ id: noticia.id, titulo: noticia.titulo })
      .from(noticia)
      .where(and(eq(noticia.igrejaId, church.id), eq(noticia.flagPublicado, true), lte(noticia.dataPublicacao, now)))
      .orderBy(desc(noticia.dataPublicacao))
      .limit(1);
    const [devotional] = await db
      .select({ id: devocional.id, titulo: devocional.titulo })
      .from(devocional)
      .where(and(eq(devocional.igrejaId, church.id), lte(devocional.data, now.toISOString().slice(0, 10))))
      .orderBy(desc(devocional.data))
      .limit(1);
    const [sundaySchool] = await db.select({ id: ebd.id, titulo: ebd.nome }).from(ebd).where(eq(ebd.igrejaId, church.id)).orderBy(asc(ebd.nome)).limit(1);
    const [service] = await db
      .select({ id: culto.id, titulo: culto.titulo })
      .from(culto)
      .where(and(eq(culto.igrejaId, church.id), eq(culto.flagPublicado, true), gte(culto.dataInicio, now)))
      .orderBy(asc(culto.dataInicio))
      .limit(1);

    const words = wording[church.idioma.slice(0, 2).toLowerCase()] ?? english;
    const found: [RouteType, { id: number; titulo: string } | undefined][] = [
      ['CULTO', service],
      ['EBD', sundaySchool],
      ['DEVOCIONAL', devotional],
      ['NOTICIA', news],
    ];
    const rows = found
      .filter((entry): entry is [RouteType, { id: number; titulo: string }] => Boolean(entry[1]))
      .map(([tipo, content], index) => ({
        igrejaId: church.id,
        usuarioId: null,
        tipoCodigo: tipo,
        titulo: words[tipo].replace('{title}', content.titulo),
        corpo: content.titulo,
        idEntidadeRelacionada: String(content.id),
        // Newest last in the list above, so the news notification comes first.
        dataCadastro: new Date(now.getTime() - (found.length - index) * 60_000),
      }));
    if (rows.length) await db.insert(notificacao).values(rows);
  }
}
