CREATE TABLE "lot_revenue_months" (
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"net_cents" integer DEFAULT 0 NOT NULL,
	"paid_sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lot_revenue_months_location_id_month_pk" PRIMARY KEY("location_id","month"),
	CONSTRAINT "lot_revenue_months_month_check" CHECK (extract(day from "lot_revenue_months"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "lot_revenue_months" ADD CONSTRAINT "lot_revenue_months_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers): lot_revenue_months is kept
-- exact by the database itself, whatever writes sessions. Statement-level triggers with transition
-- tables, so a bulk insert or delete costs one grouped upsert, not one per row. A row counts when
-- paid, for total_cost_cents - refunded_cents, in the month of its start_time in its lot's time zone.
CREATE FUNCTION "lot_revenue_months_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO lot_revenue_months AS r (location_id, month, net_cents, paid_sessions)
		SELECT d.location_id, date_trunc('month', d.start_time AT TIME ZONE l.time_zone)::date, sum(d.total_cost_cents - d.refunded_cents), count(*)
		FROM new_rows d JOIN locations l ON l.id = d.location_id
		WHERE d.paid
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (location_id, month) DO UPDATE
		SET net_cents = r.net_cents + excluded.net_cents, paid_sessions = r.paid_sessions + excluded.paid_sessions;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO lot_revenue_months AS r (location_id, month, net_cents, paid_sessions)
		SELECT d.location_id, date_trunc('month', d.start_time AT TIME ZONE l.time_zone)::date, -sum(d.total_cost_cents - d.refunded_cents), -count(*)
		FROM old_rows d JOIN locations l ON l.id = d.location_id
		WHERE d.paid
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (location_id, month) DO UPDATE
		SET net_cents = r.net_cents + excluded.net_cents, paid_sessions = r.paid_sessions + excluded.paid_sessions;
	ELSE
		-- Only the rows whose revenue fields changed: the old values go out, the new ones come in.
		INSERT INTO lot_revenue_months AS r (location_id, month, net_cents, paid_sessions)
		SELECT d.location_id, date_trunc('month', d.start_time AT TIME ZONE l.time_zone)::date, sum(d.sign * d.net), sum(d.sign)
		FROM (
			SELECT o.location_id, o.start_time, o.total_cost_cents - o.refunded_cents AS net, -1 AS sign
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE o.paid AND (o.paid, o.total_cost_cents, o.refunded_cents, o.start_time, o.location_id)
				IS DISTINCT FROM (n.paid, n.total_cost_cents, n.refunded_cents, n.start_time, n.location_id)
			UNION ALL
			SELECT n.location_id, n.start_time, n.total_cost_cents - n.refunded_cents, 1
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE n.paid AND (o.paid, o.total_cost_cents, o.refunded_cents, o.start_time, o.location_id)
				IS DISTINCT FROM (n.paid, n.total_cost_cents, n.refunded_cents, n.start_time, n.location_id)
		) d JOIN locations l ON l.id = d.location_id
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (location_id, month) DO UPDATE
		SET net_cents = r.net_cents + excluded.net_cents, paid_sessions = r.paid_sessions + excluded.paid_sessions;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_lot_revenue_months_insert" AFTER INSERT ON "sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lot_revenue_months_apply"();
--> statement-breakpoint
CREATE TRIGGER "sessions_lot_revenue_months_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lot_revenue_months_apply"();
--> statement-breakpoint
CREATE TRIGGER "sessions_lot_revenue_months_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lot_revenue_months_apply"();
--> statement-breakpoint
-- A lot whose time zone changes has its months counted again from its sessions.
CREATE FUNCTION "lot_revenue_months_rezone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM lot_revenue_months WHERE location_id = NEW.id;
	INSERT INTO lot_revenue_months (location_id, month, net_cents, paid_sessions)
	SELECT s.location_id, date_trunc('month', s.start_time AT TIME ZONE NEW.time_zone)::date, sum(s.total_cost_cents - s.refunded_cents), count(*)
	FROM sessions s WHERE s.location_id = NEW.id AND s.paid
	GROUP BY 1, 2;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "locations_lot_revenue_months_rezone" AFTER UPDATE OF "time_zone" ON "locations" FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION "lot_revenue_months_rezone"();
--> statement-breakpoint
-- The sessions already stored.
INSERT INTO lot_revenue_months (location_id, month, net_cents, paid_sessions)
SELECT s.location_id, date_trunc('month', s.start_time AT TIME ZONE l.time_zone)::date, sum(s.total_cost_cents - s.refunded_cents), count(*)
FROM sessions s JOIN locations l ON l.id = s.location_id
WHERE s.paid
GROUP BY 1, 2;
