import type { ReactNode } from 'react';
import { useRouter } from '../router/router.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

/** The skip link: the first thing a keyboard user reaches on every page. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

/** The frame of marketing pages: skip link, navbar, the page in `<main id="main">`, footer. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  const { pending } = useRouter();
  return (
    <>
      <SkipLink />
      <Navbar />
      <main id="main" className="page" aria-busy={pending || undefined}>
        {children}
      </main>
      <Footer />
    </>
  );
}
