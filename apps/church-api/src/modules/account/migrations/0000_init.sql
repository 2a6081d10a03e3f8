CREATE TABLE "campo_personalizado" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"opcoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campo_personalizado_valor" (
	"campo_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"valor" text,
	CONSTRAINT "campo_personalizado_valor_campo_id_usuario_id_pk" PRIMARY KEY("campo_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "configuracao_servidor" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crianca" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"data_nascimento" date NOT NULL,
	"sexo" text NOT NULL,
	"observacoes" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_saida" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer,
	"remetente_nome" text NOT NULL,
	"destinatario" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_erro" text,
	"enviado_em" timestamp with time zone,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "endereco" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"descricao" text,
	"cep" text NOT NULL,
	"logradouro" text NOT NULL,
	"numero" text NOT NULL,
	"complemento" text,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"estado" text NOT NULL,
	"pais_id" integer,
	"flag_principal" boolean DEFAULT false NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estado_civil" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "estado_civil_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer,
	"tipo_codigo" text NOT NULL,
	"titulo" text NOT NULL,
	"corpo" text NOT NULL,
	"id_entidade_relacionada" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_ultima_alteracao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocupacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "ocupacao_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "pais" (
	"id" serial PRIMARY KEY NOT NULL,
	"sigla" text NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "pais_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "pedido_exclusao" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"igreja_id" integer NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"familia" uuid NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tentativa_acesso" (
	"chave" text PRIMARY KEY NOT NULL,
	"janela_inicio" timestamp with time zone NOT NULL,
	"contagem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_email" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_email_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"nome" text NOT NULL,
	"sobrenome" text NOT NULL,
	"telefone" text,
	"cpf" text,
	"data_nascimento" date,
	"sexo" text,
	"estado_civil_id" integer,
	"data_casamento" date,
	"qtde_filhos" integer,
	"ocupacao_id" integer,
	"pais_id" integer,
	"estado" text,
	"cidade" text,
	"bairro" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"cep" text,
	"observacoes" text,
	"imagem" jsonb,
	"flag_ativo" boolean DEFAULT false NOT NULL,
	"sessoes_desde" timestamp with time zone,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_ultima_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "usuario_igreja" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"igreja_id" integer NOT NULL,
	"congregacao_id" integer,
	"observacoes" text,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_igreja_role" (
	"usuario_igreja_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "usuario_igreja_role_usuario_igreja_id_role_pk" PRIMARY KEY("usuario_igreja_id","role")
);
--> statement-breakpoint
ALTER TABLE "campo_personalizado" ADD CONSTRAINT "campo_personalizado_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campo_personalizado_valor" ADD CONSTRAINT "campo_personalizado_valor_campo_id_campo_personalizado_id_fk" FOREIGN KEY ("campo_id") REFERENCES "public"."campo_personalizado"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campo_personalizado_valor" ADD CONSTRAINT "campo_personalizado_valor_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crianca" ADD CONSTRAINT "crianca_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crianca" ADD CONSTRAINT "crianca_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_saida" ADD CONSTRAINT "email_saida_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco" ADD CONSTRAINT "endereco_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco" ADD CONSTRAINT "endereco_pais_id_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_exclusao" ADD CONSTRAINT "pedido_exclusao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_exclusao" ADD CONSTRAINT "pedido_exclusao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_email" ADD CONSTRAINT "token_email_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_estado_civil_id_estado_civil_id_fk" FOREIGN KEY ("estado_civil_id") REFERENCES "public"."estado_civil"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_ocupacao_id_ocupacao_id_fk" FOREIGN KEY ("ocupacao_id") REFERENCES "public"."ocupacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_pais_id_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_igreja" ADD CONSTRAINT "usuario_igreja_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_igreja" ADD CONSTRAINT "usuario_igreja_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_igreja" ADD CONSTRAINT "usuario_igreja_congregacao_id_congregacao_id_fk" FOREIGN KEY ("congregacao_id") REFERENCES "public"."congregacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_igreja_role" ADD CONSTRAINT "usuario_igreja_role_usuario_igreja_id_usuario_igreja_id_fk" FOREIGN KEY ("usuario_igreja_id") REFERENCES "public"."usuario_igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crianca_usuario_idx" ON "crianca" USING btree ("usuario_id","igreja_id");--> statement-breakpoint
CREATE INDEX "email_saida_pendente_idx" ON "email_saida" USING btree ("status","proxima_tentativa");--> statement-breakpoint
CREATE INDEX "email_saida_destinatario_idx" ON "email_saida" USING btree ("destinatario");--> statement-breakpoint
CREATE INDEX "endereco_usuario_idx" ON "endereco" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "notificacao_igreja_idx" ON "notificacao" USING btree ("igreja_id","data_cadastro");--> statement-breakpoint
CREATE INDEX "refresh_token_familia_idx" ON "refresh_token" USING btree ("familia");--> statement-breakpoint
CREATE INDEX "refresh_token_usuario_idx" ON "refresh_token" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_uq" ON "usuario" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_cpf_uq" ON "usuario" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_igreja_uq" ON "usuario_igreja" USING btree ("usuario_id","igreja_id");--> statement-breakpoint
CREATE INDEX "usuario_igreja_igreja_idx" ON "usuario_igreja" USING btree ("igreja_id");