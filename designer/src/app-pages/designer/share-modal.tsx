import type { ListedInvite } from '@sitewright/model';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ApiError } from '../../api/post-json.ts';
import { useSession } from '../../auth/use-session.tsx';
import { useRouter } from '../../router/router.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { collaborationApi, type EditorsList, type WebsiteOwner } from './collaboration-api.ts';
import { useLiveEvents } from './live-events.ts';
import { addEditorMessage, type ConfirmKind, confirmCopy, invitationSentToast } from './share-messages.ts';
import './share-modal.css';

export interface ShareModalProps {
  websiteId: string;
  /** Whether the signed-in user owns the website (the editors list answer confirms it). */
  isOwner: boolean;
  onClose(): void;
  /** @defaultValue true — render it while it should show, or drive it with `open`. */
  open?: boolean;
  /** After 'Make owner' succeeded: the caller is an editor from now on (the designer drops owner-only settings). */
  onOwnershipTransferred?(newOwner: WebsiteOwner): void;
}

interface Confirming {
  kind: ConfirmKind;
  invite: ListedInvite;
}

/**
 * The share modal (spec §2 "website sharing and editors", §4 invite states and "Adding an editor",
 * §6 capabilities). The owner invites by e-mail, sees every invite labelled Editor / Pending /
 * Expired with 'Resend invitation', 'Remove' and 'Make owner', and 'You can invite {count} more
 * editors'. An editor sees the owner's e-mail and the other editors, and may 'Remove Self'.
 * 'Remove', 'Make owner' and 'Remove Self' are confirmed first, inside the modal.
 * The list follows the live stream (`invite-changed`), so changes made elsewhere show at once.
 */
