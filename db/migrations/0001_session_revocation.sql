CREATE TABLE "revoked_sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Hand-edited: tokens issued before this migration each start a family of their own, so the
-- column is filled before it becomes NOT NULL (a plain NOT NULL add fails on existing rows).
ALTER TABLE "refresh_tokens" ADD COLUMN "family_id" varchar(64);--> statement-breakpoint
UPDATE "refresh_tokens" SET "family_id" = "id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "revoked_sessions_expires_idx" ON "revoked_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");