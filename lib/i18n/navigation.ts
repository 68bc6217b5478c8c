import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Every internal link and navigation goes through these, so the locale prefix is always right.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
