/** A request's status in the member's words. */
const LABELS: Record<string, string> = {
  awaiting_payment: 'Awaiting payment',
  submitted: 'Submitted',
  in_production: 'In production',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function filmRequestStatusLabel(status: string): string {
  return LABELS[status] ?? status;
}
