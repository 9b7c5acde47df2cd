import { createContext } from 'react';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** The failed request a failure toast reports: its reference is shown under the description. */
  error?: unknown;
};

export type ToastApi = { toast: (options: ToastOptions) => void };

export const ToastContext = createContext<ToastApi | null>(null);
