-- A plate with a code is one membership in its scope (a location; or, valid everywhere, its owner's).
-- Databases from before this index may hold copies (concurrent adds all succeeded): keep the newest
-- of each (latest created_at, then the greater id), which is the owner's latest entry, and drop the rest.
DELETE FROM "members" AS "old" USING "members" AS "newer"
WHERE "newer"."location_id" IS NOT NULL AND "old"."location_id" = "newer"."location_id"
  AND upper("old"."plate") = upper("newer"."plate") AND upper("old"."code") = upper("newer"."code")
  AND ("old"."created_at", "old"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
DELETE FROM "members" AS "old" USING "members" AS "newer"
WHERE "newer"."location_id" IS NULL AND "old"."location_id" IS NULL AND "old"."user_id" = "newer"."user_id"
  AND upper("old"."plate") = upper("newer"."plate") AND upper("old"."code") = upper("newer"."code")
  AND ("old"."created_at", "old"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_location_plate_code_unique" ON "members" USING btree ("location_id",upper("plate"),upper("code")) WHERE "members"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_owner_plate_code_unique" ON "members" USING btree ("user_id",upper("plate"),upper("code")) WHERE "members"."location_id" is null;
