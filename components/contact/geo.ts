'use client';

import { useEffect, useState } from 'react';
import { isCountryCode } from '@/lib/schemas/countries';

// The visitor's country from GET /api/geo, looked up once per page load and shared by every caller.
// A failed or slow lookup reads as "unknown" (null): the form then shows nothing extra and still works.

let lookup: Promise<string | null> | undefined;

const TIMEOUT_MS = 5_000;

async function fetchCountry(): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch('/api/geo', {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { country?: unknown };
    return isCountryCode(body?.country) ? body.country : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function visitorCountry(): Promise<string | null> {
  lookup ??= fetchCountry();
  return lookup;
}

/** Forgets the looked-up country, so the next visitorCountry() asks again (tests; a new page load does it). */
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
