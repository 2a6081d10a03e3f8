CREATE TABLE "chat_denuncia" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"canal" text NOT NULL,
	"mensagem_id" uuid NOT NULL,
	"denunciante" text NOT NULL,
	"motivo" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_denuncia_unique" UNIQUE("mensagem_id","denunciante"),
	CONSTRAINT "chat_denuncia_motivo_check" CHECK (char_length("chat_denuncia"."motivo") <= 200)
);
--> statement-breakpoint
ALTER TABLE "chat_denuncia" ADD CONSTRAINT "chat_denuncia_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_denuncia" ADD CONSTRAINT "chat_denuncia_mensagem_id_chat_mensagem_id_fk" FOREIGN KEY ("mensagem_id") REFERENCES "public"."chat_mensagem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_denuncia_canal_idx" ON "chat_denuncia" USING btree ("igreja_id","canal");