import { z } from 'zod';

/**
 * What a payments row is for (payments.meta), written when the intent is created from the
 * server's own prices and read back when the payment is fulfilled. The client's word is never
 * consulted after the intent: only this record and the provider's verification.
 */
export const BookingVehicleMeta = z.object({
  plate: z.string(),
  state: z.string(),
  make: z.string().optional(),
  model: z.string().optional(),
  year: z.number().int().optional(),
});

export const BookingMeta = z.object({
  kind: z.literal('booking'),
  zoneId: z.string(),
  locationId: z.string(),
  isHourly: z.boolean(),
  hours: z.number(),
  minutes: z.number().int(),
  vehicles: z.array(BookingVehicleMeta).min(1),
  /** The zone's price per hour or day. */
  rateCents: z.number().int(),
  /** Per vehicle. */
  parkingCents: z.number().int(),
  feesCents: z.number().int(),
  perVehicleCents: z.number().int(),
  totalCents: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  userId: z.string().nullable(),
  guestMarker: z.string().nullable(),
  email: z.string().optional(),
  /** The fees the client showed, kept to spot stale clients; never used for money. */
  clientFees: z.number().optional(),
});
export type BookingMeta = z.infer<typeof BookingMeta>;

export const ExtensionMeta = z.object({
  kind: z.literal('extension'),
  sessionId: z.string(),
  userId: z.string(),
  addedMinutes: z.number().int().positive(),
  hours: z.number(),
  rateCents: z.number().int(),
  parkingCents: z.number().int(),
  feesCents: z.number().int(),
  totalCents: z.number().int(),
  /** The end time the extension was priced against (for support; a paid extension is always applied). */
  fromEndTime: z.string(),
});
export type ExtensionMeta = z.infer<typeof ExtensionMeta>;

export const PaymentMeta = z.discriminatedUnion('kind', [BookingMeta, ExtensionMeta]);
export type PaymentMeta = z.infer<typeof PaymentMeta>;
