import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useCancelSubscription } from '../api/useCancelSubscription';
import styles from './CancelSubscriptionDialog.module.css';

type CancelSubscriptionDialogProps = {
  userId: string;
  /** The paid period's last day ('July 5, 2026'), or null when unknown. */
  accessUntil: string | null;
};

/**
 * Cancel Subscription, confirmed first: Premium stops renewing and stays until the paid period
 * ends. The dialog stays open, and cannot be dismissed, while the request runs.
 */
export function CancelSubscriptionDialog({ userId, accessUntil }: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription(userId);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const cancelled = await cancel();
    setBusy(false);
    if (cancelled) setOpen(false);
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary">Cancel Subscription</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>Cancel your Premium subscription?</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            Your Premium access continues until {accessUntil ?? 'the end of your billing period'}. Subscription payments
            are non-refundable.
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Keep Subscription
              </Button>
            </AlertDialog.Cancel>
            <Button disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Cancelling...' : 'Cancel Subscription'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
