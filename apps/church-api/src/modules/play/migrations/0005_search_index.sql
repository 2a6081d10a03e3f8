CREATE TABLE "plano_assinatura_busca" (
	"conteudo_id" integer PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"data_publicacao" timestamp with time zone NOT NULL,
	"vetor_busca" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "plano_assinatura_conteudo_busca_idx";--> statement-breakpoint
ALTER TABLE "plano_assinatura_busca" ADD CONSTRAINT "plano_assinatura_busca_conteudo_id_plano_assinatura_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."plano_assinatura_conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plano_assinatura_busca_vetor_idx" ON "plano_assinatura_busca" USING gin ("vetor_busca");--> statement-breakpoint
CREATE INDEX "plano_assinatura_busca_recentes_idx" ON "plano_assinatura_busca" USING btree ("igreja_id","data_publicacao");--> statement-breakpoint
ALTER TABLE "plano_assinatura_conteudo" DROP COLUMN "vetor_busca";--> statement-breakpoint
-- Whoever writes a content (the seed, an import, the admin), its search row follows in the same statement.
CREATE OR REPLACE FUNCTION plano_assinatura_busca_escrever() RETURNS trigger AS $$
BEGIN
  INSERT INTO plano_assinatura_busca (conteudo_id, igreja_id, data_publicacao, vetor_busca)
  VALUES (NEW.id, NEW.igreja_id, NEW.data_publicacao, to_tsvector('simple'::regconfig, NEW.texto_busca))
  ON CONFLICT (conteudo_id) DO UPDATE
    SET igreja_id = EXCLUDED.igreja_id, data_publicacao = EXCLUDED.data_publicacao, vetor_busca = EXCLUDED.vetor_busca;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER plano_assinatura_conteudo_busca
  AFTER INSERT OR UPDATE OF igreja_id, data_publicacao, texto_busca ON plano_assinatura_conteudo
  FOR EACH ROW
  EXECUTE FUNCTION plano_assinatura_busca_escrever();
--> statement-breakpoint
INSERT INTO plano_assinatura_busca (conteudo_id, igreja_id, data_publicacao, vetor_busca)
SELECT id, igreja_id, data_publicacao, to_tsvector('simple'::regconfig, texto_busca) FROM plano_assinatura_conteudo;
