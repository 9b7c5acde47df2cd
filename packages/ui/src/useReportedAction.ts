import { serverMessage } from './apiRequest';
import { useToast } from './useToast';

/** A success toast: its text under "Success", or a title and text of its own. */
type SuccessToast = string | { title: string; description: string };

/** What the toasts say of an action that resolves to `Result`. */
export interface ActionReport<Args extends unknown[], Result> {
  /** Shown when the server gave no words of its own for the failure. */
  failure: string;
  success: (result: Result, ...args: Args) => SuccessToast;
  /** The server's words from a failure; REST replies' `message` unless said otherwise. */
  messageOf?: (error: unknown) => string | undefined;
}

/**
 * Both apps' way with a change the user asked for: runs it, says in a toast how it went (a failure
 * is logged too), and resolves to whether it worked, so a form knows whether to move on and a
 * dialog whether to close.
 */
export function useReportedAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  report: ActionReport<Args, Result>,
): (...args: Args) => Promise<boolean> {
  const { toast } = useToast();
  const messageOf = report.messageOf ?? serverMessage;
  return async (...args: Args) => {
    let result: Result;
    try {
      result = await action(...args);
    } catch (error) {
      console.error(report.failure, error);
      toast({ title: 'Error', description: messageOf(error) ?? report.failure, variant: 'destructive', error });
      return false;
    }
    const success = report.success(result, ...args);
    toast(typeof success === 'string' ? { title: 'Success', description: success } : success);
    return true;
  };
}
