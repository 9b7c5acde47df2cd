import { z } from 'zod';

/** Every event on the bus travels in this envelope; `id` doubles as JetStream's `Nats-Msg-Id`. */
export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+\.[a-z_]+\.[a-z_]+$/, 'type must be <service>.<aggregate>.<past-tense verb>'),
  occurredAt: z.iso.datetime(),
  correlationId: z.string().min(1).max(200),
  data: z.unknown(),
  /**
   * The W3C trace context of the request that raised it, kept with it in the outbox until it is
   * published (only when the process traces: see the kit's tracing.ts).
   */
  traceparent: z
    .string()
    .regex(/^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/)
    .optional(),
});

export type Envelope<Data = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data: Data };

export interface EventContract<Type extends string, Data> {
  readonly type: Type;
  readonly data: z.ZodType<Data>;
  /** Builds a fresh envelope; `correlationId` carries the request that caused it. */
  create(data: Data, correlationId: string, now?: Date): Envelope<Data>;
  /** Validates an envelope (from the bus or an outbox) and its payload. */
  parse(raw: unknown): Envelope<Data>;
}

/** A contract for one event type; a type the envelope would refuse is refused here, as the module loads. */
export function defineEvent<const Type extends string, Data>(
  type: Type,
  data: z.ZodType<Data>,
): EventContract<Type, Data> {
  envelopeSchema.shape.type.parse(type);
  const schema = envelopeSchema.extend({ type: z.literal(type), data });
  return {
    type,
    data,
    create: (payload, correlationId, now = new Date()) => ({
      id: crypto.randomUUID(),
      type,
      occurredAt: now.toISOString(),
      correlationId,
      data: data.parse(payload),
    }),
    parse: (raw) => schema.parse(raw) as Envelope<Data>,
  };
}
