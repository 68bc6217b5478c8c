import 'server-only';
import type { Messages } from 'next-intl';

// Namespaces that client components on every page read (the chrome). Only these travel to the browser
// with each page; a page whose client component needs more wraps it in <ClientMessages namespaces=...>
// (components/i18n/client-messages.tsx), so a form's texts are sent only with the page that has the form.
export const clientNamespaces = [
  'Common',
  'Navbar',
  'Chrome',
  'Error',
] as const satisfies readonly (keyof Messages)[];

export function pickClientMessages(
  messages: Messages,
  extra: readonly (keyof Messages)[] = [],
): Partial<Messages> {
  return Object.fromEntries([...clientNamespaces, ...extra].map((name) => [name, messages[name]]));
}
