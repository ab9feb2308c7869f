-- Decks stored so far were read by reader 1 (no hidden slides); new ones get the current reader.
ALTER TABLE "uploads" ADD COLUMN "reader_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "reader_version" SET DEFAULT 2;
