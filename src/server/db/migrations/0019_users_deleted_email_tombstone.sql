-- A deleted account no longer holds its address: the row stays (its history does), its email becomes
-- a unique tombstone nobody can sign up with (the server writes the same one at deletion:
-- tombstoneEmail in src/server/modules/users/service.ts), so the person may sign up again. Rows
-- deleted before this change are rewritten here; their emailed links were closed at deletion.
UPDATE "users" SET "email" = 'deleted-' || "id" || '@deleted.invalid' WHERE "deleted_at" IS NOT NULL;
