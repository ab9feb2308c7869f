CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assets_file_name_idx" ON "assets" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "deck_slides_image_name_idx" ON "deck_slides" USING btree ("image_name");--> statement-breakpoint
CREATE INDEX "deck_slides_audio_names_idx" ON "deck_slides" USING gin ("audio_names");--> statement-breakpoint
CREATE INDEX "uploads_file_name_idx" ON "uploads" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "users_avatar_url_idx" ON "users" USING btree ("avatar_url");