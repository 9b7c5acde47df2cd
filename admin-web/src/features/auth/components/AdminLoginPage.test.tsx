import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastProvider } from '@cinevia/ui';
import { fakeGateway } from '@cinevia/ui/testing';
import { AdminLoginPage } from './AdminLoginPage';

const NO_ADMIN_SESSION = { 'GET /api/admin/verify': () => ({ status: 401, body: { message: 'Unauthorized' } }) };

function CurrentPath() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** /admin-login as the portal mounts it; /admin renders nothing but where the router went. */
function renderLoginPage() {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={['/admin-login']}>
        <Routes>
          <Route path="/admin-login" element={<AdminLoginPage />} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </ToastProvider>,
  );
}

async function submit(password: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Password', { selector: 'input' });
  if (password) await user.type(field, password);
  await user.click(screen.getByRole('button', { name: 'Access Admin Portal' }));
}

describe('the admin login', () => {
  it('shows the card the spec describes once no admin session is found', async () => {
    fakeGateway(NO_ADMIN_SESSION);
    renderLoginPage();

    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByText('Enter admin password to continue')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter password')).toBeRequired();
    expect(screen.getByText('Authorized personnel only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('asks for the password before sending anything, and mends the message as it is typed', async () => {
    const gateway = fakeGateway(NO_ADMIN_SESSION);
    renderLoginPage();

    await submit('');

    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(gateway.sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/admin/verify']);
    await userEvent.setup().type(screen.getByLabelText('Password', { selector: 'input' }), 'x');
    await waitFor(() => expect(screen.queryByText('Password is required')).not.toBeInTheDocument());
  });

  it('says a refusal in the server’s words and stays', async () => {
    const limited = 'Too many sign-in attempts from this address. Please wait 15 minutes and try again.';
    fakeGateway({ ...NO_ADMIN_SESSION, 'POST /api/admin/auth': () => ({ status: 429, body: { message: limited } }) });
    renderLoginPage();

    await submit('not-the-password');

    expect(await screen.findByText(limited)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-login');
  });

  it('says "Invalid admin password" when no reply came', async () => {
    fakeGateway({
      ...NO_ADMIN_SESSION,
      'POST /api/admin/auth': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderLoginPage();

    await submit('the-admin-password');

    expect(await screen.findByText('Invalid admin password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-login');
  });

  it('signs the administrator in with the password typed and opens the portal', async () => {
    const gateway = fakeGateway({ ...NO_ADMIN_SESSION, 'POST /api/admin/auth': () => ({ status: 200, body: {} }) });
    renderLoginPage();

    await submit('the-admin-password');

    expect(await screen.findByText('Admin access granted!')).toBeInTheDocument();
    expect(gateway.sent[1]).toEqual({
      method: 'POST',
      path: '/api/admin/auth',
      body: { password: 'the-admin-password' },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
  });

  it('sends an administrator already signed in straight to the portal', async () => {
    fakeGateway({ 'GET /api/admin/verify': () => ({ status: 200, body: { valid: true } }) });
    renderLoginPage();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(screen.queryByRole('button', { name: 'Access Admin Portal' })).not.toBeInTheDocument();
  });
});
