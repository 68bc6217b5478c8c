// @ts-check
// Plain JavaScript so that the server entry (server/index.mjs) reads the same name as proxy.ts.

/** The cookie that stores the visitor's chosen language. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
