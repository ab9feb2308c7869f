CREATE TABLE "act_counters" (
	"workspace_id" integer NOT NULL,
	"year" integer NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "act_counters_workspace_id_year_pk" PRIMARY KEY("workspace_id","year"),
	CONSTRAINT "act_counters_next_check" CHECK ("act_counters"."next" >= 1)
);
--> statement-breakpoint
CREATE TABLE "acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"act_date" date NOT NULL,
	"type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"contract_number" text NOT NULL,
	"contract_date" date NOT NULL,
	"performer_name_uk" text NOT NULL,
	"performer_name_en" text NOT NULL,
	"performer_address_uk" text NOT NULL,
	"performer_address_en" text NOT NULL,
	"passport" text NOT NULL,
	"tax_id" text NOT NULL,
	"content_url" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	CONSTRAINT "acts_workspace_year_number_key" UNIQUE("workspace_id","year","number"),
	CONSTRAINT "acts_number_check" CHECK ("acts"."number" >= 1),
	CONSTRAINT "acts_year_check" CHECK ("acts"."year" = extract(year from "acts"."act_date")::int),
	CONSTRAINT "acts_type_check" CHECK ("acts"."type" in ('video', 'presentation')),
	CONSTRAINT "acts_currency_check" CHECK ("acts"."currency" in ('UAH', 'USD', 'EUR', 'PLN', 'GBP', 'ILS')),
	CONSTRAINT "acts_amount_check" CHECK ("acts"."amount_minor" > 0),
	CONSTRAINT "acts_voided_check" CHECK ("acts"."voided_by" is null or "acts"."voided_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "act_counters" ADD CONSTRAINT "act_counters_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts" ADD CONSTRAINT "acts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts" ADD CONSTRAINT "acts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts" ADD CONSTRAINT "acts_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acts_workspace_created_idx" ON "acts" USING btree ("workspace_id","created_at");