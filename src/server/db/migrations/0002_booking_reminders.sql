ALTER TABLE "users" ADD COLUMN "reminder_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reminded_end_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_paid_booking_end_idx" ON "sessions" USING btree ("end_time") WHERE "sessions"."kind" = 'booking' and "sessions"."paid";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_minutes_check" CHECK ("users"."reminder_minutes" between 5 and 60);