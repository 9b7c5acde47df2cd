/**
 * What every payment form takes, whichever provider confirms the card: the pending payment's
 * client secret, what to do after, and the wording of its submit button.
 */
export type PaymentFormProps = {
  clientSecret: string;
  /** Called once the provider reports the payment succeeded; the form stays busy until it settles. */
  onSucceeded: () => Promise<void> | void;
  /**
   * Called with the provider's own words when the card is declined or the payment fails, and the
   * failed request when it was ours (the simulated provider's), for its reference.
   */
  onFailed: (message: string, error?: unknown) => void;
  submitLabel: string;
  busyLabel: string;
};
