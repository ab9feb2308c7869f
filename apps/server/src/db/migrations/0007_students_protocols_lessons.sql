CREATE TABLE "client_interests" (
	"client_id" integer NOT NULL,
	"interest_id" integer NOT NULL,
	CONSTRAINT "client_interests_client_id_interest_id_pk" PRIMARY KEY("client_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"child_name" text NOT NULL,
	"client_name" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"gender" text,
	"language" text NOT NULL,
	"time_zone" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"teacher_id" integer,
	"diagnostician_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_items" (
	"lesson_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"block_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"variant_id" integer,
	CONSTRAINT "lesson_items_lesson_id_position_pk" PRIMARY KEY("lesson_id","position")
);
--> statement-breakpoint
CREATE TABLE "lesson_marks" (
	"lesson_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"slide" smallint NOT NULL,
	"mark" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_marks_lesson_id_exercise_id_slide_pk" PRIMARY KEY("lesson_id","exercise_id","slide")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"title" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"prepared_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"conducted_by" integer,
	"tracked_seconds" integer DEFAULT 0 NOT NULL,
	"share_token" text NOT NULL,
	"current_item" smallint DEFAULT 0 NOT NULL,
	"current_slide" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_block_categories" (
	"block_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"parent_description" text DEFAULT '' NOT NULL,
	"indications" text DEFAULT '' NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plan_block_categories_block_id_category_id_pk" PRIMARY KEY("block_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "plan_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"parent_description" text DEFAULT '' NOT NULL,
	"educator_description" text DEFAULT '' NOT NULL,
	"min_presentations" smallint NOT NULL,
	"max_presentations" smallint NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "plan_blocks_bounds_check" CHECK (0 <= "plan_blocks"."min_presentations" and "plan_blocks"."min_presentations" <= "plan_blocks"."max_presentations")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"filled_at" timestamp with time zone,
	"lead_therapist_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"template_id" integer,
	"title" text NOT NULL,
	"teacher_id" integer,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_block_categories" (
	"block_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"parent_description" text DEFAULT '' NOT NULL,
	"indications" text DEFAULT '' NOT NULL,
	CONSTRAINT "template_block_categories_block_id_category_id_pk" PRIMARY KEY("block_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "template_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"parent_description" text DEFAULT '' NOT NULL,
	"educator_description" text DEFAULT '' NOT NULL,
	"min_presentations" smallint NOT NULL,
	"max_presentations" smallint NOT NULL,
	"template_id" integer NOT NULL,
	CONSTRAINT "template_blocks_bounds_check" CHECK (0 <= "template_blocks"."min_presentations" and "template_blocks"."min_presentations" <= "template_blocks"."max_presentations")
);
--> statement-breakpoint
ALTER TABLE "client_interests" ADD CONSTRAINT "client_interests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_interests" ADD CONSTRAINT "client_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_diagnostician_id_users_id_fk" FOREIGN KEY ("diagnostician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD CONSTRAINT "lesson_items_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD CONSTRAINT "lesson_items_block_id_plan_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."plan_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD CONSTRAINT "lesson_items_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD CONSTRAINT "lesson_items_variant_id_exercises_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_marks" ADD CONSTRAINT "lesson_marks_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_marks" ADD CONSTRAINT "lesson_marks_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_conducted_by_users_id_fk" FOREIGN KEY ("conducted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_block_categories" ADD CONSTRAINT "plan_block_categories_block_id_plan_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."plan_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_block_categories" ADD CONSTRAINT "plan_block_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_blocks" ADD CONSTRAINT "plan_blocks_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_lead_therapist_id_users_id_fk" FOREIGN KEY ("lead_therapist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_templates" ADD CONSTRAINT "protocol_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_template_id_protocol_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."protocol_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_block_categories" ADD CONSTRAINT "template_block_categories_block_id_template_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."template_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_block_categories" ADD CONSTRAINT "template_block_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_blocks" ADD CONSTRAINT "template_blocks_template_id_protocol_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."protocol_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_interests_interest_idx" ON "client_interests" USING btree ("interest_id");--> statement-breakpoint
CREATE INDEX "clients_workspace_name_idx" ON "clients" USING btree ("workspace_id","child_name");--> statement-breakpoint
CREATE INDEX "clients_teacher_idx" ON "clients" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_items_lesson_exercise_key" ON "lesson_items" USING btree ("lesson_id","exercise_id");--> statement-breakpoint
CREATE INDEX "lesson_items_exercise_idx" ON "lesson_items" USING btree ("exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_plan_number_key" ON "lessons" USING btree ("plan_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_share_token_key" ON "lessons" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "lessons_scheduled_idx" ON "lessons" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "lessons_finished_idx" ON "lessons" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "plan_block_categories_category_idx" ON "plan_block_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "plan_blocks_plan_idx" ON "plan_blocks" USING btree ("plan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_protocol_number_key" ON "plans" USING btree ("protocol_id","number");--> statement-breakpoint
CREATE INDEX "protocols_client_idx" ON "protocols" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "protocols_workspace_idx" ON "protocols" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "protocols_share_token_key" ON "protocols" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "template_block_categories_category_idx" ON "template_block_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "template_blocks_template_idx" ON "template_blocks" USING btree ("template_id","position");