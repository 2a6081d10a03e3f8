CREATE TABLE "agenda_configuracao" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"fuso_horario" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "culto" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"data_inicio" timestamp with time zone NOT NULL,
	"data_fim" timestamp with time zone,
	"local" text,
	"flag_publicado" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devocional" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"referencia_biblica" text NOT NULL,
	"texto" text NOT NULL,
	"autor" text NOT NULL,
	"data" date NOT NULL,
	"imagem" jsonb,
	"flag_publicado" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebd" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"slug" text NOT NULL,
	"nome" text NOT NULL,
	"faixa_etaria" text NOT NULL,
	"professor" text NOT NULL,
	"sala" text NOT NULL,
	"horario" time NOT NULL,
	"descricao" text NOT NULL,
	"imagem" jsonb,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_publicado" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebd_licao" (
	"id" serial PRIMARY KEY NOT NULL,
	"ebd_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"referencia_biblica" text,
	"resumo" text,
	"data" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"data_inicio" timestamp with time zone NOT NULL,
	"data_fim" timestamp with time zone,
	"local" text,
	"flag_publicado" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ministerio" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text NOT NULL,
	"lider" text,
	"contato" text,
	"imagem" jsonb,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_publicado" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ministerio_projeto" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"ministerio_id" integer NOT NULL,
	"nome" text NOT NULL,
	"objetivo" text NOT NULL,
	"descricao" text NOT NULL,
	"imagem" jsonb,
	"status" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_publicado" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticia" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text NOT NULL,
	"texto" text NOT NULL,
	"imagem" jsonb,
	"data_publicacao" timestamp with time zone NOT NULL,
	"flag_publicado" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agenda_configuracao" ADD CONSTRAINT "agenda_configuracao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "culto" ADD CONSTRAINT "culto_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devocional" ADD CONSTRAINT "devocional_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd" ADD CONSTRAINT "ebd_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_licao" ADD CONSTRAINT "ebd_licao_ebd_id_ebd_id_fk" FOREIGN KEY ("ebd_id") REFERENCES "public"."ebd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento" ADD CONSTRAINT "evento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ministerio" ADD CONSTRAINT "ministerio_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD CONSTRAINT "ministerio_projeto_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD CONSTRAINT "ministerio_projeto_ministerio_id_ministerio_id_fk" FOREIGN KEY ("ministerio_id") REFERENCES "public"."ministerio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia" ADD CONSTRAINT "noticia_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "culto_igreja_inicio_idx" ON "culto" USING btree ("igreja_id","data_inicio");--> statement-breakpoint
CREATE INDEX "devocional_igreja_data_idx" ON "devocional" USING btree ("igreja_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "ebd_igreja_slug_uq" ON "ebd" USING btree ("igreja_id","slug");--> statement-breakpoint
CREATE INDEX "evento_igreja_inicio_idx" ON "evento" USING btree ("igreja_id","data_inicio");--> statement-breakpoint
CREATE INDEX "noticia_igreja_data_idx" ON "noticia" USING btree ("igreja_id","data_publicacao");