import type { ErrorLike } from '@apollo/client';
import { Button, PageState } from '@cinevia/ui';
import { graphQLErrorMessage } from '../api/graphQLErrorMessage';

/**
 * A panel whose list could not be fetched: what failed, the server's reason if it gave one, the
 * failed request's reference, and Try Again.
 */
export function PanelLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: ErrorLike | undefined;
  onRetry: () => void;
}) {
  return (
    <PageState
      boxed
      alert
      error={error}
      heading="p"
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      {graphQLErrorMessage(error) ?? 'Please check your connection and try again.'}
    </PageState>
  );
}
