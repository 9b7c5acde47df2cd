import { Button, ConfirmDialog } from '@cinevia/ui';
import { useChangeSubscription } from '../api/useChangeSubscription';

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
  const cancel = useChangeSubscription(userId, 'cancel');
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">Cancel Subscription</Button>}
      title="Cancel your Premium subscription?"
      description={`Your Premium access continues until ${accessUntil ?? 'the end of your billing period'}. Subscription payments are non-refundable.`}
      cancelLabel="Keep Subscription"
      confirmLabel="Cancel Subscription"
      confirmingLabel="Cancelling..."
      onConfirm={cancel}
    />
  );
}
