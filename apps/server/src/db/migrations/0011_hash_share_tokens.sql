-- Links issued so far keep working for whoever holds them: their tokens are kept only as SHA-256
-- (hex of the UTF-8 text, as lib/tokens.ts hashes). The server gives each row a derived link at
-- its next start (lib/links.ts), so staff can copy the link again.
UPDATE "protocols" SET "legacy_share_token_hash" = encode(sha256(convert_to("share_token", 'UTF8')), 'hex')
WHERE "share_token" IS NOT NULL;--> statement-breakpoint
UPDATE "lessons" SET "legacy_share_token_hash" = encode(sha256(convert_to("share_token", 'UTF8')), 'hex');
