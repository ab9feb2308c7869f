CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"last_hit_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
DROP INDEX "lessons_share_token_key";--> statement-breakpoint
DROP INDEX "protocols_share_token_key";--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "share_token_hash" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "share_nonce" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "legacy_share_token_hash" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "share_token_hash" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "share_nonce" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "legacy_share_token_hash" text;--> statement-breakpoint
CREATE INDEX "throttle_counters_window_ends_at_idx" ON "throttle_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "assets_file_name_idx" ON "assets" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "deck_slides_image_name_idx" ON "deck_slides" USING btree ("image_name");--> statement-breakpoint
CREATE INDEX "deck_slides_audio_names_idx" ON "deck_slides" USING gin ("audio_names");--> statement-breakpoint
CREATE INDEX "uploads_file_name_idx" ON "uploads" USING btree ("file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_share_token_hash_key" ON "lessons" USING btree ("share_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_legacy_share_token_hash_key" ON "lessons" USING btree ("legacy_share_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "protocols_share_token_hash_key" ON "protocols" USING btree ("share_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "protocols_legacy_share_token_hash_key" ON "protocols" USING btree ("legacy_share_token_hash");--> statement-breakpoint
CREATE INDEX "users_avatar_url_idx" ON "users" USING btree ("avatar_url");--> statement-breakpoint
-- Links issued so far keep working for whoever holds them: their tokens are kept only as SHA-256
-- (hex of the UTF-8 text, as lib/tokens.ts hashes). The server gives each row a derived link at
-- its next start (lib/links.ts), so staff can copy the link again.
UPDATE "protocols" SET "legacy_share_token_hash" = encode(sha256(convert_to("share_token", 'UTF8')), 'hex')
WHERE "share_token" IS NOT NULL;--> statement-breakpoint
UPDATE "lessons" SET "legacy_share_token_hash" = encode(sha256(convert_to("share_token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "lessons" DROP COLUMN "share_token";--> statement-breakpoint
ALTER TABLE "protocols" DROP COLUMN "share_token";