-- Until the studies module had its own migration set, the `media` set created these tables. On a database
-- it migrated, each statement finds its table, constraint or index and leaves it as it is.
CREATE TABLE IF NOT EXISTS "configuracao_estudo" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"flag_conteudo_publico" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "estudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"passagem_biblica" text NOT NULL,
	"resumo" text NOT NULL,
	"conteudo" text NOT NULL,
	"perguntas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_estudo" date NOT NULL
);--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "configuracao_estudo" ADD CONSTRAINT "configuracao_estudo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "estudo" ADD CONSTRAINT "estudo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "estudo_igreja_data" ON "estudo" USING btree ("igreja_id","data_estudo");
