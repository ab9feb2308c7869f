CREATE TABLE "report_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"exercise_id" integer,
	"lesson_id" integer,
	"client_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_exclusions_one_item_check" CHECK (num_nonnulls("report_exclusions"."exercise_id", "report_exclusions"."lesson_id", "report_exclusions"."client_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "report_exclusions" ADD CONSTRAINT "report_exclusions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exclusions" ADD CONSTRAINT "report_exclusions_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exclusions" ADD CONSTRAINT "report_exclusions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exclusions" ADD CONSTRAINT "report_exclusions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exclusions" ADD CONSTRAINT "report_exclusions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_exclusions_exercise_key" ON "report_exclusions" USING btree ("workspace_id","exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_exclusions_lesson_key" ON "report_exclusions" USING btree ("workspace_id","lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_exclusions_client_key" ON "report_exclusions" USING btree ("workspace_id","client_id");--> statement-breakpoint
CREATE INDEX "report_exclusions_workspace_idx" ON "report_exclusions" USING btree ("workspace_id","created_at");--> statement-breakpoint
-- hand-written: the day a lesson counts on in the library use report (decision 041): finished,
-- else started, else scheduled. Lessons carry no workspace, so a range over a whole school reads
-- this index, and a small project walks its protocols and plans instead.
CREATE INDEX "lessons_report_day_idx" ON "lessons" USING btree ((coalesce("finished_at", "started_at", "scheduled_at")));
