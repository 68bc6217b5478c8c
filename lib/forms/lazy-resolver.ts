import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

// A react-hook-form resolver whose zod schema is loaded when it is first needed. zod (and the schema built
// with it) is most of the JavaScript of a page with a form, and nothing needs it before the visitor starts
// filling the form in: the form imports its choices from the zod-free `lib/schemas/*-options.ts` modules,
// and passes `import('@/lib/schemas/<form>')` here. The resolver then validates with exactly the schema the
// route handler uses. `preload()` starts the download early (the form calls it on the first focus or pointer
// press), so the first validation does not wait on the network.

export interface LazyZodResolver<Input extends FieldValues, Output> {
  /** Awaits the schema (once), then validates as `zodResolver(schema)` does. */
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the schema and returns at once; a failed download is retried by the next validation. */
  preload(): void;
}

/**
 * The form's props that start a lazy load when the visitor first focuses or presses inside the form: the one
 * place that decides what counts as "about to fill it in", for every form that loads its schema late.
 */
export function preloadOn(preload: () => void) {
  return { onFocusCapture: preload, onPointerDownCapture: preload };
}

/**
 * A resolver for the schema `load` returns: `lazyZodResolver(() => import('@/lib/schemas/contact').then((m) =>
 * m.contactSchema))`. Create it once per form, at module level, so every mount shares the loaded schema.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodMiniType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;

  const loaded = (): Promise<Resolver<Input, unknown, Output>> => {
    // The resolver adapter too: it is small, but nothing needs it before the schema.
    loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        // A chunk that failed to download (a network blip): the next validation asks again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => {
      loaded().catch(() => undefined);
    },
  };
}
