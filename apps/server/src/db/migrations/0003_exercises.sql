CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "auto_moderation_settings" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"trusted_author_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_slides" integer DEFAULT 1 NOT NULL,
	"max_slides" integer DEFAULT 60 NOT NULL,
	"require_slide_titles" boolean DEFAULT false NOT NULL,
	"require_instruction" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_slides" (
	"upload_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"notes" text NOT NULL,
	"image_name" text,
	"audio_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "deck_slides_upload_id_position_pk" PRIMARY KEY("upload_id","position")
);
--> statement-breakpoint
CREATE TABLE "exercise_interests" (
	"exercise_id" integer NOT NULL,
	"interest_id" integer NOT NULL,
	CONSTRAINT "exercise_interests_exercise_id_interest_id_pk" PRIMARY KEY("exercise_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_reactions" (
	"exercise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reaction" text NOT NULL,
	CONSTRAINT "exercise_reactions_exercise_id_user_id_pk" PRIMARY KEY("exercise_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"description" text NOT NULL,
	"interest_ids" jsonb NOT NULL,
	"age_ranges" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"exercise_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"actor_id" integer,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"is_automatic" boolean DEFAULT false NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_tags" (
	"exercise_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "exercise_tags_exercise_id_tag_id_pk" PRIMARY KEY("exercise_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"assigned_id" integer,
	"request_id" integer,
	"presentation_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"status_id" smallint NOT NULL,
	"usage_frequency" smallint DEFAULT 1 NOT NULL,
	"language" text NOT NULL,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"is_excluded_from_generation" boolean DEFAULT false NOT NULL,
	"is_ready_for_generation" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"dislikes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_usage_frequency_check" CHECK ("exercises"."usage_frequency" in (1, 3)),
	CONSTRAINT "exercises_counts_check" CHECK ("exercises"."likes_count" >= 0 and "exercises"."dislikes_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "latest_exercises" (
	"user_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "latest_exercises_user_id_workspace_id_pk" PRIMARY KEY("user_id","workspace_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"uploaded_by" integer,
	"exercise_id" integer,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"slide_count" integer,
	"render_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_moderation_settings" ADD CONSTRAINT "auto_moderation_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_slides" ADD CONSTRAINT "deck_slides_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_interests" ADD CONSTRAINT "exercise_interests_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_interests" ADD CONSTRAINT "exercise_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_reactions" ADD CONSTRAINT "exercise_reactions_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_reactions" ADD CONSTRAINT "exercise_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_requests" ADD CONSTRAINT "exercise_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_requests" ADD CONSTRAINT "exercise_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_status_changes" ADD CONSTRAINT "exercise_status_changes_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_status_changes" ADD CONSTRAINT "exercise_status_changes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_status_changes" ADD CONSTRAINT "exercise_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_tags" ADD CONSTRAINT "exercise_tags_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_tags" ADD CONSTRAINT "exercise_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_assigned_id_users_id_fk" FOREIGN KEY ("assigned_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_request_id_exercise_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."exercise_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_presentation_id_uploads_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_exercises" ADD CONSTRAINT "latest_exercises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_exercises" ADD CONSTRAINT "latest_exercises_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_exercises" ADD CONSTRAINT "latest_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_requests_workspace_idx" ON "exercise_requests" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "exercise_status_changes_exercise_idx" ON "exercise_status_changes" USING btree ("exercise_id","id");--> statement-breakpoint
CREATE INDEX "exercise_status_changes_workspace_idx" ON "exercise_status_changes" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "exercise_tags_tag_idx" ON "exercise_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_workspace_title_key" ON "exercises" USING btree ("workspace_id",lower("title"));--> statement-breakpoint
CREATE INDEX "exercises_workspace_status_updated_idx" ON "exercises" USING btree ("workspace_id","status_id","updated_at");--> statement-breakpoint
CREATE INDEX "exercises_author_idx" ON "exercises" USING btree ("author_id","status_id");--> statement-breakpoint
CREATE INDEX "exercises_category_idx" ON "exercises" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "exercises_search_idx" ON "exercises" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "interests_workspace_name_key" ON "interests" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_workspace_name_key" ON "tags" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "uploads_exercise_idx" ON "uploads" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."exercise_id" is null;