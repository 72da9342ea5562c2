CREATE TYPE "public"."plate_status" AS ENUM('valid', 'expired', 'not_found');--> statement-breakpoint
CREATE TABLE "plate_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"plate_number" text NOT NULL,
	"checked_by" uuid,
	"checked_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "plate_status" NOT NULL,
	"reason" text NOT NULL,
	"session_id" uuid
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "grace_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_checks" ADD CONSTRAINT "plate_checks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_checks" ADD CONSTRAINT "plate_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_checks" ADD CONSTRAINT "plate_checks_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plate_checks_location_plate_idx" ON "plate_checks" USING btree ("location_id","plate_number","checked_at");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_grace_check" CHECK ("locations"."grace_minutes" between 0 and 240);