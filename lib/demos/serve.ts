import type { PlayLookup } from '@/lib/playable/serve';
import { DEMOS_ROOT, demoById } from './catalog';

// The upload host's lookup for a demo id (app/upload-host): the demo's packaged files, immutable under their
// id. Null for any other id, which the route then looks up among the uploads.

export function demoLookup(id: string, root: string = DEMOS_ROOT): PlayLookup | null {
  const demo = demoById(id, root);
  if (!demo) return null;
  return async (path) => ({ htmlPath: demo.htmlPath, data: demo.files.get(path) ?? null, immutable: true });
}
