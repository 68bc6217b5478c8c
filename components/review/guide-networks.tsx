import { useTranslations } from 'next-intl';
import { AD_APIS, CONTAINER_EVENTS, LIFECYCLE_ITEMS, LIFECYCLE_TABLE } from '@/lib/playable/networks';
import { TableHead } from '@/components/ui/table-head';

// The guide's table of ad APIs, rendered from lib/playable/networks.ts: for each API, the calls that satisfy
// each lifecycle item (LIFECYCLE_TABLE) and the script tag its network injects; then when the MRAID and DAPI
// mocks fire their events (CONTAINER_EVENTS).

function CallList({ names, empty }: { names: readonly string[]; empty: string }) {
  if (names.length === 0) return <span className="text-ink-muted">{empty}</span>;
  return (
    <ul className="space-y-1">
      {names.map((name) => (
        <li key={name}>
          <code className="text-sm break-words">{name}</code>
        </li>
      ))}
    </ul>
  );
}

export function NetworkApiTable() {
  const t = useTranslations('ReviewDoc');
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-labelledby="networks-caption"
    >
      <table className="min-w-[56rem] divide-y divide-slate-200 text-left">
        <caption id="networks-caption" className="sr-only">
          {t('networks.caption')}
        </caption>
        <TableHead
          columns={[
            { key: 'api', label: t('networks.api') },
            ...LIFECYCLE_ITEMS.map((item) => ({
              key: item,
              label: (
                <>
                  {t(`checks.items.${item}.title`)}{' '}
                  <code className="block text-xs font-normal text-ink-muted">{item}</code>
                </>
              ),
            })),
            { key: 'scripts', label: t('networks.scripts') },
          ]}
          className="bg-slate-50 text-sm"
          cellClassName="px-3 py-2"
        />
        <tbody className="divide-y divide-slate-200">
          {LIFECYCLE_TABLE.map((row, index) => {
            const api = AD_APIS[index];
            const networksKey = `networks.names.${row.api}` as 'networks.names.mintegral';
            return (
              <tr key={row.api} className="align-top">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <span className="font-semibold">{row.label}</span>{' '}
                  <code className="text-xs text-ink-muted">{row.api}</code>
                  <span className="mt-1 block text-sm text-ink-muted">
                    {t.has(networksKey) ? t(networksKey) : api.networks}
                  </span>
                </th>
                {LIFECYCLE_ITEMS.map((item) => (
                  <td key={item} className="px-3 py-2">
                    <CallList names={row.items[item]} empty={t('networks.notApplicable')} />
                  </td>
                ))}
                <td className="px-3 py-2">
                  <CallList names={api.scripts} empty={t('networks.none')} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function ContainerTimeline() {
  const t = useTranslations('ReviewDoc.networks.timing');
  return (
    <ol className="list-decimal space-y-1 pl-6" data-testid="container-events">
      {CONTAINER_EVENTS.map((step) => (
        <li key={step.event}>
          <code>{step.event}</code>
          {t('colon')}
          {t(step.after, { delay: step.delayMs })}
          {t('comma')}
          {t.rich(`effects.${step.event}`, {
            code: (chunks) => <code>{chunks}</code>,
            loading: "'loading'",
            ready: "'default'",
          })}
        </li>
      ))}
    </ol>
  );
}
