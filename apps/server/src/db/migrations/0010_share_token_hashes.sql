ALTER TABLE "lessons" ADD COLUMN "share_token_hash" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "share_nonce" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "legacy_share_token_hash" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "share_token_hash" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "share_nonce" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "legacy_share_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_share_token_hash_key" ON "lessons" USING btree ("share_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_legacy_share_token_hash_key" ON "lessons" USING btree ("legacy_share_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "protocols_share_token_hash_key" ON "protocols" USING btree ("share_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "protocols_legacy_share_token_hash_key" ON "protocols" USING btree ("legacy_share_token_hash");