ALTER TABLE "chat_ato_moderacao" DROP CONSTRAINT "chat_ato_moderacao_acao_check";--> statement-breakpoint
ALTER TABLE "chat_ato_moderacao" ADD COLUMN "expira_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_mensagem" ADD COLUMN "silenciada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_ato_moderacao_alvo_idx" ON "chat_ato_moderacao" USING btree ("igreja_id","canal","alvo");--> statement-breakpoint
ALTER TABLE "chat_ato_moderacao" ADD CONSTRAINT "chat_ato_moderacao_acao_check" CHECK ("chat_ato_moderacao"."acao" in ('remover_mensagem', 'remover_do_autor', 'silenciar'));