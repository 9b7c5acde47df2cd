import { CARD_DECLINED_MESSAGE, paymentResultReply, type SimulatedCardBody } from '@cinevia/proto';
import { apiRequest, serverMessage } from '@cinevia/ui';
import { responseStatus } from '../../../api/responseStatus';

export type PaymentOutcome =
  { succeeded: true; paymentIntentId: string } | { succeeded: false; message: string; error: unknown };

/**
 * POST /api/payments/simulated/confirm: what Stripe.js's confirmPayment does for the simulated
 * provider. A declined card (402) or a card the provider rejects (400) comes back as the
 * provider's own message, for the 'Payment Failed' toast.
 */
export async function confirmSimulatedPayment(card: SimulatedCardBody): Promise<PaymentOutcome> {
  try {
    const response = await apiRequest('POST', '/api/payments/simulated/confirm', card);
    const { paymentIntentId } = paymentResultReply.parse(await response.json());
    return { succeeded: true, paymentIntentId };
  } catch (error) {
    const status = responseStatus(error);
    const failed = (message: string): PaymentOutcome => ({ succeeded: false, message, error });
    if (status === 402) return failed(serverMessage(error) ?? CARD_DECLINED_MESSAGE);
    if (status === 400) return failed(serverMessage(error) ?? 'Please check your card details.');
    console.error('Simulated payment confirmation failed', error);
    if (status === 401) return failed('You are signed out. Please sign in and try again.');
    return failed(serverMessage(error) ?? 'We could not reach the payment provider. Please try again.');
  }
}
