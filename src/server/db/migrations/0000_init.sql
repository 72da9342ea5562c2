CREATE TYPE "public"."role" AS ENUM('customer', 'vendor', 'odogwu', 'enforcer', 'admin', 'valet');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('demo', 'stripe', 'paypal');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."session_kind" AS ENUM('booking', 'manual', 'member', 'guest');--> statement-breakpoint
CREATE TYPE "public"."transmission_type" AS ENUM('Automatic', 'Stick');--> statement-breakpoint
CREATE TYPE "public"."valet_status" AS ENUM('entry', 'parked', 'ready', 'paid', 'unpaid', 'requested', 'unrequested', 'completed');--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" "role" DEFAULT 'customer' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"invited_by" uuid,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_mail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"meta" jsonb,
	"status" text DEFAULT 'outbox' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"place_id" text,
	"phone_number" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"fee_factor_low" numeric(6, 4) DEFAULT 0.35 NOT NULL,
	"fee_factor_high" numeric(6, 4) DEFAULT 0.07 NOT NULL,
	"fee_threshold_cents" integer DEFAULT 1000 NOT NULL,
	"archieved" boolean DEFAULT false NOT NULL,
	"lot_name" text,
	"lot_address" text,
	"lot_city" text,
	"lot_state" text,
	"lot_revenue_cents" integer,
	"lot_capacity" integer,
	"lot_occupancy" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_coordinates_check" CHECK ("locations"."latitude" between -90 and 90 and "locations"."longitude" between -180 and 180),
	CONSTRAINT "locations_fees_check" CHECK ("locations"."fee_factor_low" >= 0 and "locations"."fee_factor_high" >= 0 and "locations"."fee_threshold_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"zone_number" text NOT NULL,
	"price_cents" integer NOT NULL,
	"is_hourly" boolean DEFAULT true NOT NULL,
	"open_time" text DEFAULT '06:00' NOT NULL,
	"close_time" text DEFAULT '23:00' NOT NULL,
	"archieved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zones_price_check" CHECK ("zones"."price_cents" >= 0),
	CONSTRAINT "zones_times_check" CHECK ("zones"."open_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "zones"."close_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plate" text NOT NULL,
	"state" text NOT NULL,
	"make" text,
	"model" text,
	"year" integer,
	"body_type" text,
	"color" text,
	"vin" text,
	"image_url" text,
	"lookup_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_ref" text NOT NULL,
	"purpose" text DEFAULT 'booking' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"user_id" uuid,
	"valet_ticket_id" uuid,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "session_kind" NOT NULL,
	"location_id" uuid NOT NULL,
	"zone_id" uuid,
	"user_id" uuid,
	"guest_marker" text,
	"payment_id" uuid,
	"vehicle_id" uuid,
	"plate_number" text NOT NULL,
	"state" text NOT NULL,
	"vehicle_make" text,
	"vehicle_model" text,
	"vehicle_year" integer,
	"vehicle_description" text,
	"vehicle_image_url" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"hours" numeric(8, 2) DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"is_hourly" boolean NOT NULL,
	"rate_cents" integer DEFAULT 0 NOT NULL,
	"fees_cents" integer DEFAULT 0 NOT NULL,
	"total_cost_cents" integer DEFAULT 0 NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"reference_number" text,
	"vendor_id" uuid,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_money_check" CHECK ("sessions"."rate_cents" >= 0 and "sessions"."fees_cents" >= 0 and "sessions"."total_cost_cents" >= 0),
	CONSTRAINT "sessions_duration_check" CHECK ("sessions"."hours" >= 0 and "sessions"."days" >= 0 and "sessions"."end_time" >= "sessions"."start_time")
);
--> statement-breakpoint
CREATE TABLE "validation_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"code" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"location_id" uuid,
	"plate" text NOT NULL,
	"code" text NOT NULL,
	"valid_until_date" date NOT NULL,
	"name" text,
	"overlaps_t" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"spot_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_spot_count_check" CHECK ("events"."spot_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_plates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"plate_number" text NOT NULL,
	"plate_state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valet_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" text NOT NULL,
	"phone_number" text NOT NULL,
	"plate_number" text NOT NULL,
	"state" text NOT NULL,
	"make" text NOT NULL,
	"model" text,
	"color" text NOT NULL,
	"description" text,
	"is_hourly" boolean DEFAULT false NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"total_cost_cents" integer DEFAULT 0 NOT NULL,
	"transmission_type" "transmission_type" DEFAULT 'Automatic' NOT NULL,
	"status" "valet_status" DEFAULT 'entry' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"parked_by" text,
	"parked_location" text,
	"location_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valet_tickets_money_check" CHECK ("valet_tickets"."price_cents" >= 0 and "valet_tickets"."total_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "location_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"description" text,
	"price_cents" integer DEFAULT 12000 NOT NULL,
	"last_pay_date" timestamp with time zone,
	"total_amount_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_subscriptions_money_check" CHECK ("location_subscriptions"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_owed_cents" integer DEFAULT 0 NOT NULL,
	"description" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_valet_ticket_id_valet_tickets_id_fk" FOREIGN KEY ("valet_ticket_id") REFERENCES "public"."valet_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_codes" ADD CONSTRAINT "validation_codes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_codes" ADD CONSTRAINT "validation_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_plates" ADD CONSTRAINT "vendor_plates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valet_tickets" ADD CONSTRAINT "valet_tickets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valet_tickets" ADD CONSTRAINT "valet_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_subscriptions" ADD CONSTRAINT "location_subscriptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_subscription_id_location_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."location_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_unique" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "outgoing_mail_to_idx" ON "outgoing_mail" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "locations_user_idx" ON "locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "locations_lat_lng_idx" ON "locations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "zones_location_idx" ON "zones" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_state_unique" ON "vehicles" USING btree ("plate","state");--> statement-breakpoint
CREATE INDEX "vehicles_vin_idx" ON "vehicles" USING btree ("vin");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_unique" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_valet_ticket_idx" ON "payments" USING btree ("valet_ticket_id");--> statement-breakpoint
CREATE INDEX "sessions_location_start_idx" ON "sessions" USING btree ("location_id","start_time");--> statement-breakpoint
CREATE INDEX "sessions_plate_idx" ON "sessions" USING btree ("plate_number","start_time");--> statement-breakpoint
CREATE INDEX "sessions_user_start_idx" ON "sessions" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "sessions_guest_marker_idx" ON "sessions" USING btree ("guest_marker") WHERE "sessions"."guest_marker" is not null;--> statement-breakpoint
CREATE INDEX "sessions_payment_idx" ON "sessions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sessions_zone_idx" ON "sessions" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_reference_number_unique" ON "sessions" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "validation_codes_location_code_unique" ON "validation_codes" USING btree ("location_id","code");--> statement-breakpoint
CREATE INDEX "validation_codes_created_by_idx" ON "validation_codes" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "members_user_idx" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "members_plate_idx" ON "members" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "members_location_code_idx" ON "members" USING btree ("location_id","code");--> statement-breakpoint
CREATE INDEX "events_location_start_idx" ON "events" USING btree ("location_id","start_date");--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "vendor_plates_vendor_idx" ON "vendor_plates" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_plates_plate_idx" ON "vendor_plates" USING btree ("plate_number");--> statement-breakpoint
CREATE INDEX "vendors_location_idx" ON "vendors" USING btree ("location_id","code");--> statement-breakpoint
CREATE INDEX "valet_tickets_phone_idx" ON "valet_tickets" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "valet_tickets_created_idx" ON "valet_tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "valet_tickets_ticket_idx" ON "valet_tickets" USING btree ("ticket_number");--> statement-breakpoint
CREATE INDEX "valet_tickets_location_idx" ON "valet_tickets" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_subscriptions_location_unique" ON "location_subscriptions" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "subscription_payments_subscription_idx" ON "subscription_payments" USING btree ("subscription_id","paid_at");