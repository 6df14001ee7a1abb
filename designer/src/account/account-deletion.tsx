import { type AccountDeletionReason, accountMessages, validateDeleteEmailUser } from '@sitewright/model';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError, clientErrors } from '../api/post-json.ts';
import { session } from '../auth/session.ts';
import { useLocation, useRouter } from '../router/router.tsx';
import { Button } from '../ui/button.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { useSpinner } from '../ui/spinner-overlay.tsx';
import { useToast } from '../ui/toast.tsx';
import { type AccountSettings, accountApi } from './account-api.ts';
import { accountFlags, deletionFeedbackMax, deletionReasons, setFlag } from './account-rules.ts';
import { freshGoogleIdToken, googleAvailable } from './google-reauth.ts';

/** The api's wording for a missing reason and a missing confirmation (api `account/schemas.ts`). */
export const deletionMessages = {
  reasonRequired: 'Please choose a reason for deleting your account.',
  confirmRequired: 'Please confirm that you want to delete your account.',
} as const;

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : clientErrors.unknown);

/**
 * Spec §4 account deletion, two stages: (1) feedback — a reason is required, free text at most
 * 1000 characters; (2) confirmation with a checkbox and re-authentication (the current password for
 * e-mail users, a fresh Google sign-in for Google users). Success goes to `/` signed out with the
 * account-deleted flag in session storage; on failure the spinner is cleared and the flow ends.
 */
export function AccountDeletion({ onClose }: { onClose(): void }) {
  const [deletionToken, setDeletionToken] = useState<string | null>(null);
  return deletionToken === null ? (
    <FeedbackStage onClose={onClose} onToken={setDeletionToken} />
  ) : (
    <ConfirmStage deletionToken={deletionToken} onClose={onClose} />
  );
}

function FeedbackStage({ onClose, onToken }: { onClose(): void; onToken(token: string): void }) {
  const legendId = useId();
  const [reason, setReason] = useState<AccountDeletionReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(deletionMessages.reasonRequired);
    setError(null);
    setBusy(true);
    try {
      onToken((await accountApi.deletionFeedback(reason, text.trim())).deletionToken);
    } catch (failure) {
      if (failure instanceof ApiError && session.handleErrorCode(failure.code)) return onClose();
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Why are you deleting your account?"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="account-deletion-feedback" busy={busy} busyLabel="Saving…">
            Continue
          </Button>
        </>
      }
    >
      <form id="account-deletion-feedback" onSubmit={(e) => void submit(e)} noValidate>
        <p>Your answer helps us improve Sitewright. Nothing is deleted yet.</p>
        <fieldset className="account-reasons" aria-describedby={error ? `${legendId}-error` : undefined}>
          <legend id={legendId}>Reason</legend>
          {deletionReasons.map((option) => (
            <label key={option} className="account-reason">
              <input
                type="radio"
                name="reason"
                value={option}
                checked={reason === option}
                required
                onChange={() => setReason(option)}
              />
              {option}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="field__error" id={`${legendId}-error`} role="alert">
            {error}
          </p>
        ) : null}
        <TextAreaField
          label="Anything else you would like to tell us?"
          optional
          hint={`${deletionFeedbackMax - text.length} of ${deletionFeedbackMax} characters left.`}
          rows={4}
          maxLength={deletionFeedbackMax}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </form>
    </Modal>
  );
}

function ConfirmStage({ deletionToken, onClose }: { deletionToken: string; onClose(): void }) {
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ confirm?: string; password?: string; form?: string }>({});
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const spinner = useSpinner();
  const toast = useToast();
  const { navigate } = useRouter();
  const location = useLocation();
  const checkboxId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the account once, when stage 2 opens
  useEffect(() => {
    accountApi.settings().then(setSettings, (error: unknown) => {
      if (error instanceof ApiError && session.handleErrorCode(error.code)) return onClose();
      setErrors({ form: messageOf(error) });
    });
  }, []);

  const method = settings?.reauthentication;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!confirmed) found.confirm = deletionMessages.confirmRequired;
    if (method === 'password' && !validateDeleteEmailUser({ currentPassword: password }).ok)
      found.password = accountMessages.currentPasswordRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || !method) return;

    spinner.show('Highest', 'Deleting your account…');
    try {
      const googleIdToken = method === 'google' ? await freshGoogleIdToken() : undefined;
      await accountApi.deleteAccount({
        deletionToken,
        confirm: true,
        ...(method === 'password' ? { currentPassword: password } : {}),
        ...(googleIdToken ? { googleIdToken } : {}),
      });
    } catch (failure) {
      spinner.reset();
      const code = failure instanceof ApiError ? failure.code : 'unknown';
      // Re-authentication refused: the user may try again in the same modal.
      if (code === 'wrong-password' || code === 'missing-password' || code === 'too-many-requests') {
        return setErrors({ password: messageOf(failure) });
      }
      if (
        code === 'requires-recent-login' ||
        code === 'popup-closed-by-user' ||
        code === 'invalid-credential'
      ) {
        setNeedsSignIn(code === 'requires-recent-login' && method === 'recent-sign-in');
        return setErrors({ form: messageOf(failure) });
      }
      if (session.handleErrorCode(code)) return onClose();
      // Spec §4: on failure the spinner is cleared and the flow ends (§8 message).
      toast.show(messageOf(failure), 'error');
      return onClose();
    }
    // Spec §4: after success the user goes to / with the account-deleted flag in session storage.
    setFlag('session', accountFlags.accountDeleted, true);
    setFlag('local', accountFlags.websiteLimitReached, false);
    await session.signOut(); // the api already ended the session; this clears the stored tokens
    spinner.reset();
    navigate('/', { replace: true });
  }

  const here = `${location.pathname}${location.search}`;
  return (
    <Modal
      open
      onClose={onClose}
      title="Delete your account"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="account-deletion-confirm"
            className="button--danger"
            disabled={!settings || (method === 'google' && !googleAvailable())}
          >
            Delete my account
          </Button>
        </>
      }
    >
      <form id="account-deletion-confirm" onSubmit={(e) => void submit(e)} noValidate>
        <p>
          This deletes your account and{' '}
          {settings ? `the ${settings.counts.ownedWebsites} website(s) you own` : 'every website you own'}:
          their published pages and web addresses go offline and your editors lose access. It cannot be
          undone.
        </p>
        <div className={errors.confirm ? 'account-check field--invalid' : 'account-check'}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={confirmed}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? `${checkboxId}-error` : undefined}
            onChange={(e) => setConfirmed(e.target.checked)}
          />
          <label htmlFor={checkboxId}>
            I understand that my account and my websites will be deleted for good
          </label>
        </div>
        {errors.confirm ? (
          <p className="field__error" id={`${checkboxId}-error`}>
            {errors.confirm}
          </p>
        ) : null}
        {method === 'password' ? (
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={errors.password ?? null}
            onChange={(e) => setPassword(e.target.value)}
          />
        ) : null}
        {method === 'google' ? (
          <p className="account-note">
            {googleAvailable()
              ? 'Google asks you to sign in again before your account is deleted.'
              : 'Signing in with Google is not available here, so this account cannot be deleted from this page. Contact support.'}
          </p>
        ) : null}
        {method === 'recent-sign-in' ? (
          <p className="account-note">For your safety, deleting needs a sign-in from the last 5 minutes.</p>
        ) : null}
        {errors.form ? (
          <div className="account-alert" role="alert">
            <p>{errors.form}</p>
            {needsSignIn ? (
              <a href={`/login?next=${encodeURIComponent(here)}`} onClick={() => void session.signOut()}>
                Sign in again
              </a>
            ) : null}
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
