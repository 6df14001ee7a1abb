import type { ReactNode } from 'react';
import { UserMenu } from '../account/user-menu.tsx';
import type { RouteMatch } from '../router/match-route.ts';
import { SpinnerProvider } from '../ui/spinner-overlay.tsx';
import { BrandMark } from './brand-mark.tsx';
import { SkipLink } from './marketing-layout.tsx';

/**
 * The frame of app screens (onboarding, designer, account): a slim header with the user menu (spec §2
 * Account; signed-in users only) and the spinner overlay (spec §4). Loaded on demand with the first
 * app page: it pulls in `@sitewright/model`, which marketing pages must not download.
 */
export function AppLayout({ match, children }: { match?: RouteMatch; children: ReactNode }) {
  return (
    <SpinnerProvider>
      <SkipLink />
      <header className="app-header">
        <a className="navbar__brand" href="/">
          <BrandMark />
          Sitewright
        </a>
        <UserMenu currentWebsiteId={match?.params.websiteId} />
      </header>
      <main id="main" className="app-main">
        {children}
      </main>
    </SpinnerProvider>
  );
}
