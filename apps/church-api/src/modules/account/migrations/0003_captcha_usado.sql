CREATE TABLE "captcha_usado" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativa" text
);
--> statement-breakpoint
CREATE INDEX "captcha_usado_expira_em_idx" ON "captcha_usado" USING btree ("expira_em");