CREATE TABLE "igreja_carteira_digital" (
	"igreja_id" integer NOT NULL,
	"provedor" text NOT NULL,
	"identificador" text NOT NULL,
	"equipe" text,
	"certificado" text,
	"certificado_wwdr" text,
	"conta_servico" text,
	"sufixo_classe" text,
	"chave_selada" text NOT NULL,
	"chave_id" text NOT NULL,
	"data_ultima_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "igreja_carteira_digital_igreja_id_provedor_pk" PRIMARY KEY("igreja_id","provedor"),
	CONSTRAINT "igreja_carteira_digital_provedor_ck" CHECK ("igreja_carteira_digital"."provedor" in ('apple', 'google')),
	CONSTRAINT "igreja_carteira_digital_campos_ck" CHECK (("igreja_carteira_digital"."provedor" = 'apple' and "igreja_carteira_digital"."equipe" is not null and "igreja_carteira_digital"."certificado" is not null and "igreja_carteira_digital"."certificado_wwdr" is not null)
        or ("igreja_carteira_digital"."provedor" = 'google' and "igreja_carteira_digital"."conta_servico" is not null and "igreja_carteira_digital"."sufixo_classe" is not null))
);
--> statement-breakpoint
ALTER TABLE "igreja_carteira_digital" ADD CONSTRAINT "igreja_carteira_digital_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;