import { requestIdOf, supportReference } from './requestId';
import styles from './SupportReference.module.css';

/**
 * Under an error's own words, a quiet line for a member to quote to support: "Reference: 3f9c1d2e",
 * the start of the failed reply's request id, which the gateway's and the services' access logs
 * carry. Nothing when no reply came (a network failure) or it had no id.
 */
export function SupportReference({ error, className }: { error: unknown; className?: string }) {
  const requestId = requestIdOf(error);
  if (!requestId) return null;
  return (
    <p className={className ? `${styles.reference} ${className}` : styles.reference}>
      Reference: {supportReference(requestId)}
    </p>
  );
}
