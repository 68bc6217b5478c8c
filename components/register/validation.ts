import { lazyZodResolver } from '@/lib/forms/lazy-resolver';

// The registration's schemas (and zod with them) load when the visitor first focuses or presses inside the
// form, not with the page: the form's resolver and the e-mail check share the one download.

type Schemas = typeof import('@/lib/schemas/register');

let loading: Promise<Schemas> | undefined;

export function loadRegisterSchemas(): Promise<Schemas> {
  loading ??= import('@/lib/schemas/register').catch((error: unknown) => {
    // A chunk that failed to download: the next use asks again.
    loading = undefined;
    throw error;
  });
  return loading;
}

export const registerValidation = lazyZodResolver(() =>
  loadRegisterSchemas().then((schemas) => schemas.registerSchema),
);

/** Whether the schema accepts `email` as an address to look up; false when it could not be loaded. */
export async function isLookupEmail(email: string): Promise<boolean> {
  const schemas = await loadRegisterSchemas().catch(() => null);
  return Boolean(schemas?.registerEmailQuery.safeParse({ email }).success);
}
