import { create } from 'zustand';
import { useDialogStore } from './dialogs';
import { readCookie, writeCookie } from '@/lib/client/cookies';

// Cookie permission (docs/PRODUCT.md, Layouts and chrome): 1 = accepted, 2 = not accepted (the default, so
// the banner opens on a first visit). Only 1 lets analytics start. The value persists in a first-party cookie
// for a year.

export const CONSENT_COOKIE = 'cookie_permission';
export const CONSENT_ACCEPTED = 1;
export const CONSENT_DEFAULT = 2;
export type ConsentValue = 1 | 2;

/**
 * Runs inline at the top of <body>, before the first paint: marks <html data-consent="1"> for a visitor who
 * agreed, so the banner in the static HTML stays hidden (globals.css) until React takes over. Same rule as
 * parseConsent: only the value 1 counts.
 */
export const CONSENT_PRE_PAINT_SCRIPT = `if(/(?:^|;\\s*)${CONSENT_COOKIE}=\\s*1\\s*(?:;|$)/.test(document.cookie))document.documentElement.dataset.consent='1'`;

/** Reads a stored value; anything other than "1" counts as not accepted. */
export function parseConsent(raw: string | undefined | null): ConsentValue {
  return raw?.trim() === '1' ? CONSENT_ACCEPTED : CONSENT_DEFAULT;
}

/** The consent rule: analytics may load only when permission is 1 and a measurement id is configured. */
export function analyticsAllowed(permission: ConsentValue, measurementId: string | undefined): boolean {
  return permission === CONSENT_ACCEPTED && Boolean(measurementId?.trim());
}

/**
 * The banner is also the fourth dialog (cookie permission popup, stores/dialogs.ts): keep both views in step.
 */
function syncPopup(visible: boolean) {
  const dialogs = useDialogStore.getState();
  if (visible) dialogs.show('cookiePermission');
  else dialogs.hide('cookiePermission');
}

interface ConsentState {
  permission: ConsentValue;
  /** Whether the banner (the cookie permission popup) is shown. */
  popupVisible: boolean;
  /** True once the stored value has been read in the browser. */
  loaded: boolean;
  load(): void;
  agree(): void;
  /** Closes the banner for this page view without accepting; it opens again on the next load. */
  dismiss(): void;
}

export const useConsentStore = create<ConsentState>()((set) => ({
  permission: CONSENT_DEFAULT,
  popupVisible: false,
  loaded: false,
  load() {
    const permission = parseConsent(readCookie(CONSENT_COOKIE));
    set({ permission, popupVisible: permission !== CONSENT_ACCEPTED, loaded: true });
    syncPopup(permission !== CONSENT_ACCEPTED);
  },
  agree() {
    writeCookie(CONSENT_COOKIE, String(CONSENT_ACCEPTED), 365);
    set({ permission: CONSENT_ACCEPTED, popupVisible: false, loaded: true });
    syncPopup(false);
  },
  dismiss() {
    set({ popupVisible: false });
    syncPopup(false);
  },
}));
