import type { ReactNode } from 'react';
import { SpinnerProvider } from '../ui/spinner-overlay.tsx';
import { BrandMark } from './brand-mark.tsx';
import { SkipLink } from './marketing-layout.tsx';

/**
 * The frame of app screens (onboarding, designer, account): a slim header and the spinner overlay
 * (spec §4). Loaded on demand with the first app page: it pulls in `@sitewright/model`, which
 * marketing pages must not download.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SpinnerProvider>
      <SkipLink />
      <header className="app-header">
        <a className="navbar__brand" href="/">
          <BrandMark />
          Sitewright
        </a>
      </header>
      <main id="main" className="app-main">
        {children}
      </main>
    </SpinnerProvider>
  );
}
