import { expect, type Page, test } from '@playwright/test';
import { validPlayable } from '../fixtures/playable/playables';

// Keyboard only: no click, no fill — Tab, Shift+Tab, Enter, Space, arrows and Escape, as a visitor
// without a mouse would. Desktop width, so the navbar shows its full menu.

/** Presses Tab until `target` has focus; fails after `max` presses, so an unreachable control is a failure. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reachable with Tab in ${max} presses`);
}

test.use({ viewport: { width: 1439, height: 900 } });

test('navbar: the Services submenu opens with Enter, its items are reachable and Escape closes it', async ({
  page,
}) => {
  await page.goto('/');
  const services = page.getByRole('button', { name: 'Services' });
  await tabTo(page, services);
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const playableAds = page.getByRole('link', { name: 'Playable Ads' }).first();
  await tabTo(page, playableAds, 5);
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, playableAds, 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/playable-ads$/);
});

test('a policy dialog opens from the footer with Enter, holds focus and gives it back on Escape', async ({
  page,
}) => {
  await page.goto('/our-work');
  const privacyLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await tabTo(page, privacyLink, 200);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(privacyLink).toBeFocused();
});

test('contact form: submitting empty by keyboard lands on the first field in error, which takes input', async ({
  page,
}) => {
  await page.goto('/contact');
  const submit = page.getByRole('button', { name: /^Send/ });
  await expect(submit).toBeEnabled();
  await tabTo(page, submit, 120);
  await page.keyboard.press('Enter');
  // Focus moves to the first field in error, whichever it is (a text field or a select).
  const id = await page.evaluate(() => document.activeElement?.id ?? '');
  const field = page.locator(`[id="${id}"]`);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/./);
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
    await page.keyboard.press('ArrowDown');
  else await page.keyboard.type('Mina Park');
  await expect(field).not.toHaveValue('');
  // Backwards too: Shift+Tab leaves the field and Tab comes back to it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
});

test('playable upload: the steps and the file picker work from the keyboard', async ({ page }) => {
  await page.goto('/review');
  const start = page.getByRole('button', { name: 'Start testing' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  const picker = page.locator('input[type=file]');
  await tabTo(page, picker, 30);
  const zip = await validPlayable(1);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: zip.fileName, mimeType: 'application/zip', buffer: zip.buffer });
  await expect(page.getByRole('heading', { level: 2, name: /^Test results/ })).toBeVisible({
    timeout: 15_000,
  });
});
