CREATE TABLE "diagnostic_card_links" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"share_nonce" text NOT NULL,
	"share_token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diagnostic_card_links" ADD CONSTRAINT "diagnostic_card_links_card_id_diagnostic_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."diagnostic_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_card_links" ADD CONSTRAINT "diagnostic_card_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_card_links" ADD CONSTRAINT "diagnostic_card_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diagnostic_card_links_token_hash_key" ON "diagnostic_card_links" USING btree ("share_token_hash");--> statement-breakpoint
CREATE INDEX "diagnostic_card_links_workspace_idx" ON "diagnostic_card_links" USING btree ("workspace_id");