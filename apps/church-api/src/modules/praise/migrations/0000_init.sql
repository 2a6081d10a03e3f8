CREATE TABLE "culto_louvor" (
	"culto_id" integer NOT NULL,
	"louvor_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "culto_louvor_culto_id_ordem_pk" PRIMARY KEY("culto_id","ordem"),
	CONSTRAINT "culto_louvor_ordem_check" CHECK ("culto_louvor"."ordem" >= 1)
);
--> statement-breakpoint
CREATE TABLE "louvor" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"codigo" text,
	"titulo" text NOT NULL,
	"subtitulo" text,
	"autor" text,
	"grupo" text,
	"ritmo" text,
	"tema" text,
	"tom" text,
	"chord_pro" text DEFAULT '' NOT NULL,
	"arquivos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "louvor_igreja_codigo_unique" UNIQUE("igreja_id","codigo")
);
--> statement-breakpoint
ALTER TABLE "culto_louvor" ADD CONSTRAINT "culto_louvor_culto_id_culto_id_fk" FOREIGN KEY ("culto_id") REFERENCES "public"."culto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "culto_louvor" ADD CONSTRAINT "culto_louvor_louvor_id_louvor_id_fk" FOREIGN KEY ("louvor_id") REFERENCES "public"."louvor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "louvor" ADD CONSTRAINT "louvor_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "culto_louvor_louvor_idx" ON "culto_louvor" USING btree ("louvor_id");--> statement-breakpoint
CREATE INDEX "louvor_igreja_titulo_idx" ON "louvor" USING btree ("igreja_id","titulo");