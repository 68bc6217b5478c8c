import { useEffect, useState } from 'react';
import { getJson } from './api';
import { readStored, writeStored } from './storage';

// The visitor's country in the browser, for every part of the page that asks (the domain box, the contact
// form's cross-border consent, the review pages' language menu): GET /api/geo once, its answer kept in
// local storage (later checks reuse the stored country), and one lookup per page load shared by every
// caller. A failed or slow lookup reads as "unknown" (null): whoever asked then shows nothing extra.

export const COUNTRY_KEY = 'user_country';
/** The longest a lookup may take: a visitor choosing a language on the review pages waits for it. */
export const GEO_TIMEOUT_MS = 3_000;

const COUNTRY_CODE = /^[A-Z]{2}$/;

let lookup: Promise<string | null> | undefined;

async function lookUp(): Promise<string | null> {
  const stored = readStored(COUNTRY_KEY);
  if (stored && COUNTRY_CODE.test(stored)) return stored;
  const answer = await getJson('/api/geo', { timeoutMs: GEO_TIMEOUT_MS });
  const country = answer.kind === 'ok' ? answer.body.country : null;
  if (typeof country !== 'string' || !COUNTRY_CODE.test(country)) return null;
  writeStored(COUNTRY_KEY, country);
  return country;
}

/** The visitor's ISO country code, or null when unknown. */
export function visitorCountry(): Promise<string | null> {
  lookup ??= lookUp();
  return lookup;
}

/** Forgets this page's lookup, as a new page load does (the stored country stays). For tests. */
export function forgetVisitorCountry(): void {
  lookup = undefined;
}

/** The visitor's country code, or null while unknown or when the lookup failed. */
export function useVisitorCountry(): string | null {
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void visitorCountry().then((code) => {
      if (live) setCountry(code);
    });
    return () => {
      live = false;
    };
  }, []);
  return country;
}
