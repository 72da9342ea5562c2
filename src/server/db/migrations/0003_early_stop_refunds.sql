CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"payment_id" uuid,
	"user_id" uuid,
	"provider" "payment_provider" NOT NULL,
	"provider_ref" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT 'early_stop' NOT NULL,
	"stop_time" timestamp with time zone NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_money_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_session_idx" ON "refunds" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_session_payment_live_unique" ON "refunds" USING btree ("session_id","payment_id") WHERE "refunds"."status" <> 'failed';--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_money_check" CHECK ("sessions"."rate_cents" >= 0 and "sessions"."fees_cents" >= 0 and "sessions"."total_cost_cents" >= 0 and "sessions"."refunded_cents" between 0 and "sessions"."total_cost_cents");