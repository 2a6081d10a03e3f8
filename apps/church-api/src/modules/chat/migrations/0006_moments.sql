CREATE TABLE "chat_momento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"igreja_id" integer NOT NULL,
	"canal" text NOT NULL,
	"tipo" text NOT NULL,
	"texto" text,
	"aberto_por" integer,
	"aberto_em" timestamp with time zone DEFAULT now() NOT NULL,
	"encerrado_por" integer,
	"encerrado_em" timestamp with time zone,
	CONSTRAINT "chat_momento_tipo_check" CHECK ("chat_momento"."tipo" in ('compromisso')),
	CONSTRAINT "chat_momento_texto_check" CHECK (char_length("chat_momento"."texto") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "chat_momento_resposta" (
	"momento_id" uuid NOT NULL,
	"participante" text NOT NULL,
	"resposta" text NOT NULL,
	"respondida_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_momento_resposta_momento_id_participante_pk" PRIMARY KEY("momento_id","participante"),
	CONSTRAINT "chat_momento_resposta_check" CHECK ("chat_momento_resposta"."resposta" in ('mao_levantada', 'dispensado'))
);
--> statement-breakpoint
ALTER TABLE "chat_momento" ADD CONSTRAINT "chat_momento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_momento" ADD CONSTRAINT "chat_momento_aberto_por_usuario_id_fk" FOREIGN KEY ("aberto_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_momento" ADD CONSTRAINT "chat_momento_encerrado_por_usuario_id_fk" FOREIGN KEY ("encerrado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_momento_resposta" ADD CONSTRAINT "chat_momento_resposta_momento_id_chat_momento_id_fk" FOREIGN KEY ("momento_id") REFERENCES "public"."chat_momento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_momento_aberto_unique" ON "chat_momento" USING btree ("igreja_id","canal") WHERE "chat_momento"."encerrado_em" is null;--> statement-breakpoint
CREATE INDEX "chat_momento_canal_idx" ON "chat_momento" USING btree ("igreja_id","canal","aberto_em");--> statement-breakpoint
CREATE INDEX "chat_momento_resposta_contagem_idx" ON "chat_momento_resposta" USING btree ("momento_id","resposta");