DROP INDEX "exercises_workspace_status_updated_idx";--> statement-breakpoint
CREATE INDEX "exercises_list_updated_idx" ON "exercises" USING btree ("workspace_id","status_id","updated_at","id") WHERE "exercises"."source_id" is null;--> statement-breakpoint
CREATE INDEX "exercises_list_created_idx" ON "exercises" USING btree ("workspace_id","status_id","created_at","id") WHERE "exercises"."source_id" is null;--> statement-breakpoint
CREATE INDEX "exercises_list_title_idx" ON "exercises" USING btree ("workspace_id","status_id",lower("title"),"id") WHERE "exercises"."source_id" is null;--> statement-breakpoint
CREATE INDEX "exercises_list_likes_idx" ON "exercises" USING btree ("workspace_id","status_id","likes_count","id") WHERE "exercises"."source_id" is null;