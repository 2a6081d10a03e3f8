ALTER TABLE "igreja" ADD COLUMN "razao_social" text;--> statement-breakpoint
ALTER TABLE "igreja" ADD COLUMN "documento_fiscal" text;--> statement-breakpoint
ALTER TABLE "igreja" ADD COLUMN "tipo_documento_fiscal" text;