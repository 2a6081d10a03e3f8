CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"imagem" jsonb NOT NULL,
	"link" text,
	"ordem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cliente" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"organizacao_id" integer NOT NULL,
	"nome" text NOT NULL,
	"cidade" text,
	"estado" text,
	"pais" text,
	"endereco" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "cliente_igreja_id_unique" UNIQUE("igreja_id")
);
--> statement-breakpoint
CREATE TABLE "congregacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"endereco" text,
	"cidade" text,
	"estado" text,
	"telefone" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "dominio_personalizado" (
	"id" serial PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"igreja_id" integer NOT NULL,
	CONSTRAINT "dominio_personalizado_hostname_unique" UNIQUE("hostname")
);
--> statement-breakpoint
CREATE TABLE "igreja" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"codigo" text NOT NULL,
	"organizacao_id" integer NOT NULL,
	"idioma" text DEFAULT 'en' NOT NULL,
	"moeda" text DEFAULT 'USD' NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"nome" text NOT NULL,
	"historia" text,
	"descricao" text,
	"imagens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facebook_pixel_code" text,
	"codigo_plano" text,
	"email" text,
	"telefone" text,
	"endereco" text,
	"cidade" text,
	"estado" text,
	"pais" text,
	"site" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "igreja_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "igreja_slug_unique" UNIQUE("slug"),
	CONSTRAINT "igreja_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "igreja_app_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"link" text NOT NULL,
	"ordem" integer NOT NULL,
	"icone" text,
	"flag_externo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "igreja_metodo_pagamento" (
	"igreja_id" integer NOT NULL,
	"metodo_pagamento_id" integer NOT NULL,
	"id_gateway_pagamento" integer
);
--> statement-breakpoint
CREATE TABLE "igreja_modulo" (
	"igreja_id" integer NOT NULL,
	"modulo_id" integer NOT NULL,
	CONSTRAINT "igreja_modulo_igreja_id_modulo_id_pk" PRIMARY KEY("igreja_id","modulo_id")
);
--> statement-breakpoint
CREATE TABLE "igreja_visual" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"cor_app" text NOT NULL,
	"logo" jsonb
);
--> statement-breakpoint
CREATE TABLE "metodo_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "metodo_pagamento_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "modulo" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "modulo_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "organizacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	CONSTRAINT "organizacao_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente" ADD CONSTRAINT "cliente_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente" ADD CONSTRAINT "cliente_organizacao_id_organizacao_id_fk" FOREIGN KEY ("organizacao_id") REFERENCES "public"."organizacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "congregacao" ADD CONSTRAINT "congregacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dominio_personalizado" ADD CONSTRAINT "dominio_personalizado_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja" ADD CONSTRAINT "igreja_organizacao_id_organizacao_id_fk" FOREIGN KEY ("organizacao_id") REFERENCES "public"."organizacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_app_menu" ADD CONSTRAINT "igreja_app_menu_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_metodo_pagamento" ADD CONSTRAINT "igreja_metodo_pagamento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_metodo_pagamento" ADD CONSTRAINT "igreja_metodo_pagamento_metodo_pagamento_id_metodo_pagamento_id_fk" FOREIGN KEY ("metodo_pagamento_id") REFERENCES "public"."metodo_pagamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_modulo" ADD CONSTRAINT "igreja_modulo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_modulo" ADD CONSTRAINT "igreja_modulo_modulo_id_modulo_id_fk" FOREIGN KEY ("modulo_id") REFERENCES "public"."modulo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_visual" ADD CONSTRAINT "igreja_visual_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "igreja_metodo_pagamento_uq" ON "igreja_metodo_pagamento" USING btree ("igreja_id","metodo_pagamento_id");