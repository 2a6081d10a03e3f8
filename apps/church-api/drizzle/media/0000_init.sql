CREATE TABLE "configuracao_estudo" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"flag_conteudo_publico" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"passagem_biblica" text NOT NULL,
	"resumo" text NOT NULL,
	"conteudo" text NOT NULL,
	"perguntas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_estudo" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_feed" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"feed_url" text NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"tipo_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"slug" text NOT NULL,
	"resumo" text NOT NULL,
	"conteudo" text NOT NULL,
	"imagem" jsonb,
	"arquivo" jsonb,
	"data_publicacao" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicacao_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"nome" text NOT NULL,
	"slug" text NOT NULL,
	"descricao" text
);
--> statement-breakpoint
CREATE TABLE "video" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"playlist_id" integer NOT NULL,
	"source" text NOT NULL,
	"video_id" text NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"thumbnail" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_playlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	CONSTRAINT "video_playlist_igreja_id_unique" UNIQUE("igreja_id")
);
--> statement-breakpoint
ALTER TABLE "configuracao_estudo" ADD CONSTRAINT "configuracao_estudo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estudo" ADD CONSTRAINT "estudo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_feed" ADD CONSTRAINT "podcast_feed_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicacao" ADD CONSTRAINT "publicacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicacao" ADD CONSTRAINT "publicacao_tipo_id_publicacao_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."publicacao_tipo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicacao_tipo" ADD CONSTRAINT "publicacao_tipo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video" ADD CONSTRAINT "video_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video" ADD CONSTRAINT "video_playlist_id_video_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."video_playlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_playlist" ADD CONSTRAINT "video_playlist_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estudo_igreja_data" ON "estudo" USING btree ("igreja_id","data_estudo");--> statement-breakpoint
CREATE UNIQUE INDEX "publicacao_igreja_slug" ON "publicacao" USING btree ("igreja_id","slug");--> statement-breakpoint
CREATE INDEX "publicacao_igreja_data" ON "publicacao" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
CREATE UNIQUE INDEX "publicacao_tipo_igreja_slug" ON "publicacao_tipo" USING btree ("igreja_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "video_igreja_video_id" ON "video" USING btree ("igreja_id","video_id");