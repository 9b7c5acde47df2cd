import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './toastContext';
import type { CurrentToast } from './ToastView';

/** Radix's toasts load apart, so a page that shows none (the landing page) does not wait for them. */
const loadToastView = () => import('./ToastView');
const ToastView = lazy(loadToastView);

/**
 * `useToast()` for every page. The toast region is mounted once the browser is idle after the
 * first paint (so F8 finds it), or at once when a toast is shown first.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentToast | null>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const lastId = useRef(0);

  useEffect(() => {
    const mount = () => setMounted(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(mount, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(mount, 2000);
    return () => clearTimeout(timer);
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    lastId.current += 1;
    setCurrent({ ...options, id: lastId.current });
    setOpen(true);
    setMounted(true);
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext value={api}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ToastView current={current} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </ToastContext>
  );
}
