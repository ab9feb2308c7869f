ALTER TABLE "bookings" ADD COLUMN "manage_nonce" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "change_mail_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_day_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_hour_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_manage_token_idx" ON "bookings" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "bookings_reminders_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."state" = 'booked' and ("bookings"."reminder_day_state" <> 'sent' or "bookings"."reminder_hour_state" <> 'sent');--> statement-breakpoint
CREATE INDEX "bookings_change_mail_pending_idx" ON "bookings" USING btree ("id") WHERE "bookings"."change_mail_state" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_change_mail_state_check" CHECK ("bookings"."change_mail_state" in ('none', 'pending', 'sent'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reminder_state_check" CHECK ("bookings"."reminder_day_state" in ('none', 'pending', 'sent') and "bookings"."reminder_hour_state" in ('none', 'pending', 'sent'));