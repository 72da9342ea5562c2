-- An event (its name in any case, its start and its end) is stored once per location. Databases
-- from before this index may hold copies (concurrent adds all succeeded): keep the newest of each
-- (latest created_at, then the greater id) and drop the rest.
DELETE FROM "events" AS "old" USING "events" AS "newer"
WHERE "old"."location_id" = "newer"."location_id" AND lower("old"."event_name") = lower("newer"."event_name")
  AND "old"."start_date" = "newer"."start_date" AND "old"."end_date" = "newer"."end_date"
  AND ("old"."created_at", "old"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_location_name_dates_unique" ON "events" USING btree ("location_id",lower("event_name"),"start_date","end_date");
