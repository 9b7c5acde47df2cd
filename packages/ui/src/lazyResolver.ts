import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema (and zod with it, about 38 KB of gzipped JavaScript)
 * loads apart from the page: when the browser is idle after the page loads (`preload`), or at the
 * form's first validation at the latest. The form is usable while it loads.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> & { preload: () => void } {
  let loaded: Promise<Resolver<Values, Context, Output>> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const resolver: Resolver<Values, Context, Output> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
