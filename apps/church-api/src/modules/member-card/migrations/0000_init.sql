CREATE TABLE "usuario_carteirinha" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_igreja_id" integer NOT NULL,
	"numero_membro" text NOT NULL,
	"data_batismo" date,
	"cargo" text,
	"responsavel" text,
	"vinculo" text,
	"referencia" text NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_ultima_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_carteirinha_versao_ck" CHECK ("usuario_carteirinha"."versao" >= 1)
);
--> statement-breakpoint
ALTER TABLE "usuario_carteirinha" ADD CONSTRAINT "usuario_carteirinha_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_carteirinha" ADD CONSTRAINT "usuario_carteirinha_usuario_igreja_id_usuario_igreja_id_fk" FOREIGN KEY ("usuario_igreja_id") REFERENCES "public"."usuario_igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_carteirinha_usuario_igreja_uq" ON "usuario_carteirinha" USING btree ("usuario_igreja_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_carteirinha_numero_uq" ON "usuario_carteirinha" USING btree ("igreja_id","numero_membro");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_carteirinha_referencia_uq" ON "usuario_carteirinha" USING btree ("referencia");--> statement-breakpoint
CREATE INDEX "usuario_carteirinha_igreja_idx" ON "usuario_carteirinha" USING btree ("igreja_id");