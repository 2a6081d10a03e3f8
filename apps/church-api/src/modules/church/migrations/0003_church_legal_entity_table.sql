CREATE TABLE "igreja_entidade_legal" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"razao_social" text NOT NULL,
	"tipo_documento_fiscal" text,
	"documento_fiscal" text
);
--> statement-breakpoint
ALTER TABLE "igreja_entidade_legal" ADD CONSTRAINT "igreja_entidade_legal_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The legal entities migration 0002 put on igreja move to their own table (igreja keeps its columns of every age).
INSERT INTO "igreja_entidade_legal" ("igreja_id", "razao_social", "tipo_documento_fiscal", "documento_fiscal")
  SELECT "id", "razao_social", "tipo_documento_fiscal", "documento_fiscal" FROM "igreja" WHERE "razao_social" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "igreja" DROP COLUMN "razao_social";--> statement-breakpoint
ALTER TABLE "igreja" DROP COLUMN "documento_fiscal";--> statement-breakpoint
ALTER TABLE "igreja" DROP COLUMN "tipo_documento_fiscal";