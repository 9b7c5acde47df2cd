import { serverMessage } from './apiRequest';
import { useToast } from './useToast';

/** What the toasts say of an action. */
export interface ActionReport<Args extends unknown[]> {
  /** Shown when the server gave no words of its own for the failure. */
  failure: string;
  /** The success toast's text (titled "Success"). */
  success: (...args: Args) => string;
  /** The server's words from a failure; REST replies' `message` unless said otherwise. */
  messageOf?: (error: unknown) => string | undefined;
}

/**
 * Both apps' way with a change the user asked for: runs it, says in a toast how it went, and
 * resolves to whether it worked (so a form knows whether to move on, a dialog whether to close).
 */
export function useReportedAction<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
  report: ActionReport<Args>,
): (...args: Args) => Promise<boolean> {
  const { toast } = useToast();
  const messageOf = report.messageOf ?? serverMessage;
  return async (...args: Args) => {
    try {
      await action(...args);
    } catch (error) {
      toast({ title: 'Error', description: messageOf(error) ?? report.failure, variant: 'destructive' });
      return false;
    }
    toast({ title: 'Success', description: report.success(...args) });
    return true;
  };
}
