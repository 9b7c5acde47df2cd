import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway } from '@cinevia/ui/testing';
import { renderPage } from '../../../testing/renderPage';
import { SimulatedCardForm } from './SimulatedCardForm';

function renderCardForm() {
  const outcomes: string[] = [];
  renderPage(
    <SimulatedCardForm
      clientSecret="pi_1_secret_2"
      onSucceeded={() => void outcomes.push('succeeded')}
      onFailed={(message) => void outcomes.push(`failed: ${message}`)}
      submitLabel="Pay $25.00"
      busyLabel="Processing..."
    />,
  );
  return outcomes;
}

async function typeCard(card: { number: string; expiry: string; cvc: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), card.number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), card.expiry);
  await user.type(screen.getByLabelText('CVC'), card.cvc);
  await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
}

describe('the card form', () => {
  it('writes the card as it is typed: groups of four, MM/YY, digits only', async () => {
    fakeGateway({});
    renderCardForm();

    await typeCard({ number: '4242424242424242', expiry: '1230', cvc: '12a3' });

    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
  });

  it('says which part is incomplete (Stripe’s words) and confirms nothing', async () => {
    const gateway = fakeGateway({});
    const outcomes = renderCardForm();

    await typeCard({ number: '4242', expiry: '1', cvc: '1' });

    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(gateway.sent).toEqual([]);
    expect(outcomes).toEqual([]);
  });

  it('confirms the payment with the card and the client secret', async () => {
    const gateway = fakeGateway({
      'POST /api/payments/simulated/confirm': () => ({
        status: 200,
        body: { status: 'succeeded', paymentIntentId: 'pi_1' },
      }),
    });
    const outcomes = renderCardForm();

    await typeCard({ number: '4242424242424242', expiry: '1230', cvc: '123' });

    await waitFor(() => expect(outcomes).toEqual(['succeeded']));
    expect(gateway.sent[0]?.body).toEqual({
      clientSecret: 'pi_1_secret_2',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
  });

  it('passes on the provider’s words when the card is declined', async () => {
    fakeGateway({
      'POST /api/payments/simulated/confirm': () => ({ status: 402, body: { message: 'Your card was declined.' } }),
    });
    const outcomes = renderCardForm();

    await typeCard({ number: '4000000000000002', expiry: '1230', cvc: '123' });

    await waitFor(() => expect(outcomes).toEqual(['failed: Your card was declined.']));
  });
});
