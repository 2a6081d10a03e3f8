-- Until the podcasts module had its own migration set, the `media` set created these tables. On a database
-- it migrated, each statement finds its table, constraint or index and leaves it as it is.
CREATE TABLE IF NOT EXISTS "podcast_feed" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"feed_url" text NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "podcast_feed" ADD CONSTRAINT "podcast_feed_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
