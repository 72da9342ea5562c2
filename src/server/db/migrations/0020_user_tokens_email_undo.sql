-- An email change mails the address the account had before a one-time link ('email-undo') that puts
-- that address back; the token row keeps which address it was (null for every other purpose).
ALTER TABLE "user_tokens" ADD COLUMN "previous_email" text;
