import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage, useToast } from '@cinevia/ui';
import { createFilmPaymentIntent } from './createFilmPaymentIntent';

export type FilmPaymentIntent =
  { state: 'loading' } | { state: 'ready'; clientSecret: string } | { state: 'failed'; error: unknown };

/**
 * The payment the card form confirms, started for `title` while the payment step shows (null: not
 * showing). Going back to the form and returning with the same title reuses it, so a member who
 * looks back does not leave unpaid payments behind; `forget` drops it once it has been paid.
 */
export function useFilmPaymentIntent(title: string | null): {
  intent: FilmPaymentIntent;
  retry: () => void;
  forget: () => void;
} {
  const { toast } = useToast();
  const started = useRef<{ title: string; clientSecret: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [intent, setIntent] = useState<FilmPaymentIntent>({ state: 'loading' });

  useEffect(() => {
    if (title === null) return;
    if (started.current?.title === title) {
      setIntent({ state: 'ready', clientSecret: started.current.clientSecret });
      return;
    }
    let current = true;
    setIntent({ state: 'loading' });
    createFilmPaymentIntent(title).then(
      (clientSecret) => {
        started.current = { title, clientSecret };
        if (current) setIntent({ state: 'ready', clientSecret });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Could not start the film payment', error);
        setIntent({ state: 'failed', error });
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'An error occurred during payment',
          variant: 'destructive',
          error,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [title, attempt, toast]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const forget = useCallback(() => {
    started.current = null;
  }, []);
  return { intent, retry, forget };
}
