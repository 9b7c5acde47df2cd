import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastProvider } from '@cinevia/ui';
import { fakeGateway } from '@cinevia/ui/testing';
import { AdminLayout } from './AdminLayout';

function CurrentPath() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** A portal page at `path` inside the layout, as the portal's routes nest them. */
function renderPortalAt(path: string) {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route path="/admin" element={<p>The catalogue</p>} />
            <Route path="/admin/insights" element={<p>The insights</p>} />
          </Route>
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </ToastProvider>,
  );
}

describe('the portal’s guard and chrome', () => {
  it('sends a visitor without an admin session to /admin-login without a word', async () => {
    fakeGateway({ 'GET /api/admin/verify': () => ({ status: 401, body: { message: 'Unauthorized' } }) });
    renderPortalAt('/admin');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin-login'));
    expect(screen.queryByText('The catalogue')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing of the portal while the session is being checked', () => {
    // The check's reply has not come.
    globalThis.fetch = jest.fn<typeof fetch>(() => new Promise(() => undefined));
    renderPortalAt('/admin');

    expect(screen.getByText('Checking your admin session')).toBeInTheDocument();
    expect(screen.queryByText('The catalogue')).not.toBeInTheDocument();
  });

  it('shows an administrator the page asked for, with the way back to the platform, Logout and the page marked', async () => {
    fakeGateway({ 'GET /api/admin/verify': () => ({ status: 200, body: { valid: true } }) });
    renderPortalAt('/admin/insights');

    expect(await screen.findByText('The insights')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Platform' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    const pages = within(screen.getByRole('navigation', { name: 'Portal' }));
    expect(pages.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Catalogue' })).not.toHaveAttribute('aria-current');
  });
});
