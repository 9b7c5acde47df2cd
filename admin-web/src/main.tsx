import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BrandProvider, pageBrand, ToastProvider } from '@cinevia/ui';
import '@cinevia/ui/global.css';
import { adminRoutes } from './routes';

const router = createBrowserRouter(adminRoutes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrandProvider brand={pageBrand()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </BrandProvider>
  </StrictMode>,
);
