DROP INDEX "lessons_share_token_key";--> statement-breakpoint
DROP INDEX "protocols_share_token_key";--> statement-breakpoint
ALTER TABLE "lessons" DROP COLUMN "share_token";--> statement-breakpoint
ALTER TABLE "protocols" DROP COLUMN "share_token";