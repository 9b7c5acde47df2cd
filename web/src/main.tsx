import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { BrandProvider, ToastProvider } from '@cinevia/ui';
import '@cinevia/ui/global.css';
import { App } from './App';
import { config } from './config';
import { ErrorBoundary } from './routing/ErrorBoundary';
import { sentNoSessionCookie } from './session/fetchSessionViewer';
import type { SessionViewer } from './session/session';
import { SessionProvider } from './session/SessionProvider';
import { signedInStart } from './signedInStart';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

function render(answered?: { viewer: SessionViewer | null }) {
  const app = (
    <StrictMode>
      <BrandProvider brand={config}>
        <ErrorBoundary>
          <ToastProvider>
            <BrowserRouter>
              <SessionProvider answered={answered}>
                <App />
              </SessionProvider>
            </BrowserRouter>
          </ToastProvider>
        </ErrorBoundary>
      </BrandProvider>
    </StrictMode>
  );
  // A transition's render yields to the browser every few milliseconds rather than holding the
  // main thread for the whole first page.
  startTransition(() => createRoot(root).render(app));
}

if (sentNoSessionCookie()) {
  render();
} else {
  signedInStart(window.location.pathname).then(
    (viewer) => render({ viewer }),
    (error: unknown) => {
      // The session provider asks again, and the app shows what went wrong.
      console.error('Could not start the signed-in app ahead of the first render', error);
      render();
    },
  );
}
