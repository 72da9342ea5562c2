/**
 * The browser half of the fake Stripe (fakeStripe.ts serves it as GET /v3/stripe.js): a small
 * stand-in for Stripe.js with the surface @stripe/react-stripe-js and our StripePayment use —
 * Stripe(pk).elements().create('card'), confirmCardPayment, paymentRequest (the wallet button).
 *
 * Like the real Stripe.js it checks the card fields in the page, then talks to the Stripe API with
 * the publishable key: POST /v1/payment_methods and POST /v1/payment_intents/:id/confirm on the
 * fake server, which decides success or decline by test card number (4242…, 4000…0002, …).
 *
 * The function is serialised with toString() and run in the page, so it must stay self-contained:
 * no imports, no references to anything outside its body.
 */
export function installFakeStripeJs(apiBase: string): void {
  type Listener = (event: unknown) => void;
  interface CardValues {
    number: string;
    expMonth: string;
    expYear: string;
    cvc: string;
    postalCode: string;
  }
  interface StripeErrorShape {
    type: string;
    code?: string;
    decline_code?: string;
    message: string;
    payment_intent?: unknown;
  }
  interface FakeCardElement {
    readonly fakeType: string;
    values(): CardValues;
    mount(target: string | HTMLElement): void;
    unmount(): void;
    destroy(): void;
    update(options: unknown): void;
    focus(): void;
    blur(): void;
    clear(): void;
    on(event: string, handler: Listener): FakeCardElement;
    off(event: string, handler?: Listener): FakeCardElement;
    once(event: string, handler: Listener): FakeCardElement;
  }

  // What the page asked Stripe.js for, for the tests to read (window.__fakeStripe).
  const record: { keys: string[]; paymentRequests: unknown[]; confirmations: unknown[] } = {
    keys: [],
    paymentRequests: [],
    confirmations: [],
  };
  (window as unknown as { __fakeStripe: typeof record }).__fakeStripe = record;

  async function post(path: string, form: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  function validationError(values: CardValues): StripeErrorShape | null {
    const digits = values.number.replace(/\s/g, '');
    if (digits.length === 0 || digits.length < 15)
      return { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
    if (!/^\d{2}$/.test(values.expMonth) || !/^\d{2}$/.test(values.expYear)) {
      return { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
    }
    const month = Number(values.expMonth);
    const year = 2000 + Number(values.expYear);
    const now = new Date();
    if (month < 1 || month > 12)
      return { type: 'validation_error', code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." };
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      return { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
    }
    if (!/^\d{3,4}$/.test(values.cvc))
      return { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    return null;
  }

  function createCardElement(): FakeCardElement {
    const listeners = new Map<string, Set<Listener>>();
    const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload));
    const root = document.createElement('div');
    root.dataset.fakeStripe = 'card';
    root.style.display = 'grid';
    root.style.gridTemplateColumns = '1fr 5.5em 4em 5.5em';
    root.style.gap = '6px';
    const input = (label: string, width: string, mode: string): HTMLInputElement => {
      const el = document.createElement('input');
      el.setAttribute('aria-label', label);
      el.placeholder = label;
      el.inputMode = mode;
      el.autocomplete = 'off';
      el.style.font = 'inherit';
      el.style.fontSize = '16px';
      el.style.border = 'none';
      el.style.outline = 'none';
      el.style.minWidth = '0';
      el.style.width = width;
      el.addEventListener('input', () =>
        emit('change', {
          elementType: 'card',
          empty: number.value === '',
          complete: validationError(values()) === null,
          error: undefined,
          brand: 'visa',
        }),
      );
      el.addEventListener('focus', () => emit('focus', { elementType: 'card' }));
      el.addEventListener('blur', () => emit('blur', { elementType: 'card' }));
      root.appendChild(el);
      return el;
    };
    const number = input('Card number', '100%', 'numeric');
    const expiry = input('MM / YY', '100%', 'numeric');
    const cvc = input('CVC', '100%', 'numeric');
    const zip = input('ZIP', '100%', 'numeric');
    const values = (): CardValues => {
      const [mm = '', yy = ''] = expiry.value.split('/').map((p) => p.trim());
      return { number: number.value.replace(/\s/g, ''), expMonth: mm, expYear: yy, cvc: cvc.value.trim(), postalCode: zip.value.trim() };
    };
    const element: FakeCardElement = {
      fakeType: 'card',
      values,
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('IntegrationError: The selector you specified does not match any elements.');
        host.appendChild(root);
        setTimeout(() => emit('ready', { elementType: 'card' }), 0);
      },
      unmount: () => root.remove(),
      destroy: () => root.remove(),
      update: () => undefined,
      focus: () => number.focus(),
      blur: () => number.blur(),
      clear: () => [number, expiry, cvc, zip].forEach((i) => (i.value = '')),
      on(event, handler) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(handler);
        return element;
      },
      off(event, handler) {
        if (handler) listeners.get(event)?.delete(handler);
        else listeners.delete(event);
        return element;
      },
      once(event, handler) {
        const wrapped: Listener = (e) => {
          element.off(event, wrapped);
          handler(e);
        };
        return element.on(event, wrapped);
      },
    };
    return element;
  }

  function Stripe(key: unknown) {
    if (typeof key !== 'string' || !key.startsWith('pk_')) throw new Error(`IntegrationError: Invalid API Key provided: ${String(key)}`);
    record.keys.push(key);
    const card = { current: null as FakeCardElement | null };

    async function createPaymentMethod(values: CardValues): Promise<{ id?: string; error?: StripeErrorShape }> {
      const invalid = validationError(values);
      if (invalid) return { error: invalid };
      const res = await post('/v1/payment_methods', {
        key: key as string,
        type: 'card',
        'card[number]': values.number,
        'card[exp_month]': values.expMonth,
        'card[exp_year]': values.expYear,
        'card[cvc]': values.cvc,
        'billing_details[address][postal_code]': values.postalCode,
      });
      if (res.status >= 400) return { error: res.body.error as StripeErrorShape };
      return { id: res.body.id as string };
    }

    async function confirmCardPayment(
      clientSecret: string,
      data?: { payment_method?: string | { card?: FakeCardElement } },
      options?: { handleActions?: boolean },
    ) {
      record.confirmations.push({
        clientSecret,
        paymentMethod: typeof data?.payment_method === 'string' ? data.payment_method : 'card',
        options,
      });
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      let paymentMethod: string | undefined;
      if (typeof data?.payment_method === 'string') paymentMethod = data.payment_method;
      else if (data?.payment_method?.card) {
        const made = await createPaymentMethod(data.payment_method.card.values());
        if (made.error) return { error: made.error };
        paymentMethod = made.id;
      }
      const form: Record<string, string> = { key: key as string, client_secret: clientSecret };
      if (paymentMethod) form.payment_method = paymentMethod;
      const res = await post(`/v1/payment_intents/${encodeURIComponent(intentId)}/confirm`, form);
      if (res.status >= 400) return { error: res.body.error as StripeErrorShape };
      return { paymentIntent: res.body };
    }

    function paymentRequest(options: { country: string; currency: string; total: { label: string; amount: number } }) {
      record.paymentRequests.push(options);
      const listeners = new Map<string, Set<Listener>>();
      return {
        // A wallet is "available" in this fake browser: a Google Pay-like sheet paying with 4242….
        canMakePayment: () => Promise.resolve({ applePay: false, googlePay: true, link: false }),
        on(event: string, handler: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(handler);
        },
        off(event: string, handler?: Listener) {
          if (handler) listeners.get(event)?.delete(handler);
          else listeners.delete(event);
        },
        update: () => undefined,
        isShowing: () => false,
        abort: () => undefined,
        show() {
          void (async () => {
            const made = await createPaymentMethod({
              number: '4242424242424242',
              expMonth: '12',
              expYear: '34',
              cvc: '123',
              postalCode: '60601',
            });
            if (!made.id) {
              listeners.get('cancel')?.forEach((l) => l({}));
              return;
            }
            const event = {
              paymentMethod: { id: made.id, type: 'card' },
              payerName: 'Wallet Payer',
              payerEmail: 'wallet@example.com',
              walletName: 'googlePay',
              complete: (status: string) => record.confirmations.push({ walletComplete: status }),
            };
            listeners.get('paymentmethod')?.forEach((l) => l(event));
          })();
        },
      };
    }

    const unsupported = () => Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not supported by the fake Stripe.js' } });
    return {
      elements() {
        return {
          create(type: string) {
            if (type !== 'card') throw new Error(`IntegrationError: the fake Stripe.js has no ${type} element`);
            card.current = createCardElement();
            return card.current;
          },
          getElement(type: string | { __elementType?: string }) {
            const name = typeof type === 'string' ? type : type.__elementType;
            return name === 'card' ? card.current : null;
          },
          update: () => undefined,
          fetchUpdates: () => Promise.resolve({}),
        };
      },
      confirmCardPayment,
      paymentRequest,
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmPayment: unsupported,
      retrievePaymentIntent: unsupported,
      registerAppInfo: () => undefined,
      _registerWrapper: () => undefined,
    };
  }
  // The release train @stripe/stripe-js expects, so it does not warn about a version mismatch.
  (Stripe as unknown as { version: string }).version = 'endive';
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}
