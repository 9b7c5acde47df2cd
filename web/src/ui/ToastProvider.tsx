import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { ToastContext, type ToastOptions } from './toastContext';
import styles from './ToastProvider.module.css';

/** Spec section 9: one toast at a time, 5 s, swipe right by 50 px to dismiss, F8 to focus. */
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

type CurrentToast = ToastOptions & { id: number };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentToast | null>(null);
  const [open, setOpen] = useState(false);
  const lastId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    lastId.current += 1;
    setCurrent({ ...options, id: lastId.current });
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);

  const destructive = current?.variant === 'destructive';
  return (
    <ToastContext value={api}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
        {children}
        {current && (
          // A new key replaces the previous toast instead of stacking a second one.
          <Toast.Root
            key={current.id}
            open={open}
            onOpenChange={setOpen}
            type={destructive ? 'foreground' : 'background'}
            className={`${styles.toast} ${destructive ? styles.destructive : ''}`}
          >
            <Toast.Title className={styles.title}>{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className={styles.description}>{current.description}</Toast.Description>
            )}
            <Toast.Close className={styles.close} aria-label="Dismiss notification">
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className={styles.viewport} />
      </Toast.Provider>
    </ToastContext>
  );
}
