import { FILM_PAYMENT_DESCRIPTION_PREFIX, type ClientSecretReply, type CreatePaymentIntentBody } from '@cinevia/proto';
import { apiRequest } from '@cinevia/ui';

/**
 * POST /api/create-payment-intent for one film: the client secret the card form confirms. The spec
 * sends 100 (dollars); the server charges FILM_FEE_CENTS whatever arrives.
 */
export async function createFilmPaymentIntent(title: string): Promise<string> {
  const body: CreatePaymentIntentBody = { amount: 100, description: `${FILM_PAYMENT_DESCRIPTION_PREFIX}${title}` };
  const response = await apiRequest('POST', '/api/create-payment-intent', body);
  // Checked by hand: zod is not loaded with the page.
  const { clientSecret } = (await response.json()) as Partial<ClientSecretReply>;
  if (typeof clientSecret !== 'string') throw new Error('The payment reply carried no client secret');
  return clientSecret;
}
