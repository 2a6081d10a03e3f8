CREATE TABLE "assinatura_recibo" (
	"pagamento_id" integer PRIMARY KEY NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"pago_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assinatura_recibo" ADD CONSTRAINT "assinatura_recibo_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assinatura_recibo_pendente_idx" ON "assinatura_recibo" USING btree ("proxima_tentativa") WHERE situacao = 'pendente';--> statement-breakpoint
-- A subscription's payment that becomes paid is queued for its receipt in the statement that made it
-- paid, whoever made it (the charge's answer, a webhook, the sandbox); keyed by the payment, once.
CREATE OR REPLACE FUNCTION assinatura_recibo_pagamento_pago() RETURNS trigger AS $$
BEGIN
  INSERT INTO assinatura_recibo (pagamento_id) VALUES (NEW.id) ON CONFLICT (pagamento_id) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pagamento_recibo_assinatura
  AFTER UPDATE OF status ON pagamento
  FOR EACH ROW
  WHEN (NEW.origem = 'ASSINATURA' AND NEW.total > 0 AND NEW.status IN ('aprovado', 'success') AND OLD.status NOT IN ('aprovado', 'success'))
  EXECUTE FUNCTION assinatura_recibo_pagamento_pago();
