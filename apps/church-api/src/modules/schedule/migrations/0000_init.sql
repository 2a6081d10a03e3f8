-- Until the schedule module had its own migration set, the `content` set created these tables. On a database
-- it migrated, each statement finds its table, constraint or index and leaves it as it is.
CREATE TABLE IF NOT EXISTS "agenda_configuracao" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"fuso_horario" text NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "culto" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"data_inicio" timestamp with time zone NOT NULL,
	"data_fim" timestamp with time zone,
	"local" text,
	"flag_publicado" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"data_inicio" timestamp with time zone NOT NULL,
	"data_fim" timestamp with time zone,
	"local" text,
	"flag_publicado" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "agenda_configuracao" ADD CONSTRAINT "agenda_configuracao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "culto" ADD CONSTRAINT "culto_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "evento" ADD CONSTRAINT "evento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "culto_igreja_inicio_idx" ON "culto" USING btree ("igreja_id","data_inicio");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "evento_igreja_inicio_idx" ON "evento" USING btree ("igreja_id","data_inicio");
