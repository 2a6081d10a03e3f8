ALTER TABLE "inscricao_visitante" ADD COLUMN "chave_expira_em" timestamp with time zone;--> statement-breakpoint
UPDATE "inscricao_visitante" SET "chave_expira_em" = coalesce("evento"."data_fim", "evento"."data_inicio") + interval '30 days'
  FROM "evento" WHERE "evento"."id" = "inscricao_visitante"."evento_id";
