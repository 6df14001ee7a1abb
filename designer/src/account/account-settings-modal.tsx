import { validateChangeEmail, validateChangePassword } from '@sitewright/model';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError, clientErrors } from '../api/post-json.ts';
import { session } from '../auth/session.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { type AccountSettings, accountApi } from './account-api.ts';
import { signInMethodLabel } from './account-rules.ts';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : clientErrors.unknown);

/**
 * Spec §2 account settings modal: the account (e-mail, sign-in method, verification, website
 * counts); for password accounts, changing the e-mail and the password with the current password
 * (spec §5); and the way into account deletion (spec §4).
 */
export function AccountSettingsModal({
  onClose,
  onDeleteAccount,
}: {
  onClose(): void;
  onDeleteAccount(): void;
}) {
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = async () => {
    setFailure(null);
    try {
      setSettings(await accountApi.settings());
    } catch (error) {
      if (error instanceof ApiError && session.handleErrorCode(error.code)) return onClose();
      setFailure(messageOf(error));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the modal opens
  useEffect(() => void load(), []);

  return (
    <Modal open onClose={onClose} title="Account settings" actions={<Button onClick={onClose}>Close</Button>}>
      {failure ? (
        <div role="alert">
          <p>{failure}</p>
          <Button size="small" variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : !settings ? (
        <p role="status">Loading your account…</p>
      ) : (
        <div className="account-settings">
          <dl className="account-facts">
            <div>
              <dt>E-mail</dt>
              <dd>{settings.email}</dd>
            </div>
            <div>
              <dt>Sign-in method</dt>
              <dd>{signInMethodLabel(settings.provider)}</dd>
            </div>
            <div>
              <dt>Account</dt>
              <dd>{settings.verified ? 'Verified' : 'Not verified'}</dd>
            </div>
            <div>
              <dt>Websites</dt>
              <dd>
                {settings.counts.ownedWebsites} of {settings.counts.ownedWebsiteLimit} owned,{' '}
                {settings.counts.sharedWebsites} of {settings.counts.sharedWebsiteLimit} shared with you
              </dd>
            </div>
          </dl>
          {settings.provider === 'password' ? (
            <>
              <ChangeEmailForm currentEmail={settings.email} onChanged={() => void load()} />
              <ChangePasswordForm />
            </>
          ) : (
            <p className="account-note">
              {settings.provider === 'google'
                ? 'You sign in with Google: your e-mail and password are managed by Google.'
                : 'You sign in with a link or a one-time code sent to your e-mail: there is no password to change.'}
            </p>
          )}
          <section className="account-danger" aria-labelledby="account-danger-title">
            <h3 id="account-danger-title">Delete account</h3>
            <p>Deletes your account and every website you own, with their web addresses.</p>
            <Button variant="secondary" className="button--danger" onClick={onDeleteAccount}>
              Delete account…
            </Button>
          </section>
        </div>
      )}
    </Modal>
  );
}

function ChangeEmailForm({ currentEmail, onChanged }: { currentEmail: string; onChanged(): void }) {
  const titleId = useId();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<{ field: 'email' | 'password'; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const checked = validateChangeEmail({ currentPassword, currentEmail, newEmail });
    if (!checked.ok) {
      setError({ field: currentPassword === '' ? 'password' : 'email', message: checked.message });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { user } = await accountApi.changeEmail(currentPassword, checked.value);
      setDone(`Your e-mail is now ${user.email}. We sent a link there: open it to verify the new address.`);
      setNewEmail('');
      setCurrentPassword('');
      void session.refreshNow(); // the menu shows the new address
      onChanged();
    } catch (failure) {
      if (failure instanceof ApiError && session.handleErrorCode(failure.code)) return;
      const passwordCodes = ['wrong-password', 'missing-password', 'too-many-requests'];
      const field =
        failure instanceof ApiError && passwordCodes.includes(failure.code) ? 'password' : 'email';
      setError({ field, message: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={titleId}>Change e-mail</h3>
      <TextField
        label="New e-mail"
        type="email"
        autoComplete="email"
        maxLength={64}
        value={newEmail}
        error={error?.field === 'email' ? error.message : null}
        onChange={(e) => setNewEmail(e.target.value)}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        error={error?.field === 'password' ? error.message : null}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy} busyLabel="Changing…">
        Change e-mail
      </Button>
      <p role="status" className="account-done">
        {done}
      </p>
    </form>
  );
}

function ChangePasswordForm() {
  const titleId = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<{ field: 'current' | 'new'; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const checked = validateChangePassword({ currentPassword, newPassword });
    if (!checked.ok) {
      setError({ field: currentPassword === '' ? 'current' : 'new', message: checked.message });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await accountApi.changePassword(currentPassword, newPassword);
      setDone('Password changed. Your other devices were signed out.');
      setCurrentPassword('');
      setNewPassword('');
    } catch (failure) {
      if (failure instanceof ApiError && session.handleErrorCode(failure.code)) return;
      const field = failure instanceof ApiError && failure.code === 'weak-password' ? 'new' : 'current';
      setError({ field, message: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={titleId}>Change password</h3>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        error={error?.field === 'current' ? error.message : null}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <TextField
        label="New password"
        hint="At least 6 characters."
        type="password"
        autoComplete="new-password"
        maxLength={256}
        value={newPassword}
        error={error?.field === 'new' ? error.message : null}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy} busyLabel="Changing…">
        Change password
      </Button>
      <p role="status" className="account-done">
        {done}
      </p>
    </form>
  );
}
