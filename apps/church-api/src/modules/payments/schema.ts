import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/** A payment: what a member (or an unregistered buyer) pays a church, by one method, in integer cents. */
export const pagamento = pgTable(
  'pagamento',
  {
    id: serial('id').primaryKey(),
    /** The public code (`/user/payment/{code}`): random, unguessable. */
    codigo: text('codigo').notNull().unique(),
    igrejaId: igrejaIdColumn(),
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    /** EVENTO, DOACAO or ASSINATURA: which module's order this pays. */
    origem: text('origem').notNull(),
    descricao: text('descricao'),
    idEvento: integer('id_evento'),
    metodo: text('metodo').notNull(),
    idGateway: integer('id_gateway'),
    moeda: text('moeda').notNull(),
    valor: integer('valor').notNull(),
    taxa: integer('taxa').notNull(),
    juros: integer('juros').notNull(),
    total: integer('total').notNull(),
    parcelas: integer('parcelas').notNull().default(1),
    status: text('status').notNull(),
    /** The gateway's id of the charge; webhooks find the payment by it. */
    referenciaGateway: text('referencia_gateway').unique(),
    /** Which provider made the charge (`sandbox`, `stripe`): a provider's events and controls act only on its own payments. */
    gateway: text('gateway'),
    /**
     * The purchase attempt that made this payment (a hash of its Idempotency-Key and scope): a retry
     * of the attempt finds it and resumes it instead of making a second one.
     */
    chaveIdempotencia: text('chave_idempotencia').unique(),
    /** While unpaid, until when what it pays for is held; the holds job cancels it then. */
    reservaAte: timestamp('reserva_ate', { withTimezone: true }),
    /** The buyer's address when the order was made: how many unpaid orders one address holds is limited. */
    enderecoIp: text('endereco_ip'),
    pixCopiaECola: text('pix_copia_e_cola'),
    pixExpiraEm: timestamp('pix_expira_em', { withTimezone: true }),
    boletoLinha: text('boleto_linha'),
    boletoVencimento: date('boleto_vencimento', { mode: 'string' }),
    dinheiroPagarAte: timestamp('dinheiro_pagar_ate', { withTimezone: true }),
    /** The one-time token of an open 3DS challenge (kept as its SHA-256), cleared once answered. */
    desafioTokenHash: text('desafio_token_hash'),
    /**
     * How much of the total the provider has refunded, in cents (its refund webhooks: cumulative, only
     * ever growing); the whole total once refunded in full (estornado). A partial refund leaves the status as it was.
     */
    valorEstornado: integer('valor_estornado').notNull().default(0),
    /**
     * The payer's bank disputed the charge (a chargeback): `aberta` while the bank holds the money (the
     * status is `contestado`), then `ganha` (paid again) or `perdida` (estornado). A charge is disputed
     * once: an event of its dispute delivered late cannot reopen it.
     */
    contestacao: text('contestacao'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataAtualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pagamento_usuario_idx').on(table.usuarioId),
    index('pagamento_pix_pendente_idx').on(table.pixExpiraEm).where(sql`status = 'pendente' and metodo = 'PIX'`),
    index('pagamento_reserva_idx').on(table.reservaAte).where(sql`status in ('pendente', 'aguardando', 'em_analise')`),
    index('pagamento_em_aberto_idx').on(table.dataCadastro).where(sql`status = 'em_aberto'`),
    index('pagamento_nao_pago_igreja_idx').on(table.igrejaId, table.usuarioId).where(sql`status in ('em_aberto', 'pendente', 'aguardando', 'em_analise')`),
    index('pagamento_nao_pago_endereco_idx').on(table.igrejaId, table.enderecoIp).where(sql`status in ('em_aberto', 'pendente', 'aguardando', 'em_analise')`),
    check('pagamento_valores_ck', sql`${table.valor} >= 0 and ${table.taxa} >= 0 and ${table.juros} >= 0 and ${table.total} >= 0`),
    check('pagamento_estorno_ck', sql`${table.valorEstornado} between 0 and ${table.total}`),
    check('pagamento_contestacao_ck', sql`${table.contestacao} in ('aberta', 'ganha', 'perdida')`),
  ],
);

/**
 * An answered request that carried an `Idempotency-Key`: its retries get the same answer. `escopo`
 * is whose key it is (the account, or the buyer's e-mail), so two people's keys never meet.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    escopo: text('escopo').notNull(),
    chave: text('chave').notNull(),
    operacao: text('operacao').notNull(),
    hashCorpo: text('hash_corpo').notNull(),
    /** null while the first request is still being answered. */
    statusHttp: integer('status_http'),
    /**
     * While unanswered, the request working on it holds it until then; a retry after that (the process
     * died, or failed and let go) takes it over and resumes what the first left.
     */
    leaseAte: timestamp('lease_ate', { withTimezone: true }),
    resposta: jsonb('resposta'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.escopo, table.chave] }), index('idempotencia_data_idx').on(table.dataCadastro)],
);

