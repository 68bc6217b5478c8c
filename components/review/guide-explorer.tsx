import { useTranslations } from 'next-intl';
import { HeadedSection } from '@/components/ui/headed-section';
import { EXPLORER_GUIDE_VALUES as values } from '@/lib/playable/explorer';

// The guide's section on how the live run outside the site plays a build (/review/doc#explorer): the order
// of the explorer's gestures (lib/playable/explorer.ts), when it stops, and how a path is played again.

const STEPS = ['grid', 'changes', 'choice', 'things', 'timer', 'random'] as const;

export function GuideExplorer() {
  const t = useTranslations('ReviewExplorer');
  return (
    <HeadedSection
      id="explorer"
      headingId="explorer-heading"
      title={t('heading')}
      headingClassName="text-2xl font-semibold"
      className="scroll-mt-4 space-y-4"
    >
      <p>{t('intro')}</p>
      <ol className="list-decimal space-y-1 pl-6" data-testid="explorer-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`steps.${step}`, values)}</li>
        ))}
      </ol>
      <p>{t('stop', values)}</p>
      <p>{t('seed')}</p>
    </HeadedSection>
  );
}
