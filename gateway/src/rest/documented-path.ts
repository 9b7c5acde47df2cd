import type { z } from 'zod';

/**
 * A path for the document. The route table's entries are ones; the paths the gateway serves outside
 * the table (the speed test, Stripe's webhook) describe themselves with one beside their handler.
 */
export interface DocumentedPath {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express style: `/api/videos/:id`. */
  path: string;
  summary: string;
  requires?: 'admin';
  session?: 'member' | 'account' | 'admin';
  query?: z.ZodType;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** The body's media type when it is not JSON (then `body` may be absent: any bytes). */
  bodyType?: string;
  /** A reply without `schema` has no body, unless `mediaType` names a non-JSON one. */
  responses: Record<number, { description: string; schema?: z.ZodType; mediaType?: string }>;
}
