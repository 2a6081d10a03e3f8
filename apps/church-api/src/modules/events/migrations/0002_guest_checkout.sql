CREATE TABLE "inscricao_visitante" (
	"pagamento_id" integer PRIMARY KEY NOT NULL,
	"evento_id" integer NOT NULL,
	"nome" text NOT NULL,
	"sobrenome" text NOT NULL,
	"email" text NOT NULL,
	"telefone" text,
	"cpf" text,
	"chave_acesso_hash" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evento_venda" ADD COLUMN "flag_inscricao_sem_cadastro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inscricao_visitante" ADD CONSTRAINT "inscricao_visitante_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_visitante" ADD CONSTRAINT "inscricao_visitante_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inscricao_visitante_email_evento_idx" ON "inscricao_visitante" USING btree ("email","evento_id");