CREATE TABLE "plano_leitura" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text NOT NULL,
	"leituras" jsonb NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plano_leitura_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "plano_leitura_dia" (
	"inscricao_id" integer NOT NULL,
	"dia" integer NOT NULL,
	"data_leitura" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plano_leitura_dia_inscricao_id_dia_pk" PRIMARY KEY("inscricao_id","dia")
);
--> statement-breakpoint
CREATE TABLE "plano_leitura_inscricao" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"plano_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"data_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"data_conclusao" timestamp with time zone,
	CONSTRAINT "plano_leitura_inscricao_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "plano_leitura" ADD CONSTRAINT "plano_leitura_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_leitura_dia" ADD CONSTRAINT "plano_leitura_dia_inscricao_id_plano_leitura_inscricao_id_fk" FOREIGN KEY ("inscricao_id") REFERENCES "public"."plano_leitura_inscricao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_leitura_inscricao" ADD CONSTRAINT "plano_leitura_inscricao_plano_id_plano_leitura_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."plano_leitura"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_leitura_inscricao" ADD CONSTRAINT "plano_leitura_inscricao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plano_leitura_igreja_idx" ON "plano_leitura" USING btree ("igreja_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_leitura_inscricao_plano_usuario_uq" ON "plano_leitura_inscricao" USING btree ("plano_id","usuario_id");--> statement-breakpoint
CREATE INDEX "plano_leitura_inscricao_usuario_idx" ON "plano_leitura_inscricao" USING btree ("usuario_id");