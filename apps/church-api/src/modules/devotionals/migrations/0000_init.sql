-- Until the devotionals module had its own migration set, the `content` set created these tables. On a database
-- it migrated, each statement finds its table, constraint or index and leaves it as it is.
CREATE TABLE IF NOT EXISTS "devocional" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"referencia_biblica" text NOT NULL,
	"texto" text NOT NULL,
	"autor" text NOT NULL,
	"data" date NOT NULL,
	"imagem" jsonb,
	"flag_publicado" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "devocional" ADD CONSTRAINT "devocional_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devocional_igreja_data_idx" ON "devocional" USING btree ("igreja_id","data");
