import { useEffect, useState } from 'react';
import { isUsernameFormat } from '@/lib/schemas/register-options';
import { isUsernameAvailable } from './register-api';

// Whether the username being typed is free, asked once the visitor pauses (one request for the whole name,
// not one per key) and only for a name the rule accepts; a newer name cancels the older question.

export const USERNAME_DEBOUNCE_MS = 400;

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

export function useUsernameCheck(username: string | undefined) {
  const [checked, setChecked] = useState<{ name: string; status: UsernameStatus }>({
    name: '',
    status: 'idle',
  });
  const name = (username ?? '').trim();
  const wellFormed = isUsernameFormat(name);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setChecked({ name, status: 'checking' });
      const available = await isUsernameAvailable(name, controller.signal);
      if (controller.signal.aborted) return;
      setChecked({ name, status: available === null ? 'failed' : available ? 'available' : 'taken' });
    }, USERNAME_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, wellFormed]);

  const status: UsernameStatus = wellFormed && checked.name === name ? checked.status : 'idle';
  /** The server refused the name at submit, whatever the check said while typing. */
  const markTaken = () => setChecked({ name, status: 'taken' });
  return { status, markTaken };
}
