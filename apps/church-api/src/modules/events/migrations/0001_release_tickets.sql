-- A payment that is refused, cancelled (an expired Pix) or refunded gives its tickets back: they are
-- cancelled and their ticket types' sold counts go down, in the statement that changed the payment,
-- whoever changed it (a webhook, the expiry job, the admin site).
CREATE OR REPLACE FUNCTION inscricao_libera_ingressos() RETURNS trigger AS $$
BEGIN
  WITH liberadas AS (
    UPDATE inscricao SET status = 'cancelada' WHERE pagamento_id = NEW.id AND status = 'ativa' RETURNING ingresso_id
  ), por_ingresso AS (
    SELECT ingresso_id, count(*)::integer AS quantidade FROM liberadas GROUP BY ingresso_id
  )
  UPDATE evento_ingresso SET vendidos = vendidos - por_ingresso.quantidade
  FROM por_ingresso WHERE evento_ingresso.id = por_ingresso.ingresso_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pagamento_libera_inscricoes
  AFTER UPDATE OF status ON pagamento
  FOR EACH ROW
  WHEN (NEW.status IN ('nao_aprovado', 'cancelado', 'estornado') AND OLD.status NOT IN ('nao_aprovado', 'cancelado', 'estornado'))
  EXECUTE FUNCTION inscricao_libera_ingressos();
