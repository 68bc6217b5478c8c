import { useTranslations } from 'next-intl';
import { COLUMNS, type NetworkColumn } from '@/lib/playable/compliance/rules';
import { HeadedSection } from '@/components/ui/headed-section';

// The guide's section per network (/review/doc#network-<id>), rendered from the same rules data the
// compliance matrix judges with (lib/playable/compliance/rules.ts): each rule's statement, whether the live
// run settles it, whether it only warns, and its source with the date it was read.

function NetworkRules({ column }: { column: NetworkColumn }) {
  const t = useTranslations('ReviewCompliance.guide');
  const tRules = useTranslations('ComplianceRules');
  const tMatrix = useTranslations('ReviewCompliance');
  const label = column.id === 'studio' ? tMatrix('studio') : column.label;
  return (
    <HeadedSection
      id={`network-${column.id}`}
      headingId={`network-${column.id}-heading`}
      heading="h3"
      title={label}
      headingClassName="text-xl font-semibold"
      className="scroll-mt-4 space-y-2"
    >
      <ul className="space-y-2 text-sm">
        {column.rules.map((rule) => (
          <li key={rule.id} data-rule={rule.id} className="rounded-md border border-slate-200 bg-white p-3">
            <p>{tRules(rule.statement.key as 'inline', rule.statement.values as never)}</p>
            <p className="mt-1 text-xs text-ink-muted">
              <code>{rule.id}</code> · {t(`stage.${rule.stage}`)}
              {rule.severity === 'warn' && <> · {t('warnOnly')}</>} ·{' '}
              {rule.source.url ? (
                // The title of the network's own page, in the language it is written in.
                <a
                  href={rule.source.url}
                  rel="noreferrer"
                  target="_blank"
                  lang="en"
                  className="text-brand-700 underline"
                >
                  {rule.source.label}
                </a>
              ) : (
                t('studioSource')
              )}{' '}
              ({t('read', { date: rule.source.read })})
            </p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

export function GuideCompliance() {
  const t = useTranslations('ReviewCompliance.guide');
  return (
    <HeadedSection
      id="network-rules"
      headingId="network-rules-heading"
      title={t('heading')}
      headingClassName="text-2xl font-semibold"
      className="scroll-mt-4 space-y-4"
    >
      <p>{t('intro')}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {COLUMNS.map((column) => (
          <li key={column.id}>
            <a href={`#network-${column.id}`} className="text-brand-700 underline">
              {column.label}
            </a>
          </li>
        ))}
      </ul>
      {COLUMNS.map((column) => (
        <NetworkRules key={column.id} column={column} />
      ))}
    </HeadedSection>
  );
}
