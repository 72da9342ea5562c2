CREATE TABLE "enforcer_locations" (
	"enforcer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enforcer_locations_enforcer_id_location_id_pk" PRIMARY KEY("enforcer_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "revenue_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" uuid,
	"amount_cents" integer NOT NULL,
	"note" text,
	"counts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enforcer_locations" ADD CONSTRAINT "enforcer_locations_enforcer_id_users_id_fk" FOREIGN KEY ("enforcer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcer_locations" ADD CONSTRAINT "enforcer_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcer_locations" ADD CONSTRAINT "enforcer_locations_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_adjustments" ADD CONSTRAINT "revenue_adjustments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_adjustments" ADD CONSTRAINT "revenue_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enforcer_locations_location_idx" ON "enforcer_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "revenue_adjustments_location_idx" ON "revenue_adjustments" USING btree ("location_id","counts_at");