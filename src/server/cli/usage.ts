import { ROLES } from '../../shared/roles';

export const USAGE = `Parking operator commands

Usage: npm run cli -- <command> [flags]

Commands:
  user:create --email <email> --password <password> [--role <role>] [--name <name>]
      Creates a user of any role (${ROLES.join(', ')}); without --role a customer, without
      --name named after the address (the part before the @). --role superadmin makes an odogwu: it is
      the superadmin when its address is in SUPERADMIN_EMAILS.
      The password needs 8-25 characters with upper and lower case letters, a digit and a special character.
  seed:demo
      Loads the demo data now (does nothing when the database already has users).
  help
      Shows this text.

The database is the one the server uses: DATABASE_URL when set, otherwise the embedded one in DATA_DIR (default ./data).
Exit codes: 0 done, 1 rejected or failed, 2 wrong usage.`;
