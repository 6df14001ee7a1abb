import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type AppLocation,
  applyHead,
  locationOf,
  type Navigation,
  type ResolveNavigation,
  settleAfterNavigation,
} from './navigation.ts';

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. @defaultValue false */
  replace?: boolean;
}

export interface RouterValue {
  /** What is on screen. */
  navigation: Navigation;
  /** True while the next page's chunk loads (the current page stays until it is ready). */
  pending: boolean;
  /** Client-side navigation to an app path (`/about`, `/onboarding?industry=spa`). */
  navigate(to: string, options?: NavigateOptions): void;
}

const RouterContext = createContext<RouterValue | null>(null);

export interface RouterProviderProps {
  /** The navigation to render first: resolved before hydration so the first render is synchronous. */
  initial: Navigation;
  resolve: ResolveNavigation;
  /** Whether a same-origin path is one of the app's pages; other paths (`/api`, `/dev/outbox`) load normally. */
  isAppPath(pathname: string): boolean;
  /** Starts loading a path's chunks ahead of a likely click (hover or focus of a link). */
  preload?(pathname: string): void;
  children: ReactNode;
}

type Mode = 'push' | 'replace' | 'pop';

/** Whether a click on a link should be left to the browser (new tab, download, other origin …). */
function leaveToBrowser(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.relList.contains('external')
  );
}

/**
 * The history-API router. Any same-origin `<a href>` to an app path navigates client-side (no
 * `Link` component needed); back and forward work; a failed chunk load falls back to a full load.
 */
export function RouterProvider({ initial, resolve, isAppPath, preload, children }: RouterProviderProps) {
  const [navigation, setNavigation] = useState(initial);
  const [pending, setPending] = useState(false);
  const ticket = useRef(0);
  const lastMode = useRef<Mode | null>(null);

  const go = useCallback(
    async (url: URL, mode: Mode) => {
      const mine = ++ticket.current;
      setPending(true);
      let next: Navigation;
      try {
        next = await resolve(locationOf(url));
      } catch {
        window.location.assign(url.href); // e.g. a chunk of an older build is gone after a deploy
        return;
      }
      if (mine !== ticket.current) return; // a later navigation won
      if (mode === 'push') window.history.pushState(null, '', url.href);
      if (mode === 'replace') window.history.replaceState(null, '', url.href);
      lastMode.current = mode;
      setNavigation(next);
      setPending(false);
    },
    [resolve],
  );

  useEffect(() => {
    /** The anchor an event targets and its URL, when it points at one of the app's pages. */
    const appLinkOf = (event: Event): { anchor: HTMLAnchorElement; url: URL } | null => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return null;
      const url = new URL(anchor.href);
      return url.origin === window.location.origin && isAppPath(url.pathname) ? { anchor, url } : null;
    };
    const preloaded = new Set<string>();
    const onIntent = (event: Event) => {
      const link = appLinkOf(event);
      if (!link || !preload || preloaded.has(link.url.pathname)) return;
      preloaded.add(link.url.pathname);
      preload(link.url.pathname);
    };
    const onClick = (event: MouseEvent) => {
      const link = appLinkOf(event);
      if (!link || leaveToBrowser(event, link.anchor)) return;
      const { url } = link;
      const here = window.location;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return; // in-page
      event.preventDefault();
      void go(url, url.href === here.href ? 'replace' : 'push');
    };
    const onPopState = () => void go(new URL(window.location.href), 'pop');
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    window.addEventListener('popstate', onPopState);
    // Links navigate client-side from here on; browser tests wait for this mark.
    document.documentElement.dataset.routerReady = 'true';
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      window.removeEventListener('popstate', onPopState);
    };
  }, [go, isAppPath, preload]);

  useEffect(() => {
    const mode = lastMode.current;
    if (mode === null) return; // the first page: the server (or main.tsx) already set its head
    applyHead(navigation.page.head(navigation.match));
    settleAfterNavigation(navigation.location, mode === 'pop');
  }, [navigation]);

  const navigate = useCallback(
    (to: string, options: NavigateOptions = {}) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin || !isAppPath(url.pathname)) {
        window.location.assign(url.href);
        return;
      }
      void go(url, options.replace ? 'replace' : 'push');
    },
    [go, isAppPath],
  );

  const value = useMemo(() => ({ navigation, pending, navigate }), [navigation, pending, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The router: what is shown, whether a page is loading, and `navigate`. */
export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter must be used inside <RouterProvider>.');
  return value;
}

/** The current location (path, query, hash). */
export function useLocation(): AppLocation {
  return useRouter().navigation.location;
}

/** The current query string's parameters. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
