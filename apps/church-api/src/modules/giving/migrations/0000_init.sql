CREATE TABLE "doacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"pagamento_id" integer NOT NULL,
	"usuario_id" integer,
	"doacao_recorrente_id" integer,
	"nome_doador" text NOT NULL,
	"email_doador" text,
	"flag_usuario_taxa" boolean DEFAULT false NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doacao_pagamento_id_unique" UNIQUE("pagamento_id")
);
--> statement-breakpoint
CREATE TABLE "doacao_configuracao" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"flag_aceita_doacao" boolean DEFAULT true NOT NULL,
	"valor_minimo" integer DEFAULT 100 NOT NULL,
	"qtde_max_parcelas" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "doacao_configuracao_minimo_ck" CHECK ("doacao_configuracao"."valor_minimo" >= 1)
);
--> statement-breakpoint
CREATE TABLE "doacao_motivo" (
	"doacao_id" integer NOT NULL,
	"motivo_id" integer NOT NULL,
	"valor" integer NOT NULL,
	CONSTRAINT "doacao_motivo_doacao_id_motivo_id_pk" PRIMARY KEY("doacao_id","motivo_id"),
	CONSTRAINT "doacao_motivo_valor_ck" CHECK ("doacao_motivo"."valor" >= 1)
);
--> statement-breakpoint
CREATE TABLE "doacao_recorrente" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"motivo_id" integer NOT NULL,
	"valor" integer NOT NULL,
	"recorrencia_dias" integer NOT NULL,
	"flag_usuario_taxa" boolean DEFAULT false NOT NULL,
	"cartao_id" integer,
	"status" text DEFAULT 'ativa' NOT NULL,
	"ciclo" integer DEFAULT 0 NOT NULL,
	"vencimento_ciclo" timestamp with time zone NOT NULL,
	"proxima_cobranca" timestamp with time zone NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doacao_recorrente_valores_ck" CHECK ("doacao_recorrente"."valor" >= 1 and "doacao_recorrente"."recorrencia_dias" between 1 and 366)
);
--> statement-breakpoint
CREATE TABLE "doacao_recorrente_cobranca" (
	"doacao_recorrente_id" integer NOT NULL,
	"ciclo" integer NOT NULL,
	"tentativa" integer NOT NULL,
	"pagamento_id" integer,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doacao_recorrente_cobranca_doacao_recorrente_id_ciclo_tentativa_pk" PRIMARY KEY("doacao_recorrente_id","ciclo","tentativa")
);
--> statement-breakpoint
CREATE TABLE "pagamento_motivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"flag_doacao" boolean DEFAULT true NOT NULL,
	"flag_permite_recorrencia" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doacao" ADD CONSTRAINT "doacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao" ADD CONSTRAINT "doacao_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao" ADD CONSTRAINT "doacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao" ADD CONSTRAINT "doacao_doacao_recorrente_id_doacao_recorrente_id_fk" FOREIGN KEY ("doacao_recorrente_id") REFERENCES "public"."doacao_recorrente"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_configuracao" ADD CONSTRAINT "doacao_configuracao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_motivo" ADD CONSTRAINT "doacao_motivo_doacao_id_doacao_id_fk" FOREIGN KEY ("doacao_id") REFERENCES "public"."doacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_motivo" ADD CONSTRAINT "doacao_motivo_motivo_id_pagamento_motivo_id_fk" FOREIGN KEY ("motivo_id") REFERENCES "public"."pagamento_motivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_recorrente" ADD CONSTRAINT "doacao_recorrente_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_recorrente" ADD CONSTRAINT "doacao_recorrente_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_recorrente" ADD CONSTRAINT "doacao_recorrente_motivo_id_pagamento_motivo_id_fk" FOREIGN KEY ("motivo_id") REFERENCES "public"."pagamento_motivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_recorrente" ADD CONSTRAINT "doacao_recorrente_cartao_id_usuario_cartao_gateway_pagamento_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."usuario_cartao_gateway_pagamento"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_recorrente_cobranca" ADD CONSTRAINT "doacao_recorrente_cobranca_doacao_recorrente_id_doacao_recorrente_id_fk" FOREIGN KEY ("doacao_recorrente_id") REFERENCES "public"."doacao_recorrente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_recorrente_cobranca" ADD CONSTRAINT "doacao_recorrente_cobranca_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_motivo" ADD CONSTRAINT "pagamento_motivo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doacao_usuario_idx" ON "doacao" USING btree ("usuario_id","igreja_id","data_cadastro");--> statement-breakpoint
CREATE INDEX "doacao_recorrente_usuario_idx" ON "doacao_recorrente" USING btree ("usuario_id","igreja_id");--> statement-breakpoint
CREATE INDEX "doacao_recorrente_devida_idx" ON "doacao_recorrente" USING btree ("proxima_cobranca") WHERE status = 'ativa';--> statement-breakpoint
CREATE INDEX "pagamento_motivo_igreja_idx" ON "pagamento_motivo" USING btree ("igreja_id","ordem");