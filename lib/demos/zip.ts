import JSZip from 'jszip';
import type { Demo } from './catalog';

// A demo as the studio ships it to a network: `Name.zip` holding `Name/Name.html` and its assets.

export async function zipDemo(
  demo: Pick<Demo, 'name' | 'files'>,
): Promise<{ fileName: string; buffer: Buffer }> {
  const zip = new JSZip();
  // A fixed date keeps the zip's bytes the same from one run to the next.
  const date = new Date('2026-01-01T00:00:00Z');
  for (const [path, data] of demo.files) zip.file(path, new Uint8Array(data), { date });
  const buffer = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
  return { fileName: `${demo.name}.zip`, buffer };
}
