CREATE TABLE "plano_assinatura_versao" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"versao" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP TABLE "plano_assinatura_busca" CASCADE;--> statement-breakpoint
ALTER TABLE "plano_assinatura_versao" ADD CONSTRAINT "plano_assinatura_versao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The search is answered by an index each process keeps in memory (search-index.ts), no longer by these.
DROP TRIGGER IF EXISTS plano_assinatura_conteudo_busca ON plano_assinatura_conteudo;--> statement-breakpoint
DROP FUNCTION IF EXISTS plano_assinatura_busca_escrever();--> statement-breakpoint
-- Whoever writes a church's contents (the seed, an import, the admin), its catalogue version moves on in
-- the same statement, once per statement: every process's index of an older version is built again.
CREATE OR REPLACE FUNCTION plano_assinatura_versao_escritos() RETURNS trigger AS $$
BEGIN
  INSERT INTO plano_assinatura_versao (igreja_id, versao)
  SELECT DISTINCT igreja_id, 1 FROM conteudos_escritos
  ON CONFLICT (igreja_id) DO UPDATE SET versao = plano_assinatura_versao.versao + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A church whose contents were deleted (or moved away) already has its version; a deleted church's goes with it.
CREATE OR REPLACE FUNCTION plano_assinatura_versao_antigos() RETURNS trigger AS $$
BEGIN
  UPDATE plano_assinatura_versao SET versao = versao + 1
  WHERE igreja_id IN (SELECT igreja_id FROM conteudos_antigos);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER plano_assinatura_conteudo_versao_insert
  AFTER INSERT ON plano_assinatura_conteudo REFERENCING NEW TABLE AS conteudos_escritos
  FOR EACH STATEMENT EXECUTE FUNCTION plano_assinatura_versao_escritos();--> statement-breakpoint
CREATE TRIGGER plano_assinatura_conteudo_versao_update
  AFTER UPDATE ON plano_assinatura_conteudo REFERENCING NEW TABLE AS conteudos_escritos
  FOR EACH STATEMENT EXECUTE FUNCTION plano_assinatura_versao_escritos();--> statement-breakpoint
CREATE TRIGGER plano_assinatura_conteudo_versao_update_antigos
  AFTER UPDATE ON plano_assinatura_conteudo REFERENCING OLD TABLE AS conteudos_antigos
  FOR EACH STATEMENT EXECUTE FUNCTION plano_assinatura_versao_antigos();--> statement-breakpoint
CREATE TRIGGER plano_assinatura_conteudo_versao_delete
  AFTER DELETE ON plano_assinatura_conteudo REFERENCING OLD TABLE AS conteudos_antigos
  FOR EACH STATEMENT EXECUTE FUNCTION plano_assinatura_versao_antigos();--> statement-breakpoint
INSERT INTO plano_assinatura_versao (igreja_id, versao) SELECT DISTINCT igreja_id, 1 FROM plano_assinatura_conteudo;
