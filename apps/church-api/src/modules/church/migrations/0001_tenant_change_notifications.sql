-- Every change to what a church's bootstrap is made of (written by staff on the admin site, straight into
-- the database, or by the API) notifies `igreja_alterada` with the church's id, so that each process drops
-- its cached copy at once (src/modules/church/tenant-cache.ts). A catalogue or organization change, or a
-- TRUNCATE, concerns many churches: its payload is `*`. PostgreSQL delivers one notification per distinct
-- payload per transaction, after the commit.
CREATE FUNCTION "igreja_alterada_notifica"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  coluna text := TG_ARGV[0];
BEGIN
  IF TG_LEVEL = 'STATEMENT' OR coluna IS NULL THEN
    PERFORM pg_notify('igreja_alterada', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('igreja_alterada', to_jsonb(OLD) ->> coluna);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('igreja_alterada', to_jsonb(NEW) ->> coluna);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja_modulo" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja_visual" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja_app_menu" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "banner" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja_metodo_pagamento" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "dominio_personalizado" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "cliente" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizacao" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "modulo" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metodo_pagamento" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja_modulo" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja_visual" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja_app_menu" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "banner" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja_metodo_pagamento" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "dominio_personalizado" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "cliente" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();
