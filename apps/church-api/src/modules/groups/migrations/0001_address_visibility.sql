-- Who may read the groups' exact addresses, per church: `todos`, `membros` (the default, and a church
-- without a row) or `participantes`. A change of it (written by staff on the admin site, straight into
-- the database) notifies `igreja_alterada` (church migration 0001), so that every process drops the
-- church's rendered pages and public answers at once instead of serving the exact addresses it just
-- hid for the rest of their life.
ALTER TABLE "celula_configuracao" ADD COLUMN "visibilidade_endereco" text DEFAULT 'membros' NOT NULL;--> statement-breakpoint
ALTER TABLE "celula_configuracao" ADD CONSTRAINT "celula_configuracao_visibilidade_endereco_ck" CHECK ("celula_configuracao"."visibilidade_endereco" in ('todos', 'membros', 'participantes'));--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "celula_configuracao" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "celula_configuracao" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();
