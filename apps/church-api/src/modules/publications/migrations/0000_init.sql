-- Until the publications module had its own migration set, the `media` set created these tables. On a database
-- it migrated, each statement finds its table, constraint or index and leaves it as it is.
CREATE TABLE IF NOT EXISTS "publicacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"tipo_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"slug" text NOT NULL,
	"resumo" text NOT NULL,
	"conteudo" text NOT NULL,
	"imagem" jsonb,
	"arquivo" jsonb,
	"data_publicacao" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "publicacao_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"slug" text NOT NULL,
	"descricao" text
);--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "publicacao" ADD CONSTRAINT "publicacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "publicacao" ADD CONSTRAINT "publicacao_tipo_id_publicacao_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."publicacao_tipo"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "publicacao_tipo" ADD CONSTRAINT "publicacao_tipo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "publicacao_igreja_slug" ON "publicacao" USING btree ("igreja_id","slug");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "publicacao_igreja_data" ON "publicacao" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "publicacao_tipo_igreja_slug" ON "publicacao_tipo" USING btree ("igreja_id","slug");
