import type { ComponentProps, ReactNode } from 'react';

/**
 * A region named by its own heading (aria-labelledby: the heading's id), so assistive technology lists it by
 * that name. `as="nav"` for a navigation; `heading` its level, or `p` for a label outside the page's outline;
 * `focusable` lets a step's script move focus to the heading (tabIndex -1). Works in server and client
 * components.
 */
export function HeadedSection({
  as: Region = 'section',
  headingId,
  heading: Heading = 'h2',
  title,
  headingClassName,
  focusable = false,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & {
  as?: 'section' | 'nav';
  headingId: string;
  heading?: 'h2' | 'h3' | 'p';
  title: ReactNode;
  headingClassName: string;
  focusable?: boolean;
}) {
  return (
    <Region aria-labelledby={headingId} {...props}>
      <Heading id={headingId} tabIndex={focusable ? -1 : undefined} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Region>
  );
}
