-- The search's full-text index (issue 22): one row per verse with its text as the exact match reads it
-- and its words as a tsvector, a GIN index per translation, and when a translation's verses were all
-- written. The rows are written at a translation's first search (bible-loader.ts), so a database that
-- has loaded a translation keeps its chapters and builds the translation's verses then; the chapters'
-- search column goes.
CREATE TABLE "biblia_versiculo" (
	"traducao" text NOT NULL,
	"livro" smallint NOT NULL,
	"capitulo" smallint NOT NULL,
	"versiculo" smallint NOT NULL,
	"busca" text NOT NULL,
	"palavras" "tsvector" NOT NULL,
	CONSTRAINT "biblia_versiculo_traducao_livro_capitulo_versiculo_pk" PRIMARY KEY("traducao","livro","capitulo","versiculo")
);
--> statement-breakpoint
ALTER TABLE "biblia_traducao" ADD COLUMN "busca_indexada_em" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "biblia_versiculo_web_palavras_idx" ON "biblia_versiculo" USING gin ("palavras") WHERE traducao = 'web';--> statement-breakpoint
CREATE INDEX "biblia_versiculo_alm1911_palavras_idx" ON "biblia_versiculo" USING gin ("palavras") WHERE traducao = 'alm1911';--> statement-breakpoint
CREATE INDEX "biblia_versiculo_rv1909_palavras_idx" ON "biblia_versiculo" USING gin ("palavras") WHERE traducao = 'rv1909';--> statement-breakpoint
ALTER TABLE "biblia_capitulo" DROP COLUMN "busca";