import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { cpfFromBase } from '../demo/demo-accounts';
import { seedAccountsDemo } from '../demo/seed-accounts-demo';
import { isValidCpf, normalizeBrazilianMobile } from '../../../platform/field-rules';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function counts() {
  const result = await database.handle.db.execute(sql`
    select (select count(*)::int from usuario) as usuarios, (select count(*)::int from usuario_igreja) as contas,
           (select count(*)::int from usuario_igreja_role) as roles, (select count(*)::int from endereco) as enderecos,
           (select count(*)::int from crianca) as criancas,
           (select count(*)::int from campo_personalizado) as campos, (select count(*)::int from pais) as paises,
           (select count(*)::int from ocupacao) as ocupacoes, (select count(*)::int from estado_civil) as estados`);
  return rowsOf<Record<string, number>>(result)[0];
}

describe('seedAccountsDemo', () => {
  it('seeds a member and a staff member for each active demo church, and the reference data', async () => {
    expect(await counts()).toEqual({
      usuarios: 6, contas: 6, roles: 9, enderecos: 3, criancas: 3, campos: 2, paises: 249, ocupacoes: 32, estados: 8,
    });
    const rows = rowsOf<{ email: string; cpf: string; telefone: string; flag_ativo: boolean }>(
      await database.handle.db.execute(sql`select email, cpf, telefone, flag_ativo from usuario order by email`),
    );
    expect(rows.map((r) => r.email)).toEqual([
      'member@esperanca.example', 'member@grace.example', 'member@vida.example', 'staff@esperanca.example', 'staff@grace.example', 'staff@vida.example',
    ]);
    for (const row of rows) {
      expect(isValidCpf(row.cpf)).toBe(true);
      expect(normalizeBrazilianMobile(row.telefone)).toBe(row.telefone);
      expect(row.flag_ativo).toBe(true);
    }
    // Nothing for the inactive church.
    const fechada = await database.handle.db.execute(sql`select count(*)::int as n from usuario where email like '%@fechada.example'`);
    expect(rowsOf<{ n: number }>(fechada)[0]?.n).toBe(0);
  });

  it('is idempotent', async () => {
    const before = await counts();
    await seedAccountsDemo(database.handle.db);
    await seedAccountsDemo(database.handle.db);
    expect(await counts()).toEqual(before);
  });

  it('computes CPF check digits', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
  });
});
