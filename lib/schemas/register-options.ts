// The choices and limits of the trial registration form (docs/PRODUCT.md, Trial registration and Choices),
// without zod: the form renders them while its page starts and loads the schema (lib/schemas/register.ts)
// only when it validates.

export { IM_TYPES, INTERESTS, PRODUCT_TYPES } from './contact-options';

export const REGISTER_COMPANY_TYPES = [
  'ecommerce',
  'agency',
  'press',
  'games',
  'non_game_apps',
  'developer',
  'advertiser',
  'others',
] as const;

export const TEAM_SIZES = ['1', '2-5', '6-10', '11-20', '21-40', '41-60', '60+'] as const;

/** willFeature: playable only, video only, both. */
export const WILL_FEATURES = ['pl', 'video', 'plvideo'] as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const CODE_LENGTH = 6;
export const REGISTER_MESSAGE_MAX = 2000;

/** What a password may hold: any printable character (symbols too), no spaces or invisible controls. */
export const PASSWORD_CHARACTERS = /^[^\s\p{C}]*$/u;

/** What the ad network and analytics usernames read when the visitor does not advertise on the network. */
export const NETWORK_NONE = 'N/A';

/**
 * Whether the visitor says they advertise on the ad network (the isMtg box): only then does the form show, and
 * the schema require, the network's and the analytics tool's usernames.
 */
export function usesAdNetwork(input: { isMtg?: unknown }): boolean {
  return input.isMtg === true;
}

/** The whole username rule in one expression (the field reports which part failed). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,31}$/;

/**
 * Whether `username` passes the username rule (what `registerUsernameQuery` accepts: trimmed, starts with a
 * letter, letters, digits and underscore, 3–32 characters), decided without loading the schema.
 */
export function isUsernameFormat(username: string): boolean {
  return USERNAME_PATTERN.test(username.trim());
}
