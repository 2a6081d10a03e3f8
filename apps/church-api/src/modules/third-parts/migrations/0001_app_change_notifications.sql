-- A church's external apps are entries of its menu (its bootstrap's igrejaAppMenus, under each app's own
-- name): every change to them (written by staff on the admin site, straight into the database, or by the
-- API) notifies `igreja_alterada` (church migration 0001) with the church's id, so that each process drops
-- the church's cached bootstrap, its rendered pages and public answers at once.
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja_app_externo" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja_app_externo" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();
