import { signInErrors } from '@sitewright/model';
import { ButtonLink } from '../../ui/button.tsx';
import { EmailLinkForm } from './email-link-form.tsx';

/** The two magic-link states of spec §2 "Login", as `/login?problem=…` and `/auth/complete` show them. */
export type LinkProblem = 'link-expired' | 'device-not-supported';

export const linkProblems: Record<LinkProblem, { title: string; message: string }> = {
  'link-expired': { title: 'Email link expired', message: signInErrors['magic-link-expired'].message },
  'device-not-supported': {
    title: 'Device not supported',
    message: signInErrors['magic-link-wrong-browser'].message,
  },
};

export function isLinkProblem(value: string | null): value is LinkProblem {
  return value === 'link-expired' || value === 'device-not-supported';
}

/** The expired-link state offers a new link; the wrong-browser state points back to sign-in. */
export function LinkProblemView({ problem }: { problem: LinkProblem }) {
  const { title, message } = linkProblems[problem];
  return (
    <section className="login" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="login__message" role="alert">
        {message}
      </p>
      {problem === 'link-expired' ? (
        <EmailLinkForm submitLabel="Send me a new link" />
      ) : (
        <ButtonLink href="/login">Sign in on this device</ButtonLink>
      )}
    </section>
  );
}