export function ShareModal({
  websiteId,
  isOwner,
  onClose,
  open = true,
  onOwnershipTransferred,
}: ShareModalProps) {
  const { user } = useSession();
  const { navigate } = useRouter();
  const toast = useToast();
  const [list, setList] = useState<EditorsList | null>(null);
  const [ownerEmail, setOwnerEmail] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const headingId = useId();

  const refresh = useCallback(async () => {
    try {
      const next = await collaborationApi.editors(websiteId);
      setList(next);
      setLoadError(null);
      // Spec §6: for non-owners the owner's e-mail is fetched from the server.
      if (next.role !== 'Owner') setOwnerEmail((await collaborationApi.owner(websiteId)).email);
    } catch (error) {
      setLoadError((error as ApiError).message);
    }
  }, [websiteId]);

  useEffect(() => {
    if (open) void refresh();
  }, [open, refresh]);
  useLiveEvents((event) => {
    if (!open) return;
    if (event.kind === 'ready' || (event.kind === 'invite-changed' && event.websiteId === websiteId)) {
      void refresh();
    }
  });

  const owner = (list?.role ?? (isOwner ? 'Owner' : 'Editor')) === 'Owner';

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setInviteError(null);
    setNotice('');
    setBusy('invite');
    try {
      const answer = await collaborationApi.create(websiteId, email);
      const shownEmail = answer.invite?.invitedUserEmail ?? email.trim().toLowerCase();
      const message = addEditorMessage(answer.outcome, shownEmail);
      setNotice(message.text);
      if (message.sent) toast.show(invitationSentToast);
      setEmail('');
      await refresh();
    } catch (error) {
      setInviteError((error as ApiError).message);
    } finally {
      setBusy(null);
    }
  };

  const act = async (key: string, run: () => Promise<string>) => {
    setNotice('');
    setBusy(key);
    try {
      setNotice(await run());
      await refresh();
    } catch (error) {
      setNotice((error as ApiError).message);
    } finally {
      setBusy(null);
    }
  };

  const resend = (row: ListedInvite) =>
    act(`resend:${row.id}`, async () => {
      const answer = await collaborationApi.resend(row.id);
      toast.show(invitationSentToast);
      return addEditorMessage(answer.outcome, row.invitedUserEmail).text;
    });
  const confirm = async () => {
    if (!confirming) return;
    setConfirmError(null);
    setBusy('confirm');
    try {
      const row = confirming.invite;
      if (confirming.kind === 'remove-self') {
        await collaborationApi.remove(row.id);
        onClose();
        navigate('/invite/revoked');
        return;
      }
      if (confirming.kind === 'remove') {
        await collaborationApi.remove(row.id);
        setConfirming(null);
        setNotice(
          row.state === 'Accepted'
            ? `${row.invitedUserEmail} is no longer an editor.`
            : `The invitation to ${row.invitedUserEmail} was withdrawn.`,
        );
        await refresh();
        return;
      }
      const answer = await collaborationApi.transferOwnership(
        websiteId,
        confirming.invite.invitedUserId ?? '',
      );
      setConfirming(null);
      setNotice(`${answer.owner.email} is now the owner of this website. You are an editor.`);
      onOwnershipTransferred?.(answer.owner);
      await refresh();
    } catch (error) {
      setConfirmError((error as ApiError).message);
    } finally {
      setBusy(null);
    }
  };

  const isMe = (row: ListedInvite) =>
    row.invitedUserId === user?.id || (row.invitedUserId === null && row.invitedUserEmail === user?.email);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Website sharing and editors"
      actions={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <div className="share" data-share-role={list?.role ?? ''}>
        {loadError && (
          <p className="form-error" role="alert">
            {loadError}
          </p>
        )}
        <p className="share__owner">
          Owner:{' '}
          <strong data-testid="share-owner-email">
            {owner ? (list?.owner.email ?? user?.email) : (ownerEmail ?? list?.owner.email)}
          </strong>
          {owner ? ' (you)' : ''}
        </p>

        {confirming ? (
          <ConfirmPanel
            confirming={confirming}
            busy={busy === 'confirm'}
            error={confirmError}
            onCancel={() => {
              setConfirming(null);
              setConfirmError(null);
            }}
            onConfirm={() => void confirm()}
          />
        ) : (
          <>
            {owner && (
              <form className="share__invite" onSubmit={(e) => void invite(e)} noValidate>
                <TextField
                  label="Invite an editor by e-mail"
                  type="email"
                  name="invitedUserEmail"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  hint={list?.remainingInvitationsCopy ?? undefined}
                  error={inviteError ?? undefined}
                  required
                />
                <Button type="submit" busy={busy === 'invite'} busyLabel="Inviting…" disabled={!email.trim()}>
                  Invite
                </Button>
              </form>
            )}
            <p className="share__notice" role="status">
              {notice}
            </p>
            <h3 id={headingId} className="share__heading">
              Editors
            </h3>
            {list && list.editors.length === 0 && <p className="share__empty">No editors yet.</p>}
            <ul className="share__list" aria-labelledby={headingId}>
              {list?.editors.map((row) => (
                <EditorRow
                  key={row.id}
                  row={row}
                  owner={owner}
                  me={isMe(row)}
                  busy={busy}
                  onResend={() => void resend(row)}
                  onRemove={() => setConfirming({ kind: 'remove', invite: row })}
                  onMakeOwner={() => setConfirming({ kind: 'transfer', invite: row })}
                  onRemoveSelf={() => setConfirming({ kind: 'remove-self', invite: row })}
                />
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}

interface EditorRowProps {
  row: ListedInvite;
  owner: boolean;
  me: boolean;
  busy: string | null;
  onResend(): void;
  /** Asks for confirmation first. */
  onRemove(): void;
  onMakeOwner(): void;
  onRemoveSelf(): void;
}

/** One invite: its e-mail, its label (spec §4 Editor / Pending / Expired) and what the caller may do (§6). */
function EditorRow({ row, owner, me, busy, onResend, onRemove, onMakeOwner, onRemoveSelf }: EditorRowProps) {
  const emailId = useId();
  const described = { 'aria-describedby': emailId };
  return (
    <li className="share__row" data-invite-state={row.state}>
      <span className="share__email" id={emailId}>
        {row.invitedUserEmail}
        {me ? ' (you)' : ''}
      </span>
      <span className={`share__badge share__badge--${row.state.toLowerCase()}`}>{row.stateLabel}</span>
      <span className="share__actions">
        {owner && row.state !== 'Accepted' && (
          <Button
            size="small"
            variant="quiet"
            {...described}
            busy={busy === `resend:${row.id}`}
            busyLabel="Sending…"
            onClick={onResend}
          >
            Resend invitation
          </Button>
        )}
        {owner && row.state === 'Accepted' && (
          <Button size="small" variant="quiet" {...described} onClick={onMakeOwner}>
            Make owner
          </Button>
        )}
        {owner && (
          <Button size="small" variant="quiet" {...described} onClick={onRemove}>
            Remove
          </Button>
        )}
        {!owner && me && (
          <Button size="small" variant="quiet" onClick={onRemoveSelf}>
            Remove Self
          </Button>
        )}
      </span>
    </li>
  );
}

/**
 * A confirmation inside the modal (not a second dialog): 'Make owner' (spec §4), 'Remove' and
 * 'Remove Self'. Its heading takes the focus when it opens, since the button pressed is gone.
 */
function ConfirmPanel(props: {
  confirming: Confirming;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onConfirm(): void;
}) {
  const copy = confirmCopy(props.confirming.kind, props.confirming.invite);
  const headingId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="share__confirm"
      aria-labelledby={headingId}
      aria-describedby={textId}
      data-confirm={props.confirming.kind}
    >
      <h3 className="share__heading" id={headingId} ref={heading} tabIndex={-1}>
        {copy.title}
      </h3>
      <p id={textId}>{copy.text}</p>
      {props.error && (
        <p className="form-error" role="alert">
          {props.error}
        </p>
      )}
      <div className="share__confirm-actions">
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button busy={props.busy} busyLabel={copy.busyLabel} onClick={props.onConfirm}>
          {copy.action}
        </Button>
      </div>
    </section>
  );
}
