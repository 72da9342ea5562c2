ALTER TABLE "locations" ALTER COLUMN "lot_revenue_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "location_subscriptions" ALTER COLUMN "total_amount_cents" SET DATA TYPE bigint;