CREATE TABLE "igreja_origem_incorporacao" (
	"igreja_id" integer NOT NULL,
	"origem" text NOT NULL,
	CONSTRAINT "igreja_origem_incorporacao_igreja_id_origem_pk" PRIMARY KEY("igreja_id","origem")
);
--> statement-breakpoint
ALTER TABLE "igreja_origem_incorporacao" ADD CONSTRAINT "igreja_origem_incorporacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An origin, nothing more: a scheme, a host and maybe a port (what a CSP source list may safely hold).
ALTER TABLE "igreja_origem_incorporacao" ADD CONSTRAINT "igreja_origem_incorporacao_origem_check" CHECK ("origem" ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$');--> statement-breakpoint
-- The origins are part of the church's cached copy: a change drops each process's copy (see 0001).
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja_origem_incorporacao" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja_origem_incorporacao" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();
