CREATE TABLE "nota_sermao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"texto" text DEFAULT '' NOT NULL,
	"chave_cliente" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_ultima_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nota_sermao_titulo_ck" CHECK (length("nota_sermao"."titulo") between 1 and 200),
	CONSTRAINT "nota_sermao_texto_ck" CHECK (length("nota_sermao"."texto") <= 100000)
);
--> statement-breakpoint
ALTER TABLE "nota_sermao" ADD CONSTRAINT "nota_sermao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_sermao" ADD CONSTRAINT "nota_sermao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nota_sermao_usuario_igreja_idx" ON "nota_sermao" USING btree ("usuario_id","igreja_id","data_ultima_alteracao");--> statement-breakpoint
CREATE UNIQUE INDEX "nota_sermao_chave_cliente_uq" ON "nota_sermao" USING btree ("usuario_id","chave_cliente");