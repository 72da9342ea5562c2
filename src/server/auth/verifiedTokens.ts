/**
 * Tokens this server has already verified, with what they carry, until they expire: every request
 * of a signed-in screen sends the same token, and checking its HMAC signature again each time was a
 * twentieth of a lot page's time at the server. Only a token that verified is kept, by its whole
 * text, so a changed character is a different key and verifies anew; the user it names is still
 * read for every request (deactivation and password changes take effect at once).
 */
export function createVerifiedTokens<P extends { exp?: number }>(capacity = 10_000) {
  const known = new Map<string, P>();
  return {
    /** What a verified token carries while it has not expired, else undefined (and it is forgotten). */
    get(token: string, nowMs: number = Date.now()): P | undefined {
      const payload = known.get(token);
      if (!payload) return undefined;
      // jsonwebtoken refuses a token from its `exp` second on; so does this.
      if (payload.exp !== undefined && nowMs >= payload.exp * 1000) {
        known.delete(token);
        return undefined;
      }
      return payload;
    },
    remember(token: string, payload: P): void {
      // Bounded: when full, the oldest kept token is verified again on its next use.
      if (known.size >= capacity) known.delete(known.keys().next().value as string);
      known.set(token, payload);
    },
    get size() {
      return known.size;
    },
  };
}
