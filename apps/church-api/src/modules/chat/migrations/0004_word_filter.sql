CREATE TABLE "chat_configuracao" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"palavras_bloqueadas" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_configuracao" ADD CONSTRAINT "chat_configuracao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;