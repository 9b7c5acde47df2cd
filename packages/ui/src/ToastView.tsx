import * as Toast from '@radix-ui/react-toast';
import { SupportReference } from './SupportReference';
import type { ToastOptions } from './toastContext';
import styles from './ToastProvider.module.css';

/** Spec section 9: one toast at a time, 5 s, swipe right by 50 px to dismiss, F8 to focus. */
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export type CurrentToast = ToastOptions & { id: number };

/** Radix's toast region and the current toast; loaded apart from the page (see ToastProvider). */
export default function ToastView({
  current,
  open,
  onOpenChange,
}: {
  current: CurrentToast | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const destructive = current?.variant === 'destructive';
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {current && (
        // A new key replaces the previous toast instead of stacking a second one.
        <Toast.Root
          key={current.id}
          open={open}
          onOpenChange={onOpenChange}
          type={destructive ? 'foreground' : 'background'}
          className={`${styles.toast} ${destructive ? styles.destructive : ''}`}
        >
          <Toast.Title className={styles.title}>{current.title}</Toast.Title>
          {current.description && (
            <Toast.Description className={styles.description}>{current.description}</Toast.Description>
          )}
          <SupportReference error={current.error} className={styles.reference} />
          <Toast.Close className={styles.close} aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
