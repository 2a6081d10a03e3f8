CREATE TABLE "igreja_aplicativo" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"link_app_store" text,
	"link_google_play" text
);
--> statement-breakpoint
ALTER TABLE "igreja_aplicativo" ADD CONSTRAINT "igreja_aplicativo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The app's links are part of the church's bootstrap: a change drops each process's cached copy (see 0001).
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja_aplicativo" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja_aplicativo" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();
