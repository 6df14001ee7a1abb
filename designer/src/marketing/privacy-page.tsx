import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { siteConfig } from '../site-config.ts';
import { LegalText } from './legal-text.tsx';

const sections = [
  {
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          Your account: e-mail address and how you sign in. Passwords and sign-in codes are stored only as
          hashes.
        </li>
        <li>Your websites: their text, settings and the images you upload.</li>
        <li>Messages your visitors send through your contact form, stored for you to read and export.</li>
        <li>
          Usage events: which page of the app was viewed (its path, never what you typed), and sign-in and
          sign-out times.
        </li>
      </ul>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <p>
        To run the service: generate and publish your websites, send sign-in and invitation e-mails, and keep
        the service secure. Your business name, location, description and any page you ask us to import are
        sent to the text generator that writes your draft; image searches go to Pexels and Unsplash.
      </p>
    ),
  },
  {
    heading: 'Who we share it with',
    body: (
      <p>
        Only with the providers that run the service for us (hosting, content delivery, e-mail delivery, text
        generation), and only what they need. We do not sell personal data or show advertising.
      </p>
    ),
  },
  {
    heading: 'Your published website',
    body: (
      <p>
        A published website is public. If you add an analytics ID or custom code, you decide what they collect
        from your visitors; the optional cookie banner lets visitors accept or reject cookies.
      </p>
    ),
  },
  {
    heading: 'Storage in your browser',
    body: (
      <p>
        The app keeps you signed in and remembers your progress in your browser’s storage. Sitewright’s own
        pages use no advertising or tracking cookies.
      </p>
    ),
  },
  {
    heading: 'Keeping and deleting',
    body: (
      <p>
        We keep your data while your account exists. Deleting your account removes your websites, their
        published copies and addresses, and your contact form messages.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions or requests about your data:{' '}
        <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>.
      </p>
    ),
  },
];

/** Privacy (navbar, spec §2). Describes what this codebase does; operators should have it reviewed. */
export const page: PageDefinition = {
  head: () => ({
    title: `Privacy${titleSuffix}`,
    description:
      'What Sitewright collects, why, who processes it, and how to delete it: your account, your websites, contact form messages and usage events.',
  }),
  Component: () => (
    <LegalText
      title="Privacy"
      lead="What we collect to run Sitewright, and what we do with it."
      sections={sections}
    />
  ),
};
