import type { CreateSessionApiArg } from '../../api/generated/sessions';
import type { CreateStripeIntentApiResponse } from '../../api/generated/billing';

/** A payment the server priced (booking or extension): amounts in cents, the server's numbers. */
export type PaymentIntent = Omit<CreateStripeIntentApiResponse, 'status' | 'data'>;

export type CreateBookingRequest = CreateSessionApiArg['body'] & {
  paymentIntentId: string;
  vehiclePlate: string;
  vehicleState: string;
  startTime: string;
  endTime: string;
  rate: number;
  fees: number;
  totalCost: number;
  additionalVehicles: NonNullable<CreateSessionApiArg['body']['additionalVehicles']>;
};

/** The intent's fields, wherever the envelope put them (top level and `data` carry the same). */
export function intentOf(res: CreateStripeIntentApiResponse): PaymentIntent {
  const { status: _s, data, ...top } = res;
  return top.clientSecret ? top : data;
}
