import type { ReactNode } from 'react';
import { HeadedSection } from '@/components/ui/headed-section';

/**
 * A part of the Test step (the APIs, the live run, compliance, sizes, the timeline, the preview links): a
 * section named by its <h3>, whose id is `<name>-heading`, and the line that introduces it, if any.
 */
export function TestPart({
  name,
  title,
  headingClassName = 'text-lg font-semibold',
  intro,
  introClassName = 'text-sm text-ink-muted',
  className,
  children,
}: {
  name: string;
  title: string;
  headingClassName?: string;
  intro?: string;
  introClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <HeadedSection
      headingId={`${name}-heading`}
      heading="h3"
      title={title}
      headingClassName={headingClassName}
      className={className}
    >
      {intro === undefined ? null : <p className={introClassName}>{intro}</p>}
      {children}
    </HeadedSection>
  );
}
