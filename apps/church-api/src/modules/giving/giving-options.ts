import type { OpcoesDoacao } from '@church/contracts-giving';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { maxInstallmentsIn } from '@church/api-modules/payments';
import type { PaymentMethod } from '@church/api-modules/payments';
import { BRAZIL_ONLY_METHODS } from '@church/api-modules/payments';
import { doacaoConfiguracao, pagamentoMotivo } from './schema';

/** The instant wallet provider takes at most R$ 4.999,99 per gift (§5). */
export const WALLET_MAXIMUM = 499_999;

/** What a gift of a church may be: its reasons, minimum, methods, currency and installments. */
export interface GivingOptions extends OpcoesDoacao {
  church: { id: number; nome: string; cidade: string | null; moeda: string };
  motivos: (OpcoesDoacao['motivos'][number] & { flagPermiteRecorrencia: boolean })[];
}

/** Methods a gift is never paid with: cash at the church and "free". */
const NOT_FOR_GIFTS: readonly PaymentMethod[] = ['DINHEIRO', 'GRATUITO'];

/** The methods a church's gifts may be paid with: its own, less cash and free, and Pix and slips only in reais. */
export function giftMethods(churchMethods: readonly PaymentMethod[], moeda: string): PaymentMethod[] {
  return churchMethods.filter((method) => !NOT_FOR_GIFTS.includes(method) && (moeda === 'BRL' || !BRAZIL_ONLY_METHODS.includes(method)));
}

/** A church's giving options, read with its settings (defaults when it has none). */
export async function givingOptions(db: Database, igrejaId: number, churchMethods: readonly PaymentMethod[]): Promise<GivingOptions | undefined> {
  const [church] = await db
    .select({ id: igreja.id, nome: igreja.nome, cidade: igreja.cidade, moeda: igreja.moeda, config: doacaoConfiguracao })
    .from(igreja)
    .leftJoin(doacaoConfiguracao, eq(doacaoConfiguracao.igrejaId, igreja.id))
    .where(eq(igreja.id, igrejaId));
  if (!church) return undefined;
  const motivos = await db
    .select({ id: pagamentoMotivo.id, nome: pagamentoMotivo.nome, descricao: pagamentoMotivo.descricao, flagPermiteRecorrencia: pagamentoMotivo.flagPermiteRecorrencia })
    .from(pagamentoMotivo)
    .where(and(eq(pagamentoMotivo.igrejaId, igrejaId), eq(pagamentoMotivo.flagDoacao, true), eq(pagamentoMotivo.flagAtivo, true)))
    .orderBy(asc(pagamentoMotivo.ordem), asc(pagamentoMotivo.id));
  const metodosPagamento = giftMethods(churchMethods, church.moeda);
  return {
    church: { id: church.id, nome: church.nome, cidade: church.cidade, moeda: church.moeda },
    motivos,
    flagAceitaDoacao: church.config?.flagAceitaDoacao ?? true,
    valorMinimo: church.config?.valorMinimo ?? 100,
    ...(metodosPagamento.includes('CARTEIRA_DIGITAL') ? { valorMaximoCarteira: WALLET_MAXIMUM } : {}),
    moeda: church.moeda,
    metodosPagamento,
    qtdeMaxParcelas: maxInstallmentsIn(church.moeda, church.config?.qtdeMaxParcelas ?? 1),
  };
}
