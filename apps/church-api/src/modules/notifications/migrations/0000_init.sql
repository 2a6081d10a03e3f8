-- Until the notifications module had its own migration set, the `account` set created these tables. On a database
-- it migrated, each statement finds its table, constraint or index and leaves it as it is.
CREATE TABLE IF NOT EXISTS "notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer,
	"tipo_codigo" text NOT NULL,
	"titulo" text NOT NULL,
	"corpo" text NOT NULL,
	"id_entidade_relacionada" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_ultima_alteracao" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notificacao_igreja_idx" ON "notificacao" USING btree ("igreja_id","data_cadastro");
