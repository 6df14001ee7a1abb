import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { siteConfig } from '../site-config.ts';
import { LegalText } from './legal-text.tsx';

const sections = [
  {
    heading: 'The service',
    body: (
      <p>
        Sitewright lets you generate, edit, publish and share websites for your business. Building and hosting
        websites is free. Domains you buy through Sitewright are priced from $1 per year; the price is shown
        before you pay.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <p>
        Use an e-mail address you control and keep your sign-in details to yourself. You are responsible for
        what happens in your account, including the editors you invite to your websites.
      </p>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <p>
        You own the text, images and other content of your websites. You allow us to store, process and
        publish it to run the service, including sending your business details to the text generator that
        drafts your copy. Only upload images, and only import pages, that you have the right to use.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <p>
        Do not publish anything unlawful, deceptive or harmful: no malware, phishing, impersonation, spam or
        content that infringes others’ rights. Custom code is published only on sites with a connected custom
        domain. We may unpublish a website that breaks these rules and will tell you why.
      </p>
    ),
  },
  {
    heading: 'Limits',
    body: (
      <p>
        An account can own up to five websites and be invited to edit five more; a website can hold up to 70
        images of up to 15 MB each. Limits protect the service for everyone and may be listed in the product.
      </p>
    ),
  },
  {
    heading: 'Ending',
    body: (
      <p>
        You can delete your account at any time from account settings. Deleting it removes every website you
        own, their published copies and addresses, and the access of editors you invited.
      </p>
    ),
  },
  {
    heading: 'No warranty',
    body: (
      <p>
        Sitewright is open-source software provided as is. We work to keep it available and your websites
        online, but we cannot promise uninterrupted service.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        We will announce changes to these terms on this page before they apply. Questions:{' '}
        <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>.
      </p>
    ),
  },
];

/** Terms (navbar, spec §2). Plain language; the operator of a deployment should have them reviewed. */
export const page: PageDefinition = {
  head: () => ({
    title: `Terms of use${titleSuffix}`,
    description:
      'The terms of using Sitewright: free website hosting, your account, ownership of your content, acceptable use, limits and deleting your account.',
  }),
  Component: () => (
    <LegalText
      title="Terms of use"
      lead="The rules for using Sitewright, in plain language."
      sections={sections}
    />
  ),
};
