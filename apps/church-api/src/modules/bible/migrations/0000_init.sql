CREATE TABLE "biblia_capitulo" (
	"traducao" text NOT NULL,
	"livro" smallint NOT NULL,
	"capitulo" smallint NOT NULL,
	"versiculos" jsonb NOT NULL,
	"titulos" jsonb,
	"busca" text NOT NULL,
	CONSTRAINT "biblia_capitulo_traducao_livro_capitulo_pk" PRIMARY KEY("traducao","livro","capitulo")
);
--> statement-breakpoint
CREATE TABLE "biblia_traducao" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"versiculos" integer NOT NULL,
	"carregada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biblia_capitulo" ADD CONSTRAINT "biblia_capitulo_traducao_biblia_traducao_codigo_fk" FOREIGN KEY ("traducao") REFERENCES "public"."biblia_traducao"("codigo") ON DELETE cascade ON UPDATE no action;