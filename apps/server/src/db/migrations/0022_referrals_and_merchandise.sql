CREATE TABLE "merchandise_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"item" text NOT NULL,
	"size" text,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"theme_id" integer,
	"asset_id" integer,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchandise_orders_size_check" CHECK (("merchandise_orders"."item" = 'mug') = ("merchandise_orders"."size" is null)),
	CONSTRAINT "merchandise_orders_quantity_check" CHECK ("merchandise_orders"."quantity" between 1 and 10),
	CONSTRAINT "merchandise_orders_item_check" CHECK ("merchandise_orders"."item" in ('tshirt', 'hoodie', 'sweatshirt', 'mug')),
	CONSTRAINT "merchandise_orders_status_check" CHECK ("merchandise_orders"."status" in ('new', 'in_production', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"share_nonce" text NOT NULL,
	"share_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"event" text NOT NULL,
	"beneficiary_client_id" integer NOT NULL,
	"reason" text NOT NULL,
	"sessions" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_credits_sessions_check" CHECK ("referral_credits"."sessions" > 0),
	CONSTRAINT "referral_credits_event_check" CHECK ("referral_credits"."event" in ('attended', 'renewal')),
	CONSTRAINT "referral_credits_reason_check" CHECK ("referral_credits"."reason" in ('friend_attended', 'welcome', 'second_level', 'friend_renewal'))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"referrer_client_id" integer NOT NULL,
	"friend_client_id" integer NOT NULL,
	"attended_at" timestamp with time zone,
	"renewed_at" timestamp with time zone,
	"renewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."referrer_client_id" <> "referrals"."friend_client_id")
);
--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_theme_id_interests_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."interests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_beneficiary_client_id_clients_id_fk" FOREIGN KEY ("beneficiary_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_client_id_clients_id_fk" FOREIGN KEY ("referrer_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_client_id_clients_id_fk" FOREIGN KEY ("friend_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_renewed_by_users_id_fk" FOREIGN KEY ("renewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchandise_orders_workspace_idx" ON "merchandise_orders" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "merchandise_orders_client_idx" ON "merchandise_orders" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_token_hash_key" ON "referral_codes" USING btree ("share_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credits_event_key" ON "referral_credits" USING btree ("referral_id","event","beneficiary_client_id","reason");--> statement-breakpoint
CREATE INDEX "referral_credits_beneficiary_idx" ON "referral_credits" USING btree ("beneficiary_client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_key" ON "referrals" USING btree ("friend_client_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_client_id");