/**
 * The webhook events a gateway delivered, by the gateway's event id and the church whose address
 * received it (0: the sandbox's, which has none): one delivered twice is applied once. Churches that
 * share one provider account each get its events at their own address, and each applies them to its own payments.
 */
export const webhookRecebido = pgTable(
  'webhook_recebido',
  {
    gateway: text('gateway').notNull(),
    idEvento: text('id_evento').notNull(),
    igrejaId: integer('igreja_id').notNull().default(0),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.idEvento, table.igrejaId] })],
);

/**
 * A payment provider account a church brought (Stripe; later Mercado Pago): its public key as is (the
 * browser needs it) and its secret credentials as one JSON object sealed with AES-256-GCM
 * (platform/secrets/church-secrets.ts) under the key `chave_cifra` names, bound to the church and the provider. The
 * sandbox has no row: it serves whatever no provider does. Changes notify `igreja_alterada`
 * (migration 0004), so every process drops the church's built gateways and bootstrap.
 */
export const igrejaProvedorPagamento = pgTable(
  'igreja_provedor_pagamento',
  {
    igrejaId: igrejaIdColumn(),
    /** The provider's name (`stripe`, `mercadopago`), as payments record the gateway that made them. */
    provedor: text('provedor').notNull(),
    /** Its public key (Stripe's publishable key): not a secret. */
    chavePublica: text('chave_publica'),
    /** The id of the PAYMENT_SECRETS_KEYS key that sealed `credenciais`. */
    chaveCifra: text('chave_cifra').notNull(),
    /** `v1.` and base64url(nonce ‖ GCM tag ‖ ciphertext) of the credentials' JSON. */
    credenciais: text('credenciais').notNull(),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataAtualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.igrejaId, table.provedor] }),
    check('igreja_provedor_pagamento_provedor_ck', sql`${table.provedor} ~ '^[a-z][a-z0-9_]{1,31}$' and ${table.provedor} <> 'sandbox'`),
  ],
);

