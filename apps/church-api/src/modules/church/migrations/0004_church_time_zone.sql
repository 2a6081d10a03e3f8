CREATE TABLE "igreja_fuso_horario" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"fuso_horario" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "igreja_fuso_horario" ADD CONSTRAINT "igreja_fuso_horario_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The zone is part of the church's bootstrap: a change drops each process's cached copy (see 0001).
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja_fuso_horario" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja_fuso_horario" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();
