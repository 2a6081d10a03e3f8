CREATE TABLE "idempotencia" (
	"escopo" text NOT NULL,
	"chave" text NOT NULL,
	"operacao" text NOT NULL,
	"hash_corpo" text NOT NULL,
	"status_http" integer,
	"resposta" jsonb,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_escopo_chave_pk" PRIMARY KEY("escopo","chave")
);
--> statement-breakpoint
CREATE TABLE "pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer,
	"origem" text NOT NULL,
	"descricao" text,
	"id_evento" integer,
	"metodo" text NOT NULL,
	"id_gateway" integer,
	"moeda" text NOT NULL,
	"valor" integer NOT NULL,
	"taxa" integer NOT NULL,
	"juros" integer NOT NULL,
	"total" integer NOT NULL,
	"parcelas" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"referencia_gateway" text,
	"pix_copia_e_cola" text,
	"pix_expira_em" timestamp with time zone,
	"boleto_linha" text,
	"boleto_vencimento" date,
	"dinheiro_pagar_ate" timestamp with time zone,
	"desafio_token_hash" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamento_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "pagamento_referencia_gateway_unique" UNIQUE("referencia_gateway"),
	CONSTRAINT "pagamento_valores_ck" CHECK ("pagamento"."valor" >= 0 and "pagamento"."taxa" >= 0 and "pagamento"."juros" >= 0 and "pagamento"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_cartao" (
	"token" text PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"cenario" text NOT NULL,
	"bandeira" text NOT NULL,
	"ultimos_digitos" text NOT NULL,
	"validade" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_recebido" (
	"gateway" text NOT NULL,
	"id_evento" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_recebido_gateway_id_evento_pk" PRIMARY KEY("gateway","id_evento")
);
--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_cartao" ADD CONSTRAINT "sandbox_cartao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotencia_data_idx" ON "idempotencia" USING btree ("data_cadastro");--> statement-breakpoint
CREATE INDEX "pagamento_usuario_idx" ON "pagamento" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "pagamento_pix_pendente_idx" ON "pagamento" USING btree ("pix_expira_em") WHERE status = 'pendente' and metodo = 'PIX';