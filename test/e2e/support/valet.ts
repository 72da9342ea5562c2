import crypto from 'node:crypto';
import { api, type RunningServer } from './server';

/**
 * A valet ticket made through the API by a staff member (`token`): a ticket number and phone no other
 * ticket of the run has, a car, a first name and a $15 price; `extra` adds or replaces fields.
 */
export async function createValetTicket(
  server: RunningServer,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<{ _id: string }> {
  const res = await api<{ valet: { _id: string } }>(server.baseUrl, 'POST', '/api/v1/valets', {
    token,
    body: {
      ticketNumber: String(crypto.randomInt(100_000, 999_999)),
      phoneNumber: `312${crypto.randomInt(1_000_000, 9_999_999)}`,
      plateNumber: 'VAL123',
      state: 'IL',
      make: 'Honda',
      model: 'Civic',
      color: 'Blue',
      firstName: 'Rita',
      price: 1500,
      ...extra,
    },
  });
  if (res.status !== 201) throw new Error(`valet ticket not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.valet;
}
