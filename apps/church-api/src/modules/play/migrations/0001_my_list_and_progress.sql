CREATE TABLE "usuario_plano_assinatura_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"conteudo_id" integer NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_plano_assinatura_conteudo_unico" UNIQUE("usuario_id","conteudo_id")
);
--> statement-breakpoint
CREATE TABLE "usuario_plano_assinatura_progresso" (
	"usuario_id" integer NOT NULL,
	"conteudo_id" integer NOT NULL,
	"igreja_id" integer NOT NULL,
	"segundos" integer NOT NULL,
	"concluido" boolean DEFAULT false NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_plano_assinatura_progresso_pk" PRIMARY KEY("usuario_id","conteudo_id"),
	CONSTRAINT "usuario_plano_assinatura_progresso_segundos" CHECK ("usuario_plano_assinatura_progresso"."segundos" between 0 and 86400)
);
--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_conteudo" ADD CONSTRAINT "usuario_plano_assinatura_conteudo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_conteudo" ADD CONSTRAINT "usuario_plano_assinatura_conteudo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_conteudo" ADD CONSTRAINT "usuario_plano_assinatura_conteudo_conteudo_id_plano_assinatura_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."plano_assinatura_conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_progresso" ADD CONSTRAINT "usuario_plano_assinatura_progresso_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_progresso" ADD CONSTRAINT "usuario_plano_assinatura_progresso_conteudo_id_plano_assinatura_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."plano_assinatura_conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura_progresso" ADD CONSTRAINT "usuario_plano_assinatura_progresso_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuario_plano_assinatura_conteudo_lista_idx" ON "usuario_plano_assinatura_conteudo" USING btree ("usuario_id","igreja_id","data_cadastro");--> statement-breakpoint
CREATE INDEX "usuario_plano_assinatura_progresso_recentes_idx" ON "usuario_plano_assinatura_progresso" USING btree ("usuario_id","igreja_id","data_atualizacao");