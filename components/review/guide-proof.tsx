import { useTranslations } from 'next-intl';
import { STATIC_RULES } from '@/lib/playable/checks/rules';

// The guide's section on evidence (/review/doc#proof): a check fails only with evidence that a browser in an
// ad webview would behave differently — the package's own files or what the live run saw — and the rules
// the live run proves, listed from the rule data beside each check (lib/playable/checks/*: items with
// `proof: 'live'`), in the words of the rules above it.

export function GuideProof() {
  const t = useTranslations('ReviewDoc.proof');
  const rules = useTranslations('PlayableRules');
  const verdicts = useTranslations('ReviewDoc.checks.verdicts');
  const live = STATIC_RULES.flatMap((rule) =>
    rule.items.filter((item) => item.proof === 'live').map((item) => ({ check: rule.check, item })),
  );
  return (
    <section id="proof" aria-labelledby="proof-heading" className="scroll-mt-4 space-y-4">
      <h2 id="proof-heading" className="text-2xl font-semibold">
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <p>{t('settled')}</p>
      <p>{t('liveItems')}</p>
      <ul className="list-disc space-y-1 pl-6 text-sm text-ink-muted">
        {live.map(({ check, item }) => (
          <li key={`${check}.${item.id}`} data-rule={item.id}>
            <code>{check}</code> · {verdicts(item.verdict)}:{' '}
            {rules(`${check}.items.${item.id}` as 'file.items.studio-names')}
          </li>
        ))}
      </ul>
      <p>{t('notes')}</p>
    </section>
  );
}
