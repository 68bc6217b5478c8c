import { useTranslations } from 'next-intl';
import { AD_APIS, type AdApi, type CallRole } from '@/lib/playable/networks';

// The guide's table of ad APIs, rendered from the one table in lib/playable/networks.ts: for each API, the
// calls that satisfy game_ready, install, game_end and game_retry, and the script tag its network injects.

const COLUMNS = [
  { role: 'ready', check: 'game_ready' },
  { role: 'cta', check: 'install' },
  { role: 'end', check: 'game_end' },
  { role: 'retry', check: 'game_retry' },
] as const satisfies readonly { role: CallRole; check: string }[];

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

function ApiRow({ api }: { api: AdApi }) {
  const t = useTranslations('ReviewDoc.networks');
  const networksKey = `names.${api.id}` as 'names.mintegral';
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <span className="font-semibold">{api.label}</span>{' '}
        <code className="text-xs text-ink-muted">{api.id}</code>
        <span className="mt-1 block text-sm text-ink-muted">
          {t.has(networksKey) ? t(networksKey) : api.networks}
        </span>
      </th>
      {COLUMNS.map(({ role }) => (
        <td key={role} className="px-3 py-2">
          <CallList
            names={api.calls.filter((call) => call.role === role).map((call) => call.name)}
            empty={t('notApplicable')}
          />
        </td>
      ))}
      <td className="px-3 py-2">
        <CallList names={api.scripts} empty={t('none')} />
      </td>
    </tr>
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
      <table className="min-w-[44rem] divide-y divide-slate-200 text-left">
        <caption id="networks-caption" className="sr-only">
          {t('networks.caption')}
        </caption>
        <thead className="bg-slate-50 text-sm">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('networks.api')}
            </th>
            {COLUMNS.map(({ check }) => (
              <th key={check} scope="col" className="px-3 py-2">
                {t(`checks.items.${check}.title`)}{' '}
                <code className="block text-xs font-normal text-ink-muted">{check}</code>
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              {t('networks.scripts')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {AD_APIS.map((api) => (
            <ApiRow key={api.id} api={api} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
