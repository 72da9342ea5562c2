DROP INDEX "validation_codes_location_code_unique";--> statement-breakpoint
DROP INDEX "members_user_idx";--> statement-breakpoint
ALTER TABLE "validation_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "validation_codes" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "validation_codes" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "validation_codes_location_code_idx" ON "validation_codes" USING btree ("location_id","code");--> statement-breakpoint
CREATE INDEX "members_user_plate_idx" ON "members" USING btree ("user_id","plate","id");--> statement-breakpoint
CREATE INDEX "members_location_plate_idx" ON "members" USING btree ("location_id","plate","id");--> statement-breakpoint
ALTER TABLE "validation_codes" ADD CONSTRAINT "validation_codes_uses_check" CHECK ("validation_codes"."uses" >= 0 and ("validation_codes"."max_uses" is null or ("validation_codes"."max_uses" > 0 and "validation_codes"."uses" <= "validation_codes"."max_uses")));