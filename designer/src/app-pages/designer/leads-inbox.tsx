import type { LeadFolder } from '@sitewright/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { ExportContactsModal } from './export-contacts-modal.tsx';
import { type InboxLead, leadsApi } from './leads-api.ts';
import { useLiveEvents } from './live-events.ts';
import './leads-inbox.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface InboxState {
  status: 'loading' | 'ready' | 'failed';
  leads: InboxLead[];
  nextCursor: string | null;
  unread: number;
  spam: number;
}

/**
 * The leads inbox (issue 17 item 2; docs/decisions/leads.md): the contact messages and newsletter
 * sign-ups visitors sent through the published site, newest first, with the unread count, marking
 * handled, deleting and the CSV export; suspected spam in its own tab. It follows the live stream:
 * a `leads-changed` event for this website (or a reconnection) reloads the first page.
 */
export function LeadsInbox({ websiteId }: { websiteId: string }) {
  const toast = useToast();
  const [folder, setFolder] = useState<LeadFolder>('inbox');
  const [state, setState] = useState<InboxState>({
    status: 'loading',
    leads: [],
    nextCursor: null,
    unread: 0,
    spam: 0,
  });
  const [exporting, setExporting] = useState(false);
  const [emailEach, setEmailEach] = useState<boolean | null>(null);
  const loadSeq = useRef(0);

  const load = useCallback(async () => {
    const seq = ++loadSeq.current;
    try {
      const page = await leadsApi.page(websiteId, folder);
      if (seq !== loadSeq.current) return;
      setState({ status: 'ready', ...page });
    } catch {
      if (seq === loadSeq.current) setState((s) => ({ ...s, status: 'failed' }));
    }
  }, [websiteId, folder]);

  useEffect(() => {
    setState((s) => ({ ...s, status: 'loading', leads: [] }));
    void load();
  }, [load]);

  useEffect(() => {
    leadsApi.mailSetting(websiteId).then(
      (s) => setEmailEach(s.emailEach),
      () => setEmailEach(null),
    );
  }, [websiteId]);

  useLiveEvents((event) => {
    if (event.kind === 'ready' || (event.kind === 'leads-changed' && event.websiteId === websiteId))
      void load();
  });

  const loadOlder = async () => {
    if (!state.nextCursor) return;
    try {
      const page = await leadsApi.page(websiteId, folder, state.nextCursor);
      setState((s) => ({ ...s, ...page, leads: [...s.leads, ...page.leads] }));
    } catch {
      toast.show('Could not load older messages.', 'error');
    }
  };

  const act = async (what: () => Promise<unknown>, failure: string) => {
    try {
      await what();
      await load();
    } catch {
      toast.show(failure, 'error');
    }
  };

  const changeMail = async (on: boolean) => {
    try {
      setEmailEach((await leadsApi.setMailSetting(websiteId, on)).emailEach);
    } catch {
      toast.show('Could not change the e-mail setting.', 'error');
    }
  };

  const tab = (value: LeadFolder, label: string) => (
    <button
      type="button"
      role="tab"
      id={`leads-tab-${value}`}
      aria-selected={folder === value}
      aria-controls="leads-panel"
      className={folder === value ? 'leads__tab leads__tab--active' : 'leads__tab'}
      onClick={() => setFolder(value)}
    >
      {label}
    </button>
  );

  return (
    <section className="leads" data-leads-status={state.status}>
      <header className="leads__header">
        <div>
          <h1 className="leads__title">Leads</h1>
          <p className="leads__summary" role="status" data-unread={state.unread}>
            {state.unread === 0
              ? 'No unread messages.'
              : `${state.unread} unread ${state.unread === 1 ? 'message' : 'messages'}`}
          </p>
        </div>
        <div className="leads__actions">
          <ButtonLink href={`/designer/${encodeURIComponent(websiteId)}`} variant="quiet" size="small">
            Back to the designer
          </ButtonLink>
          <Button variant="secondary" size="small" onClick={() => setExporting(true)}>
            Export CSV
          </Button>
        </div>
      </header>
      {emailEach !== null && (
        <label className="leads__mail">
          <input type="checkbox" checked={emailEach} onChange={(e) => void changeMail(e.target.checked)} />
          E-mail me each new message
        </label>
      )}
      <div className="leads__tabs" role="tablist" aria-label="Folders">
        {tab('inbox', state.unread > 0 ? `Inbox (${state.unread} unread)` : 'Inbox')}
        {tab('spam', `Spam (${state.spam})`)}
      </div>
      <div id="leads-panel" role="tabpanel" aria-labelledby={`leads-tab-${folder}`} className="leads__panel">
        {state.status === 'loading' && <p>Loading…</p>}
        {state.status === 'failed' && (
          <p role="alert">
            The messages could not be loaded.{' '}
            <Button size="small" onClick={() => void load()}>
              Try again
            </Button>
          </p>
        )}
        {state.status === 'ready' && state.leads.length === 0 && (
          <p className="leads__empty">
            {folder === 'spam'
              ? 'No suspected spam. Messages from bots that fill in the hidden trap field land here.'
              : 'Nothing yet. Messages from your contact form and newsletter sign-ups appear here as they arrive.'}
          </p>
        )}
        <ul className="leads__list">
          {state.leads.map((lead) => (
            <li
              key={lead.id}
              className={lead.handledAt ? 'lead' : 'lead lead--unread'}
              data-lead-id={lead.id}
              data-handled={lead.handledAt !== null}
            >
              <div className="lead__meta">
                <span className="lead__kind">
                  {lead.kind === 'message' ? 'Message' : 'Newsletter sign-up'}
                </span>
                {!lead.handledAt && folder === 'inbox' && <span className="lead__badge">New</span>}
                <time dateTime={lead.at}>{dateFormat.format(new Date(lead.at))}</time>
              </div>
              {lead.kind === 'message' ? (
                <dl className="lead__fields">
                  {Object.entries(lead.fields)
                    .filter(([, answer]) => answer !== '')
                    .map(([title, answer]) => (
                      <div key={title}>
                        <dt>{title}</dt>
                        <dd>{answer}</dd>
                      </div>
                    ))}
                </dl>
              ) : (
                <p className="lead__email">{lead.email}</p>
              )}
              <div className="lead__actions">
                {folder === 'inbox' && (
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() =>
                      void act(
                        () => leadsApi.markHandled(websiteId, lead.id, lead.handledAt === null),
                        'Could not change the message.',
                      )
                    }
                  >
                    {lead.handledAt ? 'Mark unhandled' : 'Mark handled'}
                  </Button>
                )}
                <Button
                  size="small"
                  variant="quiet"
                  onClick={() =>
                    void act(() => leadsApi.remove(websiteId, lead.id), 'Could not delete the message.')
                  }
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {state.nextCursor && (
          <Button variant="secondary" onClick={() => void loadOlder()}>
            Show older
          </Button>
        )}
      </div>
      <ExportContactsModal open={exporting} onClose={() => setExporting(false)} websiteId={websiteId} />
    </section>
  );
}
