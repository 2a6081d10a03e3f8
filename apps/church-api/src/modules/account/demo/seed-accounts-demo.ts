import { sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { demoChurchesToSeed } from '@church/api-modules/church';
import { hashPassword } from '../passwords';
import {
  campoPersonalizado,
  campoPersonalizadoValor,
  crianca,
  endereco,
  estadoCivil,
  ocupacao,
  pais,
  type Role,
  usuario,
  usuarioIgreja,
  usuarioIgrejaRole,
} from '../schema';
import { cpfFromBase, DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoPerson } from './demo-accounts';
import { countries, MARITAL_STATUSES, OCCUPATIONS } from './reference-data';

const SEED_LOCK_KEY = 7_245_003;

/**
 * Reference data (countries, occupations, marital statuses: upserted) and, for each active demo
 * church without them yet, its demo member and staff accounts with an address, a child and
 * (esperanca) custom fields. Idempotent.
 */
export async function seedAccountsDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await tx.insert(pais).values(countries()).onConflictDoUpdate({ target: pais.sigla, set: { nome: sql`excluded.nome` } });
    await tx.insert(ocupacao).values([...OCCUPATIONS]).onConflictDoUpdate({ target: ocupacao.codigo, set: { nome: sql`excluded.nome` } });
    await tx.insert(estadoCivil).values([...MARITAL_STATUSES]).onConflictDoUpdate({ target: estadoCivil.codigo, set: { nome: sql`excluded.nome` } });

    const churches = await demoChurchesToSeed(tx, Object.keys(DEMO_ACCOUNTS));
    const pending: typeof churches = [];
    for (const church of churches) {
      const [existing] = await tx.select({ id: usuario.id }).from(usuario).where(sql`lower(${usuario.email}) = ${`member@${church.codigo}.example`}`);
      if (!existing) pending.push(church);
    }
    if (pending.length === 0) return;
    const senhaHash = await hashPassword(DEMO_PASSWORD);
    for (const church of pending) {
      const data = DEMO_ACCOUNTS[church.template];
      if (!data) continue;
      const memberEmail = `member@${church.codigo}.example`;
      const ids = await referenceIds(tx);
      const address = data.address;
      const paisId = ids.pais.get(address.pais) ?? null;

      const createPerson = async (email: string, person: DemoPerson, roles: Role[], withAddress: boolean) => {
        const [account] = await tx
          .insert(usuario)
          .values({
            email,
            senhaHash,
            nome: person.nome,
            sobrenome: person.sobrenome,
            telefone: person.telefone,
            cpf: cpfFromBase(church.codigo === church.template ? person.cpfBase : networkCpfBase(church.id, person === data.staff)),
            dataNascimento: person.dataNascimento,
            sexo: person.sexo,
            estadoCivilId: ids.estadoCivil.get(person.estadoCivil) ?? null,
            dataCasamento: person.dataCasamento,
            qtdeFilhos: person.qtdeFilhos,
            ocupacaoId: ids.ocupacao.get(person.ocupacao) ?? null,
            paisId,
            ...(withAddress
              ? { estado: address.estado, cidade: address.cidade, bairro: address.bairro, logradouro: address.logradouro, numero: address.numero, complemento: address.complemento, cep: address.cep }
              : { estado: address.estado, cidade: address.cidade }),
            flagAtivo: true,
          })
          .returning({ id: usuario.id });
        if (!account) throw new Error(`The demo account ${email} could not be seeded`);
        const [membership] = await tx.insert(usuarioIgreja).values({ usuarioId: account.id, igrejaId: church.id }).returning({ id: usuarioIgreja.id });
        if (!membership) throw new Error(`The church account of ${email} could not be seeded`);
        await tx.insert(usuarioIgrejaRole).values(roles.map((role) => ({ usuarioIgrejaId: membership.id, role })));
        return account.id;
      };

      const memberId = await createPerson(memberEmail, data.member, ['ROLE_MEMBER'], true);
      await createPerson(`staff@${church.codigo}.example`, data.staff, ['ROLE_MEMBER', 'ROLE_ADMIN'], false);

      await tx.insert(endereco).values({ usuarioId: memberId, ...address, paisId, flagPrincipal: true });
      await tx.insert(crianca).values({ usuarioId: memberId, igrejaId: church.id, ...data.child });
      for (const [index, field] of (data.customFields ?? []).entries()) {
        const [created] = await tx
          .insert(campoPersonalizado)
          .values({ igrejaId: church.id, nome: field.nome, tipo: field.tipo, opcoes: field.opcoes, ordem: index })
          .returning({ id: campoPersonalizado.id });
        if (created && field.memberValue !== null) {
          await tx.insert(campoPersonalizadoValor).values({ campoId: created.id, usuarioId: memberId, valor: field.memberValue });
        }
      }
    }
  });
}

/** A network church's people need CPFs of their own (they are unique): nine digits from its id. */
function networkCpfBase(churchId: number, staff: boolean): string {
  return String(900_000_000 + churchId * 2 + (staff ? 1 : 0));
}

async function referenceIds(db: Database) {
  // One query at a time: a transaction's client runs them in sequence anyway.
  const paises = await db.select({ id: pais.id, codigo: pais.sigla }).from(pais);
  const ocupacoes = await db.select({ id: ocupacao.id, codigo: ocupacao.codigo }).from(ocupacao);
  const estados = await db.select({ id: estadoCivil.id, codigo: estadoCivil.codigo }).from(estadoCivil);
  const map = (rows: { id: number; codigo: string }[]) => new Map(rows.map((r) => [r.codigo, r.id]));
  return { pais: map(paises), ocupacao: map(ocupacoes), estadoCivil: map(estados) };
}
