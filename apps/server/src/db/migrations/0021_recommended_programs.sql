CREATE TABLE "exercise_complexes" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_complexes_workspace_id_key" UNIQUE("workspace_id","id"),
	CONSTRAINT "exercise_complexes_name_check" CHECK (char_length("exercise_complexes"."name") between 1 and 200),
	CONSTRAINT "exercise_complexes_content_check" CHECK (jsonb_typeof("exercise_complexes"."content") = 'object')
);
--> statement-breakpoint
CREATE TABLE "recommended_program_complexes" (
	"workspace_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"complex_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "recommended_program_complexes_program_id_complex_id_pk" PRIMARY KEY("program_id","complex_id"),
	CONSTRAINT "recommended_program_complexes_position_check" CHECK ("recommended_program_complexes"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recommended_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommended_programs_workspace_id_key" UNIQUE("workspace_id","id"),
	CONSTRAINT "recommended_programs_name_check" CHECK (char_length("recommended_programs"."name") between 1 and 200),
	CONSTRAINT "recommended_programs_content_check" CHECK (jsonb_typeof("recommended_programs"."content") = 'object')
);
--> statement-breakpoint
ALTER TABLE "diagnostic_cards" ADD COLUMN "recommended_program_id" integer;--> statement-breakpoint
ALTER TABLE "exercise_complexes" ADD CONSTRAINT "exercise_complexes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_complexes" ADD CONSTRAINT "exercise_complexes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_program_complexes" ADD CONSTRAINT "recommended_program_complexes_program_fk" FOREIGN KEY ("workspace_id","program_id") REFERENCES "public"."recommended_programs"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_program_complexes" ADD CONSTRAINT "recommended_program_complexes_complex_fk" FOREIGN KEY ("workspace_id","complex_id") REFERENCES "public"."exercise_complexes"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_programs" ADD CONSTRAINT "recommended_programs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_programs" ADD CONSTRAINT "recommended_programs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_complexes_workspace_name_key" ON "exercise_complexes" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "recommended_program_complexes_complex_idx" ON "recommended_program_complexes" USING btree ("complex_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recommended_programs_workspace_name_key" ON "recommended_programs" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
ALTER TABLE "diagnostic_cards" ADD CONSTRAINT "diagnostic_cards_recommended_program_fk" FOREIGN KEY ("workspace_id","recommended_program_id") REFERENCES "public"."recommended_programs"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostic_cards_recommended_program_idx" ON "diagnostic_cards" USING btree ("recommended_program_id");--> statement-breakpoint
-- hand-written: what refers to a complex or a program refuses its deletion at commit, so that
-- deleting a whole project, which cascades to both sides in no set order, goes through.
ALTER TABLE "recommended_program_complexes" ALTER CONSTRAINT "recommended_program_complexes_complex_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "diagnostic_cards" ALTER CONSTRAINT "diagnostic_cards_recommended_program_fk" DEFERRABLE INITIALLY DEFERRED;
