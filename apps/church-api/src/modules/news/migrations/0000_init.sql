-- Until the news module had its own migration set, the `content` set created these tables. On a database
-- it migrated, each statement finds its table, constraint or index and leaves it as it is.
CREATE TABLE IF NOT EXISTS "noticia" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text NOT NULL,
	"texto" text NOT NULL,
	"imagem" jsonb,
	"data_publicacao" timestamp with time zone NOT NULL,
	"flag_publicado" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "noticia" ADD CONSTRAINT "noticia_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "noticia_igreja_data_idx" ON "noticia" USING btree ("igreja_id","data_publicacao");
