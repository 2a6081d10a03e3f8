CREATE TABLE "doacao_estorno_aviso" (
	"pagamento_id" integer PRIMARY KEY NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"pago_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "doacao_estorno_aviso" ADD CONSTRAINT "doacao_estorno_aviso_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doacao_estorno_aviso_pendente_idx" ON "doacao_estorno_aviso" USING btree ("proxima_tentativa") WHERE situacao = 'pendente';--> statement-breakpoint
-- A paid gift whose charge the church refunds (Stripe's refund webhook, in part or in full) is queued for
-- a refund notice in the statement that recorded the refund; a later refund makes it pending again, so
-- that the donor hears of each. A dispute lost (the bank returned the money) and a late payment
-- refunded from a cancelled order (its own notice tells the donor) are not.
CREATE OR REPLACE FUNCTION doacao_estorno_aviso_pagamento() RETURNS trigger AS $$
BEGIN
  INSERT INTO doacao_estorno_aviso (pagamento_id) VALUES (NEW.id)
  ON CONFLICT (pagamento_id) DO UPDATE SET situacao = 'pendente', tentativas = 0, proxima_tentativa = now(), pago_em = now(), enviado_em = NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pagamento_estorno_doacao
  AFTER UPDATE OF valor_estornado ON pagamento
  FOR EACH ROW
  WHEN (NEW.origem = 'DOACAO' AND NEW.valor_estornado > OLD.valor_estornado AND OLD.status IN ('aprovado', 'success', 'contestado') AND NEW.contestacao IS DISTINCT FROM 'perdida')
  EXECUTE FUNCTION doacao_estorno_aviso_pagamento();
