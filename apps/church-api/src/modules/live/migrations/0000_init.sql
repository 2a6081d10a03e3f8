CREATE TABLE "transmissao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"culto_id" integer NOT NULL,
	"stream_tipo" text NOT NULL,
	"stream_url" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"passagem_texto" text,
	"passagem_livro" text,
	"passagem_capitulo" integer,
	"passagem_versiculo_inicio" integer,
	"passagem_versiculo_fim" integer,
	"chat_acesso" text DEFAULT 'todos' NOT NULL,
	"chat_minutos_antes" integer DEFAULT 30 NOT NULL,
	"chat_minutos_depois" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "transmissao_culto_unique" UNIQUE("culto_id"),
	CONSTRAINT "transmissao_stream_tipo_check" CHECK ("transmissao"."stream_tipo" in ('youtube', 'vimeo', 'hls', 'mp4')),
	CONSTRAINT "transmissao_chat_acesso_check" CHECK ("transmissao"."chat_acesso" in ('todos', 'membros', 'desligado')),
	CONSTRAINT "transmissao_janela_check" CHECK ("transmissao"."fim" > "transmissao"."inicio"),
	CONSTRAINT "transmissao_chat_minutos_check" CHECK ("transmissao"."chat_minutos_antes" >= 0 and "transmissao"."chat_minutos_depois" >= 0),
	CONSTRAINT "transmissao_passagem_check" CHECK ("transmissao"."passagem_capitulo" is null or "transmissao"."passagem_capitulo" > 0 and ("transmissao"."passagem_versiculo_inicio" is null or "transmissao"."passagem_versiculo_inicio" > 0) and ("transmissao"."passagem_versiculo_fim" is null or "transmissao"."passagem_versiculo_fim" >= "transmissao"."passagem_versiculo_inicio"))
);
--> statement-breakpoint
ALTER TABLE "transmissao" ADD CONSTRAINT "transmissao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transmissao" ADD CONSTRAINT "transmissao_culto_id_culto_id_fk" FOREIGN KEY ("culto_id") REFERENCES "public"."culto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transmissao_igreja_inicio_idx" ON "transmissao" USING btree ("igreja_id","inicio");--> statement-breakpoint
CREATE INDEX "transmissao_igreja_fim_idx" ON "transmissao" USING btree ("igreja_id","fim");