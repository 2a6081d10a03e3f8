ALTER TABLE "pagamento" ADD COLUMN "valor_estornado" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamento" ADD COLUMN "contestacao" text;--> statement-breakpoint
-- A payment refunded before this column existed was refunded in full.
UPDATE "pagamento" SET "valor_estornado" = "total" WHERE "status" = 'estornado';--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_estorno_ck" CHECK ("pagamento"."valor_estornado" between 0 and "pagamento"."total");--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_contestacao_ck" CHECK ("pagamento"."contestacao" in ('aberta', 'ganha', 'perdida'));
