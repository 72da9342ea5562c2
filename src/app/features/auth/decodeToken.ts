import { jwtDecode } from 'jwt-decode';

/** The payload of an emailed link's token (SPEC section 3: name, email), or null when it cannot be read. */
export interface LinkTokenPayload {
  name?: string;
  email?: string;
  exp?: number;
}

export function decodeLinkToken(token: string | undefined): LinkTokenPayload | null {
  if (!token) return null;
  try {
    const payload = jwtDecode<LinkTokenPayload>(token);
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}
