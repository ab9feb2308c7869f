CREATE TABLE "admin_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"kind" text NOT NULL,
	"booking_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	CONSTRAINT "admin_tasks_kind_check" CHECK ("admin_tasks"."kind" in ('call_back'))
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"lesson_minutes" smallint DEFAULT 45 NOT NULL,
	"buffer_before_minutes" smallint DEFAULT 0 NOT NULL,
	"buffer_after_minutes" smallint DEFAULT 15 NOT NULL,
	"horizon_days" smallint DEFAULT 28 NOT NULL,
	"min_notice_hours" smallint DEFAULT 12 NOT NULL,
	"cancel_cutoff_hours" smallint DEFAULT 24 NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_lesson_check" CHECK ("booking_settings"."lesson_minutes" between 45 and 60),
	CONSTRAINT "booking_settings_buffers_check" CHECK ("booking_settings"."buffer_before_minutes" between 0 and 60 and "booking_settings"."buffer_after_minutes" between 0 and 60),
	CONSTRAINT "booking_settings_horizon_check" CHECK ("booking_settings"."horizon_days" between 1 and 180)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"is_sandbox" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_to" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"hold_token_hash" text NOT NULL,
	"parent_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"for_whom" text NOT NULL,
	"age" smallint NOT NULL,
	"course" text NOT NULL,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"local_date" date NOT NULL,
	"child_name" text,
	"interest_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"referral_code" text,
	"client_id" integer,
	"mail_state" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" in ('reserve', 'booked', 'cancelled', 'expired', 'released')),
	CONSTRAINT "bookings_range_check" CHECK ("bookings"."blocked_from" <= "bookings"."starts_at" and "bookings"."starts_at" < "bookings"."ends_at" and "bookings"."ends_at" <= "bookings"."blocked_to"),
	CONSTRAINT "bookings_hold_check" CHECK ("bookings"."state" <> 'reserve' or "bookings"."expires_at" is not null),
	CONSTRAINT "bookings_for_whom_check" CHECK ("bookings"."for_whom" in ('child', 'adult')),
	CONSTRAINT "bookings_course_check" CHECK ("bookings"."course" in ('individual', 'communication')),
	CONSTRAINT "bookings_age_check" CHECK ("bookings"."age" between 3 and 120),
	CONSTRAINT "bookings_mail_state_check" CHECK ("bookings"."mail_state" in ('none', 'pending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "staff_availability" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"exceptions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_availability_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "staff_availability_weekly_check" CHECK (jsonb_typeof("staff_availability"."weekly") = 'array'),
	CONSTRAINT "staff_availability_exceptions_check" CHECK (jsonb_typeof("staff_availability"."exceptions") = 'array')
);
--> statement-breakpoint
ALTER TABLE "admin_tasks" ADD CONSTRAINT "admin_tasks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_tasks" ADD CONSTRAINT "admin_tasks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_tasks" ADD CONSTRAINT "admin_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_tasks_workspace_idx" ON "admin_tasks" USING btree ("workspace_id","done_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_tasks_booking_call_back_idx" ON "admin_tasks" USING btree ("booking_id") WHERE "admin_tasks"."kind" = 'call_back';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_settings_one_open_idx" ON "booking_settings" USING btree ("is_open") WHERE "booking_settings"."is_open";--> statement-breakpoint
CREATE INDEX "bookings_workspace_starts_idx" ON "bookings" USING btree ("workspace_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_staff_starts_idx" ON "bookings" USING btree ("staff_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_hold_token_idx" ON "bookings" USING btree ("hold_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_family_date_idx" ON "bookings" USING btree ("workspace_id","is_sandbox","phone","local_date") WHERE "bookings"."state" = 'booked';--> statement-breakpoint
CREATE INDEX "bookings_mail_pending_idx" ON "bookings" USING btree ("id") WHERE "bookings"."mail_state" = 'pending';--> statement-breakpoint
-- hand-written: a staff member's live bookings and holds never overlap (decision 037).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("staff_id" WITH =, "is_sandbox" WITH =, tstzrange("blocked_from", "blocked_to", '[)') WITH &&) WHERE ("state" in ('reserve', 'booked'));
