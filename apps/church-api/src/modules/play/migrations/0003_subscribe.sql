CREATE TABLE "plano_assinatura_cupom" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"percentual" integer NOT NULL,
	"periodos" integer NOT NULL,
	"valido_ate" timestamp with time zone,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plano_assinatura_cupom_codigo_unico" UNIQUE("igreja_id","codigo"),
	CONSTRAINT "plano_assinatura_cupom_codigo" CHECK ("plano_assinatura_cupom"."codigo" ~ '^[A-Z0-9_-]{1,40}$'),
	CONSTRAINT "plano_assinatura_cupom_valores" CHECK ("plano_assinatura_cupom"."percentual" between 1 and 100 and "plano_assinatura_cupom"."periodos" between 1 and 36)
);
--> statement-breakpoint
CREATE TABLE "usuario_plano_assinatura_cobranca" (
	"assinatura_id" integer NOT NULL,
	"ciclo" integer NOT NULL,
	"tentativa" integer NOT NULL,
	"pagamento_id" integer NOT NULL,
	CONSTRAINT "usuario_plano_assinatura_cobranca_pk" PRIMARY KEY("assinatura_id","ciclo","tentativa"),
	CONSTRAINT "usuario_plano_assinatura_cobranca_pagamento" UNIQUE("pagamento_id")
);
--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "metodo" text NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "cartao_id" integer;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "teste" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "cpf_teste" text;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "cupom_id" integer;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "percentual_desconto" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "periodos_desconto" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "ciclo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "data_inicio" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "proxima_cobranca" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "falhas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "primeira_falha_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD COLUMN "chave_tentativa" text;--> statement-breakpoint
ALTER TABLE "plano_assinatura_cupom" ADD CONSTRAINT "plano_assinatura_cupom_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_cobranca" ADD CONSTRAINT "usuario_plano_assinatura_cobranca_assinatura_id_usuario_plano_assinatura_id_fk" FOREIGN KEY ("assinatura_id") REFERENCES "public"."usuario_plano_assinatura"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_cobranca" ADD CONSTRAINT "usuario_plano_assinatura_cobranca_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_cartao_id_usuario_cartao_gateway_pagamento_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."usuario_cartao_gateway_pagamento"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_cupom_id_plano_assinatura_cupom_id_fk" FOREIGN KEY ("cupom_id") REFERENCES "public"."plano_assinatura_cupom"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuario_plano_assinatura_renovacao_idx" ON "usuario_plano_assinatura" USING btree ("proxima_cobranca") WHERE situacao in ('ativo', 'inadimplente', 'cancelado');--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_plano_assinatura_uma_aberta" ON "usuario_plano_assinatura" USING btree ("igreja_id","usuario_id") WHERE situacao in ('pendente', 'ativo', 'inadimplente');--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_plano_assinatura_teste_conta" ON "usuario_plano_assinatura" USING btree ("igreja_id","usuario_id") WHERE teste;--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_plano_assinatura_teste_cpf" ON "usuario_plano_assinatura" USING btree ("igreja_id","cpf_teste") WHERE teste and cpf_teste is not null;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_tentativa_unica" UNIQUE("chave_tentativa");--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_metodo" CHECK ("usuario_plano_assinatura"."metodo" in ('CARTAO_CREDITO', 'PIX', 'BOLETO'));--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_desconto" CHECK ("usuario_plano_assinatura"."percentual_desconto" between 0 and 100 and "usuario_plano_assinatura"."periodos_desconto" between 0 and 36);--> statement-breakpoint
-- A subscription's payment settles it, whichever path it takes (the checkout's answer, a webhook, the holds
-- job): paid, its period is the subscription's (the first begins access; each next one adds a period to
-- the calendar); refused, a subscription still waiting for its first payment ends. A payment for one that
-- ended meanwhile changes nothing.
CREATE OR REPLACE FUNCTION assinatura_pagamento_situacao() RETURNS trigger AS $$
BEGIN
  IF NEW.status IN ('aprovado', 'success') THEN
    UPDATE usuario_plano_assinatura s SET
      ciclo = c.ciclo,
      situacao = CASE WHEN s.situacao IN ('pendente', 'inadimplente') THEN 'ativo' ELSE s.situacao END,
      data_inicio = COALESCE(s.data_inicio, now()),
      fim_periodo = CASE WHEN s.data_inicio IS NULL THEN now() ELSE s.fim_periodo END + CASE p.periodicidade WHEN 'anual' THEN interval '1 year' ELSE interval '1 month' END,
      -- The renewals job looks at it again when the new period ends (and closes it then if it was cancelled).
      proxima_cobranca = CASE WHEN s.data_inicio IS NULL THEN now() ELSE s.fim_periodo END + CASE p.periodicidade WHEN 'anual' THEN interval '1 year' ELSE interval '1 month' END,
      falhas = 0,
      primeira_falha_em = NULL
    FROM usuario_plano_assinatura_cobranca c, plano_assinatura p
    WHERE c.pagamento_id = NEW.id AND s.id = c.assinatura_id AND p.id = s.plano_id AND c.ciclo = s.ciclo + 1 AND s.situacao <> 'encerrado';
  ELSIF NEW.status IN ('nao_aprovado', 'cancelado', 'estornado') THEN
    UPDATE usuario_plano_assinatura s SET situacao = 'encerrado', proxima_cobranca = NULL
    FROM usuario_plano_assinatura_cobranca c
    WHERE c.pagamento_id = NEW.id AND s.id = c.assinatura_id AND s.situacao = 'pendente';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pagamento_assinatura
  AFTER UPDATE OF status ON pagamento
  FOR EACH ROW
  WHEN (NEW.origem = 'ASSINATURA' AND NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION assinatura_pagamento_situacao();
