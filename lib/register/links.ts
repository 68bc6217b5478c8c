import { platformUrls } from '@/lib/config';

// Where the registration points on the platform: its login page and its user service agreement.
// The .cn platform serves visitors of the .cn site (the navbar's register button).

export interface PlatformLinks {
  login: string;
  agreement: string;
}

export function platformLinks(cn = false): PlatformLinks {
  const base = cn ? platformUrls().cn : platformUrls().com;
  return { login: `${base}/login`, agreement: `${base}/user-agreement` };
}

/** Both sets, for a page that decides in the browser which host it is on. */
export function allPlatformLinks(): { com: PlatformLinks; cn: PlatformLinks } {
  return { com: platformLinks(false), cn: platformLinks(true) };
}

/** The platform's user community, shown as a QR code in the activated dialog. */
export function communityUrl(): string {
  return `${platformUrls().com}/community`;
}