/** Which of a church's providers takes a method (CARTAO_CREDITO, PIX, BOLETO, ACH, CARTEIRA_DIGITAL); a method without a row goes to the sandbox. */
export const igrejaMetodoProvedor = pgTable(
  'igreja_metodo_provedor',
  {
    igrejaId: igrejaIdColumn(),
    metodo: text('metodo').notNull(),
    provedor: text('provedor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.igrejaId, table.metodo] }),
    foreignKey({ columns: [table.igrejaId, table.provedor], foreignColumns: [igrejaProvedorPagamento.igrejaId, igrejaProvedorPagamento.provedor], name: 'igreja_metodo_provedor_provedor_fk' }).onDelete('cascade'),
    check('igreja_metodo_provedor_metodo_ck', sql`${table.metodo} in ('CARTAO_CREDITO', 'PIX', 'BOLETO', 'ACH', 'CARTEIRA_DIGITAL')`),
  ],
);

/**
 * How long a church holds an order paid by a method before it is paid, in minutes (the instant wallet,
 * or cash shorter than its pay-by time); a method without a row holds for its own time (a Pix code's
 * life, cash's pay-by time, a slip's due date) or the default (WALLET_HOLD_MINUTES).
 */
export const prazoReservaIgreja = pgTable(
  'prazo_reserva_igreja',
  {
    igrejaId: igrejaIdColumn(),
    /** The method's code (CARTEIRA_DIGITAL, DINHEIRO). */
    metodo: text('metodo').notNull(),
    minutos: integer('minutos').notNull(),
  },
  (table) => [primaryKey({ columns: [table.igrejaId, table.metodo] }), check('prazo_reserva_igreja_minutos_ck', sql`${table.minutos} between 1 and 43200`)],
);

/**
 * A payment a gateway confirmed after we had given up on it (refused, cancelled, expired, or left open
 * by a process that died): the order's module settles it once (gives what was bought if it still can,
 * else refunds), claimed by one replica at a time.
 */
export const pagamentoConciliacao = pgTable(
  'pagamento_conciliacao',
  {
    pagamentoId: integer('pagamento_id')
      .primaryKey()
      .references(() => pagamento.id, { onDelete: 'cascade' }),
    /** The order's module (the payment's `origem`): EVENTO, DOACAO … */
    origem: text('origem').notNull(),
    /** aberta until settled, then `entregue` (what was bought is the buyer's) or `estornada` (refunded). */
    situacao: text('situacao').notNull().default('aberta'),
    tentativas: integer('tentativas').notNull().default(0),
    proximaTentativa: timestamp('proxima_tentativa', { withTimezone: true }).notNull().defaultNow(),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataAtualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pagamento_conciliacao_aberta_idx').on(table.origem, table.proximaTentativa).where(sql`situacao = 'aberta'`)],
);

/**
 * The sandbox gateway's own record of each charge, by our payment code (its idempotency key): a charge
 * sent again answers what the first answered, and what the sandbox made can be asked of it.
 */
export const sandboxCobranca = pgTable('sandbox_cobranca', {
  referencia: text('referencia').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  igrejaId: igrejaIdColumn(),
  /** The charge's answer as the gateway gave it (status, Pix, slip, challenge), updated as it moves on. */
  resultado: jsonb('resultado').notNull(),
  dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's tokenised cards: what its test mode needs to answer a charge (the test
 * scenario of the number and its last four digits), never the number or the CVV.
 */
export const sandboxCartao = pgTable('sandbox_cartao', {
  token: text('token').primaryKey(),
  igrejaId: igrejaIdColumn(),
  cenario: text('cenario').notNull(),
  bandeira: text('bandeira').notNull(),
  ultimosDigitos: text('ultimos_digitos').notNull(),
  validade: text('validade').notNull(),
  dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's saved card (§3 "Cards"), by gateway: the gateway's token and what the member recognises
 * it by (brand, last four digits, expiry, holder); never the number or the CVV.
 */
export const usuarioCartaoGatewayPagamento = pgTable(
  'usuario_cartao_gateway_pagamento',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    igrejaId: igrejaIdColumn(),
    idGateway: integer('id_gateway').notNull(),
    token: text('token').notNull(),
    bandeira: text('bandeira').notNull(),
    ultimosDigitos: text('ultimos_digitos').notNull(),
    validade: text('validade').notNull(),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('usuario_cartao_token_uq').on(table.usuarioId, table.token), index('usuario_cartao_usuario_idx').on(table.usuarioId, table.igrejaId)],
);

/**
 * A member's customer at a church's card provider (Stripe's `cus_…`): the one their cards are saved on
 * (a SetupIntent, a card kept at checkout) and charged as, made once per member, church and provider.
 * A PaymentMethod attached to any other customer is not charged for, nor saved by, this member here.
 */
export const clienteGatewayPagamento = pgTable(
  'cliente_gateway_pagamento',
  {
    igrejaId: igrejaIdColumn(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** The provider (`stripe`). */
    gateway: text('gateway').notNull(),
    /** The provider's id of the customer. */
    cliente: text('cliente').notNull(),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.igrejaId, table.usuarioId, table.gateway] }), uniqueIndex('cliente_gateway_pagamento_cliente_uq').on(table.gateway, table.cliente)],
);
