/**
 * The browser half of the fake PayPal (fakePaypal.ts serves it as GET /sdk/js?client-id=…): a small
 * stand-in for PayPal's JS SDK with the surface @paypal/react-paypal-js uses — paypal.Buttons(props)
 * with isEligible, render, close, updateProps.
 *
 * A click does what the buyer's popup would: asks the page for the order id (createOrder), approves
 * that order on the fake PayPal API as the buyer (POST /_test/orders/:id/approve), then calls
 * onApprove({orderID}); a buyer who closes the popup is `window.__fakePaypal.next = 'cancel'`.
 *
 * The function is serialised with toString() and run in the page, so it must stay self-contained.
 */
export function installFakePaypalSdk(apiBase: string, query: Record<string, string>): void {
  type Callback = (data: Record<string, unknown>, actions: Record<string, unknown>) => unknown;
  interface ButtonProps {
    createOrder?: Callback;
    onApprove?: Callback;
    onCancel?: Callback;
    onError?: (err: unknown) => void;
    onInit?: Callback;
    onClick?: Callback;
    style?: { height?: number };
  }
  const record: { query: Record<string, string>; buttons: number; orders: string[]; next: 'approve' | 'cancel' } = {
    query,
    buttons: 0,
    orders: [],
    next: 'approve',
  };
  (window as unknown as { __fakePaypal: typeof record }).__fakePaypal = record;

  function Buttons(props: ButtonProps) {
    let host: HTMLElement | null = null;
    let enabled = true;
    const actions = {
      enable: () => {
        enabled = true;
        return Promise.resolve();
      },
      disable: () => {
        enabled = false;
        return Promise.resolve();
      },
    };
    async function pay(): Promise<void> {
      if (!enabled) return;
      try {
        await props.onClick?.({ fundingSource: 'paypal' }, actions);
        const orderID = String(await props.createOrder?.({ paymentSource: 'paypal' }, {}));
        record.orders.push(orderID);
        if (record.next === 'cancel') {
          await props.onCancel?.({ orderID }, {});
          return;
        }
        const res = await fetch(`${apiBase}/_test/orders/${encodeURIComponent(orderID)}/approve`, { method: 'POST' });
        if (!res.ok) throw new Error(`Order ${orderID} could not be approved (${res.status})`);
        const order = (await res.json()) as { payer?: { payer_id?: string } };
        await props.onApprove?.(
          { orderID, payerID: order.payer?.payer_id ?? '', paymentSource: 'paypal', facilitatorAccessToken: 'fake' },
          {},
        );
      } catch (err) {
        if (props.onError) props.onError(err);
        else throw err;
      }
    }
    return {
      isEligible: () => true,
      render(container: string | HTMLElement) {
        host = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
        if (!host) return Promise.reject(new Error('Document is ready and element was not found'));
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('aria-label', 'PayPal');
        button.dataset.fakePaypal = 'button';
        Object.assign(button.style, {
          width: '100%',
          height: `${props.style?.height ?? 45}px`,
          border: 'none',
          borderRadius: '4px',
          background: '#ffc439',
          color: '#003087',
          fontWeight: '700',
          fontSize: '18px',
          cursor: 'pointer',
        });
        button.addEventListener('click', () => void pay());
        host.appendChild(button);
        record.buttons += 1;
        void props.onInit?.({}, actions);
        return Promise.resolve();
      },
      close() {
        host?.replaceChildren();
        return Promise.resolve();
      },
      updateProps: () => Promise.resolve(),
      hasReturned: () => false,
    };
  }
  (window as unknown as { paypal: unknown }).paypal = { version: '5.0.fake', Buttons, FUNDING: { PAYPAL: 'paypal', CARD: 'card' } };
}
