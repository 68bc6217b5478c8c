// The client logo wall: one wordmark per client of the cases, drawn by scripts/make-logos.ts.

export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 56;

/** The wordmark of a client under public/, e.g. `/images/logos/tidewater-games.webp`. */
export function clientLogoFile(client: string): string {
  const slug = client
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/images/logos/${slug}.webp`;
}
