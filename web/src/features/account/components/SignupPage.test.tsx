import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway } from '@cinevia/ui/testing';
import { testMember } from '../../../testing/member';
import { renderPage } from '../../../testing/renderPage';
import { SignupPage } from './SignupPage';

const member = testMember({ isSubscribed: false });

/** A complete, valid sign-up, by field label. */
const ADA = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Email: 'ada@example.com',
  Password: 'engine-sprocket-42',
  'Confirm Password': 'engine-sprocket-42',
};

async function fillIn(values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('the sign-up form', () => {
  it('names every missing field (the spec’s messages) and sends nothing', async () => {
    const gateway = fakeGateway({});
    renderPage(<SignupPage />, { path: '/signup' });

    await fillIn({});

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(gateway.sent).toEqual([]);
  });

  it('refuses a short password and a confirmation that differs', async () => {
    const gateway = fakeGateway({});
    renderPage(<SignupPage />, { path: '/signup' });

    await fillIn({ ...ADA, Password: 'abc', 'Confirm Password': 'abd' });

    expect(await screen.findByText('Password must be at least 12 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(gateway.sent).toEqual([]);
  });

  it('shows the server’s reason when it refuses, and keeps what was typed', async () => {
    fakeGateway({
      'POST /api/auth/signup': () => ({ status: 409, body: { message: 'An account with this email already exists' } }),
    });
    renderPage(<SignupPage />, { path: '/signup' });

    await fillIn(ADA);

    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('creates the account without the confirmation, welcomes the member and goes home', async () => {
    const gateway = fakeGateway({
      'POST /api/auth/signup': () => ({ status: 201, body: member }),
      'GET /api/auth/user': () => ({ status: 200, body: member }),
    });
    renderPage(<SignupPage />, { path: '/signup' });

    await fillIn(ADA);

    expect(await screen.findByText('Account created! Welcome to Cinevia.')).toBeInTheDocument();
    expect(gateway.sent[0]).toEqual({
      method: 'POST',
      path: '/api/auth/signup',
      body: { email: 'ada@example.com', password: 'engine-sprocket-42', firstName: 'Ada', lastName: 'Lovelace' },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 3000 });
  });
});
