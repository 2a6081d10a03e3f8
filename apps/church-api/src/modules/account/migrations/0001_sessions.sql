CREATE TABLE "sessao" (
	"id" uuid PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"iniciada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogada_em" timestamp with time zone,
	"motivo_revogacao" text
);
--> statement-breakpoint
CREATE TABLE "sessao_revogada" (
	"sessao_id" uuid PRIMARY KEY NOT NULL,
	"revogada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_token" ADD COLUMN "sucessor_cifrado" text;--> statement-breakpoint
ALTER TABLE "tentativa_acesso" ADD COLUMN "bloqueado_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessao_usuario_idx" ON "sessao" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "sessao_revogada_em_idx" ON "sessao_revogada" USING btree ("revogada_em");--> statement-breakpoint
ALTER TABLE "usuario" DROP COLUMN "sessoes_desde";--> statement-breakpoint
-- Sessions of the refresh-token families issued before this migration: they began with their first token.
INSERT INTO "sessao" ("id", "usuario_id", "iniciada_em", "expira_em", "revogada_em", "motivo_revogacao")
SELECT "familia", min("usuario_id"), min("data_cadastro"), min("data_cadastro") + interval '90 days',
       CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END,
       CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN 'SAIDA' END
FROM "refresh_token" GROUP BY "familia";--> statement-breakpoint
-- A revoked session enters the feed every replica reads, and replicas listening hear of it at once.
CREATE FUNCTION "sessao_revogada_feed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sessao_revogada" ("sessao_id", "revogada_em") VALUES (NEW."id", NEW."revogada_em") ON CONFLICT ("sessao_id") DO NOTHING;
  PERFORM pg_notify('sessao_revogada', NEW."id"::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessao_revogada_feed" AFTER UPDATE OF "revogada_em" ON "sessao" FOR EACH ROW
  WHEN (OLD."revogada_em" IS NULL AND NEW."revogada_em" IS NOT NULL) EXECUTE FUNCTION "sessao_revogada_feed"();--> statement-breakpoint
-- An account that is deactivated or deleted (by staff, on the admin site or in the database) ends its sessions.
CREATE FUNCTION "usuario_encerra_sessoes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessao" SET "revogada_em" = now(),
    "motivo_revogacao" = CASE WHEN TG_OP = 'DELETE' THEN 'CONTA_EXCLUIDA' ELSE 'CONTA_DESATIVADA' END
  WHERE "usuario_id" = OLD."id" AND "revogada_em" IS NULL;
  UPDATE "refresh_token" SET "revoked_at" = now() WHERE "usuario_id" = OLD."id" AND "revoked_at" IS NULL;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "usuario_excluido_encerra_sessoes" BEFORE DELETE ON "usuario" FOR EACH ROW EXECUTE FUNCTION "usuario_encerra_sessoes"();--> statement-breakpoint
CREATE TRIGGER "usuario_desativado_encerra_sessoes" AFTER UPDATE OF "flag_ativo" ON "usuario" FOR EACH ROW
  WHEN (OLD."flag_ativo" AND NOT NEW."flag_ativo") EXECUTE FUNCTION "usuario_encerra_sessoes"();
