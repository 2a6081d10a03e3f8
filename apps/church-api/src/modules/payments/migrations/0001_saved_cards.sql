CREATE TABLE "usuario_cartao_gateway_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_gateway" integer NOT NULL,
	"token" text NOT NULL,
	"bandeira" text NOT NULL,
	"ultimos_digitos" text NOT NULL,
	"validade" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuario_cartao_gateway_pagamento" ADD CONSTRAINT "usuario_cartao_gateway_pagamento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cartao_gateway_pagamento" ADD CONSTRAINT "usuario_cartao_gateway_pagamento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_cartao_token_uq" ON "usuario_cartao_gateway_pagamento" USING btree ("usuario_id","token");--> statement-breakpoint
CREATE INDEX "usuario_cartao_usuario_idx" ON "usuario_cartao_gateway_pagamento" USING btree ("usuario_id","igreja_id");