/**
 * For queries whose answer is the same for every member (the catalogue's rows and pages): sent as
 * GET, which the gateway answers from its cache, built once per catalogue change and run with no
 * member at all. Such a query must ask nothing personal; the member's own data is asked apart.
 * The gateway lists these operations by name (gateway/src/shared-operations.ts).
 */
export const SHARED_QUERY = { context: { fetchOptions: { method: 'GET' } } } as const;
