import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apolloClient } from './api/apolloClient';
import { App } from './App';
import { ErrorPage } from './ui/ErrorPage';
import { ToastProvider } from './ui/ToastProvider';
import './ui/global.css';

/** One splat route: App picks the route table for the session; this adds the error boundary. */
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
