import { isAppPath, preloadPath, resolveNavigation } from './resolve-navigation.ts';
import type { Navigation } from './router/navigation.ts';
import { usePageView } from './router/page-view.ts';
import { RouterProvider, useRouter } from './router/router.tsx';
import { ToastProvider } from './ui/toast.tsx';

/** The current page inside its layout, and the page-view event of each route change (spec §1). */
function CurrentPage() {
  const { navigation } = useRouter();
  const { Layout, page, match } = navigation;
  usePageView(navigation, match.pathname);
  return (
    <Layout match={match}>
      <page.Component match={match} />
    </Layout>
  );
}

/**
 * The app shell: router and toasts around the current page. The same tree renders on the server
 * (pre-rendering) and in the browser (hydration), from a navigation resolved beforehand.
 */
export function App({ initial }: { initial: Navigation }) {
  return (
    <RouterProvider initial={initial} resolve={resolveNavigation} isAppPath={isAppPath} preload={preloadPath}>
      <ToastProvider>
        <CurrentPage />
      </ToastProvider>
    </RouterProvider>
  );
}
