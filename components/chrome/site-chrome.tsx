import { useTranslations } from 'next-intl';
import { siteHosts } from '@/lib/config';
import { Analytics } from './analytics';
import { ChromeState } from './chrome-state';
import { ConsentBanner } from './consent-banner';
import { DomainBoxWhenSuggested, PolicyDialogsWhenOpened } from './deferred';
import { OnlineStatus } from './online-status';
import { RouteProgress } from './route-progress';
import { Toaster } from './toaster';

/**
 * Everything of the chrome that is not the navbar or footer and belongs on every page (both layouts): client
 * state, consent banner and gated analytics, policy dialogs, domain box, route progress, online status, toast.
 */
export function SiteChrome() {
  const t = useTranslations('Footer');
  const hosts = siteHosts();
  return (
    <>
      <ChromeState cnHost={hosts.cn} />
      <RouteProgress />
      <OnlineStatus />
      <Toaster />
      <DomainBoxWhenSuggested hosts={hosts} />
      <PolicyDialogsWhenOpened
        titles={{ privacy: t('privacy'), copyright: t('copyrightNotice'), cookiePrivacy: t('cookiePolicy') }}
      />
      <ConsentBanner />
      <Analytics />
    </>
  );
}
