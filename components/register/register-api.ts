import { getJson } from '@/lib/client/api';

// The registration's two lookups: is an address registered, is a username free. Either answers
// null when it could not be checked (the submission checks again).

async function lookUp(url: string, key: string, signal?: AbortSignal): Promise<boolean | null> {
  const answer = await getJson(url, { signal });
  const value = answer.kind === 'ok' ? answer.body[key] : undefined;
  return typeof value === 'boolean' ? value : null;
}

export function isEmailRegistered(email: string, signal?: AbortSignal): Promise<boolean | null> {
  return lookUp(`/api/register/email?email=${encodeURIComponent(email)}`, 'registered', signal);
}

export function isUsernameAvailable(username: string, signal?: AbortSignal): Promise<boolean | null> {
  return lookUp(`/api/register/username?username=${encodeURIComponent(username)}`, 'available', signal);
}
