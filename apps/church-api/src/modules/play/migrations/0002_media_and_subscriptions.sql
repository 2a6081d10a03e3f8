CREATE TABLE "plano_assinatura_midia" (
	"conteudo_id" integer PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"formato" text NOT NULL,
	"endereco" text NOT NULL,
	"legendas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "plano_assinatura_midia_formato" CHECK ("plano_assinatura_midia"."formato" in ('hls', 'mp4', 'youtube', 'vimeo')),
	CONSTRAINT "plano_assinatura_midia_endereco" CHECK ("plano_assinatura_midia"."endereco" ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_.-]+)*$' and "plano_assinatura_midia"."endereco" !~ '\.\.')
);
--> statement-breakpoint
CREATE TABLE "usuario_plano_assinatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"situacao" text NOT NULL,
	"valor" integer NOT NULL,
	"taxa" integer DEFAULT 0 NOT NULL,
	"taxa_adesao" integer DEFAULT 0 NOT NULL,
	"data_assinatura" timestamp with time zone DEFAULT now() NOT NULL,
	"fim_periodo" timestamp with time zone NOT NULL,
	"data_cancelamento" timestamp with time zone,
	CONSTRAINT "usuario_plano_assinatura_situacao" CHECK ("usuario_plano_assinatura"."situacao" in ('pendente', 'ativo', 'inadimplente', 'cancelado', 'encerrado'))
);
--> statement-breakpoint
ALTER TABLE "plano_assinatura_midia" ADD CONSTRAINT "plano_assinatura_midia_conteudo_id_plano_assinatura_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."plano_assinatura_conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_midia" ADD CONSTRAINT "plano_assinatura_midia_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_plano_assinatura" ADD CONSTRAINT "usuario_plano_assinatura_plano_id_plano_assinatura_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."plano_assinatura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuario_plano_assinatura_membro_idx" ON "usuario_plano_assinatura" USING btree ("usuario_id","igreja_id","fim_periodo");