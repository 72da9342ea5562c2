import {
  useConfirmGuestBookingExtensionMutation,
  useConfirmSessionExtensionMutation,
  useExtendGuestBookingMutation,
  useExtendSessionMutation,
  useGetGuestBookingStopQuoteQuery,
  useGetSessionStopQuoteQuery,
  useStopGuestBookingMutation,
  useStopSessionMutation,
} from '../../api/enhanced/sessions';

/**
 * Which booking a panel acts on: a signed-in driver's, by its id, or a guest's, by the token of the
 * link in their reminder mail (/bookings/guest/:token). The calls are the same either way; only the
 * route that proves the booking is the caller's differs.
 */
export interface BookingRef {
  sessionId: string;
  guestToken?: string;
}

/** Pricing an extension and applying it once paid. */
export function useExtendCalls({ sessionId, guestToken }: BookingRef) {
  const [extendMine, mine] = useExtendSessionMutation();
  const [extendGuest, guest] = useExtendGuestBookingMutation();
  const [confirmMine, confirmingMine] = useConfirmSessionExtensionMutation();
  const [confirmGuest, confirmingGuest] = useConfirmGuestBookingExtensionMutation();
  return {
    price: (hours: number) =>
      (guestToken ? extendGuest({ token: guestToken, body: { hours } }) : extendMine({ id: sessionId, body: { hours } })).unwrap(),
    confirm: (paymentIntentId: string) =>
      (guestToken
        ? confirmGuest({ token: guestToken, body: { paymentIntentId } })
        : confirmMine({ id: sessionId, body: { paymentIntentId } })
      ).unwrap(),
    pricing: (guestToken ? guest : mine).isLoading,
    confirming: (guestToken ? confirmingGuest : confirmingMine).isLoading,
  };
}

/** The quote of ending now (asked afresh each time a panel opens) and the stop itself. */
export function useStopCalls({ sessionId, guestToken }: BookingRef) {
  const mineQuote = useGetSessionStopQuoteQuery({ id: sessionId }, { skip: Boolean(guestToken), refetchOnMountOrArgChange: true });
  const guestQuote = useGetGuestBookingStopQuoteQuery({ token: guestToken ?? '' }, { skip: !guestToken, refetchOnMountOrArgChange: true });
  const [stopMine, stoppingMine] = useStopSessionMutation();
  const [stopGuest, stoppingGuest] = useStopGuestBookingMutation();
  return {
    quote: guestToken ? guestQuote : mineQuote,
    stop: () => (guestToken ? stopGuest({ token: guestToken, body: {} }) : stopMine({ id: sessionId, body: {} })).unwrap(),
    stopping: guestToken ? stoppingGuest : stoppingMine,
  };
}
