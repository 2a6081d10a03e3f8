-- A change to an event's ticket types (a purchase's sold count, a release, the admin site's edits)
-- notifies `evento_alterado` with the event's church, in the statement that made it, whoever made it:
-- every server process drops its kept reads of that church's events (event-read-cache.ts), so no
-- replica shows tickets left that another just sold.
CREATE OR REPLACE FUNCTION evento_ingresso_alterado_notifica() RETURNS trigger AS $$
DECLARE
  igreja integer;
BEGIN
  SELECT igreja_id INTO igreja FROM evento WHERE id = COALESCE(NEW.evento_id, OLD.evento_id);
  IF igreja IS NOT NULL THEN
    PERFORM pg_notify('evento_alterado', igreja::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER evento_ingresso_alterado
  AFTER INSERT OR UPDATE OR DELETE ON evento_ingresso
  FOR EACH ROW
  EXECUTE FUNCTION evento_ingresso_alterado_notifica();
