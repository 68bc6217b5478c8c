import type { ContentLocale } from '@/lib/content/schema';
import type { Cue } from '@/lib/video/vtt';

/** What a scene's script.ts exports beside its scene.js: its length, its poster frame and its captions. */
export interface VideoScript {
  /** Seconds (10–30). */
  duration: number;
  /** The second whose frame becomes the poster (and the case's cover). */
  posterAt: number;
  /** Captions per language, written beside the scene so both are remade together. */
  captions: Record<ContentLocale, Cue[]>;
}
