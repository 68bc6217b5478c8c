import fs from 'node:fs';
import { loadImage } from '@napi-rs/canvas';
import path from 'node:path';
import { getCases } from '@/lib/content/load';
import { clientLogoFile, LOGO_HEIGHT, LOGO_WIDTH } from '@/lib/content/logos';
import { locales } from '@/lib/i18n/locales';

describe('client logo wall', () => {
  it('has a 2× WebP wordmark for every client of every locale’s cases', async () => {
    const clients = new Set(locales.flatMap((locale) => getCases(locale).map((item) => item.client)));
    expect(clients.size).toBeGreaterThanOrEqual(10);
    for (const client of clients) {
      const file = path.join('public', clientLogoFile(client));
      expect(fs.existsSync(file), `${client}: ${file} (npx tsx scripts/make-logos.ts)`).toBe(true);
      const data = fs.readFileSync(file);
      expect(data.subarray(8, 12).toString(), file).toBe('WEBP');
      const image = await loadImage(data);
      expect([image.width, image.height]).toEqual([LOGO_WIDTH * 2, LOGO_HEIGHT * 2]);
      // A one-grey wordmark: a few KB each, so a wall of a dozen costs less than one photo.
      expect(data.length, file).toBeLessThan(8_000);
    }
  });

  it('names files from the client name alone', () => {
    expect(clientLogoFile('Kestrel Forge Games')).toBe('/images/logos/kestrel-forge-games.webp');
  });
});
