import { notFound } from 'next/navigation';

// Any path inside a locale that no page matches renders that locale's not-found page with status 404.
export default function CatchAll() {
  notFound();
}
