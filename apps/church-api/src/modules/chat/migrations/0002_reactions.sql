CREATE TABLE "chat_reacao_total" (
	"igreja_id" integer NOT NULL,
	"canal" text NOT NULL,
	"reacao" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "chat_reacao_total_igreja_id_canal_reacao_pk" PRIMARY KEY("igreja_id","canal","reacao"),
	CONSTRAINT "chat_reacao_total_reacao_check" CHECK ("chat_reacao_total"."reacao" in ('amem', 'coracao', 'oracao'))
);
--> statement-breakpoint
ALTER TABLE "chat_reacao_total" ADD CONSTRAINT "chat_reacao_total_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;