CREATE TABLE "inscricao_recibo" (
	"pagamento_id" integer PRIMARY KEY NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"pago_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inscricao_recibo" ADD CONSTRAINT "inscricao_recibo_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inscricao_recibo_pendente_idx" ON "inscricao_recibo" USING btree ("proxima_tentativa") WHERE situacao = 'pendente';--> statement-breakpoint
-- A ticket order's payment that becomes paid is queued for its receipt in the statement that made it
-- paid, whoever made it (the charge's answer, a webhook, the sandbox, a late settlement, the admin
-- site); the key is the payment, so a payment paid again is receipted once. Free orders pay nothing.
CREATE OR REPLACE FUNCTION inscricao_recibo_pagamento_pago() RETURNS trigger AS $$
BEGIN
  INSERT INTO inscricao_recibo (pagamento_id) VALUES (NEW.id) ON CONFLICT (pagamento_id) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pagamento_recibo_evento
  AFTER UPDATE OF status ON pagamento
  FOR EACH ROW
  WHEN (NEW.origem = 'EVENTO' AND NEW.total > 0 AND NEW.status IN ('aprovado', 'success') AND OLD.status NOT IN ('aprovado', 'success'))
  EXECUTE FUNCTION inscricao_recibo_pagamento_pago();
--> statement-breakpoint
CREATE TRIGGER pagamento_recibo_evento_novo
  AFTER INSERT ON pagamento
  FOR EACH ROW
  WHEN (NEW.origem = 'EVENTO' AND NEW.total > 0 AND NEW.status IN ('aprovado', 'success'))
  EXECUTE FUNCTION inscricao_recibo_pagamento_pago();
