import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, clientErrors } from '../api/post-json.ts';
import type { ListedWebsite } from '../app-pages/designer/websites-api.ts';
import { session } from '../auth/session.ts';
import { useLocation, useRouter } from '../router/router.tsx';
import { Button } from '../ui/button.tsx';
import { type AccountSettings, accountApi } from './account-api.ts';
import type { AccountModal } from './account-modals.tsx';
import { accountFlags, atWebsiteLimit, groupWebsites, setFlag } from './account-rules.ts';
import './account.css';

/** The modals load on first use: a first visit to the designer does not download them. */
const AccountModals = lazy(() => import('./account-modals.tsx').then((m) => ({ default: m.AccountModals })));

type WebsitesState =
  | { status: 'loading' }
  | { status: 'ready'; websites: ListedWebsite[] }
  | { status: 'failed'; message: string };

/**
 * The user menu of app screens (spec §2 Account): the user's websites and those shared with them
 * (switching opens the designer on that website), creating a new website (the website-limit-reached
 * modal at the owned-website limit), account settings, sign out. A disclosure, not an ARIA menu:
 * it holds links, a list and buttons, all reached with Tab.
 */
export function UserMenu({ currentWebsiteId }: { currentWebsiteId?: string | undefined }) {
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState<AccountModal | null>(null);
  const [limitCounts, setLimitCounts] = useState<AccountSettings['counts'] | null>(null);
  const [websites, setWebsites] = useState<WebsitesState>({ status: 'loading' });
  const [creating, setCreating] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const { navigate } = useRouter();
  const location = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  const loadWebsites = useCallback(async () => {
    setWebsites({ status: 'loading' });
    try {
      setWebsites({ status: 'ready', websites: (await accountApi.websites()).websites });
    } catch (error) {
      if (error instanceof ApiError && session.handleErrorCode(error.code)) return;
      setWebsites({
        status: 'failed',
        message: error instanceof ApiError ? error.message : clientErrors.unknown,
      });
    }
  }, []);

  useEffect(() => {
    if (open) void loadWebsites();
  }, [open, loadWebsites]);

  // A navigation (switching website, onboarding) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  if (state.status !== 'signed-in' || !state.user) return null;
  const { email } = state.user;

  async function createWebsite() {
    setCreating(true);
    try {
      const { counts } = await accountApi.settings();
      const reached = atWebsiteLimit(counts);
      setFlag('local', accountFlags.websiteLimitReached, reached);
      if (reached) {
        setLimitCounts(counts);
        close(false);
        setModal('limit');
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && session.handleErrorCode(error.code)) return;
      // Unknown count: onboarding goes on, and creation itself refuses past the limit (§8 message).
    } finally {
      setCreating(false);
    }
    navigate('/onboarding');
  }

  async function signOut() {
    close(false);
    await session.signOut();
    navigate('/', { replace: true });
  }

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {email.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-menu__label">Your account</span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        {/* Not "Signed in as …": onboarding shows that line, and one per screen is enough. */}
        <p className="user-menu__who">{email}</p>
        <WebsiteLists
          state={websites}
          currentWebsiteId={currentWebsiteId}
          onRetry={() => void loadWebsites()}
        />
        <div className="user-menu__actions">
          <Button onClick={() => void createWebsite()} busy={creating} busyLabel="Checking…">
            Create a new website
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              close(false);
              setModal('settings');
            }}
          >
            Account settings
          </Button>
          <Button variant="quiet" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </div>
      {modal ? (
        <Suspense fallback={null}>
          <AccountModals
            modal={modal}
            onModal={setModal}
            limitCounts={limitCounts}
            onClosed={() => toggle.current?.focus()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function WebsiteLists({
  state,
  currentWebsiteId,
  onRetry,
}: {
  state: WebsitesState;
  currentWebsiteId: string | undefined;
  onRetry(): void;
}) {
  if (state.status === 'loading') {
    return (
      <p className="user-menu__status" role="status">
        Loading your websites…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="user-menu__status" role="alert">
        <p>{state.message}</p>
        <Button size="small" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const { owned, shared } = groupWebsites(state.websites);
  return (
    <>
      <WebsiteList
        title="Your websites"
        empty="No websites yet."
        websites={owned}
        current={currentWebsiteId}
      />
      {shared.length > 0 ? (
        <WebsiteList title="Shared with you" empty="" websites={shared} current={currentWebsiteId} />
      ) : null}
    </>
  );
}

function WebsiteList(props: {
  title: string;
  empty: string;
  websites: ListedWebsite[];
  current?: string | undefined;
}) {
  const titleId = useId();
  return (
    <nav className="user-menu__group" aria-labelledby={titleId}>
      <p className="user-menu__heading" id={titleId}>
        {props.title}
      </p>
      {props.websites.length === 0 ? (
        <p className="user-menu__empty">{props.empty}</p>
      ) : (
        <ul className="user-menu__websites">
          {props.websites.map((w) => (
            <li key={w.draftId}>
              <a
                href={`/designer/${encodeURIComponent(w.draftId)}`}
                aria-current={w.draftId === props.current ? 'page' : undefined}
              >
                <span className="user-menu__name">{w.businessName || 'Untitled website'}</span>
                <span className="user-menu__state">
                  {w.publishedHandle ? `Published: ${w.publishedHandle}` : 'Draft - Not Published'}
                </span>
              </a>
              {w.liveUrl ? (
                // Beside the designer link (a link cannot hold another): the live site, in a new tab.
                <a
                  className="user-menu__view"
                  href={w.liveUrl}
                  target="_blank"
                  rel="noopener"
                  aria-label={`View site: ${w.businessName || 'Untitled website'}`}
                >
                  View site
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
