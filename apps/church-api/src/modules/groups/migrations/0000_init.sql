CREATE TABLE "celula" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo_id" integer,
	"descricao" text,
	"tema" text,
	"lider_id" integer,
	"responsavel_id" integer,
	"dia_semana" smallint NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fim" time NOT NULL,
	"endereco" text NOT NULL,
	"bairro" text,
	"cidade" text NOT NULL,
	"estado" text,
	"latitude" double precision,
	"longitude" double precision,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "celula_dia_semana_ck" CHECK ("celula"."dia_semana" between 1 and 7),
	CONSTRAINT "celula_posicao_ck" CHECK (("celula"."latitude" is null) = ("celula"."longitude" is null) and ("celula"."latitude" is null or ("celula"."latitude" between -90 and 90 and "celula"."longitude" between -180 and 180)))
);
--> statement-breakpoint
CREATE TABLE "celula_configuracao" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"chave_google_maps" text
);
--> statement-breakpoint
CREATE TABLE "celula_estudo" (
	"celula_id" integer NOT NULL,
	"estudo_id" integer NOT NULL,
	CONSTRAINT "celula_estudo_celula_id_estudo_id_pk" PRIMARY KEY("celula_id","estudo_id")
);
--> statement-breakpoint
CREATE TABLE "celula_membro" (
	"celula_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "celula_membro_celula_id_usuario_id_pk" PRIMARY KEY("celula_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "celula_reuniao" (
	"id" serial PRIMARY KEY NOT NULL,
	"celula_id" integer NOT NULL,
	"data" date NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fim" time NOT NULL,
	"tema" text NOT NULL,
	"observacoes" text
);
--> statement-breakpoint
CREATE TABLE "celula_solicitacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"celula_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"mensagem" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "celula_solicitacao_situacao_ck" CHECK ("celula_solicitacao"."situacao" in ('pendente', 'aceita', 'recusada'))
);
--> statement-breakpoint
CREATE TABLE "celula_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "celula" ADD CONSTRAINT "celula_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula" ADD CONSTRAINT "celula_tipo_id_celula_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."celula_tipo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula" ADD CONSTRAINT "celula_lider_id_usuario_id_fk" FOREIGN KEY ("lider_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula" ADD CONSTRAINT "celula_responsavel_id_usuario_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_configuracao" ADD CONSTRAINT "celula_configuracao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_estudo" ADD CONSTRAINT "celula_estudo_celula_id_celula_id_fk" FOREIGN KEY ("celula_id") REFERENCES "public"."celula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_estudo" ADD CONSTRAINT "celula_estudo_estudo_id_estudo_id_fk" FOREIGN KEY ("estudo_id") REFERENCES "public"."estudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_membro" ADD CONSTRAINT "celula_membro_celula_id_celula_id_fk" FOREIGN KEY ("celula_id") REFERENCES "public"."celula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_membro" ADD CONSTRAINT "celula_membro_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_reuniao" ADD CONSTRAINT "celula_reuniao_celula_id_celula_id_fk" FOREIGN KEY ("celula_id") REFERENCES "public"."celula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_solicitacao" ADD CONSTRAINT "celula_solicitacao_celula_id_celula_id_fk" FOREIGN KEY ("celula_id") REFERENCES "public"."celula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_solicitacao" ADD CONSTRAINT "celula_solicitacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_tipo" ADD CONSTRAINT "celula_tipo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "celula_igreja_idx" ON "celula" USING btree ("igreja_id","dia_semana","hora_inicio");--> statement-breakpoint
CREATE INDEX "celula_lider_idx" ON "celula" USING btree ("lider_id");--> statement-breakpoint
CREATE INDEX "celula_responsavel_idx" ON "celula" USING btree ("responsavel_id");--> statement-breakpoint
CREATE INDEX "celula_estudo_estudo_idx" ON "celula_estudo" USING btree ("estudo_id");--> statement-breakpoint
CREATE INDEX "celula_membro_usuario_idx" ON "celula_membro" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "celula_reuniao_celula_data_idx" ON "celula_reuniao" USING btree ("celula_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "celula_solicitacao_pendente_uq" ON "celula_solicitacao" USING btree ("celula_id","usuario_id") WHERE situacao = 'pendente';--> statement-breakpoint
CREATE INDEX "celula_solicitacao_usuario_idx" ON "celula_solicitacao" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "celula_tipo_igreja_nome_uq" ON "celula_tipo" USING btree ("igreja_id","nome");