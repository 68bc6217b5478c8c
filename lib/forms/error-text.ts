import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { isMessageKey } from '@/lib/schemas/message-keys';

// Errors carry message keys (the schemas' and the server's), which the UI translates under `FormErrors`. A
// form may know keys of its own (the registration's "username taken"): `own` translates those first. A key
// nobody knows reads as "required" rather than as a raw key.

export function useErrorText(own?: (key: string) => string | undefined) {
  const t = useTranslations('FormErrors');
  return useCallback(
    (message: unknown): string | undefined => {
      if (message === undefined || message === null) return undefined;
      const key = String(message);
      return own?.(key) ?? t(isMessageKey(key) ? key : 'required');
    },
    [own, t],
  );
}
