-- Runs counted from now on record the microblocks they made nothing for, by reason; older runs keep null.
ALTER TABLE "generation_runs" ADD COLUMN "skipped" jsonb;
