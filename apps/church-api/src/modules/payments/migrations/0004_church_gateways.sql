-- Each church's own payment gateway (issue 24): its provider accounts (credentials sealed with AES-256-GCM,
-- see gateway-secrets.ts) and which provider takes each method; changes notify `igreja_alterada` (church
-- migration 0001's function) so that every process drops the church's built gateways and bootstrap. Webhook
-- events are remembered per church address, so churches sharing one provider account each apply them.
CREATE TABLE "igreja_metodo_provedor" (
	"igreja_id" integer NOT NULL,
	"metodo" text NOT NULL,
	"provedor" text NOT NULL,
	CONSTRAINT "igreja_metodo_provedor_igreja_id_metodo_pk" PRIMARY KEY("igreja_id","metodo"),
	CONSTRAINT "igreja_metodo_provedor_metodo_ck" CHECK ("igreja_metodo_provedor"."metodo" in ('CARTAO_CREDITO', 'PIX', 'BOLETO', 'ACH', 'CARTEIRA_DIGITAL'))
);
--> statement-breakpoint
CREATE TABLE "igreja_provedor_pagamento" (
	"igreja_id" integer NOT NULL,
	"provedor" text NOT NULL,
	"chave_publica" text,
	"chave_cifra" text NOT NULL,
	"credenciais" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "igreja_provedor_pagamento_igreja_id_provedor_pk" PRIMARY KEY("igreja_id","provedor"),
	CONSTRAINT "igreja_provedor_pagamento_provedor_ck" CHECK ("igreja_provedor_pagamento"."provedor" ~ '^[a-z][a-z0-9_]{1,31}$' and "igreja_provedor_pagamento"."provedor" <> 'sandbox')
);
--> statement-breakpoint
ALTER TABLE "webhook_recebido" DROP CONSTRAINT "webhook_recebido_gateway_id_evento_pk";--> statement-breakpoint
ALTER TABLE "webhook_recebido" ADD COLUMN "igreja_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_recebido" ADD CONSTRAINT "webhook_recebido_gateway_id_evento_igreja_id_pk" PRIMARY KEY("gateway","id_evento","igreja_id");--> statement-breakpoint
ALTER TABLE "igreja_metodo_provedor" ADD CONSTRAINT "igreja_metodo_provedor_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_metodo_provedor" ADD CONSTRAINT "igreja_metodo_provedor_provedor_fk" FOREIGN KEY ("igreja_id","provedor") REFERENCES "public"."igreja_provedor_pagamento"("igreja_id","provedor") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igreja_provedor_pagamento" ADD CONSTRAINT "igreja_provedor_pagamento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja_provedor_pagamento" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada" AFTER INSERT OR UPDATE OR DELETE ON "igreja_metodo_provedor" FOR EACH ROW EXECUTE FUNCTION "igreja_alterada_notifica"('igreja_id');--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja_provedor_pagamento" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();--> statement-breakpoint
CREATE TRIGGER "igreja_alterada_truncate" AFTER TRUNCATE ON "igreja_metodo_provedor" FOR EACH STATEMENT EXECUTE FUNCTION "igreja_alterada_notifica"();
