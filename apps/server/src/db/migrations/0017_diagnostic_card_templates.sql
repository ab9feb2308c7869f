CREATE TABLE "diagnostic_card_template_categories" (
	"workspace_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "diagnostic_card_template_categories_template_id_category_id_pk" PRIMARY KEY("template_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "diagnostic_card_template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnostic_card_template_versions_number_key" UNIQUE("template_id","number"),
	CONSTRAINT "diagnostic_card_template_versions_number_check" CHECK ("diagnostic_card_template_versions"."number" >= 1),
	CONSTRAINT "diagnostic_card_template_versions_title_check" CHECK (char_length("diagnostic_card_template_versions"."title") between 1 and 200),
	CONSTRAINT "diagnostic_card_template_versions_blocks_check" CHECK (jsonb_typeof("diagnostic_card_template_versions"."blocks") = 'array')
);
--> statement-breakpoint
CREATE TABLE "diagnostic_card_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnostic_card_templates_workspace_id_key" UNIQUE("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "diagnostic_card_template_categories" ADD CONSTRAINT "diagnostic_card_template_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_card_template_categories" ADD CONSTRAINT "diagnostic_card_template_categories_template_fk" FOREIGN KEY ("workspace_id","template_id") REFERENCES "public"."diagnostic_card_templates"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_card_template_versions" ADD CONSTRAINT "diagnostic_card_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_card_template_versions" ADD CONSTRAINT "diagnostic_card_template_versions_template_fk" FOREIGN KEY ("workspace_id","template_id") REFERENCES "public"."diagnostic_card_templates"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_card_templates" ADD CONSTRAINT "diagnostic_card_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostic_card_template_categories_workspace_idx" ON "diagnostic_card_template_categories" USING btree ("workspace_id","category_id");--> statement-breakpoint
CREATE INDEX "diagnostic_card_template_versions_workspace_idx" ON "diagnostic_card_template_versions" USING btree ("workspace_id","template_id","number");--> statement-breakpoint
CREATE INDEX "diagnostic_card_templates_workspace_idx" ON "diagnostic_card_templates" USING btree ("workspace_id","archived_at");--> statement-breakpoint
-- A saved version is what filled cards were made from: its content never changes. Only the
-- author link may still change (set null when the account is deleted).
CREATE FUNCTION diagnostic_card_template_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'diagnostic card template versions are immutable' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER diagnostic_card_template_versions_immutable
  BEFORE UPDATE OF workspace_id, template_id, number, title, description, blocks, created_at
  ON diagnostic_card_template_versions
  FOR EACH ROW EXECUTE FUNCTION diagnostic_card_template_versions_immutable();
