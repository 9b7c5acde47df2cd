import { createContext } from 'react';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

export type ToastApi = { toast: (options: ToastOptions) => void };

export const ToastContext = createContext<ToastApi | null>(null);
