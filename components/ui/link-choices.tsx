import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

// A list of links of which some are current: a tab strip, a segmented switch, filter chips. Each choice is the
// URL of the view it leads to, so choosing works without JavaScript, can be bookmarked and survives a reload;
// the current one says so with aria-current. Works in server and client components.

type Href = ComponentProps<typeof Link>['href'];

export interface LinkChoice {
  key: string;
  href: Href;
  label: ReactNode;
  current: boolean;
  /** The link's data attributes (`data-testid`, `data-version`). */
  data?: Record<`data-${string}`, string>;
}

/** A choice's classes: `base`, then `current` or `other`. */
export interface ChoiceLook {
  base: string;
  current: string;
  other: string;
}

/** The underline tabs over a list (the blog's categories, search's Blog and Work). */
export const TAB_LOOK: ChoiceLook = {
  base: '-mb-px inline-block border-b-2 px-4 py-2.5 text-sm font-semibold',
  current: 'border-brand-600 text-brand-700',
  other: 'border-transparent text-ink-muted hover:text-ink',
};

export function LinkChoices({
  choices,
  look,
  ariaCurrent = 'page',
  scroll,
  ...list
}: Omit<ComponentProps<'ul'>, 'children'> & {
  choices: readonly LinkChoice[];
  look: ChoiceLook;
  /** What a current link is: the page shown (`page`), or one of the filters applied (`true`). */
  ariaCurrent?: 'page' | 'true';
  /** false: the page keeps its scroll position when a choice is followed. */
  scroll?: false;
}) {
  return (
    <ul {...list}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <Link
            href={choice.href}
            aria-current={choice.current ? ariaCurrent : undefined}
            scroll={scroll}
            className={`${look.base} ${choice.current ? look.current : look.other}`}
            {...choice.data}
          >
            {choice.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
