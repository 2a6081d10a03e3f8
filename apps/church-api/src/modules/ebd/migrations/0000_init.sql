-- Until the ebd module had its own migration set, the `content` set created these tables. On a database
-- it migrated, each statement finds its table, constraint or index and leaves it as it is.
CREATE TABLE IF NOT EXISTS "ebd" (
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
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "ebd_licao" (
	"id" serial PRIMARY KEY NOT NULL,
	"ebd_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"referencia_biblica" text,
	"resumo" text,
	"data" date NOT NULL
);--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "ebd" ADD CONSTRAINT "ebd_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "ebd_licao" ADD CONSTRAINT "ebd_licao_ebd_id_ebd_id_fk" FOREIGN KEY ("ebd_id") REFERENCES "public"."ebd"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "ebd_igreja_slug_uq" ON "ebd" USING btree ("igreja_id","slug");
