-- Until the ministries module had its own migration set, the `content` set created these tables. On a database
-- it migrated, each statement finds its table, constraint or index and leaves it as it is.
CREATE TABLE IF NOT EXISTS "ministerio" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text NOT NULL,
	"lider" text,
	"contato" text,
	"imagem" jsonb,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_publicado" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "ministerio_projeto" (
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
);--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "ministerio" ADD CONSTRAINT "ministerio_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "ministerio_projeto" ADD CONSTRAINT "ministerio_projeto_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "ministerio_projeto" ADD CONSTRAINT "ministerio_projeto_ministerio_id_ministerio_id_fk" FOREIGN KEY ("ministerio_id") REFERENCES "public"."ministerio"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
