import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ErrorPage } from '@cinevia/web-ui/ErrorPage';
import { ToastProvider } from '@cinevia/web-ui/ToastProvider';
import '@cinevia/web-ui/global.css';
import { apolloClient } from './api/apolloClient';
import { App } from './App';

/** One splat route: App holds the route table; this adds the error boundary. */
const router = createBrowserRouter([{ path: '*', element: <App />, errorElement: <ErrorPage /> }]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ApolloProvider>
  </StrictMode>,
);
