import { asc, eq } from 'drizzle-orm';
import type { ItemReferencia, Pais } from '@church/contracts-reference-data';
import type { Database } from '@church/api-platform/db/database';
import { estadoCivil, ocupacao, pais } from './schema';

/** The reference data of the personal form (§3): countries, occupations and marital statuses. */
export class ReferenceDataRepository {
  private brazil: number | null | undefined;

  constructor(private readonly db: Database) {}

  async exists(table: 'pais' | 'ocupacao' | 'estadoCivil', id: number): Promise<boolean> {
    const target = { pais, ocupacao, estadoCivil }[table];
    const [row] = await this.db.select({ id: target.id }).from(target).where(eq(target.id, id));
    return Boolean(row);
  }

  /** The id of Brazil in `pais` (CEP and CPF rules apply there), cached. */
  async brazilId(): Promise<number | null> {
    if (this.brazil === undefined) {
      const [row] = await this.db.select({ id: pais.id }).from(pais).where(eq(pais.sigla, 'BR'));
      this.brazil = row?.id ?? null;
    }
    return this.brazil;
  }

  async listCountries(): Promise<Pais[]> {
    return this.db.select({ id: pais.id, nome: pais.nome, sigla: pais.sigla }).from(pais).orderBy(asc(pais.nome));
  }

  async listOccupations(): Promise<ItemReferencia[]> {
    return this.db.select({ id: ocupacao.id, codigo: ocupacao.codigo, nome: ocupacao.nome }).from(ocupacao).orderBy(asc(ocupacao.nome));
  }

  async listMaritalStatuses(): Promise<ItemReferencia[]> {
    return this.db.select({ id: estadoCivil.id, codigo: estadoCivil.codigo, nome: estadoCivil.nome }).from(estadoCivil).orderBy(asc(estadoCivil.id));
  }
}
