CREATE TABLE "evento_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"evento_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"url" text NOT NULL,
	"disponivel_de" timestamp with time zone,
	"disponivel_ate" timestamp with time zone,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento_ingresso" (
	"id" serial PRIMARY KEY NOT NULL,
	"evento_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"valor" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"vendidos" integer DEFAULT 0 NOT NULL,
	"limite_por_usuario" integer,
	"data_inicio_vendas" timestamp with time zone,
	"data_fim_vendas" timestamp with time zone,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "evento_ingresso_estoque_ck" CHECK ("evento_ingresso"."vendidos" >= 0 and "evento_ingresso"."vendidos" <= "evento_ingresso"."quantidade" and "evento_ingresso"."valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "evento_pergunta" (
	"id" serial PRIMARY KEY NOT NULL,
	"evento_id" integer NOT NULL,
	"pergunta" text NOT NULL,
	"flag_obrigatoria" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento_venda" (
	"evento_id" integer PRIMARY KEY NOT NULL,
	"imagem" jsonb,
	"flag_online" boolean DEFAULT false NOT NULL,
	"flag_juros" boolean DEFAULT false NOT NULL,
	"flag_assumir_taxas_servico" boolean DEFAULT false NOT NULL,
	"qtde_max_parcelas" integer DEFAULT 1 NOT NULL,
	"dias_pagamento_dinheiro" integer DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscricao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	"ingresso_id" integer NOT NULL,
	"usuario_id" integer,
	"pagamento_id" integer NOT NULL,
	"participante" text NOT NULL,
	"comprador" text NOT NULL,
	"respostas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valor" integer NOT NULL,
	"taxa" integer NOT NULL,
	"codigo_checkin" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ativa' NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inscricao_codigo_checkin_unique" UNIQUE("codigo_checkin")
);
--> statement-breakpoint
ALTER TABLE "evento_conteudo" ADD CONSTRAINT "evento_conteudo_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_ingresso" ADD CONSTRAINT "evento_ingresso_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_pergunta" ADD CONSTRAINT "evento_pergunta_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_venda" ADD CONSTRAINT "evento_venda_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_ingresso_id_evento_ingresso_id_fk" FOREIGN KEY ("ingresso_id") REFERENCES "public"."evento_ingresso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evento_conteudo_evento_idx" ON "evento_conteudo" USING btree ("evento_id");--> statement-breakpoint
CREATE INDEX "evento_ingresso_evento_idx" ON "evento_ingresso" USING btree ("evento_id");--> statement-breakpoint
CREATE INDEX "evento_pergunta_evento_idx" ON "evento_pergunta" USING btree ("evento_id");--> statement-breakpoint
CREATE INDEX "inscricao_usuario_evento_idx" ON "inscricao" USING btree ("usuario_id","evento_id");--> statement-breakpoint
CREATE INDEX "inscricao_pagamento_idx" ON "inscricao" USING btree ("pagamento_id");