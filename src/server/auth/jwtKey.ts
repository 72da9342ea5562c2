import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key object for a JWT secret. Handed a string, jsonwebtoken first tries to read it as a
 * PEM public key on every sign and verify (and fails, with an exception): about half a millisecond of
 * each authenticated request in the revenue bench's profile. A KeyObject skips that.
 */
export function jwtKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
