-- Until the videos module had its own migration set, the `media` set created these tables. On a database
-- it migrated, each statement finds its table, constraint or index and leaves it as it is.
CREATE TABLE IF NOT EXISTS "video" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"playlist_id" integer NOT NULL,
	"source" text NOT NULL,
	"video_id" text NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"thumbnail" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "video_playlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	CONSTRAINT "video_playlist_igreja_id_unique" UNIQUE("igreja_id")
);--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "video" ADD CONSTRAINT "video_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "video" ADD CONSTRAINT "video_playlist_id_video_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."video_playlist"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "video_playlist" ADD CONSTRAINT "video_playlist_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "video_igreja_video_id" ON "video" USING btree ("igreja_id","video_id");
