import {
  type DomainFailureReason,
  type DomainPendingReason,
  type DomainView,
  domainName,
} from '@sitewright/model';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { domainsApi } from './settings-api.ts';
import { ErrorNotice, type ShownError, shownError } from './settings-parts.tsx';
import type { WebsiteDomainLoad } from './use-website-domain.ts';

/** Spec §4 domain states in the owner's words (the spec gives none). */
const stateLabels: Record<DomainView['state'], string> = {
  PendingOwnershipVerification: 'Waiting for your DNS settings',
  OwnershipVerified: 'Ownership verified',
  PendingCertificateActivation: 'Generating the certificate',
  Connected: 'Connected',
  Failed: 'Failed',
};
const pendingReasons: Record<DomainPendingReason, string> = {
  InvalidDNSSettings:
    'We have not found the TXT record yet. Check it at your DNS provider: changes can take a few hours to appear.',
  CertificateActivationDelayed:
    'The certificate is taking longer than usual. This usually takes under 1 hour, but can take up to 48 hours.',
};
const failureReasons: Record<DomainFailureReason, string> = {
  OwnershipVerificationExpired:
    'Ownership was not verified in time: the TXT record was not found within 72 hours.',
  CertificateActivationFailed: 'The security certificate for this domain could not be issued.',
};
const stageStatus: Record<string, string> = {
  completed: 'Completed',
  waiting: 'Waiting',
  inProgress: 'In progress',
  notStarted: 'Not started',
};

export interface DomainSettingsProps {
  websiteId: string;
  domain: { load: WebsiteDomainLoad; set(domain: DomainView | null): void; reload(): void };
  /** The published address; a domain serves the published website, so one is needed first. */
  publishedHandle: string | null;
  isOwner: boolean;
  readOnly: boolean;
  companyName: string;
  /** Saves pending edits first: a disconnect may change the draft (a GTM ID is cleared). */
  ensureSaved(): Promise<boolean>;
  /** The api changed the draft (a new version): the designer reads it again. */
  onDraftChanged(): void;
}

/**
 * Spec §2 "custom domain", §4 domain states, §8 "Domains": connect (the DNS records to add), the
 * pending stages and reasons, check now, delete while PendingOwnershipVerification, re-configure a
 * Failed domain with a support link, and disconnect (owner only, confirmed). State changes made by
 * the api's checker arrive as live events (`useWebsiteDomain`).
 */
