/**
 * The one question commissions asks billing (is this payment a paid film fee of this member?), and
 * the only document billing accepts under commissions' key.
 */
export const PAYMENT_LOOKUP_QUERY = 'query ($id: ID!) { payment(id: $id) { purpose amountCents status paidAt } }';
