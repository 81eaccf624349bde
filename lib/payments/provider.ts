// What the booking code asks of an online payment provider. One implementation today (Stripe, in
// ./stripe.ts, on when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set); without one, bookings
// are paid at the studio. Amounts are integer pence, in pounds sterling.

export type CheckoutRequest = {
  bookingId: string;
  reference: string;
  amountPence: number;
  /** One line the customer sees on the provider's page, e.g. "Deposit for Studio A, 12 Dec 10:00". */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Retrying with the same key returns the same checkout instead of opening a second one. */
  idempotencyKey: string;
  /** A deposit top-up of a move (lib/booking/top-ups.ts): named on the checkout beside the booking. */
  topUpId?: string;
  /** When the provider closes the checkout by itself (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt?: Date;
};

export type Checkout = { id: string; url: string };

export type RefundRequest = {
  /** The provider's reference of the payment to refund (Stripe: the PaymentIntent id). */
  paymentRef: string;
  amountPence: number;
  idempotencyKey: string;
};

export type Refund = { id: string; status: 'succeeded' | 'pending' | 'failed' };

/** A verified provider event, reduced to what the booking code acts on. */
export type PaymentEvent =
  | {
      id: string;
      kind: 'paid';
      checkoutId: string;
      bookingId: string;
      paymentRef: string;
      amountPence: number;
      /** The checkout was a move's deposit top-up, not the booking's hold. */
      topUpId?: string;
    }
  | {
      id: string;
      kind: 'checkout-expired';
      checkoutId: string;
      bookingId: string;
      topUpId?: string;
    }
  | { id: string; kind: 'ignored'; providerType: string };

export class InvalidSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'stripe';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Stops a checkout so it can no longer be paid (a hold that expired); ignores one already closed. */
  expireCheckout(checkoutId: string): Promise<void>;
  refund(request: RefundRequest): Promise<Refund>;
  /**
   * Checks the signature over the raw request body and returns the event with its raw payload;
   * throws InvalidSignatureError when the signature is missing, wrong or too old.
   */
  verifyEvent(rawBody: string, signature: string | null): { event: PaymentEvent; payload: unknown };
}
