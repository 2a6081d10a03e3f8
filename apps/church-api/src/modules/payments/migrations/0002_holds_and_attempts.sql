CREATE TABLE "pagamento_conciliacao" (
	"pagamento_id" integer PRIMARY KEY NOT NULL,
	"origem" text NOT NULL,
	"situacao" text DEFAULT 'aberta' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prazo_reserva_igreja" (
	"igreja_id" integer NOT NULL,
	"metodo" text NOT NULL,
	"minutos" integer NOT NULL,
	CONSTRAINT "prazo_reserva_igreja_igreja_id_metodo_pk" PRIMARY KEY("igreja_id","metodo"),
	CONSTRAINT "prazo_reserva_igreja_minutos_ck" CHECK ("prazo_reserva_igreja"."minutos" between 1 and 43200)
);
--> statement-breakpoint
CREATE TABLE "sandbox_cobranca" (
	"referencia" text PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"igreja_id" integer NOT NULL,
	"resultado" jsonb NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_cobranca_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
ALTER TABLE "idempotencia" ADD COLUMN "lease_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pagamento" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "pagamento" ADD COLUMN "chave_idempotencia" text;--> statement-breakpoint
ALTER TABLE "pagamento" ADD COLUMN "reserva_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pagamento" ADD COLUMN "endereco_ip" text;--> statement-breakpoint
ALTER TABLE "pagamento_conciliacao" ADD CONSTRAINT "pagamento_conciliacao_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prazo_reserva_igreja" ADD CONSTRAINT "prazo_reserva_igreja_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_cobranca" ADD CONSTRAINT "sandbox_cobranca_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamento_conciliacao_aberta_idx" ON "pagamento_conciliacao" USING btree ("origem","proxima_tentativa") WHERE situacao = 'aberta';--> statement-breakpoint
CREATE INDEX "pagamento_reserva_idx" ON "pagamento" USING btree ("reserva_ate") WHERE status in ('pendente', 'aguardando', 'em_analise');--> statement-breakpoint
CREATE INDEX "pagamento_em_aberto_idx" ON "pagamento" USING btree ("data_cadastro") WHERE status = 'em_aberto';--> statement-breakpoint
CREATE INDEX "pagamento_nao_pago_igreja_idx" ON "pagamento" USING btree ("igreja_id","usuario_id") WHERE status in ('em_aberto', 'pendente', 'aguardando', 'em_analise');--> statement-breakpoint
CREATE INDEX "pagamento_nao_pago_endereco_idx" ON "pagamento" USING btree ("igreja_id","endereco_ip") WHERE status in ('em_aberto', 'pendente', 'aguardando', 'em_analise');--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_chave_idempotencia_unique" UNIQUE("chave_idempotencia");--> statement-breakpoint
-- Payments made before holds ended get the hold their method has now, counted from today where the method has no time of its own.
UPDATE "pagamento" SET "gateway" = CASE WHEN "referencia_gateway" LIKE 'sbx\_%' THEN 'sandbox' WHEN "referencia_gateway" LIKE 'pi\_%' THEN 'stripe' END WHERE "referencia_gateway" IS NOT NULL;--> statement-breakpoint
UPDATE "pagamento" SET "reserva_ate" = CASE
    WHEN "metodo" = 'PIX' AND "pix_expira_em" IS NOT NULL THEN "pix_expira_em"
    WHEN "metodo" = 'BOLETO' AND "boleto_vencimento" IS NOT NULL THEN ("boleto_vencimento" + 4)::timestamp AT TIME ZONE 'America/Sao_Paulo'
    WHEN "metodo" = 'DINHEIRO' AND "dinheiro_pagar_ate" IS NOT NULL THEN "dinheiro_pagar_ate"
    WHEN "status" = 'em_analise' AND "desafio_token_hash" IS NOT NULL THEN "data_atualizacao" + interval '30 minutes'
    WHEN "status" = 'em_analise' THEN now() + interval '48 hours'
    WHEN "metodo" = 'CARTEIRA_DIGITAL' THEN now() + interval '30 minutes'
    ELSE now() + interval '14 days'
  END
  WHERE "status" IN ('pendente', 'aguardando', 'em_analise');--> statement-breakpoint
UPDATE "idempotencia" SET "lease_ate" = "data_cadastro" + interval '2 minutes' WHERE "status_http" IS NULL;
