CREATE TABLE "lesson_item_seconds" (
	"lesson_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_item_seconds_lesson_id_exercise_id_pk" PRIMARY KEY("lesson_id","exercise_id"),
	CONSTRAINT "lesson_item_seconds_seconds_check" CHECK ("lesson_item_seconds"."seconds" between 0 and 10800)
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "tracked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_item_seconds" ADD CONSTRAINT "lesson_item_seconds_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_item_seconds" ADD CONSTRAINT "lesson_item_seconds_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;