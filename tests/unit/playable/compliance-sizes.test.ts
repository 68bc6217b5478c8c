import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/playable/compliance/format';
import { buildStaticReport } from '@/lib/playable/report';
import { apiFixture, studioPackage } from '../../fixtures/playable/network-packages';
import { PNG_1X1 } from '../../fixtures/playable/playables';

// Where the bytes go: each file and each inlined data URI by raw and deflated size, and the largest savings
// that need no re-encoding, on a real build with an unused file, a source map, a duplicate and a data URI.

function build() {
  const pkg = studioPackage(apiFixture('mraid'));
  const image = Buffer.concat([new Uint8Array(PNG_1X1), new Uint8Array(3000).fill(1)]);
  const page = pkg.files.get('Mraid/Mraid.html')!.toString();
  const uri = `data:image/png;base64,${image.toString('base64')}`;
  pkg.files.set(
    'Mraid/Mraid.html',
    Buffer.from(page.replace('</body>', `<img alt="" src="${uri}">\n</body>`)),
  );
  pkg.files.set('Mraid/img/hero.png', image);
  pkg.files.set('Mraid/img/hero_copy.png', image);
  pkg.files.set('Mraid/js/game.js.map', Buffer.alloc(9000, 32));
  pkg.files.set('Mraid/img/unused.png', Buffer.alloc(2000, 2));
  return { pkg, image, uri };
}

describe('sizes', () => {
  it('lists every file and the inlined data URI with its line, raw and deflated, largest first', () => {
    const { pkg, image, uri } = build();
    const report = buildStaticReport('r1', pkg);
    const paths = report.sizes.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining([...pkg.files.keys()]));
    const hero = report.sizes.find((entry) => entry.path === 'Mraid/img/hero.png')!;
    expect(hero).toEqual({
      path: 'Mraid/img/hero.png',
      bytes: image.length,
      deflated: deflateRawSync(new Uint8Array(image)).length,
      kind: 'image',
    });
    const inline = report.sizes.find((entry) => entry.line !== undefined)!;
    const html = pkg.files.get('Mraid/Mraid.html')!.toString();
    expect(inline).toMatchObject({
      path: 'Mraid/Mraid.html',
      bytes: uri.length,
      kind: 'image',
      mime: 'image/png',
    });
    expect(html.split('\n')[inline.line! - 1]).toContain('data:image/png;base64,');
    expect(report.sizes.map((entry) => entry.bytes)).toEqual(
      [...report.sizes.map((e) => e.bytes)].sort((a, b) => b - a),
    );
  });

  it('names the three largest savings without re-encoding', () => {
    const { pkg, image, uri } = build();
    const report = buildStaticReport('r1', pkg);
    expect(report.savings.map((saving) => [saving.kind, saving.path, saving.bytes])).toEqual([
      ['source-map', 'Mraid/js/game.js.map', 9000],
      ['duplicate', 'Mraid/img/hero_copy.png', image.length + uri.length],
      ['unused', 'Mraid/img/hero.png', image.length],
    ]);
    const line = report.sizes.find((entry) => entry.line !== undefined)!.line;
    expect(report.savings[1].detail).toBe(
      `Mraid/img/hero_copy.png, Mraid/Mraid.html:${line} repeat Mraid/img/hero.png (${formatBytes(image.length + uri.length)}): load one copy`,
    );
  });

  it('writes sizes as the networks state them: decimal units', () => {
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(212_000)).toBe('212 KB');
    expect(formatBytes(4_500_000)).toBe('4.5 MB');
    expect(formatBytes(5_000_000)).toBe('5 MB');
  });
});
