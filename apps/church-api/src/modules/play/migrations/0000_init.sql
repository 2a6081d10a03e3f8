CREATE TABLE "plano_assinatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"periodicidade" text NOT NULL,
	"valor" integer NOT NULL,
	"taxa" integer DEFAULT 0 NOT NULL,
	"taxa_adesao" integer DEFAULT 0 NOT NULL,
	"dias_teste" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plano_assinatura_codigo_unico" UNIQUE("igreja_id","codigo"),
	CONSTRAINT "plano_assinatura_periodicidade" CHECK ("plano_assinatura"."periodicidade" in ('mensal', 'anual')),
	CONSTRAINT "plano_assinatura_valores" CHECK ("plano_assinatura"."valor" > 0 and "plano_assinatura"."taxa" >= 0 and "plano_assinatura"."taxa_adesao" >= 0 and "plano_assinatura"."dias_teste" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "plano_assinatura_configuracao" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"tipo_visibilidade_conteudo" text DEFAULT 'assinantes' NOT NULL,
	"dias_carencia" integer DEFAULT 7 NOT NULL,
	CONSTRAINT "plano_assinatura_configuracao_visibilidade" CHECK ("plano_assinatura_configuracao"."tipo_visibilidade_conteudo" in ('assinantes', 'gratuito')),
	CONSTRAINT "plano_assinatura_configuracao_carencia" CHECK ("plano_assinatura_configuracao"."dias_carencia" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "plano_assinatura_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"coletanea_id" integer,
	"ordem" integer DEFAULT 0 NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"destaque" boolean DEFAULT false NOT NULL,
	"tipo_visibilidade_conteudo" text,
	"duracao_segundos" integer,
	"imagem" text,
	"data_publicacao" timestamp with time zone DEFAULT now() NOT NULL,
	"texto_busca" text NOT NULL,
	"vetor_busca" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, texto_busca)) STORED NOT NULL,
	CONSTRAINT "plano_assinatura_conteudo_tipo" CHECK ("plano_assinatura_conteudo"."tipo" in ('video', 'coletanea')),
	CONSTRAINT "plano_assinatura_conteudo_visibilidade" CHECK ("plano_assinatura_conteudo"."tipo_visibilidade_conteudo" is null or "plano_assinatura_conteudo"."tipo_visibilidade_conteudo" in ('gratuito', 'assinantes'))
);
--> statement-breakpoint
CREATE TABLE "plano_assinatura_home" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"tag" text NOT NULL,
	"titulo" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plano_assinatura_home_tag_unica" UNIQUE("igreja_id","tag")
);
--> statement-breakpoint
ALTER TABLE "plano_assinatura" ADD CONSTRAINT "plano_assinatura_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_configuracao" ADD CONSTRAINT "plano_assinatura_configuracao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_conteudo" ADD CONSTRAINT "plano_assinatura_conteudo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_conteudo" ADD CONSTRAINT "plano_assinatura_conteudo_coletanea_fk" FOREIGN KEY ("coletanea_id") REFERENCES "public"."plano_assinatura_conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_home" ADD CONSTRAINT "plano_assinatura_home_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plano_assinatura_igreja_idx" ON "plano_assinatura" USING btree ("igreja_id","ordem");--> statement-breakpoint
CREATE INDEX "plano_assinatura_conteudo_igreja_idx" ON "plano_assinatura_conteudo" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
CREATE INDEX "plano_assinatura_conteudo_coletanea_idx" ON "plano_assinatura_conteudo" USING btree ("coletanea_id","ordem");--> statement-breakpoint
CREATE INDEX "plano_assinatura_conteudo_tags_idx" ON "plano_assinatura_conteudo" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "plano_assinatura_conteudo_busca_idx" ON "plano_assinatura_conteudo" USING gin ("vetor_busca");