export function DomainSettings(props: DomainSettingsProps) {
  const { load } = props.domain;
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (what: string, call: () => Promise<void>, fallbackTitle?: string) => {
    setBusy(what);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(shownError(e, fallbackTitle));
    } finally {
      setBusy(null);
    }
  };
  const connect = () => {
    const parsed = domainName.safeParse(input);
    if (!parsed.success)
      return setInputError(parsed.error.issues[0]?.message ?? 'Please enter a valid domain name');
    setInputError(null);
    void run('connect', async () => props.domain.set(await domainsApi.connect(parsed.data, props.websiteId)));
  };
  const disconnect = (d: DomainView) =>
    run(
      'disconnect',
      async () => {
        if (!(await props.ensureSaved()))
          throw new Error('Your latest changes could not be saved. Please try again.');
        const outcome = await domainsApi.disconnect(d.domainName);
        setConfirming(false);
        props.domain.set(null);
        if (outcome.sendDisconnectEmail)
          await domainsApi
            .sendDisconnectEmail(props.websiteId, d.domainName, props.companyName)
            .catch(() => null);
        if (outcome.analyticsIdCleared) props.onDraftChanged();
      },
      'Disconnection failed',
    );

  if (load.status === 'loading') return <p role="status">Loading your domain…</p>;
  if (load.status === 'failed')
    return (
      <>
        <ErrorNotice error={{ message: load.message }} />
        <Button size="small" variant="secondary" onClick={props.domain.reload}>
          Try again
        </Button>
      </>
    );
  const d = load.domain;
  if (!d) {
    if (!props.publishedHandle)
      return <p>Publish your website first: your domain will show the published website.</p>;
    return (
      <div className="domain-connect">
        <TextField
          label="Your domain"
          name="domainName"
          value={input}
          hint="A domain you own, e.g. www.example.com"
          autoComplete="off"
          disabled={props.readOnly}
          error={inputError}
          onChange={(e) => setInput(e.target.value)}
        />
        <Button
          size="small"
          disabled={props.readOnly}
          busy={busy === 'connect'}
          busyLabel="Connecting…"
          onClick={connect}
        >
          Connect domain
        </Button>
        <ErrorNotice error={error} />
      </div>
    );
  }

  return (
    <div className="domain-status" data-domain-state={d.state}>
      <p>
        <strong>{d.domainName}</strong>: <span data-testid="domain-state">{stateLabels[d.state]}</span>
      </p>
      {d.pendingReason && <p className="settings-note">{pendingReasons[d.pendingReason]}</p>}
      {d.state === 'Failed' && d.failureReason && (
        <p className="settings-note">{failureReasons[d.failureReason]}</p>
      )}
      {d.state === 'PendingOwnershipVerification' && <DnsRecords records={d.records} />}
      {d.stages && (
        <ol className="domain-stages" aria-label="Connection progress">
          {d.stages.map((stage) => (
            <li key={stage.id} data-status={stage.status}>
              {stage.label}: {stageStatus[stage.status] ?? stage.status}
              {stage.id === 'certificate' && stage.status !== 'completed' && stage.note ? (
                <span className="settings-note"> {stage.note}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {d.state === 'Connected' && (
        <p className="settings-note">
          Publish again to show your latest changes at <a href={`https://${d.domainName}/`}>{d.domainName}</a>
          .
        </p>
      )}
      <div className="settings-actions">
        {d.pending && (
          <Button
            size="small"
            variant="secondary"
            busy={busy === 'check'}
            busyLabel="Checking…"
            onClick={() =>
              void run('check', async () => props.domain.set(await domainsApi.check(d.domainName)))
            }
          >
            Check now
          </Button>
        )}
        {d.state === 'PendingOwnershipVerification' && (
          <Button
            size="small"
            variant="quiet"
            disabled={props.readOnly}
            busy={busy === 'delete'}
            busyLabel="Deleting…"
            onClick={() =>
              void run('delete', async () => {
                await domainsApi.remove(d.domainName);
                props.domain.set(null);
              })
            }
          >
            Delete domain
          </Button>
        )}
        {d.state === 'Failed' && (
          <>
            <Button
              size="small"
              disabled={props.readOnly}
              busy={busy === 'reconnect'}
              busyLabel="Starting over…"
              onClick={() =>
                void run('reconnect', async () => props.domain.set(await domainsApi.reconnect(d.domainName)))
              }
            >
              Re-configure
            </Button>
            <a href="/support">Contact support</a>
          </>
        )}
        {props.isOwner && d.state !== 'PendingOwnershipVerification' && (
          <Button size="small" variant="quiet" disabled={props.readOnly} onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        )}
      </div>
      {!confirming && <ErrorNotice error={error} />}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Disconnect ${d.domainName}?`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              busy={busy === 'disconnect'}
              busyLabel="Disconnecting…"
              onClick={() => void disconnect(d)}
            >
              Disconnect
            </Button>
          </>
        }
      >
        <p>
          Your website stops answering at {d.domainName}; it stays at its free address. A Google Tag Manager
          ID is removed from your settings, since it needs your own domain.
        </p>
        {confirming && <ErrorNotice error={error} />}
      </Modal>
    </div>
  );
}

/** The records to add at the DNS provider, each value with a copy button. */
function DnsRecords({ records }: { records: DomainView['records'] }) {
  return (
    <div className="dns-records">
      <p>Add these records at the company that manages your domain's DNS:</p>
      <table>
        <caption className="visually-hidden">DNS records to add</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.type} data-record={r.type}>
              <td>{r.type}</td>
              <td>
                <code>{r.host}</code>
              </td>
              <td>
                <code>{r.value}</code>{' '}
                <CopyButton
                  text={r.value}
                  toast="Value copied"
                  accessibleLabel={`Copy the ${r.type} value`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
