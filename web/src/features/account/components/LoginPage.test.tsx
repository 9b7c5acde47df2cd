import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway } from '@cinevia/ui/testing';
import { testMember } from '../../../testing/member';
import { renderPage } from '../../../testing/renderPage';
import { LoginPage } from './LoginPage';

const member = testMember();

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the sign-in form', () => {
  it('asks for both fields before sending anything', async () => {
    const gateway = fakeGateway({});
    renderPage(<LoginPage />, { path: '/login' });

    await signIn('', '');

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(gateway.sent).toEqual([]);
  });

  it('says why a sign-in was refused and stays on the page', async () => {
    fakeGateway({ 'POST /api/auth/login': () => ({ status: 401, body: { message: 'Invalid email or password' } }) });
    renderPage(<LoginPage />, { path: '/login' });

    await signIn('ada@example.com', 'wrong-password');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("says a sign-in that failed on our side in the server's words, with the reply's reference", async () => {
    fakeGateway({
      'POST /api/auth/login': () => ({
        status: 503,
        body: { message: 'Something went wrong on our side. Please try again.' },
        requestId: '5b6c7d8e-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
      }),
    });
    renderPage(<LoginPage />, { path: '/login' });

    await signIn('ada@example.com', 'engine-sprocket-42');

    const message = await screen.findByText('Something went wrong on our side. Please try again.');
    expect(message.parentElement).toContainElement(screen.getByText('Reference: 5b6c7d8e'));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('adds no reference when no reply came (a network failure)', async () => {
    fakeGateway({
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage(<LoginPage />, { path: '/login' });

    await signIn('ada@example.com', 'engine-sprocket-42');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });

  it('signs the member in and goes home', async () => {
    const gateway = fakeGateway({
      'POST /api/auth/login': () => ({ status: 200, body: member }),
      'GET /api/auth/user': () => ({ status: 200, body: member }),
    });
    renderPage(<LoginPage />, { path: '/login' });

    await signIn('ada@example.com', 'engine-sprocket-42');

    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(gateway.sent[0]).toEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'ada@example.com', password: 'engine-sprocket-42' },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
