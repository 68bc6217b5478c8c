import fs from 'node:fs';
import path from 'node:path';
import { getCases } from '@/lib/content/load';
import { clientLogoFile, LOGO_HEIGHT, LOGO_WIDTH } from '@/lib/content/logos';
import { locales } from '@/lib/i18n/locales';

describe('client logo wall', () => {
  it('has a 2× wordmark for every client of every locale’s cases', () => {
    const clients = new Set(locales.flatMap((locale) => getCases(locale).map((item) => item.client)));
    expect(clients.size).toBeGreaterThanOrEqual(10);
    for (const client of clients) {
      const file = path.join('public', clientLogoFile(client));
      expect(fs.existsSync(file), `${client}: ${file} (npx tsx scripts/make-logos.ts)`).toBe(true);
      const png = fs.readFileSync(file);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([LOGO_WIDTH * 2, LOGO_HEIGHT * 2]);
    }
  });

  it('names files from the client name alone', () => {
    expect(clientLogoFile('Kestrel Forge Games')).toBe('/images/logos/kestrel-forge-games.png');
  });
});
