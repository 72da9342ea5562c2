DROP INDEX "sessions_user_start_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "zones_location_number_unique" ON "zones" USING btree ("location_id",lower("zone_number"));--> statement-breakpoint
CREATE INDEX "sessions_user_start_id_idx" ON "sessions" USING btree ("user_id","start_time","id");