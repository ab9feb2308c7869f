CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_assets" (
	"interest_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	CONSTRAINT "interest_assets_interest_id_asset_id_pk" PRIMARY KEY("interest_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "interest_shares" (
	"interest_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	CONSTRAINT "interest_shares_interest_id_workspace_id_pk" PRIMARY KEY("interest_id","workspace_id")
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "theme_id" integer;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "generation_key" text;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "genders" text[] DEFAULT '{boy,girl}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "min_age" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "max_age" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "type" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "is_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_assets" ADD CONSTRAINT "interest_assets_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_assets" ADD CONSTRAINT "interest_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_shares" ADD CONSTRAINT "interest_shares_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_shares" ADD CONSTRAINT "interest_shares_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_type_idx" ON "assets" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "interest_assets_asset_idx" ON "interest_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "interest_shares_workspace_idx" ON "interest_shares" USING btree ("workspace_id");--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_source_id_exercises_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_theme_id_interests_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_source_theme_key" ON "exercises" USING btree ("source_id","theme_id");--> statement-breakpoint
CREATE INDEX "exercises_theme_idx" ON "exercises" USING btree ("theme_id");--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_ages_check" CHECK ("interests"."min_age" <= "interests"."max_age");--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_genders_check" CHECK (cardinality("interests"."genders") >= 1 and "interests"."genders" <@ array['boy','girl']::text[]);
--> statement-breakpoint
-- Themes reach beyond their workspace (shared with others) and assets belong to none: their
-- changes empty every cache (the same announcement as sign-in changes).
DROP TRIGGER interests_workspace_changes ON interests;
--> statement-breakpoint
CREATE TRIGGER interests_changes AFTER INSERT OR UPDATE OR DELETE ON interests
  FOR EACH STATEMENT EXECUTE FUNCTION slovo_notify_auth();
--> statement-breakpoint
CREATE TRIGGER interest_shares_changes AFTER INSERT OR UPDATE OR DELETE ON interest_shares
  FOR EACH STATEMENT EXECUTE FUNCTION slovo_notify_auth();
--> statement-breakpoint
CREATE TRIGGER interest_assets_changes AFTER INSERT OR UPDATE OR DELETE ON interest_assets
  FOR EACH STATEMENT EXECUTE FUNCTION slovo_notify_auth();
--> statement-breakpoint
CREATE TRIGGER assets_changes AFTER INSERT OR UPDATE OR DELETE ON assets
  FOR EACH STATEMENT EXECUTE FUNCTION slovo_notify_auth();
