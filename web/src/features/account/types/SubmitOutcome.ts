/**
 * How a dialog's submit ended: done, refused because of one field (the form shows the message
 * under it), or failed for another reason (the hook has already said so in a toast).
 */
export type SubmitOutcome<Field extends string> =
  { kind: 'done' } | { kind: 'field'; field: Field; message: string } | { kind: 'failed' };
