CREATE TABLE "louvor_atual" (
	"transmissao_id" integer PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"louvor_id" integer,
	"alterado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"alterado_por" integer
);
--> statement-breakpoint
ALTER TABLE "louvor_atual" ADD CONSTRAINT "louvor_atual_transmissao_id_transmissao_id_fk" FOREIGN KEY ("transmissao_id") REFERENCES "public"."transmissao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "louvor_atual" ADD CONSTRAINT "louvor_atual_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "louvor_atual" ADD CONSTRAINT "louvor_atual_louvor_id_louvor_id_fk" FOREIGN KEY ("louvor_id") REFERENCES "public"."louvor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "louvor_atual" ADD CONSTRAINT "louvor_atual_alterado_por_usuario_id_fk" FOREIGN KEY ("alterado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "louvor_atual_igreja_idx" ON "louvor_atual" USING btree ("igreja_id");