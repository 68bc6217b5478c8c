import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills a field as a visitor pasting its value: a click, then one input event, where typing fires one per
 * character (each a render of the form, and on the registration password a strength score). The form tests
 * that are about typing itself type; the others fill the fields they need this way.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}
