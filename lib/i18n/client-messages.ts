import type { Messages } from 'next-intl';

// Namespaces that client components read. Only these travel to the browser; server components read the rest.
export const clientNamespaces = ['Common', 'Navbar', 'Error'] as const satisfies readonly (keyof Messages)[];

export function pickClientMessages(messages: Messages): Partial<Messages> {
  return Object.fromEntries(clientNamespaces.map((name) => [name, messages[name]]));
}
