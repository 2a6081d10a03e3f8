import type { FastifyInstance } from 'fastify';
import { call } from '../../../../test/helpers/account-helpers';
import { newKey } from '../../events/test/event-helpers';

export const SLUGS = { grace: 'grace-community-church', esperanca: 'igreja-esperanca-sao-paulo', vida: 'iglesia-vida-madrid' } as const;

export interface GivingOptionsBody {
  motivos: { id: number; nome: string; flagPermiteRecorrencia: boolean }[];
  valorMinimo: number;
  moeda: string;
  metodosPagamento: string[];
  flagAceitaDoacao: boolean;
  qtdeMaxParcelas: number;
}

export async function givingOptions(app: FastifyInstance, slug: string): Promise<GivingOptionsBody> {
  const response = await app.inject({ url: `/api/v1/igreja/${slug}/pagamento-motivo/?doacao=true` });
  if (response.statusCode !== 200) throw new Error(`options: ${response.statusCode} ${response.body}`);
  return response.json() as GivingOptionsBody;
}

export function reasonNamed(options: GivingOptionsBody, nome: string) {
  const reason = options.motivos.find((motivo) => motivo.nome === nome);
  if (!reason) throw new Error(`No giving reason ${nome}`);
  return reason;
}

/** What the server charges for `valor` by `metodo`: the gift, plus the fee when the donor covers it. */
export async function giftTotal(app: FastifyInstance, igreja: number, valor: number, metodo: string, covers = false): Promise<number> {
  const response = await app.inject({ url: `/api/v1/pagamento/calcular-taxas?igreja=${igreja}&valor=${valor}&metodoPagamento=${metodo}` });
  return covers ? (response.json().totalComTaxa as number) : valor;
}

/** A gift, with `options.key` as its Idempotency-Key (a new one when none is given; `null` sends none). */
export function give(app: FastifyInstance, body: unknown, options: { token?: string; key?: string | null; address?: string } = {}) {
  const key = options.key === undefined ? newKey() : options.key;
  return call(app, {
    method: 'POST',
    url: '/api/v1/pagamento/',
    payload: body as object,
    token: options.token,
    headers: key ? { 'idempotency-key': key } : {},
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
}
