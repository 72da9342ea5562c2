import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (memory-hard; ~90 ms a hash on this machine class).
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
