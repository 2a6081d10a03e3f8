CREATE TABLE "chat_ato_moderacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"canal" text NOT NULL,
	"acao" text NOT NULL,
	"alvo" text NOT NULL,
	"removidas" integer NOT NULL,
	"moderador_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_ato_moderacao_acao_check" CHECK ("chat_ato_moderacao"."acao" in ('remover_mensagem', 'remover_do_autor'))
);
--> statement-breakpoint
CREATE TABLE "chat_canal" (
	"igreja_id" integer NOT NULL,
	"canal" text NOT NULL,
	"ultimo_seq" integer NOT NULL,
	CONSTRAINT "chat_canal_igreja_id_canal_pk" PRIMARY KEY("igreja_id","canal")
);
--> statement-breakpoint
CREATE TABLE "chat_mensagem" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"igreja_id" integer NOT NULL,
	"canal" text NOT NULL,
	"seq" integer NOT NULL,
	"autor_id" text NOT NULL,
	"autor_nome" text NOT NULL,
	"autor_avatar" text,
	"autor_autenticado" boolean NOT NULL,
	"texto" text NOT NULL,
	"id_cliente" uuid NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"removida_em" timestamp with time zone,
	CONSTRAINT "chat_mensagem_seq_unique" UNIQUE("igreja_id","canal","seq"),
	CONSTRAINT "chat_mensagem_cliente_unique" UNIQUE("igreja_id","canal","autor_id","id_cliente"),
	CONSTRAINT "chat_mensagem_texto_check" CHECK (char_length("chat_mensagem"."texto") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "chat_ato_moderacao" ADD CONSTRAINT "chat_ato_moderacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ato_moderacao" ADD CONSTRAINT "chat_ato_moderacao_moderador_id_usuario_id_fk" FOREIGN KEY ("moderador_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_canal" ADD CONSTRAINT "chat_canal_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mensagem" ADD CONSTRAINT "chat_mensagem_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_ato_moderacao_igreja_idx" ON "chat_ato_moderacao" USING btree ("igreja_id","criado_em");--> statement-breakpoint
CREATE INDEX "chat_mensagem_autor_idx" ON "chat_mensagem" USING btree ("igreja_id","canal","autor_id");