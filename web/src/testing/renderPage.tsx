import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastProvider } from '@cinevia/ui';
import type { SessionViewer } from '../session/session';
import { SessionProvider } from '../session/SessionProvider';

/** Where the app went, for a test to read (`data-testid="location"`). */
function CurrentPath() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * A page as the app mounts it (toasts, router, session), at `path`, with who is signed in; any
 * other path renders only where the router went.
 */
export function renderPage(
  page: ReactNode,
  { path = '/', viewer = null }: { path?: string; viewer?: SessionViewer | null } = {},
) {
  return render(
    <ToastProvider>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider answered={{ viewer }}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentPath />
        </SessionProvider>
      </MemoryRouter>
    </ToastProvider>,
  );
}
