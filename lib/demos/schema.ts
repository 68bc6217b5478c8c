import { z } from 'zod';

// demo.json beside each demo in content/demos/<case-slug>/ (the format the demo authors share): how the
// frame is held, the game's seed, the taps that play it to its end card and where its install button is.
// Points are fractions of the frame (0..1 from the top-left corner), so one script fits any frame size.

const fraction = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1');

export const demoPointSchema = z.strictObject({ x: fraction, y: fraction });

export const demoTapSchema = z.strictObject({
  x: fraction,
  y: fraction,
  waitMs: z.number().int('must be whole milliseconds').min(0).max(30_000),
});

export const demoManifestSchema = z.strictObject({
  orientation: z.enum(['portrait', 'landscape', 'both']),
  seed: z.number().int('must be an integer'),
  taps: z.array(demoTapSchema).min(1, 'list at least one tap').max(200),
  cta: demoPointSchema,
});

export type DemoManifest = z.infer<typeof demoManifestSchema>;
export type DemoTap = z.infer<typeof demoTapSchema>;
export type DemoOrientation = DemoManifest['orientation'];

/** The manifest, or one line per problem naming the field (`taps.2.x: must be between 0 and 1`). */
export function parseDemoManifest(
  json: string,
): { ok: true; manifest: DemoManifest } | { ok: false; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return { ok: false, problems: [`not JSON: ${(error as Error).message}`] };
  }
  const parsed = demoManifestSchema.safeParse(data);
  if (parsed.success) return { ok: true, manifest: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  };
}
