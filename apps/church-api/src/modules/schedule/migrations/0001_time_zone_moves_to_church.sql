-- The schedule kept a time zone of its own per church (agenda_configuracao) beside the church's
-- (igreja_fuso_horario, the church set's 0004), and the two could disagree. The church's is now the one:
-- a zone the schedule held for a church that has none of its own becomes the church's, then the copy goes.
INSERT INTO "igreja_fuso_horario" ("igreja_id", "fuso_horario")
  SELECT "igreja_id", "fuso_horario" FROM "agenda_configuracao"
  ON CONFLICT ("igreja_id") DO NOTHING;--> statement-breakpoint
DROP TABLE "agenda_configuracao" CASCADE;
