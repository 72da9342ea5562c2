CREATE TABLE "valet_ticket_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"from_status" "valet_status",
	"to_status" "valet_status" NOT NULL,
	"paid" boolean NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "valet_tickets" DROP CONSTRAINT "valet_tickets_money_check";--> statement-breakpoint
ALTER TABLE "valet_tickets" ADD COLUMN "tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "valet_tickets" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "valet_tickets" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "valet_tickets" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "valet_tickets" ADD COLUMN "request_to_ready_seconds" integer;--> statement-breakpoint
ALTER TABLE "valet_ticket_events" ADD CONSTRAINT "valet_ticket_events_ticket_id_valet_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."valet_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valet_ticket_events" ADD CONSTRAINT "valet_ticket_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valet_ticket_events_ticket_idx" ON "valet_ticket_events" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "valet_tickets_location_ready_idx" ON "valet_tickets" USING btree ("location_id","ready_at");--> statement-breakpoint
CREATE UNIQUE INDEX "valet_tickets_open_number_unique" ON "valet_tickets" USING btree ("location_id","ticket_number") WHERE "valet_tickets"."status" <> 'completed';--> statement-breakpoint
ALTER TABLE "valet_tickets" ADD CONSTRAINT "valet_tickets_money_check" CHECK ("valet_tickets"."price_cents" >= 0 and "valet_tickets"."total_cost_cents" >= 0 and "valet_tickets"."tip_cents" >= 0);