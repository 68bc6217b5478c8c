import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Every internal link and navigation goes through these, so the locale prefix is always right. The Link is
// next-intl's, made to prefetch on intent (./link.tsx).
export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
export { Link } from './link';
