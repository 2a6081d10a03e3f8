CREATE TABLE "igreja_app_externo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"codigo_modulo" text NOT NULL,
	"slug" text NOT NULL,
	"nome" text NOT NULL,
	"endereco" text NOT NULL,
	"modo" text DEFAULT 'embutido' NOT NULL,
	"audiencia" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "igreja_app_externo_modulo_ck" CHECK ("igreja_app_externo"."codigo_modulo" in ('MOD_APP_EXTERNO_1', 'MOD_APP_EXTERNO_2')),
	CONSTRAINT "igreja_app_externo_modo_ck" CHECK ("igreja_app_externo"."modo" in ('embutido', 'nova-aba')),
	CONSTRAINT "igreja_app_externo_slug_ck" CHECK ("igreja_app_externo"."slug" ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'),
	CONSTRAINT "igreja_app_externo_endereco_ck" CHECK ("igreja_app_externo"."endereco" ~ '^(https?://|/[^/])'),
	CONSTRAINT "igreja_app_externo_audiencia_ck" CHECK (length("igreja_app_externo"."audiencia") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "igreja_app_externo" ADD CONSTRAINT "igreja_app_externo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "igreja_app_externo_slug_uq" ON "igreja_app_externo" USING btree ("igreja_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "igreja_app_externo_modulo_uq" ON "igreja_app_externo" USING btree ("igreja_id","codigo_modulo");