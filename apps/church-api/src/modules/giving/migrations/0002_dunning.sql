CREATE TABLE "cartao_aviso_validade" (
	"cartao_id" integer NOT NULL,
	"validade" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cartao_aviso_validade_cartao_id_validade_pk" PRIMARY KEY("cartao_id","validade")
);
--> statement-breakpoint
ALTER TABLE "doacao_recorrente" ADD COLUMN "primeira_falha_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doacao_recorrente" ADD COLUMN "pausada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cartao_aviso_validade" ADD CONSTRAINT "cartao_aviso_validade_cartao_id_usuario_cartao_gateway_pagamento_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."usuario_cartao_gateway_pagamento"("id") ON DELETE cascade ON UPDATE no action;