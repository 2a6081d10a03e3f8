CREATE TABLE "cliente_gateway_pagamento" (
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"cliente" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_gateway_pagamento_igreja_id_usuario_id_gateway_pk" PRIMARY KEY("igreja_id","usuario_id","gateway")
);
--> statement-breakpoint
ALTER TABLE "cliente_gateway_pagamento" ADD CONSTRAINT "cliente_gateway_pagamento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_gateway_pagamento" ADD CONSTRAINT "cliente_gateway_pagamento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_gateway_pagamento_cliente_uq" ON "cliente_gateway_pagamento" USING btree ("gateway","cliente");